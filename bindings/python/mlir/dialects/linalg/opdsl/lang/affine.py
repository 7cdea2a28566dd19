"""Affine expressions of the op DSL: iteration dimensions (`D.m`), shape
symbols (`S.M`), integer constants, `+`, `-` and `*`.

An expression is only a tree of Python objects; an AffineBuildState numbers
the dimensions and symbols it meets (in order of first appearance unless
given up front) and renders expressions and maps in MLIR's syntax.

>>> D.m is D.m, S.K
(True, S.K)
>>> e = D.oh * S.SH + D.kh * 2
>>> e
((D.oh * S.SH) + (D.kh * 2))
>>> state = AffineBuildState()
>>> state.collect(e)
>>> state.render(e)
'd0 * s0 + d1 * 2'
>>> state.dims, state.symbols
({'oh': 0, 'kh': 1}, {'SH': 0})
>>> state.add_symbol(S.K)
1
>>> state.map_text([S.K, S.SH + 1], with_dims=False)
'affine_map<()[s0, s1] -> (s1, s0 + 1)>'
>>> state.render(S.SH, symbol_values={'SH': 4})
'4'
>>> D.m + "x"
Traceback (most recent call last):
...
TypeError: affine expression: cannot combine D.m with 'x' (a str); use dimensions (D.x), symbols (S.X) and ints
"""

__all__ = ["AffineExprDef", "DimDef", "SymbolDef", "D", "S", "AffineBuildState"]


def _as_expr(value, other):
    if isinstance(value, AffineExprDef):
        return value
    if isinstance(value, int) and not isinstance(value, bool):
        return AffineConstDef(value)
    raise TypeError(f"affine expression: cannot combine {other!r} with {value!r} (a {type(value).__name__}); "
                    f"use dimensions (D.x), symbols (S.X) and ints")


class AffineExprDef:
    """Base of the DSL's affine expressions."""

    def __add__(self, rhs):
        return AffineBinaryDef("+", self, _as_expr(rhs, self))

    def __radd__(self, lhs):
        return AffineBinaryDef("+", _as_expr(lhs, self), self)

    def __sub__(self, rhs):
        return AffineBinaryDef("-", self, _as_expr(rhs, self))

    def __rsub__(self, lhs):
        return AffineBinaryDef("-", _as_expr(lhs, self), self)

    def __mul__(self, rhs):
        return AffineBinaryDef("*", self, _as_expr(rhs, self))

    def __rmul__(self, lhs):
        return AffineBinaryDef("*", _as_expr(lhs, self), self)

    def visit(self, fn):
        """Calls fn on each node, left to right, parents first."""
        fn(self)


class AffineConstDef(AffineExprDef):
    def __init__(self, value):
        self.value = value

    def __repr__(self):
        return str(self.value)


class AffineBinaryDef(AffineExprDef):
    def __init__(self, op, lhs, rhs):
        self.op, self.lhs, self.rhs = op, lhs, rhs

    def visit(self, fn):
        fn(self)
        self.lhs.visit(fn)
        self.rhs.visit(fn)

    def __repr__(self):
        return f"({self.lhs!r} {self.op} {self.rhs!r})"


class _Named(AffineExprDef):
    """Dimensions and symbols are interned by name: D.m is D.m."""

    _prefix = None
    _interned = None

    def __new__(cls, name):
        if not isinstance(name, str) or not name.isidentifier():
            raise ValueError(f"{cls._prefix}: a name must be an identifier, got {name!r}")
        existing = cls._interned.get(name)
        if existing is not None:
            return existing
        self = super().__new__(cls)
        self.name = name
        cls._interned[name] = self
        return self

    def __repr__(self):
        return f"{self._prefix}.{self.name}"


class DimDef(_Named):
    """An iteration dimension: D.name."""
    _prefix = "D"
    _interned = {}


class SymbolDef(_Named):
    """A shape symbol: S.NAME."""
    _prefix = "S"
    _interned = {}


class _Namespace:
    def __init__(self, cls):
        self._cls = cls

    def __getattr__(self, name):
        if name.startswith("__"):
            raise AttributeError(name)
        return self._cls(name)


D = _Namespace(DimDef)
S = _Namespace(SymbolDef)


class AffineBuildState:
    """Numbers dimensions and symbols and renders expressions in MLIR syntax."""

    def __init__(self):
        self.dims = {}
        self.symbols = {}

    def add_dim(self, dim):
        return self.dims.setdefault(dim.name, len(self.dims))

    def add_symbol(self, symbol):
        return self.symbols.setdefault(symbol.name, len(self.symbols))

    def collect(self, expr, *, dims=True):
        """Numbers the symbols (and, with dims, the dimensions) of expr not
        seen yet, in order of appearance."""
        def add(node):
            if isinstance(node, SymbolDef):
                self.add_symbol(node)
            elif isinstance(node, DimDef) and dims:
                self.add_dim(node)
        expr.visit(add)

    def render(self, expr, *, symbol_values=None):
        """MLIR text of expr; symbols named in symbol_values become those ints."""
        if isinstance(expr, AffineConstDef):
            return str(expr.value)
        if isinstance(expr, DimDef):
            if expr.name not in self.dims:
                raise ValueError(f"dimension D.{expr.name} is not in the op's domain {self._dim_list()}")
            return f"d{self.dims[expr.name]}"
        if isinstance(expr, SymbolDef):
            if symbol_values and expr.name in symbol_values:
                return str(symbol_values[expr.name])
            if expr.name not in self.symbols:
                raise ValueError(f"symbol S.{expr.name} is not defined by any operand's shape or index attribute")
            return f"s{self.symbols[expr.name]}"
        lhs = self.render(expr.lhs, symbol_values=symbol_values)
        rhs = self.render(expr.rhs, symbol_values=symbol_values)
        # Parenthesize where MLIR's precedence would regroup the tree.
        if isinstance(expr.rhs, AffineBinaryDef) and (expr.op == "*" or expr.rhs.op != "*"):
            rhs = f"({rhs})"
        if expr.op == "*" and isinstance(expr.lhs, AffineBinaryDef) and expr.lhs.op != "*":
            lhs = f"({lhs})"
        return f"{lhs} {expr.op} {rhs}"

    def _dim_list(self):
        return "(" + ", ".join(f"D.{n}" for n in self.dims) + ")"

    def map_text(self, exprs, *, with_dims=True, symbol_values=None, with_symbols=True):
        """`affine_map<(d...)[s...] -> (exprs)>` over every numbered
        dimension (if with_dims) and symbol (if with_symbols)."""
        dims = ", ".join(f"d{i}" for i in range(len(self.dims))) if with_dims else ""
        text = f"affine_map<({dims})"
        if with_symbols and self.symbols:
            text += "[" + ", ".join(f"s{i}" for i in range(len(self.symbols))) + "]"
        results = ", ".join(self.render(e, symbol_values=symbol_values) for e in exprs)
        return f"{text} -> ({results})>"
