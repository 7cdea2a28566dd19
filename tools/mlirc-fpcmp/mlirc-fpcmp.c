/* mlirc-fpcmp: compare two numeric text outputs under a tolerance.
 *
 *   mlirc-fpcmp [--abs=A] [--rel=R] [--ulp=N] [--ulp-type=f32|f64] [--quiet]
 *         EXPECTED ACTUAL
 *
 * Each file is a sequence of numbers separated by white space, commas or
 * brackets (so `printMemref*` output and one-number-per-line files both
 * read; a `Memref ... data =` header line or `Unranked ...` line is skipped).
 * Numbers are integers, decimals, `nan`, `inf`, `-inf` (any case).
 * Element i matches when any given tolerance accepts it:
 *   |e - a| <= abs,  |e - a| <= rel * |e|,  or ULP distance <= ulp
 * (with no tolerance given, values must be equal).  NaN matches only NaN;
 * an infinity only the same infinity; -0.0 equals 0.0.
 * Prints the element count, the max abs/rel/ULP error and, on mismatch,
 * the first mismatching index.  Exit 0 match, 1 mismatch (values or
 * lengths), 2 bad usage or input.  "-" reads standard input. */
#define _POSIX_C_SOURCE 200809L
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Numbers {
  double *v;
  size_t n, cap;
} Numbers;

static int push(Numbers *nums, double x) {
  if (nums->n == nums->cap) {
    size_t cap = nums->cap ? nums->cap * 2 : 1024;
    double *v = realloc(nums->v, cap * sizeof *v);
    if (!v) return 0;
    nums->v = v;
    nums->cap = cap;
  }
  nums->v[nums->n++] = x;
  return 1;
}

static int is_separator(int c) { return isspace(c) || c == ',' || c == '[' || c == ']' || c == '(' || c == ')'; }

/* A header line printMemref* writes before the data. */
static int is_header(const char *line) {
  while (isspace((unsigned char)*line)) line++;
  return strncmp(line, "Unranked Memref", 15) == 0 || strncmp(line, "Memref", 6) == 0 ||
         strncmp(line, "rank =", 6) == 0;
}

/* Reads all numbers of `path`; on bad input prints where and returns 0. */
static int read_numbers(const char *path, Numbers *nums) {
  FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "r");
  if (!f) {
    fprintf(stderr, "mlirc-fpcmp: cannot open %s: %s\n", path, strerror(errno));
    return 0;
  }
  char *line = NULL;
  size_t len = 0, lineno = 0;
  int ok = 1;
  while (ok && getline(&line, &len, f) != -1) {
    lineno++;
    if (is_header(line)) continue;
    char *p = line;
    for (;;) {
      while (*p && is_separator((unsigned char)*p)) p++;
      if (!*p) break;
      char *end;
      errno = 0;
      double x = strtod(p, &end);
      /* strtod accepts hex floats and "infinity"; a token must end at a
       * separator, so "1.5abc" or "12x" is garbage, not 1.5 or 12. */
      if (end == p || (*end && !is_separator((unsigned char)*end))) {
        char *tok_end = p;
        while (*tok_end && !is_separator((unsigned char)*tok_end)) tok_end++;
        fprintf(stderr, "mlirc-fpcmp: %s:%zu: not a number: '%.*s'\n", path, lineno, (int)(tok_end - p), p);
        ok = 0;
        break;
      }
      /* Overflow to inf and underflow to a denormal or 0 are values, not
       * errors: keep what strtod returned. */
      if (!push(nums, x)) {
        fprintf(stderr, "mlirc-fpcmp: out of memory reading %s\n", path);
        ok = 0;
        break;
      }
      p = end;
    }
  }
  if (ok && ferror(f)) {
    fprintf(stderr, "mlirc-fpcmp: error reading %s\n", path);
    ok = 0;
  }
  free(line);
  if (f != stdin) fclose(f);
  return ok;
}

/* Ordered integer image of a float so that adjacent floats differ by 1 and
 * -0.0 and 0.0 coincide. */
static int64_t ordered_f32(float x) {
  int32_t i;
  memcpy(&i, &x, sizeof i);
  return i < 0 ? -(int64_t)(i & 0x7fffffff) : (int64_t)i;
}

static int64_t ordered_f64(double x) {
  int64_t i;
  memcpy(&i, &x, sizeof i);
  return i < 0 ? -(i & INT64_MAX) : i;
}

/* ULP distance of two finite values in the given width (saturating). */
static double ulp_distance(double e, double a, int f32) {
  if (f32) return fabs((double)(ordered_f32((float)e) - ordered_f32((float)a)));
  int64_t x = ordered_f64(e), y = ordered_f64(a);
  if ((x >= 0) == (y >= 0)) return (double)(x > y ? x - y : y - x);
  return (double)(x > y ? (uint64_t)x + (uint64_t)-y : (uint64_t)y + (uint64_t)-x);
}

