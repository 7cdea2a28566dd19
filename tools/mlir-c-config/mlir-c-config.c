/* mlir-c-config: what an installed mlir-components provides, and the flags
 * to build against it.  Relocatable: the prefix is found from this program's
 * own location; everything else comes from <libdir>/mlir-components/
 * components.txt, written by the build from the resolver's output. */
#define _DEFAULT_SOURCE
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* Install directories relative to the prefix, from the build system. */
#ifndef MLIRC_CONFIG_BINDIR
#error "the build system must define MLIRC_CONFIG_BINDIR, _LIBDIR and _INCLUDEDIR"
#endif

#define MAX_COMPONENTS 16
#define LINE_MAX_LEN 65536

struct component {
  char name[64];      /* core, dialects, passes, execution-engine, tools */
  char library[64];   /* Core, Dialects, ... (libMLIR<library>Impl.so) */
  int impl_archives;
  int capi_archives;
  char lower[256];    /* comma list of the libraries below, lowest first */
  int installed;
};

static struct {
  char prefix[PATH_MAX], libdir[PATH_MAX], includedir[PATH_MAX];
  char version[128], revision[128], llvm_version[64], linkage[32];
  int llvm_major;
  char *dialects; /* comma list */
  struct component comp[MAX_COMPONENTS];
  int ncomp;
} cfg;

static void usage(FILE *out) {
  fputs("usage: mlir-c-config OPTION...\n"
        "  --version             mlir-components version (as the C API, pkg-config and CMake give it)\n"
        "  --revision            source revision it was built from\n"
        "  --llvm-version        version of the LLVM/MLIR it carries\n"
        "  --prefix              installation prefix\n"
        "  --includedir          header directory\n"
        "  --libdir              library directory\n"
        "  --cflags              C compiler flags\n"
        "  --mlir-cmake-dir      MLIR_DIR for projects written for upstream MLIR's CMake\n"
        "  --libs [COMPONENT...] linker flags for these components (default: all installed) and those below\n"
        "  --components          installed components, lowest layer first\n"
        "  --linkage             how LLVM is linked: sliced or dylib\n"
        "  --has-dialect NAME    exit 0 if dialect NAME is built in, 1 if not\n"
        "  --graph               the layering as Graphviz DOT\n"
        "  --help                this text\n", out);
}

static void die(int code, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fputs("mlir-c-config: ", stderr);
  vfprintf(stderr, fmt, ap);
  fputc('\n', stderr);
  va_end(ap);
  if (code == 2) usage(stderr);
  exit(code);
}

static void copy(char *dst, size_t n, const char *src) {
  if (strlen(src) >= n) die(1, "value too long in components.txt: %.40s...", src);
  strcpy(dst, src);
}

/* A directory from the build system: relative to the prefix, or absolute. */
static void install_dir(char *out, const char *dir) {
  int n = dir[0] == '/' ? snprintf(out, PATH_MAX, "%s", dir) : snprintf(out, PATH_MAX, "%s/%s", cfg.prefix, dir);
  if (n < 0 || n >= PATH_MAX) die(1, "path too long");
}

/* prefix = this program's directory, up as many levels as the bindir has. */
static void find_prefix(const char *argv0) {
  char exe[PATH_MAX];
  if (!realpath("/proc/self/exe", exe) && !(strchr(argv0, '/') && realpath(argv0, exe)))
    die(1, "cannot find my own location: %s", strerror(errno));
  char *slash = strrchr(exe, '/');
  *slash = '\0';
  const char *bindir = MLIRC_CONFIG_BINDIR;
  for (const char *p = bindir; *p;) {
    while (*p == '/') p++;
    if (!*p) break;
    slash = strrchr(exe, '/');
    if (!slash) die(1, "%s is not inside a prefix", exe);
    *slash = '\0';
    while (*p && *p != '/') p++;
  }
  copy(cfg.prefix, sizeof cfg.prefix, exe[0] ? exe : "/");
  install_dir(cfg.libdir, MLIRC_CONFIG_LIBDIR);
  install_dir(cfg.includedir, MLIRC_CONFIG_INCLUDEDIR);
}

/* Size in bytes of libMLIR<library><kind>.so.<major>, or -1 if absent. */
static long long lib_size(const char *library, const char *kind) {
  char path[PATH_MAX + 256];
  struct stat st;
  snprintf(path, sizeof path, "%s/libMLIR%s%s.so.%d", cfg.libdir, library, kind, cfg.llvm_major);
  return stat(path, &st) == 0 ? (long long)st.st_size : -1;
}

/* components.txt: "key<TAB>value" lines; "component<TAB>name<TAB>Library
 * <TAB>impl archives<TAB>capi archives<TAB>lower,libraries". */
