/* mlir.ir: builtin attributes (subclasses of Attribute). */
#include "ir_builtin.h"

#include <stdint.h>

#include <string.h>

#define ISA_A(fn) static bool isa_##fn(const void *p) { MlirAttribute a = {p}; return fn(a); }
#define SELF_A mlirpy_attr(self)
#define CTX ((PyMlirUniqued *)self)->ctx
#define KWM(name, fn, doc) {name, (PyCFunction)(void (*)(void))fn, METH_VARARGS | METH_KEYWORDS | METH_CLASS, doc}

static PyMlirContext *cls_context(PyObject *cls, PyObject *context) {
  mlirpy_state *st = mlirpy_state_from_type(cls);
  return st ? mlirpy_resolve_context(st, context) : NULL;
}
static MlirLocation loc_or_unknown(PyMlirContext *c, PyObject *loc) {
  if (loc && loc != Py_None && PyObject_TypeCheck(loc, c->st->Location)) return mlirpy_loc(loc);
  PyObject *l = mlirpy_current(c->st, MLIRPY_CUR_LOCATION);
  if (l && ((PyMlirUniqued *)l)->ctx == c) return mlirpy_loc(l);
  return mlirLocationUnknownGet(c->ctx);
}
static PyObject *wrap_or_error(PyMlirContext *c, MlirAttribute a, PyObject *caps, const char *what) {
  if (mlirAttributeIsNull(a)) return mlirpy_raise_mlir_error(c, what, caps);
  Py_XDECREF(caps);
  return mlirpy_attr_wrap(c, a);
}

/* ---- IntegerAttr / BoolAttr / FloatAttr ---------------------------------------------- */
ISA_A(mlirAttributeIsAInteger)
static PyObject *intattr_get(PyObject *cls, PyObject *args, PyObject *kwds) {
  static char *kw[] = {"type", "value", NULL};
  PyObject *t, *v;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "OO:get", kw, &t, &v)) return NULL;
  mlirpy_state *st = mlirpy_state_from_type(cls);
  MlirType ty;
  if (!st || mlirpy_get_type(st, t, &ty, "type") < 0) return NULL;
  if (!mlirTypeIsAInteger(ty) && !mlirTypeIsAIndex(ty)) {
    PyErr_Format(PyExc_ValueError, "IntegerAttr.get: expected an integer or index type, got %S", t);
    return NULL;
  }
  int overflow = 0;
  long long x = PyLong_AsLongLongAndOverflow(v, &overflow);
  if (x == -1 && PyErr_Occurred()) return NULL;
  if (overflow) {
    unsigned long long u = PyLong_AsUnsignedLongLong(v);
    if (u == (unsigned long long)-1 && PyErr_Occurred()) return NULL;
    x = (long long)u;
  }
  /* MLIR would truncate silently: refuse values the type cannot hold. */
  if (mlirTypeIsAInteger(ty)) {
    unsigned w = mlirIntegerTypeGetWidth(ty);
    int is_signed = mlirIntegerTypeIsSigned(ty), is_unsigned = mlirIntegerTypeIsUnsigned(ty);
    int fits;
    if (overflow) /* above INT64_MAX */
      fits = w >= 64 && !is_signed;
    else if (w >= 64)
      fits = !(is_unsigned && x < 0);
    else {
      long long lo = is_unsigned ? 0 : -(1LL << (w - 1));
      long long hi = is_signed ? (1LL << (w - 1)) - 1 : (long long)((1ULL << w) - 1);
      fits = x >= lo && x <= hi;
    }
    if (!fits) {
      PyErr_Format(PyExc_OverflowError, "IntegerAttr.get: %S does not fit in %S", v, t);
      return NULL;
    }
  }
  return mlirpy_attr_wrap(((PyMlirUniqued *)t)->ctx, mlirIntegerAttrGet(ty, x));
}
static PyObject *intattr_value(PyObject *self, void *c) {
  (void)c;
  MlirType t = mlirAttributeGetType(SELF_A);
  if (mlirTypeIsAInteger(t) && mlirIntegerTypeIsUnsigned(t)) return PyLong_FromUnsignedLongLong(mlirIntegerAttrGetValueUInt(SELF_A));
  if (mlirTypeIsAInteger(t) && mlirIntegerTypeIsSigned(t)) return PyLong_FromLongLong(mlirIntegerAttrGetValueSInt(SELF_A));
  return PyLong_FromLongLong(mlirIntegerAttrGetValueInt(SELF_A));
}
static PyObject *intattr_int(PyObject *self) { return intattr_value(self, NULL); }
static PyMethodDef intattr_methods[] = {KWM("get", intattr_get, "get(type, value)"), {NULL}};
static PyGetSetDef intattr_getset[] = {{"value", intattr_value, NULL, NULL, NULL}, {NULL}};
static PyType_Slot intattr_slots[] = {{Py_nb_int, intattr_int}, {0, 0}};
static const mlirpy_subclass_def intattr_def = {"IntegerAttr", isa_mlirAttributeIsAInteger, mlirIntegerAttrGetTypeID,
                                                intattr_methods, intattr_getset, NULL, intattr_slots};

ISA_A(mlirAttributeIsABool)
static PyObject *boolattr_get(PyObject *cls, PyObject *args, PyObject *kwds) {
  static char *kw[] = {"value", "context", NULL};
  int v; PyObject *context = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "p|O:get", kw, &v, &context)) return NULL;
  PyMlirContext *c = cls_context(cls, context);
  return c ? mlirpy_attr_wrap(c, mlirBoolAttrGet(c->ctx, v)) : NULL;
}
static PyObject *boolattr_value(PyObject *self, void *c) { (void)c; return PyBool_FromLong(mlirBoolAttrGetValue(SELF_A)); }
static int boolattr_bool(PyObject *self) { return mlirBoolAttrGetValue(SELF_A); }
static PyMethodDef boolattr_methods[] = {KWM("get", boolattr_get, "get(value, context=None)"), {NULL}};
static PyGetSetDef boolattr_getset[] = {{"value", boolattr_value, NULL, NULL, NULL}, {NULL}};
static PyType_Slot boolattr_slots[] = {{Py_nb_bool, boolattr_bool}, {0, 0}};
/* BoolAttr shares IntegerAttr's TypeID (i1 IntegerAttr): no caster of its own. */
static const mlirpy_subclass_def boolattr_def = {"BoolAttr", isa_mlirAttributeIsABool, NULL, boolattr_methods,
                                                 boolattr_getset, NULL, boolattr_slots};

