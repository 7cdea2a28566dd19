/* A driver's -o output: stdout, or a file that appears or changes only when
 * the whole run succeeded, so a failed run never leaves an empty or cut-off
 * file that `make` would take for an up-to-date target.
 *
 * A regular file (or a new one) is written to a temporary ".NAME.XXXXXX"
 * in its directory and renamed over it at the end; after a failure the
 * temporary is removed and an existing file keeps its content and mtime.
 * Anything else (/dev/null, a FIFO), a dangling symbolic link, or a file in
 * a directory where no temporary can be created is written in place, as
 * before (only then can a failure leave a partial file). */
#ifndef MLIRC_TOOLS_OUTPUT_FILE_H
#define MLIRC_TOOLS_OUTPUT_FILE_H

#include <stdbool.h>
#include <stdio.h>

#include "mlir-c/Support.h"

struct output_file {
  FILE *file;
  const char *tool;  /* names the program in messages */
  const char *name;  /* the path as given, or "<stdout>" */
  char *target;      /* the file the temporary replaces (symbolic links followed) */
  char *temp_path;   /* NULL when written in place */
  int error;         /* the first write error (an errno value), 0 if none */
};

/* Opens `path` for `tool`'s output; NULL or "-" is stdout.  False after
 * printing "TOOL: error: cannot write 'PATH': REASON". */
bool output_file_open(struct output_file *out, const char *tool, const char *path);

/* An MlirStringCallback appending to the output (`user_data`: the
 * struct output_file); the first error is remembered for the end. */
void output_file_write(MlirStringRef s, void *user_data);

/* Ends the output.  With `succeeded`, flushes it and moves the temporary
 * into place; without, removes the temporary, leaving the file as it was.
 * Returns 1 after printing what failed when writing, flushing or renaming
 * failed, else 0 (a run that failed is the caller's to report). */
int output_file_close(struct output_file *out, bool succeeded);

#endif
