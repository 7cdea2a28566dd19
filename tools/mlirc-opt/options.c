#include "options.h"

#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlir-c/Components/LLVMOptions.h"
#include "mlir-c/Components/Opt.h"
#include "mlir-c/IR.h"
#include "../common/mlir_version.h"
#include "../common/printer_options.h"
#include "../common/text_buffer.h"
#include "../common/verify_diagnostics.h"

enum value { NONE, REQUIRED, OPTIONAL };

enum id {
  ALLOW_UNREGISTERED, DUMP_PIPELINE, ELIDE, ELIDE_RESOURCE_DATA, EMIT_BYTECODE, EMIT_BYTECODE_VERSION, HELP, IRDL_FILE, LOAD_DIALECT_PLUGIN,
  LOAD_PASS_PLUGIN, LOAD_PLUGIN, LOCAL_SCOPE, ASSUME_VERIFIED, NO_THREADING, NO_IMPLICIT_MODULE,
  NO_VERIFY, OUTPUT, OUTPUT_SPLIT_MARKER, PASS_PIPELINE, PASS_PIPELINE_SHORT, STATISTICS,
  STATISTICS_DISPLAY, DEBUGINFO, GENERIC, PRINT_AFTER, PRINT_AFTER_ALL, PRINT_AFTER_CHANGE,
  PRINT_AFTER_FAILURE, PRINT_BEFORE, PRINT_BEFORE_ALL, PRINT_MODULE_SCOPE, PRINT_TREE_DIR, PRETTY_DEBUGINFO,
  CRASH_REPRODUCER, LOCAL_REPRODUCER, GENERATE_REPRODUCER, RUN_REPRODUCER,
  SHOW_DIALECTS, SPLIT, TIMING, TIMING_DISPLAY, VERIFY_DIAGNOSTICS, VERIFY_EACH, VERIFY_ROUNDTRIP, VERSION,
};

struct option {
  const char *name;
  enum value value;
  const char *placeholder, *description;
  enum id id;
};

