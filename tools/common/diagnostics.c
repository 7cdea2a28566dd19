#include "diagnostics.h"

#include <stdlib.h>
#include <string.h>

#include "text_buffer.h"

/* Sources by file name: the input (or the current chunk of it) and files
 * read on demand. */
struct source {
  char *name;
  const char *text;
  size_t length;
  bool owned;
  unsigned start_line, start_column; /* where it starts in the file; 0: at its start */
};
static struct source *sources;
static size_t num_sources;

static char *duplicate(const char *s) {
  size_t n = strlen(s) + 1;
  char *c = malloc(n);
  return c ? memcpy(c, s, n) : NULL;
}

static struct source *find_source(const char *name) {
  for (size_t i = 0; i < num_sources; ++i)
    if (strcmp(sources[i].name, name) == 0)
      return &sources[i];
  return NULL;
}

static struct source *add_source(const char *name) {
  struct source *grown = realloc(sources, (num_sources + 1) * sizeof *grown);
  if (!grown)
    return NULL;
  sources = grown;
  struct source *s = &sources[num_sources];
  if (!(s->name = duplicate(name)))
    return NULL;
  ++num_sources;
  s->text = NULL;
  s->length = 0;
  s->owned = false;
  s->start_line = s->start_column = 0;
  return s;
}

void diagnostics_set_source(const char *name, const char *text, size_t length) {
  struct source *s = find_source(name);
  if (!s && !(s = add_source(name)))
    return;
  if (s->owned)
    free((char *)s->text);
  s->text = text;
  s->length = text ? length : 0;
  s->owned = false;
  s->start_line = s->start_column = 0;
}

void diagnostics_set_start(const char *name, unsigned line, unsigned column) {
  struct source *s = find_source(name);
  if (s) {
    s->start_line = line;
    s->start_column = column;
  }
}

/* A file a location names but the tool did not hand over: read once. */
static struct source *source_for(const char *name) {
  struct source *s = find_source(name);
  if (s)
    return s->text ? s : NULL;
  if (!(s = add_source(name)))
    return NULL;
  FILE *in = fopen(name, "rb");
  if (in) {
    s->text = read_all(in, &s->length);
    s->owned = s->text != NULL;
    fclose(in);
  }
  return s->text ? s : NULL;
}

/* Reads a printed string literal starting after its opening quote: MLIR
 * escapes '"' and '\\' and writes other bytes as \XX. */
static char *read_string(const char *p, const char **end) {
  char *out = malloc(strlen(p) + 1);
  size_t n = 0;
  if (!out)
    return NULL;
  while (*p && *p != '"') {
    if (*p == '\\' && p[1]) {
      static const char hex[] = "0123456789abcdefABCDEF";
      if (p[2] && strchr(hex, p[1]) && strchr(hex, p[2])) {
        char digits[3] = {p[1], p[2], 0};
        out[n++] = (char)strtol(digits, NULL, 16);
        p += 3;
        continue;
      }
      ++p;
    }
    out[n++] = *p++;
  }
  out[n] = '\0';
  *end = *p ? p + 1 : p;
  return out;
}

bool diagnostics_file_location(MlirLocation loc, char **file, unsigned *line, unsigned *column) {
  struct buffer text = {0};
  mlirLocationPrint(loc, buffer_append, &text);
  bool found = false;
  for (const char *p = text.data ? strchr(text.data, '"') : NULL; p && !found;) {
    const char *end;
    char *name = read_string(p + 1, &end);
    if (!name)
      break;
    unsigned l, c;
    int used = 0;
    if (sscanf(end, ":%u:%u%n", &l, &c, &used) == 2 && used > 0) {
      const struct source *s = l == 0 ? find_source(name) : NULL;
      if (s && s->start_line) {
        l = s->start_line;
        c = s->start_column;
      }
      *file = name;
      *line = l;
      *column = c;
      found = true;
    } else {
      free(name);
      p = strchr(end, '"');
    }
  }
  free(text.data);
  return found;
}

const char *diagnostics_severity_name(MlirDiagnosticSeverity severity) {
  static const char *const names[] = {"error", "warning", "note", "remark"};
  return severity <= MlirDiagnosticRemark ? names[severity] : "diagnostic";
}

char *diagnostics_message(MlirDiagnostic d) {
  struct buffer message = {0};
  mlirDiagnosticPrint(d, buffer_append, &message);
  return message.data ? message.data : calloc(1, 1);
}

/* The line (1-based) of `s`, tabs expanded to stops of 8 as LLVM does, and
 * the caret under `column` with range_length - 1 tildes. */
static void print_source_line(FILE *out, const struct source *s, unsigned line, unsigned column,
                              size_t range_length) {
  const char *p = s->text, *end = s->text + s->length;
  for (unsigned l = 1; l < line; ++l) {
    const char *nl = memchr(p, '\n', (size_t)(end - p));
    if (!nl)
      return; /* past the last line */
    p = nl + 1;
  }
  const char *eol = memchr(p, '\n', (size_t)(end - p));
  if (!eol)
    eol = end;
  if (eol > p && eol[-1] == '\r')
    --eol;
  size_t width = 0, caret_at = 0;
  for (const char *c = p; c < eol; ++c) {
    if ((size_t)(c - p) == column - 1)
      caret_at = width;
    if (*c == '\t') {
      do
        fputc(' ', out);
      while (++width % 8);
    } else {
      fputc(*c, out);
      ++width;
    }
  }
  if (column - 1 >= (size_t)(eol - p))
    caret_at = width + (column - 1 - (size_t)(eol - p));
  fputc('\n', out);
  fprintf(out, "%*s^", (int)caret_at, "");
  for (size_t i = 1; i < range_length && caret_at + i < width; ++i)
    fputc('~', out);
  fputc('\n', out);
}

