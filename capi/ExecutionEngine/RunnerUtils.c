/* The runner utilities of MLIR's execution ABI, in C.
 *
 * JIT'd programs print and time through a small set of C-ABI functions
 * (those of MLIR's c_runner_utils and runner_utils libraries).  These are
 * our own implementations of that ABI, printing the same text, so a sliced
 * ExecutionEngine never needs to map a distribution libLLVM to print.
 *
 * Memref descriptors: a ranked memref of rank N is
 *   { T *allocated; T *aligned; int64_t offset; int64_t sizes[N]; int64_t strides[N]; }
 * and an unranked one is { int64_t rank; void *descriptor; }.  The
 * _mlir_ciface_ functions receive a pointer to the descriptor; the plain
 * printMemref* functions receive an unranked memref as (rank, descriptor). */
#define _GNU_SOURCE /* gettimeofday, clock_gettime, strdup, strtok_r under strict C */
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>
#include <time.h>

#include "mlir-c/Components/RunnerUtils.h"

#define EXPORTED __attribute__((visibility("hidden")))

typedef struct {
  int64_t rank;
  void *descriptor;
} unranked_memref;

/* A view on a ranked descriptor of any element type and rank. */
typedef struct {
  int64_t rank;
  const char *aligned;
  int64_t offset;
  const int64_t *sizes, *strides;
} memref_view;

static memref_view view_of(int64_t rank, void *descriptor) {
  char **pointers = descriptor;
  const int64_t *fields = (const int64_t *)(pointers + 2);
  memref_view v = {rank, pointers[1], fields[0], fields + 1, fields + 1 + rank};
  return v;
}

/* ---- Scalars and punctuation, as vector.print emits them. ---- */

EXPORTED void printI64(int64_t i) { fprintf(stdout, "%" PRId64, i); }
EXPORTED void printU64(uint64_t u) { fprintf(stdout, "%" PRIu64, u); }
EXPORTED void printF32(float f) { fprintf(stdout, "%g", f); }
EXPORTED void printF64(double d) { fprintf(stdout, "%lg", d); }
EXPORTED void printString(const char *s) { fputs(s, stdout); }
EXPORTED void printOpen(void) { fputs("( ", stdout); }
EXPORTED void printClose(void) { fputs(" )", stdout); }
EXPORTED void printComma(void) { fputs(", ", stdout); }
EXPORTED void printNewline(void) { fputc('\n', stdout); }

/* IEEE half and bfloat16 bit patterns to float. */
static float f16_to_float(uint16_t bits) {
  uint32_t sign = (uint32_t)(bits & 0x8000) << 16, exponent = (bits >> 10) & 0x1f, mantissa = bits & 0x3ff;
  uint32_t out;
  if (exponent == 0x1f) {
    out = sign | 0x7f800000u | (mantissa << 13);
  } else if (exponent != 0) {
    out = sign | ((exponent + 112) << 23) | (mantissa << 13);
  } else if (mantissa == 0) {
    out = sign;
  } else { /* subnormal: normalise */
    exponent = 113;
    while (!(mantissa & 0x400)) {
      mantissa <<= 1;
      --exponent;
    }
    out = sign | (exponent << 23) | ((mantissa & 0x3ff) << 13);
  }
  float f;
  memcpy(&f, &out, sizeof f);
  return f;
}

static float bf16_to_float(uint16_t bits) {
  uint32_t out = (uint32_t)bits << 16;
  float f;
  memcpy(&f, &out, sizeof f);
  return f;
}

EXPORTED void printF16(uint16_t bits) { fprintf(stdout, "%g", f16_to_float(bits)); }
EXPORTED void printBF16(uint16_t bits) { fprintf(stdout, "%g", bf16_to_float(bits)); }

/* ---- Timing and memory. ---- */

EXPORTED double rtclock(void) {
  struct timeval tp;
  if (gettimeofday(&tp, NULL) != 0)
    return 0.0;
  return (double)tp.tv_sec + (double)tp.tv_usec * 1.0e-6;
}

