/* mlir.ir: the operation interfaces with a C API (mlir-c/Interfaces.h):
 * InferTypeOpInterface, InferShapedTypeOpInterface and the
 * ShapedTypeComponents the latter returns.
 *
 * An interface object is made from an operation (Operation or OpView) or from
 * an OpView subclass (a "static" interface: no operation, only its name), and
 * is refused with a ValueError when the operation does not implement it.
 * Inference runs on operands, attributes and regions given from Python; as
 * the C++ implementations read them unchecked, they are checked first
 * (mlirpy_check_inference_inputs), and attributes that the operation keeps
 * in its properties are refused: the C API passes no properties, so the
 * implementation would find them missing. */
#include "ir_ops.h"

#include "mlir-c/Interfaces.h"

enum { IFACE_INFER_TYPE, IFACE_INFER_SHAPED_TYPE };
static const char *const iface_names[] = {"InferTypeOpInterface", "InferShapedTypeOpInterface"};
static MlirTypeID iface_typeid(int kind) {
  return kind == IFACE_INFER_TYPE ? mlirInferTypeOpInterfaceTypeID() : mlirInferShapedTypeOpInterfaceTypeID();
}

typedef struct {
  PyObject_HEAD
  int kind;
  PyMlirContext *ctx;  /* strong (as an object) */
  PyMlirOperation *op; /* strong; NULL for a static interface */
  PyObject *name;      /* str: the operation name */
} PyOpInterface;

/* ---- construction ------------------------------------------------------------------------------- */
static PyObject *iface_new(PyTypeObject *t, PyObject *args, PyObject *kwds, int kind) {
  static char *kw[] = {"object", "context", NULL};
  PyObject *object, *context = Py_None;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "O|O", kw, &object, &context)) return NULL;
  mlirpy_state *st = mlirpy_state_from_type((PyObject *)t);
  if (!st) return NULL;
  PyMlirContext *ctx;
  PyMlirOperation *op = NULL;
  PyObject *name;
  bool implements;
  if (PyObject_TypeCheck(object, st->OperationBase)) {
    op = mlirpy_get_op(st, object, "object");
    if (!op) return NULL;
    ctx = op->ctx;
    name = mlirpy_from_strref(mlirIdentifierStr(mlirOperationGetName(op->op)));
    if (!name) return NULL;
    implements = mlirOperationImplementsInterface(op->op, iface_typeid(kind));
  } else if (PyType_Check(object) && PyType_IsSubtype((PyTypeObject *)object, st->OpView)) {
    if (!(ctx = mlirpy_resolve_context(st, context))) return NULL;
    name = PyObject_GetAttrString(object, "OPERATION_NAME");
    if (!name) return NULL;
    const char *s; Py_ssize_t n; PyObject *keep;
    if (mlirpy_str(name, &s, &n, &keep) < 0) { Py_DECREF(name); return NULL; }
    /* The dialect may be registered without being loaded yet. */
    const char *dot = memchr(s, '.', (size_t)n);
    if (dot) mlirContextGetOrLoadDialect(ctx->ctx, mlirStringRefCreate(s, (size_t)(dot - s)));
    MlirStringRef ref = mlirStringRefCreate(s, (size_t)n);
    implements = mlirContextIsRegisteredOperation(ctx->ctx, ref) &&
                 mlirOperationImplementsInterfaceStatic(ref, ctx->ctx, iface_typeid(kind));
    Py_DECREF(keep);
  } else {
    PyErr_Format(PyExc_TypeError, "%s: expected an Operation, an OpView or an OpView subclass, got %R",
                 iface_names[kind], object);
    return NULL;
  }
  if (!implements) {
    PyErr_Format(PyExc_ValueError, "the operation '%U' does not implement %s", name, iface_names[kind]);
    Py_DECREF(name);
    return NULL;
  }
  PyOpInterface *self = (PyOpInterface *)mlirpy_alloc(t);
  if (!self) { Py_DECREF(name); return NULL; }
  self->kind = kind;
  self->ctx = (PyMlirContext *)mlirpy_newref((PyObject *)ctx);
  self->op = op ? (PyMlirOperation *)mlirpy_newref((PyObject *)op) : NULL;
  self->name = name;
  return (PyObject *)self;
}
static PyObject *infer_type_new(PyTypeObject *t, PyObject *a, PyObject *k) {
  return iface_new(t, a, k, IFACE_INFER_TYPE);
}
static PyObject *infer_shaped_new(PyTypeObject *t, PyObject *a, PyObject *k) {
  return iface_new(t, a, k, IFACE_INFER_SHAPED_TYPE);
}

