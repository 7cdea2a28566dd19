/*===-- mlirpy.h - internal header of the mlir Python bindings (C) --------===*
 *
 * Shared by the C files of the `_mlir` native module (mlir.ir).  Read this
 * before adding a class.
 *
 * Build: CPython limited API 3.9 (Py_LIMITED_API=0x03090000), one .abi3.so for
 * CPython 3.9..3.13.  So: no buffer protocol, no PyUnicode_AsUTF8AndSize (use
 * mlirpy_str()), no vectorcall, no PyType_FromModuleAndSpec.  Every class is a
 * heap type made with PyType_FromSpecWithBases; a type finds its module state
 * through its `_mlirpy_state` attribute, the _mlir module itself
 * (mlirpy_state_from_type), and every object that depends on a context finds
 * it through its context (`ctx->st`).
 *
 * Ownership:
 *   - Context (PyMlirContext) owns the MlirContext.  Every other object holds a
 *     strong reference to its context, so the context dies last.
 *   - Module (PyMlirModule) owns an MlirModule.
 *   - Operation (PyMlirOperation) is interned per context: one Python object
 *     per MlirOperation (ctx->live_ops), the primary.  Where the version's
 *     upstream hands out a new object each time (MLIRPY_HAS_FRESH_OPERATION_
 *     OBJECTS), the others are aliases: `primary` holds the interned one, and
 *     all state (valid, owned, owner) is the primary's, so resolve an
 *     Operation with mlirpy_op_primary before reading or changing it
 *     (mlirpy_base_op and mlirpy_check_op do).  A detached operation created from
 *     Python is `owned` and destroyed with its Python object.  An attached one
 *     holds `owner`, the Python object of an ancestor (an Operation or Module),
 *     so the IR it lives in stays alive.  Erasing or destroying IR walks it and
 *     invalidates (valid = 0, removed from live_ops) every interned operation
 *     in it; using an invalid operation raises RuntimeError.
 *   - Region, Block, Value, OpOperand hold their operation (`op`), and check
 *     `op->valid` on every use (MLIRPY_CHECK_OP).
 *   - Type, Attribute, Location, AffineMap... (uniqued) hold only the context.
 *
 * Errors: C API calls that may emit diagnostics run between
 * mlirpy_capture_begin / mlirpy_capture_end; on failure raise with
 * mlirpy_raise_mlir_error(ctx, "what failed", captured), giving an
 * mlir.ir.MLIRError whose text carries MLIR's diagnostics.
 *
 * Adding a typed Type/Attribute subclass: fill a mlirpy_subclass_def (name,
 * isa, typeid, methods, getset, doc, extra slots) and call
 * mlirpy_make_subclass(st, base, &def) from the init function of your file
 * (ir_types.c: mlirpy_init_types, ir_attributes.c: mlirpy_init_attributes,
 * ir_affine.c: mlirpy_init_affine; the machinery is in ir_typebase.c).  Wrap
 * results with mlirpy_type_wrap / mlirpy_attr_wrap, which return the
 * registered subclass for the value's TypeID.  A new C file goes into
 * sources.txt of this folder (read by CMake and Meson).
 *
 * Layers: object.c, args.c, support.c, errors.c and nesting.c (slots,
 * argument conversion, text, state, errors, the nesting guard) include no
 * class header and call no class file.  Above them, wrap.c (wrap.h) makes
 * the Python object of any C API value and checks arguments, taking each
 * wrapper class from the module state, so it calls no class file either.
 * Class files (ir_*.c) call downwards or into files that never call them
 * back: no two files call each other in a loop.  Each class area exports
 * its setup function, listed in module.c's `setups`.
 *===----------------------------------------------------------------------===*/
#ifndef MLIRPY_H
#define MLIRPY_H

#include "interop/interop.h" /* Python.h, capsules, the string sink */

#include <stdbool.h>
#include <stdint.h>

#include "mlir-c/AffineExpr.h"
#include "mlir-c/AffineMap.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"
#include "mlir-c/IntegerSet.h"
#include "mlir-c/Support.h"

