/* The plugin loader (libMLIRCorePublicAPI): see mlir-c/Components/Plugin.h.
 *
 * Loaded plugins live in one list for the life of the process.  No file the
 * loader opened is ever closed, refused ones included: its constructors may
 * have registered passes, options or TypeIDs, and closing it would also
 * unload the component libraries it pulled in (whose LLVM options would
 * then be registered twice by the next library to map them).
 *
 * Plugins in upstream MLIR's format (UpstreamPlugin.cpp reads their entry
 * points) are loaded the same way into the same list: a file is one plugin
 * per format.
 *
 * One recursive mutex serializes loading and the per-plugin callbacks, so a
 * callback may itself load a plugin; a per-thread stack of what is running
 * turns a cycle (a plugin loading itself, a callback re-entering itself)
 * into an error naming the chain. */
#define _GNU_SOURCE /* PTHREAD_MUTEX_RECURSIVE, realpath */
#include "mlir-c/Components/Plugin.h"
#include "mlir-c/Components/SharedObject.h"

#include <dlfcn.h>
#include <errno.h>
#include <limits.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "PluginInternal.h"
#include "TrialLoad.h"

struct plugin {
  char *path; /* canonical path of the file loaded */
  char *name;
  char *version;
  unsigned long long digest; /* of the file's bytes: copies of one plugin match */
  const struct plugin_format *format; /* NULL: ours, with `descriptor` */
  const MlircPluginDescriptor *descriptor;
  struct plugin_info info; /* another format's entry point */
};

/* One thing the loader is doing on this thread: a load, or a plugin's
 * callback.  Innermost first. */
struct activity {
  const char *path;       /* canonical path of the file */
  const char *name;       /* plugin name, once its descriptor is read */
  const char *callback;   /* NULL for a load, else the callback's name */
  unsigned long long digest, load_id;
  struct activity *outer;
  const struct plugin_format *format; /* of a load; NULL: ours */
};

static __thread struct activity *running;
static unsigned long long last_load_id;
static plugin_load_failed_fn load_failed_listener; /* under `lock` */

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

/* Appends "'NAME' (PATH)" or "'PATH'" for `a` to `out`. */
static void describe(const struct activity *a, char *out, size_t size) {
  size_t used = strlen(out);
  if (used + 1 >= size)
    return;
  if (a->name)
    snprintf(out + used, size - used, "'%s' (%s)", a->name, a->path);
  else
    snprintf(out + used, size - used, "'%s'", a->path);
  if (a->callback) {
    used = strlen(out);
    if (used + 1 < size)
      snprintf(out + used, size - used, " %s", a->callback);
  }
}

/* The running chain, outermost first: "'a' (pa) -> 'b' (pb) registerDialects". */
static void describe_chain(const struct activity *a, char *out, size_t size) {
  if (!a)
    return;
  describe_chain(a->outer, out, size);
  if (a->outer) {
    size_t used = strlen(out);
    if (used + 1 < size)
      snprintf(out + used, size - used, " -> ");
  }
  describe(a, out, size);
}

void plugin_loader_on_failed_load(plugin_load_failed_fn listener) {
  acquire();
  load_failed_listener = listener;
  release();
}

