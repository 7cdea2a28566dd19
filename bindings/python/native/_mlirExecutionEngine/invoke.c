/* ExecutionEngine.call / .function: JIT'd functions called with their
 * native signature through the libffi invoker (mlir-c/Components/Invoke.h).
 *
 * Scalars convert here.  A memref argument is any object exporting a
 * writable buffer: the limited API has no buffer protocol before 3.11, so
 * mlir.execution_engine._export_buffer takes it through ctypes
 * (PyObject_GetBuffer with PyBUF_RECORDS: format, itemsize, shape, strides
 * in bytes, the address) and hands back a release callable, called once
 * the call returns.  A memref result becomes an
 * mlir.execution_engine.MemRef that owns its allocation (a capsule whose
 * destructor frees it, shared by results with the same allocation), or
 * keeps the aliased argument or the engine (a global) alive instead. */
#include "_mlirExecutionEngine/invoke.h"
#include "_mlirExecutionEngine/engine.h"

#include <malloc.h> /* malloc_usable_size */
#include <stdlib.h>
#include <string.h>

#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Components/Invoke.h"

#define ALLOCATION_CAPSULE "mlir.execution_engine.allocation"
/* What MLIR's lowering of memref.get_global puts in the allocated pointer. */
#define GLOBAL_SENTINEL ((void *)(uintptr_t)0xdeadbeef)

typedef struct {
  PyObject_HEAD
  PyObject *engine; /* keeps the JIT'd code alive */
  PyObject *name;
  PyObject *signature; /* str */
  MlircInvoker inv;
  Py_ssize_t nArgs, nResults;
  MlircInvokeValue *args, *results;
  int64_t *dims; /* sizes then strides of every memref argument and result */
  int busy;      /* argument storage in use (a call re-entering from JIT'd code) */
} JitFunction;

static PyTypeObject *jit_function_type;
static PyObject *export_buffer_fn, *memref_result_fn; /* from mlir.execution_engine */
/* "<package>.execution_engine" of the package this module belongs to, so a
 * renamed copy of the package (myproject.mlir) uses its own helpers. */
static PyObject *helpers_module_name;

/* --- errors -------------------------------------------------------------- */

/* ValueError with the invoker's message (or `fallback` without one); empties `err`. */
static PyObject *raise_error_text(mlirpy_printer *err, const char *fallback) {
  PyObject *text = mlirpy_printer_take(err);
  if (text) {
    PyErr_SetObject(PyExc_ValueError, text);
    Py_DECREF(text);
  } else {
    PyErr_SetString(PyExc_ValueError, fallback);
  }
  return NULL;
}

static PyObject *sig_error(JitFunction *f, PyObject *exc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  PyObject *detail = PyUnicode_FromFormatV(fmt, ap);
  va_end(ap);
  if (detail) {
    PyErr_Format(exc, "%U: %U", f->signature, detail);
    Py_DECREF(detail);
  }
  return NULL;
}

/* The handle of an mlir.ir object of `kind`; NULL, without an exception
 * when it is none, with a TypeError when of another copy. */
static void *unwrap_quietly(PyObject *o, const char *kind, const char *what) {
  void *p = NULL;
  return mlirpy_try_unwrap(o, kind, what, &p) > 0 ? p : NULL;
}

static int load_helpers(void) {
  if (export_buffer_fn) return 0;
  PyObject *m = helpers_module_name ? PyImport_Import(helpers_module_name) : NULL;
  if (!m) return -1;
  export_buffer_fn = PyObject_GetAttrString(m, "_export_buffer");
  memref_result_fn = export_buffer_fn ? PyObject_GetAttrString(m, "_memref_result") : NULL;
  Py_DECREF(m);
  if (!memref_result_fn) { Py_CLEAR(export_buffer_fn); return -1; }
  return 0;
}

/* --- the JitFunction type ------------------------------------------------ */

