/* mlir.ir: building operations: Operation.create, Operation.parse and
 * OpView.build_generic (the ODS segment conventions of generated op classes). */
#include "ir_ops.h"

#include "mlir-c/Components/InferenceInputs.h"

#include <string.h>

/* ---- Operation creation ------------------------------------------------------------------------- */
static int seq_items(PyObject *o, PyObject **seq, const char *what) {
  *seq = NULL;
  if (!o || o == Py_None) return 0;
  *seq = PySequence_Fast(o, what);
  return *seq ? 0 : -1;
}

/* Result type inference reads its inputs unchecked (mlir-c/Components/
 * InferenceInputs.h), so they are checked against the operation's
 * definition first.  The answer costs no diagnostic; only a refusal asks
 * again, with the location, for MLIR's words. */
int mlirpy_check_inference_inputs(PyMlirContext *ctx, MlirStringRef name, MlirLocation loc, Py_ssize_t no,
                                  MlirValue *vals, Py_ssize_t ns, Py_ssize_t na, MlirNamedAttribute *attrs,
                                  Py_ssize_t nregions) {
  if (mlircInferenceInputsMatchDefinition(ctx->ctx, name, (MlirLocation){NULL}, no, vals, na, attrs, nregions, ns))
    return 0;
  PyObject *prev = mlirpy_capture_begin(ctx);
  mlircInferenceInputsMatchDefinition(ctx->ctx, name, loc, no, vals, na, attrs, nregions, ns);
  PyObject *caps = mlirpy_capture_end(ctx, prev);
  if (caps) mlirpy_raise_mlir_error(ctx, "Operation creation failed: its result types cannot be inferred", caps);
  return -1;
}

/* The attributes dict of Operation.create, checked with upstream's words. */
static int check_attributes(mlirpy_state *st, PyObject *name, PyObject *attributes) {
  if (!attributes || attributes == Py_None || !PyDict_Check(attributes)) return 0;
  PyObject *key, *value;
  Py_ssize_t pos = 0;
  while (PyDict_Next(attributes, &pos, &key, &value)) {
    if (!PyUnicode_Check(key)) {
      PyErr_Format(PyExc_TypeError, "Invalid attribute key (not a string) when attempting to create the operation \"%U\"",
                   name);
      return -1;
    }
    if (value == Py_None) {
      PyErr_Format(PyExc_ValueError,
                   "Found an invalid (`None`?) attribute value for the key \"%U\" when attempting to create the "
                   "operation \"%U\"",
                   key, name);
      return -1;
    }
    if (!PyObject_TypeCheck(value, st->Attribute)) {
      if (mlirpy_refuse_foreign(value, "attributes")) return -1;
      PyErr_Format(PyExc_TypeError,
                   "Invalid attribute value for the key \"%U\" when attempting to create the operation \"%U\"", key,
                   name);
      return -1;
    }
  }
  return 0;
}

static int of_known_dialect(MlirContext c, MlirStringRef name) {
  const char *dot = memchr(name.data, '.', name.length);
  return dot && !mlirDialectIsNull(mlirContextGetOrLoadDialect(c, mlirStringRefCreate(name.data, dot - name.data)));
}