#define MLIRPY_INTERNAL __attribute__((visibility("hidden")))

/* ---- small helpers ------------------------------------------------------ */
static inline PyObject *mlirpy_newref(PyObject *o) { Py_INCREF(o); return o; }
static inline PyObject *mlirpy_none(void) { Py_INCREF(Py_None); return Py_None; }

/* PySequence_Fast results without the non-limited macros. */
static inline Py_ssize_t mlirpy_fast_size(PyObject *f) { return PyList_Check(f) ? PyList_Size(f) : PyTuple_Size(f); }
static inline PyObject *mlirpy_fast_item(PyObject *f, Py_ssize_t i) {
  return PyList_Check(f) ? PyList_GetItem(f, i) : PyTuple_GetItem(f, i);
}

/* UTF-8 view of a str: fills s and n; keep is a bytes object to DECREF after
 * use.  Returns -1 with TypeError set when `o` is not a str. */
MLIRPY_INTERNAL int mlirpy_str(PyObject *o, const char **s, Py_ssize_t *n, PyObject **keep);
MLIRPY_INTERNAL PyObject *mlirpy_from_strref(MlirStringRef s);

/* repr as "ClassName(str(self))", with `str` the object's str function. */
MLIRPY_INTERNAL PyObject *mlirpy_repr_as_call(PyObject *self, PyObject *(*str)(PyObject *));

/* ---- pointer hash map (open addressing) --------------------------------- */
typedef struct mlirpy_ptrmap {
  const void **keys;
  void **vals;
  size_t cap, count, used; /* used counts tombstones too */
} mlirpy_ptrmap;
MLIRPY_INTERNAL int mlirpy_ptrmap_put(mlirpy_ptrmap *m, const void *k, void *v);
MLIRPY_INTERNAL void *mlirpy_ptrmap_get(const mlirpy_ptrmap *m, const void *k);
MLIRPY_INTERNAL void mlirpy_ptrmap_del(mlirpy_ptrmap *m, const void *k);
MLIRPY_INTERNAL void mlirpy_ptrmap_free(mlirpy_ptrmap *m);
/* Calls fn(key, value, ud) for each entry; fn must not modify the map. */
MLIRPY_INTERNAL void mlirpy_ptrmap_foreach(const mlirpy_ptrmap *m,
                                           void (*fn)(const void *, void *, void *), void *ud);

/* ---- module state -------------------------------------------------------
 * Every Python object the state holds is listed once here: the struct, the
 * module's traverse and clear (module.c) expand the same lists, so a new
 * class or dict added to a list is visited and cleared without more code. */
#define MLIRPY_STATE_TYPES(X)                                                                   \
  X(Context) X(Location) X(Module) X(OperationBase) X(Operation) X(OpView) X(Region) X(Block)   \
  X(Value) X(OpResult) X(BlockArgument) X(OpOperand) X(Type) X(Attribute) X(NamedAttribute)      \
  X(InsertionPoint) X(DialectRegistry) X(TypeID) X(SymbolTable) X(DialectDescriptor) X(Dialect) \
  X(Dialects) X(Diagnostic) X(DiagnosticHandler) X(OpOperandList) X(OpResultList)               \
  X(BlockArgumentList) X(RegionSequence) X(OpSuccessors) X(OperationList) X(BlockList)          \
  X(LinkedIterator) X(OpAttributeMap) X(OpOperandUses) X(AffineExpr) X(AffineMap) X(IntegerSet) \
  X(IntegerSetConstraint) X(ClassProperty) X(ThreadPool)                                        \
  X(PDLModule) X(FrozenRewritePatternSet) X(IRRewriter) /* mlir.rewrite (ir_rewrite.c) */