/* Sorted by name, as --help lists them. */
static const struct option table[] = {
    {"allow-unregistered-dialect", NONE, NULL, "Allow operations of dialects that are not registered", ALLOW_UNREGISTERED},
    {"dump-pass-pipeline", NONE, NULL, "Print the pipeline that will be run (on stderr)", DUMP_PIPELINE},
    {"elide-resource-data-from-bytecode", NONE, NULL, "With --emit-bytecode, write the resources' keys without their data", ELIDE_RESOURCE_DATA},
    {"emit-bytecode", NONE, NULL, "Write the output as MLIR bytecode", EMIT_BYTECODE},
    {"emit-bytecode-version", REQUIRED, "<uint>", "With --emit-bytecode, write this version of the bytecode format", EMIT_BYTECODE_VERSION},
    {"h", NONE, NULL, "Alias for --help", HELP},
    {"help", NONE, NULL, "Show this help: options, then the registered passes", HELP},
    {"help-hidden", NONE, NULL, "Alias for --help (mlirc-opt hides no option)", HELP},
    {"irdl-file", REQUIRED, "<file>", "Load the IRDL dialects defined in <file> before parsing", IRDL_FILE},
    {"load-dialect-plugin", REQUIRED, "<path>", "Load an MLIR dialect plugin (mlirGetDialectPluginInfo), as mlir-opt does; an mlir-components plugin too", LOAD_DIALECT_PLUGIN},
    {"load-pass-plugin", REQUIRED, "<path>", "Load an MLIR pass plugin (mlirGetPassPluginInfo), as mlir-opt does; an mlir-components plugin too", LOAD_PASS_PLUGIN},
    {"load-plugin", REQUIRED, "<path>", "Load an mlir-components plugin: its dialects, passes and translations (bare names are searched in MLIR_PLUGIN_PATH)", LOAD_PLUGIN},
    {"mlir-disable-threading", OPTIONAL, "<bool>", "Run passes on one thread", NO_THREADING},
    {"mlir-elide-elementsattrs-if-larger", REQUIRED, "<uint>", "Elide elements attributes with more elements than this", ELIDE},
    {"mlir-generate-reproducer", REQUIRED, "<file>", "After a successful run, write a reproducer (the output and the pipeline) to <file>", GENERATE_REPRODUCER},
    {"mlir-pass-pipeline-crash-reproducer", REQUIRED, "<file>", "When the pipeline fails or crashes, write a reproducer (its input and the pipeline) to <file>", CRASH_REPRODUCER},
    {"mlir-pass-pipeline-local-reproducer", NONE, NULL, "With a crash reproducer, narrow it to the pass that failed and its operation", LOCAL_REPRODUCER},
    {"mlir-pass-statistics", NONE, NULL, "Report the statistics of each pass after the run (on stderr)", STATISTICS},
    {"mlir-pass-statistics-display", REQUIRED, "<list|pipeline>", "How statistics are shown: summed per pass, or along the pipeline (default)", STATISTICS_DISPLAY},
    {"mlir-pretty-debuginfo", NONE, NULL, "Print locations inline, in a readable form", PRETTY_DEBUGINFO},
    {"mlir-print-assume-verified", NONE, NULL, "Print without verifying first (may crash on invalid IR)", ASSUME_VERIFIED},
    {"mlir-print-debuginfo", NONE, NULL, "Print locations with the output", DEBUGINFO},
    {"mlir-print-ir-after", REQUIRED, "<pass>[,<pass>...]", "Print the IR after each run of these passes (on stderr)", PRINT_AFTER},
    {"mlir-print-ir-after-all", NONE, NULL, "Print the IR after every pass (on stderr)", PRINT_AFTER_ALL},
    {"mlir-print-ir-after-change", NONE, NULL, "Print the IR after a pass only when it changed it", PRINT_AFTER_CHANGE},
    {"mlir-print-ir-after-failure", NONE, NULL, "Print the IR after a pass only when it failed", PRINT_AFTER_FAILURE},
    {"mlir-print-ir-before", REQUIRED, "<pass>[,<pass>...]", "Print the IR before each run of these passes (on stderr)", PRINT_BEFORE},
    {"mlir-print-ir-before-all", NONE, NULL, "Print the IR before every pass (on stderr)", PRINT_BEFORE_ALL},
    {"mlir-print-ir-module-scope", NONE, NULL, "Print the whole module around a pass, not only its operation", PRINT_MODULE_SCOPE},
    {"mlir-print-ir-tree-dir", REQUIRED, "<dir>", "Print the IR around passes into a file tree under <dir>, not on stderr", PRINT_TREE_DIR},
    {"mlir-print-local-scope", NONE, NULL, "Print types and attributes inline, without aliases", LOCAL_SCOPE},
    {"mlir-print-op-generic", NONE, NULL, "Print operations in the generic form", GENERIC},
    {"mlir-timing", NONE, NULL, "Report the time spent parsing, in each pass and writing the output (on stderr)", TIMING},
    {"mlir-timing-display", REQUIRED, "<list|tree>", "With --mlir-timing, how the report is shown: summed per name and sorted by time, or nested along the pipeline (default)", TIMING_DISPLAY},
    {"no-implicit-module", NONE, NULL, "Do not wrap the input in a builtin.module: it must be a single operation", NO_IMPLICIT_MODULE},
    {"no-verify", NONE, NULL, "Verify neither the parsed input nor the IR after each pass", NO_VERIFY},
    {"o", REQUIRED, "<file>", "Output file (default: stdout)", OUTPUT},
    {"output-split-marker", REQUIRED, "<marker>", "With --split-input-file, the line written between the parts' outputs (default // -----)", OUTPUT_SPLIT_MARKER},
    {"p", REQUIRED, "<pipeline>", "Alias for --pass-pipeline", PASS_PIPELINE_SHORT},
    {"pass-pipeline", REQUIRED, "<pipeline>", "A textual pass pipeline, e.g. 'builtin.module(func.func(cse))'", PASS_PIPELINE},
    {"run-reproducer", NONE, NULL, "Run the pass pipeline reproducer of the input (its mlir_reproducer resource), before the passes given", RUN_REPRODUCER},
    {"show-dialects", NONE, NULL, "Print the registered dialects and exit", SHOW_DIALECTS},
    {"split-input-file", OPTIONAL, "<marker>", "Split the input at lines of <marker> (default '// -----') and process each part alone", SPLIT},
#if MLIRC_VERIFY_HAS_LEVELS
    {"verify-diagnostics", OPTIONAL, "<all|only-expected>", "Check the diagnostics against the expected-* comments of the input: all of them (default), or only that the expected ones are emitted", VERIFY_DIAGNOSTICS},
#else
    {"verify-diagnostics", NONE, NULL, "Check the diagnostics against the expected-* comments of the input", VERIFY_DIAGNOSTICS},
#endif
    {"verify-each", OPTIONAL, "<bool>", "Verify the IR after each pass (default true)", VERIFY_EACH},
    {"verify-roundtrip", NONE, NULL, "Check that the parsed IR comes back the same through text and bytecode", VERIFY_ROUNDTRIP},
    {"version", NONE, NULL, "Print the version and exit", VERSION},
};
static const size_t table_size = sizeof table / sizeof *table;