static int iface_traverse(PyObject *self, visitproc visit, void *arg) {
  PyOpInterface *i = (PyOpInterface *)self;
  Py_VISIT(Py_TYPE(self));
  Py_VISIT((PyObject *)i->ctx);
  Py_VISIT((PyObject *)i->op);
  return 0;
}
static int iface_clear(PyObject *self) {
  PyOpInterface *i = (PyOpInterface *)self;
  Py_CLEAR(i->op);
  Py_CLEAR(i->ctx);
  Py_CLEAR(i->name);
  return 0;
}
static void iface_dealloc(PyObject *self) {
  PyObject_GC_UnTrack(self);
  iface_clear(self);
  mlirpy_free(self);
}

/* ---- operation / opview ------------------------------------------------------------------------- */
static PyMlirOperation *bound_op(PyOpInterface *i, const char *what) {
  if (!i->op) {
    PyErr_Format(PyExc_TypeError, "Cannot obtain %s from a static interface (made from an OpView class)", what);
    return NULL;
  }
  MLIRPY_CHECK_OP(i->op, NULL);
  return i->op;
}
static PyObject *iface_operation(PyObject *self, void *c) {
  (void)c;
  PyMlirOperation *op = bound_op((PyOpInterface *)self, "an operation");
  return op ? mlirpy_newref((PyObject *)op) : NULL;
}
static PyObject *iface_opview(PyObject *self, void *c) {
  (void)c;
  PyMlirOperation *op = bound_op((PyOpInterface *)self, "an OpView");
  return op ? mlirpy_opview_wrap(op) : NULL;
}

/* ---- inference arguments ------------------------------------------------------------------------ */
typedef struct {
  PyMlirContext *ctx;
  MlirLocation loc;
  MlirValue *vals; Py_ssize_t nvals;
  MlirAttribute dict;
  MlirNamedAttribute *attrs; Py_ssize_t nattrs;
  MlirRegion *regions; Py_ssize_t nregions;
  PyObject *keep; /* the operation name's bytes */
  MlirStringRef name;
} infer_args;

static void infer_args_free(infer_args *a) {
  PyMem_Free(a->vals);
  PyMem_Free(a->attrs);
  PyMem_Free(a->regions);
  Py_XDECREF(a->keep);
}

static int push_value(infer_args *a, PyObject *o, Py_ssize_t *cap) {
  if (a->nvals == *cap) {
    *cap = *cap ? 2 * *cap : 8;
    MlirValue *grown = PyMem_Realloc(a->vals, (size_t)*cap * sizeof *grown);
    if (!grown) { PyErr_NoMemory(); return -1; }
    a->vals = grown;
  }
  return mlirpy_get_value_in(a->ctx, o, &a->vals[a->nvals++], "operands");
}

/* Operands: Values (or single-result operations), sequences of them
 * (variadic operand groups), None for an absent optional operand. */
static int collect_operands(mlirpy_state *st, infer_args *a, PyObject *operands) {
  if (!operands || operands == Py_None) return 0;
  PyObject *items = PySequence_Fast(operands, "operands: expected a sequence of mlir.ir.Value");
  if (!items) return -1;
  Py_ssize_t cap = 0;
  int rc = 0;
  for (Py_ssize_t i = 0, n = mlirpy_fast_size(items); rc == 0 && i < n; ++i) {
    PyObject *item = mlirpy_fast_item(items, i);
    if (item == Py_None) continue;
    if (PyObject_TypeCheck(item, st->Value) || PyObject_TypeCheck(item, st->OperationBase)) {
      rc = push_value(a, item, &cap);
      continue;
    }
    PyObject *group = PySequence_Check(item) && !PyUnicode_Check(item) ? PySequence_Fast(item, "operands") : NULL;
    if (!group) {
      if (!PyErr_Occurred())
        PyErr_Format(PyExc_TypeError, "operands[%zd]: expected a Value or a sequence of Values, got %R", i, item);
      rc = -1;
      break;
    }
    for (Py_ssize_t j = 0, m = mlirpy_fast_size(group); rc == 0 && j < m; ++j)
      rc = push_value(a, mlirpy_fast_item(group, j), &cap);
    Py_DECREF(group);
  }
  Py_DECREF(items);
  return rc;
}

