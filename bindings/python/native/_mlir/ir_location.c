/* mlir.ir.Location: source locations (uniqued in their context), the
 * `with Location:` stack, and the conversions to and from location
 * attributes.  Every Location given as an argument must belong to the
 * Context the result is made in. */
#include "ir_builtin.h"

#define LOC_NAME "mlir._mlir_libs._mlir.ir.Location"
#define KW_CLASS(name, fn, doc) {name, MLIRPY_FN(fn), MLIRPY_KW_CLASS, doc}

/* A Location argument of context `ctx`: TypeError / ValueError otherwise. */
static int get_loc(PyMlirContext *ctx, PyObject *o, MlirLocation *out, const char *what) {
  if (!PyObject_TypeCheck(o, ctx->st->Location)) {
    if (!mlirpy_refuse_foreign(o, what))
      PyErr_Format(PyExc_TypeError, "%s: expected mlir.ir.Location, got %R", what, (PyObject *)Py_TYPE(o));
    return -1;
  }
  if (mlirpy_b_same_context(ctx, o, what) < 0) return -1;
  *out = mlirpy_loc(o);
  return 0;
}

/* A sequence of Location of context `ctx` into a PyMem array (never NULL on
 * success; PyMem_Free it). */
static MlirLocation *loc_array(PyMlirContext *ctx, PyObject *seq, Py_ssize_t *n, const char *what) {
  PyObject *f = PySequence_Fast(seq, "expected a sequence of Location");
  if (!f) return NULL;
  *n = mlirpy_fast_size(f);
  MlirLocation *v = PyMem_Malloc(sizeof(MlirLocation) * (*n ? *n : 1));
  if (!v) PyErr_NoMemory();
  for (Py_ssize_t i = 0; v && i < *n; ++i)
    if (get_loc(ctx, mlirpy_fast_item(f, i), &v[i], what) < 0) { PyMem_Free(v); v = NULL; }
  Py_DECREF(f);
  return v;
}

/* ---- location attributes ------------------------------------------------- */
/* mlirLocationFromAttribute requires a LocationAttr (MLIR only asserts it).
 * The C API has no isa for them: compare with the TypeIDs of the builtin
 * location attributes, taken once from locations made in a context (TypeIDs
 * are process-wide). */
enum { N_LOC_KINDS = 5 };
static MlirTypeID loc_typeids[N_LOC_KINDS];
static int loc_typeids_known;

static void learn_loc_typeids(MlirContext c) {
  if (loc_typeids_known) return;
  MlirLocation unknown = mlirLocationUnknownGet(c);
  MlirLocation file = mlirLocationFileLineColGet(c, mlirStringRefCreateFromCString("f"), 1, 1);
  MlirLocation name = mlirLocationNameGet(c, mlirStringRefCreateFromCString("n"), unknown);
  MlirLocation two[2] = {file, name};
  MlirLocation samples[N_LOC_KINDS] = {unknown, file, name, mlirLocationCallSiteGet(file, name),
                                       mlirLocationFusedGet(c, 2, two, mlirAttributeGetNull())};
  for (int i = 0; i < N_LOC_KINDS; ++i) loc_typeids[i] = mlirAttributeGetTypeID(mlirLocationGetAttribute(samples[i]));
  loc_typeids_known = 1;
}

static bool is_location_attr(MlirContext c, MlirAttribute a) {
  learn_loc_typeids(c);
  MlirTypeID id = mlirAttributeGetTypeID(a);
  for (int i = 0; i < N_LOC_KINDS; ++i)
    if (mlirTypeIDEqual(id, loc_typeids[i])) return true;
  return false;
}