static PyObject *make_function(PyObject *engine, PyObject *name, PyObject *type) {
  MlirExecutionEngine jit;
  PyObject *module, *functions;
  if (ee_engine_parts(engine, &jit, &module, &functions) < 0) return NULL;
  if (!PyUnicode_Check(name)) {
    PyErr_Format(PyExc_TypeError, "function name: expected str, got %R", (PyObject *)Py_TYPE(name));
    return NULL;
  }
  if (!module) {
    PyErr_SetString(PyExc_ValueError, "this ExecutionEngine does not know its module (made by _CAPICreate)");
    return NULL;
  }
  void *mp = unwrap_quietly(module, MLIR_PYTHON_CAPSULE_MODULE, "module");
  if (!mp) {
    if (!PyErr_Occurred()) PyErr_SetString(PyExc_RuntimeError, "the engine's module is no longer valid");
    return NULL;
  }
  MlirType override = {NULL};
  if (type && type != Py_None) {
    override.ptr = unwrap_quietly(type, MLIR_PYTHON_CAPSULE_TYPE, "type");
    if (!override.ptr && PyErr_Occurred()) return NULL;
    if (!override.ptr || !mlirTypeIsAFunction(override)) {
      PyErr_Format(PyExc_TypeError, "type: expected a FunctionType, got %R", type);
      return NULL;
    }
  }
  PyObject *utf8 = PyUnicode_AsUTF8String(name);
  char *s;
  Py_ssize_t len;
  if (!utf8 || PyBytes_AsStringAndSize(utf8, &s, &len) < 0) { Py_XDECREF(utf8); return NULL; }
  mlirpy_printer err = {0};
  MlircInvoker inv = mlircInvokerCreateWithType(jit, (MlirModule){mp}, mlirStringRefCreate(s, (size_t)len), override,
                                                mlirpy_printer_cb, &err);
  Py_DECREF(utf8);
  if (mlircInvokerIsNull(inv)) return raise_error_text(&err, "cannot call this function");
  mlirpy_printer_clear(&err);
  allocfunc alloc = (allocfunc)PyType_GetSlot(jit_function_type, Py_tp_alloc);
  JitFunction *f = (JitFunction *)alloc(jit_function_type, 0);
  if (!f) { mlircInvokerDestroy(inv); return NULL; }
  f->inv = inv;
  Py_INCREF(engine);
  f->engine = engine;
  Py_INCREF(name);
  f->name = name;
  f->nArgs = mlircInvokerGetNumArguments(inv);
  f->nResults = mlircInvokerGetNumResults(inv);
  mlirpy_printer signature = {0};
  mlircInvokerPrintSignature(inv, mlirpy_printer_cb, &signature);
  f->signature = mlirpy_printer_finish(&signature);
  size_t dims = 0;
  for (Py_ssize_t i = 0; i < f->nArgs; ++i) dims += 2 * (size_t)mlircInvokerGetArgumentRank(inv, i);
  for (Py_ssize_t i = 0; i < f->nResults; ++i) dims += 2 * (size_t)mlircInvokerGetResultRank(inv, i);
  f->args = PyMem_Calloc((size_t)f->nArgs + 1, sizeof(MlircInvokeValue));
  f->results = PyMem_Calloc((size_t)f->nResults + 1, sizeof(MlircInvokeValue));
  f->dims = PyMem_Calloc(dims + 1, sizeof(int64_t));
  if (!f->signature || !f->args || !f->results || !f->dims) {
    Py_DECREF(f);
    return PyErr_Occurred() ? NULL : PyErr_NoMemory();
  }
  /* Point every memref at its slice of dims, once. */
  int64_t *d = f->dims;
  for (Py_ssize_t i = 0; i < f->nArgs; ++i) {
    MlircInvokeValue *v = &f->args[i];
    v->kind = mlircInvokerGetArgumentKind(inv, i);
    if (v->kind != MLIRC_INVOKE_MEMREF) continue;
    v->rank = mlircInvokerGetArgumentRank(inv, i);
    v->elementKind = mlircInvokerGetArgumentElementKind(inv, i);
    v->as.memref.sizes = d;
    v->as.memref.strides = d + v->rank;
    d += 2 * v->rank;
  }
  for (Py_ssize_t i = 0; i < f->nResults; ++i) {
    MlircInvokeValue *v = &f->results[i];
    int64_t rank = mlircInvokerGetResultRank(inv, i);
    v->as.memref.sizes = d;
    v->as.memref.strides = d + rank;
    d += 2 * rank;
  }
  return (PyObject *)f;
}

static int jf_traverse(PyObject *self, visitproc visit, void *arg) {
  Py_VISIT(((JitFunction *)self)->engine);
  Py_VISIT((PyObject *)Py_TYPE(self));
  return 0;
}
static int jf_clear(PyObject *self) {
  Py_CLEAR(((JitFunction *)self)->engine);
  return 0;
}
static void jf_dealloc(PyObject *self) {
  JitFunction *f = (JitFunction *)self;
  PyTypeObject *t = Py_TYPE(self);
  PyObject_GC_UnTrack(self);
  if (!mlircInvokerIsNull(f->inv)) mlircInvokerDestroy(f->inv);
  PyMem_Free(f->args);
  PyMem_Free(f->results);
  PyMem_Free(f->dims);
  Py_CLEAR(f->signature);
  Py_CLEAR(f->name);
  jf_clear(self);
  ((freefunc)PyType_GetSlot(t, Py_tp_free))(self);
  Py_DECREF(t);
}