static int collect_attributes(infer_args *a, PyObject *attributes) {
  a->dict = mlirAttributeGetNull();
  if (!attributes || attributes == Py_None) return 0;
  if (PyDict_Check(attributes)) {
    MlirNamedAttribute *named = mlirpy_named_attributes(a->ctx, attributes, &a->nattrs, "attributes");
    if (!named) return -1;
    a->attrs = named;
    a->dict = mlirDictionaryAttrGet(a->ctx->ctx, a->nattrs, named);
    return 0;
  }
  if (mlirpy_get_attr_in(a->ctx, attributes, &a->dict, "attributes") < 0) return -1;
  if (!mlirAttributeIsADictionary(a->dict)) {
    PyErr_SetString(PyExc_TypeError, "attributes: expected a DictAttr or a dict of str to Attribute");
    return -1;
  }
  a->nattrs = mlirDictionaryAttrGetNumElements(a->dict);
  a->attrs = PyMem_Calloc(a->nattrs ? (size_t)a->nattrs : 1, sizeof *a->attrs);
  if (!a->attrs) { PyErr_NoMemory(); return -1; }
  for (Py_ssize_t i = 0; i < a->nattrs; ++i) a->attrs[i] = mlirDictionaryAttrGetElement(a->dict, i);
  return 0;
}

static int collect_regions(mlirpy_state *st, infer_args *a, PyObject *regions) {
  if (!regions || regions == Py_None) return 0;
  PyObject *items = PySequence_Fast(regions, "regions: expected a sequence of mlir.ir.Region");
  if (!items) return -1;
  a->nregions = mlirpy_fast_size(items);
  a->regions = PyMem_Calloc(a->nregions ? (size_t)a->nregions : 1, sizeof *a->regions);
  int rc = a->regions ? 0 : (PyErr_NoMemory(), -1);
  for (Py_ssize_t i = 0; rc == 0 && i < a->nregions; ++i) {
    PyObject *r = mlirpy_fast_item(items, i);
    if (!PyObject_TypeCheck(r, st->Region)) {
      PyErr_Format(PyExc_TypeError, "regions[%zd]: expected mlir.ir.Region", i);
      rc = -1;
    } else if (mlirpy_check_op(((PyMlirDependent *)r)->op) < 0 ||
               mlirpy_same_context(a->ctx, ((PyMlirDependent *)r)->op->ctx, "regions", "region") < 0) {
      rc = -1;
    } else {
      a->regions[i] = mlirpy_region(r);
    }
  }
  Py_DECREF(items);
  return rc;
}

/* ValueError when one of the attributes lands in the operation's properties
 * (seen on a probe operation built with them: not among its discardable
 * attributes). */
static int refuse_property_attributes(infer_args *a) {
  if (a->nattrs == 0) return 0;
  MlirOperationState state = mlirOperationStateGet(a->name, a->loc);
  mlirOperationStateAddOperands(&state, a->nvals, a->vals);
  mlirOperationStateAddAttributes(&state, a->nattrs, a->attrs);
  PyObject *prev = mlirpy_capture_begin(a->ctx);
  MlirOperation probe = mlirOperationCreate(&state);
  Py_XDECREF(mlirpy_capture_end(a->ctx, prev));
  if (mlirOperationIsNull(probe)) {
    PyErr_SetString(PyExc_ValueError, "attributes: the operation cannot be built with these attributes");
    return -1;
  }
  int rc = 0;
  for (Py_ssize_t i = 0; rc == 0 && i < a->nattrs; ++i) {
    MlirStringRef key = mlirIdentifierStr(a->attrs[i].name);
    if (mlirAttributeIsNull(mlirOperationGetDiscardableAttributeByName(probe, key))) {
      PyObject *k = mlirpy_from_strref(key);
      if (k) PyErr_Format(PyExc_ValueError, "attributes: '%U' is held in the operation's properties, which "
                                            "inference from Python cannot pass; infer on a built operation instead", k);
      Py_XDECREF(k);
      rc = -1;
    }
  }
  mlirOperationDestroy(probe);
  return rc;
}