/* ---- slots --------------------------------------------------------------- */
static PyObject *loc_str(PyObject *self) {
  mlirpy_printer p = {0};
  mlirLocationPrint(mlirpy_loc(self), mlirpy_printer_cb, &p);
  return mlirpy_printer_finish(&p);
}
static PyObject *loc_richcmp(PyObject *a, PyObject *b, int op) {
  if ((op != Py_EQ && op != Py_NE) || !PyObject_TypeCheck(b, MLIRPY_UCTX(a)->st->Location))
    Py_RETURN_NOTIMPLEMENTED;
  int eq = mlirLocationEqual(mlirpy_loc(a), mlirpy_loc(b));
  return PyBool_FromLong(op == Py_EQ ? eq : !eq);
}
static PyObject *loc_enter(PyObject *self, PyObject *u) {
  (void)u;
  PyMlirUniqued *l = (PyMlirUniqued *)self;
  if (mlirpy_push(l->ctx->st, (PyObject *)l->ctx, self, NULL) < 0) return NULL;
  return mlirpy_newref(self);
}
static PyObject *loc_exit(PyObject *self, PyObject *a) {
  (void)a;
  if (mlirpy_pop(MLIRPY_UCTX(self)->st, MLIRPY_CUR_LOCATION, self) < 0) return NULL;
  Py_RETURN_NONE;
}
static PyObject *loc_current(PyObject *module, PyObject *cls) {
  (void)cls;
  PyObject *c = mlirpy_current(mlirpy_state_from_module(module), MLIRPY_CUR_LOCATION);
#if MLIRPY_HAS_LOCATION_CURRENT_NONE
  if (!c) return mlirpy_none();
#else
  if (!c) { PyErr_SetString(PyExc_ValueError, "No current Location"); return NULL; }
#endif
  return mlirpy_newref(c);
}
static PyMethodDef loc_current_def = {"current", loc_current, METH_O, "The innermost Location of a with block on this thread (outside one: None, or ValueError before LLVM 22)."};

