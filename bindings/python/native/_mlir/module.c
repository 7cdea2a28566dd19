/* The `_mlir` native module (mlir.ir): multi-phase init, module state, the
 * op/dialect registration hooks used by generated op classes, and the plugin
 * loader.  Links only libMLIRCorePublicAPI. */
#include "ir_builtin.h"
#include "ir_ops.h"

#include "mlir-c/Components/Plugin.h"

#include <string.h>

/* ---- registration -------------------------------------------------------------- */
static PyObject *register_dialect(PyObject *module, PyObject *cls) {
  mlirpy_state *st = mlirpy_state_from_module(module);
  if (!PyType_Check(cls) || !PyType_IsSubtype((PyTypeObject *)cls, st->Dialect)) {
    PyErr_SetString(PyExc_TypeError, "register_dialect: expected a subclass of mlir.ir.Dialect");
    return NULL;
  }
  PyObject *ns = PyObject_GetAttrString(cls, "DIALECT_NAMESPACE");
  if (!ns) return NULL;
  int rc = PyDict_SetItem(st->dialect_classes, ns, cls);
  Py_DECREF(ns);
  return rc < 0 ? NULL : mlirpy_newref(cls);
}

/* The decorator returned by register_operation: self = (module, replace,
 * dialect class).  The op class also becomes an attribute of its dialect
 * class (ctx.dialects.arith.AddFOp). */
static PyObject *register_operation_impl(PyObject *self, PyObject *cls) {
  PyObject *module = PyTuple_GetItem(self, 0);
  int replace = PyObject_IsTrue(PyTuple_GetItem(self, 1));
  PyObject *dialect = PyTuple_GetItem(self, 2);
  mlirpy_state *st = mlirpy_state_from_module(module);
  if (!PyType_Check(cls) || !PyType_IsSubtype((PyTypeObject *)cls, st->OpView)) {
    PyErr_SetString(PyExc_TypeError, "register_operation: expected a subclass of mlir.ir.OpView");
    return NULL;
  }
  PyObject *name = PyObject_GetAttrString(cls, "OPERATION_NAME");
  if (!name) return NULL;
  if (!PyUnicode_Check(name)) {
    Py_DECREF(name);
    PyErr_SetString(PyExc_TypeError, "register_operation: OPERATION_NAME must be a str");
    return NULL;
  }
  PyObject *existing = PyDict_GetItem(st->op_classes, name);
  if (existing && existing != cls && !replace) {
    PyErr_Format(PyExc_RuntimeError,
                 "Operation '%U' is already registered (pass replace=True to replace it)", name);
    Py_DECREF(name);
    return NULL;
  }
  int rc = PyDict_SetItem(st->op_classes, name, cls);
  Py_DECREF(name);
  if (rc == 0 && PyType_Check(dialect) && PyType_IsSubtype((PyTypeObject *)dialect, st->Dialect)) {
    PyObject *cls_name = PyObject_GetAttrString(cls, "__name__");
    rc = cls_name ? PyObject_SetAttr(dialect, cls_name, cls) : -1;
    Py_XDECREF(cls_name);
  }
  return rc < 0 ? NULL : mlirpy_newref(cls);
}
static PyMethodDef register_operation_impl_def = {"register_operation_decorator", register_operation_impl, METH_O, "Registers the decorated OpView subclass for its OPERATION_NAME."};

static PyObject *register_operation(PyObject *module, PyObject *args, PyObject *kwds) {
  static char *kw[] = {"dialect_class", "replace", NULL};
  PyObject *dialect; int replace = 0;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "O|$p:register_operation", kw, &dialect, &replace)) return NULL;
  PyObject *self = Py_BuildValue("(OOO)", module, replace ? Py_True : Py_False, dialect);
  if (!self) return NULL;
  PyObject *fn = PyCFunction_NewEx(&register_operation_impl_def, self, NULL);
  Py_DECREF(self);
  return fn;
}

/* register_type_caster(typeid, caster=None, *, replace=False): with no caster,
 * a decorator. */
