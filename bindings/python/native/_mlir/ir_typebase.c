/* mlir.ir: the Type and Attribute base classes and the typed-subclass
 * machinery used by ir_types.c / ir_attributes.c (mlirpy_make_subclass);
 * wrapping with downcasting (TypeID -> registered class) is in wrap.c. */
#include "mlirpy.h"

#define DEF_CAPSULE "mlir._mlir_libs._mlir._subclass_def"


/* ---- shared slots for Type and Attribute ---------------------------------------- */
static int is_type_family(PyObject *self) {
  return PyObject_TypeCheck(self, ((PyMlirUniqued *)self)->ctx->st->Type);
}
static PyObject *ua_str(PyObject *self) {
  mlirpy_printer p = {0};
  if (is_type_family(self)) mlirTypePrint(mlirpy_type(self), mlirpy_printer_cb, &p);
  else mlirAttributePrint(mlirpy_attr(self), mlirpy_printer_cb, &p);
  return mlirpy_printer_finish(&p);
}
static PyObject *ua_repr(PyObject *self) { return mlirpy_repr_as_call(self, ua_str); }
static PyObject *ua_richcmp(PyObject *a, PyObject *b, int op) {
  if (op != Py_EQ && op != Py_NE) Py_RETURN_NOTIMPLEMENTED;
  mlirpy_state *st = ((PyMlirUniqued *)a)->ctx->st;
  PyTypeObject *fam = is_type_family(a) ? st->Type : st->Attribute;
  if (!PyObject_TypeCheck(b, fam)) Py_RETURN_NOTIMPLEMENTED;
  int eq = ((PyMlirUniqued *)a)->ptr == ((PyMlirUniqued *)b)->ptr;
  return PyBool_FromLong(op == Py_EQ ? eq : !eq);
}
static PyObject *ua_typeid(PyObject *self, void *c) {
  (void)c;
  MlirTypeID id = is_type_family(self) ? mlirTypeGetTypeID(mlirpy_type(self)) : mlirAttributeGetTypeID(mlirpy_attr(self));
  return mlirpy_typeid_wrap(((PyMlirUniqued *)self)->ctx->st, id);
}
static PyObject *ua_downcast(PyObject *self, PyObject *u) {
  (void)u;
  PyMlirUniqued *o = (PyMlirUniqued *)self;
  return is_type_family(self) ? mlirpy_type_wrap(o->ctx, mlirpy_type(self)) : mlirpy_attr_wrap(o->ctx, mlirpy_attr(self));
}
static PyObject *ua_dump(PyObject *self, PyObject *u) {
  (void)u;
  if (is_type_family(self)) mlirTypeDump(mlirpy_type(self)); else mlirAttributeDump(mlirpy_attr(self));
  Py_RETURN_NONE;
}
static PyObject *ua_capsule(PyObject *self, void *c) {
  (void)c;
  return mlirpy_capsule_new((void *)((PyMlirUniqued *)self)->ptr,
                       is_type_family(self) ? MLIR_PYTHON_CAPSULE_TYPE : MLIR_PYTHON_CAPSULE_ATTRIBUTE, NULL);
}
static PyObject *ua_capi_create(PyObject *cls, PyObject *cap) {
  mlirpy_state *st = mlirpy_state_from_type(cls);
  if (!st) return NULL;
  int is_type = PyType_IsSubtype((PyTypeObject *)cls, st->Type);
  void *p = mlirpy_capsule_pointer(cap, is_type ? MLIR_PYTHON_CAPSULE_TYPE : MLIR_PYTHON_CAPSULE_ATTRIBUTE, "_CAPICreate");
  if (!p) return NULL;
  MlirType t = {p}; MlirAttribute a = {p};
  PyObject *c = mlirpy_context_wrap(st, is_type ? mlirTypeGetContext(t) : mlirAttributeGetContext(a));
  if (!c) return NULL;
  PyObject *r = is_type ? mlirpy_type_wrap((PyMlirContext *)c, t) : mlirpy_attr_wrap((PyMlirContext *)c, a);
  Py_DECREF(c);
  return r;
}
static const void *parse_type(MlirContext c, MlirStringRef text, const void *unused) {
  (void)unused;
  return mlirTypeParseGet(c, text).ptr;
}
static const void *parse_attribute(MlirContext c, MlirStringRef text, const void *unused) {
  (void)unused;
  return mlirAttributeParseGet(c, text).ptr;
}
static PyObject *ua_parse(PyObject *cls, PyObject *args, PyObject *kwds) {
  static char *kw[] = {"asm", "context", NULL};
  PyObject *asmobj, *context = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "O|O:parse", kw, &asmobj, &context)) return NULL;
  mlirpy_state *st = mlirpy_state_from_type(cls);
  PyMlirContext *c = st ? mlirpy_resolve_context(st, context) : NULL;
  if (!c) return NULL;
  int is_type = PyType_IsSubtype((PyTypeObject *)cls, st->Type);
  const char *s; Py_ssize_t n; PyObject *keep;
  if (mlirpy_str(asmobj, &s, &n, &keep) < 0) return NULL;
  if (mlirpy_check_nesting(c, is_type ? "Unable to parse type" : "Unable to parse attribute", s, n) < 0) {
    Py_DECREF(keep);
    return NULL;
  }
  PyObject *caps;
  const void *ptr = mlirpy_parse(c, is_type ? parse_type : parse_attribute, mlirStringRefCreate(s, n), NULL, &caps);
  if (!ptr && PyErr_Occurred()) { Py_DECREF(keep); return NULL; }
  if (!ptr) {
    PyObject *msg = PyUnicode_FromFormat("Unable to parse %s: '%U'", is_type ? "type" : "attribute", asmobj);
    Py_DECREF(keep);
    PyObject *b = msg ? PyUnicode_AsUTF8String(msg) : NULL;
    Py_XDECREF(msg);
    if (!b) { Py_XDECREF(caps); return NULL; }
    mlirpy_raise_mlir_error(c, PyBytes_AsString(b), caps);
    Py_DECREF(b);
    return NULL;
  }
  Py_DECREF(keep);
  Py_XDECREF(caps);
  MlirType t = {(void *)ptr}; MlirAttribute a = {(void *)ptr};
  PyObject *r = is_type ? mlirpy_type_wrap(c, t) : mlirpy_attr_wrap(c, a);
  if (r && !PyObject_TypeCheck(r, (PyTypeObject *)cls)) {
    PyObject *tn = PyObject_GetAttrString(cls, "__name__");
    PyErr_Format(PyExc_ValueError, "parsed %S is not a %S", r, tn);
    Py_XDECREF(tn);
    Py_CLEAR(r);
  }
  return r;
}
static PyObject *attr_type(PyObject *self, void *c) {
  (void)c;
  return mlirpy_type_wrap(((PyMlirUniqued *)self)->ctx, mlirAttributeGetType(mlirpy_attr(self)));
}