ISA_A(mlirAttributeIsAFloat)
static PyObject *floatattr_get(PyObject *cls, PyObject *args, PyObject *kwds) {
  static char *kw[] = {"type", "value", "loc", NULL};
  PyObject *t, *loc = NULL; double v;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "Od|O:get", kw, &t, &v, &loc)) return NULL;
  mlirpy_state *st = mlirpy_state_from_type(cls);
  MlirType ty;
  if (!st || mlirpy_get_type(st, t, &ty, "type") < 0) return NULL;
  PyMlirContext *c = ((PyMlirUniqued *)t)->ctx;
  if (loc && loc != Py_None &&
      (!PyObject_TypeCheck(loc, st->Location) || mlirpy_b_same_context(c, loc, "loc") < 0)) {
    if (!PyErr_Occurred()) PyErr_SetString(PyExc_TypeError, "loc: expected mlir.ir.Location");
    return NULL;
  }
  /* A non-float type is refused by MLIR's verifier (an MLIRError with its
   * diagnostic), after building the value as a double. */
  PyObject *prev = mlirpy_capture_begin(c);
  MlirAttribute a = mlirFloatAttrDoubleGetChecked(loc_or_unknown(c, loc), ty, v);
  PyObject *caps = mlirpy_capture_end(c, prev);
  return wrap_or_error(c, a, caps, "Invalid attribute");
}
static PyObject *floatattr_getw(PyObject *cls, PyObject *args, PyObject *kwds, int f64) {
  static char *kw[] = {"value", "context", NULL};
  double v; PyObject *context = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "d|O", kw, &v, &context)) return NULL;
  PyMlirContext *c = cls_context(cls, context);
  if (!c) return NULL;
  return mlirpy_attr_wrap(c, mlirFloatAttrDoubleGet(c->ctx, f64 ? mlirF64TypeGet(c->ctx) : mlirF32TypeGet(c->ctx), v));
}
static PyObject *floatattr_f32(PyObject *cls, PyObject *a, PyObject *k) { return floatattr_getw(cls, a, k, 0); }
static PyObject *floatattr_f64(PyObject *cls, PyObject *a, PyObject *k) { return floatattr_getw(cls, a, k, 1); }
static PyObject *floatattr_value(PyObject *self, void *c) { (void)c; return PyFloat_FromDouble(mlirFloatAttrGetValueDouble(SELF_A)); }
static PyObject *floatattr_float(PyObject *self) { return floatattr_value(self, NULL); }
static PyMethodDef floatattr_methods[] = {KWM("get", floatattr_get, "get(type, value, loc=None)"),
                                          KWM("get_f32", floatattr_f32, "get_f32(value, context=None)"),
                                          KWM("get_f64", floatattr_f64, "get_f64(value, context=None)"), {NULL}};
static PyGetSetDef floatattr_getset[] = {{"value", floatattr_value, NULL, NULL, NULL}, {NULL}};
static PyType_Slot floatattr_slots[] = {{Py_nb_float, floatattr_float}, {0, 0}};
static const mlirpy_subclass_def floatattr_def = {"FloatAttr", isa_mlirAttributeIsAFloat, mlirFloatAttrGetTypeID,
                                                  floatattr_methods, floatattr_getset, NULL, floatattr_slots};

/* ---- StringAttr ------------------------------------------------------------------------ */
ISA_A(mlirAttributeIsAString)
static int str_or_bytes(PyObject *v, const char **s, Py_ssize_t *n, PyObject **keep) {
  if (PyBytes_Check(v)) {
    char *d;
    *keep = NULL;
    if (PyBytes_AsStringAndSize(v, &d, n) < 0) return -1;
    *s = d;
    return 0;
  }
  return mlirpy_str(v, s, n, keep);
}
static PyObject *strattr_get(PyObject *cls, PyObject *args, PyObject *kwds) {
  static char *kw[] = {"value", "context", NULL};
  PyObject *v, *context = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "O|O:get", kw, &v, &context)) return NULL;
  PyMlirContext *c = cls_context(cls, context);
  if (!c) return NULL;
  const char *s; Py_ssize_t n; PyObject *keep;
  if (str_or_bytes(v, &s, &n, &keep) < 0) return NULL;
  PyObject *r = mlirpy_attr_wrap(c, mlirStringAttrGet(c->ctx, mlirStringRefCreate(s, n)));
  Py_XDECREF(keep);
  return r;
}
static PyObject *strattr_get_typed(PyObject *cls, PyObject *args, PyObject *kwds) {
  static char *kw[] = {"type", "value", NULL};
  PyObject *t, *v;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "OO:get_typed", kw, &t, &v)) return NULL;
  mlirpy_state *st = mlirpy_state_from_type(cls);
  MlirType ty;
  if (!st || mlirpy_get_type(st, t, &ty, "type") < 0) return NULL;
  const char *s; Py_ssize_t n; PyObject *keep;
  if (str_or_bytes(v, &s, &n, &keep) < 0) return NULL;
  PyObject *r = mlirpy_attr_wrap(((PyMlirUniqued *)t)->ctx, mlirStringAttrTypedGet(ty, mlirStringRefCreate(s, n)));
  Py_XDECREF(keep);
  return r;
}
/* Strict UTF-8, as upstream: non-UTF-8 contents raise UnicodeDecodeError
 * (value_bytes gives the bytes). */
static PyObject *strattr_value(PyObject *self, void *c) {
  (void)c; MlirStringRef s = mlirStringAttrGetValue(SELF_A);
  return PyUnicode_DecodeUTF8(s.data ? s.data : "", (Py_ssize_t)s.length, NULL);
}
static PyObject *strattr_bytes(PyObject *self, void *c) {
  (void)c; MlirStringRef s = mlirStringAttrGetValue(SELF_A);
  return PyBytes_FromStringAndSize(s.data, (Py_ssize_t)s.length);
}
static PyMethodDef strattr_methods[] = {KWM("get", strattr_get, "get(value, context=None)"),
                                        KWM("get_typed", strattr_get_typed, "get_typed(type, value)"), {NULL}};
static PyGetSetDef strattr_getset[] = {{"value", strattr_value, NULL, NULL, NULL},
                                       {"value_bytes", strattr_bytes, NULL, NULL, NULL}, {NULL}};
static const mlirpy_subclass_def strattr_def = {"StringAttr", isa_mlirAttributeIsAString, mlirStringAttrGetTypeID,
                                                strattr_methods, strattr_getset, NULL, NULL};

