/* mlir.ir: Value, OpResult, BlockArgument, OpOperand (wrapping, and the slots
 * shared by the objects that depend on an operation: wrap.c). */
#include "ir_ops.h"

#include <string.h>

#define VALUE_CHECK(self, ret) do { if (mlirpy_check_value(self) < 0) return ret; } while (0)

/* register_value_caster(typeid, caster=None, *, replace=False); with no
 * caster, a decorator. */
static PyMethodDef value_caster_decorator_def;
static PyObject *register_value_caster(PyObject *module, PyObject *args, PyObject *kwds) {
  static char *kw[] = {"typeid", "caster", "replace", NULL};
  PyObject *tid, *caster = Py_None;
  int replace = 0;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "O|Op:register_value_caster", kw, &tid, &caster, &replace))
    return NULL;
  mlirpy_state *st = mlirpy_state_from_module(module);
  if (!PyObject_TypeCheck(tid, st->TypeID)) {
    PyErr_SetString(PyExc_TypeError, "typeid: expected mlir.ir.TypeID");
    return NULL;
  }
  if (caster == Py_None) {
    PyObject *bound = Py_BuildValue("(OOO)", module, tid, replace ? Py_True : Py_False);
    PyObject *fn = bound ? PyCFunction_NewEx(&value_caster_decorator_def, bound, NULL) : NULL;
    Py_XDECREF(bound);
    return fn;
  }
  if (!PyCallable_Check(caster)) { PyErr_SetString(PyExc_TypeError, "caster must be callable"); return NULL; }
  PyObject *cap = PyObject_GetAttrString(tid, "_CAPIPtr");
  void *p = cap ? mlirpy_capsule_pointer(cap, MLIR_PYTHON_CAPSULE_TYPEID, "register_value_caster") : NULL;
  Py_XDECREF(cap);
  if (!p) return NULL;
  PyObject *key = PyLong_FromVoidPtr(p);
  if (!key) return NULL;
  PyObject *existing = PyDict_GetItem(st->value_casters, key);
  if (existing && !replace) {
    Py_DECREF(key);
    PyErr_Format(PyExc_RuntimeError, "Value caster is already registered: %R", existing);
    return NULL;
  }
  int rc = PyDict_SetItem(st->value_casters, key, caster);
  Py_DECREF(key);
  if (rc < 0) return NULL;
  Py_RETURN_NONE;
}
static PyObject *value_caster_decorator(PyObject *bound, PyObject *caster) {
  PyObject *a = Py_BuildValue("(OO)", PyTuple_GetItem(bound, 1), caster);
  PyObject *k = Py_BuildValue("{sO}", "replace", PyTuple_GetItem(bound, 2));
  PyObject *r = a && k ? register_value_caster(PyTuple_GetItem(bound, 0), a, k) : NULL;
  Py_XDECREF(a); Py_XDECREF(k);
  if (!r) return NULL;
  Py_DECREF(r);
  return mlirpy_newref(caster);
}
static PyMethodDef value_caster_decorator_def = {"value_caster_decorator", value_caster_decorator, METH_O, "Registers the decorated callable as the value caster."};
static PyMethodDef register_value_caster_def = {
    "register_value_caster", (PyCFunction)(void (*)(void))register_value_caster, METH_VARARGS | METH_KEYWORDS,
    "register_value_caster(typeid, caster=None, *, replace=False): values of that type are returned as "
    "caster(value); with no caster, a decorator."};

/* ---- Value / OpResult / BlockArgument / OpOperand -------------------------------------------------------- */
/* The operation keeping a Value argument alive (its own keeper, or the
 * single-result operation standing for it). */
