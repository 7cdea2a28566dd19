/* mlir.ir: SymbolTable.walk_symbol_tables, the walk over nested symbol
 * tables (kept apart from ir_symbol_table.c, which holds the rest of SymbolTable). */
#include "mlirpy.h"

typedef struct {
  PyMlirContext *ctx;
  PyMlirOperation *root;
  PyObject *callback;
  PyObject *error; /* the first exception raised by the callback (a str describing it) */
} walk_state;

static void walk_one(MlirOperation op, bool all_uses_visible, void *ud) {
  walk_state *w = ud;
  if (w->error) return; /* MLIR cannot stop the walk: skip the rest */
  PyMlirOperation *o = mlirpy_op_wrap(w->ctx, op, (PyObject *)w->root);
  PyObject *view = o ? mlirpy_opview_wrap(o) : NULL;
  Py_XDECREF(o);
  PyObject *r = view ? PyObject_CallFunction(w->callback, "OO", view, all_uses_visible ? Py_True : Py_False) : NULL;
  Py_XDECREF(view);
  if (r) { Py_DECREF(r); return; }
  PyObject *et, *ev, *tb;
  PyErr_Fetch(&et, &ev, &tb);
  PyErr_NormalizeException(&et, &ev, &tb);
  PyObject *name = et ? PyObject_GetAttrString(et, "__name__") : NULL;
  w->error = name ? PyUnicode_FromFormat("Exception raised in callback: %U: %S", name, ev ? ev : Py_None) : NULL;
  if (!w->error) { PyErr_Clear(); w->error = PyUnicode_FromString("Exception raised in callback"); }
  Py_XDECREF(name); Py_XDECREF(et); Py_XDECREF(ev); Py_XDECREF(tb);
}

/* SymbolTable.walk_symbol_tables(from_op, all_sym_uses_visible, callback):
 * callback(op, all_uses_visible) for every symbol table op nested in from_op
 * (and from_op itself); an exception in it stops calling it and raises
 * RuntimeError afterwards. */
static PyObject *walk_symbol_tables(PyObject *cls, PyObject *args) {
  PyObject *from, *visible, *callback;
  if (!PyArg_ParseTuple(args, "OOO:walk_symbol_tables", &from, &visible, &callback)) return NULL;
  mlirpy_state *st = mlirpy_state_from_type(cls);
  PyMlirOperation *root = st ? mlirpy_get_op(st, from, "from_op") : NULL;
  if (!root) return NULL;
  int all_visible = PyObject_IsTrue(visible);
  if (all_visible < 0) return NULL;
  if (!PyCallable_Check(callback)) { PyErr_SetString(PyExc_TypeError, "callback must be callable"); return NULL; }
  walk_state w = {root->ctx, root, callback, NULL};
  Py_INCREF(root);
  mlirSymbolTableWalkSymbolTables(root->op, all_visible, walk_one, &w);
  Py_DECREF(root);
  if (w.error) {
    PyErr_SetObject(PyExc_RuntimeError, w.error);
    Py_DECREF(w.error);
    return NULL;
  }
  Py_RETURN_NONE;
}

static PyMethodDef walk_def = {"walk_symbol_tables", walk_symbol_tables, METH_VARARGS | METH_CLASS,
                               "walk_symbol_tables(from_op, all_sym_uses_visible, callback)"};

MLIRPY_INTERNAL int mlirpy_init_symbol_walk(mlirpy_state *st) {
  PyObject *fn = PyDescr_NewClassMethod(st->SymbolTable, &walk_def);
  if (!fn) return -1;
  int rc = PyObject_SetAttrString((PyObject *)st->SymbolTable, walk_def.ml_name, fn);
  Py_DECREF(fn);
  return rc;
}
