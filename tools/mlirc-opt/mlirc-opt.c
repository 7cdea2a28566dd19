/* mlirc-opt: an MLIR opt driver on the PublicAPI libraries only, with
 * mlir-opt's command line (see options.c, or --help).
 *
 * Diagnostics go to stderr as mlir-opt prints them ("FILE:LINE:COL: error:
 * message", the source line and a caret); any failure (unreadable input,
 * input nested deeper than MLIRC_PARSE_MAX_NESTING, plugin, parse,
 * verifier, pass, unwritable output, or with --verify-diagnostics a
 * diagnostic that was not expected or an expected one that did not come)
 * exits with status 1, usage errors with 2; -o FILE is then left as it was
 * (tools/common/output_file.h). */
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlir-c/Components/ActionTracing.h"
#include "mlir-c/Components/Resources.h"
#include "mlir-c/Components/IRDL.h"
#include "mlir-c/Components/Opt.h"
#include "mlir-c/Components/Remarks.h"
#include "mlir-c/Components/DeepIR.h"
#include "mlir-c/Components/Parse.h"
#include "mlir-c/Components/Plugin.h"
#include "mlir-c/Components/Timing.h"
#include "mlir-c/Components/Version.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/RegisterEverything.h"
#include "llvm/Config/llvm-config.h" /* LLVM_VERSION_MAJOR; plain C */
#include "../common/diagnostics.h"
#include "../common/mlir_version.h"
#include "../common/output_file.h"
#include "../common/split_input.h"
#include "../common/text_buffer.h"
#include "../common/verify_diagnostics.h"
#include "options.h"
#include "roundtrip.h"

static void print_error(MlirStringRef message, void *user_data) {
  (void)user_data;
  fprintf(stderr, "mlirc-opt: error: %.*s\n", (int)message.length, message.data);
}

static MlirDialectRegistry create_registry(void) {
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  mlirRegisterAllDialects(registry);
  if (mlirLogicalResultIsFailure(mlircPluginsRegisterDialects(registry, print_error, NULL))) {
    mlirDialectRegistryDestroy(registry);
    return (MlirDialectRegistry){NULL};
  }
  return registry;
}


/* A pass pipeline that does not parse is reported as a diagnostic, as
 * mlir-opt does, so --verify-diagnostics sees it too. */
static bool report_unless_added(MlirContext ctx, MlirLogicalResult added, struct buffer *why) {
  if (mlirLogicalResultIsFailure(added))
    mlirEmitError(mlirLocationUnknownGet(ctx), why->data ? why->data : "invalid pass pipeline");
  free(why->data);
  return mlirLogicalResultIsSuccess(added);
}

/* Passes named one by one ("-affine-loop-tile=tile-size=32") are added as
 * mlir-opt adds them: each nested where it is anchored. */
static bool add_pass_flags(MlirContext ctx, MlirOpPassManager opm, const struct options *o) {
  mlircOpPassManagerEnableImplicitNesting(opm);
  for (int i = 0; i < o->num_pass_flags; ++i) {
    const char *flag = o->pass_flags[i] + (o->pass_flags[i][1] == '-' ? 2 : 1);
    const char *eq = strchr(flag, '=');
    MlirStringRef name = mlirStringRefCreate(flag, eq ? (size_t)(eq - flag) : strlen(flag));
    struct buffer why = {0};
    MlirLogicalResult added = mlircOpPassManagerAddRegisteredPass(
        opm, name, mlirStringRefCreateFromCString(eq ? eq + 1 : ""), buffer_append, &why);
    if (!report_unless_added(ctx, added, &why))
      return false;
  }
  return true;
}

/* The passes at the top of a printed pipeline ("builtin.module(a,b{x=(1,2)})"
 * has two): the commas directly inside the outer parentheses. */
static size_t count_top_level_passes(const char *text) {
  size_t commas = 0;
  int depth = 0;
  bool quoted = false, empty = true;
  for (const char *p = text; *p; ++p) {
    if (quoted) {
      quoted = *p != '"';
      continue;
    }
    if (depth == 1 && !strchr(" )", *p))
      empty = false;
    if (*p == '"')
      quoted = true;
    else if (strchr("({[", *p))
      ++depth;
    else if (strchr(")}]", *p))
      --depth;
    else if (*p == ',' && depth == 1)
      ++commas;
  }
  return empty ? 0 : commas + 1;
}

