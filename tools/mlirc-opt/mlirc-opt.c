/* mlirc-opt: an MLIR opt driver on the PublicAPI libraries only.
 *
 *   mlirc-opt [options] [input.mlir | -]
 *     --load-plugin=PATH         load a plugin (repeatable; bare names are
 *                                searched in MLIR_PLUGIN_PATH)
 *     --pass-pipeline=PIPELINE   e.g. 'builtin.module(canonicalize,cse)'
 *     --mlir-print-op-generic    print the generic form
 *     --allow-unregistered-dialect
 *     --no-verify                skip the verifier after parsing
 *     -o FILE                    output file (default stdout)
 *     --version, --help
 *
 * Diagnostics go to stderr as "FILE:LINE:COL: error: message"; any failure
 * (unreadable input, input nested deeper than MLIRC_PARSE_MAX_NESTING,
 * plugin, parse, verifier, pass, unwritable output) exits with status 1,
 * usage errors with 2. */
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlir-c/Components/Parse.h"
#include "mlir-c/Components/Plugin.h"
#include "mlir-c/Components/Version.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"
#include "../common/text_buffer.h"
#include "mlir-c/Pass.h"
#include "mlir-c/RegisterEverything.h"

struct options {
  const char *input, *output, *pipeline;
  const char **plugins;
  int num_plugins;
  bool generic, allow_unregistered, verify;
};

static const char *input_name = "<stdin>";

static void usage(FILE *out) {
  fprintf(out,
          "usage: mlirc-opt [--load-plugin=PATH]... [--pass-pipeline=PIPELINE]\n"
          "                 [--mlir-print-op-generic] [--allow-unregistered-dialect]\n"
          "                 [--no-verify] [-o FILE] [INPUT | -]\n");
}

/* "loc(\"name\":L:C)" -> "name:L:C", with the input's name for the buffer
 * the C API parses (named "-" or ""); other locations as printed. */
static void print_location(FILE *out, MlirLocation loc) {
  struct buffer text = {0};
  mlirLocationPrint(loc, buffer_append, &text);
  const char *s = text.data ? text.data : "";
  const char *quote = strchr(s, '"');
  const char *end = quote ? strchr(quote + 1, '"') : NULL;
  if (strncmp(s, "loc(", 4) == 0 && quote == s + 4 && end && end[1] == ':') {
    int name_length = (int)(end - quote - 1);
    bool unnamed = name_length == 0 || (name_length == 1 && quote[1] == '-');
    const char *close = strrchr(end, ')');
    fprintf(out, "%.*s%.*s", unnamed ? (int)strlen(input_name) : name_length,
            unnamed ? input_name : quote + 1, (int)(close ? close - end - 1 : 0), end + 1);
  } else {
    fputs(s, out);
  }
  free(text.data);
}

static void print_one(MlirDiagnostic d, const char *indent) {
  static const char *const severity[] = {"error", "warning", "note", "remark"};
  MlirDiagnosticSeverity sev = mlirDiagnosticGetSeverity(d);
  fputs(indent, stderr);
  print_location(stderr, mlirDiagnosticGetLocation(d));
  struct buffer message = {0};
  mlirDiagnosticPrint(d, buffer_append, &message);
  fprintf(stderr, ": %s: %s\n", sev <= MlirDiagnosticRemark ? severity[sev] : "diagnostic",
          message.data ? message.data : "");
  free(message.data);
  for (intptr_t i = 0; i < mlirDiagnosticGetNumNotes(d); ++i)
    print_one(mlirDiagnosticGetNote(d, i), indent);
}

static MlirLogicalResult on_diagnostic(MlirDiagnostic d, void *user_data) {
  (void)user_data;
  print_one(d, "");
  return mlirLogicalResultSuccess();
}

static void print_error(MlirStringRef message, void *user_data) {
  (void)user_data;
  fprintf(stderr, "mlirc-opt: error: %.*s\n", (int)message.length, message.data);
}

/* Output, remembering the first write error (errno) for the message. */
struct output {
  FILE *file;
  const char *name;
  int error;
};

static void write_to_output(MlirStringRef s, void *user_data) {
  struct output *out = user_data;
  if (fwrite(s.data, 1, s.length, out->file) != s.length && !out->error)
    out->error = errno ? errno : EIO;
}

/* Flushes and closes (or, for stdout, flushes) the output; 0 or 1 after
 * saying what failed. */
static int finish_output(struct output *out) {
  errno = 0;
  int failed = out->file == stdout ? fflush(out->file) != 0 || ferror(out->file)
                                   : (ferror(out->file) != 0) | (fclose(out->file) != 0);
  if (failed && !out->error)
    out->error = errno ? errno : EIO;
  if (!out->error)
    return 0;
  fprintf(stderr, "mlirc-opt: error: cannot write '%s': %s\n", out->name, strerror(out->error));
  return 1;
}

static int parse_options(int argc, char **argv, struct options *o) {
  o->plugins = calloc((size_t)argc, sizeof *o->plugins);
  if (!o->plugins)
    return 2;
  for (int i = 1; i < argc; ++i) {
    const char *a = argv[i];
    if (strncmp(a, "--load-plugin=", 14) == 0)
      o->plugins[o->num_plugins++] = a + 14;
    else if (strcmp(a, "--load-plugin") == 0 && i + 1 < argc)
      o->plugins[o->num_plugins++] = argv[++i];
    else if (strncmp(a, "--pass-pipeline=", 16) == 0)
      o->pipeline = a + 16;
    else if (strcmp(a, "--mlir-print-op-generic") == 0)
      o->generic = true;
    else if (strcmp(a, "--allow-unregistered-dialect") == 0)
      o->allow_unregistered = true;
    else if (strcmp(a, "--no-verify") == 0)
      o->verify = false;
    else if (strcmp(a, "-o") == 0 && i + 1 < argc)
      o->output = argv[++i];
    else if (strcmp(a, "--version") == 0) {
      printf("mlirc-opt (mlir-components %s, LLVM %s, %s)\n", mlircGetVersion(),
             mlircGetLLVMVersion(), mlircGetLLVMLinkage());
      exit(0);
    } else if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
      usage(stdout);
      exit(0);
    } else if (a[0] == '-' && a[1] != '\0') {
      fprintf(stderr, "mlirc-opt: error: unknown option '%s'\n", a);
      usage(stderr);
      return 2;
    } else if (o->input) {
      fprintf(stderr, "mlirc-opt: error: more than one input file ('%s', '%s')\n", o->input, a);
      return 2;
    } else {
      o->input = a;
    }
  }
  return 0;
}

