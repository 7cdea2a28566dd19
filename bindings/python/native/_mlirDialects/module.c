/* The dialect-registration native modules of mlir.dialects.
 *
 * Built twice from this file (_mlirPassesDialects/module.c includes it):
 *   _mlirDialects        (default) links libMLIRDialectsPublicAPI (+ Core):
 *                        the dialects whose C API handle lives in the Dialects
 *                        or Core component (func, arith, scf, cf, memref,
 *                        tensor, math, llvm, vector, ...).
 *   _mlirPassesDialects  (-DMLIRPY_DIALECTS_PASSES) links
 *                        libMLIRPassesPublicAPI: also the dialects whose
 *                        upstream C API library registers passes and so sits
 *                        in the Passes component (LLVM 19: linalg, gpu, async,
 *                        sparse_tensor).  Loaded only when such a dialect's
 *                        module is imported (mlir/dialects/_loader.py).
 *
 * mlirRegisterAllDialects is in the Passes component, so the registry is
 * composed from the per-dialect mlirGetDialectHandle__<ns>__() handles.  They
 * are weak references: a dialect-subset build lacks some, which are skipped.
 * The strong reference to the component's mlirc*ComponentConfig keeps the
 * component library a DT_NEEDED of the module even under --as-needed.
 *
 * Both builds also offer _fill_builtin_named_op_region(op), linalg's
 * mlirLinalgFillBuiltinNamedOpRegion through a weak reference: the module
 * whose component holds linalg's C API (the one _loader.load_for("linalg")
 * returns) has it; the other raises NotImplementedError.
 *
 * Both builds also carry the dialect C API functions of the helper layers
 * (native/dialect_fragments/, see fragment.h: quant and llvm types,
 * gpu.ObjectAttr, the sparse_tensor encoding, dialect pass registration...),
 * walking the table `fragments`; each module offers those its component's
 * library resolves.
 *
 * Talks to mlir.ir objects only through their capsules (_CAPIPtr).
 */
#include "dialect_fragments/fragment.h"
#include "interop/interop.h"

#include <string.h>

#include "mlir-c/Components/Version.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

#ifdef MLIRPY_DIALECTS_PASSES
#define MODNAME "_mlirPassesDialects"
#define COMPONENT_CONFIG mlircPassesComponentConfig
#else
#define MODNAME "_mlirDialects"
#define COMPONENT_CONFIG mlircDialectsComponentConfig
#endif
/* Both modules list every handle: which component holds a dialect's C API
 * differs between LLVM releases (linalg: Passes in 19, Dialects in 22), and
 * a module offers those its libraries resolve. */
#define DIALECTS(X)                                                                                    \
  X(arith) X(func) X(cf) X(scf) X(memref) X(tensor) X(math) X(llvm) X(vector) X(pdl) X(amdgpu)       \
  X(irdl) X(ml_program) X(nvgpu) X(nvvm) X(omp) X(quant) X(rocdl) X(shape) X(spirv) X(transform)     \
  X(linalg) X(gpu) X(async) X(sparse_tensor)

/* Dialects whose C API has a handle only after LLVM 19 (their modules fall
 * back to every dialect of the build where it is missing, see _loader), and
 * those whose module upstream ships only from LLVM 22 on (xegpu: for the
 * transform extension). */
#define DIALECTS_SINCE_20(X) X(affine) X(complex) X(index) X(tosa)
#define DIALECTS_SINCE_22(X) X(emitc) X(acc) X(shard) X(smt) X(ub) X(xegpu)

#define DECLARE(ns)                                                                                    \
  MlirDialectHandle mlirGetDialectHandle__##ns##__(void) __attribute__((weak));
DIALECTS(DECLARE)
DIALECTS_SINCE_20(DECLARE)
DIALECTS_SINCE_22(DECLARE)

/* Asserts only (off in these builds): given anything but a built-in named
 * linalg op with its exact operand count and numeric element types it calls
 * through a null pointer or reads out of bounds.  mlir.dialects.linalg
 * validates all of that before calling (its allow-list, arity and types);
 * the checks here are only structural. */
void mlirLinalgFillBuiltinNamedOpRegion(MlirOperation op) __attribute__((weak));

/* mlir-c/Components/EveryDialect.h, in the Dialects component; a dialect
 * subset builds without it. */
void mlircRegisterEveryDialect(MlirDialectRegistry registry) __attribute__((weak));

typedef struct {
  const char *ns;
  MlirDialectHandle (*get)(void);
} handle_entry;