/* ---- ArrayAttr ---------------------------------------------------------------------------- */
ISA_A(mlirAttributeIsAArray)
/* The attributes of `seq`, all of context `c` (mixing contexts would leave
 * dangling references once one is destroyed). */
static MlirAttribute *attr_array(PyMlirContext *c, PyObject *seq, Py_ssize_t *n, const char *what) {
  PyObject *f = PySequence_Check(seq) ? PySequence_Fast(seq, what) : NULL;
  if (!f) {
    if (!PyErr_Occurred()) PyErr_Format(PyExc_TypeError, "%s: expected a sequence of Attribute, got %R", what, (PyObject *)Py_TYPE(seq));
    return NULL;
  }
  *n = mlirpy_fast_size(f);
  MlirAttribute *a = PyMem_Malloc(sizeof(MlirAttribute) * (*n + 1));
  if (!a) PyErr_NoMemory();
  for (Py_ssize_t i = 0; a && i < *n; ++i) {
    PyObject *item = mlirpy_fast_item(f, i);
    if (!PyObject_TypeCheck(item, c->st->Attribute)) {
      PyErr_Format(PyExc_RuntimeError, "Invalid attribute%s when attempting to create an ArrayAttribute",
                   item == Py_None ? " (None?)" : "");
      PyMem_Free(a);
      a = NULL;
    } else if (mlirpy_get_attr(c->st, item, &a[i], what) < 0 || mlirpy_b_same_context(c, item, what) < 0) {
      PyMem_Free(a);
      a = NULL;
    }
  }
  Py_DECREF(f);
  return a;
}
/* attr + list (upstream: ArrayAttr and Dense*ArrayAttr concatenate with a
 * list): a new attribute of the same class holding the attribute's elements
 * followed by the list's, built by the class's get() in the same context. */
static PyObject *attr_concat(PyObject *a, PyObject *b) {
  if (!PyList_Check(b) && !PyTuple_Check(b)) Py_RETURN_NOTIMPLEMENTED;
  mlirpy_state *st = mlirpy_state_from_type((PyObject *)Py_TYPE(a));
  if (!st) { PyErr_Clear(); Py_RETURN_NOTIMPLEMENTED; }
  if (!PyObject_TypeCheck(a, st->Attribute)) Py_RETURN_NOTIMPLEMENTED;
  PyObject *items = PySequence_List(a);
  if (!items) return NULL;
  PyObject *all = PyNumber_InPlaceAdd(items, b);
  Py_DECREF(items);
  if (!all) return NULL;
  PyObject *r = NULL, *get = PyObject_GetAttrString((PyObject *)Py_TYPE(a), "get");
  PyObject *args = get ? PyTuple_Pack(1, all) : NULL;
  PyObject *kw = args ? PyDict_New() : NULL;
  if (kw && PyDict_SetItemString(kw, "context", (PyObject *)((PyMlirUniqued *)a)->ctx) == 0)
    r = PyObject_Call(get, args, kw);
  Py_XDECREF(kw); Py_XDECREF(args); Py_XDECREF(get); Py_DECREF(all);
  return r;
}
static PyObject *arrayattr_get(PyObject *cls, PyObject *args, PyObject *kwds) {
  static char *kw[] = {"attributes", "context", NULL};
  PyObject *v, *context = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "O|O:get", kw, &v, &context)) return NULL;
  PyMlirContext *c = cls_context(cls, context);
  if (!c) return NULL;
  Py_ssize_t n;
  MlirAttribute *a = attr_array(c, v, &n, "attributes");
  if (!a) return NULL;
  PyObject *r = mlirpy_attr_wrap(c, mlirArrayAttrGet(c->ctx, n, a));
  PyMem_Free(a);
  return r;
}
static Py_ssize_t arrayattr_len(PyObject *self) { return mlirArrayAttrGetNumElements(SELF_A); }
static PyObject *arrayattr_item(PyObject *self, Py_ssize_t i) {
  Py_ssize_t n = mlirArrayAttrGetNumElements(SELF_A);
  if (i < 0) i += n;
  if (i < 0 || i >= n) { PyErr_SetString(PyExc_IndexError, "ArrayAttribute index out of range"); return NULL; }
  return mlirpy_attr_wrap(CTX, mlirArrayAttrGetElement(SELF_A, i));
}
static PyMethodDef arrayattr_methods[] = {KWM("get", arrayattr_get, "get(attributes, context=None)"), {NULL}};
static PyType_Slot arrayattr_slots[] = {{Py_sq_length, arrayattr_len}, {Py_sq_item, arrayattr_item},
                                        {Py_nb_add, attr_concat}, {0, 0}};
static const mlirpy_subclass_def arrayattr_def = {"ArrayAttr", isa_mlirAttributeIsAArray, mlirArrayAttrGetTypeID,
                                                  arrayattr_methods, NULL, NULL, arrayattr_slots};