static PyObject *create_op(mlirpy_state *st, PyObject *name, PyObject *results, PyObject *operands,
                           PyObject *attributes, PyObject *successors, Py_ssize_t nregions,
                           PyObject *loc, PyObject *ip, int infer) {
  PyObject *l = mlirpy_resolve_location(st, loc);
  if (!l) return NULL;
  PyMlirContext *ctx = ((PyMlirUniqued *)l)->ctx;
  if (ip == NULL || ip == Py_None) ip = mlirpy_current(st, MLIRPY_CUR_IP);
  else if (!PyObject_TypeCheck(ip, st->InsertionPoint)) {
    PyErr_SetString(PyExc_TypeError, "ip: expected mlir.ir.InsertionPoint");
    return NULL;
  }
  const char *s; Py_ssize_t n; PyObject *keep;
  if (mlirpy_str(name, &s, &n, &keep) < 0) return NULL;
  if (check_attributes(st, name, attributes) < 0) { Py_DECREF(keep); return NULL; }
  MlirStringRef nameref = mlirStringRefCreate(s, n);
  /* An op of a known dialect that the dialect does not define may come with
   * the extensions (an unregistered dialect's may not). */
  if (ctx->extensions_pending && !mlirContextIsRegisteredOperation(ctx->ctx, nameref) &&
      of_known_dialect(ctx->ctx, nameref) && mlirpy_context_complete(ctx) < 0) {
    Py_DECREF(keep);
    return NULL;
  }
  PyObject *rs = NULL, *os = NULL, *ss = NULL, *result = NULL;
  MlirType *types = NULL; MlirValue *vals = NULL; MlirBlock *succ = NULL;
  MlirNamedAttribute *attrs = NULL; MlirRegion *regs = NULL;
  Py_ssize_t nr = 0, no = 0, ns = 0, na = 0;
  if (seq_items(results, &rs, "results: expected a sequence of Type") < 0 ||
      seq_items(operands, &os, "operands: expected a sequence of Value") < 0 ||
      seq_items(successors, &ss, "successors: expected a sequence of Block") < 0)
    goto done;
  nr = rs ? mlirpy_fast_size(rs) : 0;
  no = os ? mlirpy_fast_size(os) : 0;
  ns = ss ? mlirpy_fast_size(ss) : 0;
  types = PyMem_Malloc(sizeof(MlirType) * (nr + 1));
  vals = PyMem_Malloc(sizeof(MlirValue) * (no + 1));
  succ = PyMem_Malloc(sizeof(MlirBlock) * (ns + 1));
  if (!types || !vals || !succ) { PyErr_NoMemory(); goto done; }
  if (ip && mlirpy_same_context(ctx, ((PyMlirDependent *)((PyInsertionPoint *)ip)->block)->op->ctx, "ip",
                                 "insertion point") < 0)
    goto done;
  for (Py_ssize_t i = 0; i < nr; ++i)
    if (mlirpy_get_type_in(ctx, mlirpy_fast_item(rs, i), &types[i], "results") < 0) goto done;
  for (Py_ssize_t i = 0; i < no; ++i)
    if (mlirpy_get_value_in(ctx, mlirpy_fast_item(os, i), &vals[i], "operands") < 0) goto done;
  for (Py_ssize_t i = 0; i < ns; ++i)
    if (mlirpy_get_block_in(ctx, mlirpy_fast_item(ss, i), &succ[i], "successors") < 0) goto done;
  if (!(attrs = mlirpy_named_attributes(ctx, attributes, &na, "attributes"))) goto done;
  if (nregions < 0) { PyErr_SetString(PyExc_ValueError, "regions: must be >= 0"); goto done; }
  regs = PyMem_Malloc(sizeof(MlirRegion) * (nregions + 1));
  if (!regs) { PyErr_NoMemory(); goto done; }
  if (infer && mlirpy_check_inference_inputs(ctx, nameref, mlirpy_loc(l), no, vals, ns, na, attrs, nregions) < 0)
    goto done;
  MlirOperationState state = mlirOperationStateGet(nameref, mlirpy_loc(l));
  /* Each add reallocates its list, even when adding nothing. */
  if (nr) mlirOperationStateAddResults(&state, nr, types);
  if (no) mlirOperationStateAddOperands(&state, no, vals);
  if (ns) mlirOperationStateAddSuccessors(&state, ns, succ);
  if (na) mlirOperationStateAddAttributes(&state, na, attrs);
  for (Py_ssize_t i = 0; i < nregions; ++i) regs[i] = mlirRegionCreate();
  if (nregions) mlirOperationStateAddOwnedRegions(&state, nregions, regs);
  if (infer) mlirOperationStateEnableResultTypeInference(&state);
  PyObject *prev = mlirpy_capture_begin(ctx);
  MlirOperation op = mlirOperationCreate(&state);
  PyObject *caps = mlirpy_capture_end(ctx, prev);
  if (mlirOperationIsNull(op)) {
    mlirpy_raise_mlir_error(ctx, "Operation creation failed", caps);
    goto done;
  }
  Py_XDECREF(caps);
  result = (PyObject *)mlirpy_op_new_owned(ctx, op);
  if (result && ip && mlirpy_insert_at(st, (PyInsertionPoint *)ip, (PyMlirOperation *)result) < 0) Py_CLEAR(result);
done:
  Py_DECREF(keep);
  Py_XDECREF(rs); Py_XDECREF(os); Py_XDECREF(ss);
  PyMem_Free(types); PyMem_Free(vals); PyMem_Free(succ); PyMem_Free(attrs); PyMem_Free(regs);
  return result;
}

