/* Diagnostics as mlir-opt prints them: "FILE:LINE:COL: error: message",
 * then the source line and a caret under the column when the source is at
 * hand, notes after their diagnostic. */
#ifndef MLIRC_TOOLS_DIAGNOSTICS_H
#define MLIRC_TOOLS_DIAGNOSTICS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"

/* Makes `text` the source shown for locations in file `name` (both must
 * outlive the diagnostics); NULL text forgets it.  Other files are read
 * from disk when a location names them. */
void diagnostics_set_source(const char *name, const char *text, size_t length);

/* Where the text set for `name` starts in that file, when it is a part of
 * it (MLIR 22's split input): a location at line 0 of `name` (the parser's
 * for the whole buffer) is shown there, as mlir-opt shows it.  Setting the
 * source again forgets it. */
void diagnostics_set_start(const char *name, unsigned line, unsigned column);

/* The first FILE:LINE:COL inside `loc` (a name, call site or fused
 * location's first file location).  `file` receives a malloc'ed name. */
bool diagnostics_file_location(MlirLocation loc, char **file, unsigned *line, unsigned *column);

/* Prints "WHERE: SEVERITY: MESSAGE" and, with show_source, the source line
 * with a caret (and range_length - 1 tildes) under the column. */
void diagnostics_print_message(FILE *out, MlirLocation loc, const char *severity,
                               const char *message, bool show_source, size_t range_length);

/* Prints "FILE:LINE:COL: SEVERITY: MESSAGE", the source line and a caret. */
void diagnostics_print_at(FILE *out, const char *file, unsigned line, unsigned column,
                          const char *severity, const char *message);

/* The severity's name: "error", "warning", "note", "remark". */
const char *diagnostics_severity_name(MlirDiagnosticSeverity severity);

/* The message of `d` in a malloc'ed string. */
char *diagnostics_message(MlirDiagnostic d);

/* Prints `d` and its notes; a note's source line only when its location
 * differs from the one printed before it, as mlir-opt does. */
void diagnostics_print(FILE *out, MlirDiagnostic d);

/* An MlirDiagnosticHandler printing to stderr. */
MlirLogicalResult diagnostics_print_handler(MlirDiagnostic d, void *user_data);

#endif