/* ---- DictAttr ------------------------------------------------------------------------------- */
ISA_A(mlirAttributeIsADictionary)
MlirNamedAttribute *mlirpy_named_attributes(PyMlirContext *c, PyObject *dict, Py_ssize_t *n, const char *what) {
  if (dict && dict != Py_None && !PyDict_Check(dict)) {
    PyErr_Format(PyExc_TypeError, "%s: expected a dict of str to Attribute", what);
    return NULL;
  }
  PyObject *items = dict && dict != Py_None ? PyDict_Items(dict) : PyList_New(0);
  if (!items) return NULL;
  *n = PyList_Size(items);
  MlirNamedAttribute *na = PyMem_Malloc(sizeof(MlirNamedAttribute) * (*n + 1));
  if (!na) PyErr_NoMemory();
  for (Py_ssize_t i = 0; na && i < *n; ++i) {
    PyObject *kv = PyList_GetItem(items, i), *value = PyTuple_GetItem(kv, 1);
    const char *s; Py_ssize_t len; PyObject *keep;
    MlirAttribute a;
    if (mlirpy_str(PyTuple_GetItem(kv, 0), &s, &len, &keep) < 0) { PyMem_Free(na); na = NULL; break; }
    MlirIdentifier id = mlirIdentifierGet(c->ctx, mlirStringRefCreate(s, len));
    Py_DECREF(keep);
    if (mlirpy_get_attr(c->st, value, &a, what) < 0 || mlirpy_b_same_context(c, value, what) < 0) {
      PyMem_Free(na);
      na = NULL;
      break;
    }
    na[i] = mlirNamedAttributeGet(id, a);
  }
  Py_DECREF(items);
  return na;
}
static PyObject *dictattr_get(PyObject *cls, PyObject *args, PyObject *kwds) {
  static char *kw[] = {"value", "context", NULL};
  PyObject *v = NULL, *context = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "|OO:get", kw, &v, &context)) return NULL;
  PyMlirContext *c = cls_context(cls, context);
  if (!c) return NULL;
  Py_ssize_t n;
  MlirNamedAttribute *na = mlirpy_named_attributes(c, v, &n, "value");
  if (!na) return NULL;
  PyObject *r = mlirpy_attr_wrap(c, mlirDictionaryAttrGet(c->ctx, n, na));
  PyMem_Free(na);
  return r;
}
static Py_ssize_t dictattr_len(PyObject *self) { return mlirDictionaryAttrGetNumElements(SELF_A); }
static PyObject *dictattr_sub(PyObject *self, PyObject *key) {
  if (PyLong_Check(key)) {
    Py_ssize_t i = PyLong_AsSsize_t(key), n = mlirDictionaryAttrGetNumElements(SELF_A);
    if (i < 0) i += n;
    if (i < 0 || i >= n) { PyErr_SetString(PyExc_IndexError, "DictAttr index out of range"); return NULL; }
    return mlirpy_named_attr(CTX, mlirDictionaryAttrGetElement(SELF_A, i));
  }
  const char *s; Py_ssize_t n; PyObject *keep;
  if (mlirpy_str(key, &s, &n, &keep) < 0) return NULL;
  MlirAttribute a = mlirDictionaryAttrGetElementByName(SELF_A, mlirStringRefCreate(s, n));
  Py_DECREF(keep);
  if (mlirAttributeIsNull(a)) { PyErr_SetObject(PyExc_KeyError, key); return NULL; }
  return mlirpy_attr_wrap(CTX, a);
}
static int dictattr_contains(PyObject *self, PyObject *key) {
  const char *s; Py_ssize_t n; PyObject *keep;
  if (mlirpy_str(key, &s, &n, &keep) < 0) return -1;
  MlirAttribute a = mlirDictionaryAttrGetElementByName(SELF_A, mlirStringRefCreate(s, n));
  Py_DECREF(keep);
  return !mlirAttributeIsNull(a);
}
static PyMethodDef dictattr_methods[] = {KWM("get", dictattr_get, "get(value={}, context=None)"), {NULL}};
static PyType_Slot dictattr_slots[] = {{Py_mp_length, dictattr_len}, {Py_mp_subscript, dictattr_sub},
                                       {Py_sq_contains, dictattr_contains}, {0, 0}};
static const mlirpy_subclass_def dictattr_def = {"DictAttr", isa_mlirAttributeIsADictionary, mlirDictionaryAttrGetTypeID,
                                                 dictattr_methods, NULL, NULL, dictattr_slots};

/* ---- TypeAttr / UnitAttr / symbol refs / OpaqueAttr -------------------------------------------------- */
ISA_A(mlirAttributeIsAType)
static PyObject *typeattr_get(PyObject *cls, PyObject *args, PyObject *kwds) {
  static char *kw[] = {"value", "context", NULL};
  PyObject *t, *context = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "O|O:get", kw, &t, &context)) return NULL;
  mlirpy_state *st = mlirpy_state_from_type(cls);
  MlirType ty;
  if (!st || mlirpy_get_type(st, t, &ty, "value") < 0) return NULL;
  if (context && context != Py_None) {
    PyMlirContext *c = cls_context(cls, context);
    if (!c || mlirpy_b_same_context(c, t, "value") < 0) return NULL;
  }
  return mlirpy_attr_wrap(((PyMlirUniqued *)t)->ctx, mlirTypeAttrGet(ty));
}
static PyObject *typeattr_value(PyObject *self, void *c) { (void)c; return mlirpy_type_wrap(CTX, mlirTypeAttrGetValue(SELF_A)); }
static PyMethodDef typeattr_methods[] = {KWM("get", typeattr_get, "get(value, context=None)"), {NULL}};
static PyGetSetDef typeattr_getset[] = {{"value", typeattr_value, NULL, NULL, NULL}, {NULL}};
static const mlirpy_subclass_def typeattr_def = {"TypeAttr", isa_mlirAttributeIsAType, mlirTypeAttrGetTypeID,
                                                 typeattr_methods, typeattr_getset, NULL, NULL};

ISA_A(mlirAttributeIsAUnit)
static PyObject *unitattr_get(PyObject *cls, PyObject *args, PyObject *kwds) {
  static char *kw[] = {"context", NULL};
  PyObject *context = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "|O:get", kw, &context)) return NULL;
  PyMlirContext *c = cls_context(cls, context);
  return c ? mlirpy_attr_wrap(c, mlirUnitAttrGet(c->ctx)) : NULL;
}
static PyMethodDef unitattr_methods[] = {KWM("get", unitattr_get, "get(context=None)"), {NULL}};
static const mlirpy_subclass_def unitattr_def = {"UnitAttr", isa_mlirAttributeIsAUnit, mlirUnitAttrGetTypeID,
                                                 unitattr_methods, NULL, NULL, NULL};

ISA_A(mlirAttributeIsAFlatSymbolRef)
static PyObject *flatsym_get(PyObject *cls, PyObject *args, PyObject *kwds) {
  static char *kw[] = {"value", "context", NULL};
  PyObject *v, *context = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "U|O:get", kw, &v, &context)) return NULL;
  PyMlirContext *c = cls_context(cls, context);
  if (!c) return NULL;
  const char *s; Py_ssize_t n; PyObject *keep;
  if (mlirpy_str(v, &s, &n, &keep) < 0) return NULL;
  if (n == 0) {
    Py_DECREF(keep);
    PyErr_SetString(PyExc_ValueError, "FlatSymbolRefAttr.get: the symbol name must not be empty");
    return NULL;
  }
  PyObject *r = mlirpy_attr_wrap(c, mlirFlatSymbolRefAttrGet(c->ctx, mlirStringRefCreate(s, n)));
  Py_DECREF(keep);
  return r;
}
static PyObject *flatsym_value(PyObject *self, void *c) { (void)c; return mlirpy_from_strref(mlirFlatSymbolRefAttrGetValue(SELF_A)); }
static PyMethodDef flatsym_methods[] = {KWM("get", flatsym_get, "get(value, context=None)"), {NULL}};
static PyGetSetDef flatsym_getset[] = {{"value", flatsym_value, NULL, NULL, NULL}, {NULL}};
/* Flat symbol refs share SymbolRefAttr's TypeID; the SymbolRefAttr caster picks. */
static const mlirpy_subclass_def flatsym_def = {"FlatSymbolRefAttr", isa_mlirAttributeIsAFlatSymbolRef, NULL,
                                                flatsym_methods, flatsym_getset, NULL, NULL};

