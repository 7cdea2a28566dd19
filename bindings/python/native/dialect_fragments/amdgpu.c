/* amdgpu dialect types for mlir.dialects.amdgpu (see fragment.h): the
 * tensor data mover (TDM) types over mlir-c/Dialect/AMDGPU.h of LLVM 22. */
#include "dialect_fragments/fragment.h"
#include "interop/api_version.h"

#if MLIRPY_HAS_AMDGPU_TDM_TYPES
#include "mlir-c/Dialect/AMDGPU.h"

#define AMDGPU_API(X)                                                                                  \
  X(mlirTypeIsAAMDGPUTDMBaseType) X(mlirAMDGPUTDMBaseTypeGet) X(mlirTypeIsAAMDGPUTDMDescriptorType)   \
  X(mlirAMDGPUTDMDescriptorTypeGet) X(mlirTypeIsAAMDGPUTDMGatherBaseType) X(mlirAMDGPUTDMGatherBaseTypeGet)
AMDGPU_API(MLIRPY_FRAGMENT_WEAK)

/* amdgpu_is_<kind>(type) -> bool */
#define AMDGPU_ISA(name, fn)                                                                           \
  static PyObject *name(PyObject *m, PyObject *o) {                                                    \
    (void)m;                                                                                           \
    MlirType t;                                                                                        \
    if (fragment_type(o, &t, #name) < 0) return NULL;                                                  \
    return PyBool_FromLong(fn(t));                                                                     \
  }
AMDGPU_ISA(amdgpu_is_tdm_base, mlirTypeIsAAMDGPUTDMBaseType)
AMDGPU_ISA(amdgpu_is_tdm_descriptor, mlirTypeIsAAMDGPUTDMDescriptorType)
AMDGPU_ISA(amdgpu_is_tdm_gather_base, mlirTypeIsAAMDGPUTDMGatherBaseType)

static PyObject *amdgpu_tdm_descriptor_get(PyObject *m, PyObject *o) {
  (void)m;
  MlirContext c;
  if (fragment_context(o, &c, "context") < 0) return NULL;
  return fragment_type_capsule(mlirAMDGPUTDMDescriptorTypeGet(c));
}

/* amdgpu_tdm_base_get(context, element type) */
static PyObject *amdgpu_tdm_base_get(PyObject *m, PyObject *args) {
  (void)m;
  PyObject *co, *eo;
  if (!PyArg_ParseTuple(args, "OO:amdgpu_tdm_base_get", &co, &eo)) return NULL;
  MlirContext c;
  MlirType e;
  if (fragment_context(co, &c, "context") < 0 || fragment_type(eo, &e, "element_type") < 0) return NULL;
  return fragment_type_capsule(mlirAMDGPUTDMBaseTypeGet(c, e));
}

/* amdgpu_tdm_gather_base_get(context, element type, index type) */
static PyObject *amdgpu_tdm_gather_base_get(PyObject *m, PyObject *args) {
  (void)m;
  PyObject *co, *eo, *io;
  if (!PyArg_ParseTuple(args, "OOO:amdgpu_tdm_gather_base_get", &co, &eo, &io)) return NULL;
  MlirContext c;
  MlirType e, i;
  if (fragment_context(co, &c, "context") < 0 || fragment_type(eo, &e, "element_type") < 0 ||
      fragment_type(io, &i, "index_type") < 0)
    return NULL;
  return fragment_type_capsule(mlirAMDGPUTDMGatherBaseTypeGet(c, e, i));
}

static PyMethodDef amdgpu_functions[] = {
    {"amdgpu_is_tdm_base", amdgpu_is_tdm_base, METH_O, "amdgpu_is_tdm_base(type): whether the Type capsule is an !amdgpu.tdm_base."},
    {"amdgpu_is_tdm_descriptor", amdgpu_is_tdm_descriptor, METH_O, "amdgpu_is_tdm_descriptor(type): whether the Type capsule is an !amdgpu.tdm_descriptor."},
    {"amdgpu_is_tdm_gather_base", amdgpu_is_tdm_gather_base, METH_O, "amdgpu_is_tdm_gather_base(type): whether the Type capsule is an !amdgpu.tdm_gather_base."},
    {"amdgpu_tdm_base_get", amdgpu_tdm_base_get, METH_VARARGS, "amdgpu_tdm_base_get(context, element_type): !amdgpu.tdm_base<element_type> (capsule)."},
    {"amdgpu_tdm_descriptor_get", amdgpu_tdm_descriptor_get, METH_O, "amdgpu_tdm_descriptor_get(context): !amdgpu.tdm_descriptor (capsule)."},
    {"amdgpu_tdm_gather_base_get", amdgpu_tdm_gather_base_get, METH_VARARGS, "amdgpu_tdm_gather_base_get(context, element_type, index_type): !amdgpu.tdm_gather_base<...> (capsule)."},
    {NULL, NULL, 0, NULL}};

MLIRPY_FRAGMENT(mlirpy_fragment_amdgpu, amdgpu_functions, AMDGPU_API)
#else
MLIRPY_FRAGMENT_NONE(mlirpy_fragment_amdgpu)
#endif
