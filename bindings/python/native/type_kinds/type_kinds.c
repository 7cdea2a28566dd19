/* The type-kind tables of _mlirDialectsTransform and _mlirDialectsPDL (type_kinds.h). */
#include "type_kinds/type_kinds.h"

/* The pointer in `o`'s _CAPIPtr capsule of mlir.ir.<cls>; TypeError otherwise. */
static void *unwrap_class(PyObject *o, const char *kind, const char *cls, const char *what) {
  void *p = NULL;
  int r = mlirpy_try_unwrap(o, kind, what, &p);
  if (r == 0) PyErr_Format(PyExc_TypeError, "%s: expected an mlir.ir.%s, got %R", what, cls, (PyObject *)Py_TYPE(o));
  return r > 0 ? p : NULL;
}

int dt_type_arg(PyObject *o, MlirType *out, const char *what) {
  void *p = unwrap_class(o, MLIR_PYTHON_CAPSULE_TYPE, "Type", what);
  out->ptr = p;
  return p ? 0 : -1;
}

int dt_context_arg(PyObject *o, MlirContext *out, const char *what) {
  void *p = unwrap_class(o, MLIR_PYTHON_CAPSULE_CONTEXT, "Context", what);
  out->ptr = p;
  return p ? 0 : -1;
}

PyObject *dt_type_capsule(MlirType t) {
  if (mlirTypeIsNull(t)) {
    PyErr_SetString(PyExc_ValueError, "the type could not be built");
    return NULL;
  }
  return mlirpy_capsule_new((void *)t.ptr, MLIR_PYTHON_CAPSULE_TYPE, NULL);
}

static const dt_type_kind *find_kind(const dt_type_kind *kinds, PyObject *name) {
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
PyObject *dt_isa(const dt_type_kind *kinds, PyObject *args) {
  PyObject *name, *type;
  MlirType t;
  if (!PyArg_ParseTuple(args, "UO:isa", &name, &type)) return NULL;
  const dt_type_kind *k = find_kind(kinds, name);
  if (!k || dt_type_arg(type, &t, "isa") < 0) return NULL;
  return PyBool_FromLong(k->isa(t));
}

/* typeid(kind) -> TypeID capsule, or None when the kind has none. */
PyObject *dt_typeid(const dt_type_kind *kinds, PyObject *name) {
  const dt_type_kind *k = find_kind(kinds, name);
  if (!k) return NULL;
  if (!k->typeid) Py_RETURN_NONE;
  return mlirpy_capsule_new((void *)k->typeid().ptr, MLIR_PYTHON_CAPSULE_TYPEID, NULL);
}

/* get(kind, context) -> Type capsule, for the kinds without parameters. */
PyObject *dt_get(const dt_type_kind *kinds, PyObject *args) {
  PyObject *name, *context;
  MlirContext c;
  if (!PyArg_ParseTuple(args, "UO:get", &name, &context)) return NULL;
  const dt_type_kind *k = find_kind(kinds, name);
  if (!k || dt_context_arg(context, &c, "get: context") < 0) return NULL;
  if (!k->get) {
    PyErr_Format(PyExc_TypeError, "%s takes parameters: use its own get", k->name);
    return NULL;
  }
  return dt_type_capsule(k->get(c));
}

/* The names of the kinds, for the Python side to build its classes from. */
PyObject *dt_kind_names(const dt_type_kind *kinds) {
  PyObject *l = PyList_New(0);
  for (const dt_type_kind *k = kinds; l && k->name; ++k) {
    PyObject *s = PyUnicode_FromString(k->name);
    if (!s || PyList_Append(l, s) < 0) Py_CLEAR(l);
    Py_XDECREF(s);
  }
  return l;
}

