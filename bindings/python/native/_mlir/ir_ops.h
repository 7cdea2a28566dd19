/*===-- ir_ops.h - internal header of the IR classes of mlir.ir --------------===*
 *
 * Shared by the files implementing operations, blocks, regions, values and
 * their containers (ir_operation.c, ir_op_create.c, ir_module.c,
 * ir_insertion_point.c, ir_op_sequences.c, ir_op_attributes.c, ir_block.c,
 * ir_value.c, ir_symbol_table.c; module.c runs their setup functions).  The ownership
 * model is described in mlirpy.h.
 *===----------------------------------------------------------------------===*/
#ifndef MLIRPY_IR_OPS_H
#define MLIRPY_IR_OPS_H

#include "_mlir/wrap.h"

/* ---- erasure and walk (ir_op_erase.c) ------------------------------------- */
/* ValueError if `op` is a Module's, or its values are used outside it. */
/* Whether values of `op` (or of anything nested in it) are used by operations
 * outside it; 1 also when that cannot be found out. */
MLIRPY_INTERNAL int mlirpy_used_outside(MlirOperation op);
MLIRPY_INTERNAL int mlirpy_check_erasable(PyMlirOperation *op);
/* Erases `op` (force: and the users of its values, transitively). */
MLIRPY_INTERNAL int mlirpy_erase_op(PyMlirOperation *op, int force);
MLIRPY_INTERNAL PyObject *mlirpy_walk(PyMlirOperation *op, PyObject *args, PyObject *kwds);

/* ---- building operations (ir_op_create.c) --------------------------------- */
MLIRPY_INTERNAL PyObject *mlirpy_op_create(PyObject *cls, PyObject *args, PyObject *kwds);
MLIRPY_INTERNAL PyObject *mlirpy_op_parse(PyObject *cls, PyObject *args, PyObject *kwds);
MLIRPY_INTERNAL PyObject *mlirpy_opview_build_generic(PyObject *cls, PyObject *args, PyObject *kwds);
/* Before inferring result types: MLIRError when inference of operation
 * `name` could not read the operands, attributes, successors or regions
 * given (mlir-c/Components/InferenceInputs.h); 0 when it can, or `name` is
 * not registered. */
MLIRPY_INTERNAL int mlirpy_check_inference_inputs(PyMlirContext *ctx, MlirStringRef name, MlirLocation loc,
                                                  Py_ssize_t no, MlirValue *vals, Py_ssize_t ns, Py_ssize_t na,
                                                  MlirNamedAttribute *attrs, Py_ssize_t nregions);
MLIRPY_INTERNAL PyObject *mlirpy_build_from_spec(mlirpy_state *st, PyObject *name, PyObject *region_spec,
                                                 PyObject *operand_spec, PyObject *result_spec, PyObject *results,
                                                 PyObject *operands, PyObject *attributes, PyObject *successors,
                                                 PyObject *regions, PyObject *loc, PyObject *ip);

/* ---- insertion points (ir_insertion_point.c) ------------------------------ */
typedef struct {
  PyObject_HEAD
  PyObject *block; /* PyMlirDependent (Block) */
  PyObject *ref;   /* PyMlirOperation or NULL: insert before it, else at the end */
} PyInsertionPoint;
/* Inserts the detached operation `op` at `ip`; the block keeps it alive.  At
 * the end of a block, refuses to go below its terminator (IndexError);
 * mlirpy_insert_op with below_terminator = 0 (Block.append) does not check. */
MLIRPY_INTERNAL int mlirpy_insert_at(mlirpy_state *st, PyInsertionPoint *ip, PyMlirOperation *op);
MLIRPY_INTERNAL int mlirpy_insert_op(mlirpy_state *st, PyInsertionPoint *ip, PyMlirOperation *op, int below_terminator);

