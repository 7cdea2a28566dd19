/* mlir.ir: the index-based sequences of an operation or block: OpOperandList,
 * OpResultList, RegionSequence, OpSuccessors, BlockArgumentList. */
#include "ir_ops.h"

#include <string.h>

static int seq_kind(PySeq *s) {
  mlirpy_state *st = s->op->ctx->st;
  PyTypeObject *t = Py_TYPE(s);
  if (t == st->OpOperandList) return SEQ_OPERANDS;
  if (t == st->OpResultList) return SEQ_RESULTS;
  if (t == st->RegionSequence) return SEQ_REGIONS;
  if (t == st->OpSuccessors) return SEQ_SUCCESSORS;
  return SEQ_ARGS;
}
PyObject *mlirpy_seq_make(PyTypeObject *t, PyMlirOperation *op, const void *block, Py_ssize_t start,
                          Py_ssize_t step, Py_ssize_t len) {
  PySeq *s = (PySeq *)mlirpy_alloc(t);
  if (!s) return NULL;
  s->op = (PyMlirOperation *)mlirpy_newref((PyObject *)op);
  s->block = block; s->start = start; s->step = step; s->len = len;
  return (PyObject *)s;
}
/* ---- sequences --------------------------------------------------------------------------------- */
/* How many elements the operation/block has now (the IR may have changed
 * since the sequence was made). */