/* ---- constructors ---------------------------------------------------------- */
static PyObject *loc_unknown(PyObject *cls, PyObject *args, PyObject *kwds) {
  static char *kw[] = {"context", NULL};
  PyObject *context = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "|O:unknown", kw, &context)) return NULL;
  PyMlirContext *c = mlirpy_b_context(cls, context);
  return c ? mlirpy_loc_wrap(c, mlirLocationUnknownGet(c->ctx)) : NULL;
}
static PyObject *loc_file(PyObject *cls, PyObject *args, PyObject *kwds) {
  static char *kw[] = {"filename", "line", "col", "end_line", "end_col", "context", NULL};
  PyObject *fname, *end_line = Py_None, *end_col = Py_None, *context = NULL;
  unsigned line, col;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "UII|OOO:file", kw, &fname, &line, &col, &end_line, &end_col, &context))
    return NULL;
  /* file(filename, line, col, context): the older positional form. */
  if (PyObject_TypeCheck(end_line, mlirpy_state_from_type(cls)->Context) && end_col == Py_None && !context) {
    context = end_line;
    end_line = Py_None;
  }
  PyMlirContext *c = mlirpy_b_context(cls, context);
  if (!c) return NULL;
  const char *s; Py_ssize_t n; PyObject *keep;
  if (mlirpy_str(fname, &s, &n, &keep) < 0) return NULL;
  MlirStringRef name = mlirStringRefCreate(s, n);
  MlirLocation l;
  if (end_line == Py_None && end_col == Py_None) {
    l = mlirLocationFileLineColGet(c->ctx, name, line, col);
  } else {
#if MLIRPY_HAS_LOCATION_ACCESSORS
    unsigned long el = end_line == Py_None ? line : PyLong_AsUnsignedLong(end_line);
    unsigned long ec = end_col == Py_None ? col : PyLong_AsUnsignedLong(end_col);
    if (PyErr_Occurred()) { Py_DECREF(keep); return NULL; }
    l = mlirLocationFileLineColRangeGet(c->ctx, name, line, col, (unsigned)el, (unsigned)ec);
#else
    Py_DECREF(keep);
    PyErr_SetString(PyExc_NotImplementedError, "Location.file: a range needs MLIR 22 or later");
    return NULL;
#endif
  }
  PyObject *r = mlirpy_loc_wrap(c, l);
  Py_DECREF(keep);
  return r;
}
static PyObject *loc_name(PyObject *cls, PyObject *args, PyObject *kwds) {
  static char *kw[] = {"name", "childLoc", "context", NULL};
  PyObject *name, *child = Py_None, *context = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "U|OO:name", kw, &name, &child, &context)) return NULL;
  PyMlirContext *c = mlirpy_b_context(cls, context);
  if (!c) return NULL;
  MlirLocation cl = mlirLocationUnknownGet(c->ctx);
  if (child != Py_None && get_loc(c, child, &cl, "childLoc") < 0) return NULL;
  const char *s; Py_ssize_t n; PyObject *keep;
  if (mlirpy_str(name, &s, &n, &keep) < 0) return NULL;
  PyObject *r = mlirpy_loc_wrap(c, mlirLocationNameGet(c->ctx, mlirStringRefCreate(s, n), cl));
  Py_DECREF(keep);
  return r;
}
/* callsite(callee, [f0, f1, ..., fn]) = callee at (f0 at (f1 ... at fn)). */
static PyObject *loc_callsite(PyObject *cls, PyObject *args, PyObject *kwds) {
  static char *kw[] = {"callee", "frames", "context", NULL};
  PyObject *callee, *frames, *context = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "OO|O:callsite", kw, &callee, &frames, &context)) return NULL;
  PyMlirContext *c = mlirpy_b_context(cls, context);
  MlirLocation ce;
  if (!c || get_loc(c, callee, &ce, "callee") < 0) return NULL;
  Py_ssize_t n;
  MlirLocation *f = loc_array(c, frames, &n, "frames");
  if (!f) return NULL;
  if (n == 0) {
    PyMem_Free(f);
    PyErr_SetString(PyExc_ValueError, "No caller frames provided");
    return NULL;
  }
  MlirLocation caller = f[n - 1];
  for (Py_ssize_t i = n - 2; i >= 0; --i) caller = mlirLocationCallSiteGet(f[i], caller);
  PyMem_Free(f);
  return mlirpy_loc_wrap(c, mlirLocationCallSiteGet(ce, caller));
}
static PyObject *loc_fused(PyObject *cls, PyObject *args, PyObject *kwds) {
  static char *kw[] = {"locations", "metadata", "context", NULL};
  PyObject *locs, *meta = Py_None, *context = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "O|OO:fused", kw, &locs, &meta, &context)) return NULL;
  PyMlirContext *c = mlirpy_b_context(cls, context);
  if (!c) return NULL;
  MlirAttribute m = mlirAttributeGetNull();
  if (meta != Py_None &&
      (mlirpy_get_attr(c->st, meta, &m, "metadata") < 0 || mlirpy_b_same_context(c, meta, "metadata") < 0))
    return NULL;
  Py_ssize_t n;
  MlirLocation *v = loc_array(c, locs, &n, "locations");
  if (!v) return NULL;
  MlirLocation r = mlirLocationFusedGet(c->ctx, n, v, m);
  PyMem_Free(v);
  return mlirpy_loc_wrap(c, r);
}
static PyObject *loc_from_attr(PyObject *cls, PyObject *args, PyObject *kwds) {
  static char *kw[] = {"attribute", "context", NULL};
  PyObject *attr, *context = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "O|O:from_attr", kw, &attr, &context)) return NULL;
  mlirpy_state *st = mlirpy_state_from_type(cls);
  MlirAttribute a;
  if (!st || mlirpy_get_attr(st, attr, &a, "attribute") < 0) return NULL;
  PyMlirContext *c = MLIRPY_UCTX(attr);
  if (context && context != Py_None) {
    PyMlirContext *explicit_ctx = mlirpy_resolve_context(st, context);
    if (!explicit_ctx || mlirpy_b_same_context(explicit_ctx, attr, "attribute") < 0) return NULL;
  }
  if (!is_location_attr(c->ctx, a)) {
    PyErr_Format(PyExc_ValueError, "Location.from_attr: %S is not a location attribute", attr);
    return NULL;
  }
  return mlirpy_loc_wrap(c, mlirLocationFromAttribute(a));
}

/* ---- methods and properties --------------------------------------------------- */
static PyObject *loc_emit_error(PyObject *self, PyObject *msg) {
  const char *s; Py_ssize_t n; PyObject *keep;
  if (mlirpy_str(msg, &s, &n, &keep) < 0) return NULL;
  mlirEmitError(mlirpy_loc(self), s);
  Py_DECREF(keep);
  Py_RETURN_NONE;
}
static PyObject *loc_capsule(PyObject *self, void *c) {
  (void)c; return mlirpy_capsule_new((void *)((PyMlirUniqued *)self)->ptr, MLIR_PYTHON_CAPSULE_LOCATION, NULL);
}
static PyObject *loc_capi_create(PyObject *cls, PyObject *cap) {
  mlirpy_state *st = mlirpy_state_from_type(cls);
  void *p = st ? mlirpy_capsule_pointer(cap, MLIR_PYTHON_CAPSULE_LOCATION, "_CAPICreate") : NULL;
  if (!p) return NULL;
  MlirLocation l = {p};
  PyObject *c = mlirpy_context_wrap(st, mlirLocationGetContext(l));
  if (!c) return NULL;
  PyObject *r = mlirpy_loc_wrap((PyMlirContext *)c, l);
  Py_DECREF(c);
  return r;
}
static PyObject *loc_attr(PyObject *self, void *c) {
  (void)c;
  return mlirpy_attr_wrap(MLIRPY_UCTX(self), mlirLocationGetAttribute(mlirpy_loc(self)));
}

