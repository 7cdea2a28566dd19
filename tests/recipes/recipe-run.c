/* recipe-run: the C side of the recipes.  Parses a recipe's kernel (linalg
 * on tensors), runs the pipeline's first stage (up to memrefs), records the
 * function types, runs the second stage (to the llvm dialect), JITs it and
 * calls the kernel through the native-signature invoker with inputs read
 * from .npy files.  Prints every result, one value per line (memrefs in
 * row-major order), for mlirc-fpcmp.
 *
 *   recipe-run KERNEL.mlir FUNCTION STAGE1 STAGE2 OUTPUT [INPUT.npy...]
 *
 * Built by the recipes' lit tests against an installed tree (pkg-config
 * mlir-c-execution-engine); exit 0 on success, 1 with a message otherwise. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlir-c/Components/Config.h"
#include "mlir-c/Components/ExecutionEngineOptions.h"
#include "mlir-c/Components/Invoke.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/ExecutionEngine.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "../clients/everything.h"
#include "mlir-c/RegisterEverything.h"

#define MAX_RANK 8

static void die(const char *what, const char *detail) {
  fprintf(stderr, "recipe-run: %s%s%s\n", what, detail ? ": " : "", detail ? detail : "");
  exit(1);
}

static void print_to_stderr(MlirStringRef s, void *user) {
  (void)user;
  fwrite(s.data, 1, s.length, stderr);
}

static MlirLogicalResult on_diagnostic(MlirDiagnostic d, void *user) {
  (void)user;
  fprintf(stderr, "recipe-run: diagnostic: ");
  mlirDiagnosticPrint(d, print_to_stderr, NULL);
  fprintf(stderr, "\n");
  return mlirLogicalResultSuccess();
}

static void on_invoke_error(MlirStringRef msg, void *user) {
  (void)user;
  fprintf(stderr, "recipe-run: %.*s\n", (int)msg.length, msg.data);
}

static char *read_file(const char *path, size_t *len) {
  FILE *f = fopen(path, "rb");
  if (!f) die("cannot open", path);
  size_t cap = 1 << 16, n = 0;
  char *buf = malloc(cap + 1);
  size_t got;
  while (buf && (got = fread(buf + n, 1, cap - n, f)) > 0) {
    n += got;
    if (n == cap) buf = realloc(buf, (cap *= 2) + 1);
  }
  if (!buf || ferror(f)) die("cannot read", path);
  fclose(f);
  buf[n] = '\0';
  *len = n;
  return buf;
}

/* One .npy array (format 1.0-3.0, little-endian, C order). */
typedef struct Array {
  MlircInvokeKind kind;
  size_t itemsize;
  int64_t rank, sizes[MAX_RANK], strides[MAX_RANK];
  char *file; /* owns the data, which starts at `data` */
  void *data;
} Array;

