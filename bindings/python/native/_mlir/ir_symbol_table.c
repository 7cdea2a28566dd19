/* mlir.ir.SymbolTable. */
#include "ir_ops.h"

#include <string.h>

/* ---- SymbolTable ------------------------------------------------------------------------------------------- */
typedef struct { PyObject_HEAD MlirSymbolTable t; PyMlirOperation *op; } PySymbolTable;
static PyObject *symtab_new(PyTypeObject *t, PyObject *args, PyObject *kwds) {
  static char *kw[] = {"symbol_table_op", NULL};
  PyObject *o;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "O:SymbolTable", kw, &o)) return NULL;
  mlirpy_state *st = mlirpy_state_from_type((PyObject *)t);
  PyMlirOperation *op = st ? mlirpy_get_op(st, o, "symbol_table_op") : NULL;
  if (!op) return NULL;
  PyObject *prev = mlirpy_capture_begin(op->ctx);
  MlirSymbolTable tab = mlirSymbolTableCreate(op->op);
  PyObject *caps = mlirpy_capture_end(op->ctx, prev);
  if (mlirSymbolTableIsNull(tab)) return mlirpy_raise_mlir_error(op->ctx, "Operation is not a symbol table", caps);
  Py_XDECREF(caps);
  PySymbolTable *s = (PySymbolTable *)mlirpy_alloc(t);
  if (!s) { mlirSymbolTableDestroy(tab); return NULL; }
  s->t = tab;
  s->op = (PyMlirOperation *)mlirpy_newref((PyObject *)op);
  return (PyObject *)s;
}
static void symtab_dealloc(PyObject *self) {
  PySymbolTable *s = (PySymbolTable *)self;
  PyObject_GC_UnTrack(self);
  if (s->t.ptr) mlirSymbolTableDestroy(s->t);
  Py_CLEAR(s->op);
  mlirpy_free(self);
}
static int symtab_traverse(PyObject *self, visitproc visit, void *arg) {
  Py_VISIT(((PySymbolTable *)self)->op); Py_VISIT(Py_TYPE(self)); return 0;
}
/* Whether `op` is directly in the body of the table's operation. */
static int in_table_body(PySymbolTable *s, MlirOperation op) {
  return mlirOperationGetParentOperation(op).ptr == s->op->op.ptr;
}
/* The table caches its symbols: an entry whose operation was erased or moved
 * by other means would dangle, so a hit counts only while the operation is
 * still in the table's body (compared by address, never dereferenced). */
static MlirOperation symtab_lookup(PySymbolTable *s, PyObject *name) {
  MlirOperation none = {NULL};
  const char *c; Py_ssize_t n; PyObject *keep;
  if (mlirpy_str(name, &c, &n, &keep) < 0) return none;
  MlirOperation r = mlirSymbolTableLookup(s->t, mlirStringRefCreate(c, n));
  Py_DECREF(keep);
  if (mlirOperationIsNull(r)) return r;
  for (intptr_t i = 0, nr = mlirOperationGetNumRegions(s->op->op); i < nr; ++i)
    for (MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(s->op->op, i)); !mlirBlockIsNull(b);
         b = mlirBlockGetNextInRegion(b))
      for (MlirOperation o = mlirBlockGetFirstOperation(b); !mlirOperationIsNull(o); o = mlirOperationGetNextInBlock(o))
        if (o.ptr == r.ptr) return r;
  return none;
}
static PyObject *symtab_getitem(PyObject *self, PyObject *name) {
  PySymbolTable *s = (PySymbolTable *)self;
  MLIRPY_CHECK_OP(s->op, NULL);
  MlirOperation r = symtab_lookup(s, name);
  if (PyErr_Occurred()) return NULL;
  if (mlirOperationIsNull(r)) { PyErr_SetObject(PyExc_KeyError, name); return NULL; }
  return mlirpy_opview_of(s->op->ctx, r, (PyObject *)s->op);
}
static int symtab_contains(PyObject *self, PyObject *name) {
  PySymbolTable *s = (PySymbolTable *)self;
  MLIRPY_CHECK_OP(s->op, -1);
  MlirOperation r = symtab_lookup(s, name);
  if (PyErr_Occurred()) return -1;
  return !mlirOperationIsNull(r);
}
/* insert(op): MLIR moves a detached operation into the table's body and may
 * rename it; everything it would assert on is checked first, so a refused
 * insert leaves the IR as it was. */