#define MLIRPY_STATE_OBJECTS(X)                                                                 \
  X(ir)                    /* the mlir.ir submodule */                                          \
  X(stack_key)             /* key of the per-thread context/location/ip stack */                \
  X(MLIRError)                                                                                  \
  X(DiagnosticSeverity)    /* enum classes, made on first use (ir_enums.c) */                   \
  X(WalkOrder)                                                                                  \
  X(WalkResult)                                                                                 \
  X(Signedness)            /* IntegerType.Signedness */                                         \
  X(op_classes)            /* dict: op name -> OpView subclass */                               \
  X(dialect_classes)       /* dict: namespace -> Dialect subclass */                            \
  X(type_casters)          /* dict: TypeID int -> class or callable */                          \
  X(attr_casters)          /* dict: TypeID int -> class or callable */                          \
  X(context_init_hooks)    /* list of callables(ctx), run by Context() */                       \
  X(dialect_modules_tried) /* dict: namespace -> True once its module import was tried */       \
  X(value_casters)         /* dict: TypeID int -> callable (register_value_caster, ir_value.c) */ \
  X(affine_expr_classes)   /* list: AffineExpr class by kind (ir_affine.c) */

typedef struct mlirpy_state {
  PyObject *module;   /* borrowed: the _mlir module */
#define MLIRPY_DECLARE_TYPE(name) PyTypeObject *name;
#define MLIRPY_DECLARE_OBJECT(name) PyObject *name;
  MLIRPY_STATE_TYPES(MLIRPY_DECLARE_TYPE)
  MLIRPY_STATE_OBJECTS(MLIRPY_DECLARE_OBJECT)
#undef MLIRPY_DECLARE_TYPE
#undef MLIRPY_DECLARE_OBJECT
  mlirpy_ptrmap live_contexts;  /* MlirContext.ptr -> PyMlirContext* (borrowed) */
} mlirpy_state;

/* A class finds its state through its `_mlirpy_state` attribute, which is
 * the _mlir module itself: the class keeps the module (and so the state)
 * alive, and the GC sees the cycle module -> state -> class -> module.
 * Returns NULL with an exception when the class has no live state. */
MLIRPY_INTERNAL mlirpy_state *mlirpy_state_from_type(PyObject *type);
MLIRPY_INTERNAL mlirpy_state *mlirpy_state_from_module(PyObject *module);
/* An attribute name looked up on every operation built, interned once per
 * process in `*slot` (NULL with an exception if that fails). */
MLIRPY_INTERNAL PyObject *mlirpy_interned(PyObject **slot, const char *name);
/* Tells support.c the definition of the _mlir module (PyInit__mlir). */
MLIRPY_INTERNAL void mlirpy_set_module_def(struct PyModuleDef *def);
/* Sets `_mlirpy_state` on a freshly made class and adds it to the ir module. */
MLIRPY_INTERNAL int mlirpy_register_class(mlirpy_state *st, PyTypeObject *t, const char *name);
/* PyType_FromSpecWithBases + mlirpy_register_class; base may be NULL. */
MLIRPY_INTERNAL PyTypeObject *mlirpy_make_class(mlirpy_state *st, PyType_Spec *spec,
                                                PyTypeObject *base, const char *name);

/* ---- objects ------------------------------------------------------------ */
typedef struct PyMlirContext {
  PyObject_HEAD
  MlirContext ctx;
  mlirpy_state *st;
  PyObject *module;             /* strong ref keeping the state alive */
  mlirpy_ptrmap live_ops;       /* MlirOperation.ptr -> PyMlirOperation* */
  mlirpy_ptrmap live_modules;   /* module's operation ptr -> PyMlirModule* */
  MlirDiagnosticHandlerID handler_id;
  PyObject *handlers;           /* list of DiagnosticHandler */
  PyObject *capture;            /* list while capturing errors, else NULL */
  int owned;
  char emit_error_diagnostics;  /* errors go to handlers even while capturing */
  char bare;                    /* Context(bare=True): imports no dialect module */
  char extensions_pending;      /* every dialect registered, the Passes component's
                                   extensions not yet (mlirpy_context_complete) */
  PyObject *thread_pool;        /* ThreadPool it runs on (set_thread_pool), else NULL */
} PyMlirContext;

/* Operation and OpView share the _OperationBase methods; `is_view` tells
 * them apart (set by their constructors). */
