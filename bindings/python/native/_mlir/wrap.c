/* The conversions layer of mlir.ir, below the class files: making the Python
 * object of a C API value (Context excepted: ir_context.c) and getting one
 * back from an argument.  Every class's wrapper type comes from the module
 * state, so any class file can wrap any object by calling down here. */
#include "_mlir/wrap.h"

#include <string.h>

/* ---- dialect modules, imported on first use -------------------------------- */
int mlirpy_autoload_dialect_module(PyMlirContext *ctx, PyObject *ns) {
  mlirpy_state *st = ctx->st;
  if (ctx->bare || PyDict_GetItem(st->dialect_modules_tried, ns) ||
      PyDict_SetItem(st->dialect_modules_tried, ns, Py_True) < 0) {
    PyErr_Clear();
    return 0;
  }
  PyObject *g = PyObject_GetAttrString(st->module, "globals");
  PyObject *r = g ? PyObject_CallMethod(g, "_check_dialect_module_loaded", "O", ns) : NULL;
  Py_XDECREF(g); Py_XDECREF(r);
  PyErr_Clear();
  return 1;
}

PyObject *mlirpy_autoload_op_class(PyMlirContext *ctx, PyObject *opname) {
  Py_ssize_t dot = PyUnicode_FindChar(opname, '.', 0, PyUnicode_GetLength(opname), 1);
  if (dot < 0) { PyErr_Clear(); return NULL; }
  PyObject *ns = PyUnicode_Substring(opname, 0, dot);
  if (!ns) { PyErr_Clear(); return NULL; }
  PyObject *cls = mlirpy_autoload_dialect_module(ctx, ns) ? PyDict_GetItem(ctx->st->op_classes, opname) : NULL;
  Py_DECREF(ns);
  return cls;
}

/* ---- uniqued objects: Location, Type, Attribute ---------------------------- */
PyObject *mlirpy_loc_wrap(PyMlirContext *ctx, MlirLocation l) {
  return mlirpy_uniqued_new(ctx->st->Location, ctx, l.ptr);
}


/* ---- wrapping ------------------------------------------------------------------ */
/* The caster registered for `id`; without one, the dialect module of
 * `dialect` is imported first (once), as its casters register on import. */
static PyObject *wrap_cast(PyMlirContext *ctx, PyObject *casters, PyTypeObject *base, MlirTypeID id,
                           const void *ptr, MlirDialect dialect) {
  PyObject *cls = NULL;
  if (id.ptr) {
    PyObject *key = PyLong_FromVoidPtr((void *)id.ptr);
    if (!key) return NULL;
    cls = PyDict_GetItem(casters, key);
    if (!cls && !mlirDialectIsNull(dialect)) {
      PyObject *ns = mlirpy_from_strref(mlirDialectGetNamespace(dialect));
      if (ns && mlirpy_autoload_dialect_module(ctx, ns)) cls = PyDict_GetItem(casters, key);
      Py_XDECREF(ns);
      PyErr_Clear();
    }
    Py_DECREF(key);
  }
  if (cls && PyType_Check(cls) && PyType_IsSubtype((PyTypeObject *)cls, base))
    return mlirpy_uniqued_new((PyTypeObject *)cls, ctx, ptr);
  PyObject *plain = mlirpy_uniqued_new(base, ctx, ptr);
  if (!cls || !plain) return plain;
  PyObject *r = PyObject_CallFunctionObjArgs(cls, plain, NULL);
  Py_DECREF(plain);
  return r;
}

PyObject *mlirpy_type_wrap(PyMlirContext *ctx, MlirType t) {
  if (mlirTypeIsNull(t)) Py_RETURN_NONE;
  return wrap_cast(ctx, ctx->st->type_casters, ctx->st->Type, mlirTypeGetTypeID(t), t.ptr, mlirTypeGetDialect(t));
}

