/* The two helpers that every generated op class calls for every op it
 * builds (mlir/dialects/_ods_common.py re-exports them): in C, because as
 * Python functions their frames cost 8% of building an op.  Same behaviour
 * as the Python functions they replace. */
#include "mlirpy.h"

/* get_op_result_or_value(arg): a Value as is; an operation's `result`. */
static PyObject *get_op_result_or_value(PyObject *module, PyObject *arg) {
  mlirpy_state *st = mlirpy_state_from_module(module);
  if (PyObject_TypeCheck(arg, st->Value)) return mlirpy_newref(arg);
  if (PyObject_TypeCheck(arg, st->OperationBase)) return PyObject_GetAttrString(arg, "result");
  PyObject *name = PyObject_GetAttrString((PyObject *)Py_TYPE(arg), "__name__");
  if (name)
    PyErr_Format(PyExc_TypeError, "expected an mlir.ir.Value or a single-result operation, got %U", name);
  Py_XDECREF(name);
  return NULL;
}

/* get_default_loc_context(location=None): the location's context, else the
 * current Context (None outside a `with Context()`). */
static PyObject *get_default_loc_context(PyObject *module, PyObject *args, PyObject *kwargs) {
  PyObject *location = Py_None;
  Py_ssize_t nargs = PyTuple_Size(args);
  Py_ssize_t nkw = kwargs ? PyDict_Size(kwargs) : 0;
  if (nargs == 1 && nkw == 0) {
    location = PyTuple_GetItem(args, 0);
  } else if (nargs != 0 || nkw > 1 ||
             (nkw == 1 && !(location = PyDict_GetItemString(kwargs, "location")))) {
    PyErr_SetString(PyExc_TypeError, "get_default_loc_context(location=None): takes one optional argument");
    return NULL;
  }
  if (location != Py_None) return PyObject_GetAttrString(location, "context");
  PyObject *ctx = mlirpy_current(mlirpy_state_from_module(module), MLIRPY_CUR_CONTEXT);
  return ctx ? mlirpy_newref(ctx) : mlirpy_none();
}

static PyMethodDef ods_helpers[] = {
    {"_ods_get_op_result_or_value", get_op_result_or_value, METH_O,
     "A Value from a Value, an OpResult, or a single-result op."},
    {"_ods_get_default_loc_context", (PyCFunction)(void (*)(void))get_default_loc_context,
     METH_VARARGS | METH_KEYWORDS, "The context of `location`, else the current context."},
    {NULL}};

int mlirpy_init_ods_helpers(mlirpy_state *st) {
  return PyModule_AddFunctions(st->module, ods_helpers);
}
