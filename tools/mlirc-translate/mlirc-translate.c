/* mlirc-translate: MLIR's translations on the PublicAPI libraries, with
 * mlir-translate's command line:
 *
 *   mlirc-translate --TRANSLATION [options] [input | -]
 *     --mlir-to-llvmir    MLIR (LLVM dialect) to LLVM IR
 *     --import-llvm       LLVM IR to MLIR (LLVM dialect)
 *     --mlir-to-cpp       MLIR (EmitC, func, ...) to C++
 *     ... and what plugins register (mlir-c/Components/Translate.h)
 *
 * --help lists the options and every translation.  Diagnostics as
 * mlirc-opt prints them (--verify-diagnostics checks them as mlirc-opt
 * does); failures exit with 1, usage errors with 2. */
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
#include "../common/text_buffer.h"
#include "../common/printer_options.h"
#include "../common/split_input.h"
#include "../common/verify_diagnostics.h"

struct options {
  const char *input, *output, *split_marker, *output_split_marker, *translation;
  const char **plugins;
  int num_plugins;
  /* MLIR's printer options ("--mlir-print-debuginfo"), passed on to MLIR,
   * which checks them. */
  const char **printing;
  int num_printing;
  bool allow_unregistered, implicit_module, declare_variables_at_top, verify_diagnostics, help,
      version, timing, timing_list;
};

static bool declare_variables_at_top;

static void print_error(MlirStringRef message, void *user_data) {
  (void)user_data;
  fprintf(stderr, "mlirc-translate: error: %.*s\n", (int)message.length, message.data);
}

static MlirLogicalResult to_llvmir(MlirOperation op, MlirStringCallback out, void *out_data,
                                   void *user_data) {
  (void)user_data;
  return mlircTranslateToLLVMIRText(op, out, out_data);
}

static MlirOperation import_llvm(MlirContext ctx, MlirStringRef source, MlirStringRef name,
                                 void *user_data) {
  (void)user_data;
  return mlircImportLLVMIRText(ctx, source, name);
}

static MlirLogicalResult to_cpp(MlirOperation op, MlirStringCallback out, void *out_data,
                                void *user_data) {
  (void)user_data;
  return mlircTranslateToCpp(op, declare_variables_at_top, out, out_data);
}

/* MLIR's translations, each with the dialects its input is read with (as
 * mlir-translate registers them: an op of any other dialect is an error). */
struct builtin_translation {
  MlircTranslationInfo info;
  void (*register_dialects)(MlirDialectRegistry registry);
};

static const struct builtin_translation builtin_translations[] = {
    {{"import-llvm", "Translate LLVMIR to MLIR", NULL, import_llvm, NULL},
     mlircRegisterImportLLVMIRDialects},
    {{"mlir-to-cpp", "translate from mlir to cpp", to_cpp, NULL, NULL},
     mlircRegisterTranslateToCppDialects},
    {{"mlir-to-llvmir", "Translate MLIR to LLVMIR", to_llvmir, NULL, NULL},
     mlircRegisterTranslateToLLVMIRDialects},
};

/* A plugin's translation says nothing of what it needs: its input is read
 * with every dialect (and every LLVM IR translation, added in translate()). */
static void register_everything(MlirDialectRegistry registry) {
  mlirRegisterAllDialects(registry);
}

static void (*dialects_of(const char *translation))(MlirDialectRegistry) {
  for (size_t i = 0; i < sizeof builtin_translations / sizeof *builtin_translations; ++i)
    if (strcmp(builtin_translations[i].info.name, translation) == 0)
      return builtin_translations[i].register_dialects;
  return register_everything;
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
    if (IS("load-plugin") || IS("load-dialect-plugin") || IS("load-pass-plugin")) {
      if (plugins_only)
        o->plugins[o->num_plugins++] = value;
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
    else if (IS("verify-diagnostics") && !eq)
      o->verify_diagnostics = true;
    else if (IS("declare-variables-at-top") && !eq)
      o->declare_variables_at_top = true;
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
    else if (!eq && mlircLookupTranslation(mlirStringRefCreate(name, length), NULL)) {
      if (o->translation && strcmp(o->translation, name) != 0)
        return usage_error("only one translation can be given; another is", a);
      o->translation = name;
    } else if (is_mlir_printer_option(name)) {
      o->printing[o->num_printing++] = a;
    } else {
      return usage_error("unknown option or translation", a);
    }
#undef IS
  }
  return 0;
}

static void print_translation(const MlircTranslationInfo *info, void *user_data) {
  (void)user_data;
  int width = printf("      --%s", info->name);
  printf("%*s - %s\n", width < 58 ? 58 - width : 1, "", info->description);
}

static void print_help(void) {
  printf("OVERVIEW: MLIR translation driver (mlir-components, on the C API)\n\n"
         "USAGE: mlirc-translate --TRANSLATION [options] <input file>\n\n"
         "OPTIONS:\n\n"
         "  --allow-unregistered-dialect                             - Allow operations of dialects that are not registered\n"
         "  --declare-variables-at-top                               - With --mlir-to-cpp: declare variables at the top of functions\n"
         "  --help                                                   - Show this help\n"
         "  --load-plugin=<path>                                     - Load an mlir-components plugin (also --load-dialect-plugin, --load-pass-plugin)\n"
         "  --mlir-timing                                            - Report the time each translation took (on stderr)\n"
         "  --mlir-timing-display=<list|tree>                        - With --mlir-timing: summed per name and sorted by time, or nested (default)\n"
         "  --no-implicit-module                                     - Do not wrap MLIR input in a builtin.module\n"
         "  --mlir-print-debuginfo, --mlir-print-op-generic, ...     - MLIR's printer options (--mlir-*), passed on to MLIR\n"
         "  -o <file>                                                - Output file (default: stdout)\n"
         "  --output-split-marker=<marker>                           - With --split-input-file, the line written between the parts' outputs (default: none)\n"
         "  --split-input-file[=<marker>]                            - Split the input at <marker> (default '// -----') and translate each part alone\n"
         "  --verify-diagnostics                                     - Check the diagnostics against the expected-* comments of the input\n"
         "  --version                                                - Print the version and exit\n"
         "  Translations to perform\n");
  mlircForEachTranslation(print_translation, NULL);
}