PyObject *mlirpy_attr_wrap(PyMlirContext *ctx, MlirAttribute a) {
  if (mlirAttributeIsNull(a)) Py_RETURN_NONE;
  return wrap_cast(ctx, ctx->st->attr_casters, ctx->st->Attribute, mlirAttributeGetTypeID(a), a.ptr,
                   mlirAttributeGetDialect(a));
}



/* ---- affine maps ----------------------------------------------------------- */
PyObject *mlirpy_affine_map_wrap(PyMlirContext *ctx, MlirAffineMap m) {
  if (mlirAffineMapIsNull(m)) return mlirpy_none();
  return mlirpy_uniqued_new(ctx->st->AffineMap, ctx, m.ptr);
}
int mlirpy_get_affine_map(mlirpy_state *st, PyObject *o, MlirAffineMap *out, const char *what) {
  if (!PyObject_TypeCheck(o, st->AffineMap)) {
    PyErr_Format(PyExc_TypeError, "%s: expected mlir.ir.AffineMap, got %R", what, (PyObject *)Py_TYPE(o));
    return -1;
  }
  *out = (MlirAffineMap){(void *)((PyMlirUniqued *)o)->ptr};
  return 0;
}

/* ---- NamedAttribute ---------------------------------------------------------- */
static PyObject *named_attr_new(mlirpy_state *st, PyObject *name, PyObject *attr) {
  PyNamedAttr *n = (PyNamedAttr *)mlirpy_alloc(st->NamedAttribute);
  if (!n) return NULL;
  n->name = mlirpy_newref(name); n->attr = mlirpy_newref(attr);
  return (PyObject *)n;
}
PyObject *mlirpy_named_attr(PyMlirContext *ctx, MlirNamedAttribute na) {
  PyObject *name = mlirpy_from_strref(mlirIdentifierStr(na.name));
  PyObject *a = name ? mlirpy_attr_wrap(ctx, na.attribute) : NULL;
  PyObject *r = a ? named_attr_new(ctx->st, name, a) : NULL;
  Py_XDECREF(name); Py_XDECREF(a);
  return r;
}

/* ---- validity / unwrapping -------------------------------------------------- */
int mlirpy_check_op(PyMlirOperation *op) {
  if (!op || !mlirpy_op_primary(op)->valid) {
    PyErr_SetString(PyExc_RuntimeError,
                    "the operation has been invalidated: it was erased, or the IR owning it was destroyed");
    return -1;
  }
  return 0;
}

PyMlirOperation *mlirpy_op_of(PyObject *self) {
  PyMlirOperation *op = (PyMlirOperation *)self;
  if (op->is_view) op = (PyMlirOperation *)((PyMlirOpView *)self)->operation;
  return op ? mlirpy_op_primary(op) : NULL;
}

PyMlirOperation *mlirpy_base_op(PyObject *self) {
  PyMlirOperation *op = mlirpy_op_of(self);
  if (!op) { PyErr_SetString(PyExc_RuntimeError, "OpView is not initialized (no operation)"); return NULL; }
  return mlirpy_check_op(op) < 0 ? NULL : op;
}

PyMlirOperation *mlirpy_get_op(mlirpy_state *st, PyObject *o, const char *what) {
  if (!PyObject_TypeCheck(o, st->OperationBase)) {
    if (!mlirpy_refuse_foreign(o, what)) PyErr_Format(PyExc_TypeError, "%s: expected mlir.ir.Operation or OpView", what);
    return NULL;
  }
  return mlirpy_base_op(o);
}

int mlirpy_check_block(mlirpy_state *st, PyObject *o, const char *what) {
  if (!PyObject_TypeCheck(o, st->Block)) {
    if (!mlirpy_refuse_foreign(o, what)) PyErr_Format(PyExc_TypeError, "%s: expected mlir.ir.Block", what);
    return -1;
  }
  return mlirpy_check_op(((PyMlirDependent *)o)->op);
}

