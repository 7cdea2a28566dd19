/* mlir.ir.Module: owns a builtin.module and the IR in it. */
#include "ir_ops.h"

#include <string.h>

/* ---- Module -------------------------------------------------------------------------------- */
static PyObject *module_wrap(PyMlirContext *ctx, MlirModule m) {
  PyMlirModule *o = (PyMlirModule *)mlirpy_alloc(ctx->st->Module);
  if (!o) { mlirModuleDestroy(m); return NULL; }
  o->mod = m;
  o->ctx = (PyMlirContext *)mlirpy_newref((PyObject *)ctx);
  mlirpy_ptrmap_put(&ctx->live_modules, mlirModuleGetOperation(m).ptr, o);
  return (PyObject *)o;
}
static void module_dealloc(PyObject *self) {
  PyMlirModule *m = (PyMlirModule *)self;
  PyObject_GC_UnTrack(self);
  if (m->mod.ptr) {
    MlirOperation op = mlirModuleGetOperation(m->mod);
    mlirpy_invalidate_nested(m->ctx, op, true);
    mlirpy_ptrmap_del(&m->ctx->live_modules, op.ptr);
    mlirModuleDestroy(m->mod);
  }
  Py_CLEAR(m->ctx);
  mlirpy_free(self);
}
static int module_traverse(PyObject *self, visitproc visit, void *arg) {
  Py_VISIT(((PyMlirModule *)self)->ctx); Py_VISIT(Py_TYPE(self)); return 0;
}
static const void *parse_module(MlirContext c, MlirStringRef text, const void *unused) {
  (void)unused;
  return mlirModuleCreateParse(c, text).ptr;
}
static PyObject *module_parse(PyObject *cls, PyObject *args, PyObject *kwds) {
  static char *kw[] = {"asm", "context", NULL};
  PyObject *asmobj, *context = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "O|O:parse", kw, &asmobj, &context)) return NULL;
  mlirpy_state *st = mlirpy_state_from_type(cls);
  PyMlirContext *c = st ? mlirpy_resolve_context(st, context) : NULL;
  if (!c) return NULL;
  const char *s; Py_ssize_t n; PyObject *keep = NULL;
  if (PyBytes_Check(asmobj)) {
    char *d;
    if (PyBytes_AsStringAndSize(asmobj, &d, &n) < 0) return NULL;
    s = d;
  } else if (mlirpy_str(asmobj, &s, &n, &keep) < 0) {
    return NULL;
  }
  if (mlirpy_check_nesting(c, "Unable to parse module assembly", s, n) < 0) { Py_XDECREF(keep); return NULL; }
  PyObject *caps;
  MlirModule m = {(void *)mlirpy_parse(c, parse_module, mlirStringRefCreate(s, n), NULL, &caps)};
  Py_XDECREF(keep);
  if (mlirModuleIsNull(m))
    return PyErr_Occurred() ? NULL : mlirpy_raise_mlir_error(c, "Unable to parse module assembly", caps);
  Py_XDECREF(caps);
  /* Bytecode is read without recursion; what it holds gets the text's limit. */
  if (mlirpy_check_op_nesting(c, "Unable to parse module assembly", mlirModuleGetOperation(m)) < 0) {
    mlirModuleDestroy(m);
    return NULL;
  }
  return module_wrap(c, m);
}
static PyObject *module_create(PyObject *cls, PyObject *args, PyObject *kwds) {
  static char *kw[] = {"loc", NULL};
  PyObject *loc = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "|O:create", kw, &loc)) return NULL;
  mlirpy_state *st = mlirpy_state_from_type(cls);
  PyObject *l = st ? mlirpy_resolve_location(st, loc) : NULL;
  if (!l) return NULL;
  return module_wrap(((PyMlirUniqued *)l)->ctx, mlirModuleCreateEmpty(mlirpy_loc(l)));
}
static PyObject *module_operation(PyObject *self, void *c) {
  (void)c;
  PyMlirModule *m = (PyMlirModule *)self;
  return (PyObject *)mlirpy_op_wrap(m->ctx, mlirModuleGetOperation(m->mod), self);
}
static PyObject *module_body(PyObject *self, void *c) {
  (void)c;
  PyMlirModule *m = (PyMlirModule *)self;
  PyMlirOperation *op = mlirpy_op_wrap(m->ctx, mlirModuleGetOperation(m->mod), self);
  if (!op) return NULL;
  PyObject *b = mlirpy_block_wrap(op, mlirModuleGetBody(m->mod));
  Py_DECREF(op);
  return b;
}
static PyObject *module_context(PyObject *self, void *c) {
  (void)c; return mlirpy_newref((PyObject *)((PyMlirModule *)self)->ctx);
}
static PyObject *module_str(PyObject *self) {
  PyObject *op = module_operation(self, NULL);
  if (!op) return NULL;
  PyObject *e = PyTuple_New(0);
  PyObject *r = e ? mlirpy_print_op((PyMlirOperation *)op, e, NULL, 0) : NULL;
  Py_XDECREF(e); Py_DECREF(op);
  return r;
}
static PyObject *module_dump(PyObject *self, PyObject *u) {
  (void)u;
  MlirOperation op = mlirModuleGetOperation(((PyMlirModule *)self)->mod);
  if (mlirpy_check_op_nesting(((PyMlirModule *)self)->ctx, "Unable to print", op) < 0) return NULL;
  mlirOperationDump(op);
  Py_RETURN_NONE;
}
static PyObject *module_capsule(PyObject *self, void *c) {
  (void)c;
  if (mlirpy_context_complete(((PyMlirModule *)self)->ctx) < 0) return NULL; /* see the Context's */
  return mlirpy_capsule_new((void *)((PyMlirModule *)self)->mod.ptr, MLIR_PYTHON_CAPSULE_MODULE, NULL);
}
/* Takes ownership of the module behind the capsule. */
static PyObject *module_capi_create(PyObject *cls, PyObject *cap) {
  mlirpy_state *st = mlirpy_state_from_type(cls);
  void *p = st ? mlirpy_capsule_pointer(cap, MLIR_PYTHON_CAPSULE_MODULE, "_CAPICreate") : NULL;
  if (!p) return NULL;
  MlirModule m = {p};
  if (mlirpy_ptrmap_get(&st->live_contexts, mlirModuleGetContext(m).ptr) == NULL) {
    PyErr_SetString(PyExc_ValueError, "the module's context is not known to Python (wrap it first)");
    return NULL;
  }
  PyMlirContext *c = mlirpy_ptrmap_get(&st->live_contexts, mlirModuleGetContext(m).ptr);
  PyObject *existing = mlirpy_ptrmap_get(&c->live_modules, mlirModuleGetOperation(m).ptr);
  if (existing) return mlirpy_newref(existing);
  return module_wrap(c, m);
}
static PyMethodDef module_methods[] = {
    {"parse", (PyCFunction)(void (*)(void))module_parse, METH_VARARGS | METH_KEYWORDS | METH_CLASS,
     "Module.parse(asm, context=None): raises MLIRError with MLIR's diagnostics on failure."},
    {"create", (PyCFunction)(void (*)(void))module_create, METH_VARARGS | METH_KEYWORDS | METH_CLASS,
     "Module.create(loc=None): an empty module."},
    {"dump", module_dump, METH_NOARGS, "dump(): prints the module to stderr."},
    {"_CAPICreate", module_capi_create, METH_O | METH_CLASS, "_CAPICreate(capsule): the Module of a capsule."},
    {NULL}};
static PyGetSetDef module_getset[] = {
    {"operation", module_operation, NULL, "the builtin.module operation", NULL},
    {"body", module_body, NULL, "the module's block", NULL},
    {"context", module_context, NULL, NULL, NULL},
    {"_CAPIPtr", module_capsule, NULL, NULL, NULL},
    {NULL}};
static PyType_Slot module_slots[] = {
    {Py_tp_str, module_str}, {Py_tp_methods, module_methods}, {Py_tp_getset, module_getset},
    {Py_tp_traverse, module_traverse}, {Py_tp_dealloc, module_dealloc},
    {Py_tp_doc, "A builtin.module; owns its IR."}, {0, 0}};
static PyType_Spec module_spec = {"mlir._mlir_libs._mlir.ir.Module", sizeof(PyMlirModule), 0,
                                  Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC, module_slots};

int mlirpy_init_module(mlirpy_state *st) {
  return (st->Module = mlirpy_make_class(st, &module_spec, NULL, "Module")) ? 0 : -1;
}
