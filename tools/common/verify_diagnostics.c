#include "verify_diagnostics.h"

#include <ctype.h>
#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diagnostics.h"
#include "text_buffer.h"

struct expectation {
  const char *file;     /* the source it was read from: v->name or one of v->files */
  MlirDiagnosticSeverity severity;
  unsigned line;        /* the line the diagnostic is expected on */
  unsigned at_line;     /* where the comment is, for reports */
  unsigned at_column;
  char *text;
  bool regex, matched, below; /* below: line still to be found */
  bool unknown;               /* @unknown: for a diagnostic without a file location */
};

static const char *const kinds[] = {"error", "warning", "note", "remark"};

/* Where an expectation's comment is, for reports. */
static MlirLocation comment_location(const struct verifier *v, const struct expectation *e) {
  return mlirLocationFileLineColGet(v->context, mlirStringRefCreateFromCString(e->file),
                                    e->at_line, e->at_column);
}

/* Parses "expected-KIND[-re] [@OFFSET] {{TEXT}}" at p (just after
 * "expected-") up to eol; false when the line holds no such designator. */
static bool parse_designator(const char *p, const char *eol, struct expectation *e,
                             const char **offset, size_t *offset_length) {
  int kind = -1;
  for (int k = 0; k < 4; ++k) {
    size_t n = strlen(kinds[k]);
    if ((size_t)(eol - p) >= n && strncmp(p, kinds[k], n) == 0) {
      kind = k;
      p += n;
      break;
    }
  }
  if (kind < 0)
    return false;
  e->severity = (MlirDiagnosticSeverity)kind;
  e->regex = eol - p >= 3 && strncmp(p, "-re", 3) == 0;
  if (e->regex)
    p += 3;
  while (p < eol && *p == ' ')
    ++p;
  *offset = NULL;
  *offset_length = 0;
  if (p < eol && *p == '@') {
    *offset = ++p;
    while (p < eol && (isalnum((unsigned char)*p) || *p == '+' || *p == '-'))
      ++p;
    *offset_length = (size_t)(p - *offset);
  }
  while (p < eol && *p == ' ')
    ++p;
  /* {{TEXT}} ending the line; TEXT may itself hold {{...}}. */
  const char *last = eol;
  while (last > p && isspace((unsigned char)last[-1]))
    --last;
  if (eol - p < 4 || strncmp(p, "{{", 2) != 0 || last - p < 4 || strncmp(last - 2, "}}", 2) != 0)
    return false;
  size_t n = (size_t)(last - 2 - (p + 2));
  if (!(e->text = malloc(n + 1)))
    return false;
  memcpy(e->text, p + 2, n);
  e->text[n] = '\0';
  return true;
}

/* What mlir-opt says of a regular expression regcomp refuses: the words
 * of LLVM's regex library for the same error. */
static const char *regex_error_words(int error) {
  switch (error) {
  case REG_BADPAT: return "invalid regular expression";
  case REG_ECOLLATE: return "invalid collating element";
  case REG_ECTYPE: return "invalid character class";
  case REG_EESCAPE: return "trailing backslash (\\)";
  case REG_ESUBREG: return "invalid backreference number";
  case REG_EBRACK: return "brackets ([ ]) not balanced";
  case REG_EPAREN:
  case REG_ERPAREN: return "parentheses not balanced";
  case REG_EBRACE: return "braces not balanced";
  case REG_BADBR: return "invalid repetition count(s)";
  case REG_ERANGE: return "invalid character range";
  case REG_ESPACE: return "out of memory";
  case REG_BADRPT: return "repetition-operator operand invalid";
  default: return NULL;
  }
}

/* TEXT with {{re}} parts as a POSIX extended regular expression, the rest
 * matched literally; 0, regcomp's error code, or -1 when a {{ has no }}. */
static int compile_pattern(const char *pattern, regex_t *compiled) {
  struct buffer re = {0};
  for (const char *p = pattern; *p;) {
    if (p[0] == '{' && p[1] == '{') {
      const char *close = strstr(p + 2, "}}");
      if (!close) {
        free(re.data);
        return -1;
      }
      buffer_append(mlirStringRefCreate("(", 1), &re);
      buffer_append(mlirStringRefCreate(p + 2, (size_t)(close - p - 2)), &re);
      buffer_append(mlirStringRefCreate(")", 1), &re);
      p = close + 2;
      continue;
    }
    if (strchr(".[]()*+?{}|^$\\", *p))
      buffer_append(mlirStringRefCreate("\\", 1), &re);
    buffer_append(mlirStringRefCreate(p, 1), &re);
    ++p;
  }
  int error = regcomp(compiled, re.data ? re.data : "", REG_EXTENDED | REG_NOSUB);
  free(re.data);
  return error;
}