static int infer_args_get(PyOpInterface *self, infer_args *a, PyObject *args, PyObject *kwds) {
  static char *kw[] = {"operands", "attributes", "properties", "regions", "context", "loc", NULL};
  PyObject *operands = Py_None, *attributes = Py_None, *properties = Py_None, *regions = Py_None,
           *context = Py_None, *loc = Py_None;
  memset(a, 0, sizeof *a);
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "|OOOOOO", kw, &operands, &attributes, &properties, &regions,
                                   &context, &loc))
    return -1;
  mlirpy_state *st = self->ctx->st;
  if (properties != Py_None) {
    PyErr_SetString(PyExc_TypeError, "properties: only None (properties cannot be given from Python)");
    return -1;
  }
  a->ctx = self->ctx;
  if (context != Py_None) {
    PyMlirContext *c = mlirpy_resolve_context(st, context);
    if (!c || mlirpy_same_context(self->ctx, c, "context", "context") < 0) return -1;
  }
  if (loc != Py_None) {
    if (mlirpy_get_loc_in(a->ctx, loc, &a->loc, "loc") < 0) return -1;
  } else {
    PyObject *cur = mlirpy_current(st, MLIRPY_CUR_LOCATION);
    a->loc = cur && ((PyMlirUniqued *)cur)->ctx == a->ctx ? mlirpy_loc(cur) : mlirLocationUnknownGet(a->ctx->ctx);
  }
  const char *s; Py_ssize_t n;
  if (mlirpy_str(self->name, &s, &n, &a->keep) < 0) return -1;
  a->name = mlirStringRefCreate(s, (size_t)n);
  if (collect_operands(st, a, operands) < 0 || collect_attributes(a, attributes) < 0 ||
      collect_regions(st, a, regions) < 0)
    return -1;
  if (mlirpy_check_inference_inputs(a->ctx, a->name, a->loc, a->nvals, a->vals, 0, a->nattrs, a->attrs, a->nregions) < 0)
    return -1;
  return refuse_property_attributes(a);
}

/* ValueError carrying MLIR's diagnostics (steals `captured`, may be NULL). */
static PyObject *raise_inference_failed(PyObject *captured) {
  if (!captured && !(captured = PyList_New(0))) return NULL;
  PyObject *text = mlirpy_format_mlir_error("Failed to infer result type(s)", captured);
  if (text) PyErr_SetObject(PyExc_ValueError, text);
  Py_XDECREF(text);
  Py_DECREF(captured);
  return NULL;
}

/* ---- InferTypeOpInterface.inferReturnTypes ------------------------------------------------------ */
typedef struct { PyMlirContext *ctx; PyObject *list; int failed; } collect_types;
static void append_types(intptr_t n, MlirType *types, void *userdata) {
  collect_types *c = userdata;
  for (intptr_t i = 0; i < n && !c->failed; ++i) {
    /* Plain Types, as the interface knows nothing of their classes. */
    PyObject *t = mlirpy_uniqued_new(c->ctx->st->Type, c->ctx, types[i].ptr);
    if (!t || PyList_Append(c->list, t) < 0) c->failed = 1;
    Py_XDECREF(t);
  }
}