typedef struct PyMlirOperation {
  PyObject_HEAD
  char is_view;        /* 0 */
  char valid;
  char owned;          /* detached and destroyed with this object */
  MlirOperation op;
  PyMlirContext *ctx;  /* strong */
  PyObject *owner;     /* strong: ancestor Operation/Module; NULL if owned or unowned */
  struct PyMlirOperation *primary; /* strong: the interned object, if this is an alias */
} PyMlirOperation;

static inline PyMlirOperation *mlirpy_op_primary(PyMlirOperation *o) { return o->primary ? o->primary : o; }

typedef struct PyMlirOpView {
  PyObject_HEAD
  char is_view;        /* 1 */
  PyObject *operation; /* PyMlirOperation, NULL until __init__ */
} PyMlirOpView;

typedef struct PyMlirModule {
  PyObject_HEAD
  MlirModule mod;
  PyMlirContext *ctx;
} PyMlirModule;

/* Uniqued objects: Type, Attribute, Location, AffineExpr, AffineMap,
 * IntegerSet, DialectDescriptor.  Same layout for all; `ptr` is the C API
 * struct's .ptr. */
typedef struct PyMlirUniqued {
  PyObject_HEAD
  const void *ptr;
  PyMlirContext *ctx;
} PyMlirUniqued;
typedef PyMlirUniqued PyMlirType, PyMlirAttribute, PyMlirLocation;

/* Block, Region, Value, OpOperand: `ptr` plus the operation keeping it alive.
 * `aux` is the OpOperand's operand... (kind-specific). */
typedef struct PyMlirDependent {
  PyObject_HEAD
  const void *ptr;
  PyMlirOperation *op;
} PyMlirDependent;
typedef PyMlirDependent PyMlirBlock, PyMlirRegion, PyMlirValue;

static inline MlirType mlirpy_type(PyObject *o) { MlirType t = {(void *)((PyMlirUniqued *)o)->ptr}; return t; }
static inline MlirAttribute mlirpy_attr(PyObject *o) { MlirAttribute a = {(void *)((PyMlirUniqued *)o)->ptr}; return a; }
static inline MlirLocation mlirpy_loc(PyObject *o) { MlirLocation l = {(void *)((PyMlirUniqued *)o)->ptr}; return l; }
static inline MlirBlock mlirpy_block(PyObject *o) { MlirBlock b = {(void *)((PyMlirDependent *)o)->ptr}; return b; }
static inline MlirRegion mlirpy_region(PyObject *o) { MlirRegion r = {(void *)((PyMlirDependent *)o)->ptr}; return r; }
static inline MlirValue mlirpy_value(PyObject *o) { MlirValue v = {(void *)((PyMlirDependent *)o)->ptr}; return v; }

/* Raise RuntimeError unless the operation is valid. */
MLIRPY_INTERNAL int mlirpy_check_op(PyMlirOperation *op);
#define MLIRPY_CHECK_OP(o, ret) do { if (mlirpy_check_op(o) < 0) return ret; } while (0)

/* ---- conversions (new references; NULL with an exception on failure) ----
 * Wrapping is in wrap.c, unwrapping in args.c and wrap.c; except
 * mlirpy_context_wrap (ir_context.c), mlirpy_uniqued_new (object.c) and
 * mlirpy_named_attributes (ir_attributes.c). */
MLIRPY_INTERNAL PyObject *mlirpy_context_wrap(mlirpy_state *st, MlirContext c);
MLIRPY_INTERNAL PyObject *mlirpy_type_wrap(PyMlirContext *ctx, MlirType t);
MLIRPY_INTERNAL PyObject *mlirpy_attr_wrap(PyMlirContext *ctx, MlirAttribute a);
MLIRPY_INTERNAL PyObject *mlirpy_loc_wrap(PyMlirContext *ctx, MlirLocation l);
MLIRPY_INTERNAL PyObject *mlirpy_uniqued_new(PyTypeObject *t, PyMlirContext *ctx, const void *ptr);
/* The interned Operation for `op`; `parent` (may be NULL) is an ancestor's
 * Python object to keep alive, else one is looked up. */
