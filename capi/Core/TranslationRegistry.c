/* The registry of named translations (mlir-c/Components/TranslationRegistry.h): a
 * sorted array under a mutex; entries are never removed, a plugin's code
 * stays mapped until the process exits. */
#include "mlir-c/Components/TranslationRegistry.h"

#include "PluginInternal.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct entry {
  MlircTranslationInfo info;
  char *owner;
};

static pthread_mutex_t mutex = PTHREAD_MUTEX_INITIALIZER;
static struct entry *entries;
static size_t count, capacity;

static MlirLogicalResult fail(MlirStringCallback callback, void *userData, const char *message) {
  if (callback)
    callback(mlirStringRefCreateFromCString(message), userData);
  return mlirLogicalResultFailure();
}

static size_t find(const char *name, size_t length, int *found) {
  size_t low = 0, high = count;
  while (low < high) {
    size_t mid = (low + high) / 2;
    int c = strncmp(entries[mid].info.name, name, length);
    if (c == 0 && entries[mid].info.name[length] != '\0')
      c = 1;
    if (c < 0)
      low = mid + 1;
    else
      high = mid;
  }
  *found = low < count && strncmp(entries[low].info.name, name, length) == 0 &&
           entries[low].info.name[length] == '\0';
  return low;
}

static char *copy(const char *s) {
  size_t n = strlen(s ? s : "") + 1;
  char *c = malloc(n);
  if (c)
    memcpy(c, s ? s : "", n);
  return c;
}

MlirLogicalResult mlircRegisterTranslation(const MlircTranslationInfo *info,
                                           MlirStringCallback errorCallback, void *errorUserData) {
  char message[1536];
  if (!info || !info->name || !info->name[0] || strspn(info->name, "abcdefghijklmnopqrstuvwxyz"
                                                                   "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
                                                                   "0123456789-_.") !=
                                                     strlen(info->name))
    return fail(errorCallback, errorUserData,
                "mlircRegisterTranslation: a translation needs a name of letters, digits, '-', "
                "'_' and '.'");
  if (!info->fromMLIR == !info->toMLIR) {
    snprintf(message, sizeof message,
             "mlircRegisterTranslation: translation '%s' must set exactly one of fromMLIR and "
             "toMLIR",
             info->name);
    return fail(errorCallback, errorUserData, message);
  }
  char owner[1024];
  plugin_loader_current_owner(owner, sizeof owner);
  pthread_mutex_lock(&mutex);
  int found;
  size_t at = find(info->name, strlen(info->name), &found);
  if (found) {
    snprintf(message, sizeof message, "translation '%s' is already registered by %s", info->name,
             entries[at].owner[0] ? entries[at].owner : "the application (outside any plugin)");
    pthread_mutex_unlock(&mutex);
    return fail(errorCallback, errorUserData, message);
  }
  if (count == capacity) {
    size_t grown = capacity ? capacity * 2 : 16;
    struct entry *more = realloc(entries, grown * sizeof *more);
    if (!more) {
      pthread_mutex_unlock(&mutex);
      return fail(errorCallback, errorUserData, "mlircRegisterTranslation: out of memory");
    }
    entries = more;
    capacity = grown;
  }
  struct entry e = {*info, copy(owner)};
  e.info.name = copy(info->name);
  e.info.description = copy(info->description);
  if (!e.owner || !e.info.name || !e.info.description) {
    free(e.owner);
    free((char *)e.info.name);
    free((char *)e.info.description);
    pthread_mutex_unlock(&mutex);
    return fail(errorCallback, errorUserData, "mlircRegisterTranslation: out of memory");
  }
  memmove(entries + at + 1, entries + at, (count - at) * sizeof *entries);
  entries[at] = e;
  ++count;
  pthread_mutex_unlock(&mutex);
  return mlirLogicalResultSuccess();
}

bool mlircLookupTranslation(MlirStringRef name, MlircTranslationInfo *info) {
  pthread_mutex_lock(&mutex);
  int found = 0;
  size_t at = memchr(name.data, '\0', name.length) ? 0 : find(name.data, name.length, &found);
  if (found && info)
    *info = entries[at].info;
  pthread_mutex_unlock(&mutex);
  return found;
}

void mlircForEachTranslation(void (*callback)(const MlircTranslationInfo *, void *),
                             void *userData) {
  /* A snapshot, so the callback may register more. */
  pthread_mutex_lock(&mutex);
  size_t n = count;
  MlircTranslationInfo *snapshot = malloc((n ? n : 1) * sizeof *snapshot);
  for (size_t i = 0; snapshot && i < n; ++i)
    snapshot[i] = entries[i].info;
  pthread_mutex_unlock(&mutex);
  for (size_t i = 0; snapshot && i < n; ++i)
    callback(&snapshot[i], userData);
  free(snapshot);
}
