/* A growable text buffer for the command-line tools: an MlirStringCallback
 * that appends to it, and reading a whole stream into one. */
#ifndef MLIRC_TOOLS_TEXT_BUFFER_H
#define MLIRC_TOOLS_TEXT_BUFFER_H

#include <stdio.h>

#include "mlir-c/Support.h"

struct buffer {
  char *data; /* NUL-terminated once anything was appended */
  size_t length, capacity;
};

/* MlirStringCallback: user_data is a struct buffer *. */
void buffer_append(MlirStringRef s, void *user_data);

/* The whole of `in` in a malloc'ed, NUL-terminated buffer (its length in
 * *length), or NULL on a read error. */
char *read_all(FILE *in, size_t *length);

#endif