static void load(void) {
  char path[PATH_MAX + 64], *line = malloc(LINE_MAX_LEN);
  snprintf(path, sizeof path, "%s/mlir-components/components.txt", cfg.libdir);
  FILE *f = fopen(path, "r");
  if (!f || !line) die(1, "cannot read %s: %s (is the mlir-components development package installed?)", path, strerror(errno));
  while (fgets(line, LINE_MAX_LEN, f)) {
    line[strcspn(line, "\n")] = '\0';
    char *fields[6] = {0};
    int n = 0;
    for (char *tok = line; tok && n < 6; n++) {
      fields[n] = tok;
      tok = strchr(tok, '\t');
      if (tok) *tok++ = '\0';
    }
    const char *k = fields[0], *v = fields[1] ? fields[1] : "";
    if (!strcmp(k, "version")) copy(cfg.version, sizeof cfg.version, v);
    else if (!strcmp(k, "revision")) copy(cfg.revision, sizeof cfg.revision, v);
    else if (!strcmp(k, "llvm_version")) copy(cfg.llvm_version, sizeof cfg.llvm_version, v);
    else if (!strcmp(k, "llvm_linkage")) copy(cfg.linkage, sizeof cfg.linkage, v);
    else if (!strcmp(k, "dialects")) cfg.dialects = strdup(v);
    else if (!strcmp(k, "component")) {
      if (n < 5 || cfg.ncomp == MAX_COMPONENTS) die(1, "%s: malformed component line", path);
      struct component *c = &cfg.comp[cfg.ncomp++];
      copy(c->name, sizeof c->name, fields[1]);
      copy(c->library, sizeof c->library, fields[2]);
      c->impl_archives = atoi(fields[3]);
      c->capi_archives = atoi(fields[4]);
      copy(c->lower, sizeof c->lower, n > 5 ? fields[5] : "");
    }
  }
  fclose(f);
  free(line);
  if (!cfg.version[0] || !cfg.llvm_version[0] || !cfg.ncomp) die(1, "%s: incomplete", path);
  cfg.llvm_major = atoi(cfg.llvm_version);
  for (int i = 0; i < cfg.ncomp; i++)
    cfg.comp[i].installed = lib_size(cfg.comp[i].library, "Impl") >= 0 && lib_size(cfg.comp[i].library, "PublicAPI") >= 0;
}

static struct component *find_component(const char *name) {
  for (int i = 0; i < cfg.ncomp; i++)
    if (!strcmp(cfg.comp[i].name, name) || !strcmp(cfg.comp[i].library, name)) return &cfg.comp[i];
  return NULL;
}

static int in_comma_list(const char *list, const char *word) {
  size_t n = strlen(word);
  for (const char *p = list; p && *p;) {
    const char *end = strchr(p, ',');
    size_t len = end ? (size_t)(end - p) : strlen(p);
    if (len == n && !strncmp(p, word, n)) return 1;
    p = end ? end + 1 : NULL;
  }
  return 0;
}

/* --libs: the PublicAPI library of each wanted component and of every
 * component below it, highest layer first (as pkg-config's Requires: gives). */
static void print_libs(char **names, int count) {
  int want[MAX_COMPONENTS] = {0};
  for (int i = 0; i < count; i++) {
    struct component *c = find_component(names[i]); /* checked in main */
    want[c - cfg.comp] = 1;
    for (int j = 0; j < cfg.ncomp; j++)
      if (in_comma_list(c->lower, cfg.comp[j].library)) want[j] = 1;
  }
  if (count == 0)
    for (int j = 0; j < cfg.ncomp; j++) want[j] = cfg.comp[j].installed;
  printf("-L%s", cfg.libdir);
  for (int j = cfg.ncomp - 1; j >= 0; j--)
    if (want[j]) printf(" -lMLIR%sPublicAPI", cfg.comp[j].library);
  putchar('\n');
}

/* --graph: one cluster per installed component (its Impl and PublicAPI
 * libraries, their sizes and archive counts), arrows to what each needs. */