/* ---- index-based sequences (ir_op_sequences.c) ---------------------------- */
typedef struct {
  PyObject_HEAD
  PyMlirOperation *op;
  const void *block; /* for block arguments */
  Py_ssize_t start, step, len;
} PySeq;
enum { SEQ_OPERANDS, SEQ_RESULTS, SEQ_REGIONS, SEQ_SUCCESSORS, SEQ_ARGS };
MLIRPY_INTERNAL PyObject *mlirpy_seq_make(PyTypeObject *t, PyMlirOperation *op, const void *block,
                                          Py_ssize_t start, Py_ssize_t step, Py_ssize_t len);

/* ---- Operation.attributes (ir_op_attributes.c) ---------------------------- */
MLIRPY_INTERNAL PyObject *mlirpy_op_attributes(PyObject *self, void *c);

/* ---- arguments checked against a Context (ir_op_args.c) ------------------- */
/* ValueError "<what>: the <kind> belongs to another Context" unless equal. */
MLIRPY_INTERNAL int mlirpy_same_context(PyMlirContext *ctx, PyMlirContext *other, const char *what, const char *kind);
/* As mlirpy_get_value/type/attr/..., and the object must belong to `ctx`. */
MLIRPY_INTERNAL int mlirpy_get_value_in(PyMlirContext *ctx, PyObject *o, MlirValue *out, const char *what);
MLIRPY_INTERNAL int mlirpy_get_type_in(PyMlirContext *ctx, PyObject *o, MlirType *out, const char *what);
MLIRPY_INTERNAL int mlirpy_get_attr_in(PyMlirContext *ctx, PyObject *o, MlirAttribute *out, const char *what);
MLIRPY_INTERNAL int mlirpy_get_loc_in(PyMlirContext *ctx, PyObject *o, MlirLocation *out, const char *what);
MLIRPY_INTERNAL int mlirpy_get_block_in(PyMlirContext *ctx, PyObject *o, MlirBlock *out, const char *what);
MLIRPY_INTERNAL PyMlirOperation *mlirpy_get_op_in(PyMlirContext *ctx, PyObject *o, const char *what);

/* ---- printing (ir_op_print.c) --------------------------------------------- */
/* The MlirAsmState of an mlir.ir.AsmState made for IR of `ctx` (TypeError,
 * ValueError for another Context, RuntimeError once its IR is gone). */
MLIRPY_INTERNAL int mlirpy_get_asm_state(PyMlirContext *ctx, PyObject *o, MlirAsmState *out);
MLIRPY_INTERNAL int mlirpy_init_asm_state(mlirpy_state *st);
/* print(...) when to_file, else get_asm(...); print(state, file=None, binary=False) too. */
MLIRPY_INTERNAL PyObject *mlirpy_print_op(PyMlirOperation *op, PyObject *args, PyObject *kwds, int to_file);
MLIRPY_INTERNAL PyObject *mlirpy_write_bytecode(PyMlirOperation *op, PyObject *args, PyObject *kwds);

/* ---- class registration, called in this order by mlirpy_init_ops ---------- */
MLIRPY_INTERNAL int mlirpy_init_module(mlirpy_state *st);
MLIRPY_INTERNAL int mlirpy_init_operation(mlirpy_state *st);
MLIRPY_INTERNAL int mlirpy_init_insertion_point(mlirpy_state *st);
MLIRPY_INTERNAL int mlirpy_init_block(mlirpy_state *st);
MLIRPY_INTERNAL int mlirpy_init_value(mlirpy_state *st);
MLIRPY_INTERNAL int mlirpy_init_op_sequences(mlirpy_state *st);
MLIRPY_INTERNAL int mlirpy_init_op_attributes(mlirpy_state *st);
MLIRPY_INTERNAL int mlirpy_init_symbol_table(mlirpy_state *st);
MLIRPY_INTERNAL int mlirpy_init_debug(mlirpy_state *st); /* ir_debug.c */

#endif /* MLIRPY_IR_OPS_H */