static PyMlirOperation *value_keeper(mlirpy_state *st, PyObject *o) {
  return PyObject_TypeCheck(o, st->Value) ? ((PyMlirDependent *)o)->op : mlirpy_base_op(o);
}
static PyObject *value_new(PyTypeObject *t, PyObject *args, PyObject *kwds) {
  static char *kw[] = {"value", NULL};
  PyObject *v;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "O:Value", kw, &v)) return NULL;
  mlirpy_state *st = mlirpy_state_from_type((PyObject *)t);
  MlirValue val;
  if (!st || mlirpy_get_value(st, v, &val, "value") < 0) return NULL;
  int want_result = PyType_IsSubtype(t, st->OpResult), want_arg = PyType_IsSubtype(t, st->BlockArgument);
  if ((want_result && !mlirValueIsAOpResult(val)) || (want_arg && !mlirValueIsABlockArgument(val))) {
    PyErr_Format(PyExc_ValueError, "cannot cast value to %s", want_result ? "OpResult" : "BlockArgument");
    return NULL;
  }
  return mlirpy_value_new(t, value_keeper(st, v), val);
}
/* Subclasses (value casters) call super().__init__(value): accepted. */
static int value_init(PyObject *self, PyObject *args, PyObject *kwds) {
  (void)self; (void)args; (void)kwds;
  return 0;
}
/* Value.isinstance(x) / OpResult.isinstance(x) / BlockArgument.isinstance(x). */
static PyObject *value_isinstance(PyObject *cls, PyObject *o) {
  mlirpy_state *st = mlirpy_state_from_type(cls);
  if (!st) return NULL;
  if (!PyObject_TypeCheck(o, st->Value)) Py_RETURN_FALSE;
  VALUE_CHECK(o, NULL);
  MlirValue v = mlirpy_value(o);
  if (PyType_IsSubtype((PyTypeObject *)cls, st->OpResult)) return PyBool_FromLong(mlirValueIsAOpResult(v));
  if (PyType_IsSubtype((PyTypeObject *)cls, st->BlockArgument)) return PyBool_FromLong(mlirValueIsABlockArgument(v));
  Py_RETURN_TRUE;
}
static PyObject *value_type(PyObject *self, void *c) {
  (void)c;
  VALUE_CHECK(self, NULL);
  return mlirpy_type_wrap(((PyMlirDependent *)self)->op->ctx, mlirValueGetType(mlirpy_value(self)));
}
static PyObject *value_set_type(PyObject *self, PyObject *t) {
  VALUE_CHECK(self, NULL);
  MlirType ty;
  if (mlirpy_get_type_in(((PyMlirDependent *)self)->op->ctx, t, &ty, "type") < 0) return NULL;
  mlirValueSetType(mlirpy_value(self), ty);
  Py_RETURN_NONE;
}
static PyObject *value_owner(PyObject *self, void *c) {
  (void)c;
  VALUE_CHECK(self, NULL);
  PyMlirDependent *v = (PyMlirDependent *)self;
  MlirValue val = mlirpy_value(self);
  if (mlirValueIsAOpResult(val)) return mlirpy_opview_of(v->op->ctx, mlirOpResultGetOwner(val), NULL);
  return mlirpy_block_of(v->op->ctx, mlirBlockArgumentGetOwner(val), NULL);
}
/* "Value(<the value as printed>)", whatever the class (casters rename it). */
static PyObject *value_str(PyObject *self) {
  VALUE_CHECK(self, NULL);
  mlirpy_printer p = {0};
  mlirValuePrint(mlirpy_value(self), mlirpy_printer_cb, &p);
  PyObject *text = mlirpy_printer_finish(&p);
#if MLIRPY_HAS_VALUE_KIND_STR
  mlirpy_state *st = ((PyMlirDependent *)self)->op->ctx->st;
  const char *kind = PyObject_TypeCheck(self, st->OpResult) ? "OpResult"
                     : PyObject_TypeCheck(self, st->BlockArgument) ? "BlockArgument" : "Value";
#else
  const char *kind = "Value";
#endif
  PyObject *r = text ? PyUnicode_FromFormat("%s(%U)", kind, text) : NULL;
  Py_XDECREF(text);
  return r;
}
static PyObject *value_get_name(PyObject *self, PyObject *args, PyObject *kwds) {
  static char *kw[] = {"use_local_scope", "state", "use_name_loc_as_prefix", NULL};
  int local = 0, name_loc_prefix = 0;
  PyObject *state = Py_None;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "|pOp:get_name", kw, &local, &state, &name_loc_prefix)) return NULL;
