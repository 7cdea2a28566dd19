/* mlirc-run: a drop-in for mlir-cpu-runner on the PublicAPI libraries only.
 *
 *   mlirc-run [options] [input.mlir | -]
 *     -e NAME                      the function to call (default main)
 *     -entry-point-result=TYPE     void, i32, i64 or f32 (default f32)
 *     -shared-libs=A.so,B.so       libraries the JIT'd code may call
 *                                  (repeatable, comma-separated)
 *     -O0 .. -O3                   optimisation and code generation level (default 0)
 *     -dump-object-file            after the run, write the JIT'd object to
 *     -object-filename=FILE        FILE (default: the input name + ".o")
 *     -march=ARCH                  accepted; the JIT always targets the host,
 *                                  so any other architecture is an error
 *     -mattr=FEATURES              accepted and ignored: the JIT uses the
 *                                  host CPU and its features
 *     --load-plugin=PATH           load an mlir-components plugin (repeatable)
 *     --pass-pipeline=PIPELINE     run a pipeline first, e.g. to lower to the
 *                                  LLVM dialect
 *     --enable-perf-listener       write LLVM's perf jitdump file (under
 *                                  $JITDUMPDIR, else $TMPDIR or /tmp)
 *     --enable-gdb-listener        register the JIT'd code with GDB
 *     --no-implicit-module         the input's single top-level operation is
 *                                  the module (no builtin.module around it)
 *     --version, --help, --help-llvm
 *     any other option             one of LLVM's own (e.g. -enable-matrix,
 *                                  -print-after-all), given to LLVM's parser
 * Our options take one dash or two, and "-opt VALUE" or "-opt=VALUE"; an
 * option of LLVM's takes its value as "-opt=VALUE".
 *
 * The input is parsed with every dialect registered and must, after the
 * optional pipeline, be in the LLVM dialect.  The runner utilities
 * (printMemrefF32, printF32, rtclock, memrefCopy, ...) are always
 * resolvable; a -shared-libs library defining one of them takes precedence.
 * The result is printed like mlir-cpu-runner prints it (f32 as %e).
 * Exit status: 0 after a run, 1 on any error. */
#define _GNU_SOURCE /* gettimeofday, clock_gettime, strdup, strtok_r under strict C */
#include <dlfcn.h>
#include <errno.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/Components/ExecutionEngineOptions.h"
#include "mlir-c/Components/LLVMOptions.h"
#include "mlir-c/Components/Parse.h"
#include "mlir-c/Components/Plugin.h"
#include "mlir-c/Components/RunnerUtils.h"
#include "mlir-c/Components/SharedObject.h"
#include "mlir-c/Components/Version.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/ExecutionEngine.h"
#include "mlir-c/IR.h"
#include "../common/mlir_version.h"
#include "../common/text_buffer.h"
#include "mlir-c/Pass.h"
#include "mlir-c/RegisterEverything.h"

struct options {
  const char *input, *entry, *result, *object_file, *pipeline, *march;
  const char **plugins, **libs;
  /* LLVM's parser's argv: the program name, then the options we do not know. */
  const char **llvm_args;
  int num_plugins, num_libs, num_llvm_args, opt_level;
  bool dump_object, perf_listener, gdb_listener, no_implicit_module;
};

static const char *input_name = "<stdin>";

static void usage(FILE *out) {
  fprintf(out,
          "usage: mlirc-run [-e NAME] [-entry-point-result=void|i32|i64|f32]\n"
          "                 [-shared-libs=A.so,B.so] [-O0|-O1|-O2|-O3]\n"
          "                 [-dump-object-file [-object-filename=FILE]] [-march=ARCH] [-mattr=FEATURES]\n"
          "                 [--load-plugin=PATH]... [--pass-pipeline=PIPELINE]\n"
          "                 [--enable-perf-listener] [--enable-gdb-listener] [--no-implicit-module]\n"
          "                 [LLVM-OPTION]... [INPUT | -]\n"
          "Any other option is one of LLVM's (e.g. -enable-matrix -matrix-allow-contract,\n"
          "-print-after-all), set through LLVM's command-line parser; give its value as\n"
          "-name=value.  --help-llvm lists them.\n");
}

/* Diagnostics as mlir-cpu-runner prints them: "loc("NAME":L:C): error: ...",
 * naming the input for the unnamed buffer the C API parses. */
