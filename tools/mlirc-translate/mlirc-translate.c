/* mlirc-translate: MLIR's translations on the PublicAPI libraries, with
 * mlir-translate's command line:
 *
 *   mlirc-translate --TRANSLATION... [options] [input | -]
 *     --mlir-to-llvmir    MLIR (LLVM dialect) to LLVM IR
 *     --import-llvm       LLVM IR to MLIR (LLVM dialect)
 *     --mlir-to-cpp       MLIR (EmitC, func, ...) to C++
 *     ... the rest of MLIR's own (--serialize-spirv, ...), run from MLIR's
 *     registry as mlir-translate runs them, and what plugins register,
 *     through that registry or ours (mlir-c/Components/Translate.h)
 *
 * --help lists the options and every translation.  Diagnostics as
 * mlirc-opt prints them (--verify-diagnostics checks them as mlirc-opt
 * does); failures exit with 1, usage errors with 2. */
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlir-c/Components/LLVMOptions.h"
#include "mlir-c/Components/Opt.h"
#include "mlir-c/Components/Parse.h"
#include "mlir-c/Components/Plugin.h"
#include "mlir-c/Components/Timing.h"
#include "mlir-c/Components/Translate.h"
#include "mlir-c/Components/Version.h"
#include "mlir-c/IR.h"
#include "mlir-c/RegisterEverything.h"
#include "../common/diagnostics.h"
#include "../common/mlir_version.h"
#include "../common/output_file.h"
#include "../common/plugin_request.h"
#include "../common/text_buffer.h"
#include "../common/printer_options.h"
#include "../common/split_input.h"
#include "../common/verify_diagnostics.h"

struct options {
  const char *input, *output, *split_marker, *output_split_marker;
  /* Run in order, each on the previous one's output (as mlir-translate
   * chains them). */
  const char **translations;
  int num_translations;
  struct plugin_request *plugins;
  int num_plugins;
  /* MLIR's printer options ("--mlir-print-debuginfo"), passed on to MLIR,
   * which checks them. */
  const char **printing;
  int num_printing;
  /* LLVM's options (its own and those translations and plugins register),
   * for LLVM's parser; [0] is the program name. */
  const char **llvm_options;
  int num_llvm_options;
  bool allow_unregistered, implicit_module, verify_diagnostics, verify_only_expected, help,
      version, timing, timing_list;
};

static void print_error(MlirStringRef message, void *user_data) {
  (void)user_data;
  fprintf(stderr, "mlirc-translate: error: %.*s\n", (int)message.length, message.data);
}

static int usage_error(const char *what, const char *arg) {
  fprintf(stderr, "mlirc-translate: error: %s '%s'\n", what, arg);
  fprintf(stderr, "usage: mlirc-translate --TRANSLATION [options] [input | -]   (--help lists them)\n");
  return 2;
}

/* Options are resolved after plugins load (a translation may come from
 * one), so parsing is two passes over argv. */
static int parse_options(int argc, char **argv, struct options *o, bool plugins_only) {
  for (int i = 1; i < argc; ++i) {
    const char *a = argv[i];
    if (a[0] != '-' || a[1] == '\0') {
      if (plugins_only)
        continue;
      if (o->input)
        return usage_error("more than one input file; the second is", a);
      o->input = a;
      continue;
    }
    const char *name = a + (a[1] == '-' ? 2 : 1);
    const char *eq = strchr(name, '=');
    size_t length = eq ? (size_t)(eq - name) : strlen(name);
#define IS(s) (length == strlen(s) && strncmp(name, s, length) == 0)
    const char *value = eq ? eq + 1 : NULL;
    bool takes_value = IS("o") || IS("load-plugin") || IS("load-dialect-plugin") ||
                       IS("load-pass-plugin") || IS("output-split-marker") || IS("mlir-timing-display");
    if (takes_value && !value) {
      if (i + 1 >= argc)
        return usage_error("option needs a value:", a);
      value = argv[++i];
    }
    enum plugin_kind kind;
    if (plugin_request_kind(name, length, &kind)) {
      if (plugins_only)
        o->plugins[o->num_plugins++] = (struct plugin_request){value, kind};
      continue;
    }
    if (plugins_only)
      continue;
    if (IS("o"))
      o->output = value;
    else if (IS("split-input-file"))
      o->split_marker = value && *value ? value : "// -----";
    else if (IS("output-split-marker"))
      o->output_split_marker = value;
    else if (IS("allow-unregistered-dialect") && !eq)
      o->allow_unregistered = true;
    else if (IS("no-implicit-module") && !eq)
      o->implicit_module = false;
    else if (IS("verify-diagnostics") && (MLIRC_VERIFY_HAS_LEVELS || !eq)) {
      if (!verifier_parse_level(value, &o->verify_only_expected))
        return usage_error("--verify-diagnostics takes 'all' or 'only-expected', not", value);
      o->verify_diagnostics = true;
    }
    else if (IS("mlir-timing") && !eq)
      o->timing = true;
    else if (IS("mlir-timing-display")) {
      if (strcmp(value, "list") != 0 && strcmp(value, "tree") != 0)
        return usage_error("--mlir-timing-display takes 'list' or 'tree', not", value);
      o->timing_list = strcmp(value, "list") == 0;
    } else if ((IS("help") || IS("h")) && !eq)
      o->help = true;
    else if (IS("version") && !eq)
      o->version = true;
    else if (!eq && (mlircLookupTranslation(mlirStringRefCreate(name, length), NULL) ||
                     mlircLookupUpstreamTranslation(mlirStringRefCreate(name, length), NULL)))
      o->translations[o->num_translations++] = name;
    else if (is_mlir_printer_option(name))
      o->printing[o->num_printing++] = a;
    else if (mlircLLVMOptionExists(mlirStringRefCreate(name, length)))
      o->llvm_options[o->num_llvm_options++] = a;
    else {
      return usage_error("unknown option or translation", a);
    }
#undef IS
  }
  return 0;
}