#if !MLIRPY_HAS_NAME_LOC_AS_PREFIX
  if (name_loc_prefix) {
    PyErr_SetString(PyExc_NotImplementedError, "get_name: use_name_loc_as_prefix needs MLIR 22 or later");
    return NULL;
  }
#endif
  VALUE_CHECK(self, NULL);
  mlirpy_printer p = {0};
  if (state != Py_None) {
    MlirAsmState s;
    if (mlirpy_get_asm_state(((PyMlirDependent *)self)->op->ctx, state, &s) < 0) return NULL;
    mlirValuePrintAsOperand(mlirpy_value(self), s, mlirpy_printer_cb, &p);
    return mlirpy_printer_finish(&p);
  }
  MlirOpPrintingFlags f = mlirOpPrintingFlagsCreate();
  if (local) mlirOpPrintingFlagsUseLocalScope(f);
#if MLIRPY_HAS_NAME_LOC_AS_PREFIX
  if (name_loc_prefix) mlirOpPrintingFlagsPrintNameLocAsPrefix(f);
#endif
  MlirAsmState s = mlirAsmStateCreateForValue(mlirpy_value(self), f);
  mlirValuePrintAsOperand(mlirpy_value(self), s, mlirpy_printer_cb, &p);
  mlirAsmStateDestroy(s);
  mlirOpPrintingFlagsDestroy(f);
  return mlirpy_printer_finish(&p);
}
static PyObject *value_uses(PyObject *self, void *c) {
  (void)c;
  VALUE_CHECK(self, NULL);
  PyMlirDependent *v = (PyMlirDependent *)self;
  PyObject *l = PyList_New(0);
  for (MlirOpOperand u = mlirValueGetFirstUse(mlirpy_value(self)); l && !mlirOpOperandIsNull(u); u = mlirOpOperandGetNextUse(u)) {
    PyMlirOperation *owner = mlirpy_op_wrap(v->op->ctx, mlirOpOperandGetOwner(u), NULL);
    PyObject *o = owner ? mlirpy_dependent_new(v->op->ctx->st->OpOperand, owner, u.ptr) : NULL;
    Py_XDECREF(owner);
    if (!o || PyList_Append(l, o) < 0) Py_CLEAR(l);
    Py_XDECREF(o);
  }
  if (!l) return NULL;
  PyObject *it = PyObject_GetIter(l);
  Py_DECREF(l);
  return it;
}
static PyObject *value_replace_all(PyObject *self, PyObject *with) {
  VALUE_CHECK(self, NULL);
  MlirValue w;
  if (mlirpy_get_value_in(((PyMlirDependent *)self)->op->ctx, with, &w, "with_") < 0) return NULL;
  /* MLIR loops forever replacing a value with itself. */
  if (w.ptr != mlirpy_value(self).ptr) mlirValueReplaceAllUsesOfWith(mlirpy_value(self), w);
  Py_RETURN_NONE;
}
/* replace_all_uses_except(with_, exceptions): every use of this value, but
 * those by the excepted operations (one, or a list), uses `with_` instead. */
