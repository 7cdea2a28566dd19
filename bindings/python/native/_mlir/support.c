/* Support code of the _mlir module: strings, printing, the pointer map,
 * module state lookup, the per-thread context/location/insertion-point stack,
 * diagnostics capture (MLIRError itself: errors.c, with Diagnostic:
 * ir_context.c; the nesting guard: nesting.c).  Calls no class file. */
#include "mlirpy.h"

#include "mlir-c/Components/Parse.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- strings ------------------------------------------------------------ */
int mlirpy_str(PyObject *o, const char **s, Py_ssize_t *n, PyObject **keep) {
  *keep = NULL;
  if (!PyUnicode_Check(o)) {
    PyObject *tn = PyObject_GetAttrString((PyObject *)Py_TYPE(o), "__name__");
    PyErr_Clear();
    if (tn) {
      PyErr_Format(PyExc_TypeError, "expected str, got %U", tn);
      Py_DECREF(tn);
    } else {
      PyErr_SetString(PyExc_TypeError, "expected str");
    }
    return -1;
  }
  PyObject *b = PyUnicode_AsUTF8String(o);
  if (!b) return -1;
  char *data;
  if (PyBytes_AsStringAndSize(b, &data, n) < 0) {
    Py_DECREF(b);
    return -1;
  }
  *s = data;
  *keep = b;
  return 0;
}

PyObject *mlirpy_from_strref(MlirStringRef s) {
  return PyUnicode_DecodeUTF8(s.data ? s.data : "", (Py_ssize_t)s.length, "replace");
}

PyObject *mlirpy_repr_as_call(PyObject *self, PyObject *(*str)(PyObject *)) {
  PyObject *s = str(self);
  if (!s) return NULL;
  PyObject *name = PyObject_GetAttrString((PyObject *)Py_TYPE(self), "__name__");
  PyObject *r = name ? PyUnicode_FromFormat("%U(%U)", name, s) : NULL;
  Py_XDECREF(name);
  Py_DECREF(s);
  return r;
}

/* ---- pointer map ---------------------------------------------------------- */
#define TOMB ((const void *)(uintptr_t)1)
static size_t hash_ptr(const void *p) {
  uint64_t x = (uint64_t)(uintptr_t)p;
  x ^= x >> 33; x *= 0xff51afd7ed558ccdULL; x ^= x >> 33;
  return (size_t)x;
}

static int grow(mlirpy_ptrmap *m) {
  size_t ncap = m->cap ? m->cap * 2 : 16;
  while (m->count * 2 >= ncap) ncap *= 2;
  const void **ok = m->keys; void **ov = m->vals; size_t ocap = m->cap;
  m->keys = calloc(ncap, sizeof(void *));
  m->vals = calloc(ncap, sizeof(void *));
  if (!m->keys || !m->vals) {
    free(m->keys); free(m->vals); m->keys = ok; m->vals = ov;
    PyErr_NoMemory();
    return -1;
  }
  m->cap = ncap; m->count = 0; m->used = 0;
  for (size_t i = 0; i < ocap; ++i)
    if (ok[i] && ok[i] != TOMB) mlirpy_ptrmap_put(m, ok[i], ov[i]);
  free(ok); free(ov);
  return 0;
}

int mlirpy_ptrmap_put(mlirpy_ptrmap *m, const void *k, void *v) {
  if ((m->used + 1) * 4 >= m->cap * 3 && grow(m) < 0) return -1;
  size_t mask = m->cap - 1, i = hash_ptr(k) & mask, tomb = (size_t)-1;
  for (;; i = (i + 1) & mask) {
    if (m->keys[i] == k) { m->vals[i] = v; return 0; }
    if (m->keys[i] == TOMB) { if (tomb == (size_t)-1) tomb = i; continue; }
    if (!m->keys[i]) break;
  }
  if (tomb != (size_t)-1) i = tomb; else m->used++;
  m->keys[i] = k; m->vals[i] = v; m->count++;
  return 0;
}

void *mlirpy_ptrmap_get(const mlirpy_ptrmap *m, const void *k) {
  if (!m->cap) return NULL;
  size_t mask = m->cap - 1;
  for (size_t i = hash_ptr(k) & mask;; i = (i + 1) & mask) {
    if (m->keys[i] == k) return m->vals[i];
    if (!m->keys[i]) return NULL;
  }
}

void mlirpy_ptrmap_del(mlirpy_ptrmap *m, const void *k) {
  if (!m->cap) return;
  size_t mask = m->cap - 1;
  for (size_t i = hash_ptr(k) & mask;; i = (i + 1) & mask) {
    if (m->keys[i] == k) { m->keys[i] = TOMB; m->vals[i] = NULL; m->count--; return; }
    if (!m->keys[i]) return;
  }
}

void mlirpy_ptrmap_free(mlirpy_ptrmap *m) {
  free(m->keys); free(m->vals);
  memset(m, 0, sizeof *m);
}