static void print_graph(void) {
  printf("digraph layering {\n"
         "  rankdir=BT; node [shape=box, fontname=\"Helvetica\", fontsize=11];\n"
         "  edge [fontname=\"Helvetica\", fontsize=9];\n"
         "  label=\"mlir-components %s on LLVM %s (%s linkage): arrows point to what a library needs\";\n"
         "  labelloc=t;\n", cfg.version, cfg.llvm_version, cfg.linkage);
  for (int i = 0; i < cfg.ncomp; i++) {
    struct component *c = &cfg.comp[i];
    if (!c->installed) continue;
    printf("  subgraph \"cluster_%s\" { label=\"%s (pkg-config mlir-c-%s)\"; style=rounded;\n", c->library, c->library,
           c->name);
    printf("    \"MLIR%sImpl\" [label=\"libMLIR%sImpl.so\\n%d upstream archives\\n%.1f MB\"];\n", c->library,
           c->library, c->impl_archives, lib_size(c->library, "Impl") / 1e6);
    printf("    \"MLIR%sPublicAPI\" [label=\"libMLIR%sPublicAPI.so\\nC API: %d archives\\n%.1f MB\", style=filled, "
           "fillcolor=\"#e8f0ff\"];\n", c->library, c->library, c->capi_archives, lib_size(c->library, "PublicAPI") / 1e6);
    printf("  }\n  \"MLIR%sPublicAPI\" -> \"MLIR%sImpl\";\n", c->library, c->library);
    /* The Impl library right below brings the rest. */
    const char *last = strrchr(c->lower, ',');
    last = last ? last + 1 : c->lower;
    if (*last) printf("  \"MLIR%sImpl\" -> \"MLIR%sImpl\";\n", c->library, last);
  }
  if (!strcmp(cfg.linkage, "dylib"))
    printf("  \"libLLVM-%d.so\" [shape=ellipse];\n  \"MLIR%sImpl\" -> \"libLLVM-%d.so\";\n", cfg.llvm_major,
           cfg.comp[0].library, cfg.llvm_major);
  printf("}\n");
}

int main(int argc, char **argv) {
  if (argc < 2) die(2, "no option given");
  /* Check every option before answering any. */
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (!strcmp(a, "--help")) {
      usage(stdout);
      return 0;
    }
    if (!strcmp(a, "--has-dialect")) {
      if (i + 1 >= argc || argv[i + 1][0] == '-') die(2, "--has-dialect needs a dialect name");
      i++;
    } else if (!strcmp(a, "--libs")) {
      while (i + 1 < argc && argv[i + 1][0] != '-') i++;
    } else if (strcmp(a, "--version") && strcmp(a, "--revision") && strcmp(a, "--llvm-version") &&
               strcmp(a, "--prefix") && strcmp(a, "--includedir") && strcmp(a, "--libdir") &&
               strcmp(a, "--cflags") && strcmp(a, "--mlir-cmake-dir") && strcmp(a, "--components") && strcmp(a, "--linkage") &&
               strcmp(a, "--graph")) {
      die(2, a[0] == '-' ? "unknown option '%s'" : "unexpected argument '%s'", a);
    }
  }
  find_prefix(argv[0]);
  load();
  for (int i = 1; i < argc; i++)
    if (!strcmp(argv[i], "--libs"))
      for (; i + 1 < argc && argv[i + 1][0] != '-'; i++) {
        struct component *c = find_component(argv[i + 1]);
        if (!c) die(2, "unknown component '%s'", argv[i + 1]);
        if (!c->installed) die(1, "component '%s' is not installed in %s", argv[i + 1], cfg.prefix);
      }
  int status = 0;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (!strcmp(a, "--version")) puts(cfg.version);
    else if (!strcmp(a, "--revision")) puts(cfg.revision);
    else if (!strcmp(a, "--llvm-version")) puts(cfg.llvm_version);
    else if (!strcmp(a, "--prefix")) puts(cfg.prefix);
    else if (!strcmp(a, "--includedir")) puts(cfg.includedir);
    else if (!strcmp(a, "--libdir")) puts(cfg.libdir);
    else if (!strcmp(a, "--cflags")) printf("-I%s/mlir-components\n", cfg.includedir);
    else if (!strcmp(a, "--mlir-cmake-dir")) printf("%s/cmake/MLIRComponents/mlir\n", cfg.libdir);
    else if (!strcmp(a, "--linkage")) puts(cfg.linkage);
    else if (!strcmp(a, "--graph")) print_graph();
    else if (!strcmp(a, "--components")) {
      const char *sep = "";
      for (int j = 0; j < cfg.ncomp; j++)
        if (cfg.comp[j].installed) printf("%s%s", sep, cfg.comp[j].name), sep = " ";
      putchar('\n');
    } else if (!strcmp(a, "--has-dialect")) {
      const char *name = argv[++i];
      struct component *d = find_component("dialects");
      if (!(d && d->installed && in_comma_list(cfg.dialects, name))) status = 1;
    } else if (!strcmp(a, "--libs")) {
      int first = i + 1;
      while (i + 1 < argc && argv[i + 1][0] != '-') i++;
      print_libs(argv + first, i + 1 - first);
    }
  }
  return status;
}