ISA_A(mlirAttributeIsASymbolRef)
static PyObject *symref_get(PyObject *cls, PyObject *args, PyObject *kwds) {
  static char *kw[] = {"symbols", "context", NULL};
  PyObject *v, *context = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "O|O:get", kw, &v, &context)) return NULL;
  PyMlirContext *c = cls_context(cls, context);
  if (!c) return NULL;
  PyObject *f = PySequence_Fast(v, "symbols: expected a sequence of str");
  if (!f) return NULL;
  Py_ssize_t n = mlirpy_fast_size(f);
  if (n == 0) { Py_DECREF(f); PyErr_SetString(PyExc_ValueError, "SymbolRefAttr.get: need at least one symbol"); return NULL; }
  MlirAttribute *nested = PyMem_Malloc(sizeof(MlirAttribute) * n);
  PyObject *r = NULL;
  const char *root = NULL; Py_ssize_t rootn = 0; PyObject *rootkeep = NULL;
  for (Py_ssize_t i = 0; i < n; ++i) {
    const char *s; Py_ssize_t len; PyObject *keep;
    if (mlirpy_str(mlirpy_fast_item(f, i), &s, &len, &keep) < 0) goto done;
    if (len == 0) {
      Py_DECREF(keep);
      PyErr_Format(PyExc_ValueError, "SymbolRefAttr.get: symbols[%zd] is empty (symbol names must not be empty)", i);
      goto done;
    }
    if (i == 0) { root = s; rootn = len; rootkeep = keep; continue; }
    nested[i - 1] = mlirFlatSymbolRefAttrGet(c->ctx, mlirStringRefCreate(s, len));
    Py_DECREF(keep);
  }
  r = mlirpy_attr_wrap(c, mlirSymbolRefAttrGet(c->ctx, mlirStringRefCreate(root, rootn), n - 1, nested));
done:
  Py_XDECREF(rootkeep);
  PyMem_Free(nested);
  Py_DECREF(f);
  return r;
}
static PyObject *symref_value(PyObject *self, void *c) {
  (void)c;
  intptr_t n = mlirSymbolRefAttrGetNumNestedReferences(SELF_A);
  PyObject *l = PyList_New(n + 1);
  if (!l) return NULL;
  PyList_SetItem(l, 0, mlirpy_from_strref(mlirSymbolRefAttrGetRootReference(SELF_A)));
  for (intptr_t i = 0; i < n; ++i)
    PyList_SetItem(l, i + 1, mlirpy_from_strref(mlirSymbolRefAttrGetLeafReference(mlirSymbolRefAttrGetNestedReference(SELF_A, i))));
  return l;
}
static PyMethodDef symref_methods[] = {KWM("get", symref_get, "get(symbols, context=None)"), {NULL}};
static PyGetSetDef symref_getset[] = {{"value", symref_value, NULL, NULL, NULL}, {NULL}};
static const mlirpy_subclass_def symref_def = {"SymbolRefAttr", isa_mlirAttributeIsASymbolRef, NULL,
                                               symref_methods, symref_getset, NULL, NULL};

ISA_A(mlirAttributeIsAOpaque)
static PyObject *opaqueattr_get(PyObject *cls, PyObject *args, PyObject *kwds) {
  static char *kw[] = {"dialect_namespace", "buffer", "type", "context", NULL};
  const char *ns; PyObject *buf, *t, *context = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "sOO|O:get", kw, &ns, &buf, &t, &context)) return NULL;
  PyMlirContext *c = cls_context(cls, context);
  MlirType ty;
  if (!c || mlirpy_get_type(c->st, t, &ty, "type") < 0 || mlirpy_b_same_context(c, t, "type") < 0)
    return NULL;
  const char *s; Py_ssize_t n; PyObject *keep;
  if (str_or_bytes(buf, &s, &n, &keep) < 0) return NULL;
  PyObject *r = mlirpy_attr_wrap(c, mlirOpaqueAttrGet(c->ctx, mlirStringRefCreateFromCString(ns), n, s, ty));
  Py_XDECREF(keep);
  return r;
}
static PyObject *opaqueattr_ns(PyObject *self, void *c) { (void)c; return mlirpy_from_strref(mlirOpaqueAttrGetDialectNamespace(SELF_A)); }
static PyObject *opaqueattr_data(PyObject *self, void *c) {
  (void)c; MlirStringRef s = mlirOpaqueAttrGetData(SELF_A);
  return PyBytes_FromStringAndSize(s.data, (Py_ssize_t)s.length);
}
static PyMethodDef opaqueattr_methods[] = {KWM("get", opaqueattr_get, "get(dialect_namespace, buffer, type, context=None)"), {NULL}};
static PyGetSetDef opaqueattr_getset[] = {{"dialect_namespace", opaqueattr_ns, NULL, NULL, NULL},
                                          {"data", opaqueattr_data, NULL, NULL, NULL}, {NULL}};
static const mlirpy_subclass_def opaqueattr_def = {"OpaqueAttr", isa_mlirAttributeIsAOpaque, mlirOpaqueAttrGetTypeID,
                                                   opaqueattr_methods, opaqueattr_getset, NULL, NULL};

/* ---- Dense*ArrayAttr --------------------------------------------------------------------------------- */
/* Elements are Python values or the matching attributes (IntegerAttr for the
 * integer arrays, FloatAttr for the float ones, BoolAttr for bools).  Values
 * of the wrong kind or out of range raise TypeError with upstream's wording
 * for an argument no overload accepts. */
