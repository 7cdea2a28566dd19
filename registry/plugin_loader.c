/* The plugin loader (libMLIRCorePublicAPI): see mlir-c/Components/Plugin.h.
 *
 * Loaded plugins live in one list for the life of the process and are never
 * closed.  One recursive mutex serializes loading and the per-plugin
 * callbacks, so a callback may itself load a plugin. */
#define _GNU_SOURCE /* PTHREAD_MUTEX_RECURSIVE, realpath */
#include "mlir-c/Components/Plugin.h"

#include <dlfcn.h>
#include <errno.h>
#include <limits.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

struct plugin {
  char *path; /* canonical path of the file loaded */
  char *name;
  char *version;
  unsigned long long digest; /* of the file's bytes: copies of one plugin match */
  const MlircPluginDescriptor *descriptor;
  void *handle;
};

static pthread_mutex_t lock;
static pthread_once_t lock_once = PTHREAD_ONCE_INIT;
static struct plugin **plugins;
static size_t num_plugins, capacity;

static void init_lock(void) {
  pthread_mutexattr_t attr;
  pthread_mutexattr_init(&attr);
  pthread_mutexattr_settype(&attr, PTHREAD_MUTEX_RECURSIVE);
  pthread_mutex_init(&lock, &attr);
  pthread_mutexattr_destroy(&attr);
}

static void acquire(void) {
  pthread_once(&lock_once, init_lock);
  pthread_mutex_lock(&lock);
}

static void release(void) { pthread_mutex_unlock(&lock); }

static MlirStringRef string_ref(const char *s) {
  return mlirStringRefCreate(s, s ? strlen(s) : 0);
}

/* Formats an error and hands it to the caller's callback. */
static void report(MlirStringCallback callback, void *user_data, const char *format, ...) {
  if (!callback)
    return;
  char message[2048];
  va_list args;
  va_start(args, format);
  vsnprintf(message, sizeof message, format, args);
  va_end(args);
  callback(string_ref(message), user_data);
}

/* Collects what a plugin callback reports, to prefix it with the plugin. */
struct collected {
  char text[1024];
};

static void collect(MlirStringRef message, void *user_data) {
  struct collected *c = user_data;
  size_t used = strlen(c->text);
  if (used + 1 >= sizeof c->text)
    return;
  snprintf(c->text + used, sizeof c->text - used, "%.*s", (int)message.length, message.data);
}

static unsigned long long file_digest(const char *path, int *ok) {
  unsigned long long h = 0xcbf29ce484222325ull; /* FNV-1a */
  FILE *f = fopen(path, "rb");
  *ok = f != NULL;
  if (!f)
    return 0;
  unsigned char buffer[65536];
  size_t n;
  while ((n = fread(buffer, 1, sizeof buffer, f)) > 0)
    for (size_t i = 0; i < n; ++i)
      h = (h ^ buffer[i]) * 0x100000001b3ull;
  *ok = !ferror(f);
  fclose(f);
  return h;
}