EXPORTED int64_t _mlir_ciface_nanoTime(void) {
  struct timespec ts;
  clock_gettime(CLOCK_REALTIME, &ts);
  return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

EXPORTED void printFlops(double flops) { fprintf(stderr, "%lf GFLOPS\n", flops / 1.0e9); }

EXPORTED void *mlirAlloc(uint64_t size) { return malloc(size); }
EXPORTED void mlirFree(void *p) { free(p); }
EXPORTED void *mlirAlignedAlloc(uint64_t alignment, uint64_t size) {
  /* aligned_alloc wants a size that is a multiple of the alignment. */
  if (alignment == 0)
    return malloc(size);
  return aligned_alloc(alignment, (size + alignment - 1) / alignment * alignment);
}
EXPORTED void mlirAlignedFree(void *p) { free(p); }

/* Copies src into dst element by element, following both layouts. */
EXPORTED void memrefCopy(int64_t element_size, unranked_memref *src, unranked_memref *dst) {
  int64_t rank = src->rank;
  memref_view s = view_of(rank, src->descriptor), d = view_of(rank, dst->descriptor);
  for (int64_t i = 0; i < rank; ++i)
    if (s.sizes[i] == 0)
      return;
  int64_t index[rank > 0 ? rank : 1];
  memset(index, 0, sizeof index);
  int64_t src_offset = s.offset, dst_offset = d.offset;
  for (;;) {
    memcpy((char *)d.aligned + dst_offset * element_size, s.aligned + src_offset * element_size,
           (size_t)element_size);
    /* Advance the multi-index, innermost dimension first. */
    int64_t axis = rank - 1;
    while (axis >= 0) {
      src_offset += s.strides[axis];
      dst_offset += d.strides[axis];
      if (++index[axis] < s.sizes[axis])
        break;
      src_offset -= s.strides[axis] * index[axis];
      dst_offset -= d.strides[axis] * index[axis];
      index[axis--] = 0;
    }
    if (axis < 0)
      return;
  }
}

/* ---- Memref printing. ---- */

typedef void (*element_printer)(const char *element);

static void print_f32(const char *e) { float v; memcpy(&v, e, sizeof v); printf("%g", v); }
static void print_f64(const char *e) { double v; memcpy(&v, e, sizeof v); printf("%g", v); }
static void print_f16(const char *e) { uint16_t v; memcpy(&v, e, sizeof v); printf("%g", f16_to_float(v)); }
static void print_bf16(const char *e) { uint16_t v; memcpy(&v, e, sizeof v); printf("%g", bf16_to_float(v)); }
/* i8 elements print as characters, as an ostream prints int8_t. */
static void print_i8(const char *e) { putchar(*e); }
static void print_i16(const char *e) { int16_t v; memcpy(&v, e, sizeof v); printf("%d", v); }
static void print_i32(const char *e) { int32_t v; memcpy(&v, e, sizeof v); printf("%" PRId32, v); }
static void print_i64(const char *e) { int64_t v; memcpy(&v, e, sizeof v); printf("%" PRId64, v); }
static void print_c32(const char *e) { float v[2]; memcpy(v, e, sizeof v); printf("(%g,%g)", v[0], v[1]); }
static void print_c64(const char *e) { double v[2]; memcpy(v, e, sizeof v); printf("(%g,%g)", v[0], v[1]); }

static void print_spaces(int64_t n) {
  while (n-- > 0)
    putchar(' ');
}

/* One dimension of the data: elements of the innermost dimension are
 * separated by a comma and rank+1 spaces, sub-arrays by ", " and a newline
 * indented to their depth.  Like the reference printer, the first element
 * of a dimension is printed even when the dimension is empty. */
static void print_dimension(const memref_view *v, size_t element_size, element_printer print,
                            int64_t dim, int64_t offset) {
  putchar('[');
  int64_t size = v->sizes[dim];
  for (int64_t i = 0; i == 0 || i < size; ++i) {
    int64_t at = offset + i * v->strides[dim];
    if (dim == v->rank - 1)
      print(v->aligned + at * (int64_t)element_size);
    else
      print_dimension(v, element_size, print, dim + 1, at);
    if (i < size - 1) {
      if (dim == v->rank - 1) {
        putchar(',');
        print_spaces(v->rank + 1);
      } else {
        fputs(", \n", stdout);
        print_spaces(dim + 1);
      }
    }
  }
  putchar(']');
}

static void print_memref(const char *prefix, int64_t rank, void *descriptor, size_t element_size,
                         element_printer print) {
  memref_view v = view_of(rank, descriptor);
  printf("%sbase@ = ", prefix);
  if (v.aligned)
    printf("%p", (const void *)v.aligned);
  else
    putchar('0');
  printf(" rank = %" PRId64 " offset = %" PRId64 " sizes = [", rank, v.offset);
  for (int64_t i = 0; i < rank; ++i)
    printf(i ? ", %" PRId64 : "%" PRId64, v.sizes[i]);
  fputs("] strides = [", stdout);
  for (int64_t i = 0; i < rank; ++i)
    printf(i ? ", %" PRId64 : "%" PRId64, v.strides[i]);
  fputs("] data = \n", stdout);
  if (rank == 0) {
    putchar('[');
    print(v.aligned + v.offset * (int64_t)element_size);
    putchar(']');
  } else {
    print_dimension(&v, element_size, print, 0, v.offset);
  }
  putchar('\n');
  fflush(stdout);
}

/* printMemrefX(rank, descriptor) and _mlir_ciface_printMemrefX(&unranked). */
#define UNRANKED_PRINTERS(Suffix, type_size, printer)                                      \
  EXPORTED void _mlir_ciface_printMemref##Suffix(unranked_memref *m) {                     \
    print_memref("Unranked Memref ", m->rank, m->descriptor, type_size, printer);          \
  }                                                                                        \
  EXPORTED void printMemref##Suffix(int64_t rank, void *descriptor) {                      \
    print_memref("Unranked Memref ", rank, descriptor, type_size, printer);                \
  }