MLIRPY_INTERNAL PyMlirOperation *mlirpy_op_wrap(PyMlirContext *ctx, MlirOperation op, PyObject *parent);
/* The op class registered for `opname` (borrowed) after importing the
 * dialect module of its namespace (once per namespace; never for a bare
 * context); NULL, without an exception, when there is none. */
/* Imports the mlir.dialects module of namespace `ns` (a str) once per
 * namespace, so its op classes and type/attribute casters register; 1 if it
 * was tried now, 0 if before or for a bare Context.  Never raises. */
MLIRPY_INTERNAL int mlirpy_autoload_dialect_module(PyMlirContext *ctx, PyObject *ns);
MLIRPY_INTERNAL PyObject *mlirpy_autoload_op_class(PyMlirContext *ctx, PyObject *opname);
/* The OpView (registered subclass if any) for an operation. */
MLIRPY_INTERNAL PyObject *mlirpy_opview_wrap(PyMlirOperation *op);
MLIRPY_INTERNAL PyObject *mlirpy_dependent_new(PyTypeObject *t, PyMlirOperation *op, const void *ptr);
MLIRPY_INTERNAL PyObject *mlirpy_value_wrap(PyMlirOperation *op, MlirValue v);
MLIRPY_INTERNAL PyObject *mlirpy_block_wrap(PyMlirOperation *op, MlirBlock b);
MLIRPY_INTERNAL PyObject *mlirpy_affine_map_wrap(PyMlirContext *ctx, MlirAffineMap m);

/* Argument unwrapping with TypeError. `what` names the argument. */
MLIRPY_INTERNAL int mlirpy_get_type(mlirpy_state *st, PyObject *o, MlirType *out, const char *what);
MLIRPY_INTERNAL int mlirpy_get_attr(mlirpy_state *st, PyObject *o, MlirAttribute *out, const char *what);
MLIRPY_INTERNAL int mlirpy_get_affine_map(mlirpy_state *st, PyObject *o, MlirAffineMap *out, const char *what);
/* A dict of str to Attribute (or NULL/None: empty) as named attributes of
 * context `ctx`; PyMem_Free the result.  NULL with an exception on error. */
MLIRPY_INTERNAL MlirNamedAttribute *mlirpy_named_attributes(PyMlirContext *ctx, PyObject *dict, Py_ssize_t *n,
                                                            const char *what);
MLIRPY_INTERNAL int mlirpy_get_value(mlirpy_state *st, PyObject *o, MlirValue *out, const char *what);
/* Operation or OpView -> borrowed PyMlirOperation (valid). */
MLIRPY_INTERNAL PyMlirOperation *mlirpy_get_op(mlirpy_state *st, PyObject *o, const char *what);

/* Context resolution: explicit `context` argument (None/NULL = current). */
MLIRPY_INTERNAL PyMlirContext *mlirpy_resolve_context(mlirpy_state *st, PyObject *context); /* borrowed */
MLIRPY_INTERNAL PyObject *mlirpy_resolve_location(mlirpy_state *st, PyObject *loc);     /* borrowed */
MLIRPY_INTERNAL PyObject *mlirpy_current(mlirpy_state *st, int which); /* borrowed or NULL, no error */
enum { MLIRPY_CUR_CONTEXT = 0, MLIRPY_CUR_LOCATION = 1, MLIRPY_CUR_IP = 2 };
MLIRPY_INTERNAL int mlirpy_push(mlirpy_state *st, PyObject *ctx, PyObject *loc, PyObject *ip);
MLIRPY_INTERNAL int mlirpy_pop(mlirpy_state *st, int which, PyObject *expected);

/* Context() registers every dialect, but their extensions and interface
 * models (the Passes component, a large library to map) only when the
 * context first needs them.  The code here calls this where a pending
 * context could behave differently without them (a parse that failed, an op
 * its dialect does not define, a capsule handed to other code, rewriting);
 * it calls _complete_contexts (mlir/_mlir_libs/__init__.py), which maps
 * Passes and appends its registry to every pending context.  Returns 1 when
 * `ctx` was pending and now has everything (the caller retries), 0 when it
 * was not, -1 with an exception. */