static int is_regular_file(const char *path) {
  struct stat st;
  return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

/* Resolves a bare name through MLIR_PLUGIN_PATH into `out`; 1 when found. */
static int search_plugin_path(const char *name, char *out, size_t size) {
  const char *path = getenv("MLIR_PLUGIN_PATH");
  if (!path)
    return 0;
  static const char *const patterns[] = {"%.*s/%s", "%.*s/lib%s.so", "%.*s/%s.so"};
  for (const char *dir = path; *dir;) {
    size_t length = strcspn(dir, ":");
    if (length > 0) { /* an empty entry would mean the current directory */
      for (size_t p = 0; p < sizeof patterns / sizeof *patterns; ++p) {
        int n = snprintf(out, size, patterns[p], (int)length, dir, name);
        if (n > 0 && (size_t)n < size && is_regular_file(out))
          return 1;
      }
    }
    dir += length;
    if (*dir == ':')
      ++dir;
  }
  return 0;
}

static int valid_plugin_name(const char *name) {
  size_t n = name ? strlen(name) : 0;
  if (n == 0 || n > 255)
    return 0;
  for (size_t i = 0; i < n; ++i)
    if ((unsigned char)name[i] <= ' ' || (unsigned char)name[i] >= 127)
      return 0;
  return 1;
}

static struct plugin *find_by(const char *name, const char *path, unsigned long long digest,
                              int match_digest) {
  for (size_t i = 0; i < num_plugins; ++i) {
    struct plugin *p = plugins[i];
    if ((name && strcmp(p->name, name) == 0) || (path && strcmp(p->path, path) == 0) ||
        (match_digest && p->digest == digest))
      return p;
  }
  return NULL;
}

static struct plugin *add_plugin(const char *path, const MlircPluginDescriptor *descriptor,
                                 unsigned long long digest, void *handle) {
  if (num_plugins == capacity) {
    size_t bigger = capacity ? capacity * 2 : 8;
    struct plugin **grown = realloc(plugins, bigger * sizeof *grown);
    if (!grown)
      return NULL;
    plugins = grown;
    capacity = bigger;
  }
  struct plugin *p = calloc(1, sizeof *p);
  if (!p)
    return NULL;
  p->path = strdup(path);
  p->name = strdup(descriptor->name);
  p->version = strdup(descriptor->version ? descriptor->version : "");
  if (!p->path || !p->name || !p->version) {
    free(p->path), free(p->name), free(p->version), free(p);
    return NULL;
  }
  p->digest = digest;
  p->descriptor = descriptor;
  p->handle = handle;
  plugins[num_plugins++] = p;
  return p;
}

static MlircPlugin wrap(const struct plugin *p) {
  MlircPlugin plugin = {p};
  return plugin;
}

/* Opens `path` and validates its descriptor; on failure reports, closes and
 * returns NULL (no plugin code beyond its constructors has run). */
static const MlircPluginDescriptor *open_plugin(const char *path, void **handle,
                                                MlirStringCallback error, void *user_data) {
  unsigned char magic[4] = {0};
  FILE *f = fopen(path, "rb");
  size_t got = f ? fread(magic, 1, sizeof magic, f) : 0;
  if (f)
    fclose(f);
  if (got != 4 || memcmp(magic, "\177ELF", 4) != 0) {
    report(error, user_data, "cannot load plugin '%s': not a shared object (no ELF header)", path);
    return NULL;
  }
  dlerror();
  *handle = dlopen(path, RTLD_NOW | RTLD_LOCAL);
  if (!*handle) {
    const char *why = dlerror();
    report(error, user_data, "cannot load plugin '%s': %s", path, why ? why : "dlopen failed");
    return NULL;
  }
  MlircPluginEntryPoint entry;
  *(void **)&entry = dlsym(*handle, MLIRC_PLUGIN_ENTRY_POINT_NAME);
  if (!entry) {
    report(error, user_data, "'%s' is not an mlir-components plugin: it does not export %s()",
           path, MLIRC_PLUGIN_ENTRY_POINT_NAME);
    goto close;
  }
  const MlircPluginDescriptor *d = entry();
  if (!d) {
    report(error, user_data, "plugin '%s': %s() returned no descriptor", path,
           MLIRC_PLUGIN_ENTRY_POINT_NAME);
    goto close;
  }
  if (d->abiMajor != MLIRC_PLUGIN_ABI_MAJOR || d->abiMinor > MLIRC_PLUGIN_ABI_MINOR) {
    report(error, user_data,
           "plugin '%s' was built for plugin ABI %u.%u; this loader implements %u.%u "
           "(it needs major %u and minor at most %u)",
           path, d->abiMajor, d->abiMinor, MLIRC_PLUGIN_ABI_MAJOR, MLIRC_PLUGIN_ABI_MINOR,
           MLIRC_PLUGIN_ABI_MAJOR, MLIRC_PLUGIN_ABI_MINOR);
    goto close;
  }
  if (d->size < sizeof(MlircPluginDescriptor)) {
    report(error, user_data, "plugin '%s': descriptor size %u is smaller than ABI %u.%u's %zu",
           path, d->size, d->abiMajor, d->abiMinor, sizeof(MlircPluginDescriptor));
    goto close;
  }
  if (!valid_plugin_name(d->name)) {
    report(error, user_data, "plugin '%s': its descriptor has no valid name", path);
    goto close;
  }
  return d;
close:
  dlclose(*handle);
  *handle = NULL;
  return NULL;
}

MlircPlugin mlircPluginLoad(MlirStringRef path_ref, MlirStringCallback error, void *user_data) {
  char requested[PATH_MAX], found[PATH_MAX], canonical[PATH_MAX];
  MlircPlugin none = {NULL};
  if (!path_ref.data || path_ref.length == 0 || path_ref.length >= sizeof requested ||
      memchr(path_ref.data, '\0', path_ref.length)) {
    report(error, user_data, "cannot load plugin: empty or invalid path");
    return none;
  }
  memcpy(requested, path_ref.data, path_ref.length);
  requested[path_ref.length] = '\0';

  const char *path = requested;
  if (!strchr(requested, '/')) {
    if (!search_plugin_path(requested, found, sizeof found)) {
      const char *dirs = getenv("MLIR_PLUGIN_PATH");
      report(error, user_data, "cannot find plugin '%s': %s%s", requested,
             dirs ? "not in MLIR_PLUGIN_PATH=" : "MLIR_PLUGIN_PATH is not set", dirs ? dirs : "");
      return none;
    }
    path = found;
  }
  if (!realpath(path, canonical)) {
    report(error, user_data, "cannot load plugin '%s': %s", path, strerror(errno));
    return none;
  }
  if (!is_regular_file(canonical)) {
    report(error, user_data, "cannot load plugin '%s': not a regular file", path);
    return none;
  }

  acquire();
  /* The same file: the plugin already loaded, without reading it again. */
  struct plugin *loaded = find_by(NULL, canonical, 0, 0);
  if (loaded) {
    release();
    return wrap(loaded);
  }
  int readable;
  unsigned long long digest = file_digest(canonical, &readable);
  if (!readable) {
    report(error, user_data, "cannot load plugin '%s': %s", path, strerror(errno));
    release();
    return none;
  }
  /* A byte-identical copy: the same plugin. */
  if ((loaded = find_by(NULL, NULL, digest, 1))) {
    release();
    return wrap(loaded);
  }
  void *handle = NULL;
  const MlircPluginDescriptor *d = open_plugin(canonical, &handle, error, user_data);
  if (!d) {
    release();
    return none;
  }
  struct plugin *same_name = find_by(d->name, NULL, 0, 0);
  if (same_name) {
    report(error, user_data, "plugin name '%s' is claimed by both '%s' (loaded) and '%s'", d->name,
           same_name->path, canonical);
    dlclose(handle);
    release();
    return none;
  }
  if (d->registerPasses) {
    struct collected why = {{0}};
    if (mlirLogicalResultIsFailure(d->registerPasses(collect, &why))) {
      /* Some passes may be registered already: the code stays mapped. */
      report(error, user_data, "plugin '%s' (%s) failed to register its passes: %s", d->name,
             canonical, why.text[0] ? why.text : "no reason given");
      release();
      return none;
    }
  }
  loaded = add_plugin(canonical, d, digest, handle);
  if (!loaded)
    report(error, user_data, "cannot load plugin '%s': out of memory", canonical);
  release();
  return wrap(loaded);
}

MlircPlugin mlircPluginLookup(MlirStringRef name) {
  MlircPlugin result = {NULL};
  acquire();
  for (size_t i = 0; i < num_plugins && name.data; ++i)
    if (strlen(plugins[i]->name) == name.length &&
        memcmp(plugins[i]->name, name.data, name.length) == 0)
      result = wrap(plugins[i]);
  release();
  return result;
}

size_t mlircPluginGetNumLoaded(void) {
  acquire();
  size_t n = num_plugins;
  release();
  return n;
}

MlircPlugin mlircPluginGetLoaded(size_t index) {
  MlircPlugin result = {NULL};
  acquire();
  if (index < num_plugins)
    result = wrap(plugins[index]);
  release();
  return result;
}

static const struct plugin *unwrap(MlircPlugin plugin) { return plugin.ptr; }

MlirStringRef mlircPluginGetName(MlircPlugin p) {
  return string_ref(unwrap(p) ? unwrap(p)->name : NULL);
}
MlirStringRef mlircPluginGetVersion(MlircPlugin p) {
  return string_ref(unwrap(p) ? unwrap(p)->version : NULL);
}
MlirStringRef mlircPluginGetPath(MlircPlugin p) {
  return string_ref(unwrap(p) ? unwrap(p)->path : NULL);
}
unsigned mlircPluginGetABIMajor(MlircPlugin p) {
  return unwrap(p) ? unwrap(p)->descriptor->abiMajor : 0;
}
unsigned mlircPluginGetABIMinor(MlircPlugin p) {
  return unwrap(p) ? unwrap(p)->descriptor->abiMinor : 0;
}

/* Runs one of a plugin's per-object callbacks, prefixing its error. */
static MlirLogicalResult run_callback(const struct plugin *p, const char *what,
                                      MlirDialectRegistry registry, MlirContext context,
                                      MlirStringCallback error, void *user_data) {
  if (!p) {
    report(error, user_data, "null plugin");
    return mlirLogicalResultFailure();
  }
  struct collected why = {{0}};
  MlirLogicalResult result = mlirLogicalResultSuccess();
  acquire();
  if (registry.ptr && p->descriptor->registerDialects)
    result = p->descriptor->registerDialects(registry, collect, &why);
  else if (context.ptr && p->descriptor->initializeContext)
    result = p->descriptor->initializeContext(context, collect, &why);
  release();
  if (mlirLogicalResultIsFailure(result))
    report(error, user_data, "plugin '%s' (%s) failed to %s: %s", p->name, p->path, what,
           why.text[0] ? why.text : "no reason given");
  return result;
}

MlirLogicalResult mlircPluginRegisterDialects(MlircPlugin plugin, MlirDialectRegistry registry,
                                              MlirStringCallback error, void *user_data) {
  MlirContext none = {NULL};
  return run_callback(unwrap(plugin), "register its dialects", registry, none, error, user_data);
}

MlirLogicalResult mlircPluginInitializeContext(MlircPlugin plugin, MlirContext context,
                                               MlirStringCallback error, void *user_data) {
  MlirDialectRegistry none = {NULL};
  return run_callback(unwrap(plugin), "initialize a context", none, context, error, user_data);
}

MlirLogicalResult mlircPluginsRegisterDialects(MlirDialectRegistry registry,
                                               MlirStringCallback error, void *user_data) {
  MlirLogicalResult result = mlirLogicalResultSuccess();
  acquire();
  for (size_t i = 0; i < num_plugins && mlirLogicalResultIsSuccess(result); ++i)
    result = mlircPluginRegisterDialects(wrap(plugins[i]), registry, error, user_data);
  release();
  return result;
}

MlirLogicalResult mlircPluginsInitializeContext(MlirContext context, MlirStringCallback error,
                                                void *user_data) {
  MlirLogicalResult result = mlirLogicalResultSuccess();
  acquire();
  for (size_t i = 0; i < num_plugins && mlirLogicalResultIsSuccess(result); ++i)
    result = mlircPluginInitializeContext(wrap(plugins[i]), context, error, user_data);
  release();
  return result;
}