unsigned long long plugin_loader_current_owner(char *owner, size_t size) {
  if (size)
    owner[0] = '\0';
  const struct activity *a = running;
  if (!a || !size)
    return 0;
  if (a->name)
    snprintf(owner, size, "plugin '%s' (%s)", a->name, a->path);
  else
    snprintf(owner, size, "plugin file '%s'", a->path);
  return a->callback ? 0 : a->load_id;
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

/* The plugin of `format` (NULL: ours) with that name, path or digest. */
static struct plugin *find_by(const char *name, const char *path, unsigned long long digest,
                              int match_digest, const struct plugin_format *format) {
  for (size_t i = 0; i < num_plugins; ++i) {
    struct plugin *p = plugins[i];
    if (p->format != format)
      continue;
    if ((name && strcmp(p->name, name) == 0) || (path && strcmp(p->path, path) == 0) ||
        (match_digest && p->digest == digest))
      return p;
  }
  return NULL;
}

static struct plugin *add_plugin(const char *path, const char *name, const char *version,
                                 unsigned long long digest) {
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
  p->name = strdup(name ? name : "");
  p->version = strdup(version ? version : "");
  if (!p->path || !p->name || !p->version) {
    free(p->path), free(p->name), free(p->version), free(p);
    return NULL;
  }
  p->digest = digest;
  plugins[num_plugins++] = p;
  return p;
}

static MlircPlugin wrap(const struct plugin *p) {
  MlircPlugin plugin = {p};
  return plugin;
}

/* Keeps the message of mlircSharedObjectCheck in the buffer `out`. */
static void copy_message(MlirStringRef message, void *out) {
  size_t n = message.length < 1535 ? message.length : 1535;
  memcpy(out, message.data, n);
  ((char *)out)[n] = '\0';
}

/* Checks and opens `path`; on failure reports and returns NULL.  The file
 * stays mapped either way (see the top of this file); RTLD_NODELETE keeps it
 * so even if someone else dlcloses it. */
static void *open_file(const char *path, MlirStringCallback error, void *user_data) {
  char why[1536] = "";
  if (mlirLogicalResultIsFailure(
          mlircSharedObjectCheck(string_ref(path), copy_message, why))) {
    report(error, user_data, "cannot load plugin: %s", why);
    return NULL;
  }
  if (trial_load_needed(path) && !trial_load(path, why, sizeof why)) {
    report(error, user_data, "cannot load plugin '%s': %s", path, why);
    return NULL;
  }
  dlerror();
  void *handle = dlopen(path, RTLD_NOW | RTLD_LOCAL | RTLD_NODELETE);
  if (!handle) {
    const char *why = dlerror();
    report(error, user_data, "cannot load plugin '%s': %s", path, why ? why : "dlopen failed");
  }
  return handle;
}

/* Reads and validates the descriptor of the opened file `path`; on failure
 * reports and returns NULL. */
static const MlircPluginDescriptor *read_descriptor(void *handle, const char *path,
                                                   MlirStringCallback error, void *user_data) {
  MlircPluginEntryPoint entry;
  *(void **)&entry = dlsym(handle, MLIRC_PLUGIN_ENTRY_POINT_NAME);
  if (!entry) {
    report(error, user_data, "'%s' is not an mlir-components plugin: it does not export %s()",
           path, MLIRC_PLUGIN_ENTRY_POINT_NAME);
    return NULL;
  }
  const MlircPluginDescriptor *d = entry();
  if (!d) {
    report(error, user_data, "plugin '%s': %s() returned no descriptor", path,
           MLIRC_PLUGIN_ENTRY_POINT_NAME);
    return NULL;
  }
  if (d->abiMajor != MLIRC_PLUGIN_ABI_MAJOR || d->abiMinor > MLIRC_PLUGIN_ABI_MINOR) {
    report(error, user_data,
           "plugin '%s' was built for plugin ABI %u.%u; this loader implements %u.%u "
           "(it needs major %u and minor at most %u)",
           path, d->abiMajor, d->abiMinor, MLIRC_PLUGIN_ABI_MAJOR, MLIRC_PLUGIN_ABI_MINOR,
           MLIRC_PLUGIN_ABI_MAJOR, MLIRC_PLUGIN_ABI_MINOR);
    return NULL;
  }
  if (d->size < sizeof(MlircPluginDescriptor)) {
    report(error, user_data, "plugin '%s': descriptor size %u is smaller than ABI %u.%u's %zu",
           path, d->size, d->abiMajor, d->abiMinor, sizeof(MlircPluginDescriptor));
    return NULL;
  }
  if (!valid_plugin_name(d->name)) {
    report(error, user_data, "plugin '%s': its descriptor has no valid name", path);
    return NULL;
  }
  return d;
}

/* The load of `path` (or of a byte-identical copy) in progress on this
 * thread, if any. */
static const struct activity *find_running_load(const char *path, unsigned long long digest,
                                                int match_digest) {
  for (const struct activity *a = running; a; a = a->outer)
    if (!a->callback && (strcmp(a->path, path) == 0 || (match_digest && a->digest == digest)))
      return a;
  return NULL;
}

static void report_cycle(MlirStringCallback error, void *user_data, const char *what,
                         const char *path) {
  char chain[1536] = "";
  describe_chain(running, chain, sizeof chain);
  report(error, user_data, "plugin load cycle: %s -> '%s' (%s is already being loaded)", chain,
         path, what);
}

/* Adds the plugin of another format whose entry point `symbol` the opened
 * file exports, after running its pass registration. */
static struct plugin *load_in_format(struct activity *frame, void *symbol,
                                     MlirStringCallback error, void *user_data) {
  const struct plugin_format *format = frame->format;
  struct plugin_info info = {0};
  char why[1024] = "";
  if (!format->read(symbol, &info, why, sizeof why)) {
    report(error, user_data, "cannot load %s '%s': %s", format->kind, frame->path, why);
    return NULL;
  }
  frame->name = info.name ? info.name : "";
  if (info.register_passes)
    info.register_passes(&info);
  struct plugin *loaded = add_plugin(frame->path, info.name, info.version, frame->digest);
  if (!loaded) {
    report(error, user_data, "cannot load plugin '%s': out of memory", frame->path);
    return NULL;
  }
  loaded->format = format;
  loaded->info = info;
  return loaded;
}

/* Opens and checks a file not loaded in the frame's format, and registers
 * its passes, inside `frame` (already on the running stack).  Returns the
 * plugin or NULL after reporting. */
static struct plugin *load_new(struct activity *frame, MlirStringCallback error,
                               void *user_data) {
  void *handle = open_file(frame->path, error, user_data);
  if (!handle)
    return NULL;
  if (frame->format) {
    void *symbol = dlsym(handle, frame->format->entry_point);
    if (symbol)
      return load_in_format(frame, symbol, error, user_data);
    if (!dlsym(handle, MLIRC_PLUGIN_ENTRY_POINT_NAME)) {
      report(error, user_data,
             "'%s' is not a plugin: it exports neither %s() (an %s) nor %s() (an "
             "mlir-components plugin)",
             frame->path, frame->format->entry_point, frame->format->kind,
             MLIRC_PLUGIN_ENTRY_POINT_NAME);
      return NULL;
    }
    /* One of ours, perhaps loaded already. */
    frame->format = NULL;
    struct plugin *ours = find_by(NULL, frame->path, frame->digest, 1, NULL);
    if (ours)
      return ours;
  }
  const MlircPluginDescriptor *d = read_descriptor(handle, frame->path, error, user_data);
  if (!d)
    return NULL;
  frame->name = d->name;
  struct plugin *same_name = find_by(d->name, NULL, 0, 0, NULL);
  if (same_name) {
    report(error, user_data, "plugin name '%s' is claimed by both '%s' (loaded) and '%s'", d->name,
           same_name->path, frame->path);
    return NULL;
  }
  for (const struct activity *a = frame->outer; a; a = a->outer)
    if (!a->callback && !a->format && a->name && strcmp(a->name, d->name) == 0) {
      report(error, user_data,
             "plugin name '%s' is claimed by both '%s' (being loaded) and '%s'", d->name, a->path,
             frame->path);
      return NULL;
    }
  if (d->registerPasses) {
    struct collected why = {{0}};
    if (mlirLogicalResultIsFailure(d->registerPasses(collect, &why))) {
      report(error, user_data, "plugin '%s' (%s) failed to register its passes: %s", d->name,
             frame->path, why.text[0] ? why.text : "no reason given");
      return NULL;
    }
  }
  struct plugin *loaded = add_plugin(frame->path, d->name, d->version, frame->digest);
  if (!loaded)
    report(error, user_data, "cannot load plugin '%s': out of memory", frame->path);
  else
    loaded->descriptor = d;
  return loaded;
}

MlircPlugin mlircPluginLoad(MlirStringRef path, MlirStringCallback error, void *user_data) {
  return plugin_loader_load(path, NULL, error, user_data);
}

MlircPlugin plugin_loader_load(MlirStringRef path_ref, const struct plugin_format *format,
                               MlirStringCallback error, void *user_data) {
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
  if (find_running_load(canonical, 0, 0)) {
    report_cycle(error, user_data, "it", canonical);
    release();
    return none;
  }
  /* The same file: the plugin already loaded, without reading it again. */
  struct plugin *loaded = find_by(NULL, canonical, 0, 0, format);
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
  const struct activity *copy_loading = find_running_load(canonical, digest, 1);
  if (copy_loading) {
    char what[PATH_MAX + 32];
    snprintf(what, sizeof what, "a byte-identical copy, '%s',", copy_loading->path);
    report_cycle(error, user_data, what, canonical);
    release();
    return none;
  }
  /* A byte-identical copy: the same plugin. */
  if ((loaded = find_by(NULL, NULL, digest, 1, format))) {
    release();
    return wrap(loaded);
  }

  struct activity frame = {canonical, NULL, NULL, digest, ++last_load_id, running, format};
  running = &frame;
  loaded = load_new(&frame, error, user_data);
  running = frame.outer;
  if (!loaded && load_failed_listener) {
    char reason[PATH_MAX + 512] = "this pass was registered by plugin ";
    describe(&frame, reason, sizeof reason);
    strncat(reason, ", whose load failed", sizeof reason - strlen(reason) - 1);
    load_failed_listener(frame.load_id, reason);
  }
  release();
  return wrap(loaded);
}

MlircPlugin mlircPluginLookup(MlirStringRef name) {
  MlircPlugin result = {NULL};
  acquire();
  /* Ours first, then the first of another format. */
  for (int ours = 1; ours >= 0 && !result.ptr; --ours)
    for (size_t i = 0; i < num_plugins && name.data && !result.ptr; ++i)
      if ((plugins[i]->format == NULL) == ours && strlen(plugins[i]->name) == name.length &&
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
  if (!unwrap(p))
    return 0;
  return unwrap(p)->descriptor ? unwrap(p)->descriptor->abiMajor : unwrap(p)->info.api_version;
}
unsigned mlircPluginGetABIMinor(MlircPlugin p) {
  return unwrap(p) && unwrap(p)->descriptor ? unwrap(p)->descriptor->abiMinor : 0;
}
MlirStringRef mlircPluginGetEntryPoint(MlircPlugin p) {
  if (!unwrap(p))
    return string_ref(NULL);
  return string_ref(unwrap(p)->format ? unwrap(p)->format->entry_point
                                      : MLIRC_PLUGIN_ENTRY_POINT_NAME);
}

/* Runs one of a plugin's per-object callbacks, prefixing its error. */
static MlirLogicalResult run_callback(const struct plugin *p, const char *what,
                                      MlirDialectRegistry registry, MlirContext context,
                                      MlirStringCallback error, void *user_data) {
  if (!p) {
    report(error, user_data, "null plugin");
    return mlirLogicalResultFailure();
  }
  const char *callback = registry.ptr ? "registerDialects" : "initializeContext";
  struct collected why = {{0}};
  MlirLogicalResult result = mlirLogicalResultSuccess();
  acquire();
  for (const struct activity *a = running; a; a = a->outer)
    if (a->callback && strcmp(a->callback, callback) == 0 && strcmp(a->path, p->path) == 0) {
      char chain[1536] = "";
      describe_chain(running, chain, sizeof chain);
      report(error, user_data, "plugin callback cycle: %s -> '%s' (%s) %s (already running)",
             chain, p->name, p->path, callback);
      release();
      return mlirLogicalResultFailure();
    }
  struct activity frame = {p->path, p->name, callback, p->digest, 0, running, p->format};
  running = &frame;
  if (p->format) {
    if (registry.ptr && p->info.register_dialects)
      p->info.register_dialects(&p->info, registry);
  } else if (registry.ptr && p->descriptor->registerDialects) {
    result = p->descriptor->registerDialects(registry, collect, &why);
  } else if (context.ptr && p->descriptor->initializeContext) {
    result = p->descriptor->initializeContext(context, collect, &why);
  }
  running = frame.outer;
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

/* One callback of every loaded plugin, in load order, up to the first failure. */
static MlirLogicalResult run_on_every_plugin(const char *what, MlirDialectRegistry registry, MlirContext context,
                                             MlirStringCallback error, void *user_data) {
  MlirLogicalResult result = mlirLogicalResultSuccess();
  acquire();
  for (size_t i = 0; i < num_plugins && mlirLogicalResultIsSuccess(result); ++i)
    result = run_callback(plugins[i], what, registry, context, error, user_data);
  release();
  return result;
}

MlirLogicalResult mlircPluginsRegisterDialects(MlirDialectRegistry registry,
                                               MlirStringCallback error, void *user_data) {
  MlirContext none = {NULL};
  return run_on_every_plugin("register its dialects", registry, none, error, user_data);
}

MlirLogicalResult mlircPluginsInitializeContext(MlirContext context, MlirStringCallback error,
                                                void *user_data) {
  MlirDialectRegistry none = {NULL};
  return run_on_every_plugin("initialize a context", none, context, error, user_data);
}
