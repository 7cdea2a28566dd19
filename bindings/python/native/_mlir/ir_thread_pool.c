/* mlir.ir.ThreadPool: an LLVM thread pool that several contexts can share
 * (Context.set_thread_pool, Context(thread_pool=...)).  A context using a
 * pool holds a reference to its Python object, so the pool outlives it. */
#include "mlirpy.h"

typedef struct {
  PyObject_HEAD
  MlirLlvmThreadPool pool;
  unsigned max_concurrency; /* 0 until asked */
} PyThreadPool;

static PyObject *pool_new(PyTypeObject *t, PyObject *args, PyObject *kwds) {
  if (!PyArg_ParseTuple(args, ":ThreadPool") || (kwds && PyDict_Size(kwds))) {
    if (!PyErr_Occurred()) PyErr_SetString(PyExc_TypeError, "ThreadPool() takes no arguments");
    return NULL;
  }
  PyThreadPool *p = (PyThreadPool *)mlirpy_alloc(t);
  if (p) p->pool = mlirLlvmThreadPoolCreate();
  return (PyObject *)p;
}
static void pool_dealloc(PyObject *self) {
  PyThreadPool *p = (PyThreadPool *)self;
  PyObject_GC_UnTrack(self);
  if (p->pool.ptr) mlirLlvmThreadPoolDestroy(p->pool);
  mlirpy_free(self);
}
static int pool_traverse(PyObject *self, visitproc visit, void *arg) {
  Py_VISIT(Py_TYPE(self));
  return 0;
}

MLIRPY_INTERNAL int mlirpy_get_thread_pool(mlirpy_state *st, PyObject *o, MlirLlvmThreadPool *out) {
  if (!PyObject_TypeCheck(o, st->ThreadPool)) {
    PyErr_Format(PyExc_TypeError, "expected mlir.ir.ThreadPool, got %R", (PyObject *)Py_TYPE(o));
    return -1;
  }
  *out = ((PyThreadPool *)o)->pool;
  return 0;
}

#if MLIRPY_HAS_CONTEXT_THREAD_QUERIES
/* The C API tells a pool's size only through a context using it: ask a
 * throwaway context once. */
static PyObject *pool_max_concurrency(PyObject *self, PyObject *u) {
  (void)u;
  PyThreadPool *p = (PyThreadPool *)self;
  if (!p->max_concurrency) {
    MlirContext c = mlirContextCreateWithThreading(false);
    mlirContextSetThreadPool(c, p->pool);
    p->max_concurrency = mlirContextGetNumThreads(c);
    mlirContextDestroy(c);
  }
  return PyLong_FromUnsignedLong(p->max_concurrency);
}
#endif
static PyObject *pool_ptr(PyObject *self, PyObject *u) {
  (void)u;
  return PyUnicode_FromFormat("%p", ((PyThreadPool *)self)->pool.ptr);
}

static PyMethodDef pool_methods[] = {
#if MLIRPY_HAS_CONTEXT_THREAD_QUERIES
    {"get_max_concurrency", pool_max_concurrency, METH_NOARGS, "get_max_concurrency(): the number of threads of the pool."},
#endif
    {"_mlir_thread_pool_ptr", pool_ptr, METH_NOARGS, "_mlir_thread_pool_ptr(): the address of the LLVM pool, as text (testing)."},
    {NULL}};
static PyType_Slot pool_slots[] = {
    {Py_tp_new, pool_new}, {Py_tp_dealloc, pool_dealloc}, {Py_tp_traverse, pool_traverse},
    {Py_tp_methods, pool_methods},
    {Py_tp_doc, "ThreadPool(): an LLVM thread pool of the default size, to share between contexts."},
    {0, 0}};
static PyType_Spec pool_spec = {"mlir._mlir_libs._mlir.ir.ThreadPool", sizeof(PyThreadPool), 0,
                                Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC, pool_slots};

MLIRPY_INTERNAL int mlirpy_init_thread_pool(mlirpy_state *st) {
  return (st->ThreadPool = mlirpy_make_class(st, &pool_spec, NULL, "ThreadPool")) ? 0 : -1;
}
