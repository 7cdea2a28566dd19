/* llvm dialect types for mlir.dialects.llvm (see fragment.h): struct and
 * pointer types over mlir-c/Dialect/LLVM.h.  Struct bodies are read only
 * when set (the C API asserts otherwise); literal structs are made with the
 * checked constructor, whose diagnostic becomes the ValueError. */
#include "dialect_fragments/fragment.h"
#include "interop/diagnostics.h"

#include "mlir-c/Diagnostics.h"
#include "mlir-c/Dialect/LLVM.h"

#define LLVM_API(X)                                                                                    \
  X(mlirTypeIsALLVMPointerType) X(mlirLLVMPointerTypeGet) X(mlirLLVMPointerTypeGetAddressSpace)      \
  X(mlirTypeIsALLVMStructType) X(mlirLLVMStructTypeIsLiteral) X(mlirLLVMStructTypeGetNumElementTypes) \
  X(mlirLLVMStructTypeGetElementType) X(mlirLLVMStructTypeIsPacked) X(mlirLLVMStructTypeGetIdentifier) \
  X(mlirLLVMStructTypeIsOpaque) X(mlirLLVMStructTypeLiteralGetChecked) X(mlirLLVMStructTypeIdentifiedGet) \
  X(mlirLLVMStructTypeIdentifiedNewGet) X(mlirLLVMStructTypeOpaqueGet) X(mlirLLVMStructTypeSetBody)

LLVM_API(MLIRPY_FRAGMENT_WEAK)

static int struct_arg(PyObject *o, MlirType *t, const char *what) {
  if (fragment_type(o, t, what) < 0) return -1;
  if (!mlirTypeIsALLVMStructType(*t)) {
    PyErr_Format(PyExc_TypeError, "%s: expected an !llvm.struct type", what);
    return -1;
  }
  return 0;
}

/* A list of Type capsules -> array (PyMem_Free it); NULL with an error. */
static MlirType *type_array(PyObject *list, Py_ssize_t *n) {
  if (!PyList_Check(list)) {
    PyErr_SetString(PyExc_TypeError, "element types: expected a list of Type capsules");
    return NULL;
  }
  *n = PyList_Size(list);
  MlirType *v = PyMem_Calloc(*n ? (size_t)*n : 1, sizeof(MlirType));
  if (!v) return (MlirType *)PyErr_NoMemory();
  for (Py_ssize_t i = 0; i < *n; ++i) {
    if (fragment_type(PyList_GetItem(list, i), &v[i], "element type") < 0) {
      PyMem_Free(v);
      return NULL;
    }
  }
  return v;
}

static PyObject *llvm_is_pointer(PyObject *m, PyObject *o) {
  (void)m;
  MlirType t;
  if (fragment_type(o, &t, "llvm_is_pointer") < 0) return NULL;
  return PyBool_FromLong(mlirTypeIsALLVMPointerType(t));
}
static PyObject *llvm_is_struct(PyObject *m, PyObject *o) {
  (void)m;
  MlirType t;
  if (fragment_type(o, &t, "llvm_is_struct") < 0) return NULL;
  return PyBool_FromLong(mlirTypeIsALLVMStructType(t));
}

/* llvm_pointer_get(context, address_space) */
static PyObject *llvm_pointer_get(PyObject *m, PyObject *args) {
  (void)m;
  PyObject *co;
  unsigned space;
  if (!PyArg_ParseTuple(args, "OI:llvm_pointer_get", &co, &space)) return NULL;
  MlirContext c;
  if (fragment_context(co, &c, "context") < 0) return NULL;
  return fragment_type_capsule(mlirLLVMPointerTypeGet(c, space));
}
static PyObject *llvm_pointer_address_space(PyObject *m, PyObject *o) {
  (void)m;
  MlirType t;
  if (fragment_type(o, &t, "llvm_pointer_address_space") < 0) return NULL;
  if (!mlirTypeIsALLVMPointerType(t)) {
    PyErr_SetString(PyExc_TypeError, "llvm_pointer_address_space: expected an !llvm.ptr type");
    return NULL;
  }
  return PyLong_FromUnsignedLong(mlirLLVMPointerTypeGetAddressSpace(t));
}