void mlirpy_ptrmap_foreach(const mlirpy_ptrmap *m, void (*fn)(const void *, void *, void *), void *ud) {
  for (size_t i = 0; i < m->cap; ++i)
    if (m->keys[i] && m->keys[i] != TOMB) fn(m->keys[i], m->vals[i], ud);
}

/* ---- state ---------------------------------------------------------------- */
/* The definition of the _mlir module, set by PyInit__mlir (module.c). */
static struct PyModuleDef *module_def;

void mlirpy_set_module_def(struct PyModuleDef *def) { module_def = def; }

mlirpy_state *mlirpy_state_from_module(PyObject *module) {
  return (mlirpy_state *)PyModule_GetState(module);
}

PyObject *mlirpy_interned(PyObject **slot, const char *name) {
  if (!*slot) *slot = PyUnicode_InternFromString(name);
  return *slot;
}

mlirpy_state *mlirpy_state_from_type(PyObject *type) {
  static PyObject *key;
  if (!mlirpy_interned(&key, "_mlirpy_state")) return NULL;
  PyObject *m = PyObject_GetAttr(type, key);
  if (!m) return NULL;
  mlirpy_state *st = PyModule_Check(m) && PyModule_GetDef(m) == module_def ? mlirpy_state_from_module(m) : NULL;
  Py_DECREF(m);
  if (!st) {
    PyErr_Format(PyExc_TypeError, "%R is not a class of mlir.ir (its _mlirpy_state is not the _mlir module)", type);
    return NULL;
  }
  /* Cleared by the GC or at interpreter shutdown: no class is left to use. */
  if (!st->Context || !st->ir) {
    PyErr_SetString(PyExc_RuntimeError, "mlir.ir is shutting down (its module state was cleared)");
    return NULL;
  }
  return st;
}

int mlirpy_register_class(mlirpy_state *st, PyTypeObject *t, const char *name) {
  if (PyObject_SetAttrString((PyObject *)t, "_mlirpy_state", st->module) < 0) return -1;
  if (name) {
    Py_INCREF(t);
    if (PyModule_AddObject(st->ir, name, (PyObject *)t) < 0) { Py_DECREF(t); return -1; }
  }
  return 0;
}

PyTypeObject *mlirpy_make_class(mlirpy_state *st, PyType_Spec *spec, PyTypeObject *base,
                                const char *name) {
  PyObject *bases = NULL;
  if (base && !(bases = PyTuple_Pack(1, (PyObject *)base))) return NULL;
  PyTypeObject *t = (PyTypeObject *)PyType_FromSpecWithBases(spec, bases);
  Py_XDECREF(bases);
  if (!t) return NULL;
  if (mlirpy_register_class(st, t, name) < 0) { Py_DECREF(t); return NULL; }
  return t;
}

/* ---- per-thread stack -------------------------------------------------------
 * A list of frames (context, location, insertion point), each None or the
 * object, in the thread state dict under st->stack_key. */
static PyObject *get_stack(mlirpy_state *st, int create) {
  PyObject *d = PyThreadState_GetDict();
  if (!d) { if (create) PyErr_SetString(PyExc_RuntimeError, "no thread state"); return NULL; }
  PyObject *s = PyDict_GetItem(d, st->stack_key); /* borrowed */
  if (!s && create) {
    s = PyList_New(0);
    if (!s) return NULL;
    if (PyDict_SetItem(d, st->stack_key, s) < 0) { Py_DECREF(s); return NULL; }
    Py_DECREF(s);
  }
  return s;
}

PyObject *mlirpy_current(mlirpy_state *st, int which) {
  PyObject *s = get_stack(st, 0);
  if (!s) return NULL;
  Py_ssize_t n = PyList_Size(s);
  if (n <= 0) return NULL;
  PyObject *o = PyTuple_GetItem(PyList_GetItem(s, n - 1), which);
  return o == Py_None ? NULL : o;
}

static PyObject *ctx_of(PyObject *o) {
  return o ? (PyObject *)((PyMlirUniqued *)o)->ctx : NULL;
}

int mlirpy_push(mlirpy_state *st, PyObject *ctx, PyObject *loc, PyObject *ip) {
  PyObject *s = get_stack(st, 1);
  if (!s) return -1;
  PyObject *top_loc = mlirpy_current(st, MLIRPY_CUR_LOCATION);
  PyObject *top_ip = mlirpy_current(st, MLIRPY_CUR_IP);
  PyObject *top_ctx = mlirpy_current(st, MLIRPY_CUR_CONTEXT);
  PyObject *c = ctx, *l = NULL, *i = NULL;
  if (!loc && !ip) {    /* re-entering the current Context keeps its location and ip */
    if (top_ctx == c) { l = top_loc; i = top_ip; }
  } else if (loc) {            /* entering a Location: keep the ip of the same context */
    l = loc;
    if (top_ctx == c) i = top_ip;
  } else if (ip) {      /* entering an InsertionPoint: keep the location */
    i = ip;
    if (top_ctx == c) l = top_loc;
    else if (top_loc && ctx_of(top_loc) == c) l = top_loc;
  }
  PyObject *frame = PyTuple_Pack(3, c ? c : Py_None, l ? l : Py_None, i ? i : Py_None);
  if (!frame) return -1;
  int rc = PyList_Append(s, frame);
  Py_DECREF(frame);
  return rc;
}