static bool regex_matches(const char *pattern, const char *message) {
  regex_t compiled;
  if (compile_pattern(pattern, &compiled) != 0)
    return false;
  bool matched = regexec(&compiled, message, 0, NULL, 0) == 0;
  regfree(&compiled);
  return matched;
}

/* An expectation whose regular expression does not compile is reported
 * (and dropped) at once. */
static bool check_pattern(struct verifier *v, const struct expectation *e) {
  regex_t compiled;
  int error = compile_pattern(e->text, &compiled);
  if (error == 0) {
    regfree(&compiled);
    return true;
  }
  char message[256] = "found start of regex with no end '}}'";
  if (error > 0) {
    const char *words = regex_error_words(error);
    int used = snprintf(message, sizeof message, "invalid regex: %s", words ? words : "");
    if (!words)
      regerror(error, &compiled, message + used, sizeof message - (size_t)used);
  }
  diagnostics_print_message(stderr, comment_location(v, e), "error", message, true, strlen(e->text));
  v->failed = true;
  return false;
}

/* Appends the expectations that `text` (the source `file`) writes. */
static void read_expectations(struct verifier *v, const char *file, const char *text,
                              size_t length) {
  size_t capacity = v->num_expected;
  unsigned line = 1, last_plain_line = 0;
  size_t pending_below = 0; /* expectations waiting for the next plain line */
  for (const char *p = text, *end = text + length; p < end; ++line) {
    const char *eol = memchr(p, '\n', (size_t)(end - p));
    if (!eol)
      eol = end;
    bool designator = false;
    for (const char *at = p; at < eol;) {
      const char *found = NULL;
      for (const char *q = at; q + 9 <= eol; ++q)
        if (memcmp(q, "expected-", 9) == 0) {
          found = q;
          break;
        }
      if (!found)
        break;
      struct expectation e = {file};
      const char *offset;
      size_t offset_length;
      at = found + 9;
      if (!parse_designator(at, eol, &e, &offset, &offset_length))
        continue;
      designator = true;
      e.at_line = line;
      e.at_column = (unsigned)(found - p) + 1;
      e.line = line;
      if (offset_length == 5 && strncmp(offset, "above", 5) == 0)
        e.line = last_plain_line;
      else if (offset_length == 5 && strncmp(offset, "below", 5) == 0)
        e.below = true;
      else if (offset_length == 7 && strncmp(offset, "unknown", 7) == 0)
        e.unknown = true;
      else if (offset_length > 1 && (offset[0] == '+' || offset[0] == '-'))
        e.line = offset[0] == '+' ? line + (unsigned)atoi(offset + 1)
                                  : line - (unsigned)atoi(offset + 1);
      else if (offset_length > 0)
        e.line = (unsigned)atoi(offset);
      if (e.regex && !check_pattern(v, &e)) {
        free(e.text);
        break;
      }
      if (v->num_expected == capacity) {
        capacity = capacity ? capacity * 2 : 16;
        struct expectation *grown = realloc(v->expected, capacity * sizeof *grown);
        if (!grown) {
          free(e.text);
          return;
        }
        v->expected = grown;
      }
      v->expected[v->num_expected++] = e;
      if (e.below)
        ++pending_below;
      break; /* one designator per line */
    }
    if (!designator) {
      last_plain_line = line;
      for (size_t i = v->num_expected; pending_below && i-- > 0;)
        if (v->expected[i].below && v->expected[i].file == file) {
          v->expected[i].below = false;
          v->expected[i].line = line;
          --pending_below;
        }
    }
    p = eol + 1;
  }
}

void verifier_init(struct verifier *v, MlirContext context, const char *name, const char *text,
                   size_t length, bool only_expected) {
  *v = (struct verifier){context, name, text, length, NULL, 0, NULL, 0, false, only_expected};
  read_expectations(v, name, text, length);
}

/* The name the expectations of `file` carry: the main source's, or that of
 * another file a diagnostic points into, whose expectations are read the
 * first time (as mlir-opt reads those of a transform library it loads, say);
 * NULL when it cannot be read. */