MLIRPY_INTERNAL int mlirpy_context_complete(PyMlirContext *ctx);

/* A parser for mlirpy_parse: `text` parsed in `c` (`extra` is its own
 * argument), NULL on failure. */
typedef const void *(*mlirpy_parser)(MlirContext c, MlirStringRef text, const void *extra);
/* Runs `parse` with its diagnostics captured into *caps (a new list or
 * NULL).  When it fails in a context waiting for its extensions, which may
 * define what failed, the context gets them and it runs again; *caps is then
 * the second run's.  NULL on failure; with an exception set (and *caps NULL)
 * when completing the context failed. */
MLIRPY_INTERNAL const void *mlirpy_parse(PyMlirContext *c, mlirpy_parser parse, MlirStringRef text,
                                         const void *extra, PyObject **caps);

/* Diagnostics capture. */
MLIRPY_INTERNAL PyObject *mlirpy_capture_begin(PyMlirContext *ctx); /* returns previous (may be NULL) */
MLIRPY_INTERNAL PyObject *mlirpy_capture_end(PyMlirContext *ctx, PyObject *prev); /* new list */
/* Raises MLIRError("<what>:\n<diagnostics>"); steals `captured` (may be NULL). Returns NULL. */
/* "<what>:\nerror: <loc>: <message>\n note: <loc>: <message>..." for a list
 * of Diagnostic (new str). */
MLIRPY_INTERNAL PyObject *mlirpy_format_mlir_error(const char *what, PyObject *diagnostics);
MLIRPY_INTERNAL PyObject *mlirpy_raise_mlir_error(PyMlirContext *ctx, const char *what, PyObject *captured);

/* Raises MLIRError("<what>: input nested deeper than ...") and returns -1
 * when MLIR source text nests deeper than mlirpy_nesting_limit() brackets
 * (the parser would overflow the stack); 0 otherwise.  Call before parsing.
 * The limit is MLIRPY_MAX_NESTING, lower on a thread with a small stack. */
MLIRPY_INTERNAL int mlirpy_check_nesting(PyMlirContext *ctx, const char *what, const char *s, Py_ssize_t n);
/* The same for IR: raises MLIRError("<what>: IR nested deeper than ...")
 * and returns -1 when `op` nests deeper than mlirpy_nesting_limit()
 * operations.  Call before printing, verifying or writing bytecode. */
MLIRPY_INTERNAL int mlirpy_check_op_nesting(PyMlirContext *ctx, const char *what, MlirOperation op);

/* IR invalidation. */
MLIRPY_INTERNAL void mlirpy_invalidate_nested(PyMlirContext *ctx, MlirOperation root, bool include_root);

/* ---- typed subclasses ---------------------------------------------------- */
typedef struct mlirpy_subclass_def {
  const char *name;               /* Python class name, e.g. "IntegerType" */
  bool (*isa)(const void *ptr);   /* mlirTypeIsA... (as MlirType/MlirAttribute) */
  MlirTypeID (*typeid)(void);     /* static TypeID getter, may be NULL */
  PyMethodDef *methods;
  PyGetSetDef *getset;
  const char *doc;
  PyType_Slot *slots;             /* extra slots ({0, 0}-terminated), may be NULL */
} mlirpy_subclass_def;
/* Makes `def->name` subclassing `base` (Type/Attribute or a subclass):
 * MyType(other) casts with a ValueError when !isa; MyType.isinstance(x);
 * MyType.static_typeid; registers the class as the caster for its TypeID. */
MLIRPY_INTERNAL PyTypeObject *mlirpy_make_subclass(mlirpy_state *st, PyTypeObject *base,
                                                   const mlirpy_subclass_def *def);
/* Sets `attribute` (type_name or attr_name) on each class of mlir.ir named
 * in `names`, to the dialect-qualified name its getter gives
 * (ir_typebase.c). */