static void print_translation_line(MlirStringRef name, MlirStringRef description) {
  int width = printf("      --%.*s", (int)name.length, name.data);
  printf("%*s - %.*s\n", width < 58 ? 58 - width : 1, "", (int)description.length, description.data);
}

/* Ours, but for the names MLIR's registry has too (MLIR's are run). */
static void print_translation(const MlircTranslationInfo *info, void *user_data) {
  (void)user_data;
  MlirStringRef name = mlirStringRefCreateFromCString(info->name);
  if (!mlircLookupUpstreamTranslation(name, NULL))
    print_translation_line(name, mlirStringRefCreateFromCString(info->description));
}

static void print_upstream_translation(MlirStringRef name, MlirStringRef description, void *user_data) {
  (void)user_data;
  print_translation_line(name, description);
}

static void print_help(void) {
  /* The overview names the tool in mlir-translate's words, as mlirc-opt does mlir-opt's. */
  printf("OVERVIEW: MLIR Translation Testing Tool (mlir-components, on the C API)\n\n"
         "USAGE: mlirc-translate --TRANSLATION [options] <input file>\n\n"
         "OPTIONS:\n\n"
         "  --allow-unregistered-dialect                             - Allow operations of dialects that are not registered\n"
         "  --declare-variables-at-top                               - With --mlir-to-cpp: declare variables at the top of functions\n"
         "  --help                                                   - Show this help\n"
         "  --load-plugin=<path>                                     - Load an mlir-components plugin\n"
         "  --load-dialect-plugin=<path>, --load-pass-plugin=<path>  - Load a plugin in MLIR's format (or ours), as mlir-opt does\n"
         "  --mlir-timing                                            - Report the time each translation took (on stderr)\n"
         "  --mlir-timing-display=<list|tree>                        - With --mlir-timing: summed per name and sorted by time, or nested (default)\n"
         "  --no-implicit-module                                     - Do not wrap MLIR input in a builtin.module\n"
         "  --mlir-print-debuginfo, --mlir-print-op-generic, ...     - MLIR's printer options (--mlir-*), passed on to MLIR\n"
         "  -o <file>                                                - Output file (default: stdout)\n"
         "  --output-split-marker=<marker>                           - With --split-input-file, the line written between the parts' outputs (default: none)\n"
         "  --split-input-file[=<marker>]                            - Split the input at <marker> (default '// -----') and translate each part alone\n"
#if MLIRC_VERIFY_HAS_LEVELS
         "  --verify-diagnostics[=<all|only-expected>]               - Check the diagnostics against the expected-* comments of the input:\n"
         "                                                             all of them (default), or only that the expected ones are emitted\n"
#else
         "  --verify-diagnostics                                     - Check the diagnostics against the expected-* comments of the input\n"
#endif
         "  --version                                                - Print the version and exit\n"
         "  Translations to perform\n");
  mlircForEachUpstreamTranslation(print_upstream_translation, NULL);
  mlircForEachTranslation(print_translation, NULL);
}

/* One translation of the chain. */
struct step {
  MlircTranslationInfo info;
  /* One of MLIR's C++ registry, run whole by MLIR, which registers its
   * dialects (an op of another is an error, as in mlir-translate); otherwise
   * ours, a plugin's, which says nothing of what it needs: its input is read
   * with every dialect and every LLVM IR translation. */
  bool upstream;
  char description[256];
};

struct job {
  const struct options *o;
  struct step *steps;
  const char *name, *source;
  size_t length;
  struct output_file *out;
  MlircTimingManager timing; /* null without --mlir-timing */
  int status;
};

/* One translation of `text` in a new context, its output to `write`;
 * false on failure. */
