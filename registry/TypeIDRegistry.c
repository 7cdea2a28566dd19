/* The TypeID registry: qualified name -> TypeID storage, process-wide.
 *
 * An open-addressing table of entry pointers.  Readers take no lock: they
 * load the current table and its slots with acquire ordering; an entry is
 * fully written before it is published.  Writers serialize on a mutex and,
 * when the table fills, publish a doubled copy.  Old tables are never freed
 * (a reader may still be probing one; a miss there falls back to the locked
 * path, which looks again in the current table), and neither are entries:
 * TypeIDs must stay valid for the life of the process. */
#include "mlirc/TypeIDRegistry.h"

#include <pthread.h>
#include <stdalign.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

struct entry {
  alignas(16) uint64_t hash; /* the entry's address is the TypeID storage */
  size_t length;
  char name[]; /* NUL-terminated copy */
};

struct table {
  size_t mask;          /* capacity - 1, capacity a power of two */
  struct table *retired; /* the table this one replaced */
  _Atomic(struct entry *) slots[];
};

/* Entries by address, for reverse lookups; guarded by `lock`. */
struct address_index {
  size_t mask;
  const struct entry **slots;
};

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static _Atomic(struct table *) current;
static atomic_size_t count;
static struct address_index by_address;

static uint64_t hash_name(const char *name, size_t length) {
  uint64_t h = 0xcbf29ce484222325u; /* FNV-1a */
  for (size_t i = 0; i < length; ++i)
    h = (h ^ (unsigned char)name[i]) * 0x100000001b3u;
  return h;
}

static int is_word_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
         c == '_' || c == '$' || c == '-';
}

int mlirc_typeid_registry_valid_name(const char *name, size_t length) {
  if (!name || length < 3 || length > MLIRC_REGISTRY_MAX_NAME)
    return 0;
  size_t i = 0, components = 0;
  if (length >= 2 && name[0] == ':' && name[1] == ':')
    i = 2; /* a C++ name may be written fully qualified */
  char first = name[i];
  if (!((first >= 'a' && first <= 'z') || (first >= 'A' && first <= 'Z') || first == '_'))
    return 0;
  while (i < length) {
    size_t start = i;
    while (i < length && is_word_char(name[i]))
      ++i;
    if (i == start)
      return 0; /* empty component or a character outside the set */
    ++components;
    if (i == length)
      break;
    if (name[i] == '.')
      i += 1;
    else if (name[i] == ':' && i + 1 < length && name[i + 1] == ':')
      i += 2;
    else
      return 0;
    if (i == length)
      return 0; /* trailing separator */
  }
  return components >= 2;
}

static struct entry *probe(struct table *t, const char *name, size_t length, uint64_t hash) {
  for (size_t i = hash & t->mask;; i = (i + 1) & t->mask) {
    struct entry *e = atomic_load_explicit(&t->slots[i], memory_order_acquire);
    if (!e)
      return NULL;
    if (e->hash == hash && e->length == length && memcmp(e->name, name, length) == 0)
      return e;
  }
}

static struct table *new_table(size_t capacity) {
  struct table *t = calloc(1, sizeof(struct table) + capacity * sizeof(t->slots[0]));
  if (t)
    t->mask = capacity - 1;
  return t;
}

static void place(struct table *t, struct entry *e) {
  size_t i = e->hash & t->mask;
  while (atomic_load_explicit(&t->slots[i], memory_order_relaxed))
    i = (i + 1) & t->mask;
  atomic_store_explicit(&t->slots[i], e, memory_order_release);
}

static size_t address_slot(const struct address_index *index, const void *p) {
  return (size_t)(((uintptr_t)p >> 4) * 0x9e3779b97f4a7c15u) & index->mask;
}

/* Records `e` in the address index; called with `lock` held. */
static int index_address(const struct entry *e) {
  size_t n = atomic_load_explicit(&count, memory_order_relaxed);
  if (!by_address.slots || (n + 1) * 2 > by_address.mask + 1) {
    struct address_index bigger;
    bigger.mask = by_address.slots ? by_address.mask * 2 + 1 : 63;
    bigger.slots = calloc(bigger.mask + 1, sizeof(*bigger.slots));
    if (!bigger.slots)
      return 0;
    for (size_t i = 0; by_address.slots && i <= by_address.mask; ++i)
      if (by_address.slots[i]) {
        size_t j = address_slot(&bigger, by_address.slots[i]);
        while (bigger.slots[j])
          j = (j + 1) & bigger.mask;
        bigger.slots[j] = by_address.slots[i];
      }
    free(by_address.slots);
    by_address = bigger;
  }
  size_t j = address_slot(&by_address, e);
  while (by_address.slots[j])
    j = (j + 1) & by_address.mask;
  by_address.slots[j] = e;
  return 1;
}

/* Inserts `name`; called with `lock` held, after a miss in the current table. */
static struct entry *insert(const char *name, size_t length, uint64_t hash) {
  struct table *t = atomic_load_explicit(&current, memory_order_relaxed);
  size_t n = atomic_load_explicit(&count, memory_order_relaxed);
  if (!t || (n + 1) * 2 > t->mask + 1) {
    struct table *bigger = new_table(t ? (t->mask + 1) * 2 : 64);
    if (!bigger)
      return NULL;
    for (size_t i = 0; t && i <= t->mask; ++i) {
      struct entry *e = atomic_load_explicit(&t->slots[i], memory_order_relaxed);
      if (e)
        place(bigger, e);
    }
    bigger->retired = t;
    atomic_store_explicit(&current, bigger, memory_order_release);
    t = bigger;
  }
  struct entry *e = aligned_alloc(16, (sizeof(struct entry) + length + 1 + 15) / 16 * 16);
  if (!e)
    return NULL;
  e->hash = hash;
  e->length = length;
  memcpy(e->name, name, length);
  e->name[length] = '\0';
  if (!index_address(e)) {
    free(e);
    return NULL;
  }
  place(t, e);
  atomic_fetch_add_explicit(&count, 1, memory_order_release);
  return e;
}

const void *mlirc_typeid_registry_get(const char *name, size_t length, int create) {
  if (!mlirc_typeid_registry_valid_name(name, length))
    return NULL;
  uint64_t hash = hash_name(name, length);
  struct table *t = atomic_load_explicit(&current, memory_order_acquire);
  struct entry *e = t ? probe(t, name, length, hash) : NULL;
  if (e || !create)
    return e;
  pthread_mutex_lock(&lock);
  t = atomic_load_explicit(&current, memory_order_relaxed);
  e = t ? probe(t, name, length, hash) : NULL;
  if (!e)
    e = insert(name, length, hash);
  pthread_mutex_unlock(&lock);
  return e;
}

const char *mlirc_typeid_registry_name(const void *storage, size_t *length) {
  const struct entry *found = NULL;
  pthread_mutex_lock(&lock);
  if (storage && by_address.slots) {
    for (size_t j = address_slot(&by_address, storage); by_address.slots[j];
         j = (j + 1) & by_address.mask)
      if (by_address.slots[j] == storage) {
        found = by_address.slots[j];
        break;
      }
  }
  pthread_mutex_unlock(&lock);
  if (length)
    *length = found ? found->length : 0;
  return found ? found->name : NULL;
}

size_t mlirc_typeid_registry_size(void) {
  return atomic_load_explicit(&count, memory_order_acquire);
}