static void print_location(MlirLocation loc) {
  struct buffer text = {0};
  mlirLocationPrint(loc, buffer_append, &text);
  const char *s = text.data ? text.data : "";
  if (strncmp(s, "loc(\"\":", 7) == 0)
    fprintf(stderr, "loc(\"%s\"%s", input_name, s + 6);
  else if (strncmp(s, "loc(\"-\":", 8) == 0)
    fprintf(stderr, "loc(\"%s\"%s", input_name, s + 7);
  else
    fputs(s, stderr);
  free(text.data);
}

static void print_diagnostic(MlirDiagnostic d) {
  static const char *const severity[] = {"error", "warning", "note", "remark"};
  MlirDiagnosticSeverity sev = mlirDiagnosticGetSeverity(d);
  print_location(mlirDiagnosticGetLocation(d));
  struct buffer message = {0};
  mlirDiagnosticPrint(d, buffer_append, &message);
  fprintf(stderr, ": %s: %s\n", sev <= MlirDiagnosticRemark ? severity[sev] : "diagnostic",
          message.data ? message.data : "");
  free(message.data);
  for (intptr_t i = 0; i < mlirDiagnosticGetNumNotes(d); ++i)
    print_diagnostic(mlirDiagnosticGetNote(d, i));
}

static MlirLogicalResult on_diagnostic(MlirDiagnostic d, void *user_data) {
  (void)user_data;
  print_diagnostic(d);
  return mlirLogicalResultSuccess();
}

static void print_error(MlirStringRef message, void *user_data) {
  (void)user_data;
  fprintf(stderr, "mlirc-run: error: %.*s\n", (int)message.length, message.data);
}

/* "-name=value", "--name=value", "-name value": the value, or NULL when `a`
 * is not that option. */
static const char *option_value(int argc, char **argv, int *i, const char *name) {
  const char *a = argv[*i];
  if (a[0] != '-')
    return NULL;
  a += a[1] == '-' ? 2 : 1;
  size_t n = strlen(name);
  if (strncmp(a, name, n) != 0)
    return NULL;
  if (a[n] == '=')
    return a + n + 1;
  if (a[n] == '\0' && *i + 1 < argc)
    return argv[++*i];
  return NULL;
}

static bool is_flag(const char *a, const char *name) {
  if (a[0] != '-')
    return false;
  a += a[1] == '-' ? 2 : 1;
  return strcmp(a, name) == 0;
}

/* One of our flags written "-flag=VALUE": ours, though LLVM would not know it. */
static bool is_flag_given_value(const char *a) {
  static const char *const flags[] = {"dump-object-file", "enable-perf-listener", "enable-gdb-listener",
                                      "no-implicit-module", "help-llvm"};
  const char *eq = strchr(a, '=');
  if (a[0] != '-' || !eq)
    return false;
  const char *name = a + (a[1] == '-' ? 2 : 1);
  for (size_t i = 0; i < sizeof flags / sizeof *flags; ++i)
    if ((size_t)(eq - name) == strlen(flags[i]) && strncmp(name, flags[i], strlen(flags[i])) == 0)
      return true;
  return false;
}

/* Appends each comma-separated library of `list`. */
static void add_libs(struct options *o, const char *list) {
  char *copy = strdup(list);
  for (char *save = NULL, *lib = strtok_r(copy, ",", &save); lib; lib = strtok_r(NULL, ",", &save)) {
    const char **grown = realloc(o->libs, (size_t)(o->num_libs + 1) * sizeof *grown);
    if (!grown)
      break;
    o->libs = grown;
    o->libs[o->num_libs++] = strdup(lib);
  }
  free(copy);
}

/* Lists LLVM's options (LLVM's parser prints them and ends the process). */
static void llvm_help(const char *program) {
  const char *const args[] = {program, "--help"};
  mlircParseLLVMOptions(2, args, "mlirc-run: the options of LLVM it passes on\n");
  exit(1); /* not reached unless LLVM's parser refused */
}

