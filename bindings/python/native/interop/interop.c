/* Capsules with the copy check, and the string sink (interop.h). */
#include "interop/interop.h"

#include <stdlib.h>
#include <string.h>

PyObject *mlirpy_capsule_new(void *pointer, const char *name, PyCapsule_Destructor destructor) {
  PyObject *cap = PyCapsule_New(pointer, name, destructor);
  if (cap && PyCapsule_SetContext(cap, MLIRPY_WORLD) < 0) Py_CLEAR(cap);
  return cap;
}

PyObject *mlirpy_capsule_or_none(const void *pointer, const char *name) {
  if (!pointer) Py_RETURN_NONE;
  return mlirpy_capsule_new((void *)pointer, name, NULL);
}

int mlirpy_capsule_same_world(PyObject *cap, const char *what) {
  void *world = PyCapsule_GetContext(cap);
  if (!world && PyErr_Occurred()) PyErr_Clear();
  if (!world || world == MLIRPY_WORLD) return 1;
  PyErr_Format(PyExc_TypeError,
               "%s: this object belongs to another copy of the mlir package (a private label, with "
               "its own MLIR libraries); objects cannot move between copies",
               what);
  return 0;
}

int mlirpy_refuse_foreign(PyObject *o, const char *what) {
  PyObject *cap = PyObject_GetAttrString(o, MLIR_PYTHON_CAPI_PTR_ATTR);
  if (!cap) { PyErr_Clear(); return 0; }
  int foreign = PyCapsule_CheckExact(cap) && !mlirpy_capsule_same_world(cap, what);
  Py_DECREF(cap);
  return foreign;
}

/* 1 and the pointer when `cap` is a capsule named `kind` of this copy; 0
 * when it is no such capsule; -1 with a TypeError when of another copy. */
static int capsule_pointer(PyObject *cap, const char *kind, const char *what, void **out) {
  if (!PyCapsule_IsValid(cap, kind)) return 0;
  if (!mlirpy_capsule_same_world(cap, what)) return -1;
  *out = PyCapsule_GetPointer(cap, kind);
  return *out ? 1 : -1;
}

void *mlirpy_unwrap_capsule(PyObject *cap, const char *kind, const char *what) {
  void *p = NULL;
  int r = capsule_pointer(cap, kind, what, &p);
  if (r == 0) PyErr_Format(PyExc_TypeError, "%s: expected a %s capsule", what, kind);
  return r > 0 ? p : NULL;
}

void *mlirpy_capsule_pointer(PyObject *cap, const char *kind, const char *what) {
  if (PyCapsule_CheckExact(cap) && !mlirpy_capsule_same_world(cap, what)) return NULL;
  return PyCapsule_GetPointer(cap, kind);
}

int mlirpy_try_unwrap(PyObject *o, const char *kind, const char *what, void **out) {
  /* This package's own modules take a Context's capsule without making it
   * complete its extensions first, as _CAPIPtr does for other code (see
   * mlirpy_context_complete in _mlir/mlirpy.h): those that need them get
   * them otherwise (a PassManager appends them, the others take modules or
   * operations). */
  PyObject *cap = strcmp(kind, MLIR_PYTHON_CAPSULE_CONTEXT) == 0 ? PyObject_GetAttrString(o, "_mlirpy_capsule") : NULL;
  if (!cap) {
    PyErr_Clear();
    cap = PyObject_GetAttrString(o, MLIR_PYTHON_CAPI_PTR_ATTR);
  }
  if (!cap) {
    PyErr_Clear();
    return 0;
  }
  int r = capsule_pointer(cap, kind, what, out);
  Py_DECREF(cap);
  return r;
}

void *mlirpy_unwrap(PyObject *o, const char *kind, const char *what) {
  void *p = NULL;
  int r = mlirpy_try_unwrap(o, kind, what, &p);
  if (r == 0) PyErr_Format(PyExc_TypeError, "%s: expected %s, got %R", what, kind,
                           (PyObject *)Py_TYPE(o));
  return r > 0 ? p : NULL;
}

void mlirpy_printer_cb(MlirStringRef s, void *userData) {
  mlirpy_printer *p = userData;
  if (p->failed || s.length == 0) return;
  if (p->len + s.length > p->cap) {
    size_t cap = p->cap ? p->cap : 256;
    while (cap < p->len + s.length) cap *= 2;
    char *data = realloc(p->data, cap);
    if (!data) { p->failed = 1; return; }
    p->data = data;
    p->cap = cap;
  }
  memcpy(p->data + p->len, s.data, s.length);
  p->len += s.length;
}

void mlirpy_printer_clear(mlirpy_printer *p) {
  free(p->data);
  p->data = NULL;
  p->len = p->cap = 0;
  p->failed = 0;
}

/* The text as str (as_bytes = 0) or bytes; resets the sink. */
static PyObject *printer_result(mlirpy_printer *p, int as_bytes) {
  PyObject *r = NULL;
  if (p->failed) PyErr_NoMemory();
  else if (as_bytes) r = PyBytes_FromStringAndSize(p->data ? p->data : "", (Py_ssize_t)p->len);
  else r = PyUnicode_DecodeUTF8(p->data ? p->data : "", (Py_ssize_t)p->len, "replace");
  mlirpy_printer_clear(p);
  return r;
}

PyObject *mlirpy_printer_finish(mlirpy_printer *p) { return printer_result(p, 0); }
PyObject *mlirpy_printer_bytes(mlirpy_printer *p) { return printer_result(p, 1); }

PyObject *mlirpy_printer_take(mlirpy_printer *p) {
  if (mlirpy_printer_empty(p)) return NULL;
  PyObject *s = mlirpy_printer_finish(p);
  if (!s) PyErr_Clear();
  return s;
}