static PyObject *symtab_insert(PyObject *self, PyObject *opobj) {
  PySymbolTable *s = (PySymbolTable *)self;
  MLIRPY_CHECK_OP(s->op, NULL);
  PyMlirOperation *op = mlirpy_get_op_in(s->op->ctx, opobj, "operation");
  if (!op) return NULL;
  MlirAttribute name = mlirOperationGetAttributeByName(op->op, mlirSymbolTableGetSymbolAttributeName());
  if (mlirAttributeIsNull(name) || !mlirAttributeIsAString(name)) {
    PyErr_SetString(PyExc_ValueError, "Expected operation to have a symbol name.");
    return NULL;
  }
  for (MlirOperation p = s->op->op; !mlirOperationIsNull(p); p = mlirOperationGetParentOperation(p))
    if (p.ptr == op->op.ptr) {
      PyErr_SetString(PyExc_ValueError, "operation: cannot insert the symbol table's operation (or an ancestor) into itself");
      return NULL;
    }
  if (!mlirBlockIsNull(mlirOperationGetBlock(op->op)) && !in_table_body(s, op->op)) {
    PyErr_SetString(PyExc_ValueError, "operation: it is in another block; detach it (detach_from_parent) first");
    return NULL;
  }
  if (mlirpy_ptrmap_get(&op->ctx->live_modules, op->op.ptr)) {
    PyErr_SetString(PyExc_ValueError, "operation: cannot insert the operation of a Module");
    return NULL;
  }
  MlirAttribute a = mlirSymbolTableInsert(s->t, op->op);
  if (op->owned) { /* now in the table's block */
    op->owned = 0;
    Py_XDECREF(op->owner);
    op->owner = mlirpy_newref((PyObject *)s->op);
  }
  return mlirpy_attr_wrap(op->ctx, a);
}
static PyObject *symtab_erase(PyObject *self, PyObject *opobj) {
  PySymbolTable *s = (PySymbolTable *)self;
  MLIRPY_CHECK_OP(s->op, NULL);
  PyMlirOperation *op = mlirpy_get_op_in(s->op->ctx, opobj, "operation");
  if (!op) return NULL;
  if (!in_table_body(s, op->op)) {
    PyErr_SetString(PyExc_ValueError, "operation: it is not in this symbol table");
    return NULL;
  }
  if (mlirpy_check_erasable(op) < 0) return NULL;
  mlirpy_invalidate_nested(op->ctx, op->op, true);
  op->valid = 0; op->owned = 0;
  mlirpy_ptrmap_del(&op->ctx->live_ops, op->op.ptr);
  mlirSymbolTableErase(s->t, op->op);
  Py_RETURN_NONE;
}
static int symtab_ass(PyObject *self, PyObject *name, PyObject *v) {
  if (v) { PyErr_SetString(PyExc_TypeError, "use SymbolTable.insert(op)"); return -1; }
  PySymbolTable *s = (PySymbolTable *)self;
  PyObject *op = symtab_getitem(self, name);
  if (!op) return -1;
  PyObject *r = symtab_erase((PyObject *)s, op);
  Py_DECREF(op);
  if (!r) return -1;
  Py_DECREF(r);
  return 0;
}
static PyObject *sym_attr_of(PyObject *opobj, MlirStringRef attrname, int set, PyObject *value) {
  PyObject *mod = NULL;
  (void)mod;
  PyMlirOperation *op = mlirpy_base_op(opobj);
  if (!op) return NULL;
  if (set) {
    MlirAttribute a;
    if (PyUnicode_Check(value)) {
      const char *c; Py_ssize_t n; PyObject *keep;
      if (mlirpy_str(value, &c, &n, &keep) < 0) return NULL;
      a = mlirStringAttrGet(op->ctx->ctx, mlirStringRefCreate(c, n));
      Py_DECREF(keep);
    } else if (mlirpy_get_attr_in(op->ctx, value, &a, "value") < 0) {
      return NULL;
    } else if (!mlirAttributeIsAString(a)) {
      /* Symbol names and visibilities are read as StringAttr unchecked. */
      PyErr_SetString(PyExc_TypeError, "value: expected str or StringAttr");
      return NULL;
    }
    mlirOperationSetAttributeByName(op->op, attrname, a);
    Py_RETURN_NONE;
  }
  MlirAttribute a = mlirOperationGetAttributeByName(op->op, attrname);
  if (mlirAttributeIsNull(a)) { PyErr_SetString(PyExc_ValueError, "the operation has no such symbol attribute"); return NULL; }
  return mlirpy_attr_wrap(op->ctx, a);
}
static PyObject *symtab_get_symbol_name(PyObject *cls, PyObject *op) {
  mlirpy_state *st = mlirpy_state_from_type(cls);
  if (!st || !mlirpy_get_op(st, op, "operation")) return NULL;
  return sym_attr_of(op, mlirSymbolTableGetSymbolAttributeName(), 0, NULL);
}
static PyObject *symtab_get_visibility(PyObject *cls, PyObject *op) {
  mlirpy_state *st = mlirpy_state_from_type(cls);
  if (!st || !mlirpy_get_op(st, op, "operation")) return NULL;
  return sym_attr_of(op, mlirSymbolTableGetVisibilityAttributeName(), 0, NULL);
}
static PyObject *symtab_set_symbol_name(PyObject *cls, PyObject *args) {
  PyObject *op, *name;
  if (!PyArg_ParseTuple(args, "OO:set_symbol_name", &op, &name)) return NULL;
  mlirpy_state *st = mlirpy_state_from_type(cls);
  if (!st || !mlirpy_get_op(st, op, "operation")) return NULL;
  return sym_attr_of(op, mlirSymbolTableGetSymbolAttributeName(), 1, name);
}
static PyObject *symtab_set_visibility(PyObject *cls, PyObject *args) {
  PyObject *op, *vis;
  if (!PyArg_ParseTuple(args, "OO:set_visibility", &op, &vis)) return NULL;
  mlirpy_state *st = mlirpy_state_from_type(cls);
  if (!st || !mlirpy_get_op(st, op, "operation")) return NULL;
  return sym_attr_of(op, mlirSymbolTableGetVisibilityAttributeName(), 1, vis);
}
static PyObject *symtab_replace_all(PyObject *cls, PyObject *args) {
  const char *old, *neu; PyObject *from;
  if (!PyArg_ParseTuple(args, "ssO:replace_all_symbol_uses", &old, &neu, &from)) return NULL;
  mlirpy_state *st = mlirpy_state_from_type(cls);
  PyMlirOperation *op = st ? mlirpy_get_op(st, from, "from_op") : NULL;
  if (!op) return NULL;
  if (mlirLogicalResultIsFailure(mlirSymbolTableReplaceAllSymbolUses(
          mlirStringRefCreateFromCString(old), mlirStringRefCreateFromCString(neu), op->op))) {
    PyErr_SetString(PyExc_RuntimeError, "Unable to replace all symbol uses");
    return NULL;
  }
  Py_RETURN_NONE;
}
static PyMethodDef symtab_methods[] = {
    {"insert", symtab_insert, METH_O, "insert(op) -> StringAttr (the possibly renamed symbol)"},
    {"erase", symtab_erase, METH_O, "erase(operation): removes the symbol operation from the table and erases it."},
    {"get_symbol_name", symtab_get_symbol_name, METH_O | METH_CLASS, "get_symbol_name(symbol): the sym_name attribute of a symbol operation."},
    {"get_visibility", symtab_get_visibility, METH_O | METH_CLASS, "get_visibility(symbol): the sym_visibility attribute of a symbol operation."},
    {"set_symbol_name", symtab_set_symbol_name, METH_VARARGS | METH_CLASS, "set_symbol_name(symbol, name): sets the sym_name of a symbol operation."},
    {"set_visibility", symtab_set_visibility, METH_VARARGS | METH_CLASS, "set_visibility(symbol, visibility): sets the sym_visibility of a symbol operation."},
    {"replace_all_symbol_uses", symtab_replace_all, METH_VARARGS | METH_CLASS, "replace_all_symbol_uses(old_symbol, new_symbol, from_op): renames the uses of a symbol in `from_op`."},
    {NULL}};
static PyType_Slot symtab_slots[] = {
    {Py_tp_new, symtab_new}, {Py_tp_methods, symtab_methods}, {Py_mp_subscript, symtab_getitem},
    {Py_mp_ass_subscript, symtab_ass}, {Py_sq_contains, symtab_contains}, {Py_tp_traverse, symtab_traverse},
    {Py_tp_dealloc, symtab_dealloc}, {0, 0}};
static PyType_Spec symtab_spec = {"mlir._mlir_libs._mlir.ir.SymbolTable", sizeof(PySymbolTable), 0,
                                  Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC, symtab_slots};

int mlirpy_init_symbol_table(mlirpy_state *st) {
  return (st->SymbolTable = mlirpy_make_class(st, &symtab_spec, NULL, "SymbolTable")) ? 0 : -1;
}