static PyObject *register_caster(PyObject *module, PyObject *args, PyObject *kwds, int attr);
static PyObject *caster_decorator(PyObject *self, PyObject *caster) {
  PyObject *module = PyTuple_GetItem(self, 0);
  PyObject *a = Py_BuildValue("(OO)", PyTuple_GetItem(self, 1), caster);
  PyObject *k = Py_BuildValue("{sO}", "replace", PyTuple_GetItem(self, 2));
  PyObject *r = a && k ? register_caster(module, a, k, PyObject_IsTrue(PyTuple_GetItem(self, 3))) : NULL;
  Py_XDECREF(a); Py_XDECREF(k);
  if (!r) return NULL;
  Py_DECREF(r);
  return mlirpy_newref(caster);
}
static PyMethodDef caster_decorator_def = {"caster_decorator", caster_decorator, METH_O, "Registers the decorated callable as the caster for the TypeID."};
static PyObject *register_caster(PyObject *module, PyObject *args, PyObject *kwds, int attr) {
  static char *kw[] = {"typeid", "caster", "replace", NULL};
  PyObject *tid, *caster = Py_None; int replace = 0;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "O|Op:register_type_caster", kw, &tid, &caster, &replace)) return NULL;
  mlirpy_state *st = mlirpy_state_from_module(module);
  if (!PyObject_TypeCheck(tid, st->TypeID)) { PyErr_SetString(PyExc_TypeError, "typeid: expected mlir.ir.TypeID"); return NULL; }
  if (caster == Py_None) {
    PyObject *self = Py_BuildValue("(OOOO)", module, tid, replace ? Py_True : Py_False, attr ? Py_True : Py_False);
    if (!self) return NULL;
    PyObject *fn = PyCFunction_NewEx(&caster_decorator_def, self, NULL);
    Py_DECREF(self);
    return fn;
  }
  if (!PyCallable_Check(caster)) { PyErr_SetString(PyExc_TypeError, "caster must be callable"); return NULL; }
  PyObject *dict = attr ? st->attr_casters : st->type_casters;
  PyObject *cap = PyObject_GetAttrString(tid, "_CAPIPtr");
  if (!cap) return NULL;
  void *p = mlirpy_capsule_pointer(cap, MLIR_PYTHON_CAPSULE_TYPEID, "_CAPICreate");
  Py_DECREF(cap);
  if (!p) return NULL;
  PyObject *key = PyLong_FromVoidPtr(p);
  if (!key) return NULL;
  PyObject *existing = PyDict_GetItem(dict, key);
  if (!replace && existing) {
    Py_DECREF(key);
    PyErr_Format(PyExc_RuntimeError, "%s caster is already registered for this TypeID: %R (pass replace=True)",
                 attr ? "Attribute" : "Type", existing);
    return NULL;
  }
  int rc = PyDict_SetItem(dict, key, caster);
  Py_DECREF(key);
  if (rc < 0) return NULL;
  Py_RETURN_NONE;
}
static PyObject *register_type_caster(PyObject *m, PyObject *a, PyObject *k) { return register_caster(m, a, k, 0); }
static PyObject *register_attribute_caster(PyObject *m, PyObject *a, PyObject *k) { return register_caster(m, a, k, 1); }

/* ---- plugins --------------------------------------------------------------------- */
static void collect_error(MlirStringRef s, void *ud) {
  PyObject **msg = ud;
  PyObject *part = mlirpy_from_strref(s);
  if (!part) { PyErr_Clear(); return; }
  if (!*msg) { *msg = part; return; }
  PyObject *joined = PyUnicode_Concat(*msg, part);
  Py_DECREF(part);
  if (!joined) { PyErr_Clear(); return; }
  Py_DECREF(*msg);
  *msg = joined;
}

static PyObject *raise_plugin_error(mlirpy_state *st, const char *what, PyObject *msg) {
  PyObject *text = msg ? PyUnicode_FromFormat("%s: %U", what, msg) : PyUnicode_FromString(what);
  Py_XDECREF(msg);
  if (!text) return NULL;
  PyObject *exc = PyObject_CallFunctionObjArgs(st->MLIRError, text, NULL);
  if (exc) {
    PyObject *l = PyList_New(0);
    PyObject_SetAttrString(exc, "message", text);
    if (l) { PyObject_SetAttrString(exc, "error_diagnostics", l); Py_DECREF(l); }
    PyErr_SetObject(st->MLIRError, exc);
    Py_DECREF(exc);
  }
  Py_DECREF(text);
  return NULL;
}