/* --- arguments ------------------------------------------------------------ */

static int is_int_kind(MlircInvokeKind k) { return k >= MLIRC_INVOKE_I1 && k <= MLIRC_INVOKE_INDEX; }

/* Whether a buffer format (struct module syntax) holds `k`'s elements. */
static int format_matches(MlircInvokeKind k, const char *fmt, Py_ssize_t itemsize) {
  if (*fmt == '@' || *fmt == '=' || *fmt == '<') ++fmt; /* native or little-endian (x86-64, AArch64) */
  if (!fmt[0] || fmt[1]) return 0;
  char c = fmt[0];
  switch (k) {
  case MLIRC_INVOKE_F32: return c == 'f' && itemsize == 4;
  case MLIRC_INVOKE_F64: return c == 'd' && itemsize == 8;
  case MLIRC_INVOKE_F16: return (c == 'e' || c == 'H') && itemsize == 2;
  case MLIRC_INVOKE_BF16: return c == 'H' && itemsize == 2; /* raw bits */
  case MLIRC_INVOKE_I1: return (c == '?' || c == 'b' || c == 'B') && itemsize == 1;
  default: break;
  }
  if (!is_int_kind(k) || !strchr("bBhHiIlLqQnN", c)) return 0;
  Py_ssize_t want = k == MLIRC_INVOKE_I8 ? 1 : k == MLIRC_INVOKE_I16 ? 2 : k == MLIRC_INVOKE_I32 ? 4 : 8;
  return itemsize == want;
}

static const char *format_name(MlircInvokeKind k) {
  switch (k) {
  case MLIRC_INVOKE_F32: return "'f'";
  case MLIRC_INVOKE_F64: return "'d'";
  case MLIRC_INVOKE_F16: return "'e' or 'H'";
  case MLIRC_INVOKE_BF16: return "'H' (raw bits)";
  case MLIRC_INVOKE_I1: return "'?'";
  case MLIRC_INVOKE_I8: return "'b' or 'B'";
  case MLIRC_INVOKE_I16: return "'h' or 'H'";
  case MLIRC_INVOKE_I32: return "'i' or 'I'";
  default: return "'q', 'l' or 'n' (8 bytes)";
  }
}

/* Fills the memref argument i from a buffer; appends the release callable
 * to `releases` and the exporter to `owners` (result aliasing). */
static int memref_argument(JitFunction *f, Py_ssize_t i, PyObject *obj, PyObject *releases, PyObject *owners) {
  MlircInvokeValue *v = &f->args[i];
  PyObject *info = PyObject_CallFunctionObjArgs(export_buffer_fn, obj, NULL);
  if (!info) {
    if (PyErr_ExceptionMatches(PyExc_TypeError) || PyErr_ExceptionMatches(PyExc_BufferError) ||
        PyErr_ExceptionMatches(PyExc_ValueError)) {
      PyObject *type, *value, *tb;
      PyErr_Fetch(&type, &value, &tb);
      sig_error(f, PyExc_TypeError, "argument %zd: expected a writable buffer (memref of %s), got %R: %S", i,
                mlircInvokeKindName(v->elementKind), (PyObject *)Py_TYPE(obj), value ? value : Py_None);
      Py_XDECREF(type);
      Py_XDECREF(value);
      Py_XDECREF(tb);
    }
    return -1;
  }
  PyObject *release, *addr, *fmt, *shape, *strides;
  Py_ssize_t itemsize;
  int rc = -1;
  if (!PyArg_ParseTuple(info, "OOUnOO", &release, &addr, &fmt, &itemsize, &shape, &strides)) goto done;
  if (PyList_Append(releases, release) < 0 || PyList_Append(owners, obj) < 0) goto done;
  PyObject *fmtBytes = PyUnicode_AsASCIIString(fmt);
  if (!fmtBytes) goto done;
  char fmtText[16] = {0};
  strncpy(fmtText, PyBytes_AsString(fmtBytes), sizeof fmtText - 1);
  Py_DECREF(fmtBytes);
  if (!format_matches(v->elementKind, fmtText, itemsize)) {
    sig_error(f, PyExc_TypeError, "argument %zd: expected a buffer of %s (format %s), got format '%s' (itemsize %zd)",
              i, mlircInvokeKindName(v->elementKind), format_name(v->elementKind), fmtText, itemsize);
    goto done;
  }
  Py_ssize_t ndim = PyTuple_Size(shape);
  if (ndim != v->rank) {
    sig_error(f, PyExc_ValueError, "argument %zd: expected a rank-%lld buffer, got rank %zd", i, (long long)v->rank,
              ndim);
    goto done;
  }
  for (Py_ssize_t d = 0; d < ndim; ++d) {
    Py_ssize_t size = PyLong_AsSsize_t(PyTuple_GetItem(shape, d));
    Py_ssize_t stride = PyLong_AsSsize_t(PyTuple_GetItem(strides, d));
    if (PyErr_Occurred()) goto done;
    if (stride % itemsize != 0) {
      sig_error(f, PyExc_ValueError, "argument %zd: stride %zd bytes of dimension %zd is not a multiple of the "
                "element size %zd", i, stride, d, itemsize);
      goto done;
    }
    v->as.memref.sizes[d] = size;
    v->as.memref.strides[d] = stride / itemsize;
  }
  v->as.memref.allocated = v->as.memref.aligned = PyLong_AsVoidPtr(addr);
  v->as.memref.offset = 0;
  rc = PyErr_Occurred() ? -1 : 0;
done:
  Py_DECREF(info);
  return rc;
}