static PyObject *infer_return_types(PyObject *self, PyObject *args, PyObject *kwds) {
  infer_args a;
  if (infer_args_get((PyOpInterface *)self, &a, args, kwds) < 0) { infer_args_free(&a); return NULL; }
  collect_types c = {a.ctx, PyList_New(0), 0};
  PyObject *result = NULL;
  if (c.list) {
    PyObject *prev = mlirpy_capture_begin(a.ctx);
    MlirLogicalResult r = mlirInferTypeOpInterfaceInferReturnTypes(a.name, a.ctx->ctx, a.loc, a.nvals, a.vals, a.dict,
                                                                   NULL, a.nregions, a.regions, append_types, &c);
    PyObject *captured = mlirpy_capture_end(a.ctx, prev);
    if (c.failed) Py_XDECREF(captured);
    else if (mlirLogicalResultIsFailure(r)) raise_inference_failed(captured);
    else { Py_XDECREF(captured); result = mlirpy_newref(c.list); }
    Py_DECREF(c.list);
  }
  infer_args_free(&a);
  return result;
}

/* ---- ShapedTypeComponents ------------------------------------------------------------------------ */
typedef struct {
  PyObject_HEAD
  PyObject *shape;        /* list of int, or None when unranked */
  PyObject *element_type; /* Type */
  PyObject *attribute;    /* Attribute or None */
} PyShapedTypeComponents;

static PyTypeObject *components_type(mlirpy_state *st) {
  return (PyTypeObject *)PyObject_GetAttrString(st->ir, "ShapedTypeComponents"); /* new reference */
}

static PyObject *components_make(PyTypeObject *t, PyObject *shape, PyObject *element_type, PyObject *attribute) {
  PyShapedTypeComponents *c = (PyShapedTypeComponents *)mlirpy_alloc(t);
  if (!c) return NULL;
  c->shape = mlirpy_newref(shape);
  c->element_type = mlirpy_newref(element_type);
  c->attribute = mlirpy_newref(attribute);
  return (PyObject *)c;
}

/* ShapedTypeComponents.get(element_type) / get(shape, element_type[, attribute]). */
static PyObject *components_get(PyObject *cls, PyObject *args) {
  mlirpy_state *st = mlirpy_state_from_type(cls);
  if (!st) return NULL;
  PyObject *a0, *a1 = NULL, *a2 = Py_None;
  if (!PyArg_ParseTuple(args, "O|OO:get", &a0, &a1, &a2)) return NULL;
  PyObject *shape = a1 ? a0 : Py_None, *element_type = a1 ? a1 : a0;
  if (!PyObject_TypeCheck(element_type, st->Type)) {
    PyErr_SetString(PyExc_TypeError, "element_type: expected mlir.ir.Type");
    return NULL;
  }
  if (a2 != Py_None && !PyObject_TypeCheck(a2, st->Attribute)) {
    PyErr_SetString(PyExc_TypeError, "attribute: expected mlir.ir.Attribute or None");
    return NULL;
  }
  PyObject *dims = shape == Py_None ? mlirpy_none() : PySequence_List(shape);
  if (!dims) return NULL;
  for (Py_ssize_t i = 0; dims != Py_None && i < PyList_Size(dims); ++i) {
    if (!PyLong_Check(PyList_GetItem(dims, i))) {
      PyErr_Format(PyExc_TypeError, "shape[%zd]: expected int", i);
      Py_DECREF(dims);
      return NULL;
    }
  }
  PyObject *r = components_make((PyTypeObject *)cls, dims, element_type, a2);
  Py_DECREF(dims);
  return r;
}