static intptr_t seq_current_count(PySeq *s) {
  MlirOperation op = s->op->op;
  switch (seq_kind(s)) {
  case SEQ_OPERANDS: return mlirOperationGetNumOperands(op);
  case SEQ_RESULTS: return mlirOperationGetNumResults(op);
  case SEQ_REGIONS: return mlirOperationGetNumRegions(op);
  case SEQ_SUCCESSORS: return mlirOperationGetNumSuccessors(op);
  default: {
    MlirBlock b = {(void *)s->block};
    return mlirBlockGetNumArguments(b);
  }
  }
}
/* Element `i` (an absolute position); IndexError when the IR has shrunk. */
static PyObject *seq_item_raw(PySeq *s, Py_ssize_t i) {
  PyMlirOperation *op = s->op;
  if (i < 0 || i >= seq_current_count(s)) {
    PyErr_SetString(PyExc_IndexError, "index out of range (the IR changed since this sequence was made)");
    return NULL;
  }
  switch (seq_kind(s)) {
  case SEQ_OPERANDS: return mlirpy_value_wrap_plain(op, mlirOperationGetOperand(op->op, i));
  case SEQ_RESULTS: return mlirpy_value_wrap(op, mlirOperationGetResult(op->op, i));
  case SEQ_REGIONS: return mlirpy_dependent_new(op->ctx->st->Region, op, mlirOperationGetRegion(op->op, i).ptr);
  case SEQ_SUCCESSORS: return mlirpy_block_of(op->ctx, mlirOperationGetSuccessor(op->op, i), (PyObject *)op);
  default: {
    MlirBlock b = {(void *)s->block};
    return mlirpy_value_wrap(op, mlirBlockGetArgument(b, i));
  }
  }
}
static Py_ssize_t seq_len(PyObject *self) {
  PySeq *s = (PySeq *)self;
  if (mlirpy_check_op(s->op) < 0) return -1;
  return s->len;
}
static PyObject *seq_item(PyObject *self, Py_ssize_t i) {
  PySeq *s = (PySeq *)self;
  MLIRPY_CHECK_OP(s->op, NULL);
  if (i < 0) i += s->len;
  if (i < 0 || i >= s->len) { PyErr_SetString(PyExc_IndexError, "index out of range"); return NULL; }
  return seq_item_raw(s, s->start + i * s->step);
}
static PyObject *seq_subscript(PyObject *self, PyObject *key) {
  PySeq *s = (PySeq *)self;
  if (PySlice_Check(key)) {
    MLIRPY_CHECK_OP(s->op, NULL);
    Py_ssize_t start, stop, step;
    if (PySlice_Unpack(key, &start, &stop, &step) < 0) return NULL;
    Py_ssize_t n = PySlice_AdjustIndices(s->len, &start, &stop, step);
    return mlirpy_seq_make(Py_TYPE(s), s->op, s->block, s->start + start * s->step, s->step * step, n);
  }
  Py_ssize_t i = PyNumber_AsSsize_t(key, PyExc_IndexError);
  if (i == -1 && PyErr_Occurred()) return NULL;
  return seq_item(self, i);
}
/* operands[i] = value, successors[i] = block. */
static int seq_ass_subscript(PyObject *self, PyObject *key, PyObject *v) {
  PySeq *s = (PySeq *)self;
  MLIRPY_CHECK_OP(s->op, -1);
  int kind = seq_kind(s);
  if ((kind != SEQ_OPERANDS && kind != SEQ_SUCCESSORS) || !v) {
    PyErr_SetString(PyExc_TypeError, "only operands and successors can be assigned (and not deleted)");
    return -1;
  }
  Py_ssize_t i = PyNumber_AsSsize_t(key, PyExc_IndexError);
  if (i == -1 && PyErr_Occurred()) return -1;
  if (i < 0) i += s->len;
  Py_ssize_t pos = s->start + i * s->step;
  if (i < 0 || i >= s->len || pos >= seq_current_count(s)) {
    PyErr_SetString(PyExc_IndexError, "index out of range");
    return -1;
  }
  if (kind == SEQ_SUCCESSORS) {
    MlirBlock b;
    if (mlirpy_get_block_in(s->op->ctx, v, &b, "successor") < 0) return -1;
    /* A successor must be a block of the region holding the operation. */
    MlirBlock home = mlirOperationGetBlock(s->op->op);
    if (mlirBlockIsNull(home) || mlirBlockGetParentRegion(b).ptr != mlirBlockGetParentRegion(home).ptr) {
      PyErr_SetString(PyExc_ValueError, "successor: the block is not in the region of the operation");
      return -1;
    }
    mlirOperationSetSuccessor(s->op->op, pos, b);
    return 0;
  }
  MlirValue val;
  if (mlirpy_get_value_in(s->op->ctx, v, &val, "operand") < 0) return -1;
  mlirOperationSetOperand(s->op->op, pos, val);
  return 0;
}
/* seq + seq: a list of both sequences' elements. */
static PyObject *seq_concat(PyObject *a, PyObject *b) {
  PyObject *la = PySequence_List(a);
  PyObject *lb = la ? PySequence_List(b) : NULL;
  if (!lb) {
    Py_XDECREF(la);
    if (PyErr_ExceptionMatches(PyExc_TypeError)) { PyErr_Clear(); Py_RETURN_NOTIMPLEMENTED; }
    return NULL;
  }
  PyObject *r = PySequence_Concat(la, lb);
  Py_DECREF(la); Py_DECREF(lb);
  return r;
}
/* The operation the sequence belongs to. */
static PyObject *seq_owner(PyObject *self, void *c) {
  (void)c;
  PySeq *s = (PySeq *)self;
  MLIRPY_CHECK_OP(s->op, NULL);
  return mlirpy_opview_wrap(s->op);
}
static MlirValue seq_value(PySeq *s, Py_ssize_t pos) {
  MlirBlock b = {(void *)s->block};
  switch (seq_kind(s)) {
  case SEQ_OPERANDS: return mlirOperationGetOperand(s->op->op, pos);
  case SEQ_RESULTS: return mlirOperationGetResult(s->op->op, pos);
  default: return mlirBlockGetArgument(b, pos);
  }
}
static PyObject *seq_types(PyObject *self, void *c) {
  (void)c;
  PySeq *s = (PySeq *)self;
  MLIRPY_CHECK_OP(s->op, NULL);
  intptr_t count = seq_current_count(s);
  PyObject *l = PyList_New(s->len);
  for (Py_ssize_t i = 0; l && i < s->len; ++i) {
    Py_ssize_t pos = s->start + i * s->step;
    if (pos >= count) { Py_DECREF(l); PyErr_SetString(PyExc_IndexError, "the IR changed since this sequence was made"); return NULL; }
    PyObject *t = mlirpy_type_wrap(s->op->ctx, mlirValueGetType(seq_value(s, pos)));
    if (!t) { Py_DECREF(l); return NULL; }
    PyList_SetItem(l, i, t);
  }
  return l;
}
static PyObject *seq_repr(PyObject *self) {
  PySeq *s = (PySeq *)self;
  MLIRPY_CHECK_OP(s->op, NULL);
  PyObject *l = PyList_New(0);
  for (Py_ssize_t i = 0; l && i < s->len; ++i) {
    PyObject *v = seq_item_raw(s, s->start + i * s->step);
    if (!v || PyList_Append(l, v) < 0) { Py_XDECREF(v); Py_CLEAR(l); break; }
    Py_DECREF(v);
  }
  if (!l) return NULL;
  PyObject *tn = PyObject_GetAttrString((PyObject *)Py_TYPE(self), "__name__");
  PyObject *r = tn ? PyUnicode_FromFormat("%U(%R)", tn, l) : NULL;
  Py_XDECREF(tn); Py_DECREF(l);
  return r;
}
static int seq_traverse(PyObject *self, visitproc visit, void *arg) {
  Py_VISIT(((PySeq *)self)->op); Py_VISIT(Py_TYPE(self)); return 0;
}
static void seq_dealloc(PyObject *self) { PyObject_GC_UnTrack(self); Py_CLEAR(((PySeq *)self)->op); mlirpy_free(self); }
/* iter(op.regions): a RegionIterator. */
typedef struct { PyObject_HEAD PyObject *seq; Py_ssize_t i; } PySeqIter;
static PyObject *seq_iter(PyObject *self) {
  PySeq *s = (PySeq *)self;
  MLIRPY_CHECK_OP(s->op, NULL);
  PyObject *cls = PyObject_GetAttrString(s->op->ctx->st->ir, "RegionIterator");
  if (!cls) return NULL;
  PySeqIter *it = (PySeqIter *)mlirpy_alloc((PyTypeObject *)cls);
  Py_DECREF(cls);
  if (!it) return NULL;
  it->seq = mlirpy_newref(self);
  it->i = 0;
  return (PyObject *)it;
}
static PyObject *seq_iter_next(PyObject *self) {
  PySeqIter *it = (PySeqIter *)self;
  PySeq *s = (PySeq *)it->seq;
  if (it->i >= s->len) return NULL;
  return seq_item(it->seq, it->i++);
}
static PyObject *seq_iter_self(PyObject *self) { return mlirpy_newref(self); }
static int seq_iter_traverse(PyObject *self, visitproc visit, void *arg) {
  Py_VISIT(((PySeqIter *)self)->seq); Py_VISIT(Py_TYPE(self)); return 0;
}
static void seq_iter_dealloc(PyObject *self) { PyObject_GC_UnTrack(self); Py_CLEAR(((PySeqIter *)self)->seq); mlirpy_free(self); }
static PyType_Slot region_iter_slots[] = {{Py_tp_iter, seq_iter_self}, {Py_tp_iternext, seq_iter_next},
                                          {Py_tp_traverse, seq_iter_traverse}, {Py_tp_dealloc, seq_iter_dealloc}, {0, 0}};
