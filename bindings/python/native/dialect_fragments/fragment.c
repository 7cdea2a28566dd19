/* Adding a fragment's functions to a registration module (fragment.h). */
#include "dialect_fragments/fragment.h"

int mlirpy_fragment_add(PyObject *module, const mlirpy_fragment *fragment) {
  for (size_t i = 0; i < fragment->n_required; ++i)
    if (!fragment->required[i]) return 0; /* this component lacks that dialect's C API */
  PyObject *name = PyModule_GetNameObject(module);
  if (!name) return -1;
  for (PyMethodDef *f = fragment->functions; f->ml_name; ++f) {
    PyObject *fn = PyCFunction_NewEx(f, NULL, name);
    if (!fn || PyModule_AddObject(module, f->ml_name, fn) < 0) {
      Py_XDECREF(fn);
      Py_DECREF(name);
      return -1;
    }
  }
  Py_DECREF(name);
  return 0;
}