static void read_npy(const char *path, Array *a) {
  size_t len;
  char *buf = read_file(path, &len);
  if (len < 10 || memcmp(buf, "\x93NUMPY", 6) != 0) die("not a .npy file", path);
  size_t hlen, start;
  if (buf[6] == 1) {
    hlen = (unsigned char)buf[8] | (size_t)(unsigned char)buf[9] << 8;
    start = 10;
  } else {
    if (len < 12) die("truncated .npy header", path);
    hlen = (unsigned char)buf[8] | (size_t)(unsigned char)buf[9] << 8 | (size_t)(unsigned char)buf[10] << 16 |
           (size_t)(unsigned char)buf[11] << 24;
    start = 12;
  }
  if (start + hlen > len) die("truncated .npy header", path);
  char *header = buf + start, saved = header[hlen];
  header[hlen] = '\0';
  static const struct { const char *descr; MlircInvokeKind kind; size_t size; } types[] = {
      {"'<f4'", MLIRC_INVOKE_F32, 4}, {"'<f8'", MLIRC_INVOKE_F64, 8}, {"'<i4'", MLIRC_INVOKE_I32, 4},
      {"'<i8'", MLIRC_INVOKE_I64, 8}, {"'|i1'", MLIRC_INVOKE_I8, 1}};
  const char *descr = strstr(header, "'descr':");
  a->kind = MLIRC_INVOKE_NONE;
  for (size_t i = 0; descr && i < sizeof types / sizeof *types; i++)
    if (strncmp(descr + 9, types[i].descr, strlen(types[i].descr)) == 0 ||
        strncmp(descr + 8, types[i].descr, strlen(types[i].descr)) == 0) {
      a->kind = types[i].kind;
      a->itemsize = types[i].size;
    }
  if (a->kind == MLIRC_INVOKE_NONE) die("unsupported element type (f32, f64, i32, i64, i8 little-endian)", path);
  if (strstr(header, "'fortran_order': True")) die("Fortran order is not supported", path);
  const char *shape = strstr(header, "'shape': (");
  if (!shape) die("no shape in the .npy header", path);
  shape += 10;
  a->rank = 0;
  int64_t count = 1;
  while (*shape != ')') {
    char *end;
    long long d = strtoll(shape, &end, 10);
    if (end == shape || d < 0 || a->rank == MAX_RANK) die("bad shape in the .npy header", path);
    a->sizes[a->rank++] = d;
    count *= d;
    shape = end;
    while (*shape == ',' || *shape == ' ') shape++;
  }
  for (int64_t i = a->rank - 1, s = 1; i >= 0; s *= a->sizes[i--]) a->strides[i] = s;
  header[hlen] = saved;
  if (start + hlen + (size_t)count * a->itemsize > len) die("the .npy data is shorter than its shape", path);
  a->file = buf;
  a->data = buf + start + hlen;
}

static void print_element(FILE *out, MlircInvokeKind kind, const char *p) {
  switch (kind) {
  case MLIRC_INVOKE_F32: { float x; memcpy(&x, p, 4); fprintf(out, "%.9g\n", x); break; }
  case MLIRC_INVOKE_F64: { double x; memcpy(&x, p, 8); fprintf(out, "%.17g\n", x); break; }
  case MLIRC_INVOKE_I32: { int32_t x; memcpy(&x, p, 4); fprintf(out, "%" PRId32 "\n", x); break; }
  case MLIRC_INVOKE_I64: case MLIRC_INVOKE_INDEX: { int64_t x; memcpy(&x, p, 8); fprintf(out, "%" PRId64 "\n", x); break; }
  case MLIRC_INVOKE_I8: fprintf(out, "%d\n", (int)(signed char)*p); break;
  default: die("cannot print a result of this element type", mlircInvokeKindName(kind));
  }
}

static size_t kind_size(MlircInvokeKind kind) {
  switch (kind) {
  case MLIRC_INVOKE_I8: return 1;
  case MLIRC_INVOKE_I32: case MLIRC_INVOKE_F32: return 4;
  case MLIRC_INVOKE_I64: case MLIRC_INVOKE_INDEX: case MLIRC_INVOKE_F64: return 8;
  default: die("unsupported result element type", mlircInvokeKindName(kind)); return 0;
  }
}

/* Row-major walk of a strided memref. */
static void print_memref(FILE *out, MlircInvokeKind kind, int64_t rank, const MlircMemRef *m) {
  size_t size = kind_size(kind);
  int64_t index[MAX_RANK] = {0}, total = 1;
  for (int64_t d = 0; d < rank; d++) total *= m->sizes[d];
  for (int64_t n = 0; n < total; n++) {
    int64_t offset = m->offset;
    for (int64_t d = 0; d < rank; d++) offset += index[d] * m->strides[d];
    print_element(out, kind, (const char *)m->aligned + offset * (int64_t)size);
    for (int64_t d = rank - 1; d >= 0 && ++index[d] == m->sizes[d]; d--) index[d] = 0;
  }
}

static void run_stage(MlirContext ctx, MlirModule module, const char *pipeline) {
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  MlirLogicalResult r = mlirParsePassPipeline(mlirPassManagerGetAsOpPassManager(pm),
                                              mlirStringRefCreateFromCString(pipeline), print_to_stderr, NULL);
  if (mlirLogicalResultIsFailure(r)) die("cannot parse the pipeline", pipeline);
  if (mlirLogicalResultIsFailure(mlirPassManagerRunOnOp(pm, mlirModuleGetOperation(module))))
    die("the pipeline failed", pipeline);
  mlirPassManagerDestroy(pm);
}