static PyObject *init_context_for_plugins(mlirpy_state *st, PyMlirContext *c) {
  PyObject *msg = NULL;
  MlirDialectRegistry reg = mlirDialectRegistryCreate();
  MlirLogicalResult r = mlircPluginsRegisterDialects(reg, collect_error, &msg);
  if (mlirLogicalResultIsSuccess(r)) mlirContextAppendDialectRegistry(c->ctx, reg);
  mlirDialectRegistryDestroy(reg);
  if (mlirLogicalResultIsFailure(r)) return raise_plugin_error(st, "plugin dialect registration failed", msg);
  r = mlircPluginsInitializeContext(c->ctx, collect_error, &msg);
  if (mlirLogicalResultIsFailure(r)) return raise_plugin_error(st, "plugin context initialization failed", msg);
  Py_XDECREF(msg);
  Py_RETURN_NONE;
}

/* The context-init hook installed by the first load_plugin. */
static PyObject *plugin_context_hook(PyObject *module, PyObject *ctx) {
  mlirpy_state *st = mlirpy_state_from_module(module);
  if (!PyObject_TypeCheck(ctx, st->Context)) { PyErr_SetString(PyExc_TypeError, "expected Context"); return NULL; }
  return init_context_for_plugins(st, (PyMlirContext *)ctx);
}
static PyMethodDef plugin_hook_def = {"_plugin_context_hook", plugin_context_hook, METH_O, "_plugin_context_hook(context): registers the dialects of the loaded plugins in `context`."};

static PyObject *plugin_info(MlircPlugin p) {
  return Py_BuildValue("{sNsNsN}", "name", mlirpy_from_strref(mlircPluginGetName(p)),
                       "version", mlirpy_from_strref(mlircPluginGetVersion(p)),
                       "path", mlirpy_from_strref(mlircPluginGetPath(p)));
}

static PyObject *load_plugin(PyObject *module, PyObject *args, PyObject *kwds) {
  static char *kw[] = {"path", "context", NULL};
  PyObject *path, *context = Py_None;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "O|O:load_plugin", kw, &path, &context)) return NULL;
  mlirpy_state *st = mlirpy_state_from_module(module);
  PyObject *fs = PyOS_FSPath(path);
  if (!fs) return NULL;
  PyObject *s = PyUnicode_Check(fs) ? mlirpy_newref(fs) : PyUnicode_DecodeFSDefault(PyBytes_AsString(fs));
  Py_DECREF(fs);
  if (!s) return NULL;
  const char *p; Py_ssize_t n; PyObject *keep;
  if (mlirpy_str(s, &p, &n, &keep) < 0) { Py_DECREF(s); return NULL; }
  PyObject *msg = NULL;
  MlircPlugin plugin = mlircPluginLoad(mlirStringRefCreate(p, n), collect_error, &msg);
  Py_DECREF(keep); Py_DECREF(s);
  if (mlircPluginIsNull(plugin)) return raise_plugin_error(st, "Unable to load plugin", msg);
  Py_XDECREF(msg);
  /* New contexts get the plugins' dialects from now on. */
  PyObject *hook = PyObject_GetAttrString(module, "_plugin_context_hook");
  if (!hook) return NULL;
  int present = PySequence_Contains(st->context_init_hooks, hook);
  if (present == 0 && PyList_Append(st->context_init_hooks, hook) < 0) present = -1;
  Py_DECREF(hook);
  if (present < 0) return NULL;
  if (context != Py_None) {
    PyMlirContext *c = mlirpy_resolve_context(st, context);
    if (!c) return NULL;
    PyObject *r = init_context_for_plugins(st, c);
    if (!r) return NULL;
    Py_DECREF(r);
  }
  return plugin_info(plugin);
}

static PyObject *loaded_plugins(PyObject *module, PyObject *u) {
  (void)module; (void)u;
  size_t n = mlircPluginGetNumLoaded();
  PyObject *l = PyList_New((Py_ssize_t)n);
  for (size_t i = 0; l && i < n; ++i) {
    PyObject *d = plugin_info(mlircPluginGetLoaded(i));
    if (!d) { Py_CLEAR(l); break; }
    PyList_SetItem(l, (Py_ssize_t)i, d);
  }
  return l;
}