/* mlir-opt 22 dumps the pipeline one pass a line, nested pipelines indented;
 * 19 on one line. */
#define MLIRC_OPT_DUMPS_PIPELINE_INDENTED (LLVM_VERSION_MAJOR >= 22)

/* The one-line pipeline text as mlir-opt 22 lays it out: after each nested
 * pipeline's '(' a line per pass, ',' ending all but the last, its ')' on
 * a line of its own (an empty pipeline leaves an empty line).  Pass options
 * ({...}) and strings are kept whole. */
static void print_pipeline_indented(FILE *out, const char *text) {
  int depth = 0, braces = 0;
  bool quoted = false, line_start = false;
  for (const char *p = text; *p; ++p) {
    bool opaque = quoted || braces > 0 || *p == '"' || *p == '{';
    if (!opaque && *p == ')') {
      fprintf(out, "\n%*s)", 2 * --depth, "");
      line_start = false;
      continue;
    }
    if (line_start)
      fprintf(out, "%*s", 2 * depth, "");
    line_start = false;
    if (opaque) {
      if (quoted)
        quoted = *p != '"';
      else if (*p == '"')
        quoted = true;
      else if (*p == '{')
        ++braces;
      else if (*p == '}')
        --braces;
      fputc(*p, out);
    } else if (*p == '(' || (*p == ',' && depth > 0)) {
      depth += *p == '(';
      fprintf(out, "%c\n", *p);
      line_start = true;
    } else {
      fputc(*p, out);
    }
  }
}

/* --dump-pass-pipeline, in mlir-opt's words. */
static void dump_pipeline(MlirOpPassManager opm) {
  struct buffer text = {0};
  mlirPrintPassPipeline(opm, buffer_append, &text);
  const char *pipeline = text.data ? text.data : "";
  fprintf(stderr, "Pass Manager with %zu passes:\n", count_top_level_passes(pipeline));
  if (MLIRC_OPT_DUMPS_PIPELINE_INDENTED)
    print_pipeline_indented(stderr, pipeline);
  else
    fputs(pipeline, stderr);
  fputs("\n\n", stderr);
  free(text.data);
}

static MlirPassManager create_pass_manager(MlirContext ctx, MlirOperation op,
                                           const struct options *o, MlircTimingManager timing,
                                           MlircResourceFallback resources) {
  MlirIdentifier name = mlirOperationGetName(op);
  MlirPassManager pm = mlirPassManagerCreateOnOperation(ctx, mlirIdentifierStr(name));
  MlirOpPassManager opm = mlirPassManagerGetAsOpPassManager(pm);
  mlirPassManagerEnableVerifier(pm, o->verify_each);
  /* The reproducer's pipeline first, then the passes given, as mlir-opt. */
  bool added = !o->run_reproducer ||
               mlirLogicalResultIsSuccess(mlircResourceFallbackApplyReproducer(resources, pm));
  if (added && o->pipeline) {
    struct buffer why = {0};
    added = report_unless_added(
        ctx,
        mlirParsePassPipeline(opm, mlirStringRefCreateFromCString(o->pipeline), buffer_append, &why),
        &why);
  }
  if (!added || !add_pass_flags(ctx, opm, o)) {
    mlirPassManagerDestroy(pm);
    return (MlirPassManager){NULL};
  }
  if (o->statistics)
    mlircPassManagerEnableStatistics(pm, o->statistics_list);
  bool printing = o->print_before_all || o->print_after_all || o->num_print_before ||
                  o->num_print_after || o->print_after_change || o->print_after_failure;
#if MLIRC_LOCAL_REPRODUCER_NEEDS_NO_THREADING
  /* mlir-opt's words, its spelling included (upstream's test reads them). */
  if (o->crash_reproducer && o->local_reproducer && !o->no_threading) {
    mlirEmitError(mlirLocationUnknownGet(ctx), "Local crash reproduction may not be used without "
                                               "disabling mutli-threading first.");
    mlirPassManagerDestroy(pm);
    return (MlirPassManager){NULL};
  }
#endif
  /* Threads would print modules that other threads are changing; an error
   * as in mlir-opt. */
  if (printing && o->print_module_scope && !o->no_threading) {
    mlirEmitError(mlirLocationUnknownGet(ctx), "IR print for module scope can't be setup on a "
                                               "pass-manager without disabling multi-threading first.\n");
    mlirPassManagerDestroy(pm);
    return (MlirPassManager){NULL};
  }
  if (printing) {
    bool after_all = o->print_after_all || ((o->print_after_change || o->print_after_failure) &&
                                            !o->num_print_after);
    MlircIRPrintingOptions printing = {
        o->print_before_all, after_all,           o->print_before,       o->num_print_before,
        o->print_after,      o->num_print_after,  o->print_after_change, o->print_after_failure,
        o->print_module_scope, {NULL}};
    if (o->print_tree_dir)
      mlircPassManagerEnableIRPrintingToFileTree(pm, &printing,
                                                 mlirStringRefCreateFromCString(o->print_tree_dir));
    else
      mlircPassManagerEnableIRPrintingWithOptions(pm, &printing);
  }
  if (o->crash_reproducer)
    mlircPassManagerEnableCrashReproducer(pm, mlirStringRefCreateFromCString(o->crash_reproducer),
                                          o->local_reproducer);
  /* After the IR printing, as mlir-opt: the printing is not timed. */
  mlircPassManagerEnableTimingWith(pm, timing);
  if (o->dump_pipeline)
    dump_pipeline(opm);
  return pm;
}