/* ---- interning ----------------------------------------------------------------- */
PyObject *mlirpy_find_owner(PyMlirContext *ctx, MlirOperation op) {
  PyObject *o = mlirpy_ptrmap_get(&ctx->live_modules, op.ptr);
  if (o) return o;
  for (MlirOperation p = mlirOperationGetParentOperation(op); !mlirOperationIsNull(p);
       p = mlirOperationGetParentOperation(p)) {
    if ((o = mlirpy_ptrmap_get(&ctx->live_ops, p.ptr))) return o;
    if ((o = mlirpy_ptrmap_get(&ctx->live_modules, p.ptr))) return o;
  }
  return NULL;
}

/* A new Operation object standing for the interned `primary`. */
static PyMlirOperation *op_alias(PyMlirOperation *primary) {
  PyMlirOperation *a = (PyMlirOperation *)mlirpy_alloc(primary->ctx->st->Operation);
  if (!a) return NULL;
  a->op = primary->op;
  a->ctx = (PyMlirContext *)mlirpy_newref((PyObject *)primary->ctx);
  /* Its own flags stay 0: the primary's are read (mlirpy_op_primary), and a
   * dealloc after the garbage collector cleared `primary` touches nothing. */
  a->primary = (PyMlirOperation *)mlirpy_newref((PyObject *)primary);
  return a;
}

PyMlirOperation *mlirpy_op_wrap(PyMlirContext *ctx, MlirOperation op, PyObject *parent) {
  PyMlirOperation *o = mlirpy_ptrmap_get(&ctx->live_ops, op.ptr);
  if (o) return MLIRPY_HAS_FRESH_OPERATION_OBJECTS ? op_alias(o) : (PyMlirOperation *)mlirpy_newref((PyObject *)o);
  PyObject *owner = parent ? parent : mlirpy_find_owner(ctx, op);
  o = (PyMlirOperation *)mlirpy_alloc(ctx->st->Operation);
  if (!o) return NULL;
  o->is_view = 0;
  o->op = op;
  o->ctx = (PyMlirContext *)mlirpy_newref((PyObject *)ctx);
  Py_XINCREF(owner);
  o->owner = owner;
  o->valid = 1;
  if (mlirpy_ptrmap_put(&ctx->live_ops, op.ptr, o) < 0) { o->valid = 0; Py_DECREF(o); return NULL; }
  return o;
}

PyMlirOperation *mlirpy_op_new_owned(PyMlirContext *ctx, MlirOperation op) {
  PyMlirOperation *o = mlirpy_op_wrap(ctx, op, NULL); /* a new operation: the primary */
  if (!o) { mlirOperationDestroy(op); return NULL; }
  o->owned = 1;
  Py_CLEAR(o->owner);
  return o;
}

PyObject *mlirpy_opview_wrap(PyMlirOperation *op) {
  mlirpy_state *st = op->ctx->st;
  PyObject *name = mlirpy_from_strref(mlirIdentifierStr(mlirOperationGetName(op->op)));
  if (!name) return NULL;
  PyObject *cls = PyDict_GetItem(st->op_classes, name);
  if (!cls) cls = mlirpy_autoload_op_class(op->ctx, name);
  Py_DECREF(name);
  PyTypeObject *t = cls ? (PyTypeObject *)cls : st->OpView;
  PyMlirOpView *v = (PyMlirOpView *)mlirpy_alloc(t);
  if (!v) return NULL;
  v->is_view = 1;
  v->operation = mlirpy_newref((PyObject *)op);
  return (PyObject *)v;
}

PyObject *mlirpy_opview_of(PyMlirContext *ctx, MlirOperation op, PyObject *parent) {
  if (mlirOperationIsNull(op)) Py_RETURN_NONE;
  PyMlirOperation *o = mlirpy_op_wrap(ctx, op, parent);
  if (!o) return NULL;
  PyObject *v = mlirpy_opview_wrap(o);
  Py_DECREF(o);
  return v;
}

