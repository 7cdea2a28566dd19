/* Shared by the small native modules that give a dialect its typed Type
 * classes (dialect_transform.c, dialect_pdl.c).  They sit beside _mlir and
 * talk to mlir.ir objects only through their capsules (_CAPIPtr): a module
 * answers isa/typeid/get questions for a table of type kinds, and the pure
 * Python side (mlir/dialects/_dialect_types.py) turns the capsules back into
 * mlir.ir.Type / TypeID objects with their _CAPICreate.  Static: each module
 * has its copy. */
#ifndef MLIRPY_DIALECT_TYPES_H
#define MLIRPY_DIALECT_TYPES_H

#ifndef Py_LIMITED_API
#define Py_LIMITED_API 0x03090000
#endif
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include <stdbool.h>
#include <string.h>

#include "capsule_world.h"

#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

#define DT_CAPSULE(cls) "mlir.ir." cls "._CAPIPtr"

/* One Python type class: `get` is NULL for the parametric ones, which have
 * functions of their own. */
typedef struct dt_type_kind {
  const char *name;
  bool (*isa)(MlirType);
  MlirTypeID (*typeid)(void); /* NULL: no static TypeID (a base class) */
  MlirType (*get)(MlirContext);
} dt_type_kind;

/* The pointer in `o`'s _CAPIPtr capsule of mlir.ir.<cls>; TypeError otherwise. */
static void *dt_unwrap(PyObject *o, const char *cls, const char *what) {
  char name[64];
  PyOS_snprintf(name, sizeof name, "mlir.ir.%s._CAPIPtr", cls);
  PyObject *cap = PyObject_GetAttrString(o, "_CAPIPtr");
  void *p = NULL;
  if (cap && PyCapsule_IsValid(cap, name)) {
    if (!mlirpy_capsule_same_world(cap, what)) { Py_DECREF(cap); return NULL; }
    p = PyCapsule_GetPointer(cap, name);
  }
  Py_XDECREF(cap);
  if (!p) {
    PyErr_Clear();
    PyErr_Format(PyExc_TypeError, "%s: expected an mlir.ir.%s, got %R", what, cls, (PyObject *)Py_TYPE(o));
  }
  return p;
}

static int dt_type_arg(PyObject *o, MlirType *out, const char *what) {
  void *p = dt_unwrap(o, "Type", what);
  out->ptr = p;
  return p ? 0 : -1;
}

static int dt_context_arg(PyObject *o, MlirContext *out, const char *what) {
  void *p = dt_unwrap(o, "Context", what);
  out->ptr = p;
  return p ? 0 : -1;
}

static PyObject *dt_type_capsule(MlirType t) {
  if (mlirTypeIsNull(t)) {
    PyErr_SetString(PyExc_ValueError, "the type could not be built");
    return NULL;
  }
  return PyCapsule_New((void *)t.ptr, DT_CAPSULE("Type"), NULL);
}

static const dt_type_kind *dt_find_kind(const dt_type_kind *kinds, PyObject *name) {
  for (const dt_type_kind *k = kinds; k->name; ++k) {
    PyObject *s = PyUnicode_FromString(k->name);
    if (!s) return NULL;
    int eq = PyObject_RichCompareBool(name, s, Py_EQ);
    Py_DECREF(s);
    if (eq < 0) return NULL;
    if (eq) return k;
  }
  PyErr_Format(PyExc_KeyError, "no type kind named %R", name);
  return NULL;
}

/* isa(kind, type) -> bool */
static PyObject *dt_isa(const dt_type_kind *kinds, PyObject *args) {
  PyObject *name, *type;
  MlirType t;
  if (!PyArg_ParseTuple(args, "UO:isa", &name, &type)) return NULL;
  const dt_type_kind *k = dt_find_kind(kinds, name);
  if (!k || dt_type_arg(type, &t, "isa") < 0) return NULL;
  return PyBool_FromLong(k->isa(t));
}

/* typeid(kind) -> TypeID capsule, or None when the kind has none. */
static PyObject *dt_typeid(const dt_type_kind *kinds, PyObject *name) {
  const dt_type_kind *k = dt_find_kind(kinds, name);
  if (!k) return NULL;
  if (!k->typeid) Py_RETURN_NONE;
  return PyCapsule_New((void *)k->typeid().ptr, DT_CAPSULE("TypeID"), NULL);
}

/* get(kind, context) -> Type capsule, for the kinds without parameters. */
static PyObject *dt_get(const dt_type_kind *kinds, PyObject *args) {
  PyObject *name, *context;
  MlirContext c;
  if (!PyArg_ParseTuple(args, "UO:get", &name, &context)) return NULL;
  const dt_type_kind *k = dt_find_kind(kinds, name);
  if (!k || dt_context_arg(context, &c, "get: context") < 0) return NULL;
  if (!k->get) {
    PyErr_Format(PyExc_TypeError, "%s takes parameters: use its own get", k->name);
    return NULL;
  }
  return dt_type_capsule(k->get(c));
}

/* The names of the kinds, for the Python side to build its classes from. */
static PyObject *dt_kind_names(const dt_type_kind *kinds) {
  PyObject *l = PyList_New(0);
  for (const dt_type_kind *k = kinds; l && k->name; ++k) {
    PyObject *s = PyUnicode_FromString(k->name);
    if (!s || PyList_Append(l, s) < 0) Py_CLEAR(l);
    Py_XDECREF(s);
  }
  return l;
}

/* Defines the module functions isa/typeid/get/kind_names over `kinds`. */
#define DT_DEFINE_KIND_FUNCTIONS(kinds)                                                                      \
  static PyObject *kind_isa(PyObject *m, PyObject *a) { (void)m; return dt_isa(kinds, a); }                 \
  static PyObject *kind_typeid(PyObject *m, PyObject *a) { (void)m; return dt_typeid(kinds, a); }           \
  static PyObject *kind_get(PyObject *m, PyObject *a) { (void)m; return dt_get(kinds, a); }                 \
  static PyObject *kind_names(PyObject *m, PyObject *u) { (void)m; (void)u; return dt_kind_names(kinds); }

#define DT_KIND_METHODS                                                                                      \
  {"isa", kind_isa, METH_VARARGS, "isa(kind, type) -> bool: whether `type` (an mlir.ir.Type) is of `kind`"}, \
  {"typeid", kind_typeid, METH_O, "typeid(kind): the kind's TypeID as a capsule (None for a base kind)"},   \
  {"get", kind_get, METH_VARARGS, "get(kind, context): the parameterless type of `kind` as a capsule"},     \
  {"kind_names", kind_names, METH_NOARGS, "The names of the type kinds this module knows."},

#endif /* MLIRPY_DIALECT_TYPES_H */