static MlirOpPrintingFlags printing_flags(const struct options *o) {
  MlirOpPrintingFlags flags = mlirOpPrintingFlagsCreate();
  if (o->generic)
    mlirOpPrintingFlagsPrintGenericOpForm(flags);
  if (o->debuginfo)
    mlirOpPrintingFlagsEnableDebugInfo(flags, true, o->pretty_debuginfo);
  if (o->local_scope)
    mlirOpPrintingFlagsUseLocalScope(flags);
  if (o->assume_verified)
    mlirOpPrintingFlagsAssumeVerified(flags);
  if (o->elide_elements >= 0)
    mlirOpPrintingFlagsElideLargeElementsAttrs(flags, (intptr_t)o->elide_elements);
  return flags;
}

/* Parses an IRDL file as the input is parsed, so that what is wrong in it
 * is printed at FILE:LINE:COL with the line (mlircLoadIRDLDialects' own
 * messages carry no location), whichever handler the context has. */
static bool irdl_file_parses(MlirContext ctx, const char *name, const char *text,
                             size_t length) {
  MlirDiagnosticHandlerID printer =
      mlirContextAttachDiagnosticHandler(ctx, diagnostics_print_handler, NULL, NULL);
  MlirOperation op = mlircParseSourceOperation(ctx, mlirStringRefCreate(text, length),
                                               mlirStringRefCreateFromCString(name), true, true);
  mlirContextDetachDiagnosticHandler(ctx, printer);
  if (mlirOperationIsNull(op))
    return false;
  mlirOperationDestroy(op);
  return true;
}

static bool load_irdl_files(MlirContext ctx, const struct options *o) {
  for (int i = 0; i < o->num_irdl_files; ++i) {
    FILE *in = fopen(o->irdl_files[i], "rb");
    size_t length = 0;
    char *text = in ? read_all(in, &length) : NULL;
    if (in)
      fclose(in);
    if (!text) {
      fprintf(stderr, "mlirc-opt: error: cannot read IRDL file '%s': %s\n", o->irdl_files[i],
              in ? "read error" : strerror(errno));
      return false;
    }
    diagnostics_set_source(o->irdl_files[i], text, length);
    bool loaded = irdl_file_parses(ctx, o->irdl_files[i], text, length) &&
                  mlirLogicalResultIsSuccess(mlircLoadIRDLDialects(
                      ctx, mlirStringRefCreate(text, length), print_error, NULL));
    diagnostics_set_source(o->irdl_files[i], NULL, 0);
    free(text);
    if (!loaded)
      return false;
  }
  return true;
}

/* A context for --verify-roundtrip to parse into: the dialects, plugins and
 * IRDL dialects of the chunk's own, its diagnostics printed. */
static MlirContext roundtrip_context(void *user_data) {
  const struct options *o = user_data;
  MlirDialectRegistry registry = create_registry();
  if (mlirDialectRegistryIsNull(registry))
    return (MlirContext){NULL};
  MlirContext ctx = mlirContextCreateWithRegistry(registry, false);
  mlirDialectRegistryDestroy(registry);
  mlirContextAttachDiagnosticHandler(ctx, diagnostics_print_handler, NULL, NULL);
  mlirContextSetAllowUnregisteredDialects(ctx, o->allow_unregistered);
  if (mlirLogicalResultIsFailure(mlircPluginsInitializeContext(ctx, print_error, NULL)) ||
      !load_irdl_files(ctx, o)) {
    mlirContextDestroy(ctx);
    return (MlirContext){NULL};
  }
  return ctx;
}

