/* Passes written in Python.  The pass's user data is a tuple (the callable,
 * mlir.ir.Operation), referenced once per MLIR pass object (construct /
 * destruct; a clone shares it): no static keeps mlir.ir alive.  An exception raised by `run` fails the pass
 * and is raised again by PassManager.run.  MLIR may run nested pipelines on
 * worker threads, which cannot enter Python while the caller holds the GIL:
 * there the pass fails with a diagnostic instead. */
#include "python_pass.h"

#include <pthread.h>

#include "mlir-c/Diagnostics.h"
#include "mlir-c/Support.h"

typedef struct {
  PyObject_HEAD
  MlirExternalPass pass; /* null outside the run that made it */
} PyExternalPass;

/* All touched with the GIL held, by the thread running the pass manager. */
static PyTypeObject *external_pass_type;
static MlirTypeIDAllocator type_ids; /* never freed: passes may outlive the module */
static PyObject *pending_error;      /* (type, value, traceback) tuple of a failed run */
static pthread_t running_thread;

static PyObject *xp_signal_failure(PyObject *self, PyObject *u) {
  (void)u;
  PyExternalPass *xp = (PyExternalPass *)self;
  if (!xp->pass.ptr) {
    PyErr_SetString(PyExc_RuntimeError, "signal_pass_failure: the pass is not running");
    return NULL;
  }
  mlirExternalPassSignalFailure(xp->pass);
  Py_RETURN_NONE;
}
static void xp_dealloc(PyObject *self) {
  PyTypeObject *tp = Py_TYPE(self);
  ((freefunc)PyType_GetSlot(tp, Py_tp_free))(self);
  Py_DECREF(tp);
}
static PyMethodDef xp_methods[] = {
    {"signal_pass_failure", xp_signal_failure, METH_NOARGS, "signal_pass_failure(): the pass failed."}, {NULL}};
static PyType_Slot xp_slots[] = {{Py_tp_methods, xp_methods}, {Py_tp_dealloc, xp_dealloc},
                                 {Py_tp_doc, "The running Python pass, given to its callable."}, {0, 0}};
static PyType_Spec xp_spec = {"mlir._mlir_libs._mlirPasses.ExternalPass", sizeof(PyExternalPass), 0,
                              Py_TPFLAGS_DEFAULT, xp_slots};

static void ud_construct(void *ud) {
  PyGILState_STATE g = PyGILState_Ensure();
  Py_INCREF((PyObject *)ud);
  PyGILState_Release(g);
}
static void ud_destruct(void *ud) {
  PyGILState_STATE g = PyGILState_Ensure();
  Py_DECREF((PyObject *)ud);
  PyGILState_Release(g);
}
static void *ud_clone(void *ud) { return ud; }

static void keep_error(void) {
  PyObject *t, *v, *tb;
  PyErr_Fetch(&t, &v, &tb);
  PyErr_NormalizeException(&t, &v, &tb);
  if (!pending_error) pending_error = Py_BuildValue("(OOO)", t, v ? v : Py_None, tb ? tb : Py_None);
  Py_XDECREF(t); Py_XDECREF(v); Py_XDECREF(tb);
  PyErr_Clear();
}

static void call_run(MlirOperation op, MlirExternalPass pass, PyObject *ud) {
  PyObject *run = PyTuple_GetItem(ud, 0), *operation_class = PyTuple_GetItem(ud, 1);
  PyObject *cap = mlirpy_capsule_new(op.ptr, MLIR_PYTHON_CAPSULE_OPERATION, NULL);
  PyObject *pyop = cap ? PyObject_CallMethod(operation_class, "_CAPICreate", "O", cap) : NULL;
  Py_XDECREF(cap);
  PyExternalPass *xp = pyop ? PyObject_New(PyExternalPass, external_pass_type) : NULL;
  if (!xp) { keep_error(); mlirExternalPassSignalFailure(pass); Py_XDECREF(pyop); return; }
  xp->pass = pass;
  PyObject *r = PyObject_CallFunctionObjArgs(run, pyop, (PyObject *)xp, NULL);
  xp->pass.ptr = NULL;
  Py_DECREF(xp);
  Py_DECREF(pyop);
  if (!r) { keep_error(); mlirExternalPassSignalFailure(pass); return; }
  Py_DECREF(r);
}
static void ud_run(MlirOperation op, MlirExternalPass pass, void *ud) {
  if (!pthread_equal(pthread_self(), running_thread)) {
    mlirEmitError(mlirOperationGetLocation(op),
                  "a pass written in Python cannot run on MLIR's worker threads: disable multithreading "
                  "(Context.enable_multithreading(False)) or anchor it on the pass manager's operation");
    mlirExternalPassSignalFailure(pass);
    return;
  }
  PyGILState_STATE g = PyGILState_Ensure();
  if (pending_error) mlirExternalPassSignalFailure(pass); /* an earlier Python pass raised */
  else call_run(op, pass, (PyObject *)ud);
  PyGILState_Release(g);
}

