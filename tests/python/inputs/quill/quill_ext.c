/* A Python extension module carrying its own copy of the quill dialect and
 * pass (tests/plugins/quill), as a downstream project ships one: built with
 * `pkg-config mlir-plugin`, linked into two modules under two names, each
 * imported normally (RTLD_LOCAL).  Written against the copy's C entry points. */
#define Py_LIMITED_API 0x03090000
#include <Python.h>
#include <stdbool.h>

#include "mlir-c/IR.h"

#ifndef MODULE_NAME
#error "build with -DMODULE_NAME=<python module name>"
#endif
#define STR2(x) #x
#define STR(x) STR2(x)
#define CAT2(a, b) a##b
#define CAT(a, b) CAT2(a, b)

/* tests/plugins/quill/QuillPlugin.cpp, this module's copy. */
void quillRegisterDialect(MlirDialectRegistry registry);
bool quillIsInk(MlirType type);
MlirStringRef quillColor(MlirType type);
MlirTypeID quillInkTypeID(void);
MlirTypeID quillPassTypeID(void);
MlirLogicalResult quillScaleMarks(MlirOperation op, int64_t factor);
int64_t quillSumMarks(MlirOperation op);

/* The C API pointer inside an mlir.ir object of class `cls`. */
static void *unwrap(PyObject *object, const char *cls) {
  PyObject *capsule = PyObject_GetAttrString(object, "_CAPIPtr");
  if (!capsule)
    return NULL;
  char name[64];
  snprintf(name, sizeof name, "mlir.ir.%s._CAPIPtr", cls);
  void *p = PyCapsule_GetPointer(capsule, name);
  Py_DECREF(capsule);
  return p;
}

static PyObject *register_dialect(PyObject *self, PyObject *context) {
  MlirContext ctx = {unwrap(context, "Context")};
  if (!ctx.ptr)
    return NULL;
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  quillRegisterDialect(registry);
  mlirContextAppendDialectRegistry(ctx, registry);
  mlirDialectRegistryDestroy(registry);
  mlirContextGetOrLoadDialect(ctx, mlirStringRefCreateFromCString("quill"));
  Py_RETURN_NONE;
}

static PyObject *is_ink(PyObject *self, PyObject *type) {
  MlirType t = {unwrap(type, "Type")};
  return t.ptr ? PyBool_FromLong(quillIsInk(t)) : NULL;
}

static PyObject *color(PyObject *self, PyObject *type) {
  MlirType t = {unwrap(type, "Type")};
  if (!t.ptr)
    return NULL;
  MlirStringRef s = quillColor(t);
  return PyUnicode_FromStringAndSize(s.data, (Py_ssize_t)s.length);
}

static PyObject *ink_typeid(PyObject *self, PyObject *unused) {
  return PyLong_FromVoidPtr((void *)quillInkTypeID().ptr);
}

static PyObject *pass_typeid(PyObject *self, PyObject *unused) {
  return PyLong_FromVoidPtr((void *)quillPassTypeID().ptr);
}

static PyObject *scale_marks(PyObject *self, PyObject *args) {
  PyObject *operation;
  long long factor;
  if (!PyArg_ParseTuple(args, "OL", &operation, &factor))
    return NULL;
  MlirOperation op = {unwrap(operation, "Operation")};
  if (!op.ptr)
    return NULL;
  return PyBool_FromLong(mlirLogicalResultIsSuccess(quillScaleMarks(op, factor)));
}

static PyObject *sum_marks(PyObject *self, PyObject *operation) {
  MlirOperation op = {unwrap(operation, "Operation")};
  return op.ptr ? PyLong_FromLongLong(quillSumMarks(op)) : NULL;
}

static PyMethodDef methods[] = {
    {"register_dialect", register_dialect, METH_O, "Load this copy's quill dialect into a Context."},
    {"is_ink", is_ink, METH_O, "isa<InkType>, as this copy sees it."},
    {"color", color, METH_O, "The colour, through this copy's ColoredTypeInterface."},
    {"ink_typeid", ink_typeid, METH_NOARGS, "InkType's TypeID in this copy."},
    {"pass_typeid", pass_typeid, METH_NOARGS, "The quill-scale-marks pass's TypeID in this copy."},
    {"scale_marks", scale_marks, METH_VARARGS, "Run this copy's pass on an operation."},
    {"sum_marks", sum_marks, METH_O, "Sum of the quill.stamp marks, as this copy reads them."},
    {NULL, NULL, 0, NULL}};

static PyModuleDef_Slot slots[] = {{0, NULL}};
static PyModuleDef module_def = {PyModuleDef_HEAD_INIT, STR(MODULE_NAME), NULL, 0, methods,
                                 slots, NULL, NULL, NULL};

__attribute__((visibility("default"))) PyObject *CAT(PyInit_, MODULE_NAME)(void) {
  return PyModuleDef_Init(&module_def);
}