/* Whether the parsed IR fits the stack this runs on (bytecode input is read
 * without recursion, but printing and passes recurse per level). */
static bool nesting_fits(MlirOperation op) {
  if (mlircOperationNestingDepth(op, MLIRC_PARSE_MAX_NESTING) <= MLIRC_PARSE_MAX_NESTING)
    return true;
  char message[160];
  snprintf(message, sizeof message, "input nested deeper than %d levels; refused (MLIR's printer "
           "and passes recurse once per level)", MLIRC_PARSE_MAX_NESTING);
  mlirEmitError(mlirOperationGetLocation(op), message);
  return false;
}

/* --mlir-timing: a report per chunk, as mlir-opt gives, from parsing to
 * printing. */
static bool start_timing(const struct options *o, MlircTimingManager *timing) {
  *timing = mlircTimingManagerCreate(o->timing_list ? MlircTimingDisplayList
                                                    : MlircTimingDisplayTree);
  if (mlircTimingManagerIsNull(*timing))
    fprintf(stderr, "mlirc-opt: error: out of memory\n");
  return !mlircTimingManagerIsNull(*timing);
}

/* MLIR 22's mlir-opt places the implicit module of a part of a split file
 * where the part starts in the file (that of a whole file stays at 0:0). */
static void locate_implicit_module(MlirOperation op, const struct chunk *c) {
#if MLIRC_SPLIT_KEEPS_FILE_LINES
  MlirContext ctx = mlirOperationGetContext(op);
  MlirStringRef name = mlirStringRefCreateFromCString(c->name);
  if (c->line && mlirLocationEqual(mlirOperationGetLocation(op), mlirLocationFileLineColGet(ctx, name, 0, 0)))
    mlirOperationSetLocation(op, mlirLocationFileLineColGet(ctx, name, c->line, c->column));
#else
  (void)op;
  (void)c;
#endif
}

/* Standard output goes through LLVM's stream, where passes print too, as in
 * mlir-opt: one buffer keeps both in the order they were produced (and
 * behind what goes to stderr meanwhile, as upstream's tests expect). */
static void write_output(MlirStringRef s, void *user_data) {
  struct output_file *out = user_data;
  if (out->file == stdout)
    mlircWriteLLVMOutput(s, NULL);
  else
    output_file_write(s, out);
}

/* Parses, transforms and prints one chunk; false on any failure (with
 * --verify-diagnostics: when the diagnostics were not as expected). */