static int parse_options(int argc, char **argv, struct options *o) {
  o->plugins = calloc((size_t)argc, sizeof *o->plugins);
  o->llvm_args = calloc((size_t)argc, sizeof *o->llvm_args);
  if (!o->plugins || !o->llvm_args)
    return 1;
  o->llvm_args[o->num_llvm_args++] = argv[0];
  for (int i = 1; i < argc; ++i) {
    const char *a = argv[i], *v;
    if ((v = option_value(argc, argv, &i, "load-plugin")))
      o->plugins[o->num_plugins++] = v;
    else if ((v = option_value(argc, argv, &i, "pass-pipeline")))
      o->pipeline = v;
    else if ((v = option_value(argc, argv, &i, "entry-point-result")))
      o->result = v;
    else if ((v = option_value(argc, argv, &i, "e")))
      o->entry = v;
    else if ((v = option_value(argc, argv, &i, "shared-libs")))
      add_libs(o, v);
    else if ((v = option_value(argc, argv, &i, "object-filename")))
      o->object_file = v;
    else if ((v = option_value(argc, argv, &i, "march")))
      o->march = v;
    else if ((v = option_value(argc, argv, &i, "mattr")))
      ; /* the C API JIT always uses the host's features */
    else if (is_flag(a, "dump-object-file"))
      o->dump_object = true;
    else if (is_flag(a, "enable-perf-listener"))
      o->perf_listener = true;
    else if (is_flag(a, "enable-gdb-listener"))
      o->gdb_listener = true;
    else if (is_flag(a, "no-implicit-module"))
      o->no_implicit_module = true;
    else if (is_flag(a, "O0") || is_flag(a, "O1") || is_flag(a, "O2") || is_flag(a, "O3"))
      o->opt_level = a[strlen(a) - 1] - '0';
    else if (is_flag(a, "version")) {
      printf("mlirc-run (mlir-components %s, LLVM %s, %s)\n", mlircGetVersion(),
             mlircGetLLVMVersion(), mlircGetLLVMLinkage());
      exit(0);
    } else if (is_flag(a, "help") || is_flag(a, "h")) {
      usage(stdout);
      exit(0);
    } else if (is_flag(a, "help-llvm")) {
      llvm_help(argv[0]);
    } else if (is_flag_given_value(a)) {
      fprintf(stderr, "mlirc-run: error: unknown option '%s' (the flag takes no value)\n", a);
      return 1;
    } else if (a[0] == '-' && a[1] != '\0') {
      o->llvm_args[o->num_llvm_args++] = a;
    } else if (o->input) {
      /* Often an LLVM option's value given apart from it, which we cannot
       * tell from an input without knowing the option. */
      fprintf(stderr,
              "mlirc-run: error: more than one input file ('%s', '%s'); an option of LLVM's takes "
              "its value as -name=value\n",
              o->input, a);
      return 1;
    } else {
      o->input = a;
    }
  }
  return 0;
}

/* The entry point's signature, from its printed "!llvm.func<RESULT (INPUTS)>". */
struct signature {
  char result[64];
  bool has_inputs;
};

static bool entry_signature(MlirOperation func, struct signature *sig) {
  MlirAttribute type_attr = mlirOperationGetAttributeByName(func, mlirStringRefCreateFromCString("function_type"));
  if (mlirAttributeIsNull(type_attr) || !mlirAttributeIsAType(type_attr))
    return false;
  struct buffer text = {0};
  mlirTypePrint(mlirTypeAttrGetValue(type_attr), buffer_append, &text);
  const char *s = text.data ? text.data : "";
  const char *open = strstr(s, " (");
  bool ok = strncmp(s, "!llvm.func<", 11) == 0 && open && (size_t)(open - s - 11) < sizeof sig->result;
  if (ok) {
    memcpy(sig->result, s + 11, (size_t)(open - s - 11));
    sig->result[open - s - 11] = '\0';
    sig->has_inputs = open[2] != ')';
  }
  free(text.data);
  return ok;
}

/* The non-external llvm.func named `name` in the module's body; `*other`
 * receives the operation of that name when it is anything else. */