static PyObject *components_has_rank(PyObject *self, void *c) {
  (void)c;
  return PyBool_FromLong(((PyShapedTypeComponents *)self)->shape != Py_None);
}
static PyObject *components_rank(PyObject *self, void *c) {
  (void)c;
  PyObject *shape = ((PyShapedTypeComponents *)self)->shape;
  return shape == Py_None ? mlirpy_none() : PyLong_FromSsize_t(PyList_Size(shape));
}
static PyObject *components_shape(PyObject *self, void *c) {
  (void)c;
  PyObject *shape = ((PyShapedTypeComponents *)self)->shape;
  return shape == Py_None ? mlirpy_none() : PySequence_List(shape);
}
static PyObject *components_element_type(PyObject *self, void *c) {
  (void)c;
  return mlirpy_newref(((PyShapedTypeComponents *)self)->element_type);
}
static PyObject *components_attribute(PyObject *self, void *c) {
  (void)c;
  return mlirpy_newref(((PyShapedTypeComponents *)self)->attribute);
}
static PyObject *components_repr(PyObject *self) {
  PyShapedTypeComponents *c = (PyShapedTypeComponents *)self;
  return PyUnicode_FromFormat("ShapedTypeComponents(shape=%R, element_type=%S)", c->shape, c->element_type);
}
static int components_traverse(PyObject *self, visitproc visit, void *arg) {
  PyShapedTypeComponents *c = (PyShapedTypeComponents *)self;
  Py_VISIT(Py_TYPE(self));
  Py_VISIT(c->shape);
  Py_VISIT(c->element_type);
  Py_VISIT(c->attribute);
  return 0;
}
static int components_clear(PyObject *self) {
  PyShapedTypeComponents *c = (PyShapedTypeComponents *)self;
  Py_CLEAR(c->shape);
  Py_CLEAR(c->element_type);
  Py_CLEAR(c->attribute);
  return 0;
}
static void components_dealloc(PyObject *self) {
  PyObject_GC_UnTrack(self);
  components_clear(self);
  mlirpy_free(self);
}

/* ---- InferShapedTypeOpInterface.inferReturnTypeComponents --------------------------------------- */
typedef struct { PyMlirContext *ctx; PyTypeObject *cls; PyObject *list; int failed; } collect_components;
static void append_components(bool has_rank, intptr_t rank, const int64_t *shape, MlirType element_type,
                              MlirAttribute attribute, void *userdata) {
  collect_components *c = userdata;
  if (c->failed) return;
  PyObject *dims = has_rank ? PyList_New(rank) : mlirpy_none();
  for (intptr_t i = 0; dims && has_rank && i < rank; ++i) {
    PyObject *d = PyLong_FromLongLong(shape[i]);
    if (!d) { Py_CLEAR(dims); break; }
    PyList_SetItem(dims, i, d);
  }
  PyObject *t = mlirTypeIsNull(element_type) ? mlirpy_none() : mlirpy_type_wrap(c->ctx, element_type);
  PyObject *at = mlirAttributeIsNull(attribute) ? mlirpy_none() : mlirpy_attr_wrap(c->ctx, attribute);
  PyObject *item = dims && t && at ? components_make(c->cls, dims, t, at) : NULL;
  if (!item || PyList_Append(c->list, item) < 0) c->failed = 1;
  Py_XDECREF(item); Py_XDECREF(dims); Py_XDECREF(t); Py_XDECREF(at);
}

static PyObject *infer_return_type_components(PyObject *self, PyObject *args, PyObject *kwds) {
  infer_args a;
  if (infer_args_get((PyOpInterface *)self, &a, args, kwds) < 0) { infer_args_free(&a); return NULL; }
  collect_components c = {a.ctx, components_type(a.ctx->st), PyList_New(0), 0};
  PyObject *result = NULL;
  if (c.cls && c.list) {
    PyObject *prev = mlirpy_capture_begin(a.ctx);
    MlirLogicalResult r = mlirInferShapedTypeOpInterfaceInferReturnTypes(
        a.name, a.ctx->ctx, a.loc, a.nvals, a.vals, a.dict, NULL, a.nregions, a.regions, append_components, &c);
    PyObject *captured = mlirpy_capture_end(a.ctx, prev);
    if (c.failed) Py_XDECREF(captured);
    else if (mlirLogicalResultIsFailure(r)) raise_inference_failed(captured);
    else { Py_XDECREF(captured); result = mlirpy_newref(c.list); }
  }
  Py_XDECREF((PyObject *)c.cls);
  Py_XDECREF(c.list);
  infer_args_free(&a);
  return result;
}

/* ---- classes --------------------------------------------------------------------------------------- */
#define INFER_DOC "(operands=None, attributes=None, properties=None, regions=None, context=None, loc=None): "
static PyMethodDef infer_type_methods[] = {
    {"inferReturnTypes", (PyCFunction)(void (*)(void))infer_return_types, METH_VARARGS | METH_KEYWORDS,
     "inferReturnTypes" INFER_DOC "the result types the operation infers from these arguments (ValueError "
     "when it cannot)."},
    {NULL, NULL, 0, NULL}};