static int scalar_argument(JitFunction *f, Py_ssize_t i, PyObject *obj) {
  MlircInvokeValue *v = &f->args[i];
  MlircInvokeKind k = v->kind;
  if (is_int_kind(k) || k == MLIRC_INVOKE_F16 || k == MLIRC_INVOKE_BF16) {
    if (!PyLong_Check(obj)) {
      sig_error(f, PyExc_TypeError, "argument %zd: expected int (%s%s), got %R", i, mlircInvokeKindName(k),
                is_int_kind(k) ? "" : " raw bits", (PyObject *)Py_TYPE(obj));
      return -1;
    }
    int overflow = 0;
    long long x = PyLong_AsLongLongAndOverflow(obj, &overflow);
    if (overflow > 0 && (k == MLIRC_INVOKE_I64 || k == MLIRC_INVOKE_INDEX)) {
      /* An unsigned 64-bit value is the same bits. */
      unsigned long long u = PyLong_AsUnsignedLongLong(obj);
      if (PyErr_Occurred()) PyErr_Clear();
      else { x = (long long)u; overflow = 0; }
    }
    if (x == -1 && PyErr_Occurred()) return -1;
    if (overflow || (!is_int_kind(k) && (x < 0 || x > 0xffff))) {
      sig_error(f, PyExc_ValueError, "argument %zd: %R does not fit in %s", i, obj, mlircInvokeKindName(k));
      return -1;
    }
    if (is_int_kind(k)) v->as.i = x;
    else v->as.bits = (uint16_t)x;
    return 0;
  }
  if (k == MLIRC_INVOKE_F32 || k == MLIRC_INVOKE_F64) {
    if (!PyFloat_Check(obj) && !PyLong_Check(obj)) {
      sig_error(f, PyExc_TypeError, "argument %zd: expected float (%s), got %R", i, mlircInvokeKindName(k),
                (PyObject *)Py_TYPE(obj));
      return -1;
    }
    double x = PyFloat_AsDouble(obj);
    if (x == -1.0 && PyErr_Occurred()) return -1;
    if (k == MLIRC_INVOKE_F32) v->as.f32 = (float)x;
    else v->as.f64 = x;
    return 0;
  }
  /* A pointer: an address or None. */
  if (obj == Py_None) { v->as.ptr = NULL; return 0; }
  if (!PyLong_Check(obj)) {
    sig_error(f, PyExc_TypeError, "argument %zd: expected an address (int) or None, got %R", i,
              (PyObject *)Py_TYPE(obj));
    return -1;
  }
  v->as.ptr = PyLong_AsVoidPtr(obj);
  return PyErr_Occurred() ? -1 : 0;
}

/* --- results -------------------------------------------------------------- */

static void free_allocation(PyObject *capsule) { free(PyCapsule_GetPointer(capsule, ALLOCATION_CAPSULE)); }

/* Who keeps memref result i's memory alive: an argument it aliases, the
 * engine (a global), an earlier result's owner, or a new capsule. */
