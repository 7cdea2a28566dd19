/* Bottom layer of _mlir: allocation and the common slots of the objects,
 * the uniqued base (Type, Attribute, Location... hold only their context)
 * and class-level properties (Context.current...).  Includes no class
 * header and calls no class file. */
#include "mlirpy.h"

MLIRPY_INTERNAL PyObject *mlirpy_alloc(PyTypeObject *t) {
  allocfunc a = (allocfunc)PyType_GetSlot(t, Py_tp_alloc);
  return a(t, 0);
}
MLIRPY_INTERNAL void mlirpy_free(PyObject *self) {
  PyTypeObject *tp = Py_TYPE(self);
  freefunc f = (freefunc)PyType_GetSlot(tp, Py_tp_free);
  f(self);
  Py_DECREF(tp);
}

/* ---- _ClassProperty: Context.current and friends ---------------------------- */
typedef struct { PyObject_HEAD PyObject *fn; } ClassProperty;
static PyObject *classprop_get(PyObject *self, PyObject *obj, PyObject *type) {
  (void)obj;
  return PyObject_CallFunctionObjArgs(((ClassProperty *)self)->fn, type ? type : Py_None, NULL);
}
static int classprop_traverse(PyObject *self, visitproc visit, void *arg) {
  Py_VISIT(((ClassProperty *)self)->fn);
  Py_VISIT(Py_TYPE(self));
  return 0;
}
static void classprop_dealloc(PyObject *self) {
  PyObject_GC_UnTrack(self);
  Py_CLEAR(((ClassProperty *)self)->fn);
  mlirpy_free(self);
}
static PyType_Slot classprop_slots[] = {
    {Py_tp_descr_get, classprop_get},
    {Py_tp_traverse, classprop_traverse},
    {Py_tp_dealloc, classprop_dealloc},
    {0, 0}};
static PyType_Spec classprop_spec = {"mlir._mlir_libs._mlir.ir._ClassProperty", sizeof(ClassProperty), 0,
                                     Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC, classprop_slots};

/* Installs cls.<name> as a class-level read-only property computed by
 * def(cls) (a METH_O C function taking the class). */
MLIRPY_INTERNAL int mlirpy_add_classprop(mlirpy_state *st, PyTypeObject *cls, PyMethodDef *def) {
  PyObject *fn = PyCFunction_NewEx(def, st->module, NULL);
  if (!fn) return -1;
  ClassProperty *p = (ClassProperty *)mlirpy_alloc(st->ClassProperty);
  if (!p) { Py_DECREF(fn); return -1; }
  p->fn = fn;
  int rc = PyObject_SetAttrString((PyObject *)cls, def->ml_name, (PyObject *)p);
  Py_DECREF(p);
  return rc;
}

/* ---- uniqued base: common slots ------------------------------------------------ */
PyObject *mlirpy_uniqued_new(PyTypeObject *t, PyMlirContext *ctx, const void *ptr) {
  PyMlirUniqued *o = (PyMlirUniqued *)mlirpy_alloc(t);
  if (!o) return NULL;
  o->ptr = ptr;
  o->ctx = (PyMlirContext *)mlirpy_newref((PyObject *)ctx);
  return (PyObject *)o;
}
MLIRPY_INTERNAL int mlirpy_uniqued_traverse(PyObject *self, visitproc visit, void *arg) {
  Py_VISIT(((PyMlirUniqued *)self)->ctx); Py_VISIT(Py_TYPE(self)); return 0;
}
MLIRPY_INTERNAL void mlirpy_uniqued_dealloc(PyObject *self) {
  PyObject_GC_UnTrack(self);
  Py_CLEAR(((PyMlirUniqued *)self)->ctx);
  mlirpy_free(self);
}
MLIRPY_INTERNAL Py_hash_t mlirpy_uniqued_hash(PyObject *self) {
  return (Py_hash_t)((uintptr_t)((PyMlirUniqued *)self)->ptr >> 3);
}
MLIRPY_INTERNAL PyObject *mlirpy_uniqued_context(PyObject *self, void *c) {
  (void)c; return mlirpy_newref((PyObject *)((PyMlirUniqued *)self)->ctx);
}

/* Makes the _ClassProperty class (before any class that has one). */
MLIRPY_INTERNAL int mlirpy_init_object(mlirpy_state *st) {
  st->ClassProperty = (PyTypeObject *)PyType_FromSpec(&classprop_spec);
  return st->ClassProperty ? 0 : -1;
}
