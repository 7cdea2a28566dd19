/* mlirc-opt's command line: mlir-opt's spellings (one or two dashes,
 * "--opt=value" or "--opt value"), and every registered pass or pipeline as
 * an option ("--canonicalize", "--convert-func-to-llvm=index-bitwidth=32")
 * building the pipeline in order. */
#ifndef MLIRC_OPT_OPTIONS_H
#define MLIRC_OPT_OPTIONS_H

#include <stdbool.h>
#include <stddef.h>

#include "mlir-c/Support.h"
#include "../common/plugin_request.h"

struct options {
  const char *input, *output, *pipeline, *split_marker, *output_split_marker;
  /* Reproducers (files): on failure or crash, and after a successful run. */
  const char *crash_reproducer, *generate_reproducer;
  bool local_reproducer, run_reproducer;
  struct plugin_request *plugins;
  const char **irdl_files;
  int num_plugins, num_irdl_files;
  /* Options that may name passes, resolved once plugins are loaded. */
  const char **pass_flags;
  int num_pass_flags;
  /* MLIR printer options passed on as given ("--mlir-print-skip-regions"). */
  const char **printing;
  int num_printing;
  /* IR printing around passes. */
  MlirStringRef *print_before, *print_after;
  int num_print_before, num_print_after;
  bool print_before_all, print_after_all, print_after_change, print_after_failure,
      print_module_scope;
  const char *print_tree_dir; /* those prints as files under it */
  bool generic, debuginfo, pretty_debuginfo, local_scope, assume_verified;
  long long elide_elements;   /* -1: none */
  long long bytecode_version; /* when set: any integer, MLIR checks the range */
  bool bytecode_version_set;
  bool allow_unregistered, verify_parse, verify_each, implicit_module, verify_diagnostics,
      verify_only_expected, verify_roundtrip;
  bool timing, timing_list, statistics, statistics_list, show_dialects, help, version,
      dump_pipeline;
  bool emit_bytecode, elide_resource_data, no_threading;
};

/* Fills `o` from argv; 0, or 2 after a usage error was reported.  The
 * strings point into argv. */
int options_parse(int argc, char **argv, struct options *o);

/* Sorts the flags that are not our options, once plugins are loaded: those
 * naming a registered pass or pipeline stay in pass_flags (which must not come
 * with --pass-pipeline), those naming an LLVM option are set in LLVM; 0, or
 * the exit status after reporting an error (2: unknown or bad option). */
int options_check_pass_flags(struct options *o);

/* Checks the --mlir-print-ir-before/after names; false after reporting. */
bool options_check_print_filters(const struct options *o);

/* The --help text: options, then every registered pass with its summary. */
void options_print_help(void);

void options_free(struct options *o);

#endif
