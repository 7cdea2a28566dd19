/* mlir.ir: Operation.attributes (OpAttributeMap) and NamedAttribute. */
#include "ir_ops.h"

#include <string.h>

typedef struct { PyObject_HEAD PyMlirOperation *op; } PyAttrMap;
PyObject *mlirpy_op_attributes(PyObject *self, void *c) {
  (void)c;
  PyMlirOperation *op = mlirpy_base_op(self);
  if (!op) return NULL;
  PyAttrMap *m = (PyAttrMap *)mlirpy_alloc(op->ctx->st->OpAttributeMap);
  if (m) m->op = (PyMlirOperation *)mlirpy_newref((PyObject *)op);
  return (PyObject *)m;
}

/* ---- NamedAttribute (made by mlirpy_named_attr, wrap.c) ------------------------------------------ */
static PyObject *na_name(PyObject *self, void *c) { (void)c; return mlirpy_newref(((PyNamedAttr *)self)->name); }
static PyObject *na_attr(PyObject *self, void *c) { (void)c; return mlirpy_newref(((PyNamedAttr *)self)->attr); }
static PyObject *na_repr(PyObject *self) {
  return PyUnicode_FromFormat("NamedAttribute(%U=%S)", ((PyNamedAttr *)self)->name, ((PyNamedAttr *)self)->attr);
}
static int na_traverse(PyObject *self, visitproc visit, void *arg) {
  Py_VISIT(((PyNamedAttr *)self)->name); Py_VISIT(((PyNamedAttr *)self)->attr); Py_VISIT(Py_TYPE(self)); return 0;
}
static void na_dealloc(PyObject *self) {
  PyObject_GC_UnTrack(self); Py_CLEAR(((PyNamedAttr *)self)->name); Py_CLEAR(((PyNamedAttr *)self)->attr); mlirpy_free(self);
}
static PyGetSetDef na_getset[] = {{"name", na_name, NULL, NULL, NULL}, {"attr", na_attr, NULL, NULL, NULL}, {NULL}};
static PyType_Slot na_slots[] = {{Py_tp_getset, na_getset}, {Py_tp_repr, na_repr}, {Py_tp_traverse, na_traverse},
                                 {Py_tp_dealloc, na_dealloc}, {0, 0}};
static PyType_Spec na_spec = {"mlir._mlir_libs._mlir.ir.NamedAttribute", sizeof(PyNamedAttr), 0,
                              Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC, na_slots};

/* ---- OpAttributeMap ------------------------------------------------------------------------------ */
static Py_ssize_t am_len(PyObject *self) {
  PyMlirOperation *op = ((PyAttrMap *)self)->op;
  MLIRPY_CHECK_OP(op, -1);
  return mlirOperationGetNumAttributes(op->op);
}
/* The attribute named by the str `key` (null when there is none); -1 with
 * an exception for a key that is no str. */