struct job {
  const struct options *o;
  MlircTranslationInfo translation;
  void (*register_dialects)(MlirDialectRegistry registry);
  const char *name, *source;
  size_t length;
  struct output_file *out;
  MlircTimingManager timing; /* null without --mlir-timing */
  int status;
};

/* One input (or one chunk of it); false on failure. */
static bool translate_chunk(struct job *job, const struct chunk *c) {
  const struct options *o = job->o;
  const char *name = c->name, *text = c->text;
  size_t length = c->length;
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  job->register_dialects(registry);
  bool ok = mlirLogicalResultIsSuccess(mlircPluginsRegisterDialects(registry, print_error, NULL));
  MlirContext ctx = mlirContextCreateWithRegistry(registry, false);
  mlirDialectRegistryDestroy(registry);
  if (job->register_dialects == register_everything)
    mlirRegisterAllLLVMTranslations(ctx);
  struct verifier verifier;
  if (o->verify_diagnostics) {
    verifier_init(&verifier, ctx, name, text, length);
    mlircContextSetPrintOpOnDiagnostic(ctx, false);
    mlirContextAttachDiagnosticHandler(ctx, verifier_handle, &verifier, NULL);
  } else {
    mlirContextAttachDiagnosticHandler(ctx, diagnostics_print_handler, NULL, NULL);
  }
  mlirContextSetAllowUnregisteredDialects(ctx, o->allow_unregistered);
  diagnostics_set_source(name, c->shown, c->shown_length);
  ok = ok && mlirLogicalResultIsSuccess(mlircPluginsInitializeContext(ctx, print_error, NULL));
  MlirStringRef source = mlirStringRefCreate(text, length);
  MlirStringRef source_name = mlirStringRefCreateFromCString(name);
  MlirOperation op = {NULL};
  if (ok && job->translation.toMLIR) {
    op = job->translation.toMLIR(ctx, source, source_name, job->translation.userData);
    ok = !mlirOperationIsNull(op);
    if (ok)
      mlirOperationPrint(op, output_file_write, job->out);
  } else if (ok) {
    op = mlircParseSourceOperation(ctx, source, source_name, o->implicit_module, true);
    ok = !mlirOperationIsNull(op) &&
         mlirLogicalResultIsSuccess(
             job->translation.fromMLIR(op, output_file_write, job->out, job->translation.userData));
  }
  if (!mlirOperationIsNull(op))
    mlirOperationDestroy(op);
  if (o->verify_diagnostics)
    ok = verifier_finish(&verifier, stderr);
  mlirContextDestroy(ctx);
  diagnostics_set_source(name, NULL, 0);
  return ok;
}

/* One input (or one chunk of it), timed under the translation's
 * description as mlir-translate does; false on failure. */
static bool translate(struct job *job, const struct chunk *c) {
  mlircTimingManagerStartPhase(job->timing, mlirStringRefCreateFromCString(job->translation.description));
  bool ok = translate_chunk(job, c);
  mlircTimingManagerStopPhase(job->timing);
  return ok;
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
      !(o.printing = calloc((size_t)argc + 1, sizeof *o.printing)))
    return 1;
  for (size_t i = 0; i < sizeof builtin_translations / sizeof *builtin_translations; ++i)
    if (mlirLogicalResultIsFailure(
            mlircRegisterTranslation(&builtin_translations[i].info, print_error, NULL)))
      return 1;
  int status = parse_options(argc, argv, &o, true);
  if (status)
    return status;
  mlirRegisterAllPasses();
  for (int i = 0; i < o.num_plugins; ++i)
    if (mlircPluginIsNull(mlircPluginLoad(mlirStringRefCreateFromCString(o.plugins[i]),
                                          print_error, NULL)))
      return 1;
  if ((status = parse_options(argc, argv, &o, false)))
    return status;
  if (o.num_printing && mlirLogicalResultIsFailure(mlircSetGlobalPrintingOptions(
                            o.printing, o.num_printing, print_error, NULL)))
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
  if (!o.translation) {
    fprintf(stderr, "mlirc-translate: error: no translation given (e.g. --mlir-to-llvmir; --help "
                    "lists them)\n");
    return 2;
  }
  declare_variables_at_top = o.declare_variables_at_top;

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
  MlircTranslationInfo translation;
  mlircLookupTranslation(mlirStringRefCreateFromCString(o.translation), &translation);
  struct job job = {&o, translation, dialects_of(o.translation), input_name, source, length,
                    &out, {NULL}, 0};
  if (!mlircRunWithStack(mlircStackBytesForNesting(MLIRC_PARSE_MAX_NESTING), run_job, &job)) {
    fprintf(stderr, "mlirc-translate: error: cannot create a thread with a %zu MiB stack\n",
            mlircStackBytesForNesting(MLIRC_PARSE_MAX_NESTING) >> 20);
    job.status = 1;
  }
  if (output_file_close(&out, job.status == 0))
    job.status = 1;
  free(source);
  free(o.plugins);
  return job.status;
}