typedef struct mlirpy_class_name {
  const char *cls;
  MlirStringRef (*name)(void);
} mlirpy_class_name;
MLIRPY_INTERNAL int mlirpy_set_class_names(mlirpy_state *st, const char *attribute, const mlirpy_class_name *names,
                                           size_t n);

/* Common slots, the uniqued base and class properties (object.c, bottom layer). */
MLIRPY_INTERNAL PyObject *mlirpy_alloc(PyTypeObject *t);
MLIRPY_INTERNAL void mlirpy_free(PyObject *self);
MLIRPY_INTERNAL int mlirpy_add_classprop(mlirpy_state *st, PyTypeObject *cls, PyMethodDef *def);
MLIRPY_INTERNAL int mlirpy_uniqued_traverse(PyObject *self, visitproc visit, void *arg);
MLIRPY_INTERNAL void mlirpy_uniqued_dealloc(PyObject *self);
MLIRPY_INTERNAL Py_hash_t mlirpy_uniqued_hash(PyObject *self);
MLIRPY_INTERNAL PyObject *mlirpy_uniqued_context(PyObject *self, void *c);
MLIRPY_INTERNAL PyObject *mlirpy_typeid_wrap(mlirpy_state *st, MlirTypeID id);
/* Setup functions of the class areas (and of object.c), each making its
 * classes; module.c runs them in one ordered list (`setups`). */
MLIRPY_INTERNAL int mlirpy_init_object(mlirpy_state *st);
MLIRPY_INTERNAL int mlirpy_init_context(mlirpy_state *st);
MLIRPY_INTERNAL int mlirpy_init_location(mlirpy_state *st); /* ir_location.c */
/* mlir.ir's enums (ir_enums.c): made on first use, held by the state. */
typedef enum {
  MLIRPY_ENUM_DIAGNOSTIC_SEVERITY, MLIRPY_ENUM_WALK_ORDER, MLIRPY_ENUM_WALK_RESULT,
  MLIRPY_ENUM_SIGNEDNESS, /* IntegerType.Signedness: not a module attribute, last */
  MLIRPY_NUM_ENUMS
} mlirpy_enum_kind;
/* The enum class (borrowed), or NULL with an exception. */
MLIRPY_INTERNAL PyObject *mlirpy_enum(mlirpy_state *st, mlirpy_enum_kind kind);
MLIRPY_INTERNAL int mlirpy_init_enums(mlirpy_state *st);
MLIRPY_INTERNAL int mlirpy_init_typebase(mlirpy_state *st); /* Type, Attribute */
MLIRPY_INTERNAL int mlirpy_init_types(mlirpy_state *st);
MLIRPY_INTERNAL int mlirpy_init_attributes(mlirpy_state *st);
MLIRPY_INTERNAL int mlirpy_init_affine(mlirpy_state *st);
/* ThreadPool (ir_thread_pool.c); the pool of a ThreadPool object, or -1
 * with TypeError. */
MLIRPY_INTERNAL int mlirpy_init_thread_pool(mlirpy_state *st);
MLIRPY_INTERNAL int mlirpy_get_thread_pool(mlirpy_state *st, PyObject *o, MlirLlvmThreadPool *out);
/* SymbolTable.walk_symbol_tables (ir_symbol_walk.c). */
MLIRPY_INTERNAL int mlirpy_init_symbol_walk(mlirpy_state *st);
/* InferTypeOpInterface, InferShapedTypeOpInterface, ShapedTypeComponents
 * (ir_interfaces.c). */
MLIRPY_INTERNAL int mlirpy_init_interfaces(mlirpy_state *st);
/* The `rewrite` submodule of _mlir (mlir.rewrite). */
MLIRPY_INTERNAL int mlirpy_init_rewrite(mlirpy_state *st);
/* The generated op classes' helpers in C (ods_helpers.c). */
MLIRPY_INTERNAL int mlirpy_init_ods_helpers(mlirpy_state *st);

/* A NamedAttribute object for `na` (wrap.c). */
MLIRPY_INTERNAL PyObject *mlirpy_named_attr(PyMlirContext *ctx, MlirNamedAttribute na);
#endif /* MLIRPY_H */
