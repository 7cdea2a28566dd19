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

/* The input of a tool: `in` read whole and closed (unless stdin), then
 * checked against MLIRC_PARSE_MAX_NESTING, since MLIR's recursive parser
 * would overflow the stack first.  On failure says why on stderr, as
 * "<tool>: error: ..." or "<name>:<line>:<col>: error: ...", and returns NULL. */
char *read_source(const char *tool, FILE *in, const char *name, size_t *length);

#endif
