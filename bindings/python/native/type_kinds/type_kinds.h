/* Shared by the small native modules that give a dialect its typed Type
 * classes (_mlirDialectsTransform, _mlirDialectsPDL).  They sit beside _mlir
 * and talk to mlir.ir objects only through their capsules (_CAPIPtr): a
 * module answers isa/typeid/get questions for a table of type kinds, and the
 * pure Python side (mlir/dialects/_dialect_types.py) turns the capsules back
 * into mlir.ir.Type / TypeID objects with their _CAPICreate. */
#ifndef MLIRPY_TYPE_KINDS_H
#define MLIRPY_TYPE_KINDS_H

#include "interop/interop.h"

#include <stdbool.h>

#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

/* One Python type class: `get` is NULL for the parametric ones, which have
 * functions of their own. */
typedef struct dt_type_kind {
  const char *name;
  bool (*isa)(MlirType);
  MlirTypeID (*typeid)(void); /* NULL: no static TypeID (a base class) */
  MlirType (*get)(MlirContext);
} dt_type_kind;

/* Arguments: the handle of an mlir.ir.Type / Context; TypeError naming `what`. */
MLIRPY_INTEROP int dt_type_arg(PyObject *o, MlirType *out, const char *what);
MLIRPY_INTEROP int dt_context_arg(PyObject *o, MlirContext *out, const char *what);
/* A Type capsule; ValueError for a null type. */
MLIRPY_INTEROP PyObject *dt_type_capsule(MlirType t);

/* The module functions over a table of kinds (ending with a NULL name). */
MLIRPY_INTEROP PyObject *dt_isa(const dt_type_kind *kinds, PyObject *args);        /* isa(kind, type) */
MLIRPY_INTEROP PyObject *dt_typeid(const dt_type_kind *kinds, PyObject *name);     /* typeid(kind) */
MLIRPY_INTEROP PyObject *dt_get(const dt_type_kind *kinds, PyObject *args);        /* get(kind, context) */
MLIRPY_INTEROP PyObject *dt_kind_names(const dt_type_kind *kinds);                 /* kind_names() */

/* Defines the module functions isa/typeid/get/kind_names over `kinds`. */
#define DT_DEFINE_KIND_FUNCTIONS(kinds)                                                                      \
  static PyObject *kind_isa(PyObject *m, PyObject *a) { (void)m; return dt_isa(kinds, a); }                 \
  static PyObject *kind_typeid(PyObject *m, PyObject *a) { (void)m; return dt_typeid(kinds, a); }           \
  static PyObject *kind_get(PyObject *m, PyObject *a) { (void)m; return dt_get(kinds, a); }                 \
  static PyObject *kind_names(PyObject *m, PyObject *u) { (void)m; (void)u; return dt_kind_names(kinds); }

#define DT_KIND_METHODS                                                                                      \
  {"isa", kind_isa, METH_VARARGS, "isa(kind, type) -> bool: whether `type` (an mlir.ir.Type) is of `kind`"}, \
  {"typeid", kind_typeid, METH_O, "typeid(kind): the kind's TypeID as a capsule (None for a base kind)"},   \
  {"get", kind_get, METH_VARARGS, "get(kind, context): the parameterless type of `kind` as a capsule"},     \
  {"kind_names", kind_names, METH_NOARGS, "The names of the type kinds this module knows."},

#endif /* MLIRPY_TYPE_KINDS_H */