PyObject *mlirpy_op_create(PyObject *cls, PyObject *args, PyObject *kwds) {
  static char *kw[] = {"name", "results", "operands", "attributes", "successors", "regions",
                       "loc", "ip", "infer_type", NULL};
  PyObject *name, *results = NULL, *operands = NULL, *attributes = NULL, *successors = NULL,
                  *regions = NULL, *loc = NULL, *ip = NULL;
  int infer = 0;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "O|OOOOOOOp:create", kw, &name, &results, &operands,
                                   &attributes, &successors, &regions, &loc, &ip, &infer))
    return NULL;
  mlirpy_state *st = mlirpy_state_from_type(cls);
  if (!st) return NULL;
  Py_ssize_t nreg = 0;
  if (regions && regions != Py_None && (nreg = PyLong_AsSsize_t(regions)) == -1 && PyErr_Occurred()) return NULL;
  return create_op(st, name, results, operands, attributes, successors, nreg, loc, ip, infer);
}

static const void *parse_operation(MlirContext c, MlirStringRef text, const void *source_name) {
  return mlirOperationCreateParse(c, text, mlirStringRefCreateFromCString(source_name)).ptr;
}

/* Operation.parse / OpView.parse / <OpClass>.parse: the parsed operation as
 * its OpView; an op class with an OPERATION_NAME accepts only that op. */
PyObject *mlirpy_op_parse(PyObject *cls, PyObject *args, PyObject *kwds) {
  static char *kw[] = {"source", "source_name", "context", NULL};
  PyObject *src, *context = NULL;
  const char *sname = "";
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "U|sO:parse", kw, &src, &sname, &context)) return NULL;
  mlirpy_state *st = mlirpy_state_from_type(cls);
  PyMlirContext *c = st ? mlirpy_resolve_context(st, context) : NULL;
  if (!c) return NULL;
  const char *s; Py_ssize_t n; PyObject *keep;
  if (mlirpy_str(src, &s, &n, &keep) < 0) return NULL;
  if (mlirpy_check_nesting(c, "Unable to parse operation assembly", s, n) < 0) { Py_DECREF(keep); return NULL; }
  PyObject *caps;
  MlirOperation op = {(void *)mlirpy_parse(c, parse_operation, mlirStringRefCreate(s, n), sname, &caps)};
  Py_DECREF(keep);
  if (mlirOperationIsNull(op))
    return PyErr_Occurred() ? NULL : mlirpy_raise_mlir_error(c, "Unable to parse operation assembly", caps);
  Py_XDECREF(caps);
  PyObject *want = PyType_IsSubtype((PyTypeObject *)cls, st->OpView) ? PyObject_GetAttrString(cls, "OPERATION_NAME") : NULL;
  if (!want) PyErr_Clear();
  if (want && PyUnicode_Check(want)) {
    PyObject *got = mlirpy_from_strref(mlirIdentifierStr(mlirOperationGetName(op)));
    int same = got ? PyUnicode_Compare(want, got) == 0 : 0;
    if (!same) {
      mlirOperationDestroy(op);
      PyObject *text = got ? PyUnicode_FromFormat("Expected a '%U' op, got: '%U'", want, got) : NULL;
      const char *t; Py_ssize_t tn; PyObject *tkeep;
      if (text && mlirpy_str(text, &t, &tn, &tkeep) == 0) {
        mlirpy_raise_mlir_error(c, t, NULL);
        Py_DECREF(tkeep);
      }
      Py_XDECREF(text); Py_XDECREF(got); Py_DECREF(want);
      return NULL;
    }
    Py_DECREF(got);
  }
  Py_XDECREF(want);
  PyMlirOperation *o = mlirpy_op_new_owned(c, op);
  if (!o) return NULL;
  PyObject *r = mlirpy_opview_wrap(o);
  Py_DECREF(o);
  return r;
}

/* OpView.build_generic: segments as in `mlir-tblgen -gen-python-op-bindings`
 * (_ODS_REGIONS, _ODS_OPERAND_SEGMENTS, _ODS_RESULT_SEGMENTS: 1 single,
 * 0 optional (None or one), -1 variadic (a sequence)). */