static PyObject *result_owner(JitFunction *f, Py_ssize_t i, PyObject *owners, PyObject **made) {
  void *p = f->results[i].as.memref.allocated;
  if (p == GLOBAL_SENTINEL || !p) return Py_INCREF(f->engine), f->engine;
  Py_ssize_t m = 0;
  for (Py_ssize_t a = 0; a < f->nArgs; ++a) {
    if (f->args[a].kind != MLIRC_INVOKE_MEMREF) continue;
    if (f->args[a].as.memref.allocated == p) {
      PyObject *o = PyList_GetItem(owners, m);
      Py_XINCREF(o);
      return o;
    }
    ++m;
  }
  for (Py_ssize_t r = 0; r < i; ++r)
    if (f->results[r].kind == MLIRC_INVOKE_MEMREF && f->results[r].as.memref.allocated == p && made[r])
      return Py_INCREF(made[r]), made[r];
  made[i] = mlirpy_capsule_new(p, ALLOCATION_CAPSULE, free_allocation);
  Py_XINCREF(made[i]);
  return made[i];
}

static size_t element_bytes(MlircInvokeKind k) {
  switch (k) {
  case MLIRC_INVOKE_I1: case MLIRC_INVOKE_I8: return 1;
  case MLIRC_INVOKE_I16: case MLIRC_INVOKE_F16: case MLIRC_INVOKE_BF16: return 2;
  case MLIRC_INVOKE_I32: case MLIRC_INVOKE_F32: return 4;
  default: return 8;
  }
}

/* The bytes from the aligned pointer a memref's elements span (0 when it
 * has none); -1 with an exception when its sizes, strides or offset are
 * negative or the span does not fit the address space. */
static int memref_span(JitFunction *f, Py_ssize_t i, const MlircInvokeValue *v, uint64_t *bytes) {
  uint64_t last = 0, count = 1;
  *bytes = 0;
  if (v->as.memref.offset < 0)
    return sig_error(f, PyExc_ValueError, "result %zd: the memref's offset is negative (%lld)", i,
                     (long long)v->as.memref.offset), -1;
  for (int64_t d = 0; d < v->rank; ++d) {
    int64_t size = v->as.memref.sizes[d], stride = v->as.memref.strides[d];
    if (size < 0)
      return sig_error(f, PyExc_ValueError, "result %zd: the memref's size in dimension %lld is negative (%lld)",
                       i, (long long)d, (long long)size), -1;
    if (stride < 0 && size > 1)
      return sig_error(f, PyExc_ValueError, "result %zd: the memref's stride in dimension %lld is negative (%lld)",
                       i, (long long)d, (long long)stride), -1;
    uint64_t step;
    if (size > 1 && (__builtin_mul_overflow((uint64_t)(size - 1), (uint64_t)stride, &step) ||
                     __builtin_add_overflow(last, step, &last)))
      goto too_big;
    if (__builtin_mul_overflow(count, (uint64_t)size, &count)) goto too_big;
  }
  if (count == 0) return 0;
  uint64_t end;
  if (__builtin_add_overflow(last, (uint64_t)v->as.memref.offset + 1, &end) ||
      __builtin_mul_overflow(end, (uint64_t)element_bytes(v->elementKind), bytes) ||
      *bytes > (uint64_t)PY_SSIZE_T_MAX)
    goto too_big;
  return 0;
too_big:
  return sig_error(f, PyExc_ValueError,
                   "result %zd: the memref's sizes and strides span more than the address space "
                   "(a size computed from a wrapped or bogus value?)", i), -1;
}

/* How many bytes from `aligned` memref result i may read, when known: its
 * own allocation's usable size, or the argument buffer it points into.
 * Returns 0 when unknown (a global). */
static int result_limit(JitFunction *f, Py_ssize_t i, uint64_t *limit) {
  const MlircInvokeValue *v = &f->results[i];
  char *allocated = v->as.memref.allocated, *aligned = v->as.memref.aligned;
  if ((void *)allocated == GLOBAL_SENTINEL) return 0;
  for (Py_ssize_t a = 0; a < f->nArgs; ++a) {
    const MlircInvokeValue *arg = &f->args[a];
    if (arg->kind != MLIRC_INVOKE_MEMREF || arg->as.memref.allocated != (void *)allocated) continue;
    uint64_t span = 0;
    if (memref_span(f, a, arg, &span) < 0) { PyErr_Clear(); return 0; }
    char *base = arg->as.memref.aligned;
    *limit = aligned < base || (uint64_t)(aligned - base) > span ? 0 : span - (uint64_t)(aligned - base);
    return 1;
  }
  if (!allocated) { *limit = 0; return 1; }
  size_t usable = malloc_usable_size(allocated);
  *limit = aligned < allocated || (size_t)(aligned - allocated) > usable ? 0 : usable - (size_t)(aligned - allocated);
  return 1;
}