static int am_lookup(PyMlirOperation *op, PyObject *key, MlirAttribute *out) {
  const char *s; Py_ssize_t n; PyObject *keep;
  if (mlirpy_str(key, &s, &n, &keep) < 0) return -1;
  *out = mlirOperationGetAttributeByName(op->op, mlirStringRefCreate(s, n));
  Py_DECREF(keep);
  return 0;
}
static PyObject *am_subscript(PyObject *self, PyObject *key) {
  PyMlirOperation *op = ((PyAttrMap *)self)->op;
  MLIRPY_CHECK_OP(op, NULL);
  if (PyLong_Check(key)) {
    Py_ssize_t i = PyLong_AsSsize_t(key), n = mlirOperationGetNumAttributes(op->op);
    if (i < 0) i += n;
    if (i < 0 || i >= n) { PyErr_SetString(PyExc_IndexError, "attribute index out of range"); return NULL; }
    return mlirpy_named_attr(op->ctx, mlirOperationGetAttribute(op->op, i));
  }
  MlirAttribute a;
  if (am_lookup(op, key, &a) < 0) return NULL;
  if (mlirAttributeIsNull(a)) { PyErr_SetObject(PyExc_KeyError, key); return NULL; }
  return mlirpy_attr_wrap(op->ctx, a);
}
static int am_ass(PyObject *self, PyObject *key, PyObject *v) {
  PyMlirOperation *op = ((PyAttrMap *)self)->op;
  MLIRPY_CHECK_OP(op, -1);
  const char *s; Py_ssize_t n; PyObject *keep;
  if (mlirpy_str(key, &s, &n, &keep) < 0) return -1;
  int rc = 0;
  if (v) {
    MlirAttribute a;
    if (mlirpy_get_attr_in(op->ctx, v, &a, "value") < 0) rc = -1;
    else mlirOperationSetAttributeByName(op->op, mlirStringRefCreate(s, n), a);
  } else if (!mlirOperationRemoveAttributeByName(op->op, mlirStringRefCreate(s, n))) {
    PyErr_SetObject(PyExc_KeyError, key);
    rc = -1;
  }
  Py_DECREF(keep);
  return rc;
}
static int am_contains(PyObject *self, PyObject *key) {
  PyMlirOperation *op = ((PyAttrMap *)self)->op;
  MLIRPY_CHECK_OP(op, -1);
  MlirAttribute a;
  if (am_lookup(op, key, &a) < 0) return -1;
  return !mlirAttributeIsNull(a);
}
static PyObject *am_list(PyObject *self, int what) { /* 0 named, 1 keys, 2 values, 3 items */
  PyMlirOperation *op = ((PyAttrMap *)self)->op;
  MLIRPY_CHECK_OP(op, NULL);
  intptr_t n = mlirOperationGetNumAttributes(op->op);
  PyObject *l = PyList_New(n);
  for (intptr_t i = 0; l && i < n; ++i) {
    PyObject *na = mlirpy_named_attr(op->ctx, mlirOperationGetAttribute(op->op, i));
    if (!na) { Py_CLEAR(l); break; }
    PyObject *x = na;
    if (what == 1) x = mlirpy_newref(((PyNamedAttr *)na)->name);
    else if (what == 2) x = mlirpy_newref(((PyNamedAttr *)na)->attr);
    else if (what == 3) x = PyTuple_Pack(2, ((PyNamedAttr *)na)->name, ((PyNamedAttr *)na)->attr);
    if (x != na) Py_DECREF(na);
    if (!x) { Py_CLEAR(l); break; }
    PyList_SetItem(l, i, x);
  }
  return l;
}
static PyObject *am_iter(PyObject *self) {
  PyObject *l = am_list(self, 0);
  if (!l) return NULL;
  PyObject *it = PyObject_GetIter(l);
  Py_DECREF(l);
  return it;
}
/* get(name, default=None): the attribute called `name`, else `default`. */
static PyObject *am_get(PyObject *self, PyObject *args) {
  PyObject *key, *fallback = Py_None;
  if (!PyArg_UnpackTuple(args, "get", 1, 2, &key, &fallback)) return NULL;
  PyMlirOperation *op = ((PyAttrMap *)self)->op;
  MLIRPY_CHECK_OP(op, NULL);
  MlirAttribute a;
  if (am_lookup(op, key, &a) < 0) return NULL;
  return mlirAttributeIsNull(a) ? mlirpy_newref(fallback) : mlirpy_attr_wrap(op->ctx, a);
}
static PyObject *am_keys(PyObject *self, PyObject *u) { (void)u; return am_list(self, 1); }
static PyObject *am_values(PyObject *self, PyObject *u) { (void)u; return am_list(self, 2); }
static PyObject *am_items(PyObject *self, PyObject *u) { (void)u; return am_list(self, 3); }
static PyObject *am_repr(PyObject *self) {
  PyObject *l = am_list(self, 0);
  if (!l) return NULL;
  PyObject *r = PyUnicode_FromFormat("OpAttributeMap(%R)", l);
  Py_DECREF(l);
  return r;
}
static int am_traverse(PyObject *self, visitproc visit, void *arg) {
  Py_VISIT(((PyAttrMap *)self)->op); Py_VISIT(Py_TYPE(self)); return 0;
}
static void am_dealloc(PyObject *self) { PyObject_GC_UnTrack(self); Py_CLEAR(((PyAttrMap *)self)->op); mlirpy_free(self); }
static PyMethodDef am_methods[] = {{"keys", am_keys, METH_NOARGS, "The attribute names."}, {"values", am_values, METH_NOARGS, "The attribute values."},
                                   {"items", am_items, METH_NOARGS, "(name, value) pairs of the attributes."},
                                   {"get", am_get, METH_VARARGS, "get(name, default=None): the attribute called name, else default."},
                                   {NULL}};
static PyType_Slot am_slots[] = {
    {Py_mp_length, am_len}, {Py_mp_subscript, am_subscript}, {Py_mp_ass_subscript, am_ass},
    {Py_sq_contains, am_contains}, {Py_tp_iter, am_iter}, {Py_tp_repr, am_repr}, {Py_tp_methods, am_methods},
    {Py_tp_traverse, am_traverse}, {Py_tp_dealloc, am_dealloc}, {0, 0}};
static PyType_Spec am_spec = {"mlir._mlir_libs._mlir.ir.OpAttributeMap", sizeof(PyAttrMap), 0,
                              Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC, am_slots};

int mlirpy_init_op_attributes(mlirpy_state *st) {
  if (!(st->OpAttributeMap = mlirpy_make_class(st, &am_spec, NULL, "OpAttributeMap"))) return -1;
  if (!(st->NamedAttribute = mlirpy_make_class(st, &na_spec, NULL, "NamedAttribute"))) return -1;
  return 0;
}