/* Everything from the context to the printed result, run on a thread with
 * a stack for MLIRC_PARSE_MAX_NESTING levels: parser, verifier, passes and
 * printer all recurse once per level. */
struct job {
  const struct options *o;
  const char *source;
  size_t length;
  int status;
};

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
  mlirContextAttachDiagnosticHandler(ctx, on_diagnostic, NULL, NULL);
  mlirContextSetAllowUnregisteredDialects(ctx, o->allow_unregistered);
  if (mlirLogicalResultIsFailure(mlircPluginsInitializeContext(ctx, print_error, NULL))) {
    mlirContextDestroy(ctx);
    return;
  }

  MlirPassManager pm = {NULL};
  MlirModule module = mlirModuleCreateParse(ctx, mlirStringRefCreate(job->source, job->length));
  if (mlirModuleIsNull(module))
    goto done; /* the diagnostic handler has said why */
  MlirOperation op = mlirModuleGetOperation(module);
  if (o->verify && !mlirOperationVerify(op))
    goto done;
  if (o->pipeline) {
    pm = mlirPassManagerCreate(ctx);
    mlirPassManagerEnableVerifier(pm, o->verify);
    struct buffer why = {0};
    MlirLogicalResult parsed = mlirParsePassPipeline(
        mlirPassManagerGetAsOpPassManager(pm), mlirStringRefCreateFromCString(o->pipeline), buffer_append,
        &why);
    if (mlirLogicalResultIsFailure(parsed))
      fprintf(stderr, "mlirc-opt: error: invalid pass pipeline '%s': %s\n", o->pipeline,
              why.data ? why.data : "");
    free(why.data);
    if (mlirLogicalResultIsFailure(parsed))
      goto done;
    if (mlirLogicalResultIsFailure(mlirPassManagerRunOnOp(pm, op))) {
      fprintf(stderr, "mlirc-opt: error: pass pipeline failed\n");
      goto done;
    }
  }

  struct output out = {stdout, "<stdout>", 0};
  if (o->output) {
    out.name = o->output;
    if (!(out.file = fopen(o->output, "wb"))) {
      fprintf(stderr, "mlirc-opt: error: cannot write '%s': %s\n", o->output, strerror(errno));
      goto done;
    }
  }
  MlirOpPrintingFlags flags = mlirOpPrintingFlagsCreate();
  if (o->generic)
    mlirOpPrintingFlagsPrintGenericOpForm(flags);
  mlirOperationPrintWithFlags(op, flags, write_to_output, &out);
  mlirOpPrintingFlagsDestroy(flags);
  job->status = finish_output(&out);

done:
  if (pm.ptr)
    mlirPassManagerDestroy(pm);
  if (!mlirModuleIsNull(module))
    mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
}

int main(int argc, char **argv) {
  /* Static: the options (and their plugin list) live as long as the process,
   * whichever way main returns. */
  static struct options o = {.verify = true};
  int status = parse_options(argc, argv, &o);
  if (status)
    return status;

  FILE *in = stdin;
  if (o.input && strcmp(o.input, "-") != 0) {
    input_name = o.input;
    in = fopen(o.input, "rb");
    if (!in) {
      fprintf(stderr, "mlirc-opt: error: cannot open '%s': %s\n", o.input, strerror(errno));
      return 1;
    }
  }
  size_t length = 0;
  char *source = read_all(in, &length);
  if (in != stdin)
    fclose(in);
  if (!source) {
    fprintf(stderr, "mlirc-opt: error: cannot read '%s'\n", input_name);
    return 1;
  }
  size_t line, column;
  size_t depth = mlircSourceNestingDepth(mlirStringRefCreate(source, length),
                                         MLIRC_PARSE_MAX_NESTING, &line, &column);
  if (depth > MLIRC_PARSE_MAX_NESTING) {
    fprintf(stderr, "%s:%zu:%zu: error: input nested %zu levels deep; mlirc-opt accepts at most %d\n",
            input_name, line, column, depth, MLIRC_PARSE_MAX_NESTING);
    free(source);
    free(o.plugins);
    return 1;
  }

  /* MLIR's own passes first, so a plugin pass taking one of their names is
   * refused naming both. */
  mlirRegisterAllPasses();
  for (int i = 0; i < o.num_plugins; ++i)
    if (mlircPluginIsNull(mlircPluginLoad(mlirStringRefCreateFromCString(o.plugins[i]),
                                          print_error, NULL))) {
      free(source);
      free(o.plugins);
      return 1;
    }

  struct job job = {&o, source, length, 1};
  if (!mlircRunWithStack(mlircStackBytesForNesting(MLIRC_PARSE_MAX_NESTING), run_job, &job))
    fprintf(stderr, "mlirc-opt: error: cannot create a thread with a %zu MiB stack\n",
            mlircStackBytesForNesting(MLIRC_PARSE_MAX_NESTING) >> 20);
  free(source);
  free(o.plugins);
  return job.status;
}
