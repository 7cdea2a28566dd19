/* The `_mlirDialectsTransform` native module: the transform dialect's types
 * (mlir-c/Dialect/Transform.h, in libMLIRDialectsPublicAPI) for
 * mlir.dialects.transform (AnyOpType, AnyParamType, AnyValueType,
 * OperationType, ParamType).  See type_kinds.h for how the Python side
 * uses it. */
#include "type_kinds/type_kinds.h"

#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Dialect/Transform.h"

static const dt_type_kind kinds[] = {
    {"AnyOpType", mlirTypeIsATransformAnyOpType, mlirTransformAnyOpTypeGetTypeID, mlirTransformAnyOpTypeGet},
    {"AnyParamType", mlirTypeIsATransformAnyParamType, mlirTransformAnyParamTypeGetTypeID,
     mlirTransformAnyParamTypeGet},
    {"AnyValueType", mlirTypeIsATransformAnyValueType, mlirTransformAnyValueTypeGetTypeID,
     mlirTransformAnyValueTypeGet},
    {"OperationType", mlirTypeIsATransformOperationType, mlirTransformOperationTypeGetTypeID, NULL},
    {"ParamType", mlirTypeIsATransformParamType, mlirTransformParamTypeGetTypeID, NULL},
    {NULL, NULL, NULL, NULL}};
DT_DEFINE_KIND_FUNCTIONS(kinds)

/* operation_type_get(context, name) */
static PyObject *operation_type_get(PyObject *m, PyObject *args) {
  (void)m;
  PyObject *context;
  const char *name;
  Py_ssize_t n;
  MlirContext c;
  if (!PyArg_ParseTuple(args, "Os#:operation_type_get", &context, &name, &n)) return NULL;
  if (dt_context_arg(context, &c, "OperationType.get: context") < 0) return NULL;
  return dt_type_capsule(mlirTransformOperationTypeGet(c, mlirStringRefCreate(name, (size_t)n)));
}

static PyObject *operation_type_name(PyObject *m, PyObject *type) {
  (void)m;
  MlirType t;
  if (dt_type_arg(type, &t, "operation_name") < 0) return NULL;
  if (!mlirTypeIsATransformOperationType(t)) {
    PyErr_SetString(PyExc_TypeError, "operation_name: expected a !transform.op type");
    return NULL;
  }
  MlirStringRef s = mlirTransformOperationTypeGetOperationName(t);
  return PyUnicode_FromStringAndSize(s.data, (Py_ssize_t)s.length);
}

/* param_type_get(context, type): the dialect only accepts integer types
 * (its verifier, which ParamType::get does not run). */
static PyObject *param_type_get(PyObject *m, PyObject *args) {
  (void)m;
  PyObject *context, *type;
  MlirContext c;
  MlirType t;
  if (!PyArg_ParseTuple(args, "OO:param_type_get", &context, &type)) return NULL;
  if (dt_context_arg(context, &c, "ParamType.get: context") < 0 || dt_type_arg(type, &t, "ParamType.get: type") < 0)
    return NULL;
  if (!mlirContextEqual(mlirTypeGetContext(t), c)) {
    PyErr_SetString(PyExc_ValueError, "ParamType.get: the type belongs to another Context");
    return NULL;
  }
  if (!mlirTypeIsAInteger(t)) {
    PyErr_SetString(PyExc_ValueError, "ParamType.get: !transform.param only supports integer types");
    return NULL;
  }
  return dt_type_capsule(mlirTransformParamTypeGet(c, t));
}

static PyObject *param_type_type(PyObject *m, PyObject *type) {
  (void)m;
  MlirType t;
  if (dt_type_arg(type, &t, "type") < 0) return NULL;
  if (!mlirTypeIsATransformParamType(t)) {
    PyErr_SetString(PyExc_TypeError, "type: expected a !transform.param type");
    return NULL;
  }
  return dt_type_capsule(mlirTransformParamTypeGetType(t));
}

static PyMethodDef functions[] = {
    DT_KIND_METHODS
    {"operation_type_get", operation_type_get, METH_VARARGS, "operation_type_get(context, name) -> Type capsule"},
    {"operation_type_name", operation_type_name, METH_O, "The operation name of a !transform.op<...> type."},
    {"param_type_get", param_type_get, METH_VARARGS,
     "param_type_get(context, type) -> Type capsule of !transform.param<type> (type: an integer type)"},
    {"param_type_type", param_type_type, METH_O, "The parameter type of a !transform.param<...> type (capsule)."},
    {NULL, NULL, 0, NULL}};

static struct PyModuleDef def = {PyModuleDef_HEAD_INIT, "_mlirDialectsTransform",
                                 "Types of the transform dialect (native/_mlirDialectsTransform).", 0, functions,
                                 NULL, NULL, NULL, NULL};

PyMODINIT_FUNC PyInit__mlirDialectsTransform(void) { return PyModuleDef_Init(&def); }