static int bad_element(PyObject *x, const char *what) {
  PyErr_Format(PyExc_TypeError, "get(): incompatible function arguments: %R is not %s", x, what);
  return -1;
}
static int int_element(mlirpy_state *st, PyObject *x, long long lo, long long hi, const char *what, long long *out) {
  long long v;
  if (PyObject_TypeCheck(x, st->Attribute) && mlirAttributeIsAInteger(mlirpy_attr(x))) {
    MlirType t = mlirAttributeGetType(mlirpy_attr(x));
    v = mlirTypeIsAInteger(t) && mlirIntegerTypeIsUnsigned(t) ? (long long)mlirIntegerAttrGetValueUInt(mlirpy_attr(x))
                                                              : mlirIntegerAttrGetValueInt(mlirpy_attr(x));
  } else if (PyLong_Check(x)) {
    int overflow = 0;
    v = PyLong_AsLongLongAndOverflow(x, &overflow);
    if (v == -1 && PyErr_Occurred()) return -1;
    if (overflow) return bad_element(x, what);
  } else {
    return bad_element(x, what);
  }
  if (v < lo || v > hi) return bad_element(x, what);
  *out = v;
  return 0;
}
static int float_element(mlirpy_state *st, PyObject *x, const char *what, double *out) {
  if (PyObject_TypeCheck(x, st->Attribute) && mlirAttributeIsAFloat(mlirpy_attr(x))) {
    *out = mlirFloatAttrGetValueDouble(mlirpy_attr(x));
    return 0;
  }
  if (!PyFloat_Check(x) && !PyLong_Check(x)) return bad_element(x, what);
  *out = PyFloat_AsDouble(x);
  return *out == -1.0 && PyErr_Occurred() ? -1 : 0;
}
static int bool_element(mlirpy_state *st, PyObject *x, const char *what, int *out) {
  (void)what;
  if (PyObject_TypeCheck(x, st->Attribute) && mlirAttributeIsABool(mlirpy_attr(x))) {
    *out = mlirBoolAttrGetValue(mlirpy_attr(x));
    return 0;
  }
  int b = PyObject_IsTrue(x);
  if (b < 0) return -1;
  *out = b;
  return 0;
}
#define INT_ELEMENT(name, ctype, lo, hi, what)                                                               \
  static int name(mlirpy_state *st, PyObject *x, ctype *out) {                                               \
    long long v;                                                                                             \
    if (int_element(st, x, lo, hi, what, &v) < 0) return -1;                                                 \
    *out = (ctype)v;                                                                                         \
    return 0;                                                                                                \
  }
INT_ELEMENT(i8_element, int8_t, INT8_MIN, INT8_MAX, "an i8 (int in [-128, 127] or IntegerAttr)")
INT_ELEMENT(i16_element, int16_t, INT16_MIN, INT16_MAX, "an i16 (int in [-32768, 32767] or IntegerAttr)")
INT_ELEMENT(i32_element, int32_t, INT32_MIN, INT32_MAX, "an i32 (32-bit signed int or IntegerAttr)")
INT_ELEMENT(i64_element, int64_t, INT64_MIN, INT64_MAX, "an i64 (64-bit signed int or IntegerAttr)")
static int f32_element(mlirpy_state *st, PyObject *x, float *out) {
  double d;
  if (float_element(st, x, "an f32 (float or FloatAttr)", &d) < 0) return -1;
  *out = (float)d;
  return 0;
}
static int f64_element(mlirpy_state *st, PyObject *x, double *out) {
  return float_element(st, x, "an f64 (float or FloatAttr)", out);
}
static int i1_element(mlirpy_state *st, PyObject *x, int *out) { return bool_element(st, x, "a bool", out); }

#define DENSE_ARRAY(Name, isafn, ctype, getfn, elemfn, conv_in, conv_out)                                   \
  ISA_A(isafn)                                                                                               \
  static PyObject *Name##_get(PyObject *cls, PyObject *args, PyObject *kwds) {                              \
    static char *kw[] = {"values", "context", NULL};                                                        \
    PyObject *v, *context = NULL;                                                                            \
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "O|O:get", kw, &v, &context)) return NULL;                \
    PyMlirContext *c = cls_context(cls, context);                                                           \
    if (!c) return NULL;                                                                                     \
    PyObject *f = PySequence_Fast(v, "values: expected a sequence");                                         \
    if (!f) return NULL;                                                                                     \
    Py_ssize_t n = mlirpy_fast_size(f);                                                                      \
    ctype *buf = PyMem_Malloc(sizeof(ctype) * (n + 1));                                                      \
    if (!buf) { Py_DECREF(f); return PyErr_NoMemory(); }                                                     \
    for (Py_ssize_t i = 0; i < n; ++i) {                                                                     \
      if (conv_in(c->st, mlirpy_fast_item(f, i), &buf[i]) < 0) { PyMem_Free(buf); Py_DECREF(f); return NULL; } \
    }                                                                                                        \
    PyObject *r = mlirpy_attr_wrap(c, getfn(c->ctx, n, buf));                                                \
    PyMem_Free(buf); Py_DECREF(f);                                                                           \
    return r;                                                                                                \
  }                                                                                                          \
  static Py_ssize_t Name##_len(PyObject *self) { return mlirDenseArrayGetNumElements(SELF_A); }              \
  static PyObject *Name##_item(PyObject *self, Py_ssize_t i) {                                               \
    Py_ssize_t n = mlirDenseArrayGetNumElements(SELF_A);                                                     \
    if (i < 0) i += n;                                                                                       \
    if (i < 0 || i >= n) { PyErr_SetString(PyExc_IndexError, "index out of range"); return NULL; }          \
    return conv_out(elemfn(SELF_A, i));                                                                      \
  }                                                                                                          \
  static PyMethodDef Name##_methods[] = {KWM("get", Name##_get, "get(values, context=None)"), {NULL}};      \
  static PyType_Slot Name##_slots[] = {{Py_sq_length, Name##_len}, {Py_sq_item, Name##_item},              \
                                       {Py_nb_add, attr_concat}, {0, 0}};                                    \
  static const mlirpy_subclass_def Name##_def = {#Name, isa_##isafn, NULL, Name##_methods, NULL, NULL, Name##_slots};