UNRANKED_PRINTERS(F32, 4, print_f32)
UNRANKED_PRINTERS(F64, 8, print_f64)
UNRANKED_PRINTERS(I32, 4, print_i32)
UNRANKED_PRINTERS(I64, 8, print_i64)
UNRANKED_PRINTERS(Ind, 8, print_i64)
UNRANKED_PRINTERS(C32, 8, print_c32)
UNRANKED_PRINTERS(C64, 16, print_c64)
UNRANKED_PRINTERS(I8, 1, print_i8)
UNRANKED_PRINTERS(I16, 2, print_i16)
UNRANKED_PRINTERS(F16, 2, print_f16)
UNRANKED_PRINTERS(BF16, 2, print_bf16)

/* _mlir_ciface_printMemref<N>d<T>(&ranked). */
#define RANKED_PRINTER(Name, rank, type_size, printer)                                     \
  EXPORTED void _mlir_ciface_printMemref##Name(void *descriptor) {                         \
    print_memref("Memref ", rank, descriptor, type_size, printer);                         \
  }

RANKED_PRINTER(0dF32, 0, 4, print_f32)
RANKED_PRINTER(1dF32, 1, 4, print_f32)
RANKED_PRINTER(2dF32, 2, 4, print_f32)
RANKED_PRINTER(3dF32, 3, 4, print_f32)
RANKED_PRINTER(4dF32, 4, 4, print_f32)
RANKED_PRINTER(1dF64, 1, 8, print_f64)
RANKED_PRINTER(1dI8, 1, 1, print_i8)
RANKED_PRINTER(1dI32, 1, 4, print_i32)
RANKED_PRINTER(1dI64, 1, 8, print_i64)
RANKED_PRINTER(1dInd, 1, 8, print_i64)
RANKED_PRINTER(1dC32, 1, 8, print_c32)
RANKED_PRINTER(1dC64, 1, 16, print_c64)

/* ---- The symbol table. ---- */

#define SYMBOL(name) {#name, (void *)name}
#define MEMREF_SYMBOLS(Suffix) SYMBOL(printMemref##Suffix), SYMBOL(_mlir_ciface_printMemref##Suffix)

static const MlircRunnerUtilsSymbol symbols[] = {
    SYMBOL(printI64), SYMBOL(printU64), SYMBOL(printF32), SYMBOL(printF64), SYMBOL(printF16),
    SYMBOL(printBF16), SYMBOL(printString), SYMBOL(printOpen), SYMBOL(printClose),
    SYMBOL(printComma), SYMBOL(printNewline), SYMBOL(rtclock), SYMBOL(_mlir_ciface_nanoTime),
    SYMBOL(printFlops), SYMBOL(mlirAlloc), SYMBOL(mlirFree), SYMBOL(mlirAlignedAlloc),
    SYMBOL(mlirAlignedFree), SYMBOL(memrefCopy),
    MEMREF_SYMBOLS(F32), MEMREF_SYMBOLS(F64), MEMREF_SYMBOLS(I32), MEMREF_SYMBOLS(I64),
    MEMREF_SYMBOLS(Ind), MEMREF_SYMBOLS(C32), MEMREF_SYMBOLS(C64), MEMREF_SYMBOLS(I8),
    MEMREF_SYMBOLS(I16), MEMREF_SYMBOLS(F16), MEMREF_SYMBOLS(BF16),
    SYMBOL(_mlir_ciface_printMemref0dF32), SYMBOL(_mlir_ciface_printMemref1dF32),
    SYMBOL(_mlir_ciface_printMemref2dF32), SYMBOL(_mlir_ciface_printMemref3dF32),
    SYMBOL(_mlir_ciface_printMemref4dF32), SYMBOL(_mlir_ciface_printMemref1dF64),
    SYMBOL(_mlir_ciface_printMemref1dI8), SYMBOL(_mlir_ciface_printMemref1dI32),
    SYMBOL(_mlir_ciface_printMemref1dI64), SYMBOL(_mlir_ciface_printMemref1dInd),
    SYMBOL(_mlir_ciface_printMemref1dC32), SYMBOL(_mlir_ciface_printMemref1dC64),
};

const MlircRunnerUtilsSymbol *mlircRunnerUtilsGetSymbols(size_t *count) {
  if (count)
    *count = sizeof symbols / sizeof symbols[0];
  return symbols;
}

void mlircRunnerUtilsRegister(MlirExecutionEngine engine,
                              int (*is_provided)(const char *name, void *user_data),
                              void *user_data) {
  if (mlirExecutionEngineIsNull(engine))
    return;
  for (size_t i = 0; i < sizeof symbols / sizeof symbols[0]; ++i) {
    if (is_provided && is_provided(symbols[i].name, user_data))
      continue;
    mlirExecutionEngineRegisterSymbol(engine, mlirStringRefCreateFromCString(symbols[i].name),
                                      symbols[i].address);
  }
}