static PyMethodDef infer_shaped_methods[] = {
    {"inferReturnTypeComponents", (PyCFunction)(void (*)(void))infer_return_type_components,
     METH_VARARGS | METH_KEYWORDS,
     "inferReturnTypeComponents" INFER_DOC "a list of ShapedTypeComponents (ValueError when it cannot)."},
    {NULL, NULL, 0, NULL}};
static PyGetSetDef iface_getset[] = {
    {"operation", iface_operation, NULL, "The Operation the interface was made from (TypeError if static).", NULL},
    {"opview", iface_opview, NULL, "The OpView of that operation (TypeError if static).", NULL},
    {NULL, NULL, NULL, NULL, NULL}};

#define IFACE_SLOTS(new_fn, methods, doc)                                                                    \
  {{Py_tp_new, new_fn},          {Py_tp_methods, methods},       {Py_tp_getset, iface_getset},              \
   {Py_tp_traverse, iface_traverse}, {Py_tp_clear, iface_clear}, {Py_tp_dealloc, iface_dealloc},           \
   {Py_tp_doc, doc},             {0, 0}}
static PyType_Slot infer_type_slots[] = IFACE_SLOTS(
    infer_type_new, infer_type_methods,
    "InferTypeOpInterface(object, context=None): the interface of an operation, or of an OpView class "
    "(static); ValueError if it does not implement it.");
static PyType_Slot infer_shaped_slots[] = IFACE_SLOTS(
    infer_shaped_new, infer_shaped_methods,
    "InferShapedTypeOpInterface(object, context=None): the interface of an operation, or of an OpView class "
    "(static); ValueError if it does not implement it.");
static PyType_Spec infer_type_spec = {"mlir._mlir_libs._mlir.ir.InferTypeOpInterface", sizeof(PyOpInterface), 0,
                                      Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC, infer_type_slots};
static PyType_Spec infer_shaped_spec = {"mlir._mlir_libs._mlir.ir.InferShapedTypeOpInterface",
                                        sizeof(PyOpInterface), 0, Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC,
                                        infer_shaped_slots};

static PyMethodDef components_methods[] = {
    {"get", components_get, METH_VARARGS | METH_CLASS,
     "get(element_type) (unranked) or get(shape, element_type, attribute=None) (ranked)."},
    {NULL, NULL, 0, NULL}};
static PyGetSetDef components_getset[] = {
    {"has_rank", components_has_rank, NULL, "Whether the shape is ranked.", NULL},
    {"rank", components_rank, NULL, "The rank, or None when unranked.", NULL},
    {"shape", components_shape, NULL, "The shape (list of int), or None when unranked.", NULL},
    {"element_type", components_element_type, NULL, "The element type.", NULL},
    {"attribute", components_attribute, NULL, "The attached attribute, or None.", NULL},
    {NULL, NULL, NULL, NULL, NULL}};
static PyType_Slot components_slots[] = {
    {Py_tp_methods, components_methods}, {Py_tp_getset, components_getset}, {Py_tp_repr, components_repr},
    {Py_tp_traverse, components_traverse}, {Py_tp_clear, components_clear}, {Py_tp_dealloc, components_dealloc},
    {Py_tp_doc, "The shape, element type and attribute inferred for one shaped result."}, {0, 0}};
static PyType_Spec components_spec = {"mlir._mlir_libs._mlir.ir.ShapedTypeComponents",
                                      sizeof(PyShapedTypeComponents), 0, Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC,
                                      components_slots};

int mlirpy_init_interfaces(mlirpy_state *st) {
  PyTypeObject *t;
  if (!(t = mlirpy_make_class(st, &infer_type_spec, NULL, "InferTypeOpInterface"))) return -1;
  Py_DECREF(t);
  if (!(t = mlirpy_make_class(st, &infer_shaped_spec, NULL, "InferShapedTypeOpInterface"))) return -1;
  Py_DECREF(t);
  if (!(t = mlirpy_make_class(st, &components_spec, NULL, "ShapedTypeComponents"))) return -1;
  Py_DECREF(t);
  return 0;
}
