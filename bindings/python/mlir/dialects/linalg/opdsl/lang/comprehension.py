"""The op DSL's operands, scalar functions and expressions.

An op is a Python function whose parameters default to operand definitions
(TensorDef, ScalarDef, IndexAttrDef, *FnAttrDef) and whose body assigns to
its output tensors, e.g. `C[D.m, D.n] += A[D.m, D.k] * B[D.k, D.n]`.  The
body builds a tree of the expression classes below; lang.config turns it
into the op's configuration and lang.emitter into IR.
"""

from .affine import AffineExprDef, DimDef, SymbolDef
from .types import TypeVar

__all__ = [
    "TensorDef", "ScalarDef", "IndexAttrDef", "UnaryFnAttrDef", "BinaryFnAttrDef", "TypeFnAttrDef",
    "UnaryFn", "BinaryFn", "TernaryFn", "TypeFn", "ReduceFn", "const", "index",
    "OpInterfaceDef", "ContractionOpInterface", "ConvolutionOpInterface", "FillOpInterface",
    "OpDefinitionDef", "Canonicalizer",
]


def _check_type_var(type_var, what):
    if not isinstance(type_var, TypeVar):
        raise TypeError(f"{what}: expected a type variable (T, U, TV.X, I32...), got {type_var!r}")
    return type_var


# ---- expressions ------------------------------------------------------------

class TensorExpression:
    """A scalar expression of the op body (per iteration point)."""

    def __add__(self, rhs):
        return BinaryFn.add(self, rhs)

    def __radd__(self, lhs):
        return BinaryFn.add(lhs, self)

    def __sub__(self, rhs):
        return BinaryFn.sub(self, rhs)

    def __rsub__(self, lhs):
        return BinaryFn.sub(lhs, self)

    def __mul__(self, rhs):
        return BinaryFn.mul(self, rhs)

    def __rmul__(self, lhs):
        return BinaryFn.mul(lhs, self)

    def __truediv__(self, rhs):
        return BinaryFn.div(self, rhs)

    def children(self):
        return ()

    def walk(self, fn):
        """Calls fn on each node, parents first, operands left to right."""
        fn(self)
        for c in self.children():
            c.walk(fn)

    def __bool__(self):
        raise TypeError("an op DSL expression has no truth value (comparisons are not part of the DSL)")


def _as_expression(value, what):
    if isinstance(value, TensorExpression):
        return value
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return ConstExpr(value)
    if isinstance(value, TensorDef):
        raise TypeError(f"{what}: tensor {value.name or ''} used without indices; write {value.name or 'T'}[...]")
    raise TypeError(f"{what}: expected an op DSL expression, got {value!r} (a {type(value).__name__})")


class TensorUse(TensorExpression):
    """`A[D.m, D.k]`: the element of tensor A at those indices."""

    def __init__(self, operand, indices):
        self.operand = operand
        self.indices = indices

    def __iadd__(self, rhs):
        return ReduceApply(BinaryFn.add, None, _as_expression(rhs, "+="), accumulate=self)

    def __repr__(self):
        return f"{self.operand.name}[{', '.join(repr(i) for i in self.indices)}]"


class ConstExpr(TensorExpression):
    """`const(3.0)`: an f64 (float) or i64 (int) constant."""

    def __init__(self, value):
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise TypeError(f"const: expected an int or a float, got {value!r}")
        self.value = value

    def __repr__(self):
        return f"const({self.value!r})"


class IndexExpr(TensorExpression):
    """`index(D.m)`: the current iteration index along a dimension."""

    def __init__(self, dim):
        if not isinstance(dim, DimDef):
            raise TypeError(f"index: expected a dimension (D.x), got {dim!r}")
        self.dim = dim

    def __repr__(self):
        return f"index({self.dim!r})"


class FnApply(TensorExpression):
    """A scalar function applied to operands.  `fn` is a function (e.g.
    UnaryFn.exp) or a function attribute operand (its value picked when the
    op is built); type functions carry the type variable cast to."""

    def __init__(self, kind, fn, operands, type_var=None):
        self.kind = kind
        self.fn = fn
        self.operands = operands
        self.type_var = type_var

    def children(self):
        return self.operands

    def __repr__(self):
        head = f"{self.type_var.name}, " if self.type_var else ""
        return f"{self.fn!r}({head}{', '.join(repr(o) for o in self.operands)})"


class ReduceApply(TensorExpression):
    """`BinaryFn.max_signed[D.kh, D.kw](x)`: x combined into the output over
    the reduction dimensions (None: those not indexing the output)."""

    def __init__(self, fn, dims, operand, accumulate=None):
        self.fn = fn
        self.dims = dims
        self.operand = operand
        self.accumulate = accumulate

    def children(self):
        return (self.operand,)

    def __repr__(self):
        return f"{self.fn!r}[{self.dims!r}]({self.operand!r})"


def const(value):
    """A constant: an i64 for an int, an f64 for a float (cast it to use it)."""
    return ConstExpr(value)