#define ENTRY(ns) {#ns, mlirGetDialectHandle__##ns##__},
static const handle_entry handles[] = {DIALECTS(ENTRY) DIALECTS_SINCE_20(ENTRY) DIALECTS_SINCE_22(ENTRY){NULL, NULL}};

/* Which of `names` (None = all) to use; -1 with an exception on unknown. */
static int selected(PyObject *names, const char *ns) {
  if (!names || names == Py_None) return 1;
  PyObject *s = PyUnicode_FromString(ns);
  if (!s) return -1;
  int r = PySequence_Contains(names, s);
  Py_DECREF(s);
  return r;
}

static int check_names(PyObject *names) {
  if (!names || names == Py_None) return 0;
  PyObject *it = PyObject_GetIter(names);
  if (!it) return -1;
  PyObject *item;
  while ((item = PyIter_Next(it))) {
    int found = 0;
    for (const handle_entry *h = handles; h->ns; ++h) {
      if (!h->get) continue;
      PyObject *s = PyUnicode_FromString(h->ns);
      if (!s) { Py_DECREF(item); Py_DECREF(it); return -1; }
      int eq = PyObject_RichCompareBool(item, s, Py_EQ);
      Py_DECREF(s);
      if (eq < 0) { Py_DECREF(item); Py_DECREF(it); return -1; }
      if (eq) { found = 1; break; }
    }
    if (!found) {
      PyErr_Format(PyExc_ValueError, "dialect %R is not available from " MODNAME, item);
      Py_DECREF(item); Py_DECREF(it);
      return -1;
    }
    Py_DECREF(item);
  }
  Py_DECREF(it);
  return PyErr_Occurred() ? -1 : 0;
}

static int fill_registry(MlirDialectRegistry reg, PyObject *names) {
  for (const handle_entry *h = handles; h->ns; ++h) {
    if (!h->get) continue;
    int s = selected(names, h->ns);
    if (s < 0) return -1;
    if (s) mlirDialectHandleInsertDialect(h->get(), reg);
  }
  return 0;
}

/* register_dialects(target, names=None, *, load=True): inserts the dialects
 * of this module (or those named) into `target`, an mlir.ir.DialectRegistry
 * or Context; a Context then loads every available dialect unless load=False. */
static PyObject *register_dialects(PyObject *module, PyObject *args, PyObject *kwds) {
  static char *kw[] = {"target", "names", "load", NULL};
  PyObject *target, *names = Py_None;
  int load = 1;
  (void)module;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "O|O$p:register_dialects", kw, &target, &names, &load))
    return NULL;
  if (check_names(names) < 0) return NULL;
  void *p = NULL;
  /* A Context first: asked for another kind, it would hand its _CAPIPtr,
   * which makes it complete its extensions. */
  int r = mlirpy_try_unwrap(target, MLIR_PYTHON_CAPSULE_CONTEXT, "register_dialects", &p);
  if (r < 0) return NULL;
  if (!r) {
    r = mlirpy_try_unwrap(target, MLIR_PYTHON_CAPSULE_DIALECT_REGISTRY, "register_dialects", &p);
    if (r < 0) return NULL;
    if (!r) {
      PyErr_Format(PyExc_TypeError, "register_dialects: expected an mlir.ir.Context or DialectRegistry, got %R",
                   (PyObject *)Py_TYPE(target));
      return NULL;
    }
    MlirDialectRegistry reg = {p};
    if (fill_registry(reg, names) < 0) return NULL;
    Py_RETURN_NONE;
  }
  MlirContext ctx = {p};
  MlirDialectRegistry reg = mlirDialectRegistryCreate();
  if (fill_registry(reg, names) < 0) { mlirDialectRegistryDestroy(reg); return NULL; }
  mlirContextAppendDialectRegistry(ctx, reg);
  mlirDialectRegistryDestroy(reg);
  if (load) mlirContextLoadAllAvailableDialects(ctx);
  Py_RETURN_NONE;
}

/* register_every_dialect(context): every dialect mlirRegisterAllDialects
 * registers, without the Passes component's extensions (which
 * mlir/_mlir_libs/__init__.py appends when a context first needs them);
 * False, registering nothing, when this build lacks the function. */
static PyObject *register_every_dialect(PyObject *module, PyObject *ctxobj) {
  (void)module;
  void *p = mlirpy_unwrap(ctxobj, MLIR_PYTHON_CAPSULE_CONTEXT, "register_every_dialect");
  if (!p) return NULL;
  if (!mlircRegisterEveryDialect) Py_RETURN_FALSE;
  MlirContext ctx = {p};
  MlirDialectRegistry reg = mlirDialectRegistryCreate();
  mlircRegisterEveryDialect(reg);
  mlirContextAppendDialectRegistry(ctx, reg);
  mlirDialectRegistryDestroy(reg);
  Py_RETURN_TRUE;
}

