"""Type variables of the op DSL.

An operand is typed by a type variable: operands sharing one must have the
same element type when the op is built.  `TV.<name>` returns the variable of
that name (the same object each time); `T`, `U`, `V` are predefined, and the
variables named after a concrete type (`I32`, `F64`...) are fixed to it.

>>> TV.T1
TypeVar(T1)
>>> TV.T1 is TV.T1
True
>>> T is TV.T, U.name
(True, 'U')
>>> F32.is_fixed, T.is_fixed
(True, False)
"""

__all__ = ["TypeVar", "TV", "T", "U", "V", "I8", "I16", "I32", "I64", "F16", "BF16", "F32", "F64"]


class TypeVar:
    """A named placeholder for an element type (see the module docstring)."""

    _by_name = {}

    def __new__(cls, name):
        if not isinstance(name, str) or not name.isidentifier():
            raise ValueError(f"a type variable needs an identifier as its name, got {name!r}")
        existing = cls._by_name.get(name)
        if existing is not None:
            return existing
        self = super().__new__(cls)
        self.name = name
        cls._by_name[name] = self
        return self

    @property
    def is_fixed(self):
        """True for the variables that stand for one concrete type (I32, F64...)."""
        return self.name in _FIXED

    def fixed_type(self):
        """The concrete mlir.ir.Type of a fixed variable (needs a current
        Context), or None for an ordinary one.

        >>> from mlir.ir import Context
        >>> with Context():
        ...     str(I32.fixed_type()), T.fixed_type()
        ('i32', None)
        """
        make = _FIXED.get(self.name)
        return make() if make else None

    def __repr__(self):
        return f"TypeVar({self.name})"


class _TypeVarNamespace(type):
    def __getattr__(cls, name):
        if name.startswith("__"):
            raise AttributeError(name)
        return TypeVar(name)


class TV(metaclass=_TypeVarNamespace):
    """`TV.X` is the type variable named X."""


def _int(width):
    def make():
        from ..... import ir
        return ir.IntegerType.get_signless(width)
    return make


def _named_float(cls_name):
    def make():
        from ..... import ir
        return getattr(ir, cls_name).get()
    return make


_FIXED = {
    "I8": _int(8), "I16": _int(16), "I32": _int(32), "I64": _int(64),
    "F16": _named_float("F16Type"), "BF16": _named_float("BF16Type"),
    "F32": _named_float("F32Type"), "F64": _named_float("F64Type"),
}

T = TV.T
U = TV.U
V = TV.V
I8 = TV.I8
I16 = TV.I16
I32 = TV.I32
I64 = TV.I64
F16 = TV.F16
BF16 = TV.BF16
F32 = TV.F32
F64 = TV.F64