static const char *expectations_of(struct verifier *v, const char *file) {
  if (strcmp(file, v->name) == 0)
    return v->name;
  for (size_t i = 0; i < v->num_files; ++i)
    if (strcmp(file, v->files[i]) == 0)
      return v->files[i];
  FILE *f = fopen(file, "rb");
  if (!f)
    return NULL;
  struct buffer text = {0};
  char chunk[4096];
  for (size_t n; (n = fread(chunk, 1, sizeof chunk, f)) > 0;)
    buffer_append(mlirStringRefCreate(chunk, n), &text);
  fclose(f);
  char **grown = realloc(v->files, (v->num_files + 1) * sizeof *grown);
  char *name = grown ? malloc(strlen(file) + 1) : NULL;
  if (grown)
    v->files = grown;
  if (!name) {
    free(text.data);
    return NULL;
  }
  v->files[v->num_files++] = strcpy(name, file);
  read_expectations(v, name, text.data ? text.data : "", text.length);
  free(text.data);
  return name;
}

/* One diagnostic (a note is one too): marks the first expectation of its
 * severity that matches it, met before or not (a diagnostic emitted several
 * times on one line needs one comment, as with mlir-opt), else reports it as
 * unexpected (not with only_expected, where a near miss of severity goes
 * unreported too, as with mlir-opt). */
static void process(struct verifier *v, MlirDiagnostic d) {
  MlirDiagnosticSeverity severity = mlirDiagnosticGetSeverity(d);
  MlirLocation loc = mlirDiagnosticGetLocation(d);
  char *message = diagnostics_message(d);
  char *file = NULL;
  unsigned line, column;
  /* The last expectation whose text matches but whose severity does not
   * (the one mlir-opt names). */
  struct expectation *other_severity = NULL;
  bool in_file = diagnostics_file_location(loc, &file, &line, &column);
  const char *source = in_file ? expectations_of(v, file) : v->name;
  if (source) {
    for (size_t i = 0; i < v->num_expected; ++i) {
      struct expectation *e = &v->expected[i];
      if (e->file != source || e->unknown == in_file || (in_file && e->line != line) ||
          !(e->regex ? regex_matches(e->text, message) : strstr(message, e->text) != NULL))
        continue;
      if (e->severity != severity) {
        other_severity = e;
        continue;
      }
      e->matched = true;
      free(file);
      free(message);
      return;
    }
  }
  free(file);
  if (v->only_expected) {
    free(message);
    return;
  }
  v->failed = true;
  if (other_severity) {
    char text[128];
    snprintf(text, sizeof text, "'%s' diagnostic emitted when expecting a '%s'",
             diagnostics_severity_name(severity), kinds[other_severity->severity]);
    diagnostics_print_message(stderr, comment_location(v, other_severity), "error", text, true, 1);
    free(message);
    return;
  }
  struct buffer text = {0};
  const char *prefix = "unexpected ";
  buffer_append(mlirStringRefCreateFromCString(prefix), &text);
  buffer_append(mlirStringRefCreateFromCString(diagnostics_severity_name(severity)), &text);
  buffer_append(mlirStringRefCreate(": ", 2), &text);
  buffer_append(mlirStringRefCreateFromCString(message), &text);
  diagnostics_print_message(stderr, loc, "error", text.data ? text.data : message, true, 1);
  free(text.data);
  free(message);
}

bool verifier_parse_level(const char *value, bool *only_expected) {
  *only_expected = value && strcmp(value, "only-expected") == 0;
  return !value || *only_expected || strcmp(value, "all") == 0;
}

MlirLogicalResult verifier_handle(MlirDiagnostic d, void *user_data) {
  struct verifier *v = user_data;
  process(v, d);
  for (intptr_t i = 0; i < mlirDiagnosticGetNumNotes(d); ++i)
    process(v, mlirDiagnosticGetNote(d, i));
  return mlirLogicalResultSuccess();
}

bool verifier_finish(struct verifier *v, FILE *report) {
  for (size_t i = 0; i < v->num_expected; ++i) {
    struct expectation *e = &v->expected[i];
    if (!e->matched) {
      size_t n = strlen(e->text) + 64;
      char *message = malloc(n);
      if (message) {
        snprintf(message, n, "expected %s \"%s\" was not produced", kinds[e->severity], e->text);
        diagnostics_print_message(report, comment_location(v, e), "error", message, true,
                                  strlen(e->text));
        free(message);
      }
      v->failed = true;
    }
    free(e->text);
  }
  free(v->expected);
  v->expected = NULL;
  v->num_expected = 0;
  for (size_t i = 0; i < v->num_files; ++i)
    free(v->files[i]);
  free(v->files);
  v->files = NULL;
  v->num_files = 0;
  return !v->failed;
}