def index(dim):
    """The iteration index along dim, of type index."""
    return IndexExpr(dim)


# ---- scalar functions --------------------------------------------------------

class _ReduceBuilder:
    def __init__(self, fn, dims):
        self.fn, self.dims = fn, dims

    def __call__(self, operand):
        return ReduceApply(self.fn, self.dims, _as_expression(operand, f"{self.fn!r}[...]"))


def _reduce_dims(fn, dims):
    if not isinstance(dims, tuple):
        dims = (dims,)
    for d in dims:
        if not isinstance(d, DimDef):
            raise TypeError(f"{fn!r}[...]: reduction dimensions must be D.x, got {d!r}")
    return _ReduceBuilder(fn, dims)


class FnKind:
    """One family of scalar functions (unary, binary, ternary, type)."""

    def __init__(self, name, arity, attr_kind):
        self.name, self.arity, self.attr_kind = name, arity, attr_kind


UNARY, BINARY, TERNARY, TYPE = (FnKind("unary", 1, "unary_fn_attr"), FnKind("binary", 2, "binary_fn_attr"),
                                FnKind("ternary", 3, "ternary_fn_attr"), FnKind("type", 1, "type_fn_attr"))


class ScalarFnDef:
    """A named scalar function, e.g. UnaryFn.exp or TypeFn.cast_signed."""

    def __init__(self, kind, name, family):
        self.kind, self.fn_name, self.family = kind, name, family

    def __call__(self, *args):
        return _apply(self, self.kind, args)

    def __getitem__(self, dims):
        if self.kind is not BINARY:
            raise TypeError(f"{self!r}: only binary functions reduce ([dims])")
        return _reduce_dims(self, dims)

    def __repr__(self):
        return f"{self.family}.{self.fn_name}"


def _apply(fn, kind, args):
    what = repr(fn)
    if kind is TYPE:
        if len(args) != 2:
            raise TypeError(f"{what}: expected (type_var, operand), got {len(args)} arguments")
        type_var = _check_type_var(args[0], what)
        return FnApply(kind, fn, (_as_expression(args[1], what),), type_var)
    if len(args) != kind.arity:
        raise TypeError(f"{what}: expected {kind.arity} operand{'s' if kind.arity > 1 else ''}, got {len(args)}")
    return FnApply(kind, fn, tuple(_as_expression(a, what) for a in args))


class _FnFamily(type):
    def __new__(mcs, name, bases, ns, kind=None, names=()):
        cls = super().__new__(mcs, name, bases, ns)
        cls.kind = kind
        for n in names:
            setattr(cls, n, ScalarFnDef(kind, n, name))
        return cls

    def __init__(cls, name, bases, ns, kind=None, names=()):
        super().__init__(name, bases, ns)

    def __iter__(cls):
        return (v for v in vars(cls).values() if isinstance(v, ScalarFnDef))


class UnaryFn(metaclass=_FnFamily, kind=UNARY,
              names=("exp", "log", "abs", "ceil", "floor", "negf", "reciprocal", "round", "sqrt", "rsqrt",
                     "square", "tanh", "erf")):
    """Unary scalar functions: UnaryFn.exp(x)..."""


class BinaryFn(metaclass=_FnFamily, kind=BINARY,
               names=("add", "sub", "mul", "div", "div_unsigned", "max_signed", "min_signed", "max_unsigned",
                      "min_unsigned", "powf")):
    """Binary scalar functions: BinaryFn.mul(a, b); BinaryFn.max_signed[D.k](x) reduces."""


class TernaryFn(metaclass=_FnFamily, kind=TERNARY, names=("select",)):
    """Ternary scalar functions: TernaryFn.select(cond, a, b)."""


class TypeFn(metaclass=_FnFamily, kind=TYPE, names=("cast_signed", "cast_unsigned")):
    """Casts: TypeFn.cast_signed(U, x) converts x to the type bound to U."""


class ReduceFn:
    """Reductions: ReduceFn.add[D.k](x) is BinaryFn.add[D.k](x)..."""


for _fn in BinaryFn:
    setattr(ReduceFn, _fn.fn_name, _fn)
del _fn


# ---- operand definitions -----------------------------------------------------

class OperandDef:
    """Base of operand definitions; name and position are set when the op
    registers its parameters."""

    kind = None

    def __init__(self):
        self.name = None
        self.registered_index = -1
        self.owner = None

    def attach(self, name, index, owner):
        if self.owner is not None and (self.name, self.registered_index) != (name, index):
            raise ValueError(f"operand definition {self!r} is used by both {self.owner} and another op "
                             f"parameter {name!r}; create one per parameter")
        self.name, self.registered_index, self.owner = name, index, owner

    def __repr__(self):
        return f"{type(self).__name__}({self.name or '?'})"