/* llvm_struct_literal(context, [types], packed) */
static PyObject *llvm_struct_literal(PyObject *m, PyObject *args) {
  (void)m;
  PyObject *co, *list;
  int packed;
  if (!PyArg_ParseTuple(args, "OOp:llvm_struct_literal", &co, &list, &packed)) return NULL;
  MlirContext c;
  if (fragment_context(co, &c, "context") < 0) return NULL;
  Py_ssize_t n;
  MlirType *v = type_array(list, &n);
  if (!v) return NULL;
  mlirpy_printer messages = {0};
  MlirDiagnosticHandlerID id = mlirContextAttachDiagnosticHandler(c, mlirpy_capture_messages, &messages, NULL);
  MlirType t = mlirLLVMStructTypeLiteralGetChecked(mlirLocationUnknownGet(c), n, v, packed);
  mlirContextDetachDiagnosticHandler(c, id);
  PyMem_Free(v);
  PyObject *text = mlirpy_printer_take(&messages);
  if (mlirTypeIsNull(t)) {
    PyErr_Format(PyExc_ValueError, "invalid LLVM struct element types: %S", text ? text : Py_None);
    Py_XDECREF(text);
    return NULL;
  }
  Py_XDECREF(text);
  return fragment_type_capsule(t);
}

/* llvm_struct_identified(context, name) / llvm_struct_opaque(context, name) */
static PyObject *llvm_struct_named(PyObject *args, int opaque) {
  PyObject *co;
  const char *name;
  Py_ssize_t len;
  if (!PyArg_ParseTuple(args, "Os#", &co, &name, &len)) return NULL;
  MlirContext c;
  if (fragment_context(co, &c, "context") < 0) return NULL;
  MlirStringRef s = mlirStringRefCreate(name, (size_t)len);
  return fragment_type_capsule(opaque ? mlirLLVMStructTypeOpaqueGet(c, s) : mlirLLVMStructTypeIdentifiedGet(c, s));
}
static PyObject *llvm_struct_identified(PyObject *m, PyObject *args) { (void)m; return llvm_struct_named(args, 0); }
static PyObject *llvm_struct_opaque(PyObject *m, PyObject *args) { (void)m; return llvm_struct_named(args, 1); }

/* llvm_struct_new_identified(context, name, [types], packed) */
static PyObject *llvm_struct_new_identified(PyObject *m, PyObject *args) {
  (void)m;
  PyObject *co, *list;
  const char *name;
  Py_ssize_t len;
  int packed;
  if (!PyArg_ParseTuple(args, "Os#Op:llvm_struct_new_identified", &co, &name, &len, &list, &packed)) return NULL;
  MlirContext c;
  if (fragment_context(co, &c, "context") < 0) return NULL;
  Py_ssize_t n;
  MlirType *v = type_array(list, &n);
  if (!v) return NULL;
  MlirType t = mlirLLVMStructTypeIdentifiedNewGet(c, mlirStringRefCreate(name, (size_t)len), n, v, packed);
  PyMem_Free(v);
  return fragment_type_capsule(t);
}

/* llvm_struct_set_body(type, [types], packed) -> bool (False: already set
 * to something else, or not an identified struct). */
static PyObject *llvm_struct_set_body(PyObject *m, PyObject *args) {
  (void)m;
  PyObject *to, *list;
  int packed;
  if (!PyArg_ParseTuple(args, "OOp:llvm_struct_set_body", &to, &list, &packed)) return NULL;
  MlirType t;
  if (struct_arg(to, &t, "type") < 0) return NULL;
  if (mlirLLVMStructTypeIsLiteral(t)) {
    PyErr_SetString(PyExc_ValueError, "set_body: a literal struct has a fixed body");
    return NULL;
  }
  Py_ssize_t n;
  MlirType *v = type_array(list, &n);
  if (!v) return NULL;
  MlirLogicalResult r = mlirLLVMStructTypeSetBody(t, n, v, packed);
  PyMem_Free(v);
  return PyBool_FromLong(mlirLogicalResultIsSuccess(r));
}