/* ---- what a location is made of (file, name, callsite, fused) ------------- */
#if MLIRPY_HAS_LOCATION_ACCESSORS
#define LOC_SELF mlirpy_loc(self)
#define LOC_IS(fn, capi) \
  static PyObject *fn(PyObject *self, PyObject *u) { (void)u; return PyBool_FromLong(capi(LOC_SELF)); }
LOC_IS(loc_is_file, mlirLocationIsAFileLineColRange)
LOC_IS(loc_is_name, mlirLocationIsAName)
LOC_IS(loc_is_callsite, mlirLocationIsACallSite)
LOC_IS(loc_is_fused, mlirLocationIsAFused)
/* Raises ValueError unless the location is of the kind the property needs. */
static int loc_require(PyObject *self, bool (*isa)(MlirLocation), const char *kind) {
  if (isa(LOC_SELF)) return 0;
  PyErr_Format(PyExc_ValueError, "the location is not a %s location", kind);
  return -1;
}
#define LOC_FILE_INT(fn, capi)                                                        \
  static PyObject *fn(PyObject *self, void *c) {                                     \
    (void)c;                                                                         \
    if (loc_require(self, mlirLocationIsAFileLineColRange, "file") < 0) return NULL; \
    return PyLong_FromLong(capi(LOC_SELF));                                          \
  }
LOC_FILE_INT(loc_start_line, mlirLocationFileLineColRangeGetStartLine)
LOC_FILE_INT(loc_start_col, mlirLocationFileLineColRangeGetStartColumn)
LOC_FILE_INT(loc_end_line, mlirLocationFileLineColRangeGetEndLine)
LOC_FILE_INT(loc_end_col, mlirLocationFileLineColRangeGetEndColumn)
static PyObject *loc_filename(PyObject *self, void *c) {
  (void)c;
  if (loc_require(self, mlirLocationIsAFileLineColRange, "file") < 0) return NULL;
  return mlirpy_from_strref(mlirIdentifierStr(mlirLocationFileLineColRangeGetFilename(LOC_SELF)));
}
static PyObject *loc_name_str(PyObject *self, void *c) {
  (void)c;
  if (loc_require(self, mlirLocationIsAName, "name") < 0) return NULL;
  return mlirpy_from_strref(mlirIdentifierStr(mlirLocationNameGetName(LOC_SELF)));
}
static PyObject *loc_child(PyObject *self, void *c) {
  (void)c;
  if (loc_require(self, mlirLocationIsAName, "name") < 0) return NULL;
  return mlirpy_loc_wrap(MLIRPY_UCTX(self), mlirLocationNameGetChildLoc(LOC_SELF));
}
static PyObject *loc_callee(PyObject *self, void *c) {
  (void)c;
  if (loc_require(self, mlirLocationIsACallSite, "callsite") < 0) return NULL;
  return mlirpy_loc_wrap(MLIRPY_UCTX(self), mlirLocationCallSiteGetCallee(LOC_SELF));
}
static PyObject *loc_caller(PyObject *self, void *c) {
  (void)c;
  if (loc_require(self, mlirLocationIsACallSite, "callsite") < 0) return NULL;
  return mlirpy_loc_wrap(MLIRPY_UCTX(self), mlirLocationCallSiteGetCaller(LOC_SELF));
}
/* The locations a fused location joins ([] for any other kind). */
static PyObject *loc_locations(PyObject *self, void *c) {
  (void)c;
  if (!mlirLocationIsAFused(LOC_SELF)) return PyList_New(0);
  unsigned n = mlirLocationFusedGetNumLocations(LOC_SELF);
  MlirLocation *locs = PyMem_Calloc(n ? n : 1, sizeof *locs);
  if (!locs) return PyErr_NoMemory();
  mlirLocationFusedGetLocations(LOC_SELF, locs);
  PyObject *l = PyList_New(n);
  for (unsigned i = 0; l && i < n; ++i) {
    PyObject *x = mlirpy_loc_wrap(MLIRPY_UCTX(self), locs[i]);
    if (!x) { Py_CLEAR(l); break; }
    PyList_SetItem(l, i, x);
  }
  PyMem_Free(locs);
  return l;
}
static PyObject *loc_metadata(PyObject *self, void *c) {
  (void)c;
  if (loc_require(self, mlirLocationIsAFused, "fused") < 0) return NULL;
  return mlirpy_attr_wrap(MLIRPY_UCTX(self), mlirLocationFusedGetMetadata(LOC_SELF));
}
#endif

