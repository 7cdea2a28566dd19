/* The `_mlirDialectsPDL` native module: the pdl dialect's types
 * (mlir-c/Dialect/PDL.h; the pdl dialect is part of the Core component, so
 * this links libMLIRCorePublicAPI only) for mlir.dialects.pdl (PDLType,
 * AttributeType, OperationType, RangeType, TypeType, ValueType).  See
 * type_kinds.h for how the Python side uses it. */
#include "type_kinds/type_kinds.h"

#include "mlir-c/Dialect/PDL.h"

#if MLIRPY_HAS_PDL_TYPEIDS
#define PDL_TYPEID(f) f
#else
#define PDL_TYPEID(f) NULL /* PDL.h has no TypeID getters */
#endif
static const dt_type_kind kinds[] = {
    {"PDLType", mlirTypeIsAPDLType, NULL, NULL},
    {"AttributeType", mlirTypeIsAPDLAttributeType, PDL_TYPEID(mlirPDLAttributeTypeGetTypeID), mlirPDLAttributeTypeGet},
    {"OperationType", mlirTypeIsAPDLOperationType, PDL_TYPEID(mlirPDLOperationTypeGetTypeID), mlirPDLOperationTypeGet},
    {"RangeType", mlirTypeIsAPDLRangeType, PDL_TYPEID(mlirPDLRangeTypeGetTypeID), NULL},
    {"TypeType", mlirTypeIsAPDLTypeType, PDL_TYPEID(mlirPDLTypeTypeGetTypeID), mlirPDLTypeTypeGet},
    {"ValueType", mlirTypeIsAPDLValueType, PDL_TYPEID(mlirPDLValueTypeGetTypeID), mlirPDLValueTypeGet},
    {NULL, NULL, NULL, NULL}};
DT_DEFINE_KIND_FUNCTIONS(kinds)

/* range_type_get(element_type): the element must be a non-range pdl type
 * (the dialect's verifier, which RangeType::get does not run). */
static PyObject *range_type_get(PyObject *m, PyObject *type) {
  (void)m;
  MlirType t;
  if (dt_type_arg(type, &t, "RangeType.get: element_type") < 0) return NULL;
  if (!mlirTypeIsAPDLType(t) || mlirTypeIsAPDLRangeType(t)) {
    PyErr_SetString(PyExc_ValueError, "RangeType.get: the element type must be one of !pdl.attribute, "
                                      "!pdl.operation, !pdl.type or !pdl.value");
    return NULL;
  }
  return dt_type_capsule(mlirPDLRangeTypeGet(t));
}

static PyObject *range_element_type(PyObject *m, PyObject *type) {
  (void)m;
  MlirType t;
  if (dt_type_arg(type, &t, "element_type") < 0) return NULL;
  if (!mlirTypeIsAPDLRangeType(t)) {
    PyErr_SetString(PyExc_TypeError, "element_type: expected a !pdl.range type");
    return NULL;
  }
  return dt_type_capsule(mlirPDLRangeTypeGetElementType(t));
}

static PyMethodDef functions[] = {
    DT_KIND_METHODS
    {"range_type_get", range_type_get, METH_O, "range_type_get(element_type) -> Type capsule of !pdl.range<...>"},
    {"range_element_type", range_element_type, METH_O, "The element type of a !pdl.range type (capsule)."},
    {NULL, NULL, 0, NULL}};

static struct PyModuleDef def = {PyModuleDef_HEAD_INIT, "_mlirDialectsPDL",
                                 "Types of the pdl dialect (native/_mlirDialectsPDL).", 0, functions, NULL, NULL, NULL,
                                 NULL};

PyMODINIT_FUNC PyInit__mlirDialectsPDL(void) { return PyModuleDef_Init(&def); }
