#include "text_buffer.h"

#include <stdlib.h>
#include <string.h>

#include "mlir-c/Components/Parse.h"

void buffer_append(MlirStringRef s, void *user_data) {
  struct buffer *b = user_data;
  if (b->length + s.length + 1 > b->capacity) {
    size_t capacity = (b->length + s.length + 1) * 2;
    char *grown = realloc(b->data, capacity);
    if (!grown)
      return;
    b->data = grown;
    b->capacity = capacity;
  }
  memcpy(b->data + b->length, s.data, s.length);
  b->length += s.length;
  b->data[b->length] = '\0';
}

char *read_all(FILE *in, size_t *length) {
  struct buffer b = {0};
  char chunk[65536];
  size_t n;
  while ((n = fread(chunk, 1, sizeof chunk, in)) > 0)
    buffer_append(mlirStringRefCreate(chunk, n), &b);
  if (ferror(in) || (!b.data && !(b.data = calloc(1, 1)))) {
    free(b.data);
    return NULL;
  }
  *length = b.length;
  return b.data;
}

char *read_source(const char *tool, FILE *in, const char *name, size_t *length) {
  char *source = read_all(in, length);
  if (in != stdin)
    fclose(in);
  if (!source) {
    fprintf(stderr, "%s: error: cannot read '%s'\n", tool, name);
    return NULL;
  }
  size_t line, column;
  size_t depth = mlircSourceNestingDepth(mlirStringRefCreate(source, *length), MLIRC_PARSE_MAX_NESTING,
                                         &line, &column);
  if (depth > MLIRC_PARSE_MAX_NESTING) {
    fprintf(stderr, "%s:%zu:%zu: error: input nested %zu levels deep; %s accepts at most %d\n", name, line,
            column, depth, tool, MLIRC_PARSE_MAX_NESTING);
    free(source);
    return NULL;
  }
  return source;
}