static bool run_step(const struct job *job, const struct step *step, const char *name,
                     const char *text, size_t length, MlirStringCallback write, void *write_data) {
  const struct options *o = job->o;
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  if (!step->upstream)
    mlirRegisterAllDialects(registry);
  bool ok = mlirLogicalResultIsSuccess(mlircPluginsRegisterDialects(registry, print_error, NULL));
  MlirContext ctx = mlirContextCreateWithRegistry(registry, false);
  mlirDialectRegistryDestroy(registry);
  if (!step->upstream)
    mlirRegisterAllLLVMTranslations(ctx);
  struct verifier verifier;
  if (o->verify_diagnostics) {
    verifier_init(&verifier, ctx, name, text, length, o->verify_only_expected);
    mlircContextSetPrintOpOnDiagnostic(ctx, false);
    mlirContextAttachDiagnosticHandler(ctx, verifier_handle, &verifier, NULL);
  } else {
    mlirContextAttachDiagnosticHandler(ctx, diagnostics_print_handler, NULL, NULL);
  }
  mlirContextSetAllowUnregisteredDialects(ctx, o->allow_unregistered);
  ok = ok && mlirLogicalResultIsSuccess(mlircPluginsInitializeContext(ctx, print_error, NULL));
  MlirStringRef source = mlirStringRefCreate(text, length);
  MlirStringRef source_name = mlirStringRefCreateFromCString(name);
  MlirOperation op = {NULL};
  if (ok && step->upstream) {
    ok = mlirLogicalResultIsSuccess(mlircRunUpstreamTranslation(
        mlirStringRefCreateFromCString(step->info.name), ctx, source, source_name, o->implicit_module,
        write, write_data));
  } else if (ok && step->info.toMLIR) {
    op = step->info.toMLIR(ctx, source, source_name, step->info.userData);
    ok = !mlirOperationIsNull(op);
    if (ok)
      mlirOperationPrint(op, write, write_data);
  } else if (ok) {
    op = mlircParseSourceOperation(ctx, source, source_name, o->implicit_module, true);
    ok = !mlirOperationIsNull(op) &&
         mlirLogicalResultIsSuccess(step->info.fromMLIR(op, write, write_data, step->info.userData));
  }
  if (!mlirOperationIsNull(op))
    mlirOperationDestroy(op);
  if (o->verify_diagnostics)
    ok = verifier_finish(&verifier, stderr);
  mlirContextDestroy(ctx);
  return ok;
}

/* One input (or one chunk of it) through the chain, each translation timed
 * under its description as mlir-translate does; the last one writes the
 * output.  False on failure. */
static bool translate(struct job *job, const struct chunk *c) {
  int count = job->o->num_translations;
  struct buffer in = {0}, out = {0};
  const char *name = c->name, *text = c->text;
  size_t length = c->length;
  bool ok = true;
  diagnostics_set_source(c->name, c->shown, c->shown_length);
  for (int i = 0; ok && i < count; ++i) {
    const struct step *step = &job->steps[i];
    bool last = i == count - 1;
    mlircTimingManagerStartPhase(job->timing, mlirStringRefCreateFromCString(step->description));
    ok = run_step(job, step, name, text, length, last ? output_file_write : buffer_append,
                  last ? (void *)job->out : (void *)&out);
    mlircTimingManagerStopPhase(job->timing);
    if (i == 0)
      diagnostics_set_source(c->name, NULL, 0);
    /* The next one reads this one's output, an unnamed buffer as in mlir-translate. */
    free(in.data);
    in = out;
    out = (struct buffer){0};
    name = "";
    text = in.data ? in.data : "";
    length = in.length;
  }
  free(in.data);
  return ok;
}

/* What runs the translation named `name`: MLIR's registry first (MLIR's
 * own, as mlir-translate runs them, with their options), then ours. */
static void describe_step(const char *name, struct step *step) {
  MlirStringRef ref = mlirStringRefCreateFromCString(name), description = {"", 0};
  step->info = (MlircTranslationInfo){name, step->description, NULL, NULL, NULL};
  step->upstream = mlircLookupUpstreamTranslation(ref, &description);
  if (!step->upstream && mlircLookupTranslation(ref, &step->info))
    description = mlirStringRefCreateFromCString(step->info.description);
  snprintf(step->description, sizeof step->description, "%.*s", (int)description.length,
           description.data);
}