/* Type(other) / Attribute(other) / IntegerType(other)...: cast, checking the
 * subclass's isa (ValueError when it does not hold). */
static PyObject *ua_new(PyTypeObject *t, PyObject *args, PyObject *kwds) {
  static char *kw[] = {"cast_from", NULL};
  PyObject *o;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "O", kw, &o)) return NULL;
  mlirpy_state *st = mlirpy_state_from_type((PyObject *)t);
  if (!st) return NULL;
  int is_type = PyType_IsSubtype(t, st->Type);
  PyTypeObject *fam = is_type ? st->Type : st->Attribute;
  if (!PyObject_TypeCheck(o, fam)) {
    PyErr_Format(PyExc_TypeError, "expected mlir.ir.%s", is_type ? "Type" : "Attribute");
    return NULL;
  }
  PyObject *cap = PyObject_GetAttrString((PyObject *)t, "_mlirpy_def");
  const mlirpy_subclass_def *def = NULL;
  if (cap) {
    def = PyCapsule_GetPointer(cap, DEF_CAPSULE);
    Py_DECREF(cap);
    if (!def) return NULL;
  } else {
    PyErr_Clear();
  }
  PyMlirUniqued *u = (PyMlirUniqued *)o;
  if (def && def->isa && !def->isa(u->ptr)) {
    PyObject *s = ua_str(o);
    PyErr_Format(PyExc_ValueError, "Cannot cast %s to %s (from %s(%S))", is_type ? "type" : "attribute", def->name,
                 is_type ? "Type" : "Attribute", s ? s : Py_None);
    Py_XDECREF(s);
    return NULL;
  }
  return mlirpy_uniqued_new(t, u->ctx, u->ptr);
}

/* attr.get_named(name) -> NamedAttribute(name, attr). */
static PyObject *attr_get_named(PyObject *self, PyObject *name) {
  const char *s; Py_ssize_t n; PyObject *keep;
  if (mlirpy_str(name, &s, &n, &keep) < 0) return NULL;
  PyMlirContext *ctx = ((PyMlirUniqued *)self)->ctx;
  MlirNamedAttribute na = mlirNamedAttributeGet(mlirIdentifierGet(ctx->ctx, mlirStringRefCreate(s, n)), mlirpy_attr(self));
  Py_DECREF(keep);
  return mlirpy_named_attr(ctx, na);
}

