/* --verify-diagnostics: the diagnostics a source file expects, written as
 * comments
 *     // expected-error {{text}}          on this line
 *     // expected-warning @+1 {{text}}    N lines below (@-N: above)
 *     // expected-note @below {{text}}    the next line that is no such comment
 *     // expected-remark @above {{text}}  the last line that is no such comment
 *     // expected-error @unknown {{text}} a diagnostic without a file location
 *     // expected-error-re {{a {{[0-9]+}} b}}  {{...}} parts are regular expressions
 * are checked against the diagnostics emitted (a diagnostic in another
 * file, a library the input loads, say, against the comments of that
 * file): a diagnostic matches the
 * first expectation of its severity on its line whose text it contains, so
 * one expectation covers a diagnostic repeated on that line.  Every
 * diagnostic without an expectation and every expectation without a
 * diagnostic is reported as an error; with only_expected
 * (--verify-diagnostics=only-expected) a diagnostic no expectation matches
 * is neither reported nor a failure. */
#ifndef MLIRC_TOOLS_VERIFY_DIAGNOSTICS_H
#define MLIRC_TOOLS_VERIFY_DIAGNOSTICS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"

struct expectation;

struct verifier {
  MlirContext context;
  const char *name, *text;
  size_t length;
  struct expectation *expected;
  size_t num_expected;
  char **files; /* other files diagnostics pointed into, their expectations read */
  size_t num_files;
  bool failed, only_expected;
};

/* Reads the expectations of `text`, the source named `name`. */
void verifier_init(struct verifier *v, MlirContext context, const char *name, const char *text,
                   size_t length, bool only_expected);

/* The level of --verify-diagnostics=<value>: NULL or "all" checks every
 * diagnostic, "only-expected" only the expectations; false for any other. */
bool verifier_parse_level(const char *value, bool *only_expected);

/* An MlirDiagnosticHandler: user_data is the struct verifier *. */
MlirLogicalResult verifier_handle(MlirDiagnostic d, void *user_data);

/* Reports the expectations nothing matched on `report`; true when every
 * diagnostic was expected and every expectation met.  Frees what init
 * allocated. */
bool verifier_finish(struct verifier *v, FILE *report);

#endif
