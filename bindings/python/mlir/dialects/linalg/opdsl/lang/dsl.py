"""`@linalg_structured_op`: turns a DSL function into an op definition and a
builder (see the package docstring of mlir.dialects.linalg.opdsl)."""

import inspect
import re
import threading

from .affine import DimDef
from .comprehension import (OperandDef, TensorDef, ReduceApply, OpInterfaceDef, OpDefinitionDef,
                            _as_expression)

__all__ = ["linalg_structured_op", "domain", "implements", "defines", "LinalgOpDef", "DefinedOpCallable"]

_current = threading.local()


def current_op_def(what):
    op_def = getattr(_current, "op_def", None)
    if op_def is None:
        raise RuntimeError(f"{what} is only allowed in the body of a @linalg_structured_op function")
    return op_def


class Assignment:
    """`lhs = value` of the op body; reduce is the ReduceApply of `+=` or
    `fn[dims](...)`, else None."""

    def __init__(self, lhs, value, reduce):
        self.lhs, self.value, self.reduce = lhs, value, reduce


class LinalgOpDef:
    """What a DSL function defines: operands, body, domain, metadata."""

    def __init__(self, name, cpp_class_name, doc):
        self.name = name
        self.cpp_class_name = cpp_class_name
        self.doc = doc
        self.operands = []
        self.assignments = []
        self.domain = None
        self.implements = []
        self.defines = []

    def add_operand(self, name, operand):
        if not isinstance(operand, OperandDef):
            raise TypeError(f"op {self.name}: parameter {name!r} must default to an operand definition "
                            f"(TensorDef, ScalarDef, IndexAttrDef, *FnAttrDef), got {operand!r}")
        operand.attach(name, len(self.operands), self.name)
        self.operands.append(operand)

    def add_assignment(self, lhs, value):
        if any(a.lhs.operand is lhs.operand for a in self.assignments):
            raise ValueError(f"op {self.name}: {lhs.operand.name} is assigned twice")
        if isinstance(value, ReduceApply):
            if value.accumulate is not None and value.accumulate.operand is not lhs.operand:
                raise ValueError(f"op {self.name}: `{lhs.operand.name}[...] += ...` must read back "
                                 f"{lhs.operand.name}, not {value.accumulate.operand.name}")
            self.assignments.append(Assignment(lhs, value.operand, value))
        else:
            self.assignments.append(Assignment(lhs, _as_expression(value, f"{lhs.operand.name}[...] ="), None))

    def __repr__(self):
        return f"LinalgOpDef({self.name})"


def domain(*dims):
    """Fixes the iteration dimensions and their order: domain(D.m, D.n, D.k)."""
    op_def = current_op_def("domain()")
    for d in dims:
        if not isinstance(d, DimDef):
            raise TypeError(f"domain: expected dimensions (D.x), got {d!r}")
    if len(set(d.name for d in dims)) != len(dims):
        raise ValueError(f"domain: a dimension is repeated in {dims!r}")
    op_def.domain = list(dims)


def implements(*interfaces):
    """Declares op interfaces: implements(ContractionOpInterface)."""
    op_def = current_op_def("implements()")
    for i in interfaces:
        if not isinstance(i, OpInterfaceDef):
            raise TypeError(f"implements: expected an op interface, got {i!r}")
    op_def.implements.extend(interfaces)


def defines(*definitions):
    """Declares extra op definitions: defines(Canonicalizer)."""
    op_def = current_op_def("defines()")
    for d in definitions:
        if not isinstance(d, OpDefinitionDef):
            raise TypeError(f"defines: expected an op definition (Canonicalizer), got {d!r}")
    op_def.defines.extend(definitions)


def _cpp_class_name(op_name):
    parts = []
    for part in op_name.split("_"):
        part = part[:1].upper() + part[1:]
        parts.append(re.sub(r"(\d)([a-z])", lambda m: m.group(1) + m.group(2).upper(), part))
    return "".join(parts) + "Op"


class DefinedOpCallable:
    """The result of @linalg_structured_op: call it like a builder,
    `op(*ins, outs=[...], emit_generic=False, **attrs)`."""

    # True only for linalg's own definitions (ops/core_named_ops.py marks
    # them): the emitter builds those as named ops.
    is_builtin = False

    def __init__(self, op_name, op_def):
        self.op_name = op_name
        self.op_def = op_def
        self._config = None

    @property
    def model(self):
        return self.op_def

    @property
    def config(self):
        """The op's LinalgOpConfig (maps, iterator types...)."""
        if self._config is None:
            from .config import LinalgOpConfig
            self._config = LinalgOpConfig(self.op_def)
        return self._config

    def __call__(self, *ins, outs=None, emit_generic=False, loc=None, ip=None, **attrs):
        from .emitter import emit_op
        return emit_op(self, ins, outs, attrs, emit_generic=emit_generic, loc=loc, ip=ip)

    def __repr__(self):
        return f"<linalg op definition {self.op_name}>"


def linalg_structured_op(dsl_func=None, *, op_name=None, op_class_name=None):
    """Decorator defining a structured op from a DSL function (optionally
    `@linalg_structured_op(op_name=..., op_class_name=...)`)."""
    if dsl_func is None:
        return lambda f: linalg_structured_op(f, op_name=op_name, op_class_name=op_class_name)
    if not callable(dsl_func):
        raise TypeError(f"linalg_structured_op: expected a function, got {dsl_func!r}")
    name = op_name or dsl_func.__name__
    op_def = LinalgOpDef(name, op_class_name or _cpp_class_name(name), inspect.cleandoc(dsl_func.__doc__ or ""))
    operands = {}
    for pname, param in inspect.signature(dsl_func).parameters.items():
        if param.default is inspect.Parameter.empty:
            raise ValueError(f"op {name}: parameter {pname!r} needs a default operand definition "
                             f"(e.g. {pname}=TensorDef(T, S.M))")
        op_def.add_operand(pname, param.default)
        operands[pname] = param.default
    if not any(isinstance(o, TensorDef) and o.output for o in op_def.operands):
        raise ValueError(f"op {name}: no output tensor (TensorDef(..., output=True))")
    previous = getattr(_current, "op_def", None)
    _current.op_def = op_def
    try:
        dsl_func(**operands)
    finally:
        _current.op_def = previous
    assigned = {a.lhs.operand.name for a in op_def.assignments}
    for o in op_def.operands:
        if isinstance(o, TensorDef) and o.output and o.name not in assigned:
            raise ValueError(f"op {name}: output {o.name} is never assigned")
    callable_ = DefinedOpCallable(name, op_def)
    callable_.config  # validate the body now: indices, domain, reductions
    return callable_