static PyType_Spec region_iter_spec = {"mlir._mlir_libs._mlir.ir.RegionIterator", sizeof(PySeqIter), 0,
                                       Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC, region_iter_slots};

static PyGetSetDef seq_types_getset[] = {{"types", seq_types, NULL, "the values' types", NULL}, {NULL}};
static PyGetSetDef op_values_getset[] = {{"types", seq_types, NULL, "the values' types", NULL},
                                         {"owner", seq_owner, NULL, "the operation", NULL}, {NULL}};
static PyGetSetDef op_seq_getset[] = {{"owner", seq_owner, NULL, "the operation", NULL}, {NULL}};
#define SEQ_COMMON_SLOTS                                                                               \
  {Py_sq_length, seq_len}, {Py_sq_item, seq_item}, {Py_mp_length, seq_len},                           \
      {Py_mp_subscript, seq_subscript}, {Py_tp_repr, seq_repr}, {Py_tp_traverse, seq_traverse},        \
      {Py_tp_dealloc, seq_dealloc}, {Py_nb_add, seq_concat}
static PyType_Slot operands_slots[] = {SEQ_COMMON_SLOTS, {Py_mp_ass_subscript, seq_ass_subscript},
                                       {Py_tp_getset, op_values_getset}, {0, 0}};
static PyType_Slot results_slots[] = {SEQ_COMMON_SLOTS, {Py_tp_getset, op_values_getset}, {0, 0}};
static PyType_Slot args_slots[] = {SEQ_COMMON_SLOTS, {Py_tp_getset, seq_types_getset}, {0, 0}};
static PyType_Slot regions_slots[] = {SEQ_COMMON_SLOTS, {Py_tp_getset, op_seq_getset}, {Py_tp_iter, seq_iter}, {0, 0}};
static PyType_Slot successors_slots[] = {SEQ_COMMON_SLOTS, {Py_mp_ass_subscript, seq_ass_subscript},
                                         {Py_tp_getset, op_seq_getset}, {0, 0}};
#define SEQ_SPEC(var, name, slots)                                                                      \
  static PyType_Spec var = {"mlir._mlir_libs._mlir.ir." name, sizeof(PySeq), 0,                          \
                            Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC, slots}
SEQ_SPEC(operands_spec, "OpOperandList", operands_slots);
SEQ_SPEC(results_spec, "OpResultList", results_slots);
SEQ_SPEC(args_spec, "BlockArgumentList", args_slots);
SEQ_SPEC(regions_spec, "RegionSequence", regions_slots);
SEQ_SPEC(successors_spec, "OpSuccessors", successors_slots);

int mlirpy_init_op_sequences(mlirpy_state *st) {
  if (!(st->OpOperandList = mlirpy_make_class(st, &operands_spec, NULL, "OpOperandList"))) return -1;
  if (!(st->OpResultList = mlirpy_make_class(st, &results_spec, NULL, "OpResultList"))) return -1;
  if (!(st->BlockArgumentList = mlirpy_make_class(st, &args_spec, NULL, "BlockArgumentList"))) return -1;
  if (!(st->RegionSequence = mlirpy_make_class(st, &regions_spec, NULL, "RegionSequence"))) return -1;
  if (!(st->OpSuccessors = mlirpy_make_class(st, &successors_spec, NULL, "OpSuccessors"))) return -1;
  PyTypeObject *region_iter_spec_type = mlirpy_make_class(st, &region_iter_spec, NULL, "RegionIterator"); /* the ir module holds it */
  if (!region_iter_spec_type) return -1;
  Py_DECREF(region_iter_spec_type);
  return 0;
}