static int is_excepted(MlirOperation owner, MlirOperation *except, Py_ssize_t n) {
  for (Py_ssize_t i = 0; i < n; ++i)
    if (except[i].ptr == owner.ptr) return 1;
  return 0;
}
static PyObject *value_replace_all_except(PyObject *self, PyObject *args, PyObject *kwds) {
  static char *kw[] = {"with_", "exceptions", NULL};
  PyObject *with, *exc;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "OO:replace_all_uses_except", kw, &with, &exc)) return NULL;
  VALUE_CHECK(self, NULL);
  PyMlirContext *ctx = ((PyMlirDependent *)self)->op->ctx;
  MlirValue w;
  if (mlirpy_get_value_in(ctx, with, &w, "with_") < 0) return NULL;
  int single = PyObject_TypeCheck(exc, ctx->st->OperationBase);
  PyObject *f = single ? PyTuple_Pack(1, exc) : PySequence_Fast(exc, "exceptions: expected an operation or a list of them");
  if (!f) return NULL;
  Py_ssize_t n = mlirpy_fast_size(f);
  MlirOperation *except = PyMem_Calloc(n ? n : 1, sizeof *except);
  if (!except) { Py_DECREF(f); return PyErr_NoMemory(); }
  for (Py_ssize_t i = 0; i < n; ++i) {
    PyMlirOperation *op = mlirpy_get_op_in(ctx, mlirpy_fast_item(f, i), "exceptions");
    if (!op) { PyMem_Free(except); Py_DECREF(f); return NULL; }
    except[i] = op->op;
  }
  Py_DECREF(f);
  MlirValue v = mlirpy_value(self);
  if (w.ptr != v.ptr) {
    /* Advance before rewriting a use: it leaves this value's use list. */
    MlirOpOperand u = mlirValueGetFirstUse(v);
    while (!mlirOpOperandIsNull(u)) {
      MlirOpOperand next = mlirOpOperandGetNextUse(u);
      MlirOperation owner = mlirOpOperandGetOwner(u);
      if (!is_excepted(owner, except, n)) mlirOperationSetOperand(owner, mlirOpOperandGetOperandNumber(u), w);
      u = next;
    }
  }
  PyMem_Free(except);
  Py_RETURN_NONE;
}
static PyObject *value_capsule(PyObject *self, void *c) {
  (void)c;
  VALUE_CHECK(self, NULL);
  return mlirpy_capsule_new((void *)((PyMlirDependent *)self)->ptr, MLIR_PYTHON_CAPSULE_VALUE, NULL);
}
/* The Value behind a capsule: its operation (the result's owner, or the
 * operation holding the argument's block) keeps it alive. */