/* Refuses a memref result whose descriptor would make readers leave its
 * memory: JIT'd code computing a size from a wrapped value (alloc of 2**62
 * elements becomes malloc(0)) or a negative one returns such descriptors. */
static int check_memref_result(JitFunction *f, Py_ssize_t i) {
  const MlircInvokeValue *v = &f->results[i];
  uint64_t span, limit;
  if (memref_span(f, i, v, &span) < 0) return -1;
  if (span == 0 || !result_limit(f, i, &limit) || span <= limit) return 0;
  sig_error(f, PyExc_ValueError,
            "result %zd: the memref's sizes, strides and offset reach %llu bytes past its data pointer, "
            "but its memory holds %llu", i, (unsigned long long)span, (unsigned long long)limit);
  return -1;
}

static PyObject *memref_result(JitFunction *f, Py_ssize_t i, PyObject *owner) {
  MlircInvokeValue *v = &f->results[i];
  if (check_memref_result(f, i) < 0) return NULL;
  PyObject *shape = PyTuple_New((Py_ssize_t)v->rank), *strides = PyTuple_New((Py_ssize_t)v->rank);
  if (!shape || !strides) { Py_XDECREF(shape); Py_XDECREF(strides); return NULL; }
  for (int64_t d = 0; d < v->rank; ++d) {
    PyTuple_SetItem(shape, d, PyLong_FromLongLong(v->as.memref.sizes[d]));
    PyTuple_SetItem(strides, d, PyLong_FromLongLong(v->as.memref.strides[d]));
  }
  PyObject *r = PyObject_CallFunction(memref_result_fn, "OKLOOs", owner, (unsigned long long)(uintptr_t)v->as.memref.aligned,
                                      (long long)v->as.memref.offset, shape, strides,
                                      mlircInvokeKindName(v->elementKind));
  Py_DECREF(shape);
  Py_DECREF(strides);
  return r;
}

static PyObject *scalar_result(MlircInvokeValue *v) {
  switch (v->kind) {
  case MLIRC_INVOKE_I1: return PyBool_FromLong((long)v->as.i);
  case MLIRC_INVOKE_F16:
  case MLIRC_INVOKE_BF16: return PyLong_FromLong(v->as.bits);
  case MLIRC_INVOKE_F32: return PyFloat_FromDouble(v->as.f32);
  case MLIRC_INVOKE_F64: return PyFloat_FromDouble(v->as.f64);
  case MLIRC_INVOKE_POINTER: return PyLong_FromVoidPtr(v->as.ptr);
  default: return PyLong_FromLongLong(v->as.i);
  }
}

/* --- the call --------------------------------------------------------------- */