static PyObject *from_bool(bool b) { return PyBool_FromLong(b); }
static PyObject *from_ll(long long v) { return PyLong_FromLongLong(v); }
DENSE_ARRAY(DenseBoolArrayAttr, mlirAttributeIsADenseBoolArray, int, mlirDenseBoolArrayGet, mlirDenseBoolArrayGetElement, i1_element, from_bool)
DENSE_ARRAY(DenseI8ArrayAttr, mlirAttributeIsADenseI8Array, int8_t, mlirDenseI8ArrayGet, mlirDenseI8ArrayGetElement, i8_element, from_ll)
DENSE_ARRAY(DenseI16ArrayAttr, mlirAttributeIsADenseI16Array, int16_t, mlirDenseI16ArrayGet, mlirDenseI16ArrayGetElement, i16_element, from_ll)
DENSE_ARRAY(DenseI32ArrayAttr, mlirAttributeIsADenseI32Array, int32_t, mlirDenseI32ArrayGet, mlirDenseI32ArrayGetElement, i32_element, from_ll)
DENSE_ARRAY(DenseI64ArrayAttr, mlirAttributeIsADenseI64Array, int64_t, mlirDenseI64ArrayGet, mlirDenseI64ArrayGetElement, i64_element, from_ll)
DENSE_ARRAY(DenseF32ArrayAttr, mlirAttributeIsADenseF32Array, float, mlirDenseF32ArrayGet, mlirDenseF32ArrayGetElement, f32_element, PyFloat_FromDouble)
DENSE_ARRAY(DenseF64ArrayAttr, mlirAttributeIsADenseF64Array, double, mlirDenseF64ArrayGet, mlirDenseF64ArrayGetElement, f64_element, PyFloat_FromDouble)

/* DenseElementsAttr, its Int/FP kinds and DenseResourceElementsAttr: ir_dense.c. */

/* ---- AffineMapAttr (the AffineMap class is in ir_affine.c) ------------------------------------------------ */
ISA_A(mlirAttributeIsAAffineMap)
static PyObject *amapattr_get(PyObject *cls, PyObject *m) {
  mlirpy_state *st = mlirpy_state_from_type(cls);
  if (!st) return NULL;
  MlirAffineMap map;
  if (mlirpy_get_affine_map(st, m, &map, "AffineMapAttr.get") < 0) return NULL;
  return mlirpy_attr_wrap(((PyMlirUniqued *)m)->ctx, mlirAffineMapAttrGet(map));
}
static PyObject *amapattr_value(PyObject *self, void *c) {
  (void)c; return mlirpy_affine_map_wrap(CTX, mlirAffineMapAttrGetValue(SELF_A));
}
static PyMethodDef amapattr_methods[] = {{"get", amapattr_get, METH_O | METH_CLASS, "get(affine_map)"}, {NULL}};
static PyGetSetDef amapattr_getset[] = {{"value", amapattr_value, NULL, NULL, NULL}, {NULL}};
static const mlirpy_subclass_def amapattr_def = {"AffineMapAttr", isa_mlirAttributeIsAAffineMap, mlirAffineMapAttrGetTypeID,
                                                 amapattr_methods, amapattr_getset, NULL, NULL};

/* ---- IntegerSetAttr (the IntegerSet class is in ir_affine.c) ---------------------------------------------- */
ISA_A(mlirAttributeIsAIntegerSet)
#if MLIRPY_HAS_INTEGER_SET_ATTR_GET
static PyObject *isetattr_get(PyObject *cls, PyObject *set) {
  mlirpy_state *st = mlirpy_state_from_type(cls);
  if (!st) return NULL;
  if (!PyObject_TypeCheck(set, st->IntegerSet)) {
    PyErr_Format(PyExc_TypeError, "IntegerSetAttr.get: expected mlir.ir.IntegerSet, got %R", (PyObject *)Py_TYPE(set));
    return NULL;
  }
  MlirIntegerSet s = {((PyMlirUniqued *)set)->ptr};
  return mlirpy_attr_wrap(((PyMlirUniqued *)set)->ctx, mlirIntegerSetAttrGet(s));
}
static PyMethodDef isetattr_methods[] = {{"get", isetattr_get, METH_O | METH_CLASS, "get(integer_set)"}, {NULL}};
#else
static PyMethodDef isetattr_methods[] = {{NULL}};
#endif
static const mlirpy_subclass_def isetattr_def = {"IntegerSetAttr", isa_mlirAttributeIsAIntegerSet, mlirIntegerSetAttrGetTypeID,
                                                 isetattr_methods, NULL, NULL, NULL};

/* ---- StridedLayoutAttr ------------------------------------------------------------------------------------ */
ISA_A(mlirAttributeIsAStridedLayout)
static PyObject *strided_get(PyObject *cls, PyObject *args, PyObject *kwds) {
  static char *kw[] = {"offset", "strides", "context", NULL};
  long long offset; PyObject *strides, *context = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "LO|O:get", kw, &offset, &strides, &context)) return NULL;
  PyMlirContext *c = cls_context(cls, context);
  if (!c) return NULL;
  int64_t *v; Py_ssize_t n;
  if (mlirpy_b_i64_list(strides, &v, &n, "strides") < 0) return NULL;
  PyObject *r = mlirpy_attr_wrap(c, mlirStridedLayoutAttrGet(c->ctx, offset, n, v));
  PyMem_Free(v);
  return r;
}
static PyObject *strided_get_fully_dynamic(PyObject *cls, PyObject *args, PyObject *kwds) {
  static char *kw[] = {"rank", "context", NULL};
  Py_ssize_t rank; PyObject *context = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "n|O:get_fully_dynamic", kw, &rank, &context)) return NULL;
  if (rank < 0 || rank > (1 << 24)) {
    PyErr_Format(PyExc_ValueError, "rank must be in [0, %d], got %zd", 1 << 24, rank);
    return NULL;
  }
  PyMlirContext *c = cls_context(cls, context);
  if (!c) return NULL;
  int64_t dyn = mlirShapedTypeGetDynamicStrideOrOffset();
  int64_t *v = PyMem_Malloc(sizeof(int64_t) * (rank ? rank : 1));
  if (!v) return PyErr_NoMemory();
  for (Py_ssize_t i = 0; i < rank; ++i) v[i] = dyn;
  PyObject *r = mlirpy_attr_wrap(c, mlirStridedLayoutAttrGet(c->ctx, dyn, rank, v));
  PyMem_Free(v);
  return r;
}
static PyObject *strided_offset(PyObject *self, void *c) { (void)c; return PyLong_FromLongLong(mlirStridedLayoutAttrGetOffset(SELF_A)); }
static PyObject *strided_strides(PyObject *self, void *c) {
  (void)c;
  intptr_t n = mlirStridedLayoutAttrGetNumStrides(SELF_A);
  PyObject *l = PyList_New(n);
  for (intptr_t i = 0; l && i < n; ++i) {
    PyObject *x = PyLong_FromLongLong(mlirStridedLayoutAttrGetStride(SELF_A, i));
    if (!x) { Py_CLEAR(l); break; }
    PyList_SetItem(l, i, x);
  }
  return l;
}
static PyMethodDef strided_methods[] = {
    KWM("get", strided_get, "get(offset, strides, context=None): strided<[strides], offset: offset>"),
    KWM("get_fully_dynamic", strided_get_fully_dynamic, "get_fully_dynamic(rank, context=None): every stride and the offset dynamic"),
    {NULL}};