static const struct option *find(const char *name, size_t length) {
  for (size_t i = 0; i < table_size; ++i)
    if (strlen(table[i].name) == length && strncmp(table[i].name, name, length) == 0)
      return &table[i];
  return NULL;
}

static bool parse_bool(const char *s, bool *out) {
  if (!s || !strcmp(s, "true") || !strcmp(s, "1") || !strcmp(s, "TRUE") || !strcmp(s, "True"))
    return *out = true;
  if (!strcmp(s, "false") || !strcmp(s, "0") || !strcmp(s, "FALSE") || !strcmp(s, "False"))
    return !(*out = false);
  return false;
}

/* Appends the comma-separated names of `list` to *names. */
static bool add_names(const char *list, MlirStringRef **names, int *count) {
  for (const char *p = list; *p;) {
    const char *comma = strchr(p, ',');
    size_t n = comma ? (size_t)(comma - p) : strlen(p);
    MlirStringRef *grown = realloc(*names, (size_t)(*count + 1) * sizeof *grown);
    if (!grown)
      return false;
    *names = grown;
    if (n)
      (*names)[(*count)++] = mlirStringRefCreate(p, n);
    p += n + (comma != NULL);
  }
  return true;
}

/* A whole non-negative decimal number. */
static bool parse_count(const char *value, long long *count) {
  char *end;
  *count = strtoll(value, &end, 10);
  return *value && !*end && *count >= 0;
}

static bool parse_integer(const char *value, long long *integer) {
  char *end;
  errno = 0;
  *integer = strtoll(value, &end, 10);
  return *value && !*end && errno == 0;
}

static int usage_error(const char *what, const char *arg) {
  fprintf(stderr, "mlirc-opt: error: %s '%s'\n", what, arg);
  fprintf(stderr, "usage: mlirc-opt [options] [input.mlir | -]   (--help lists the options and passes)\n");
  return 2;
}