static PyObject *call_items(JitFunction *f, PyObject *tuple, Py_ssize_t first) {
  MlirExecutionEngine jit;
  PyObject *module, *functions;
  if (!f->engine || ee_engine_parts(f->engine, &jit, &module, &functions) < 0) return NULL;
  Py_ssize_t n = PyTuple_Size(tuple) - first;
  if (n != f->nArgs)
    return sig_error(f, PyExc_TypeError, "expected %zd argument%s, got %zd", f->nArgs, f->nArgs == 1 ? "" : "s", n);
  if (f->busy) {
    PyErr_Format(PyExc_RuntimeError, "%U: called again while a call of it is running", f->signature);
    return NULL;
  }
  PyObject *releases = NULL, *owners = NULL, *out = NULL;
  PyObject **made = NULL;
  for (Py_ssize_t i = 0; i < n; ++i) {
    PyObject *obj = PyTuple_GetItem(tuple, first + i);
    if (f->args[i].kind != MLIRC_INVOKE_MEMREF) {
      if (scalar_argument(f, i, obj) < 0) goto done;
      continue;
    }
    if ((!releases && (load_helpers() < 0 || !(releases = PyList_New(0)) || !(owners = PyList_New(0)))) ||
        memref_argument(f, i, obj, releases, owners) < 0)
      goto done;
  }
  mlirpy_printer err = {0}; /* filled without the GIL: C memory only */
  f->busy = 1;
  MlirLogicalResult ok;
  /* The JIT'd code runs without the GIL (buffers stay exported meanwhile);
   * ctypes callbacks it makes take the GIL themselves. */
  Py_BEGIN_ALLOW_THREADS
  ok = mlircInvokerCall(f->inv, f->args, f->nArgs, f->results, f->nResults, mlirpy_printer_cb, &err);
  Py_END_ALLOW_THREADS
  f->busy = 0;
  if (mlirLogicalResultIsFailure(ok)) {
    /* The message already starts with the signature. */
    raise_error_text(&err, "call failed");
    goto done;
  }
  mlirpy_printer_clear(&err);
  if (f->nResults == 0) {
    out = Py_None;
    Py_INCREF(out);
    goto done;
  }
  if (f->nResults == 1 && f->results[0].kind != MLIRC_INVOKE_MEMREF) {
    /* One scalar: no owners to work out, nothing to pack. */
    out = scalar_result(&f->results[0]);
    goto done;
  }
  made = PyMem_Calloc((size_t)f->nResults, sizeof(PyObject *));
  PyObject *values = made ? PyTuple_New(f->nResults) : NULL;
  if (!values) {
    if (!made) PyErr_NoMemory();
    /* Results already computed: free what the function allocated. */
    for (Py_ssize_t i = 0; i < f->nResults; ++i)
      if (f->results[i].kind == MLIRC_INVOKE_MEMREF && f->results[i].as.memref.allocated != GLOBAL_SENTINEL) {
        int aliased = 0;
        for (Py_ssize_t a = 0; a < f->nArgs; ++a)
          aliased |= f->args[a].kind == MLIRC_INVOKE_MEMREF &&
                     f->args[a].as.memref.allocated == f->results[i].as.memref.allocated;
        if (!aliased) free(f->results[i].as.memref.allocated);
      }
    goto done;
  }
  if (f->nResults && !owners && !(owners = PyList_New(0))) { Py_DECREF(values); goto done; }
  int failed = 0;
  /* Owners first (each allocation gets its capsule even if a later
   * conversion fails, so nothing leaks), then the values. */
  PyObject **ownerOf = PyMem_Calloc((size_t)f->nResults, sizeof(PyObject *));
  if (!ownerOf) { PyErr_NoMemory(); failed = 1; }
  for (Py_ssize_t i = 0; !failed && i < f->nResults; ++i)
    if (f->results[i].kind == MLIRC_INVOKE_MEMREF && !(ownerOf[i] = result_owner(f, i, owners, made))) failed = 1;
  if (!failed && f->nResults && f->results[0].kind == MLIRC_INVOKE_MEMREF && load_helpers() < 0) failed = 1;
  for (Py_ssize_t i = 0; !failed && i < f->nResults; ++i) {
    if (f->results[i].kind == MLIRC_INVOKE_MEMREF && load_helpers() < 0) { failed = 1; break; }
    PyObject *x = f->results[i].kind == MLIRC_INVOKE_MEMREF ? memref_result(f, i, ownerOf[i])
                                                            : scalar_result(&f->results[i]);
    if (!x) failed = 1;
    else PyTuple_SetItem(values, i, x);
  }
  for (Py_ssize_t i = 0; ownerOf && i < f->nResults; ++i) Py_XDECREF(ownerOf[i]);
  PyMem_Free(ownerOf);
  if (failed) {
    Py_DECREF(values);
    goto done;
  }
  if (f->nResults == 1) {
    out = PyTuple_GetItem(values, 0);
    Py_INCREF(out);
    Py_DECREF(values);
  } else {
    out = values;
  }
done:
  for (Py_ssize_t i = 0; made && i < f->nResults; ++i) Py_XDECREF(made[i]);
  PyMem_Free(made);
  if (releases) {
    PyObject *type, *value, *tb;
    PyErr_Fetch(&type, &value, &tb);
    for (Py_ssize_t i = 0; i < PyList_Size(releases); ++i) {
      PyObject *r = PyObject_CallObject(PyList_GetItem(releases, i), NULL);
      if (!r) PyErr_WriteUnraisable(PyList_GetItem(releases, i));
      Py_XDECREF(r);
    }
    PyErr_Restore(type, value, tb);
  }
  Py_XDECREF(releases);
  Py_XDECREF(owners);
  return out;
}

static PyObject *jf_call(PyObject *self, PyObject *args, PyObject *kwds) {
  if (kwds && PyDict_Size(kwds) > 0) {
    PyErr_Format(PyExc_TypeError, "%U: takes no keyword arguments", ((JitFunction *)self)->signature);
    return NULL;
  }
  return call_items((JitFunction *)self, args, 0);
}

static PyObject *jf_repr(PyObject *self) { return PyUnicode_FromFormat("<JitFunction %U>", ((JitFunction *)self)->signature); }

static PyObject *jf_signature(PyObject *self, void *c) {
  (void)c;
  PyObject *s = ((JitFunction *)self)->signature;
  Py_INCREF(s);
  return s;
}
static PyObject *jf_name(PyObject *self, void *c) {
  (void)c;
  PyObject *s = ((JitFunction *)self)->name;
  Py_INCREF(s);
  return s;
}
static PyObject *jf_recovered(PyObject *self, void *c) {
  (void)c;
  return PyBool_FromLong(mlircInvokerIsRecovered(((JitFunction *)self)->inv));
}