static MlirOperation find_entry(MlirModule module, const char *name, MlirOperation *other) {
  MlirBlock body = mlirModuleGetBody(module);
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    MlirAttribute sym = mlirOperationGetAttributeByName(op, mlirStringRefCreateFromCString("sym_name"));
    if (mlirAttributeIsNull(sym) || !mlirAttributeIsAString(sym))
      continue;
    MlirStringRef s = mlirStringAttrGetValue(sym);
    MlirIdentifier op_name = mlirOperationGetName(op);
    MlirStringRef kind = mlirIdentifierStr(op_name);
    if (s.length != strlen(name) || memcmp(s.data, name, s.length) != 0)
      continue;
    if (kind.length == 9 && memcmp(kind.data, "llvm.func", 9) == 0 && mlirOperationGetNumRegions(op) == 1 &&
        !mlirBlockIsNull(mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0))))
      return op;
    *other = op;
  }
  MlirOperation none = {NULL};
  return none;
}

/* Whether a -shared-libs library defines `name` (it then takes precedence
 * over our runner utility of that name). */
struct loaded_libs {
  void **handles;
  int count;
};

static int provided_by_libs(const char *name, void *user_data) {
  struct loaded_libs *libs = user_data;
  for (int i = 0; i < libs->count; ++i)
    if (libs->handles[i] && dlsym(libs->handles[i], name))
      return 1;
  return 0;
}

static int fail(const char *message) {
  fprintf(stderr, "Error: %s\n", message);
  return 1;
}

/* Checks the entry point, compiles, calls it and prints its result. */
static int execute(const struct options *o, MlirModule module) {
  const char *result = o->result ? o->result : "f32";
  MlirOperation other = {NULL};
  MlirOperation func = find_entry(module, o->entry ? o->entry : "main", &other);
  if (mlirOperationIsNull(func) && !mlirOperationIsNull(other)) {
    MlirStringRef kind = mlirIdentifierStr(mlirOperationGetName(other));
    fprintf(stderr,
            "Error: entry point not found: @%s is a '%.*s', not a defined 'llvm.func' (lower the "
            "module to the LLVM dialect first, e.g. with --pass-pipeline)\n",
            o->entry ? o->entry : "main", (int)kind.length, kind.data);
    return 1;
  }
  if (mlirOperationIsNull(func))
    return fail("entry point not found");
  struct signature sig;
  if (!entry_signature(func, &sig))
    return fail("entry point not found");
  if (sig.has_inputs)
    return fail(MLIRC_RUNNER_INPUTS_ERROR);
  if (strcmp(result, "void") == 0) {
    if (strcmp(sig.result, "void") != 0)
      return fail("expected void function");
  } else if (strcmp(result, "i32") == 0 || strcmp(result, "i64") == 0 || strcmp(result, "f32") == 0) {
    if (strcmp(sig.result, result) != 0) {
      fprintf(stderr, "Error: only single %s function result supported\n", result);
      return 1;
    }
  } else {
    return fail("unsupported function type");
  }

  /* A truncated or foreign file crashes dlopen; the engine would only warn.
   * One that does not exist the engine reports and goes without, as the
   * upstream runner does (upstream's own tests name such a library). */
  for (int i = 0; i < o->num_libs; ++i)
    if ((access(o->libs[i], F_OK) == 0 || errno != ENOENT) &&
        mlirLogicalResultIsFailure(mlircSharedObjectCheck(
            mlirStringRefCreateFromCString(o->libs[i]), print_error, NULL)))
      return 1;
  MlirStringRef *paths = calloc((size_t)o->num_libs + 1, sizeof *paths);
  struct loaded_libs libs = {calloc((size_t)o->num_libs + 1, sizeof(void *)), o->num_libs};
  for (int i = 0; i < o->num_libs; ++i) {
    paths[i] = mlirStringRefCreateFromCString(o->libs[i]);
    /* Our own handle, only to ask which symbols the library defines; the
     * engine loads it again (the same mapping) for the JIT'd code. */
    libs.handles[i] = dlopen(o->libs[i], RTLD_LAZY | RTLD_LOCAL);
  }
  int status = 1;
  /* The JIT event listeners stay off unless asked for: the perf one leaves a
   * jitdump file behind on every run. */
  MlircExecutionEngineOptions engine_options;
  mlircExecutionEngineOptionsInit(&engine_options);
  engine_options.optLevel = o->opt_level;
  engine_options.numSharedLibPaths = o->num_libs;
  engine_options.sharedLibPaths = paths;
  engine_options.enableObjectDump = o->dump_object;
  engine_options.enablePerfListener = o->perf_listener;
  engine_options.enableGDBListener = o->gdb_listener;
  MlirExecutionEngine engine = mlircExecutionEngineCreateWithOptions(module, &engine_options);
  if (mlirExecutionEngineIsNull(engine)) {
    fail("could not create the execution engine (is the module in the LLVM dialect?)");
    goto done;
  }
  mlircRunnerUtilsRegister(engine, provided_by_libs, &libs);
#if MLIRC_RUNNER_INITIALIZES_ENGINE
  /* After the runner utilities are there: constructors may call them. */
  mlirExecutionEngineInitialize(engine);
#endif

  union {
    int32_t i32;
    int64_t i64;
    float f32;
  } value = {0};
  void *args[] = {&value};
  /* The engine's own "_mlir_NAME" wrapper, which takes the result's address
   * (mlirExecutionEngineInvokePacked wants the "_mlir_ciface_NAME" wrapper
   * that only func-to-llvm's emit_c_interface creates). */
  struct buffer wrapper = {0};
  buffer_append(mlirStringRefCreateFromCString("_mlir_"), &wrapper);
  buffer_append(mlirStringRefCreateFromCString(o->entry ? o->entry : "main"), &wrapper);
  void (*packed)(void **) = (void (*)(void **))mlirExecutionEngineLookup(
      engine, mlirStringRefCreate(wrapper.data, wrapper.length));
  free(wrapper.data);
  if (!packed) {
    fprintf(stderr, "Error: could not compile the module or find '%s' in it\n",
            o->entry ? o->entry : "main");
    goto done;
  }
  packed(args);
  if (strcmp(result, "i32") == 0)
    printf("%d\n", value.i32);
  else if (strcmp(result, "i64") == 0)
    printf("%lld\n", (long long)value.i64);
  else if (strcmp(result, "f32") == 0)
    printf("%e\n", (double)value.f32);
  fflush(stdout);
  if (o->dump_object) {
    struct buffer name = {0};
    const char *base = o->input ? o->input : "-";
    if (o->object_file)
      buffer_append(mlirStringRefCreateFromCString(o->object_file), &name);
    else {
      buffer_append(mlirStringRefCreateFromCString(base), &name);
      buffer_append(mlirStringRefCreateFromCString(".o"), &name);
    }
    mlirExecutionEngineDumpToObjectFile(engine, mlirStringRefCreate(name.data, name.length));
    free(name.data);
  }
  status = 0;

done:
  if (!mlirExecutionEngineIsNull(engine))
    mlirExecutionEngineDestroy(engine);
  for (int i = 0; i < o->num_libs; ++i)
    if (libs.handles[i])
      dlclose(libs.handles[i]);
  free(libs.handles);
  free(paths);
  return status;
}