static PyGetSetDef strided_getset[] = {{"offset", strided_offset, NULL, "the offset (dynamic: ShapedType.get_dynamic_stride_or_offset())", NULL},
                                       {"strides", strided_strides, NULL, "list of the strides", NULL}, {NULL}};
static const mlirpy_subclass_def strided_def = {"StridedLayoutAttr", isa_mlirAttributeIsAStridedLayout, mlirStridedLayoutAttrGetTypeID,
                                                strided_methods, strided_getset, NULL, NULL};

/* ---- casters for TypeIDs shared by several classes --------------------------------------------------------------- */
/* self is a tuple of candidate classes, most specific first. */
static PyObject *multi_caster(PyObject *classes, PyObject *attr) {
  Py_ssize_t n = PyTuple_Size(classes);
  for (Py_ssize_t i = 0; i < n; ++i) {
    PyObject *cls = PyTuple_GetItem(classes, i);
    PyObject *isinst = PyObject_CallMethod(cls, "isinstance", "O", attr);
    if (!isinst) return NULL;
    int yes = isinst == Py_True;
    Py_DECREF(isinst);
    if (yes) return PyObject_CallFunctionObjArgs(cls, attr, NULL);
  }
  return mlirpy_newref(attr);
}
static PyMethodDef multi_caster_def = {"_multi_caster", multi_caster, METH_O, "Casts to the first of the registered classes that accepts the value."};
int mlirpy_add_multi_caster(mlirpy_state *st, MlirTypeID id, PyObject *classes) {
  PyObject *fn = PyCFunction_NewEx(&multi_caster_def, classes, NULL);
  PyObject *key = PyLong_FromVoidPtr((void *)id.ptr);
  int rc = fn && key ? PyDict_SetItem(st->attr_casters, key, fn) : -1;
  Py_XDECREF(fn); Py_XDECREF(key);
  return rc;
}

#if MLIRPY_HAS_BUILTIN_NAMES
static const mlirpy_class_name attr_names[] = {
    {"IntegerAttr", mlirIntegerAttrGetName}, {"FloatAttr", mlirFloatAttrGetName},
    {"StringAttr", mlirStringAttrGetName}, {"ArrayAttr", mlirArrayAttrGetName},
    {"DictAttr", mlirDictionaryAttrGetName}, {"TypeAttr", mlirTypeAttrGetName}, {"UnitAttr", mlirUnitAttrGetName},
    {"OpaqueAttr", mlirOpaqueAttrGetName}, {"SymbolRefAttr", mlirSymbolRefAttrGetName},
    {"FlatSymbolRefAttr", mlirFlatSymbolRefAttrGetName}, {"AffineMapAttr", mlirAffineMapAttrGetName},
    {"StridedLayoutAttr", mlirStridedLayoutAttrGetName}, {"IntegerSetAttr", mlirIntegerSetAttrGetName},
};
#endif

int mlirpy_init_attributes(mlirpy_state *st) {
  PyTypeObject *t, *intattr, *symref, *flat;
  PyTypeObject *arrays[7];
#define SUB(var, base, def) if (!(var = mlirpy_make_subclass(st, base, &def))) return -1;
  SUB(intattr, st->Attribute, intattr_def)
  SUB(t, st->Attribute, boolattr_def) 
  PyObject *ic = PyTuple_Pack(2, (PyObject *)t, (PyObject *)intattr);
  Py_DECREF(t);
  if (!ic || mlirpy_add_multi_caster(st, mlirIntegerAttrGetTypeID(), ic) < 0) return -1;
  Py_DECREF(ic); Py_DECREF(intattr);
  SUB(t, st->Attribute, floatattr_def) Py_DECREF(t);
  SUB(t, st->Attribute, strattr_def) Py_DECREF(t);
  SUB(t, st->Attribute, arrayattr_def) Py_DECREF(t);
  SUB(t, st->Attribute, dictattr_def) Py_DECREF(t);
  SUB(t, st->Attribute, typeattr_def) Py_DECREF(t);
  SUB(t, st->Attribute, unitattr_def) Py_DECREF(t);
  SUB(t, st->Attribute, opaqueattr_def) Py_DECREF(t);
  SUB(symref, st->Attribute, symref_def)
  SUB(flat, st->Attribute, flatsym_def)
  PyObject *sc = PyTuple_Pack(2, (PyObject *)flat, (PyObject *)symref);
  if (!sc || mlirpy_add_multi_caster(st, mlirSymbolRefAttrGetTypeID(), sc) < 0) return -1;
  Py_DECREF(sc); Py_DECREF(symref); Py_DECREF(flat);
  SUB(arrays[0], st->Attribute, DenseBoolArrayAttr_def)
  SUB(arrays[1], st->Attribute, DenseI8ArrayAttr_def)
  SUB(arrays[2], st->Attribute, DenseI16ArrayAttr_def)
  SUB(arrays[3], st->Attribute, DenseI32ArrayAttr_def)
  SUB(arrays[4], st->Attribute, DenseI64ArrayAttr_def)
  SUB(arrays[5], st->Attribute, DenseF32ArrayAttr_def)
  SUB(arrays[6], st->Attribute, DenseF64ArrayAttr_def)
  PyObject *ac = PyTuple_New(7);
  if (!ac) return -1;
  for (int i = 0; i < 7; ++i) PyTuple_SetItem(ac, i, (PyObject *)arrays[i]);
  if (mlirpy_add_multi_caster(st, mlirDenseArrayAttrGetTypeID(), ac) < 0) return -1;
  Py_DECREF(ac);
  SUB(t, st->Attribute, amapattr_def) Py_DECREF(t);
  SUB(t, st->Attribute, strided_def) Py_DECREF(t);
  SUB(t, st->Attribute, isetattr_def) Py_DECREF(t);
#undef SUB
#if MLIRPY_HAS_BUILTIN_NAMES
  if (mlirpy_set_class_names(st, "attr_name", attr_names, sizeof attr_names / sizeof *attr_names) < 0) return -1;
#endif
  return 0;
}
