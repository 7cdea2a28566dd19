//===- cxxplug_ext.cpp - A downstream Python extension with its own dialect ===//
//
// What a project extending MLIR out of tree ships (reference seed 001): a
// Python extension module carrying a C++ dialect, built against the installed
// Impl libraries, opened by Python with RTLD_LOCAL, and used together with the
// `mlir` package.  The dialect's TypeIDs come from the registry, so two copies
// of this module (built under two names) agree with each other and with mlir.
//
//===----------------------------------------------------------------------===//
#define Py_LIMITED_API 0x03090000
#include <Python.h>

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/MLIRContext.h"

// The dialect itself, from the C++ plugin example.
namespace cxxplug {
class CxxPlugDialect;
class TokenType;
} // namespace cxxplug
mlir::Dialect *cxxplugLoadDialect(mlir::MLIRContext *context);
bool cxxplugIsToken(mlir::Type type);
const void *cxxplugTokenTypeID();

#ifndef MODULE_NAME
#error "build with -DMODULE_NAME=<python module name>"
#endif
#define STR2(x) #x
#define STR(x) STR2(x)
#define CAT2(a, b) a##b
#define CAT(a, b) CAT2(a, b)

static void *capsulePointer(PyObject *object, const char *cls) {
  PyObject *capsule = PyObject_GetAttrString(object, "_CAPIPtr");
  if (!capsule)
    return nullptr;
  char name[64];
  snprintf(name, sizeof name, "mlir.ir.%s._CAPIPtr", cls);
  void *p = PyCapsule_GetPointer(capsule, name);
  Py_DECREF(capsule);
  return p;
}

static PyObject *registerDialect(PyObject *, PyObject *context) {
  auto *ctx = static_cast<mlir::MLIRContext *>(capsulePointer(context, "Context"));
  if (!ctx)
    return nullptr;
  cxxplugLoadDialect(ctx);
  Py_RETURN_NONE;
}

static PyObject *isToken(PyObject *, PyObject *type) {
  void *p = capsulePointer(type, "Type");
  if (!p)
    return nullptr;
  return PyBool_FromLong(cxxplugIsToken(mlir::Type::getFromOpaquePointer(p)));
}

static PyObject *tokenTypeID(PyObject *, PyObject *) {
  return PyLong_FromVoidPtr(const_cast<void *>(cxxplugTokenTypeID()));
}

static PyMethodDef methods[] = {
    {"register_dialect", registerDialect, METH_O, "Load the cxxplug dialect into a Context."},
    {"is_token", isToken, METH_O, "isa<cxxplug::TokenType>, as this copy sees it."},
    {"token_typeid", tokenTypeID, METH_NOARGS, "TypeID of cxxplug::TokenType in this copy."},
    {nullptr, nullptr, 0, nullptr}};

static PyModuleDef_Slot slots[] = {{0, nullptr}};

static PyModuleDef moduleDef = {PyModuleDef_HEAD_INIT, STR(MODULE_NAME), nullptr, 0, methods,
                                slots, nullptr, nullptr, nullptr};

extern "C" __attribute__((visibility("default"))) PyObject *CAT(PyInit_, MODULE_NAME)(void) {
  return PyModuleDef_Init(&moduleDef);
}