/* The context-init hook: every new Context gets the dialects (Context()
 * loads them after its hooks, as load_on_create_dialects says). */
static PyObject *context_init_hook(PyObject *module, PyObject *ctx) {
  PyObject *args = PyTuple_Pack(1, ctx);
  PyObject *kwds = args ? Py_BuildValue("{sO}", "load", Py_False) : NULL;
  PyObject *r = kwds ? register_dialects(module, args, kwds) : NULL;
  Py_XDECREF(args);
  Py_XDECREF(kwds);
  return r;
}

static PyObject *dialect_namespaces(PyObject *module, PyObject *unused) {
  (void)module; (void)unused;
  PyObject *l = PyList_New(0);
  for (const handle_entry *h = handles; l && h->ns; ++h) {
    if (!h->get) continue;
    PyObject *s = PyUnicode_FromString(h->ns);
    if (!s || PyList_Append(l, s) < 0) Py_CLEAR(l);
    Py_XDECREF(s);
  }
  return l;
}

/* _fill_builtin_named_op_region(op): private, for mlir.dialects.linalg, which
 * checks the op name against its allow-list and the operands' arity and
 * types first (see the comment at the declaration). */
static PyObject *fill_builtin_named_op_region(PyObject *module, PyObject *arg) {
  (void)module;
  if (!mlirLinalgFillBuiltinNamedOpRegion) {
    PyErr_SetString(PyExc_NotImplementedError,
                    MODNAME ": linalg's C API (mlirLinalgFillBuiltinNamedOpRegion) is not in this component");
    return NULL;
  }
  void *p = NULL;
  int r = mlirpy_try_unwrap(arg, MLIR_PYTHON_CAPSULE_OPERATION, "_fill_builtin_named_op_region", &p);
  if (r == 0)
    PyErr_Format(PyExc_TypeError, "_fill_builtin_named_op_region: expected an mlir.ir.Operation or OpView, got %R",
                 (PyObject *)Py_TYPE(arg));
  if (r <= 0) return NULL;
  MlirOperation op = {p};
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  /* Ops without a region builder (a null one is called through). */
  static const char *const structural[] = {"generic", "map", "reduce", "index", "yield", "softmax", "pack",
                                           "unpack", "winograd_filter_transform", "winograd_input_transform",
                                           "winograd_output_transform", NULL};
  int ok = name.length > 7 && strncmp(name.data, "linalg.", 7) == 0;
  for (const char *const *s = structural; ok && *s; ++s)
    if (name.length - 7 == strlen(*s) && strncmp(name.data + 7, *s, name.length - 7) == 0) ok = 0;
  PyObject *pyname = PyUnicode_FromStringAndSize(name.data, (Py_ssize_t)name.length);
  if (!pyname) return NULL;
  if (!ok) {
    PyErr_Format(PyExc_ValueError, "_fill_builtin_named_op_region: '%U' is not a built-in named linalg op", pyname);
    Py_DECREF(pyname);
    return NULL;
  }
  if (mlirOperationGetNumRegions(op) != 1 || !mlirBlockIsNull(mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0))) ||
      mlirOperationGetNumOperands(op) < 2) {
    PyErr_Format(PyExc_ValueError,
                 "_fill_builtin_named_op_region: '%U' needs its operands and exactly one region, empty", pyname);
    Py_DECREF(pyname);
    return NULL;
  }
  Py_DECREF(pyname);
  mlirLinalgFillBuiltinNamedOpRegion(op);
  Py_RETURN_NONE;
}

static MlirLogicalResult swallow_diagnostic(MlirDiagnostic d, void *ud) {
  (void)d; (void)ud;
  return mlirLogicalResultSuccess();
}

/* _typeid_of(names, asm, is_type): the TypeID (capsule) of the type or
 * attribute `asm`, parsed in a private context that holds only the dialects
 * `names`; None when it does not parse there.  The helper layers register
 * their classes as casters with it (the C API has no static TypeID getters
 * for dialect types). */