static PyMethodDef module_functions[] = {
    {"register_dialect", register_dialect, METH_O, "Class decorator: the Dialect subclass for DIALECT_NAMESPACE."},
    {"register_operation", (PyCFunction)(void (*)(void))register_operation, METH_VARARGS | METH_KEYWORDS,
     "register_operation(dialect_class, *, replace=False) -> class decorator registering an OpView subclass."},
    {"register_type_caster", (PyCFunction)(void (*)(void))register_type_caster, METH_VARARGS | METH_KEYWORDS,
     "register_type_caster(typeid, caster=None, replace=False)"},
    {"register_attribute_caster", (PyCFunction)(void (*)(void))register_attribute_caster, METH_VARARGS | METH_KEYWORDS,
     "register_attribute_caster(typeid, caster=None, replace=False)"},
    {"load_plugin", (PyCFunction)(void (*)(void))load_plugin, METH_VARARGS | METH_KEYWORDS,
     "load_plugin(path, context=None) -> dict(name, version, path); new contexts get its dialects."},
    {"loaded_plugins", loaded_plugins, METH_NOARGS, "loaded_plugins(): the plugins loaded into this process."},
    {NULL}};

/* ---- one interpreter per process ------------------------------------------------
 * MLIR's registries, the plugin loader and a few cached classes are
 * process-wide, and objects of one interpreter must never reach another, so
 * the module loads in one interpreter at a time: the first to import it
 * holds it until its instance is freed, and an import in any other fails
 * with ImportError.  Reloading in the same interpreter is fine. */
static int64_t owner_interpreter = -1;
static int live_instances;

static int claim_interpreter(void) {
  int64_t id = PyInterpreterState_GetID(PyInterpreterState_Get());
  if (id < 0) return -1;
  if (live_instances > 0 && owner_interpreter != id) {
    PyErr_Format(PyExc_ImportError,
                 "mlir._mlir_libs._mlir cannot be loaded in more than one interpreter: it is already "
                 "loaded in interpreter %lld (sub-interpreters are not supported)",
                 (long long)owner_interpreter);
    return -1;
  }
  owner_interpreter = id;
  ++live_instances;
  return 0;
}
static void release_interpreter(void) {
  if (live_instances > 0 && --live_instances == 0) owner_interpreter = -1;
}

/* ---- module init ------------------------------------------------------------------ */
/* The one ordered init list: each area's setup function, a class made
 * before the subclasses, class properties and methods that need it (Type and
 * Attribute before their typed subclasses, the operation classes before
 * SymbolTable.walk_symbol_tables, the interfaces and mlir.rewrite). */
static int (*const setups[])(mlirpy_state *) = {
    mlirpy_init_object,           /* _ClassProperty (object.c) */
    mlirpy_init_thread_pool,      /* ThreadPool, before Context */
    mlirpy_init_context,          /* Context, diagnostics, DialectRegistry, dialects, TypeID */
    mlirpy_init_location,
    mlirpy_init_typebase,         /* Type, Attribute */
    mlirpy_init_types,
    mlirpy_init_enums,            /* ir.__getattr__ for the enums; IntegerType.Signedness */
    mlirpy_init_affine,
    mlirpy_init_attributes,
    mlirpy_init_dense,
    mlirpy_init_module,
    mlirpy_init_operation,
    mlirpy_init_insertion_point,
    mlirpy_init_block,
    mlirpy_init_value,
    mlirpy_init_op_sequences,
    mlirpy_init_op_attributes,
    mlirpy_init_symbol_table,
    mlirpy_init_asm_state,
    mlirpy_init_debug,
    mlirpy_init_symbol_walk,
    mlirpy_init_interfaces,
    mlirpy_init_rewrite,          /* the mlir.rewrite submodule */
    mlirpy_init_ods_helpers,      /* for mlir/dialects/_ods_common.py */
};