/* The whole input, or each part of it (tools/common/split_input.c). */
static void translate_input(struct job *job) {
  if (!job->o->split_marker) {
    struct chunk whole = {job->name, job->source, job->length, job->source, job->length, 0, 0};
    job->status = !translate(job, &whole);
    return;
  }
  size_t count;
  struct chunk *chunks = split_input(job->name, job->source, job->length, job->o->split_marker,
                                     MLIRC_TRANSLATE_SPLIT_KEEPS_FILE_LINES, &count);
  if (!chunks) {
    job->status = 1;
    return;
  }
  for (size_t i = 0; i < count; ++i) {
    if (i) { /* the output marker (mlir-translate's default: none), and a newline */
      output_file_write(mlirStringRefCreateFromCString(job->o->output_split_marker), job->out);
      output_file_write(mlirStringRefCreate("\n", 1), job->out);
    }
    if (!translate(job, &chunks[i]))
      job->status = 1;
  }
  split_input_free(chunks, count);
}

/* The translation, timed on the thread that runs it (a timer of another
 * thread would count as asynchronous work, with a user-time column). */
static void run_job(void *user_data) {
  struct job *job = user_data;
  const struct options *o = job->o;
  if (o->timing && mlircTimingManagerIsNull(job->timing = mlircTimingManagerCreate(
                       o->timing_list ? MlircTimingDisplayList : MlircTimingDisplayTree))) {
    fprintf(stderr, "mlirc-translate: error: out of memory\n");
    job->status = 1;
    return;
  }
  translate_input(job);
  mlircTimingManagerDestroy(job->timing); /* the report, on stderr */
}

int main(int argc, char **argv) {
  static struct options o = {.implicit_module = true, .output_split_marker = ""};
  if (!(o.plugins = calloc((size_t)argc + 1, sizeof *o.plugins)) ||
      !(o.printing = calloc((size_t)argc + 1, sizeof *o.printing)) ||
      !(o.translations = calloc((size_t)argc + 1, sizeof *o.translations)) ||
      !(o.llvm_options = calloc((size_t)argc + 1, sizeof *o.llvm_options)))
    return 1;
  o.llvm_options[o.num_llvm_options++] = "mlirc-translate";
  int status = parse_options(argc, argv, &o, true);
  if (status)
    return status;
  mlirRegisterAllPasses();
  mlircRegisterMLIRTranslations();
  for (int i = 0; i < o.num_plugins; ++i)
    if (!plugin_request_load(&o.plugins[i], print_error))
      return 1;
  if ((status = parse_options(argc, argv, &o, false)))
    return status;
  if (o.num_printing && mlirLogicalResultIsFailure(mlircSetGlobalPrintingOptions(
                            o.printing, o.num_printing, print_error, NULL)))
    return 2;
  /* After the printing options, whose setting resets every LLVM option. */
  if (o.num_llvm_options > 1 &&
      mlirLogicalResultIsFailure(mlircParseLLVMOptions(o.num_llvm_options, o.llvm_options, NULL)))
    return 2;
  if (o.version) {
    printf("mlirc-translate (mlir-components %s, LLVM %s, %s)\n  LLVM version %s\n",
           mlircGetVersion(), mlircGetLLVMVersion(), mlircGetLLVMLinkage(), mlircGetLLVMVersion());
    return 0;
  }
  if (o.help) {
    print_help();
    return 0;
  }
  if (!o.num_translations) {
    fprintf(stderr, "mlirc-translate: error: no translation given (e.g. --mlir-to-llvmir; --help "
                    "lists them)\n");
    return 2;
  }

  const char *input_name = "<stdin>";
  FILE *in = stdin;
  if (o.input && strcmp(o.input, "-") != 0) {
    input_name = o.input;
    if (!(in = fopen(o.input, "rb"))) {
      fprintf(stderr, "mlirc-translate: error: cannot open '%s': %s\n", o.input, strerror(errno));
      return 1;
    }
  }
  size_t length = 0;
  char *source = read_source("mlirc-translate", in, input_name, &length);
  if (!source)
    return 1;
  struct output_file out;
  if (!output_file_open(&out, "mlirc-translate", o.output)) {
    free(source);
    free(o.plugins);
    return 1;
  }
  static struct step steps[64];
  if (o.num_translations > (int)(sizeof steps / sizeof *steps)) {
    fprintf(stderr, "mlirc-translate: error: more than %zu translations in a chain\n",
            sizeof steps / sizeof *steps);
    return 2;
  }
  for (int i = 0; i < o.num_translations; ++i)
    describe_step(o.translations[i], &steps[i]);
  struct job job = {&o, steps, input_name, source, length, &out, {NULL}, 0};
  if (!mlircRunWithStack(mlircStackBytesForNesting(MLIRC_PARSE_MAX_NESTING), run_job, &job)) {
    fprintf(stderr, "mlirc-translate: error: cannot create a thread with a %zu MiB stack\n",
            mlircStackBytesForNesting(MLIRC_PARSE_MAX_NESTING) >> 20);
    job.status = 1;
  }
  if (output_file_close(&out, job.status == 0))
    job.status = 1;
  free(source);
  free(o.plugins);
  free(o.translations);
  free(o.llvm_options);
  return job.status;
}