struct job {
  const struct options *o;
  const char *source;
  size_t length;
  int status;
};

/* --no-implicit-module: the input is one operation, which must be a symbol
 * table (as for mlir-cpu-runner) and, for the engine, a builtin.module.
 * Prints why on failure and returns a null module. */
static MlirModule parse_top_level_module(MlirContext ctx, const struct job *job) {
  MlirModule none = {NULL};
  MlirOperation top = mlirOperationCreateParse(ctx, mlirStringRefCreate(job->source, job->length),
                                               mlirStringRefCreateFromCString(input_name));
  if (mlirOperationIsNull(top)) {
    fputs("could not parse the input IR\n", stderr);
    return none;
  }
  /* Null unless the operation has the SymbolTable trait. */
  MlirSymbolTable table = mlirSymbolTableCreate(top);
  if (mlirSymbolTableIsNull(table)) {
    fputs("Error: top-level op must be a symbol table.\ncould not parse the input IR\n", stderr);
    mlirOperationDestroy(top);
    return none;
  }
  mlirSymbolTableDestroy(table);
  MlirModule module = mlirModuleFromOperation(top);
  if (mlirModuleIsNull(module)) {
    MlirStringRef kind = mlirIdentifierStr(mlirOperationGetName(top));
    fprintf(stderr, "Error: the top-level op is a '%.*s'; only a 'builtin.module' can be run\n",
            (int)kind.length, kind.data);
    mlirOperationDestroy(top);
  }
  return module;
}

static MlirModule parse_input(MlirContext ctx, const struct job *job) {
  if (job->o->no_implicit_module)
    return parse_top_level_module(ctx, job);
  MlirModule module = mlirModuleCreateParse(ctx, mlirStringRefCreate(job->source, job->length));
  if (mlirModuleIsNull(module))
    fputs("could not parse the input IR\n", stderr);
  return module;
}

