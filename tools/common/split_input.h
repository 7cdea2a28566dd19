/* --split-input-file as mlir-opt and mlir-translate do it: the input cut at
 * each occurrence of the marker, each part named "within split at
 * NAME:LINE offset " after the line it starts on (with file_lines: named
 * NAME, its lines numbered as in the whole file), and a warning on stderr
 * for a near miss (the marker's text but its last two characters). */
#ifndef MLIRC_TOOLS_SPLIT_INPUT_H
#define MLIRC_TOOLS_SPLIT_INPUT_H

#include <stdbool.h>
#include <stddef.h>

struct chunk {
  const char *name, *text; /* malloc'ed; text is NUL-terminated */
  size_t length;
  /* Where diagnostics take the source lines they show: the whole input for
   * a part numbered as in the file (so a line the marker shares shows whole,
   * as MLIR 22 does), else the part's own text. */
  const char *shown;
  size_t shown_length;
  /* Where a part numbered as in the file starts there (1-based), unless it
   * starts the file; else 0. */
  unsigned line, column;
};

/* The parts of `source` (named `name`); none for an empty input.  NULL when
 * out of memory. */
struct chunk *split_input(const char *name, const char *source, size_t length, const char *marker,
                          bool file_lines, size_t *count);

void split_input_free(struct chunk *chunks, size_t count);

#endif