/* The operands (is_result = 0) or results of build_generic, flattened by
 * the class's segment spec (1 single, 0 optional: None or one, -1 variadic:
 * None or a sequence); *sizes gets the segment sizes when there is a spec.
 * None where a value is required is a ValueError in upstream's words. */
static int flatten_segments(PyObject *spec, PyObject *items, PyObject *opname, int is_result, PyObject **flat,
                            PyObject **sizes) {
  const char *kind = is_result ? "Result" : "Operand", *what = is_result ? "Type" : "Value";
  *flat = NULL; *sizes = NULL;
  if (!items || items == Py_None) return 0;
  PyObject *it = PySequence_Fast(items, is_result ? "results: expected a sequence" : "operands: expected a sequence");
  if (!it) return -1;
  Py_ssize_t n = mlirpy_fast_size(it);
  int segmented = spec && spec != Py_None;
  PyObject *sp = segmented ? PySequence_Fast(spec, "segment spec") : NULL;
  if (segmented && !sp) { Py_DECREF(it); return -1; }
  if (!sp) { /* one value per item: checked, not copied */
    for (Py_ssize_t i = 0; i < n; ++i)
      if (mlirpy_fast_item(it, i) == Py_None) {
        PyErr_Format(PyExc_ValueError, "%s %zd of operation \"%U\" must be a %s", kind, i, opname, what);
        Py_DECREF(it);
        return -1;
      }
    *flat = it;
    return 1;
  }
  if (mlirpy_fast_size(sp) != n) {
    PyErr_Format(PyExc_ValueError, "Operation \"%U\" requires %zd %s segments, got %zd", opname,
                 mlirpy_fast_size(sp), is_result ? "result" : "operand", n);
    goto fail;
  }
  *flat = PyList_New(0);
  if (!*flat || (sp && !(*sizes = PyList_New(0)))) goto fail;
  for (Py_ssize_t i = 0; i < n; ++i) {
    long seg = sp ? PyLong_AsLong(mlirpy_fast_item(sp, i)) : 1;
    if (seg == -1 && PyErr_Occurred()) goto fail;
    PyObject *x = mlirpy_fast_item(it, i);
    long cnt = 0;
    if (seg == 1 || (seg == 0 && x != Py_None)) {
      if (x == Py_None) {
        if (sp)
          PyErr_Format(PyExc_ValueError, "%s %zd of operation \"%U\" must be a %s (was None and %s is not optional)",
                       kind, i, opname, what, is_result ? "result" : "operand");
        else
          PyErr_Format(PyExc_ValueError, "%s %zd of operation \"%U\" must be a %s", kind, i, opname, what);
        goto fail;
      }
      if (PyList_Append(*flat, x) < 0) goto fail;
      cnt = 1;
    } else if (seg == -1 && x != Py_None) {
      PyObject *v = PySequence_Fast(x, "variadic segment: expected a sequence");
      if (!v) goto fail;
      cnt = (long)mlirpy_fast_size(v);
      for (long j = 0; j < cnt; ++j) {
        PyObject *e = mlirpy_fast_item(v, j);
        if (e == Py_None) {
          PyErr_Format(PyExc_ValueError, "%s %zd of operation \"%U\" must be a Sequence of %ss (contained a None item)",
                       kind, i, opname, what);
          Py_DECREF(v);
          goto fail;
        }
        if (PyList_Append(*flat, e) < 0) { Py_DECREF(v); goto fail; }
      }
      Py_DECREF(v);
    }
    if (*sizes) {
      PyObject *c = PyLong_FromLong(cnt);
      if (!c || PyList_Append(*sizes, c) < 0) { Py_XDECREF(c); goto fail; }
      Py_DECREF(c);
    }
  }
  Py_XDECREF(sp); Py_DECREF(it);
  return 1;
fail:
  Py_XDECREF(sp); Py_DECREF(it);
  Py_CLEAR(*flat); Py_CLEAR(*sizes);
  return -1;
}