static bool process_chunk(const struct options *o, const struct chunk *c,
                          struct output_file *out, FILE *unmet) {
  MlirDialectRegistry registry = create_registry();
  if (mlirDialectRegistryIsNull(registry))
    return false;
  MlirContext ctx = mlirContextCreateWithRegistry(registry, false);
  mlirDialectRegistryDestroy(registry);
  /* Before the verifier, which reports bad expectations with their line. */
  diagnostics_set_source(c->name, c->shown, c->shown_length);
#if MLIRC_SPLIT_KEEPS_FILE_LINES
  diagnostics_set_start(c->name, c->line, c->column);
#endif
  struct verifier verifier;
  if (o->verify_diagnostics) {
    verifier_init(&verifier, ctx, c->name, c->text, c->length, o->verify_only_expected);
    mlircContextSetPrintOpOnDiagnostic(ctx, false);
    mlirContextAttachDiagnosticHandler(ctx, verifier_handle, &verifier, NULL);
  } else {
    mlirContextAttachDiagnosticHandler(ctx, diagnostics_print_handler, NULL, NULL);
  }
  mlirContextSetAllowUnregisteredDialects(ctx, o->allow_unregistered);
  if (o->no_threading)
    mlirContextEnableMultithreading(ctx, false);
  MlircActionTracing tracing;
  bool ok = mlirLogicalResultIsSuccess(mlircContextInstallActionTracing(ctx, &tracing)) &&
            mlirLogicalResultIsSuccess(mlircPluginsInitializeContext(ctx, print_error, NULL)) &&
            load_irdl_files(ctx, o);
  MlircTimingManager timing = {NULL};
  if (ok && o->timing)
    ok = start_timing(o, &timing);
  MlirOperation op = {NULL};
  MlirPassManager pm = {NULL};
  /* Resources no dialect claims, written back with the output as mlir-opt does. */
  MlircResourceFallback resources = mlircResourceFallbackCreate();
  if (o->run_reproducer)
    mlircResourceFallbackReadReproducer(resources);
  if (ok) {
    mlircTimingManagerStartPhase(timing, mlirStringRefCreateFromCString("Parser"));
    op = mlircParseSourceOperationKeepingResources(
        ctx, mlirStringRefCreate(c->text, c->length), mlirStringRefCreateFromCString(c->name),
        o->implicit_module, o->verify_parse, resources);
    mlircTimingManagerStopPhase(timing);
    ok = !mlirOperationIsNull(op) && nesting_fits(op);
    if (ok && o->implicit_module)
      locate_implicit_module(op, c);
  }
  if (ok && o->verify_roundtrip)
    ok = roundtrip_verify(op, o->verify_parse, roundtrip_context, (void *)o);
  /* After parsing, as mlir-opt: only the passes' remarks are wanted. */
  if (ok)
    ok = mlirLogicalResultIsSuccess(mlircContextEnableRemarks(ctx));
  if (ok) {
    pm = create_pass_manager(ctx, op, o, timing, resources);
    ok = pm.ptr && mlirLogicalResultIsSuccess(mlirPassManagerRunOnOp(pm, op));
  }
  if (ok && o->generate_reproducer)
    ok = mlirLogicalResultIsSuccess(mlircPassManagerWriteReproducer(
        pm, op, mlirStringRefCreateFromCString(o->generate_reproducer)));
  if (ok) {
    mlircTimingManagerStartPhase(timing, mlirStringRefCreateFromCString("Output"));
    if (o->emit_bytecode) {
      MlirBytecodeWriterConfig config = {NULL};
      if (o->bytecode_version_set) {
        config = mlirBytecodeWriterConfigCreate();
        mlirBytecodeWriterConfigDesiredEmitVersion(config, o->bytecode_version);
      }
      ok = mlirLogicalResultIsSuccess(mlircOperationWriteBytecodeWithResources(
          op, config, o->elide_resource_data, resources, write_output, out));
      if (config.ptr)
        mlirBytecodeWriterConfigDestroy(config);
    } else {
      MlirOpPrintingFlags flags = printing_flags(o);
      mlircOperationPrintWithResources(op, flags, resources, write_output, out);
      mlirOpPrintingFlagsDestroy(flags);
      write_output(mlirStringRefCreate("\n", 1), out);
    }
    mlircTimingManagerStopPhase(timing);
    mlircContextFinalizeRemarks(ctx);
  }
  if (pm.ptr)
    mlirPassManagerDestroy(pm);
  if (!mlirOperationIsNull(op))
    mlirOperationDestroy(op);
  mlircResourceFallbackDestroy(resources);
  /* The report, on stderr, before --verify-diagnostics' verdict as in
   * mlir-opt. */
  mlircTimingManagerDestroy(timing);
  mlircActionTracingDestroy(tracing);
  if (o->verify_diagnostics)
    ok = verifier_finish(&verifier, unmet);
  mlirContextDestroy(ctx);
  diagnostics_set_source(c->name, NULL, 0);
  return ok;
}

/* Everything from the contexts to the printed result, run on a thread with
 * a stack for MLIRC_PARSE_MAX_NESTING levels: parser, verifier, passes and
 * printer all recurse once per level. */
struct job {
  const struct options *o;
  const struct chunk *chunks;
  size_t num_chunks;
  struct output_file *out;
  int status;
};

/* Copies what was held back in `held` to stderr and closes it. */
static void flush_to_stderr(FILE *held) {
  rewind(held);
  char buffer[4096];
  for (size_t n; (n = fread(buffer, 1, sizeof buffer, held)) > 0;)
    fwrite(buffer, 1, n, stderr);
  fclose(held);
}

static void run_job(void *user_data) {
  struct job *job = user_data;
  FILE *unmet = MLIRC_VERIFY_REPORTS_UNMET_LAST && job->o->verify_diagnostics ? tmpfile() : NULL;
  for (size_t i = 0; i < job->num_chunks; ++i) {
    if (i > 0) {
      write_output(mlirStringRefCreateFromCString(job->o->output_split_marker), job->out);
      write_output(mlirStringRefCreate("\n", 1), job->out);
    }
    if (!process_chunk(job->o, &job->chunks[i], job->out, unmet ? unmet : stderr))
      job->status = 1;
  }
  if (unmet)
    flush_to_stderr(unmet);
}