typedef struct { PyMlirContext *ctx; MlirOperation root; int include_root; } inval_ud;
static MlirWalkResult inval_cb(MlirOperation op, void *ud) {
  inval_ud *u = ud;
  if (!u->include_root && op.ptr == u->root.ptr) return MlirWalkResultAdvance;
  PyMlirOperation *o = mlirpy_ptrmap_get(&u->ctx->live_ops, op.ptr);
  if (o) {
    o->valid = 0;
    mlirpy_ptrmap_del(&u->ctx->live_ops, op.ptr);
  }
  return MlirWalkResultAdvance;
}
void mlirpy_invalidate_nested(PyMlirContext *ctx, MlirOperation root, bool include_root) {
  if (ctx->live_ops.count == 0) return;
  if (ctx->live_ops.count == 1 && !include_root && mlirpy_ptrmap_get(&ctx->live_ops, root.ptr)) return;
  inval_ud u = {ctx, root, include_root};
  mlirOperationWalk(root, inval_cb, &u, MlirWalkPreOrder);
}


/* ---- dependent objects (Block, Region, Value, OpOperand) ---------------------------- */
PyObject *mlirpy_dependent_new(PyTypeObject *t, PyMlirOperation *op, const void *ptr) {
  PyMlirDependent *o = (PyMlirDependent *)mlirpy_alloc(t);
  if (!o) return NULL;
  o->ptr = ptr;
  o->op = (PyMlirOperation *)mlirpy_newref((PyObject *)mlirpy_op_primary(op));
  return (PyObject *)o;
}
int mlirpy_dep_traverse(PyObject *self, visitproc visit, void *arg) {
  Py_VISIT(((PyMlirDependent *)self)->op); Py_VISIT(Py_TYPE(self)); return 0;
}
void mlirpy_dep_dealloc(PyObject *self) {
  PyObject_GC_UnTrack(self);
  Py_CLEAR(((PyMlirDependent *)self)->op);
  mlirpy_free(self);
}
Py_hash_t mlirpy_dep_hash(PyObject *self) { return (Py_hash_t)((uintptr_t)((PyMlirDependent *)self)->ptr >> 3); }
PyObject *mlirpy_dep_richcmp(PyObject *a, PyObject *b, int op) {
  if (op != Py_EQ && op != Py_NE) Py_RETURN_NOTIMPLEMENTED;
  PyMlirContext *ctx = ((PyMlirDependent *)a)->op->ctx;
  mlirpy_state *st = ctx->st;
  PyTypeObject *fam = PyObject_TypeCheck(a, st->Value) ? st->Value : Py_TYPE(a);
  if (!PyObject_TypeCheck(b, fam)) Py_RETURN_NOTIMPLEMENTED;
  int eq = ((PyMlirDependent *)a)->ptr == ((PyMlirDependent *)b)->ptr;
  return PyBool_FromLong(op == Py_EQ ? eq : !eq);
}
PyObject *mlirpy_dep_context(PyObject *self, void *c) {
  (void)c; return mlirpy_newref((PyObject *)((PyMlirDependent *)self)->op->ctx);
}

/* ---- Value objects ---------------------------------------------------------------------------------------- */
PyObject *mlirpy_value_new(PyTypeObject *t, PyMlirOperation *op, MlirValue v) {
  PyObject *o = mlirpy_dependent_new(t, op, v.ptr);
  if (o && mlirValueIsABlockArgument(v)) ((PyMlirValueObj *)o)->arg_block = mlirBlockArgumentGetOwner(v).ptr;
  return o;
}
int mlirpy_check_value(PyObject *o) {
  if (mlirpy_check_op(((PyMlirDependent *)o)->op) < 0) return -1;
  const void *blk = ((PyMlirValueObj *)o)->arg_block;
  if (!blk) return 0;
  MlirBlock b = {(void *)blk};
  for (intptr_t i = 0, n = mlirBlockGetNumArguments(b); i < n; ++i)
    if (mlirBlockGetArgument(b, i).ptr == ((PyMlirDependent *)o)->ptr) return 0;
  PyErr_SetString(PyExc_RuntimeError, "the block argument has been erased");
  return -1;
}