static PyObject *dense_i32(mlirpy_state *st, PyObject *loc, PyObject *sizes) {
  PyObject *l = mlirpy_resolve_location(st, loc);
  if (!l) return NULL;
  Py_ssize_t n = PyList_Size(sizes);
  int32_t *v = PyMem_Malloc(sizeof(int32_t) * (n + 1));
  for (Py_ssize_t i = 0; i < n; ++i) v[i] = (int32_t)PyLong_AsLong(PyList_GetItem(sizes, i));
  MlirAttribute a = mlirDenseI32ArrayGet(((PyMlirUniqued *)l)->ctx->ctx, n, v);
  PyMem_Free(v);
  return mlirpy_attr_wrap(((PyMlirUniqued *)l)->ctx, a);
}

/* Builds an operation from the ODS description of its class: `name`, the
 * region spec (min count, no variadic) and the operand/result segment specs.
 * Generated code reaches this through OpView.build_generic (LLVM 19) or
 * OpView.__init__(name, regions, operand_segments, result_segments, ...)
 * (LLVM >= 21). */
PyObject *mlirpy_build_from_spec(mlirpy_state *st, PyObject *name, PyObject *region_spec,
                                 PyObject *operand_spec, PyObject *result_spec, PyObject *results,
                                 PyObject *operands, PyObject *attributes, PyObject *successors,
                                 PyObject *regions, PyObject *loc, PyObject *ip) {
  if (!PyUnicode_Check(name)) {
    PyErr_SetString(PyExc_TypeError, "build_generic: the class has no OPERATION_NAME");
    return NULL;
  }
  PyObject *result = NULL, *fo = NULL, *so = NULL, *fr = NULL, *sr = NULL, *attrs = NULL;
  Py_ssize_t nreg = 0;
  long min_regions = 0; int no_variadic = 1;
  if (region_spec && PyTuple_Check(region_spec) && PyTuple_Size(region_spec) == 2) {
    min_regions = PyLong_AsLong(PyTuple_GetItem(region_spec, 0));
    no_variadic = PyObject_IsTrue(PyTuple_GetItem(region_spec, 1));
  }
  if (regions && regions != Py_None) {
    if ((nreg = PyLong_AsSsize_t(regions)) == -1 && PyErr_Occurred()) goto done;
    if (nreg < min_regions) {
      PyErr_Format(PyExc_ValueError, "Operation \"%U\" requires a minimum of %ld regions but was built with regions=%zd",
                   name, min_regions, nreg);
      goto done;
    }
    if (no_variadic && nreg > min_regions) {
      PyErr_Format(PyExc_ValueError, "Operation \"%U\" requires a maximum of %ld regions but was built with regions=%zd",
                   name, min_regions, nreg);
      goto done;
    }
  } else {
    nreg = min_regions;
  }
  int so_ok = flatten_segments(operand_spec, operands, name, 0, &fo, &so);
  int sr_ok = so_ok < 0 ? -1 : flatten_segments(result_spec, results, name, 1, &fr, &sr);
  if (so_ok < 0 || sr_ok < 0) goto done;
  if (so || sr) {
    attrs = attributes && attributes != Py_None ? PyDict_Copy(attributes) : PyDict_New();
    if (!attrs) goto done;
    if (so) {
      PyObject *a = dense_i32(st, loc, so);
      if (!a || PyDict_SetItemString(attrs, "operandSegmentSizes", a) < 0) { Py_XDECREF(a); goto done; }
      Py_DECREF(a);
    }
    if (sr) {
      PyObject *a = dense_i32(st, loc, sr);
      if (!a || PyDict_SetItemString(attrs, "resultSegmentSizes", a) < 0) { Py_XDECREF(a); goto done; }
      Py_DECREF(a);
    }
  }
  int infer = results == NULL || results == Py_None;
  result = create_op(st, name, fr ? fr : results, fo ? fo : operands, attrs ? attrs : attributes,
                     successors, nreg, loc, ip, infer);
done:
  Py_XDECREF(fo); Py_XDECREF(so); Py_XDECREF(fr); Py_XDECREF(sr); Py_XDECREF(attrs);
  return result;
}

/* The class's own ODS description as a tuple (cls, OPERATION_NAME,
 * _ODS_REGIONS, _ODS_OPERAND_SEGMENTS, _ODS_RESULT_SEGMENTS), None where the
 * class has none.  Read at the class's first build and kept on the class as
 * _mlirpy_ods (OpView's own is None; a subclass sees its base's, whose first
 * item is not itself, and gets its own). */