static PyMethodDef loc_methods[] = {
#if MLIRPY_HAS_LOCATION_ACCESSORS
    {"is_a_file", loc_is_file, METH_NOARGS, "is_a_file(): a file:line:col (range) location"},
    {"is_a_name", loc_is_name, METH_NOARGS, "is_a_name(): a named location"},
    {"is_a_callsite", loc_is_callsite, METH_NOARGS, "is_a_callsite(): a callsite location"},
    {"is_a_fused", loc_is_fused, METH_NOARGS, "is_a_fused(): a fused location"},
#endif
    {"__enter__", loc_enter, METH_NOARGS, "Makes this the current Location for a with block."},
    {"__exit__", loc_exit, METH_VARARGS, "Ends the with block of this Location."},
    KW_CLASS("unknown", loc_unknown, "Location.unknown(context=None)"),
    KW_CLASS("file", loc_file, "Location.file(filename, line, col, end_line=None, end_col=None, context=None)"),
    KW_CLASS("name", loc_name, "Location.name(name, childLoc=None, context=None)"),
    KW_CLASS("callsite", loc_callsite, "Location.callsite(callee, frames, context=None)"),
    KW_CLASS("fused", loc_fused, "Location.fused(locations, metadata=None, context=None)"),
    KW_CLASS("from_attr", loc_from_attr, "Location.from_attr(attribute, context=None): a location attribute as a Location"),
    {"emit_error", loc_emit_error, METH_O, "Emit an error diagnostic at this location."},
    {"_CAPICreate", loc_capi_create, METH_O | METH_CLASS, "_CAPICreate(capsule): the Location of a capsule."},
    {NULL}};
static PyGetSetDef loc_getset[] = {
    {"context", mlirpy_uniqued_context, NULL, NULL, NULL},
    {"attr", loc_attr, NULL, "the location as an attribute", NULL},
#if MLIRPY_HAS_LOCATION_ACCESSORS
    {"filename", loc_filename, NULL, "file name of a file location", NULL},
    {"start_line", loc_start_line, NULL, NULL, NULL}, {"start_col", loc_start_col, NULL, NULL, NULL},
    {"end_line", loc_end_line, NULL, NULL, NULL}, {"end_col", loc_end_col, NULL, NULL, NULL},
    {"name_str", loc_name_str, NULL, "name of a named location", NULL},
    {"child_loc", loc_child, NULL, "location inside a named location", NULL},
    {"callee", loc_callee, NULL, NULL, NULL}, {"caller", loc_caller, NULL, NULL, NULL},
    {"locations", loc_locations, NULL, "the locations a fused location joins", NULL},
    {"metadata", loc_metadata, NULL, "metadata attribute of a fused location", NULL},
#endif
    {"_CAPIPtr", loc_capsule, NULL, NULL, NULL},
    {NULL}};
static PyType_Slot loc_slots[] = {
    {Py_tp_str, loc_str}, {Py_tp_repr, loc_str}, {Py_tp_richcompare, loc_richcmp},
    {Py_tp_hash, mlirpy_uniqued_hash}, {Py_tp_methods, loc_methods}, {Py_tp_getset, loc_getset},
    {Py_tp_traverse, mlirpy_uniqued_traverse}, {Py_tp_dealloc, mlirpy_uniqued_dealloc},
    {Py_tp_doc, "A source location (uniqued in its context)."}, {0, 0}};
static PyType_Spec loc_spec = {LOC_NAME, sizeof(PyMlirUniqued), 0, Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC, loc_slots};

MLIRPY_INTERNAL int mlirpy_init_location(mlirpy_state *st) {
  if (!(st->Location = mlirpy_make_class(st, &loc_spec, NULL, "Location"))) return -1;
  return mlirpy_add_classprop(st, st->Location, &loc_current_def);
}