int options_parse(int argc, char **argv, struct options *o) {
  *o = (struct options){.verify_parse = true, .verify_each = true, .implicit_module = true,
                        .elide_elements = -1,
                        .output_split_marker = "// -----"};
  size_t n = (size_t)argc + 1;
  o->plugins = calloc(n, sizeof *o->plugins);
  o->irdl_files = calloc(n, sizeof *o->irdl_files);
  o->pass_flags = calloc(n, sizeof *o->pass_flags);
  o->printing = calloc(n, sizeof *o->printing);
  if (!o->plugins || !o->irdl_files || !o->pass_flags || !o->printing)
    return 2;
  bool only_positional = false;
  for (int i = 1; i < argc; ++i) {
    const char *a = argv[i];
    if (only_positional || a[0] != '-' || a[1] == '\0') {
      if (o->input)
        return usage_error("more than one input file; the second is", a);
      o->input = a;
      continue;
    }
    if (strcmp(a, "--") == 0) {
      only_positional = true;
      continue;
    }
    const char *name = a + (a[1] == '-' ? 2 : 1);
    const char *eq = strchr(name, '=');
    size_t length = eq ? (size_t)(eq - name) : strlen(name);
    const char *value = eq ? eq + 1 : NULL;
    const struct option *opt = find(name, length);
    /* MLIR's other printer options (--mlir-print-skip-regions, ...). */
    if (!opt && is_mlir_printer_option(name)) {
      o->printing[o->num_printing++] = a;
      continue;
    }
    if (!opt) {
      /* Perhaps a pass: decided once plugins are loaded. */
      o->pass_flags[o->num_pass_flags++] = a;
      continue;
    }
    if (opt->value == NONE && value)
      return usage_error("option takes no value:", a);
    if (opt->value == REQUIRED && !value) {
      if (i + 1 >= argc)
        return usage_error("option needs a value:", a);
      value = argv[++i];
    }
    switch (opt->id) {
    case ALLOW_UNREGISTERED: o->allow_unregistered = true; break;
    case DUMP_PIPELINE: o->dump_pipeline = true; break;
    case EMIT_BYTECODE: o->emit_bytecode = true; break;
    case ELIDE_RESOURCE_DATA: o->elide_resource_data = true; break;
    case HELP: o->help = true; break;
    case IRDL_FILE: o->irdl_files[o->num_irdl_files++] = value; break;
    case LOAD_DIALECT_PLUGIN:
      o->plugins[o->num_plugins++] = (struct plugin_request){value, PLUGIN_DIALECT};
      break;
    case LOAD_PASS_PLUGIN:
      o->plugins[o->num_plugins++] = (struct plugin_request){value, PLUGIN_PASS};
      break;
    case LOAD_PLUGIN: o->plugins[o->num_plugins++] = (struct plugin_request){value, PLUGIN_OURS}; break;
    case LOCAL_SCOPE: o->local_scope = true; break;
    case ASSUME_VERIFIED: o->assume_verified = true; break;
    case NO_THREADING:
      if (!parse_bool(value, &o->no_threading))
        return usage_error("--mlir-disable-threading takes true or false, not", value);
      break;
    case NO_IMPLICIT_MODULE: o->implicit_module = false; break;
    case NO_VERIFY: o->verify_parse = o->verify_each = false; break;
    case OUTPUT: o->output = value; break;
    case PASS_PIPELINE:
    case PASS_PIPELINE_SHORT: o->pipeline = value; break;
    case STATISTICS: o->statistics = true; break;
    case STATISTICS_DISPLAY:
      if (strcmp(value, "list") != 0 && strcmp(value, "pipeline") != 0)
        return usage_error("--mlir-pass-statistics-display takes 'list' or 'pipeline', not", value);
      o->statistics_list = strcmp(value, "list") == 0;
      break;
    case DEBUGINFO: o->debuginfo = true; break;
    case PRETTY_DEBUGINFO: o->debuginfo = o->pretty_debuginfo = true; break;
    case GENERIC: o->generic = true; break;
    case PRINT_AFTER:
      if (!add_names(value, &o->print_after, &o->num_print_after))
        return 2;
      break;
    case PRINT_BEFORE:
      if (!add_names(value, &o->print_before, &o->num_print_before))
        return 2;
      break;
    case PRINT_AFTER_ALL: o->print_after_all = true; break;
    case PRINT_AFTER_CHANGE: o->print_after_change = true; break;
    case PRINT_AFTER_FAILURE: o->print_after_failure = true; break;
    case PRINT_BEFORE_ALL: o->print_before_all = true; break;
    case PRINT_MODULE_SCOPE: o->print_module_scope = true; break;
    case PRINT_TREE_DIR: o->print_tree_dir = value; break;
    case SHOW_DIALECTS: o->show_dialects = true; break;
    case CRASH_REPRODUCER: o->crash_reproducer = value; break;
    case LOCAL_REPRODUCER: o->local_reproducer = true; break;
    case GENERATE_REPRODUCER: o->generate_reproducer = value; break;
    case RUN_REPRODUCER: o->run_reproducer = true; break;
    case SPLIT: o->split_marker = value && *value ? value : "// -----"; break;
    case OUTPUT_SPLIT_MARKER: o->output_split_marker = value; break;
    case TIMING: o->timing = true; break;
    case TIMING_DISPLAY:
      if (strcmp(value, "list") != 0 && strcmp(value, "tree") != 0)
        return usage_error("--mlir-timing-display takes 'list' or 'tree', not", value);
      o->timing_list = strcmp(value, "list") == 0;
      break;
    case VERIFY_DIAGNOSTICS:
      if (!verifier_parse_level(value, &o->verify_only_expected))
        return usage_error("--verify-diagnostics takes 'all' or 'only-expected', not", value);
      o->verify_diagnostics = true;
      break;
    case VERIFY_ROUNDTRIP: o->verify_roundtrip = true; break;
    case VERIFY_EACH:
      if (!parse_bool(value, &o->verify_each) && value)
        return usage_error("--verify-each takes true or false, not", value);
      break;
    case VERSION: o->version = true; break;
    case EMIT_BYTECODE_VERSION:
      if (!parse_integer(value, &o->bytecode_version))
        return usage_error("--emit-bytecode-version takes a number, not", value);
      o->bytecode_version_set = true;
      break;
    case ELIDE:
      if (!parse_count(value, &o->elide_elements))
        return usage_error("--mlir-elide-elementsattrs-if-larger takes a number, not", value);
      break;
    }
  }
  return 0;
}