enum { ODS_CLASS, ODS_NAME, ODS_REGIONS, ODS_OPERAND_SEGMENTS, ODS_RESULT_SEGMENTS, ODS_FIELDS };
static PyObject *class_ods(PyObject *cls) {
  static PyObject *key, *names[ODS_FIELDS];
  static const char *const strs[ODS_FIELDS] = {NULL, "OPERATION_NAME", "_ODS_REGIONS", "_ODS_OPERAND_SEGMENTS",
                                               "_ODS_RESULT_SEGMENTS"};
  if (!mlirpy_interned(&key, "_mlirpy_ods")) return NULL;
  PyObject *kept = PyObject_GetAttr(cls, key);
  if (!kept) return NULL;
  if (PyTuple_Check(kept) && PyTuple_Size(kept) == ODS_FIELDS && PyTuple_GetItem(kept, ODS_CLASS) == cls) return kept;
  Py_DECREF(kept);
  PyObject *ods = PyTuple_New(ODS_FIELDS);
  if (!ods) return NULL;
  PyTuple_SetItem(ods, ODS_CLASS, mlirpy_newref(cls));
  for (int i = ODS_NAME; i < ODS_FIELDS; ++i) {
    PyObject *v = mlirpy_interned(&names[i], strs[i]) ? PyObject_GetAttr(cls, names[i]) : NULL;
    if (!v && PyErr_ExceptionMatches(PyExc_AttributeError)) { PyErr_Clear(); v = mlirpy_newref(Py_None); }
    if (!v) { Py_DECREF(ods); return NULL; }
    PyTuple_SetItem(ods, i, v);
  }
  if (PyObject_SetAttr(cls, key, ods) < 0) PyErr_Clear(); /* an immutable class reads it again next time */
  return ods;
}

/* Keyword-only arguments by name: build_generic runs once per operation
 * built, and PyArg_ParseTupleAndKeywords costs more than the creation. */
static int keyword_only(PyObject *args, PyObject *kwds, const char *fname, PyObject **keys,
                        const char *const *names, PyObject **out, int n) {
  if (PyTuple_Size(args) != 0) {
    PyErr_Format(PyExc_TypeError, "%s() takes no positional arguments", fname);
    return -1;
  }
  for (int i = 0; i < n; ++i)
    if (!mlirpy_interned(&keys[i], names[i])) return -1;
  PyObject *key, *value;
  Py_ssize_t pos = 0;
  while (kwds && PyDict_Next(kwds, &pos, &key, &value)) {
    int i = 0;
    while (i < n && key != keys[i]) ++i;
    for (int j = 0; i == n && j < n; ++j)
      if (PyUnicode_Check(key) && PyUnicode_Compare(key, keys[j]) == 0) i = j;
    if (i == n) {
      PyErr_Format(PyExc_TypeError, "%s() got an unexpected keyword argument '%S'", fname, key);
      return -1;
    }
    out[i] = value;
  }
  return 0;
}

PyObject *mlirpy_opview_build_generic(PyObject *cls, PyObject *args, PyObject *kwds) {
  enum { RESULTS, OPERANDS, ATTRIBUTES, SUCCESSORS, REGIONS, LOC, IP, NARGS };
  static const char *const names[NARGS] = {"results", "operands", "attributes", "successors", "regions", "loc", "ip"};
  static PyObject *keys[NARGS];
  PyObject *a[NARGS] = {NULL};
  if (keyword_only(args, kwds, "build_generic", keys, names, a, NARGS) < 0) return NULL;
  mlirpy_state *st = mlirpy_state_from_type(cls);
  if (!st) return NULL;
  PyObject *ods = class_ods(cls);
  if (!ods) return NULL;
  PyObject *rs = PyTuple_GetItem(ods, ODS_REGIONS), *os = PyTuple_GetItem(ods, ODS_OPERAND_SEGMENTS),
           *ress = PyTuple_GetItem(ods, ODS_RESULT_SEGMENTS);
  PyObject *r = mlirpy_build_from_spec(st, PyTuple_GetItem(ods, ODS_NAME), rs == Py_None ? NULL : rs,
                                       os == Py_None ? NULL : os, ress == Py_None ? NULL : ress, a[RESULTS],
                                       a[OPERANDS], a[ATTRIBUTES], a[SUCCESSORS], a[REGIONS], a[LOC], a[IP]);
  Py_DECREF(ods);
  return r;
}