int mlirpy_pop(mlirpy_state *st, int which, PyObject *expected) {
  PyObject *s = get_stack(st, 0);
  Py_ssize_t n = s ? PyList_Size(s) : 0;
  if (n <= 0 || PyTuple_GetItem(PyList_GetItem(s, n - 1), which) != expected) {
    PyErr_SetString(PyExc_RuntimeError,
                    "unbalanced context manager exit: not the innermost Context/Location/InsertionPoint");
    return -1;
  }
  return PyList_SetSlice(s, n - 1, n, NULL);
}

PyMlirContext *mlirpy_resolve_context(mlirpy_state *st, PyObject *context) {
  if (context && context != Py_None) {
    if (!PyObject_TypeCheck(context, st->Context)) {
      if (!mlirpy_refuse_foreign(context, "context")) PyErr_SetString(PyExc_TypeError, "context: expected mlir.ir.Context");
      return NULL;
    }
    return (PyMlirContext *)context;
  }
  PyObject *c = mlirpy_current(st, MLIRPY_CUR_CONTEXT);
  if (!c) {
    PyErr_SetString(PyExc_RuntimeError, MLIRPY_NO_CONTEXT);
    return NULL;
  }
  return (PyMlirContext *)c;
}

/* Whether a Location entered further out belongs to another Context than
 * the current one: an InsertionPoint of another Context hides it. */
static int outer_location_of_other_context(mlirpy_state *st) {
  PyObject *s = get_stack(st, 0);
  PyObject *current = mlirpy_current(st, MLIRPY_CUR_CONTEXT);
  for (Py_ssize_t i = s ? PyList_Size(s) - 1 : -1; i >= 0; --i) {
    PyObject *loc = PyTuple_GetItem(PyList_GetItem(s, i), MLIRPY_CUR_LOCATION);
    if (loc != Py_None) return ctx_of(loc) != current;
  }
  return 0;
}

PyObject *mlirpy_resolve_location(mlirpy_state *st, PyObject *loc) {
  if (loc && loc != Py_None) {
    if (!PyObject_TypeCheck(loc, st->Location)) {
      PyErr_SetString(PyExc_TypeError, "loc: expected mlir.ir.Location");
      return NULL;
    }
    return loc;
  }
  PyObject *l = mlirpy_current(st, MLIRPY_CUR_LOCATION);
  if (!l) {
    if (outer_location_of_other_context(st))
      PyErr_SetString(PyExc_ValueError,
                      "no current Location in the insertion point's Context: the Location entered "
                      "belongs to another Context (pass loc= of the insertion point's Context)");
    else
      PyErr_SetString(PyExc_ValueError,
                      "no current Location: pass loc= or enter one with 'with Location.unknown():'");
    return NULL;
  }
  return l;
}

/* ---- extensions appended on first need ---------------------------------------- */
int mlirpy_context_complete(PyMlirContext *ctx) {
  if (!ctx->extensions_pending) return 0;
  /* Appends to every pending context (taking them with _take_pending_contexts). */
  PyObject *fn = PyObject_GetAttrString(ctx->st->module, "_complete_contexts");
  PyObject *r = fn ? PyObject_CallObject(fn, NULL) : NULL;
  Py_XDECREF(fn);
  ctx->extensions_pending = 0; /* whatever happened, never asked twice */
  if (!r) return -1;
  Py_DECREF(r);
  return 1;
}

static const void *parse_captured(PyMlirContext *c, mlirpy_parser parse, MlirStringRef text, const void *extra,
                                  PyObject **caps) {
  PyObject *prev = mlirpy_capture_begin(c);
  const void *p = parse(c->ctx, text, extra);
  *caps = mlirpy_capture_end(c, prev);
  return p;
}

const void *mlirpy_parse(PyMlirContext *c, mlirpy_parser parse, MlirStringRef text, const void *extra,
                         PyObject **caps) {
  const void *p = parse_captured(c, parse, text, extra, caps);
  int completed = p ? 0 : mlirpy_context_complete(c);
  if (completed == 0) return p;
  Py_CLEAR(*caps);
  return completed < 0 ? NULL : parse_captured(c, parse, text, extra, caps);
}

/* ---- diagnostics capture ---------------------------------------------------- */
PyObject *mlirpy_capture_begin(PyMlirContext *ctx) {
  PyObject *prev = ctx->capture;
  ctx->capture = PyList_New(0); /* on failure: no capture, diagnostics go to handlers */
  if (!ctx->capture) PyErr_Clear();
  return prev;
}

PyObject *mlirpy_capture_end(PyMlirContext *ctx, PyObject *prev) {
  PyObject *l = ctx->capture;
  ctx->capture = prev;
  return l;
}