static void run_job(void *user_data) {
  struct job *job = user_data;
  const struct options *o = job->o;
  job->status = 1;
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  mlirRegisterAllDialects(registry);
  if (mlirLogicalResultIsFailure(mlircPluginsRegisterDialects(registry, print_error, NULL))) {
    mlirDialectRegistryDestroy(registry);
    return;
  }
  MlirContext ctx = mlirContextCreateWithRegistry(registry, false);
  mlirDialectRegistryDestroy(registry);
  mlirRegisterAllLLVMTranslations(ctx);
  mlirContextAttachDiagnosticHandler(ctx, on_diagnostic, NULL, NULL);
  if (mlirLogicalResultIsFailure(mlircPluginsInitializeContext(ctx, print_error, NULL))) {
    mlirContextDestroy(ctx);
    return;
  }

  MlirPassManager pm = {NULL};
  MlirModule module = parse_input(ctx, job);
  if (mlirModuleIsNull(module))
    goto done;
  if (o->pipeline) {
    pm = mlirPassManagerCreate(ctx);
    struct buffer why = {0};
    MlirLogicalResult parsed = mlirParsePassPipeline(
        mlirPassManagerGetAsOpPassManager(pm), mlirStringRefCreateFromCString(o->pipeline), buffer_append, &why);
    if (mlirLogicalResultIsFailure(parsed))
      fprintf(stderr, "mlirc-run: error: invalid pass pipeline '%s': %s\n", o->pipeline,
              why.data ? why.data : "");
    free(why.data);
    if (mlirLogicalResultIsFailure(parsed))
      goto done;
    if (mlirLogicalResultIsFailure(mlirPassManagerRunOnOp(pm, mlirModuleGetOperation(module)))) {
      fprintf(stderr, "mlirc-run: error: pass pipeline failed\n");
      goto done;
    }
  }
  job->status = execute(o, module);

done:
  if (pm.ptr)
    mlirPassManagerDestroy(pm);
  if (!mlirModuleIsNull(module))
    mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
}

int main(int argc, char **argv) {
  static struct options o;
  int status = parse_options(argc, argv, &o);
  if (status)
    return status;
  /* LLVM's messages name the bad option; its parser leaves the exit to us. */
  if (o.num_llvm_args > 1 && mlirLogicalResultIsFailure(mlircParseLLVMOptions(
                                 o.num_llvm_args, o.llvm_args, "mlirc-run: LLVM's options\n")))
    return 1;
  if (o.march) {
#if defined(__x86_64__)
    bool host = strcmp(o.march, "x86-64") == 0 || strcmp(o.march, "x86_64") == 0;
#elif defined(__aarch64__)
    bool host = strcmp(o.march, "aarch64") == 0 || strcmp(o.march, "arm64") == 0;
#else
    bool host = false;
#endif
    if (!host) {
      fprintf(stderr, "mlirc-run: error: -march=%s: the JIT only generates code for the host\n", o.march);
      return 1;
    }
  }

  FILE *in = stdin;
  if (o.input && strcmp(o.input, "-") != 0) {
    input_name = o.input;
    in = fopen(o.input, "rb");
    if (!in) {
      fprintf(stderr, "cannot open input file '%s': %s\n", o.input, strerror(errno));
      fputs("could not parse the input IR\n", stderr);
      return 1;
    }
  }
  size_t length = 0;
  char *source = read_source("mlirc-run", in, input_name, &length);
  if (!source)
    return 1;

  mlirRegisterAllPasses();
  for (int i = 0; i < o.num_plugins; ++i)
    if (mlircPluginIsNull(mlircPluginLoad(mlirStringRefCreateFromCString(o.plugins[i]), print_error, NULL))) {
      free(source);
      return 1;
    }

  struct job job = {&o, source, length, 1};
  if (!mlircRunWithStack(mlircStackBytesForNesting(MLIRC_PARSE_MAX_NESTING), run_job, &job))
    fprintf(stderr, "mlirc-run: error: cannot create a thread with a %zu MiB stack\n",
            mlircStackBytesForNesting(MLIRC_PARSE_MAX_NESTING) >> 20);
  free(source);
  return job.status;
}
