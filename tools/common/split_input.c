#include "split_input.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diagnostics.h"

/* The next occurrence of `what` in [from, end), or NULL. */
static const char *find(const char *from, const char *end, const char *what, size_t length) {
  for (const char *p = from; p + length <= end; ++p)
    if (memcmp(p, what, length) == 0)
      return p;
  return NULL;
}

static unsigned line_of(const char *source, const char *at) {
  unsigned line = 1;
  for (const char *p = source; p < at; ++p)
    line += *p == '\n';
  return line;
}

static bool add_chunk(struct chunk **chunks, size_t *n, size_t *capacity, const char *name,
                      const char *source, const char *source_end, const char *start, const char *stop,
                      bool file_lines) {
  if (*n == *capacity) {
    struct chunk *grown = realloc(*chunks, (*capacity *= 2) * sizeof *grown);
    if (!grown)
      return false;
    *chunks = grown;
  }
  /* With file_lines: named as the file, its lines and columns numbered as
   * there (blank lines, then spaces up to where it starts on its line). */
  size_t lines = file_lines ? line_of(source, start) - 1 : 0, columns = 0;
  while (file_lines && start - columns > source && start[-(ptrdiff_t)columns - 1] != '\n')
    ++columns;
  size_t padding = lines + columns;
  size_t label_length = strlen(name) + (file_lines ? 1 : 64);
  size_t length = padding + (size_t)(stop - start);
  char *label = malloc(label_length), *text = malloc(length + 1);
  if (!label || !text) {
    free(label);
    free(text);
    return false;
  }
  if (file_lines)
    strcpy(label, name);
  else
    snprintf(label, label_length, "within split at %s:%u offset ", name, line_of(source, start));
  memset(text, '\n', lines);
  memset(text + lines, ' ', columns);
  /* A copy: MLIR's lexer stops at a NUL, not at the end of the text. */
  memcpy(text + padding, start, length - padding);
  text[length] = '\0';
  struct chunk c = {label, text, length, text, length, 0, 0};
  if (file_lines) {
    c.shown = source;
    c.shown_length = (size_t)(source_end - source);
    if (start != source) {
      c.line = (unsigned)lines + 1;
      c.column = (unsigned)columns + 1;
    }
  }
  (*chunks)[(*n)++] = c;
  return true;
}

/* The pieces between occurrences of the marker less its last two
 * characters: a piece that goes on with those two (and not with '0', as
 * MLIR checks) starts a new part; any other is a near miss, warned about
 * and kept in the part before it.  An empty part is dropped. */
struct chunk *split_input(const char *name, const char *source, size_t length, const char *marker,
                          bool file_lines, size_t *count) {
  size_t capacity = 8, n = 0;
  struct chunk *chunks = malloc(capacity * sizeof *chunks);
  if (!chunks)
    return NULL;
  const size_t check = 2, marker_length = strlen(marker);
  const size_t prefix_length = marker_length > check ? marker_length - check : marker_length;
  const char *suffix = marker + prefix_length, *end = source + length;
  size_t suffix_length = marker_length - prefix_length;
  const char *prev = NULL, *prev_end = NULL; /* the part being gathered */
  diagnostics_set_source(name, source, length);
  for (const char *piece = source;;) {
    const char *at = find(piece, end, marker, prefix_length);
    const char *piece_end = at ? at : end;
    if (!prev || prev == prev_end) {
      prev = piece;
      prev_end = piece_end;
    } else if (!suffix_length || ((size_t)(piece_end - piece) > suffix_length &&
                                  memcmp(piece, suffix, suffix_length) == 0 &&
                                  piece[suffix_length] != '0')) {
      if (!add_chunk(&chunks, &n, &capacity, name, source, end, prev, prev_end, file_lines))
        goto fail;
      prev = piece + suffix_length;
      prev_end = piece_end;
    } else {
      unsigned line = line_of(source, piece);
      const char *line_start = piece;
      while (line_start > source && line_start[-1] != '\n')
        --line_start;
      diagnostics_print_at(stderr, name, line, (unsigned)(piece - line_start) + 1, "warning",
                           "near miss with file split marker");
      prev_end = piece_end;
    }
    if (!at)
      break;
    piece = at + prefix_length;
  }
  if (prev && prev != prev_end && !add_chunk(&chunks, &n, &capacity, name, source, end, prev, prev_end, file_lines))
    goto fail;
  diagnostics_set_source(name, NULL, 0);
  *count = n;
  return chunks;
fail:
  diagnostics_set_source(name, NULL, 0);
  split_input_free(chunks, n);
  return NULL;
}

void split_input_free(struct chunk *chunks, size_t count) {
  for (size_t i = 0; i < count; ++i) {
    free((char *)chunks[i].name);
    free((char *)chunks[i].text);
  }
  free(chunks);
}