#define UA_COMMON_METHODS                                                                              \
  {"parse", (PyCFunction)(void (*)(void))ua_parse, METH_VARARGS | METH_KEYWORDS | METH_CLASS,          \
   "parse(asm, context=None); raises MLIRError with the diagnostics on failure"},                      \
      {"maybe_downcast", ua_downcast, METH_NOARGS, "the registered subclass instance for this value's TypeID"}, \
      {"dump", ua_dump, METH_NOARGS, "dump(): prints the value to stderr."}, {"_CAPICreate", ua_capi_create, METH_O | METH_CLASS, "_CAPICreate(capsule): the object of a capsule, cast to its registered subclass."}
static PyMethodDef type_methods[] = {UA_COMMON_METHODS, {NULL}};
static PyMethodDef attr_methods[] = {
    UA_COMMON_METHODS,
    {"get_named", attr_get_named, METH_O, "get_named(name) -> NamedAttribute binding this attribute to name"},
    {NULL}};
static PyGetSetDef type_getset[] = {
    {"context", mlirpy_uniqued_context, NULL, NULL, NULL}, {"typeid", ua_typeid, NULL, NULL, NULL},
    {"_CAPIPtr", ua_capsule, NULL, NULL, NULL}, {NULL}};
static PyGetSetDef attr_getset[] = {
    {"context", mlirpy_uniqued_context, NULL, NULL, NULL}, {"typeid", ua_typeid, NULL, NULL, NULL},
    {"type", attr_type, NULL, NULL, NULL}, {"_CAPIPtr", ua_capsule, NULL, NULL, NULL}, {NULL}};
static PyType_Slot type_slots[] = {
    {Py_tp_new, ua_new}, {Py_tp_str, ua_str}, {Py_tp_repr, ua_repr}, {Py_tp_richcompare, ua_richcmp},
    {Py_tp_hash, mlirpy_uniqued_hash}, {Py_tp_methods, type_methods}, {Py_tp_getset, type_getset},
    {Py_tp_traverse, mlirpy_uniqued_traverse}, {Py_tp_dealloc, mlirpy_uniqued_dealloc},
    {Py_tp_doc, "An MLIR type (uniqued in its context); Type(t) casts, Type.parse(asm) parses."}, {0, 0}};
static PyType_Spec type_spec = {"mlir._mlir_libs._mlir.ir.Type", sizeof(PyMlirUniqued), 0,
                                Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE | Py_TPFLAGS_HAVE_GC, type_slots};
static PyType_Slot attr_slots[] = {
    {Py_tp_new, ua_new}, {Py_tp_str, ua_str}, {Py_tp_repr, ua_repr}, {Py_tp_richcompare, ua_richcmp},
    {Py_tp_hash, mlirpy_uniqued_hash}, {Py_tp_methods, attr_methods}, {Py_tp_getset, attr_getset},
    {Py_tp_traverse, mlirpy_uniqued_traverse}, {Py_tp_dealloc, mlirpy_uniqued_dealloc},
    {Py_tp_doc, "An MLIR attribute (uniqued in its context)."}, {0, 0}};
static PyType_Spec attr_spec = {"mlir._mlir_libs._mlir.ir.Attribute", sizeof(PyMlirUniqued), 0,
                                Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE | Py_TPFLAGS_HAVE_GC, attr_slots};

/* ---- subclass machinery ------------------------------------------------------------ */
static PyObject *sub_isinstance(PyObject *cap, PyObject *o) {
  const mlirpy_subclass_def *def = PyCapsule_GetPointer(cap, DEF_CAPSULE);
  if (!def) return NULL;
  PyObject *base = PyCapsule_GetContext(cap); /* the family base class */
  if (!PyObject_TypeCheck(o, (PyTypeObject *)base)) {
    /* As upstream: isinstance takes a Type (resp. Attribute) only. */
    PyObject *bn = PyObject_GetAttrString(base, "__name__");
    if (bn) PyErr_Format(PyExc_TypeError, "%s.isinstance: expected mlir.ir.%U, got %R", def->name, bn, (PyObject *)Py_TYPE(o));
    Py_XDECREF(bn);
    return NULL;
  }
  return PyBool_FromLong(def->isa(((PyMlirUniqued *)o)->ptr));
}
static PyMethodDef sub_isinstance_def = {"isinstance", sub_isinstance, METH_O, "isinstance(other) -> bool"};

/* static_typeid of a class standing for several TypeIDs (ShapedType,
 * FloatType, DenseElementsAttr...): AttributeError naming the class. */