static PyObject *value_capi_create(PyObject *cls, PyObject *cap) {
  mlirpy_state *st = mlirpy_state_from_type(cls);
  void *p = st ? mlirpy_capsule_pointer(cap, MLIR_PYTHON_CAPSULE_VALUE, "_CAPICreate") : NULL;
  if (!p) return NULL;
  MlirValue v = {p};
  MlirOperation owner = mlirValueIsAOpResult(v) ? mlirOpResultGetOwner(v)
                                                : mlirBlockGetParentOperation(mlirBlockArgumentGetOwner(v));
  if (mlirOperationIsNull(owner)) {
    PyErr_SetString(PyExc_ValueError, "_CAPICreate: the value's block is not in an operation");
    return NULL;
  }
  PyObject *c = mlirpy_context_wrap(st, mlirOperationGetContext(owner));
  if (!c) return NULL;
  PyMlirOperation *op = mlirpy_op_wrap((PyMlirContext *)c, owner, NULL);
  Py_DECREF(c);
  if (!op) return NULL;
  PyObject *r = mlirpy_value_wrap(op, v);
  Py_DECREF(op);
  return r;
}
static PyObject *value_maybe_downcast(PyObject *self, PyObject *u) {
  (void)u;
  VALUE_CHECK(self, NULL);
  return mlirpy_value_wrap(((PyMlirDependent *)self)->op, mlirpy_value(self));
}
static PyObject *result_number(PyObject *self, void *c) {
  (void)c; VALUE_CHECK(self, NULL); return PyLong_FromSsize_t(mlirOpResultGetResultNumber(mlirpy_value(self)));
}
static PyObject *arg_number(PyObject *self, void *c) {
  (void)c; VALUE_CHECK(self, NULL); return PyLong_FromSsize_t(mlirBlockArgumentGetArgNumber(mlirpy_value(self)));
}
static PyObject *arg_set_type(PyObject *self, PyObject *t) {
  VALUE_CHECK(self, NULL);
  MlirType ty;
  if (mlirpy_get_type_in(((PyMlirDependent *)self)->op->ctx, t, &ty, "type") < 0) return NULL;
  mlirBlockArgumentSetType(mlirpy_value(self), ty);
  Py_RETURN_NONE;
}
#if MLIRPY_HAS_LOCATION_ACCESSORS
static PyObject *value_location(PyObject *self, void *c) {
  (void)c;
  VALUE_CHECK(self, NULL);
  return mlirpy_loc_wrap(((PyMlirDependent *)self)->op->ctx, mlirValueGetLocation(mlirpy_value(self)));
}
#endif
static PyMethodDef value_methods[] = {
    /* Value[IntegerType] etc.: annotations in op classes generated by LLVM >= 21. */
    {"__class_getitem__", Py_GenericAlias, METH_O | METH_CLASS, "Value[T]: a typed annotation"},
    {"isinstance", value_isinstance, METH_O | METH_CLASS, "isinstance(other): whether other is a value of this class"},
    {"get_name", (PyCFunction)(void (*)(void))value_get_name, METH_VARARGS | METH_KEYWORDS,
     "get_name(use_local_scope=False, state=None): the value as an operand ('%0', '%arg0'...)"},
    {"replace_all_uses_with", value_replace_all, METH_O, "replace_all_uses_with(other): makes every use of this value use `other`."},
    {"set_type", value_set_type, METH_O, "set_type(type): changes the type of this value."},
    {"replace_all_uses_except", (PyCFunction)(void (*)(void))value_replace_all_except, METH_VARARGS | METH_KEYWORDS,
     "replace_all_uses_except(with_, exceptions): makes every use of this value, but by the excepted operation(s), "
     "use `with_`."},
    {"maybe_downcast", value_maybe_downcast, METH_NOARGS,
     "The value as OpResult/BlockArgument, passed through the caster registered for its type."},
    {"_CAPICreate", value_capi_create, METH_O | METH_CLASS, "_CAPICreate(capsule): the Value of a capsule."},
    {NULL}};
static PyGetSetDef value_getset[] = {
    {"type", value_type, NULL, NULL, NULL}, {"owner", value_owner, NULL, NULL, NULL},
    {"uses", value_uses, NULL, "iterator over the OpOperands using this value", NULL},
#if MLIRPY_HAS_LOCATION_ACCESSORS
    {"location", value_location, NULL, "the value's location (its operation's, or the block argument's)", NULL},
#endif
    {"context", mlirpy_dep_context, NULL, NULL, NULL}, {"_CAPIPtr", value_capsule, NULL, NULL, NULL}, {NULL}};
static PyType_Slot value_slots[] = {
    {Py_tp_new, value_new}, {Py_tp_init, value_init}, {Py_tp_methods, value_methods}, {Py_tp_getset, value_getset},
    {Py_tp_str, value_str}, {Py_tp_repr, value_str}, {Py_tp_richcompare, mlirpy_dep_richcmp}, {Py_tp_hash, mlirpy_dep_hash},
    {Py_tp_traverse, mlirpy_dep_traverse}, {Py_tp_dealloc, mlirpy_dep_dealloc}, {0, 0}};
static PyType_Spec value_spec = {"mlir._mlir_libs._mlir.ir.Value", sizeof(PyMlirValueObj), 0,
                                 Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE | Py_TPFLAGS_HAVE_GC, value_slots};
static PyGetSetDef result_getset[] = {{"result_number", result_number, NULL, NULL, NULL}, {NULL}};
static PyType_Slot result_slots[] = {{Py_tp_getset, result_getset}, {Py_tp_traverse, mlirpy_dep_traverse}, {0, 0}};
static PyType_Spec result_spec = {"mlir._mlir_libs._mlir.ir.OpResult", sizeof(PyMlirValueObj), 0,
                                  Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE | Py_TPFLAGS_HAVE_GC, result_slots};