/* ---- wrapping, with the casters of register_value_caster ------------------------------------------------ */
/* Passes `v` (stolen) through the caster registered for its type's TypeID. */
static PyObject *apply_value_caster(mlirpy_state *st, PyObject *v) {
  if (!v || !st->value_casters || PyDict_Size(st->value_casters) == 0) return v;
  MlirTypeID id = mlirTypeGetTypeID(mlirValueGetType(mlirpy_value(v)));
  PyObject *key = PyLong_FromVoidPtr((void *)id.ptr);
  if (!key) { Py_DECREF(v); return NULL; }
  PyObject *caster = PyDict_GetItem(st->value_casters, key);
  Py_DECREF(key);
  if (!caster) return v;
  PyObject *r = PyObject_CallFunctionObjArgs(caster, v, NULL);
  Py_DECREF(v);
  return r;
}
PyObject *mlirpy_value_wrap(PyMlirOperation *op, MlirValue v) {
  mlirpy_state *st = op->ctx->st;
  PyTypeObject *t = mlirValueIsAOpResult(v) ? st->OpResult : st->BlockArgument;
  return apply_value_caster(st, mlirpy_value_new(t, op, v));
}
PyObject *mlirpy_value_wrap_plain(PyMlirOperation *op, MlirValue v) {
#if MLIRPY_HAS_DOWNCAST_OPERANDS
  return mlirpy_value_wrap(op, v);
#else
  mlirpy_state *st = op->ctx->st;
  return apply_value_caster(st, mlirpy_value_new(st->Value, op, v));
#endif
}

/* A Value, or an operation with exactly one result standing for it (op
 * classes generated by LLVM >= 21 pass builder arguments through as given). */
int mlirpy_get_value(mlirpy_state *st, PyObject *o, MlirValue *out, const char *what) {
  if (PyObject_TypeCheck(o, st->OperationBase)) {
    PyMlirOperation *op = mlirpy_base_op(o);
    if (!op || mlirpy_check_op(op) < 0) return -1;
    if (mlirOperationGetNumResults(op->op) != 1) {
      PyErr_Format(PyExc_TypeError, "%s: expected mlir.ir.Value, got an operation with %zd results", what,
                   (Py_ssize_t)mlirOperationGetNumResults(op->op));
      return -1;
    }
    *out = mlirOperationGetResult(op->op, 0);
    return 0;
  }
  if (!PyObject_TypeCheck(o, st->Value)) {
    if (!mlirpy_refuse_foreign(o, what)) PyErr_Format(PyExc_TypeError, "%s: expected mlir.ir.Value", what);
    return -1;
  }
  if (mlirpy_check_value(o) < 0) return -1;
  *out = mlirpy_value(o);
  return 0;
}

/* ---- blocks ------------------------------------------------------------------ */
/* The Python object of block `b` of (a region of) `op`; None for a null block. */
PyObject *mlirpy_block_wrap(PyMlirOperation *op, MlirBlock b) {
  if (mlirBlockIsNull(b)) Py_RETURN_NONE;
  return mlirpy_dependent_new(op->ctx->st->Block, op, b.ptr);
}
/* Block `b` reached from some operation `via` (used as the owner hint). */
PyObject *mlirpy_block_of(PyMlirContext *ctx, MlirBlock b, PyObject *via) {
  if (mlirBlockIsNull(b)) Py_RETURN_NONE;
  PyMlirOperation *parent = mlirpy_op_wrap(ctx, mlirBlockGetParentOperation(b), via);
  if (!parent) return NULL;
  PyObject *r = mlirpy_block_wrap(parent, b);
  Py_DECREF(parent);
  return r;
}