int main(int argc, char **argv) {
  if (argc < 6) {
    fprintf(stderr, "usage: recipe-run KERNEL.mlir FUNCTION STAGE1 STAGE2 OUTPUT [INPUT.npy...]\n");
    return 1;
  }
  const char *kernel = argv[1], *function = argv[2], *output = argv[5];
  int nargs = argc - 6;
  if (nargs > 16) die("too many inputs", NULL);

  MlirContext ctx = everything_context(on_diagnostic);

  size_t len;
  char *text = read_file(kernel, &len);
  MlirModule module = mlirModuleCreateParse(ctx, mlirStringRefCreate(text, len));
  free(text);
  if (mlirModuleIsNull(module)) die("cannot parse", kernel);
  run_stage(ctx, module, argv[3]);
  mlircInvokerRecordFunctionTypes(module);
  run_stage(ctx, module, argv[4]);

  MlircExecutionEngineOptions options; /* listeners off: no jitdump file left behind */
  mlircExecutionEngineOptionsInit(&options);
  options.optLevel = 3;
  MlirExecutionEngine ee = mlircExecutionEngineCreateWithOptions(module, &options);
  if (mlirExecutionEngineIsNull(ee)) die("JIT compilation failed", NULL);
  MlircInvoker f = mlircInvokerCreate(ee, module, mlirStringRefCreateFromCString(function), on_invoke_error, NULL);
  if (mlircInvokerIsNull(f)) die("no invoker for", function);

  Array arrays[16];
  MlircInvokeValue args[16], results[8];
  for (int i = 0; i < nargs; i++) {
    read_npy(argv[6 + i], &arrays[i]);
    memset(&args[i], 0, sizeof args[i]);
    args[i].kind = MLIRC_INVOKE_MEMREF;
    args[i].elementKind = arrays[i].kind;
    args[i].rank = arrays[i].rank;
    args[i].as.memref.allocated = args[i].as.memref.aligned = arrays[i].data;
    args[i].as.memref.sizes = arrays[i].sizes;
    args[i].as.memref.strides = arrays[i].strides;
  }
  intptr_t nresults = mlircInvokerGetNumResults(f);
  if (nresults > 8) die("too many results", NULL);
  int64_t sizes[8][MAX_RANK], strides[8][MAX_RANK];
  memset(results, 0, sizeof results);
  for (intptr_t i = 0; i < nresults; i++) {
    if (mlircInvokerGetResultRank(f, i) > MAX_RANK) die("result rank too large", NULL);
    results[i].as.memref.sizes = sizes[i];
    results[i].as.memref.strides = strides[i];
  }
  if (mlirLogicalResultIsFailure(mlircInvokerCall(f, args, nargs, results, nresults, on_invoke_error, NULL)))
    die("the call failed", function);

  FILE *out = fopen(output, "w");
  if (!out) die("cannot write", output);
  for (intptr_t i = 0; i < nresults; i++) {
    MlircInvokeValue *r = &results[i];
    if (r->kind == MLIRC_INVOKE_MEMREF) {
      print_memref(out, r->elementKind, r->rank, &r->as.memref);
      /* Free the kernel's own allocation, not an input it wrote in place. */
      int aliases = 0;
      for (int j = 0; j < nargs; j++) aliases |= r->as.memref.allocated == arrays[j].data;
      if (!aliases) free(r->as.memref.allocated);
    } else if (r->kind == MLIRC_INVOKE_F32) {
      fprintf(out, "%.9g\n", r->as.f32);
    } else if (r->kind == MLIRC_INVOKE_F64) {
      fprintf(out, "%.17g\n", r->as.f64);
    } else {
      fprintf(out, "%" PRId64 "\n", r->as.i);
    }
  }
  if (fclose(out) != 0) die("cannot write", output);
  for (int i = 0; i < nargs; i++) free(arrays[i].file);
  mlircInvokerDestroy(f);
  mlirExecutionEngineDestroy(ee);
  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
  return 0;
}