static void print_at(FILE *out, const char *file, unsigned line, unsigned column,
                     const char *severity, const char *message, bool show_source,
                     size_t range_length) {
  fprintf(out, "%s:%u:%u: %s: %s\n", file, line, column, severity, message);
  const struct source *s = show_source && line > 0 ? source_for(file) : NULL;
  if (s)
    print_source_line(out, s, line, column, range_length);
}

void diagnostics_print_message(FILE *out, MlirLocation loc, const char *severity,
                               const char *message, bool show_source, size_t range_length) {
  char *file;
  unsigned line, column;
  if (!diagnostics_file_location(loc, &file, &line, &column)) {
    /* No file: "<unknown>:0:", with the location itself unless unknown. */
    struct buffer text = {0};
    mlirLocationPrint(loc, buffer_append, &text);
    bool unknown = !text.data || strcmp(text.data, "loc(unknown)") == 0;
    fprintf(out, "<unknown>:0: %s: %s%s%s\n", severity, unknown ? "" : text.data,
            unknown ? "" : ": ", message);
    free(text.data);
    return;
  }
  print_at(out, file, line, column, severity, message, show_source, range_length);
  free(file);
}

void diagnostics_print_at(FILE *out, const char *file, unsigned line, unsigned column,
                          const char *severity, const char *message) {
  print_at(out, file, line, column, severity, message, true, 1);
}

/* `p` at a string's opening quote: its closing quote (or the end). */
static const char *skip_string(const char *p) {
  for (++p; *p && *p != '"'; ++p)
    if (*p == '\\' && p[1])
      ++p;
  return p;
}

/* What follows the first "callsite(" of a printed location, outside
 * strings: the call site a name or fused location holds (the first, as
 * MLIR's handler takes it) or the location itself; NULL when none. */
static const char *find_callsite(const char *p) {
  for (; p && *p; ++p) {
    if (*p == '"')
      p = skip_string(p);
    else if (strncmp(p, "callsite(", 9) == 0)
      return p + 9;
    if (!*p)
      break;
  }
  return NULL;
}

/* For a call site location "callsite(CALLEE at CALLER)", alone or the
 * first inside a name or fused location, a "called from" note at each
 * file location of the caller chain, as mlir-opt prints the call stack;
 * false when `loc` holds no call site. */
static bool print_call_stack(FILE *out, MlirLocation loc) {
  struct buffer text = {0};
  mlirLocationPrint(loc, buffer_append, &text);
  const char *p = find_callsite(text.data);
  bool callsite = p != NULL;
  /* The " at " of that call site and its closing bracket, outside strings
   * and brackets. */
  const char *caller = NULL, *close = NULL;
  int depth = 0;
  for (; p && *p && !close; ++p) {
    if (*p == '"') {
      p = skip_string(p);
      if (!*p)
        break;
    } else if (*p == '(' || *p == '[') {
      ++depth;
    } else if ((*p == ')' || *p == ']') && --depth < 0) {
      close = p;
    } else if (depth == 0 && !caller && strncmp(p, " at ", 4) == 0) {
      caller = p + 4;
    }
  }
  while (caller && (caller = strchr(caller, '"')) && (!close || caller < close)) {
    const char *end;
    char *name = read_string(caller + 1, &end);
    unsigned line, column;
    int used = 0;
    if (name && sscanf(end, ":%u:%u%n", &line, &column, &used) == 2 && used > 0) {
      fprintf(out, "%s:%u:%u: note: called from\n", name, line, column);
      const struct source *s = line > 0 ? source_for(name) : NULL;
      if (s)
        print_source_line(out, s, line, column, 1);
    }
    free(name);
    caller = end;
  }
  free(text.data);
  return callsite;
}

void diagnostics_print(FILE *out, MlirDiagnostic d) {
  char *message = diagnostics_message(d);
  MlirLocation previous = mlirDiagnosticGetLocation(d);
  diagnostics_print_message(out, previous, diagnostics_severity_name(mlirDiagnosticGetSeverity(d)),
                            message, true, 1);
  free(message);
  /* After a call stack, the next note shows its source again. */
  bool after_stack = print_call_stack(out, previous);
  for (intptr_t i = 0; i < mlirDiagnosticGetNumNotes(d); ++i) {
    MlirDiagnostic note = mlirDiagnosticGetNote(d, i);
    MlirLocation loc = mlirDiagnosticGetLocation(note);
    message = diagnostics_message(note);
    diagnostics_print_message(out, loc, diagnostics_severity_name(mlirDiagnosticGetSeverity(note)),
                              message, after_stack || !mlirLocationEqual(loc, previous), 1);
    free(message);
    previous = loc;
    after_stack = false;
  }
}

MlirLogicalResult diagnostics_print_handler(MlirDiagnostic d, void *user_data) {
  (void)user_data;
  diagnostics_print(stderr, d);
  return mlirLogicalResultSuccess();
}