static void print_dialect(MlirStringRef name, void *user_data) {
  bool *first = user_data;
  printf("%s%.*s", *first ? "" : ",", (int)name.length, name.data);
  *first = false;
}

int main(int argc, char **argv) {
  /* Static: the options live as long as the process, whichever way main
   * returns. */
  static struct options o;
  int status = options_parse(argc, argv, &o);
  if (status)
    return status;
  if (o.version) {
    printf("mlirc-opt (mlir-components %s, LLVM %s, %s)\n  LLVM version %s\n", mlircGetVersion(),
           mlircGetLLVMVersion(), mlircGetLLVMLinkage(), mlircGetLLVMVersion());
    return 0;
  }

  mlircRegisterOptLLVMOptions();
  /* MLIR's own passes first, so a plugin pass taking one of their names is
   * refused naming both. */
  mlirRegisterAllPasses();
  for (int i = 0; i < o.num_plugins; ++i)
    if (!plugin_request_load(&o.plugins[i], print_error))
      return 1;
  /* MLIR's printing defaults too, so that the operations diagnostics
   * print look as the output does (as in mlir-opt). */
  const char **printing = calloc((size_t)o.num_printing + 5, sizeof *printing);
  if (!printing)
    return 1;
  int num_printing = 0;
  for (int i = 0; i < o.num_printing; ++i)
    printing[num_printing++] = o.printing[i];
  if (o.debuginfo)
    printing[num_printing++] = "--mlir-print-debuginfo";
  if (o.pretty_debuginfo)
    printing[num_printing++] = "--mlir-pretty-debuginfo";
  if (o.generic)
    printing[num_printing++] = "--mlir-print-op-generic";
  if (o.local_scope)
    printing[num_printing++] = "--mlir-print-local-scope";
  if (o.assume_verified)
    printing[num_printing++] = "--mlir-print-assume-verified";
  bool printing_set = !num_printing || mlirLogicalResultIsSuccess(mlircSetGlobalPrintingOptions(
                                           printing, num_printing, print_error, NULL));
  free(printing);
  if (!printing_set)
    return 1;
  if (o.help) {
    options_print_help();
    return 0;
  }
  if (o.show_dialects) {
    MlirDialectRegistry registry = create_registry();
    if (mlirDialectRegistryIsNull(registry))
      return 1;
    bool first = true;
    printf("Available Dialects: ");
    mlircDialectRegistryForEachName(registry, print_dialect, &first);
    printf("\n");
    mlirDialectRegistryDestroy(registry);
    return fflush(stdout) != 0;
  }
  int error = options_check_pass_flags(&o);
  if (error)
    return error;
  if (!options_check_print_filters(&o))
    return 2;

  const char *input_name = "<stdin>";
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
  char *source = read_source("mlirc-opt", in, input_name, &length);
  if (!source)
    return 1;
  size_t num_chunks = 0;
  struct chunk *chunks;
  if (o.split_marker) {
    chunks = split_input(input_name, source, length, o.split_marker, MLIRC_SPLIT_KEEPS_FILE_LINES, &num_chunks);
  } else if ((chunks = malloc(sizeof *chunks))) {
    chunks[0] = (struct chunk){input_name, source, length, source, length, 0, 0};
    num_chunks = 1;
  }
  if (!chunks) {
    fprintf(stderr, "mlirc-opt: error: out of memory\n");
    return 1;
  }

  struct output_file out;
  if (output_file_open(&out, "mlirc-opt", o.output)) {
    struct job job = {&o, chunks, num_chunks, &out, 0};
    if (!mlircRunWithStack(mlircStackBytesForNesting(MLIRC_PARSE_MAX_NESTING), run_job, &job)) {
      fprintf(stderr, "mlirc-opt: error: cannot create a thread with a %zu MiB stack\n",
              mlircStackBytesForNesting(MLIRC_PARSE_MAX_NESTING) >> 20);
      job.status = 1;
    }
    /* LLVM's write error is the output's, reported as any other. */
    if (out.file == stdout) {
      int error = mlircFlushLLVMOutput();
      out.error = out.error ? out.error : error;
    }
    status = output_file_close(&out, job.status == 0) || job.status;
  } else {
    status = 1;
  }
  if (o.split_marker)
    split_input_free(chunks, num_chunks);
  else
    free(chunks);
  free(source);
  options_free(&o);
  return status;
}
