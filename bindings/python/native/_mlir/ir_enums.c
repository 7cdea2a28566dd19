/* mlir.ir's enums (DiagnosticSeverity, WalkOrder, WalkResult and
 * IntegerType.Signedness with its members), made on first use: they are
 * enum classes, as upstream's are enums, and importing Python's enum module
 * costs more than the rest of `import mlir.ir`, which a script that never
 * touches one should not pay.  The module-level ones come through the ir
 * submodule's __getattr__ (PEP 562), IntegerType's through class
 * properties. */
#include "mlirpy.h"

#include "mlir-c/Diagnostics.h"
#include "mlir-c/Support.h"

typedef struct {
  const char *name, *qualname, *base; /* base: enum.IntEnum or enum.Enum */
  const char *members[4];
  int values[4];
  int str_as_enum; /* str() "Name.MEMBER", not IntEnum's number (3.11+) */
} enum_def;

static const enum_def defs[MLIRPY_NUM_ENUMS] = {
    [MLIRPY_ENUM_DIAGNOSTIC_SEVERITY] = {"DiagnosticSeverity", "DiagnosticSeverity", "IntEnum",
                                         {"ERROR", "WARNING", "NOTE", "REMARK"},
                                         {MlirDiagnosticError, MlirDiagnosticWarning, MlirDiagnosticNote,
                                          MlirDiagnosticRemark},
                                         1},
    [MLIRPY_ENUM_WALK_ORDER] = {"WalkOrder", "WalkOrder", "IntEnum", {"PRE_ORDER", "POST_ORDER"},
                                {MlirWalkPreOrder, MlirWalkPostOrder}, 0},
    [MLIRPY_ENUM_WALK_RESULT] = {"WalkResult", "WalkResult", "IntEnum", {"ADVANCE", "INTERRUPT", "SKIP"},
                                 {0, 1, 2}, 0},
    [MLIRPY_ENUM_SIGNEDNESS] = {"Signedness", "IntegerType.Signedness", "Enum", {"SIGNLESS", "SIGNED", "UNSIGNED"},
                                {0, 1, 2}, 0},
};

static PyObject **slot(mlirpy_state *st, mlirpy_enum_kind kind) {
  switch (kind) {
  case MLIRPY_ENUM_DIAGNOSTIC_SEVERITY: return &st->DiagnosticSeverity;
  case MLIRPY_ENUM_WALK_ORDER: return &st->WalkOrder;
  case MLIRPY_ENUM_WALK_RESULT: return &st->WalkResult;
  default: return &st->Signedness;
  }
}

/* Names the class as it is reached (qualname) from mlir.ir; str() of a
 * member as "Name.MEMBER" where asked. */
static int name_enum(PyObject *e, PyObject *enum_module, const enum_def *def) {
  PyObject *qualname = PyUnicode_FromString(def->qualname), *module = PyUnicode_FromString("mlir.ir");
  int rc = qualname && module && PyObject_SetAttrString(e, "__qualname__", qualname) == 0 &&
                   PyObject_SetAttrString(e, "__module__", module) == 0
               ? 0 : -1;
  Py_XDECREF(qualname); Py_XDECREF(module);
  if (rc < 0 || !def->str_as_enum) return rc;
  PyObject *base = PyObject_GetAttrString(enum_module, "Enum");
  PyObject *to_str = base ? PyObject_GetAttrString(base, "__str__") : NULL;
  rc = to_str ? PyObject_SetAttrString(e, "__str__", to_str) : -1;
  Py_XDECREF(to_str); Py_XDECREF(base);
  return rc;
}

static PyObject *make_enum(const enum_def *def) {
  PyObject *members = PyList_New(0);
  for (int i = 0; members && i < 4 && def->members[i]; ++i) {
    PyObject *pair = Py_BuildValue("(si)", def->members[i], def->values[i]);
    if (!pair || PyList_Append(members, pair) < 0) Py_CLEAR(members);
    Py_XDECREF(pair);
  }
  PyObject *enum_module = members ? PyImport_ImportModule("enum") : NULL;
  PyObject *e = enum_module ? PyObject_CallMethod(enum_module, def->base, "sO", def->name, members) : NULL;
  if (e && name_enum(e, enum_module, def) < 0) Py_CLEAR(e);
  Py_XDECREF(enum_module); Py_XDECREF(members);
  return e;
}

MLIRPY_INTERNAL PyObject *mlirpy_enum(mlirpy_state *st, mlirpy_enum_kind kind) {
  PyObject **at = slot(st, kind);
  if (!*at) *at = make_enum(&defs[kind]);
  return *at;
}

/* The ir submodule's __getattr__(name): its enums, kept in its dict once made. */
static PyObject *ir_getattr(PyObject *m, PyObject *name) {
  mlirpy_state *st = mlirpy_state_from_module(m);
  for (int kind = 0; kind < MLIRPY_ENUM_SIGNEDNESS; ++kind) {
    if (PyUnicode_CompareWithASCIIString(name, defs[kind].name) != 0) continue;
    PyObject *e = mlirpy_enum(st, (mlirpy_enum_kind)kind);
    if (!e || PyObject_SetAttr(st->ir, name, e) < 0) return NULL;
    return mlirpy_newref(e);
  }
  PyErr_Format(PyExc_AttributeError, "module 'mlir.ir' has no attribute %R", name);
  return NULL;
}
static PyMethodDef ir_getattr_def = {"__getattr__", ir_getattr, METH_O, "the enums of mlir.ir, made on first use"};

/* IntegerType.Signedness and its members, as class properties. */
static PyObject *signedness_member(PyObject *m, const char *member) {
  PyObject *e = mlirpy_enum(mlirpy_state_from_module(m), MLIRPY_ENUM_SIGNEDNESS);
  return e ? PyObject_GetAttrString(e, member) : NULL;
}
static PyObject *signedness(PyObject *m, PyObject *cls) {
  (void)cls;
  PyObject *e = mlirpy_enum(mlirpy_state_from_module(m), MLIRPY_ENUM_SIGNEDNESS);
  return e ? mlirpy_newref(e) : NULL;
}
static PyObject *member_signless(PyObject *m, PyObject *cls) { (void)cls; return signedness_member(m, "SIGNLESS"); }
static PyObject *member_signed(PyObject *m, PyObject *cls) { (void)cls; return signedness_member(m, "SIGNED"); }
static PyObject *member_unsigned(PyObject *m, PyObject *cls) { (void)cls; return signedness_member(m, "UNSIGNED"); }
static PyMethodDef signedness_defs[] = {
    {"Signedness", signedness, METH_O, NULL},
    {"SIGNLESS", member_signless, METH_O, NULL},
    {"SIGNED", member_signed, METH_O, NULL},
    {"UNSIGNED", member_unsigned, METH_O, NULL}};

/* After the types (IntegerType must exist). */
MLIRPY_INTERNAL int mlirpy_init_enums(mlirpy_state *st) {
  PyObject *getattr = PyCFunction_NewEx(&ir_getattr_def, st->module, NULL);
  if (!getattr || PyModule_AddObject(st->ir, "__getattr__", getattr) < 0) {
    Py_XDECREF(getattr);
    return -1;
  }
  PyObject *integer_type = PyObject_GetAttrString(st->ir, "IntegerType");
  if (!integer_type) return -1;
  int rc = 0;
  for (size_t i = 0; rc == 0 && i < sizeof signedness_defs / sizeof signedness_defs[0]; ++i)
    rc = mlirpy_add_classprop(st, (PyTypeObject *)integer_type, &signedness_defs[i]);
  Py_DECREF(integer_type);
  return rc;
}
