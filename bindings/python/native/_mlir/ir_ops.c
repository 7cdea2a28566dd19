/* mlir.ir: the WalkOrder/WalkResult enums of the IR classes (operations,
 * blocks, values...; module.c runs their setup functions in order). */
#include "ir_ops.h"

/* ---- init ---------------------------------------------------------------------------------------------------- */
static PyObject *make_enum(const char *name, const char *a, int av, const char *b, int bv, const char *c, int cv) {
  PyObject *en = PyImport_ImportModule("enum");
  if (!en) return NULL;
  PyObject *r = c ? PyObject_CallMethod(en, "IntEnum", "s[(si)(si)(si)]", name, a, av, b, bv, c, cv)
                  : PyObject_CallMethod(en, "IntEnum", "s[(si)(si)]", name, a, av, b, bv);
  Py_DECREF(en);
  if (r) {
    PyObject *mn = PyUnicode_FromString("mlir.ir");
    if (mn) { PyObject_SetAttrString(r, "__module__", mn); Py_DECREF(mn); }
  }
  return r;
}

int mlirpy_init_ops(mlirpy_state *st) {
  if (!(st->WalkOrder = make_enum("WalkOrder", "PRE_ORDER", MlirWalkPreOrder, "POST_ORDER", MlirWalkPostOrder, NULL, 0)) ||
      !(st->WalkResult = make_enum("WalkResult", "ADVANCE", 0, "INTERRUPT", 1, "SKIP", 2)))
    return -1;
  Py_INCREF(st->WalkOrder);
  if (PyModule_AddObject(st->ir, "WalkOrder", st->WalkOrder) < 0) { Py_DECREF(st->WalkOrder); return -1; }
  Py_INCREF(st->WalkResult);
  if (PyModule_AddObject(st->ir, "WalkResult", st->WalkResult) < 0) { Py_DECREF(st->WalkResult); return -1; }
  return 0;
}