#if MLIRPY_HAS_BLOCK_ARG_SET_LOCATION
static PyObject *arg_set_location(PyObject *self, PyObject *l) {
  VALUE_CHECK(self, NULL);
  MlirLocation loc;
  if (mlirpy_get_loc_in(((PyMlirDependent *)self)->op->ctx, l, &loc, "loc") < 0) return NULL;
  mlirBlockArgumentSetLocation(mlirpy_value(self), loc);
  Py_RETURN_NONE;
}
#endif
static PyMethodDef arg_methods[] = {
    {"set_type", arg_set_type, METH_O, "set_type(type): changes the type of this block argument."},
#if MLIRPY_HAS_BLOCK_ARG_SET_LOCATION
    {"set_location", arg_set_location, METH_O, "set_location(loc): changes the location of this block argument."},
#endif
    {NULL}};
static PyGetSetDef arg_getset[] = {{"arg_number", arg_number, NULL, NULL, NULL}, {NULL}};
static PyType_Slot arg_slots[] = {{Py_tp_getset, arg_getset}, {Py_tp_methods, arg_methods}, {Py_tp_traverse, mlirpy_dep_traverse}, {0, 0}};
static PyType_Spec arg_spec = {"mlir._mlir_libs._mlir.ir.BlockArgument", sizeof(PyMlirValueObj), 0,
                               Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE | Py_TPFLAGS_HAVE_GC, arg_slots};

static PyObject *operand_owner(PyObject *self, void *c) {
  (void)c; DEP_CHECK(self, NULL); return mlirpy_opview_wrap(((PyMlirDependent *)self)->op);
}
static PyObject *operand_number(PyObject *self, void *c) {
  (void)c; DEP_CHECK(self, NULL);
  MlirOpOperand o = {(void *)((PyMlirDependent *)self)->ptr};
  return PyLong_FromUnsignedLong(mlirOpOperandGetOperandNumber(o));
}
static PyGetSetDef operand_getset[] = {{"owner", operand_owner, NULL, NULL, NULL},
                                       {"operand_number", operand_number, NULL, NULL, NULL}, {NULL}};
static PyType_Slot operand_slots[] = {{Py_tp_getset, operand_getset}, {Py_tp_traverse, mlirpy_dep_traverse},
                                      {Py_tp_dealloc, mlirpy_dep_dealloc}, {0, 0}};
static PyType_Spec operand_spec = {"mlir._mlir_libs._mlir.ir.OpOperand", sizeof(PyMlirDependent), 0,
                                   Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC, operand_slots};

int mlirpy_init_value(mlirpy_state *st) {
  if (!(st->Value = mlirpy_make_class(st, &value_spec, NULL, "Value"))) return -1;
  if (!(st->OpResult = mlirpy_make_class(st, &result_spec, st->Value, "OpResult"))) return -1;
  if (!(st->BlockArgument = mlirpy_make_class(st, &arg_spec, st->Value, "BlockArgument"))) return -1;
  if (!(st->OpOperand = mlirpy_make_class(st, &operand_spec, NULL, "OpOperand"))) return -1;
  if (!(st->value_casters = PyDict_New())) return -1;
  /* In the _mlir module and in mlir.ir, as register_type_caster. */
  PyObject *fn = PyCFunction_NewEx(&register_value_caster_def, st->module, NULL);
  if (!fn) return -1;
  if (PyModule_AddObject(st->ir, "register_value_caster", mlirpy_newref(fn)) < 0) { Py_DECREF(fn); Py_DECREF(fn); return -1; }
  if (PyModule_AddObject(st->module, "register_value_caster", fn) < 0) { Py_DECREF(fn); return -1; }
  return 0;
}