int options_check_pass_flags(struct options *o) {
  /* What is neither a pass nor an LLVM option is an error; LLVM's options
   * (its own, and those plugins registered) leave the pass flags for LLVM's
   * parser, as in mlir-opt.  argv[0] names the tool in LLVM's messages. */
  const char **llvm_options = calloc((size_t)o->num_pass_flags + 1, sizeof *llvm_options);
  if (!llvm_options)
    return 2;
  int num_llvm_options = 0, num_passes = 0;
  llvm_options[num_llvm_options++] = "mlirc-opt";
  for (int i = 0; i < o->num_pass_flags; ++i) {
    const char *arg = o->pass_flags[i];
    const char *flag = arg + (arg[1] == '-' ? 2 : 1);
    const char *eq = strchr(flag, '=');
    MlirStringRef name = mlirStringRefCreate(flag, eq ? (size_t)(eq - flag) : strlen(flag));
    if (mlircLookupRegisteredPass(name, NULL, NULL) != MlircRegisteredPassNone) {
      o->pass_flags[num_passes++] = arg;
    } else if (mlircLLVMOptionExists(name)) {
      llvm_options[num_llvm_options++] = arg;
    } else {
      fprintf(stderr, "mlirc-opt: error: unknown option or pass '%.*s'\n",
              (int)(flag - arg + (ptrdiff_t)name.length), arg);
      fprintf(stderr, "usage: mlirc-opt [options] [input.mlir | -]   (--help lists the options and passes)\n");
      free(llvm_options);
      return 2;
    }
  }
  o->num_pass_flags = num_passes;
  int status = 0;
  if (o->num_pass_flags && o->pipeline) {
    /* mlir-opt's words and status. */
    fprintf(stderr, "<unknown>:0: error: '-pass-pipeline' option can't be used with individual "
                    "pass options\n");
    status = 1;
  } else if (num_llvm_options > 1 &&
             mlirLogicalResultIsFailure(mlircParseLLVMOptions(num_llvm_options, llvm_options, NULL))) {
    status = 2;
  }
  free(llvm_options);
  return status;
}

static bool check_names(const char *option, const MlirStringRef *names, int count) {
  for (int i = 0; i < count; ++i)
    if (mlircLookupRegisteredPass(names[i], NULL, NULL) != MlircRegisteredPassPass) {
      fprintf(stderr, "mlirc-opt: error: --%s: '%.*s' is not a registered pass\n", option,
              (int)names[i].length, names[i].data);
      return false;
    }
  return true;
}

bool options_check_print_filters(const struct options *o) {
  return check_names("mlir-print-ir-before", o->print_before, o->num_print_before) &&
         check_names("mlir-print-ir-after", o->print_after, o->num_print_after);
}

/* "  --name=<value>   - description", the dash in column 40 as LLVM aligns. */
static void print_entry(const char *indent, const char *name, const char *placeholder,
                        bool optional, const char *description) {
  int width;
  if (name[1] == '\0') /* one letter, as LLVM lists it: "-o <file>", an alias bare ("-p") */
    width = printf("%s-%s%s%s", indent, name,
                   placeholder && strncmp(description, "Alias", 5) != 0 ? " " : "",
                   placeholder && strncmp(description, "Alias", 5) != 0 ? placeholder : "");
  else
    width = printf("%s--%s%s%s%s", indent, name, placeholder ? (optional ? "[=" : "=") : "",
                   placeholder ? placeholder : "", placeholder && optional ? "]" : "");
  printf("%*s - %s\n", width < 58 ? 58 - width : 1, "", description);
}

static void print_pass(MlirStringRef argument, MlirStringRef summary, void *user_data) {
  int *count = user_data;
  char name[256];
  snprintf(name, sizeof name, "%.*s", (int)argument.length, argument.data);
  char *text = malloc(summary.length + 3);
  if (!text)
    return;
  snprintf(text, summary.length + 3, "  %.*s", (int)summary.length, summary.data);
  print_entry("      ", name, NULL, false, text);
  free(text);
  ++*count;
}

void options_print_help(void) {
  printf("OVERVIEW: MLIR modular optimizer driver (mlir-components, on the C API)\n\n"
         "USAGE: mlirc-opt [options] <input file>\n\n"
         "OPTIONS:\n\n"
         "General options:\n\n");
  for (size_t i = 0; i < table_size; ++i)
    print_entry("  ", table[i].name, table[i].placeholder, table[i].value == OPTIONAL,
                table[i].description);
  printf("\n  MLIR's other printer options (--mlir-print-*, --mlir-elide-*, --mlir-pretty-*,\n"
         "  --mlir-use-*: e.g. --mlir-print-skip-regions) are passed on to MLIR as mlir-opt\n"
         "  takes them.\n");
  printf("\n  Compiler passes to run (each an option, e.g. --canonicalize or\n"
         "  --convert-func-to-llvm=index-bitwidth=32, added to the pipeline in order;\n"
         "  registered pass pipelines are accepted by name too)\n"
         "    Passes:\n");
  int count = 0;
  mlircForEachRegisteredPass(print_pass, &count);
  fflush(stdout);
}

void options_free(struct options *o) {
  free(o->plugins);
  free(o->irdl_files);
  free(o->pass_flags);
  free(o->printing);
  free(o->print_before);
  free(o->print_after);
}