static MlirStringRef strref(const char *s) { return mlirStringRefCreateFromCString(s ? s : ""); }

PyObject *mlirpy_add_python_pass(MlirPassManager pm, PyObject *ir, PyObject *anchor, PyObject *args, PyObject *kwds) {
  static char *kw[] = {"run", "name", "argument", "description", "op_name", NULL};
  PyObject *run, *name = Py_None;
  const char *argument = NULL, *description = NULL, *op_name = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "O|Ozzz:add", kw, &run, &name, &argument, &description, &op_name))
    return NULL;
  if (!PyCallable_Check(run)) {
    PyErr_Format(PyExc_TypeError, "add: expected a pipeline (str) or a callable (op, pass_), got %S",
                 (PyObject *)Py_TYPE(run));
    return NULL;
  }
  /* MLIR aborts on a pass anchored elsewhere than its (explicitly nesting) manager. */
  if (op_name && *op_name && PyUnicode_CompareWithASCIIString(anchor, "any") != 0 &&
      PyUnicode_CompareWithASCIIString(anchor, op_name) != 0) {
    PyErr_Format(PyExc_ValueError, "add: op_name '%s' differs from the pass manager's operation '%U'", op_name, anchor);
    return NULL;
  }
  PyObject *n = name == Py_None ? PyObject_GetAttrString(run, "__name__") : (Py_INCREF(name), name);
  if (!n) return NULL;
  PyObject *nb = PyUnicode_Check(n) ? PyUnicode_AsUTF8String(n) : NULL;
  Py_DECREF(n);
  if (!nb) {
    if (!PyErr_Occurred()) PyErr_SetString(PyExc_TypeError, "add: name must be a str");
    return NULL;
  }
  PyObject *operation_class = PyObject_GetAttrString(ir, "Operation");
  PyObject *ud = operation_class ? PyTuple_Pack(2, run, operation_class) : NULL;
  Py_XDECREF(operation_class);
  if (!ud) { Py_DECREF(nb); return NULL; }
  if (!type_ids.ptr) type_ids = mlirTypeIDAllocatorCreate();
  MlirExternalPassCallbacks cb = {ud_construct, ud_destruct, NULL, ud_clone, ud_run};
  MlirStringRef pass_name = mlirStringRefCreate(PyBytes_AsString(nb), (size_t)PyBytes_Size(nb));
  MlirPass pass = mlirCreateExternalPass(mlirTypeIDAllocatorAllocateTypeID(type_ids), pass_name,
                                         strref(argument), strref(description), strref(op_name), 0, NULL, cb, ud);
  Py_DECREF(ud); /* the pass holds its own reference */
  Py_DECREF(nb);
  mlirPassManagerAddOwnedPass(pm, pass);
  Py_RETURN_NONE;
}

void mlirpy_python_pass_run_begin(void) { running_thread = pthread_self(); }

int mlirpy_python_pass_run_end(void) {
  if (!pending_error) return 0;
  PyObject *e = pending_error;
  pending_error = NULL;
  PyObject *t = PyTuple_GetItem(e, 0), *v = PyTuple_GetItem(e, 1), *tb = PyTuple_GetItem(e, 2);
  Py_INCREF(t); Py_INCREF(v); Py_INCREF(tb);
  PyErr_Restore(t, v, tb == Py_None ? (Py_DECREF(tb), NULL) : tb);
  Py_DECREF(e);
  return 1;
}

int mlirpy_python_pass_init(PyObject *module) {
  if (!external_pass_type) {
    external_pass_type = (PyTypeObject *)PyType_FromSpec(&xp_spec);
    if (!external_pass_type) return -1;
  }
  Py_INCREF(external_pass_type);
  if (PyModule_AddObject(module, "ExternalPass", (PyObject *)external_pass_type) < 0) {
    Py_DECREF(external_pass_type);
    return -1;
  }
  return 0;
}