/* llvm_struct_info(type) -> (literal, packed, opaque, name or None,
 * [element capsules] or None when opaque). */
static PyObject *llvm_struct_info(PyObject *m, PyObject *o) {
  (void)m;
  MlirType t;
  if (struct_arg(o, &t, "llvm_struct_info") < 0) return NULL;
  bool literal = mlirLLVMStructTypeIsLiteral(t), opaque = mlirLLVMStructTypeIsOpaque(t);
  PyObject *name = NULL, *body = NULL;
  if (literal) {
    name = (Py_INCREF(Py_None), Py_None);
  } else {
    MlirStringRef s = mlirLLVMStructTypeGetIdentifier(t);
    name = PyUnicode_DecodeUTF8(s.data, (Py_ssize_t)s.length, "replace");
  }
  if (!name) return NULL;
  if (opaque) {
    body = (Py_INCREF(Py_None), Py_None);
  } else {
    intptr_t n = mlirLLVMStructTypeGetNumElementTypes(t);
    body = PyList_New((Py_ssize_t)n);
    for (intptr_t i = 0; body && i < n; ++i) {
      PyObject *e = fragment_type_capsule(mlirLLVMStructTypeGetElementType(t, i));
      if (!e) { Py_CLEAR(body); break; }
      PyList_SetItem(body, (Py_ssize_t)i, e);
    }
  }
  if (!body) { Py_DECREF(name); return NULL; }
  PyObject *r = Py_BuildValue("(OOONN)", literal ? Py_True : Py_False, mlirLLVMStructTypeIsPacked(t) ? Py_True : Py_False,
                              opaque ? Py_True : Py_False, name, body);
  return r;
}

static PyMethodDef llvm_functions[] = {
    {"llvm_is_pointer", llvm_is_pointer, METH_O, "llvm_is_pointer(type): whether the Type capsule is an !llvm.ptr."},
    {"llvm_is_struct", llvm_is_struct, METH_O, "llvm_is_struct(type): whether the Type capsule is an !llvm.struct."},
    {"llvm_pointer_get", llvm_pointer_get, METH_VARARGS, "llvm_pointer_get(context, address_space): the !llvm.ptr type (capsule)."},
    {"llvm_pointer_address_space", llvm_pointer_address_space, METH_O, "llvm_pointer_address_space(type): the address space of an !llvm.ptr."},
    {"llvm_struct_literal", llvm_struct_literal, METH_VARARGS, "llvm_struct_literal(context, types, packed): a literal !llvm.struct (capsule); ValueError for invalid element types."},
    {"llvm_struct_identified", llvm_struct_identified, METH_VARARGS, "llvm_struct_identified(context, name): the identified !llvm.struct of that name (capsule)."},
    {"llvm_struct_opaque", llvm_struct_opaque, METH_VARARGS, "llvm_struct_opaque(context, name): an opaque identified !llvm.struct (capsule)."},
    {"llvm_struct_new_identified", llvm_struct_new_identified, METH_VARARGS, "llvm_struct_new_identified(context, name, types, packed): a new identified !llvm.struct with a unique name (capsule)."},
    {"llvm_struct_set_body", llvm_struct_set_body, METH_VARARGS, "llvm_struct_set_body(type, types, packed): sets the body of an identified struct; False when it has another or is not identified."},
    {"llvm_struct_info", llvm_struct_info, METH_O, "llvm_struct_info(type): (literal, packed, opaque, name or None, element capsules or None) of an !llvm.struct."},
    {NULL, NULL, 0, NULL}};

MLIRPY_FRAGMENT(mlirpy_fragment_llvm, llvm_functions, LLVM_API)