static int parse_tolerance(const char *arg, const char *name, double *out) {
  size_t n = strlen(name);
  if (strncmp(arg, name, n) != 0 || arg[n] != '=') return 0;
  char *end;
  errno = 0;
  double x = strtod(arg + n + 1, &end);
  if (end == arg + n + 1 || *end || errno || !(x >= 0) || isinf(x)) {
    fprintf(stderr, "mlirc-fpcmp: %s needs a finite number >= 0, got '%s'\n", name, arg + n + 1);
    exit(2);
  }
  *out = x;
  return 1;
}

static void usage(FILE *out) {
  fprintf(out, "usage: mlirc-fpcmp [--abs=A] [--rel=R] [--ulp=N] [--ulp-type=f32|f64] [--quiet] EXPECTED ACTUAL\n");
}

int main(int argc, char **argv) {
  double abs_tol = -1, rel_tol = -1, ulp_tol = -1;
  int f32 = 0, quiet = 0;
  const char *files[2];
  int nfiles = 0;
  for (int i = 1; i < argc; i++) {
    const char *arg = argv[i];
    if (strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0) {
      usage(stdout);
      return 0;
    }
    if (parse_tolerance(arg, "--abs", &abs_tol) || parse_tolerance(arg, "--rel", &rel_tol) ||
        parse_tolerance(arg, "--ulp", &ulp_tol))
      continue;
    if (strcmp(arg, "--ulp-type=f32") == 0) {
      f32 = 1;
    } else if (strcmp(arg, "--ulp-type=f64") == 0) {
      f32 = 0;
    } else if (strcmp(arg, "--quiet") == 0 || strcmp(arg, "-q") == 0) {
      quiet = 1;
    } else if (arg[0] == '-' && arg[1] != '\0') {
      fprintf(stderr, "mlirc-fpcmp: unknown option '%s'\n", arg);
      usage(stderr);
      return 2;
    } else if (nfiles < 2) {
      files[nfiles++] = arg;
    } else {
      fprintf(stderr, "mlirc-fpcmp: more than two files given\n");
      return 2;
    }
  }
  if (nfiles != 2) {
    usage(stderr);
    return 2;
  }
  if (strcmp(files[0], "-") == 0 && strcmp(files[1], "-") == 0) {
    fprintf(stderr, "mlirc-fpcmp: only one of the files can be standard input\n");
    return 2;
  }
  int exact = abs_tol < 0 && rel_tol < 0 && ulp_tol < 0;

  Numbers expected = {0}, actual = {0};
  if (!read_numbers(files[0], &expected) || !read_numbers(files[1], &actual)) {
    free(expected.v);
    free(actual.v);
    return 2;
  }

  size_t n = expected.n < actual.n ? expected.n : actual.n;
  double max_abs = 0, max_rel = 0, max_ulp = 0;
  size_t mismatches = 0, first = 0;
  for (size_t i = 0; i < n; i++) {
    double e = expected.v[i], a = actual.v[i];
    int ok;
    if (isnan(e) || isnan(a)) {
      ok = isnan(e) && isnan(a);
    } else if (isinf(e) || isinf(a)) {
      ok = e == a;
    } else {
      double d = fabs(e - a);
      double r = e != 0 ? d / fabs(e) : (d == 0 ? 0 : INFINITY);
      double u = ulp_distance(e, a, f32);
      if (d > max_abs) max_abs = d;
      if (r > max_rel) max_rel = r;
      if (u > max_ulp) max_ulp = u;
      ok = exact ? e == a
                 : (abs_tol >= 0 && d <= abs_tol) || (rel_tol >= 0 && d <= rel_tol * fabs(e)) ||
                       (ulp_tol >= 0 && u <= ulp_tol);
    }
    if (!ok && mismatches++ == 0) first = i;
  }

  int status = 0;
  if (!quiet)
    printf("mlirc-fpcmp: %zu values; max abs error %.6g, max rel error %.6g, max ulp error (%s) %.0f\n", n, max_abs,
           max_rel, f32 ? "f32" : "f64", max_ulp);
  if (mismatches) {
    double e = expected.v[first], a = actual.v[first];
    printf("mlirc-fpcmp: %zu mismatches; first at index %zu: expected %.17g, got %.17g\n", mismatches, first, e, a);
    status = 1;
  }
  if (expected.n != actual.n) {
    printf("mlirc-fpcmp: length mismatch: %s has %zu values, %s has %zu; first missing index %zu\n", files[0],
           expected.n, files[1], actual.n, n);
    status = 1;
  }
  if (status == 0 && !quiet) printf("mlirc-fpcmp: match\n");
  free(expected.v);
  free(actual.v);
  return status;
}