static int mlir_exec(PyObject *m) {
  mlirpy_state *st = mlirpy_state_from_module(m);
  memset(st, 0, sizeof *st);
  if (claim_interpreter() < 0) return -1;
  st->module = m;
  PyObject *name = PyModule_GetNameObject(m);
  if (!name) return -1;
  PyObject *irname = PyUnicode_FromFormat("%U.ir", name);
  Py_DECREF(name);
  if (!irname) return -1;
  st->ir = PyModule_NewObject(irname);
  Py_DECREF(irname);
  if (!st->ir) return -1;
  Py_INCREF(st->ir);
  if (PyModule_AddObject(m, "ir", st->ir) < 0) { Py_DECREF(st->ir); return -1; }
  st->stack_key = PyUnicode_FromFormat("mlir._mlir_libs._mlir.stack.%p", (void *)st);
  st->op_classes = PyDict_New();
  st->dialect_classes = PyDict_New();
  st->type_casters = PyDict_New();
  st->attr_casters = PyDict_New();
  st->context_init_hooks = PyList_New(0);
  st->dialect_modules_tried = PyDict_New();
  if (!st->dialect_modules_tried ||
      !st->stack_key || !st->op_classes || !st->dialect_classes || !st->type_casters || !st->attr_casters ||
      !st->context_init_hooks)
    return -1;
  PyObject *d = PyDict_New();
  if (!d) return -1;
  PyObject *mn = PyUnicode_FromString("mlir.ir");
  if (mn) { PyDict_SetItemString(d, "__module__", mn); Py_DECREF(mn); }
  st->MLIRError = PyErr_NewExceptionWithDoc(
      "mlir.ir.MLIRError",
      "An MLIR operation failed; str() carries MLIR's diagnostics, `error_diagnostics` lists them.",
      PyExc_Exception, d);
  Py_DECREF(d);
  if (!st->MLIRError) return -1;
  Py_INCREF(st->MLIRError);
  if (PyModule_AddObject(st->ir, "MLIRError", st->MLIRError) < 0) { Py_DECREF(st->MLIRError); return -1; }
  Py_INCREF(st->context_init_hooks);
  if (PyModule_AddObject(m, "_context_init_hooks", st->context_init_hooks) < 0) { Py_DECREF(st->context_init_hooks); return -1; }
  /* The words of the no-Context RuntimeError, for the package's Python code. */
  if (PyModule_AddStringConstant(m, "_NO_CONTEXT", MLIRPY_NO_CONTEXT) < 0) return -1;
  Py_INCREF(st->dialect_modules_tried);
  if (PyModule_AddObject(m, "_dialect_modules_tried", st->dialect_modules_tried) < 0) {
    Py_DECREF(st->dialect_modules_tried);
    return -1;
  }
  PyObject *hook = PyCFunction_NewEx(&plugin_hook_def, m, NULL);
  if (!hook || PyModule_AddObject(m, "_plugin_context_hook", hook) < 0) { Py_XDECREF(hook); return -1; }
  for (size_t i = 0; i < sizeof setups / sizeof *setups; ++i)
    if (setups[i](st) < 0) return -1;
  /* Convenience re-exports in the ir module. */
  for (PyMethodDef *f = module_functions; f->ml_name; ++f) {
    PyObject *fn = PyObject_GetAttrString(m, f->ml_name);
    if (!fn || PyModule_AddObject(st->ir, f->ml_name, fn) < 0) { Py_XDECREF(fn); return -1; }
  }
  return 0;
}

static int mlir_traverse(PyObject *m, visitproc visit, void *arg) {
  mlirpy_state *st = mlirpy_state_from_module(m);
  if (!st) return 0;
#define VISIT_FIELD(name) Py_VISIT(st->name);
  MLIRPY_STATE_TYPES(VISIT_FIELD)
  MLIRPY_STATE_OBJECTS(VISIT_FIELD)
#undef VISIT_FIELD
  return 0;
}
static int mlir_clear(PyObject *m) {
  mlirpy_state *st = mlirpy_state_from_module(m);
  if (!st) return 0;
#define CLEAR_FIELD(name) Py_CLEAR(st->name);
  MLIRPY_STATE_TYPES(CLEAR_FIELD)
  MLIRPY_STATE_OBJECTS(CLEAR_FIELD)
#undef CLEAR_FIELD
  return 0;
}
static void mlir_free(void *m) {
  mlirpy_state *st = mlirpy_state_from_module((PyObject *)m);
  mlir_clear((PyObject *)m);
  if (!st) return;
  mlirpy_ptrmap_free(&st->live_contexts);
  if (st->module) release_interpreter(); /* set once claim_interpreter succeeded */
}

/* The state holds a strong reference to every class it names (traverse and
 * clear above); each class refers back to the module (`_mlirpy_state`). */
static PyModuleDef_Slot mlir_slots[] = {{Py_mod_exec, mlir_exec}, {0, NULL}};
static struct PyModuleDef mlir_def = {
    PyModuleDef_HEAD_INIT, "_mlir", "MLIR core IR bindings (mlir.ir), written in C on the limited API.",
    sizeof(mlirpy_state), module_functions, mlir_slots, mlir_traverse, mlir_clear, mlir_free};

PyMODINIT_FUNC PyInit__mlir(void) {
  mlirpy_set_module_def(&mlir_def);
  return PyModuleDef_Init(&mlir_def);
}