static PyObject *no_static_typeid(PyObject *module, PyObject *cls) {
  (void)module;
  PyObject *name = PyObject_GetAttrString(cls, "__name__");
  if (name) PyErr_Format(PyExc_AttributeError, "%U has no typeid.", name);
  Py_XDECREF(name);
  return NULL;
}
static PyMethodDef no_static_typeid_def = {"static_typeid", no_static_typeid, METH_O, "Raises: this class has no static TypeID."};

PyTypeObject *mlirpy_make_subclass(mlirpy_state *st, PyTypeObject *base, const mlirpy_subclass_def *def) {
  char qual[200];
  PyOS_snprintf(qual, sizeof qual, "mlir._mlir_libs._mlir.ir.%s", def->name);
  PyType_Slot slots[24];
  int n = 0;
  for (PyType_Slot *x = def->slots; x && x->slot && n < 20; ++x) slots[n++] = *x;
  if (def->methods) slots[n++] = (PyType_Slot){Py_tp_methods, def->methods};
  if (def->getset) slots[n++] = (PyType_Slot){Py_tp_getset, def->getset};
  if (def->doc) slots[n++] = (PyType_Slot){Py_tp_doc, (void *)def->doc};
  slots[n++] = (PyType_Slot){Py_tp_traverse, mlirpy_uniqued_traverse};
  slots[n] = (PyType_Slot){0, 0};
  /* Before 3.12 the type keeps pointing at spec->name: keep a copy alive in
   * a bytes object referenced from the class. */
  PyObject *namebytes = PyBytes_FromString(qual);
  if (!namebytes) return NULL;
  PyType_Spec spec = {PyBytes_AsString(namebytes), sizeof(PyMlirUniqued), 0,
                      Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE | Py_TPFLAGS_HAVE_GC, slots};
  PyTypeObject *t = mlirpy_make_class(st, &spec, base, def->name);
  if (!t) { Py_DECREF(namebytes); return NULL; }
  int rc = PyObject_SetAttrString((PyObject *)t, "_mlirpy_spec_name", namebytes);
  Py_DECREF(namebytes);
  if (rc < 0) { Py_DECREF(t); return NULL; }
  PyTypeObject *family = PyType_IsSubtype(base, st->Type) ? st->Type : st->Attribute;
  PyObject *cap = mlirpy_capsule_new((void *)def, DEF_CAPSULE, NULL);
  if (!cap || PyCapsule_SetContext(cap, family) < 0 || PyObject_SetAttrString((PyObject *)t, "_mlirpy_def", cap) < 0) {
    Py_XDECREF(cap); Py_DECREF(t); return NULL;
  }
  PyObject *fn = PyCFunction_NewEx(&sub_isinstance_def, cap, NULL);
  Py_DECREF(cap);
  if (!fn || PyObject_SetAttrString((PyObject *)t, "isinstance", fn) < 0) { Py_XDECREF(fn); Py_DECREF(t); return NULL; }
  Py_DECREF(fn);
  if (def->typeid) {
    MlirTypeID id = def->typeid();
    PyObject *tid = mlirpy_typeid_wrap(st, id);
    PyObject *key = PyLong_FromVoidPtr((void *)id.ptr);
    PyObject *casters = family == st->Type ? st->type_casters : st->attr_casters;
    if (!tid || !key || PyObject_SetAttrString((PyObject *)t, "static_typeid", tid) < 0 ||
        PyDict_SetItem(casters, key, (PyObject *)t) < 0) {
      Py_XDECREF(tid); Py_XDECREF(key); Py_DECREF(t); return NULL;
    }
    Py_DECREF(tid); Py_DECREF(key);
  } else if (mlirpy_add_classprop(st, t, &no_static_typeid_def) < 0) {
    Py_DECREF(t);
    return NULL;
  }
  return t;
}

int mlirpy_set_class_names(mlirpy_state *st, const char *attribute, const mlirpy_class_name *names, size_t n) {
  for (size_t i = 0; i < n; ++i) {
    PyObject *cls = PyObject_GetAttrString(st->ir, names[i].cls);
    PyObject *name = cls ? mlirpy_from_strref(names[i].name()) : NULL;
    int rc = name ? PyObject_SetAttrString(cls, attribute, name) : -1;
    Py_XDECREF(name); Py_XDECREF(cls);
    if (rc < 0) return -1;
  }
  return 0;
}

int mlirpy_init_typebase(mlirpy_state *st) {
  if (!(st->Type = mlirpy_make_class(st, &type_spec, NULL, "Type"))) return -1;
  if (!(st->Attribute = mlirpy_make_class(st, &attr_spec, NULL, "Attribute"))) return -1;
  return 0;
}