static PyObject *typeid_of(PyObject *module, PyObject *args) {
  (void)module;
  PyObject *names;
  const char *text;
  Py_ssize_t len;
  int is_type;
  if (!PyArg_ParseTuple(args, "Os#p:_typeid_of", &names, &text, &len, &is_type)) return NULL;
  if (names == Py_None) {
    PyErr_SetString(PyExc_TypeError, "_typeid_of: expected a list of dialect names");
    return NULL;
  }
  if (check_names(names) < 0) return NULL;
  MlirDialectRegistry reg = mlirDialectRegistryCreate();
  if (fill_registry(reg, names) < 0) { mlirDialectRegistryDestroy(reg); return NULL; }
  MlirContext c = mlirContextCreateWithRegistry(reg, false);
  mlirDialectRegistryDestroy(reg);
  mlirContextAttachDiagnosticHandler(c, swallow_diagnostic, NULL, NULL);
  MlirStringRef s = mlirStringRefCreate(text, (size_t)len);
  MlirTypeID id = {NULL};
  if (is_type) {
    MlirType t = mlirTypeParseGet(c, s);
    if (!mlirTypeIsNull(t)) id = mlirTypeGetTypeID(t);
  } else {
    MlirAttribute a = mlirAttributeParseGet(c, s);
    if (!mlirAttributeIsNull(a)) id = mlirAttributeGetTypeID(a);
  }
  mlirContextDestroy(c);
  if (!id.ptr) Py_RETURN_NONE;
  return mlirpy_capsule_new((void *)id.ptr, MLIR_PYTHON_CAPSULE_TYPEID, NULL);
}

static PyObject *component_config(PyObject *module, PyObject *unused) {
  (void)module; (void)unused;
  return PyUnicode_FromString(COMPONENT_CONFIG());
}

static PyMethodDef functions[] = {
    {"component_config", component_config, METH_NOARGS,
     "The build configuration string of the component library this module links."},
    {"register_dialects", (PyCFunction)(void (*)(void))register_dialects, METH_VARARGS | METH_KEYWORDS,
     "register_dialects(target, names=None, *, load=True): insert this component's dialects (or those named) "
     "into an mlir.ir.DialectRegistry or Context (a Context also loads them)."},
    {"register_every_dialect", register_every_dialect, METH_O,
     "register_every_dialect(context): every dialect of the build, without the extensions and interface models "
     "of the Passes component; False when this build cannot (a dialect subset)."},
    {"context_init_hook", context_init_hook, METH_O,
     "context_init_hook(context): register_dialects(context, load=False); for mlir._mlir_libs.context_init_hooks."},
    {"dialect_namespaces", dialect_namespaces, METH_NOARGS, "Namespaces of the dialects this module registers."},
    {"_typeid_of", typeid_of, METH_VARARGS,
     "_typeid_of(names, asm, is_type): TypeID capsule of a type/attribute parsed with only those dialects."},
    {"_fill_builtin_named_op_region", fill_builtin_named_op_region, METH_O,
     "_fill_builtin_named_op_region(op): mlirLinalgFillBuiltinNamedOpRegion, for mlir.dialects.linalg "
     "(which validates op first); NotImplementedError when linalg's C API is not in this module's component."},
    {NULL, NULL, 0, NULL}};

/* The fragments of native/dialect_fragments/ (fragment.h), in the order
 * their functions are added. */
static const mlirpy_fragment *const fragments[] = {
    &mlirpy_fragment_quant,      &mlirpy_fragment_llvm,          &mlirpy_fragment_nvgpu,
    &mlirpy_fragment_gpu,        &mlirpy_fragment_sparse_tensor, &mlirpy_fragment_gpu_passes,
    &mlirpy_fragment_async_passes, &mlirpy_fragment_sparse_tensor_passes, &mlirpy_fragment_smt,
    &mlirpy_fragment_smt_export, &mlirpy_fragment_irdl, &mlirpy_fragment_linalg,
    &mlirpy_fragment_llvm_translate, &mlirpy_fragment_amdgpu,        &mlirpy_fragment_quant_sub_channel};

/* Adds the functions of the fragments whose C API this component provides. */
static int exec_module(PyObject *m) {
  for (size_t i = 0; i < sizeof fragments / sizeof *fragments; ++i)
    if (mlirpy_fragment_add(m, fragments[i]) < 0) return -1;
  return 0;
}

static PyModuleDef_Slot slots[] = {{Py_mod_exec, (void *)exec_module}, {0, NULL}};
static struct PyModuleDef def = {PyModuleDef_HEAD_INIT, MODNAME,
                                 "Dialect registration of mlir.dialects (native/_mlirDialects).", 0, functions,
                                 slots, NULL, NULL, NULL};

#ifdef MLIRPY_DIALECTS_PASSES
PyMODINIT_FUNC PyInit__mlirPassesDialects(void) { return PyModuleDef_Init(&def); }
#else
PyMODINIT_FUNC PyInit__mlirDialects(void) { return PyModuleDef_Init(&def); }
#endif