static PyGetSetDef jf_getset[] = {
    {"signature", jf_signature, NULL, "The signature, e.g. `@add(i32, i32) -> i32`.", NULL},
    {"name", jf_name, NULL, "The function's symbol name.", NULL},
    {"recovered", jf_recovered, NULL, "True when the signature comes from the llvm.func type alone.", NULL},
    {NULL}};

static PyType_Slot jf_slots[] = {
    {Py_tp_dealloc, jf_dealloc},
    {Py_tp_traverse, jf_traverse},
    {Py_tp_clear, jf_clear},
    {Py_tp_call, jf_call},
    {Py_tp_repr, jf_repr},
    {Py_tp_getset, jf_getset},
    {Py_tp_doc, (void *)"A JIT'd function called with its native signature (ExecutionEngine.function)."},
    {0, NULL}};
static PyType_Spec jf_spec = {"mlir._mlir_libs._mlirExecutionEngine.JitFunction", sizeof(JitFunction), 0,
                              Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC, jf_slots};

/* --- engine methods ------------------------------------------------------- */

static PyObject *cached_function(PyObject *engine, PyObject *name, PyObject *type) {
  MlirExecutionEngine jit;
  PyObject *module, *functions;
  if (ee_engine_parts(engine, &jit, &module, &functions) < 0) return NULL;
  if (type && type != Py_None) return make_function(engine, name, type);
  PyObject *f = PyUnicode_Check(name) ? PyDict_GetItemWithError(functions, name) : NULL;
  if (f) return Py_INCREF(f), f;
  if (PyErr_Occurred()) return NULL;
  f = make_function(engine, name, NULL);
  if (f && PyDict_SetItem(functions, name, f) < 0) Py_CLEAR(f);
  return f;
}

PyObject *ee_function(PyObject *engine, PyObject *args, PyObject *kwds) {
  static char *kw[] = {"name", "type", NULL};
  PyObject *name, *type = Py_None;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "O|O:function", kw, &name, &type)) return NULL;
  return cached_function(engine, name, type);
}

PyObject *ee_call(PyObject *engine, PyObject *args) {
  if (PyTuple_Size(args) < 1) {
    PyErr_SetString(PyExc_TypeError, "call(name, *args): missing the function name");
    return NULL;
  }
  PyObject *f = cached_function(engine, PyTuple_GetItem(args, 0), NULL);
  if (!f) return NULL;
  PyObject *r = call_items((JitFunction *)f, args, 1);
  Py_DECREF(f);
  return r;
}

PyObject *ee_record_function_types(PyObject *mod, PyObject *module) {
  (void)mod;
  void *mp = unwrap_quietly(module, MLIR_PYTHON_CAPSULE_MODULE, "record_function_types");
  if (!mp) {
    if (!PyErr_Occurred()) PyErr_Format(PyExc_TypeError, "record_function_types: expected a Module, got %R", (PyObject *)Py_TYPE(module));
    return NULL;
  }
  return PyLong_FromSsize_t(mlircInvokerRecordFunctionTypes((MlirModule){mp}));
}

int ee_invoke_init(PyObject *module) {
  /* <package>._mlir_libs._mlirExecutionEngine -> <package>.execution_engine */
  if (!helpers_module_name) {
    PyObject *name = PyModule_GetNameObject(module);
    PyObject *libs = name ? PyObject_CallMethod(name, "rpartition", "s", ".") : NULL;
    PyObject *pkg = libs ? PyObject_CallMethod(PyTuple_GetItem(libs, 0), "rpartition", "s", ".") : NULL;
    helpers_module_name = pkg ? PyUnicode_FromFormat("%U.execution_engine", PyTuple_GetItem(pkg, 0)) : NULL;
    Py_XDECREF(name);
    Py_XDECREF(libs);
    Py_XDECREF(pkg);
    if (!helpers_module_name) return -1;
  }
  PyObject *t = PyType_FromSpec(&jf_spec);
  if (!t) return -1;
  /* A second exec of the module (another interpreter's import, a reload)
   * makes a new type: this file's reference moves to it. */
  PyTypeObject *old = jit_function_type;
  jit_function_type = (PyTypeObject *)t;
  Py_INCREF(t);
  Py_XDECREF(old);
  if (PyModule_AddObject(module, "JitFunction", t) < 0) { Py_DECREF(t); return -1; }
  return 0;
}