class TensorDef(OperandDef):
    """`TensorDef(T, S.M, S.K, output=False, index_dims=None)`: a tensor
    operand of element type T and shape (M, K).  index_dims gives the
    indexing of a tensor used only for its shape."""

    def __init__(self, type_var, *shape, index_dims=None, output=False):
        super().__init__()
        self.type_var = _check_type_var(type_var, "TensorDef")
        for s in shape:
            if not isinstance(s, AffineExprDef):
                raise TypeError(f"TensorDef: shape sizes must be symbols (S.X) or expressions of them, got {s!r}")
        self.shape = tuple(shape)
        if index_dims is not None:
            index_dims = tuple(index_dims)
            for d in index_dims:
                if not isinstance(d, DimDef):
                    raise TypeError(f"TensorDef: index_dims must be dimensions (D.x), got {d!r}")
            if len(index_dims) != len(self.shape):
                raise ValueError(f"TensorDef: {len(index_dims)} index_dims for a rank-{len(self.shape)} tensor")
        self.index_dims = index_dims
        self.output = bool(output)
        self.kind = "output_tensor" if self.output else "input_tensor"

    @property
    def rank(self):
        return len(self.shape)

    def _indices(self, dims):
        if dims is None:
            dims = ()
        elif not isinstance(dims, tuple):
            dims = (dims,)
        if dims == (None,):
            dims = ()
        for d in dims:
            if not isinstance(d, AffineExprDef):
                raise TypeError(f"{self.name}[...]: indices must be affine expressions of dimensions (D.x), "
                                f"symbols (S.X) and ints, got {d!r} (a {type(d).__name__})")
        return dims

    def __getitem__(self, dims):
        return TensorUse(self, self._indices(dims))

    def __setitem__(self, dims, value):
        from .dsl import current_op_def
        indices = self._indices(dims)
        if not self.output:
            raise ValueError(f"{self.name}[...] = ...: {self.name} is an input; only outputs "
                             f"(TensorDef(..., output=True)) are assigned")
        current_op_def("assigning to a tensor").add_assignment(TensorUse(self, indices), value)


class ScalarDef(OperandDef, TensorExpression):
    """`ScalarDef(T)`: a scalar operand, used as is in the body."""

    kind = "scalar"

    def __init__(self, type_var):
        super().__init__()
        self.type_var = _check_type_var(type_var, "ScalarDef")


class IndexAttrDef(OperandDef):
    """`IndexAttrDef(S.SH, S.SW, default=[1, 1])`: an attribute of integers
    giving the values of those symbols (strides, dilations...)."""

    kind = "index_attr"

    def __init__(self, *sizes, default):
        super().__init__()
        if not sizes:
            raise ValueError("IndexAttrDef: expected at least one symbol")
        for s in sizes:
            if not isinstance(s, SymbolDef):
                raise TypeError(f"IndexAttrDef: expected symbols (S.X), got {s!r}")
        self.sizes = tuple(sizes)
        default = list(default)
        if len(default) != len(sizes) or any(not isinstance(v, int) or isinstance(v, bool) for v in default):
            raise ValueError(f"IndexAttrDef: default must be {len(sizes)} ints, got {default!r}")
        self.default = default


class _FnAttrDef(OperandDef):
    fn_kind = None

    def __init__(self, default):
        super().__init__()
        if not isinstance(default, ScalarFnDef) or default.kind is not self.fn_kind:
            raise TypeError(f"{type(self).__name__}: default must be a {self.fn_kind.name} function "
                            f"({'Unary' if self.fn_kind is UNARY else 'Binary' if self.fn_kind is BINARY else 'Type'}"
                            f"Fn.x), got {default!r}")
        self.default = default
        self.kind = self.fn_kind.attr_kind

    def __call__(self, *args):
        return _apply(self, self.fn_kind, args)

    def __repr__(self):
        return self.name or type(self).__name__


class UnaryFnAttrDef(_FnAttrDef):
    """`UnaryFnAttrDef(default=UnaryFn.exp)`: a unary function chosen when the op is built."""
    fn_kind = UNARY


class BinaryFnAttrDef(_FnAttrDef):
    """`BinaryFnAttrDef(default=BinaryFn.add)`: a binary function chosen when the op is built."""
    fn_kind = BINARY

    def __getitem__(self, dims):
        return _reduce_dims(self, dims)


class TypeFnAttrDef(_FnAttrDef):
    """`TypeFnAttrDef(default=TypeFn.cast_signed)`: a cast chosen when the op is built."""
    fn_kind = TYPE


# ---- op interfaces and definitions ---------------------------------------------

class OpInterfaceDef:
    def __init__(self, cpp_name):
        self.cpp_name = cpp_name

    def __repr__(self):
        return self.cpp_name


class OpDefinitionDef:
    def __init__(self, def_name):
        self.def_name = def_name

    def __repr__(self):
        return self.def_name


ContractionOpInterface = OpInterfaceDef("LinalgContractionOpInterface")
ConvolutionOpInterface = OpInterfaceDef("LinalgConvolutionOpInterface")
FillOpInterface = OpInterfaceDef("LinalgFillOpInterface")
Canonicalizer = OpDefinitionDef("hasCanonicalizer")
