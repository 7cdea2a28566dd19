"""Builds ops from DSL definitions: binds the operands to the definition
(type variables, attributes), then emits either the named op (`linalg.<name>`,
its body filled by linalg's C API) or a `linalg.generic` whose body this
module builds from the definition's expressions.

The body is evaluated by one walker in two modes: emitting ops, or only
computing types.  The second checks a named op before its body is built in
C++, whose region builders accept only the operand types they handle (the
stricter `named` rules below), so bad input raises here instead."""

import re

from ..... import ir
from ...._ods_common import single_value as _as_value
from ....._mlir_libs import api_version as _api_version
from .comprehension import (TensorDef, ScalarDef, IndexAttrDef, _FnAttrDef, ScalarFnDef, TensorUse, ConstExpr,
                            IndexExpr, FnApply, UNARY, BINARY, TERNARY, TYPE)

__all__ = ["emit_op", "bind_operands", "check_body"]

_ATTR_MNEMONIC = {UNARY: "unary_fn", BINARY: "binary_fn", TYPE: "type_fn", TERNARY: "ternary_fn"}


def _shaped_kind(t):
    if ir.RankedTensorType.isinstance(t):
        return "tensor", ir.RankedTensorType(t)
    if ir.MemRefType.isinstance(t):
        return "memref", ir.MemRefType(t)
    return None, None


class Binding:
    """Operands and attributes of one op being built."""

    def __init__(self, config, name, op_name):
        self.config = config
        self.name = name  # in messages: linalg.<op> for linalg's own ops
        self.op_name = op_name
        self.inputs = []      # (operand def, value)
        self.outputs = []
        self.kind = None      # "tensor" or "memref"
        self.types = {}       # type variable name -> ir.Type
        self.bound_by = {}
        self.index_values = {}  # index attr name -> [int]
        self.symbol_values = {}  # symbol name -> int
        self.fns = {}         # fn attr name -> ScalarFnDef
        self.element_types = {}  # operand name -> element (or scalar) type
        # An op whose domain is empty is elementwise at any rank: the rank
        # of its outputs; rank-0 inputs are broadcast.
        self.poly_rank = None

    def bind_type(self, type_var, t, who):
        fixed = type_var.fixed_type()
        if fixed is not None and fixed != t:
            raise TypeError(f"{self.name}: {who} has type {t}, but its type variable {type_var.name} is {fixed}")
        seen = self.types.get(type_var.name)
        if seen is not None and seen != t:
            raise TypeError(f"{self.name}: {who} has element type {t}, but type variable {type_var.name} is already "
                            f"{seen} (from {self.bound_by[type_var.name]})")
        self.types.setdefault(type_var.name, t)
        self.bound_by.setdefault(type_var.name, who)


def _fn_from_attr(attr_def, value, what):
    if isinstance(value, ScalarFnDef):
        if value.kind is not attr_def.fn_kind:
            raise TypeError(f"{what}: expected a {attr_def.fn_kind.name} function, got {value!r}")
        return value
    if isinstance(value, ir.Attribute):
        text = str(value)
        prefix = f"#linalg.{_ATTR_MNEMONIC[attr_def.fn_kind]}<"
        if text.startswith(prefix) and text.endswith(">"):
            fn = getattr(_FAMILIES[attr_def.fn_kind], text[len(prefix):-1], None)
            if isinstance(fn, ScalarFnDef):
                return fn
    raise TypeError(f"{what}: expected a {attr_def.fn_kind.name} function "
                    f"({_FAMILIES[attr_def.fn_kind].__name__}.x), got {value!r}")


def _families():
    from .comprehension import UnaryFn, BinaryFn, TernaryFn, TypeFn
    return {UNARY: UnaryFn, BINARY: BinaryFn, TERNARY: TernaryFn, TYPE: TypeFn}


_FAMILIES = _families()


def bind_operands(op_callable, ins, outs, attrs):
    """Checks ins/outs/attrs against the definition; returns a Binding."""
    config = op_callable.config
    name = ("linalg." if _is_builtin_definition(op_callable) else "") + op_callable.op_name
    b = Binding(config, name, op_callable.op_name)
    operand_defs = config.operands
    in_defs = [o for o in operand_defs if not (isinstance(o, TensorDef) and o.output)]
    out_defs = [o for o in operand_defs if isinstance(o, TensorDef) and o.output]
    if len(ins) != len(in_defs):
        raise ValueError(f"{name}: expected {len(in_defs)} input{'s' if len(in_defs) != 1 else ''} "
                         f"({', '.join(o.name for o in in_defs)}), got {len(ins)}")
    if outs is None:
        raise TypeError(f"{name}: missing keyword argument 'outs'")
    if isinstance(outs, (ir.Value, ir.Operation, ir.OpView)):
        outs = [outs]
    try:
        outs = list(outs)
    except TypeError:
        raise TypeError(f"{name}: 'outs' must be a list of values, got {type(outs).__name__}") from None
    if len(outs) != len(out_defs):
        raise ValueError(f"{name}: expected {len(out_defs)} output{'s' if len(out_defs) != 1 else ''} in 'outs', "
                         f"got {len(outs)}")
    for o, v in zip(out_defs, outs):
        v = _as_value(v, f"{name} output {o.name}")
        kind, _ = _shaped_kind(v.type)
        if kind is None:
            raise TypeError(f"{name} output {o.name}: expected a ranked tensor or memref value, got type {v.type}")
        if b.kind is not None and kind != b.kind:
            raise TypeError(f"{name}: outputs mix tensors and memrefs")
        b.kind = kind
        b.outputs.append((o, v))
    for o, v in zip(in_defs, ins):
        b.inputs.append((o, _as_value(v, f"{name} input {o.name}")))
    if not config.state.dims:
        b.poly_rank = _shaped_kind(b.outputs[0][1].type)[1].rank
    for o, v in b.inputs + b.outputs:
        what = f"{name} {'output' if isinstance(o, TensorDef) and o.output else 'input'} {o.name}"
        if isinstance(o, ScalarDef):
            if ir.ShapedType.isinstance(v.type):
                raise TypeError(f"{what}: expected a scalar value, got type {v.type}")
            t = v.type
        else:
            kind, shaped = _shaped_kind(v.type)
            if kind is None:
                raise TypeError(f"{what}: expected a ranked tensor or memref value, got type {v.type}")
            if kind != b.kind:
                raise TypeError(f"{what}: is a {kind} but the outputs are {b.kind}s; use all tensors or all memrefs")
            rank = len(config.indexing_exprs(o))
            if b.poly_rank is not None:
                is_output = isinstance(o, TensorDef) and o.output
                if shaped.rank != b.poly_rank and (is_output or shaped.rank != 0):
                    raise ValueError(f"{what}: expected rank {b.poly_rank}{'' if is_output else ' or 0'} (the rank "
                                     f"of the outputs), got type {v.type}")
            elif shaped.rank != rank:
                raise ValueError(f"{what}: expected rank {rank}, got type {v.type}")
            t = shaped.element_type
        b.element_types[o.name] = t
        b.bind_type(o.type_var, t, o.name)
    # Attributes.
    attr_defs = {o.name: o for o in config.op_def.operands if isinstance(o, (IndexAttrDef, _FnAttrDef))}
    for key in attrs:
        if key not in attr_defs:
            known = ", ".join(attr_defs) or "none"
            raise TypeError(f"{name}: unexpected keyword argument {key!r} (attributes: {known})")
    for key, o in attr_defs.items():
        value = attrs.get(key)
        what = f"{name} attribute {key}"
        if isinstance(o, IndexAttrDef):
            if value is None:
                value = list(o.default)
            elif isinstance(value, ir.Attribute):
                value = [int(x) for x in ir.DenseIntElementsAttr(value)]
            else:
                try:
                    value = list(value)
                except TypeError:
                    raise TypeError(f"{what}: expected a list of {len(o.sizes)} ints, got {value!r}") from None
                if any(not isinstance(x, int) or isinstance(x, bool) for x in value):
                    raise TypeError(f"{what}: expected ints, got {value!r}")
            if len(value) != len(o.sizes):
                raise ValueError(f"{what}: expected {len(o.sizes)} values, got {len(value)}")
            b.index_values[key] = value
            for s, x in zip(o.sizes, value):
                b.symbol_values[s.name] = x
        else:
            b.fns[key] = o.default if value is None else _fn_from_attr(o, value, what)
    return b


# ---- the body walker ------------------------------------------------------------

def _is_int(t):
    return ir.IntegerType.isinstance(t)


def _is_index(t):
    return ir.IndexType.isinstance(t)


def _is_float(t):
    return ir.FloatType.isinstance(t)


def _is_complex(t):
    return ir.ComplexType.isinstance(t)


def _is_bool(t):
    return _is_int(t) and ir.IntegerType(t).width == 1


def _width(t):
    return ir.IntegerType(t).width if _is_int(t) else ir.FloatType(t).width


_UNARY_FLOAT = {"exp": "math.exp", "log": "math.log", "abs": "math.absf", "ceil": "math.ceil",
                "floor": "math.floor", "negf": "arith.negf", "round": "math.round", "sqrt": "math.sqrt",
                "rsqrt": "math.rsqrt", "tanh": "math.tanh", "erf": "math.erf"}
_UNARY_COMPLEX = {"exp": "complex.exp", "log": "complex.log", "negf": "complex.neg", "sqrt": "complex.sqrt",
                  "rsqrt": "complex.rsqrt", "tanh": "complex.tanh"}
# name -> (complex op, float op, int op, bool op); None: not defined there.
_BINARY = {"add": ("complex.add", "arith.addf", "arith.addi", "arith.ori"),
           "sub": ("complex.sub", "arith.subf", "arith.subi", None),
           "mul": ("complex.mul", "arith.mulf", "arith.muli", "arith.andi"),
           "div": ("complex.div", "arith.divf", "arith.divsi", None),
           "div_unsigned": (None, None, "arith.divui", None),
           "max_signed": (None, "arith.maximumf", "arith.maxsi", "arith.maxsi"),
           "min_signed": (None, "arith.minimumf", "arith.minsi", "arith.minsi"),
           "max_unsigned": (None, "arith.maximumf", "arith.maxui", "arith.maxui"),
           "min_unsigned": (None, "arith.minimumf", "arith.minui", "arith.minui"),
           "powf": (None, "math.powf", None, None)}
if _api_version.LINALG_UNSIGNED_MIN_MAX_INTEGERS_ONLY:
    _BINARY["max_unsigned"] = (None, None, "arith.maxui", None)
    _BINARY["min_unsigned"] = (None, None, "arith.minui", None)


class _Walker:
    """Evaluates body expressions to (type, value); value is None when not
    emitting.  named=True applies the rules of linalg's C++ region builders."""

    def __init__(self, binding, *, emit, named, block_args=None):
        self.b = binding
        self.emit = emit
        self.named = named
        self.args = block_args or {}

    def _op(self, name, result_type, operands, attributes=None):
        if not self.emit:
            return None
        return ir.Operation.create(name, results=[result_type], operands=list(operands),
                                   attributes=attributes).results[0]

    def fail(self, message):
        raise TypeError(f"{self.b.name}: {message}")

    def unsupported(self, fn, message):
        # Upstream's emitter raises NotImplementedError for a function applied
        # to operand types it has no operation for.
        raise NotImplementedError(f"Unsupported '{fn}' operands: {self.b.name}: {message}")

    def eval(self, expr):
        if isinstance(expr, (TensorUse, ScalarDef)):
            operand = expr.operand if isinstance(expr, TensorUse) else expr
            return self.b.element_types[operand.name], self.args.get(operand.name)
        if isinstance(expr, ConstExpr):
            if isinstance(expr.value, float):
                t = ir.F64Type.get()
                attr = ir.FloatAttr.get(t, expr.value)
            else:
                t = ir.IntegerType.get_signless(64)
                if not -2 ** 63 <= expr.value < 2 ** 64:
                    self.fail(f"constant {expr.value} does not fit in 64 bits")
                attr = ir.IntegerAttr.get(t, expr.value if expr.value < 2 ** 63 else expr.value - 2 ** 64)
            return t, self._op("arith.constant", t, [], {"value": attr})
        if isinstance(expr, IndexExpr):
            t = ir.IndexType.get()
            dim = self.b.config.state.dims[expr.dim.name]
            return t, self._op("linalg.index", t, [], {"dim": ir.IntegerAttr.get(ir.IntegerType.get_signless(64), dim)})
        assert isinstance(expr, FnApply)
        fn = expr.fn if isinstance(expr.fn, ScalarFnDef) else self.b.fns[expr.fn.name]
        operands = [self.eval(o) for o in expr.operands]
        if expr.kind is TYPE:
            to_type = self.b.types.get(expr.type_var.name) or expr.type_var.fixed_type()
            if to_type is None:
                self.fail(f"type variable {expr.type_var.name} is not bound by any operand")
            return self.cast(to_type, *operands[0], unsigned=fn.fn_name == "cast_unsigned")
        if expr.kind is UNARY:
            return self.unary(fn.fn_name, *operands[0])
        if expr.kind is BINARY:
            return self.binary(fn.fn_name, operands[0], operands[1])
        return self.select(*operands)

    def cast(self, to_type, t, v, *, unsigned):
        if t == to_type:
            return t, v
        suffix = "ui" if unsigned else "si"
        if _is_int(t) and _is_int(to_type):
            name = ("arith.ext" + suffix) if _width(to_type) > _width(t) else "arith.trunci"
        elif (_is_index(t) and _is_int(to_type)) or (_is_int(t) and _is_index(to_type)):
            name = "arith.index_castui" if unsigned else "arith.index_cast"
        elif _is_int(t) and _is_float(to_type):
            name = "arith.uitofp" if unsigned else "arith.sitofp"
        elif _is_float(t) and _is_int(to_type):
            name = "arith.fptoui" if unsigned else "arith.fptosi"
        elif _is_float(t) and _is_float(to_type) and _width(t) != _width(to_type):
            name = "arith.extf" if _width(to_type) > _width(t) else "arith.truncf"
        else:
            self.fail(f"cannot cast {t} to {to_type}")
        return to_type, self._op(name, to_type, [v])

    def unary(self, fn, t, v):
        if _is_float(t):
            if fn == "reciprocal":
                one = self._op("arith.constant", t, [], {"value": ir.FloatAttr.get(t, 1.0)})
                return t, self._op("arith.divf", t, [one, v])
            if fn == "square":
                return t, self._op("arith.mulf", t, [v, v])
            return t, self._op(_UNARY_FLOAT[fn], t, [v])
        if _is_complex(t) and not self.named and fn in _UNARY_COMPLEX:
            return t, self._op(_UNARY_COMPLEX[fn], t, [v])
        self.unsupported(fn, f"unary function {fn} is not defined on {t}" +
                         ("" if self.named or not _is_complex(t) else " (complex: " + ", ".join(_UNARY_COMPLEX) + ")"))

    def binary(self, fn, lhs, rhs):
        (t0, v0), (t1, v1) = lhs, rhs
        if t0 != t1:
            self.fail(f"binary function {fn} applied to different types ({t0} and {t1}); cast them first")
        complex_op, float_op, int_op, bool_op = _BINARY[fn]
        if _is_complex(t0):
            name = complex_op
        elif _is_float(t0):
            name = float_op
        elif _is_bool(t0):
            name = bool_op
        elif _is_int(t0) or (_is_index(t0) and not self.named):
            name = int_op
        else:
            name = None
        if name is None:
            self.unsupported(fn, f"binary function {fn} is not defined on {t0}")
        return t0, self._op(name, t0, [v0, v1])

    def select(self, cond, lhs, rhs):
        (tc, vc), (t0, v0), (t1, v1) = cond, lhs, rhs
        if not (_is_bool(tc)):
            self.fail(f"select needs an i1 condition, got {tc}")
        if t0 != t1:
            self.fail(f"select applied to different types ({t0} and {t1}); cast them first")
        return t0, self._op("arith.select", t0, [vc, v0, v1])


def _body_results(binding, walker):
    """Evaluates each output's assignment, in output order."""
    config = binding.config
    by_output = {a.lhs.operand.name: a for a in config.op_def.assignments}
    results = []
    for o, _ in binding.outputs:
        t, v = walker.eval(config.assignment_expression(by_output[o.name]))
        expected = binding.element_types[o.name]
        if t != expected:
            walker.fail(f"the value assigned to {o.name} has type {t}, but {o.name}'s element type is {expected}")
        results.append(v)
    return results


def check_body(binding):
    """Type-checks the body by the named ops' rules (nothing is built)."""
    _body_results(binding, _Walker(binding, emit=False, named=True))


def _result_types(binding):
    return [v.type for _, v in binding.outputs] if binding.kind == "tensor" else []


def _return(binding, op):
    if binding.kind != "tensor":
        return op.opview
    results = op.results
    return results[0] if len(results) == 1 else list(results)


def emit_generic_op(binding, loc=None, ip=None):
    config, name = binding.config, binding.name
    maps = []
    for o, v in binding.inputs + binding.outputs:
        if binding.poly_rank is not None:
            dims = ", ".join(f"d{i}" for i in range(binding.poly_rank))
            full = isinstance(o, TensorDef) and _shaped_kind(v.type)[1].rank == binding.poly_rank
            maps.append(ir.Attribute.parse(f"affine_map<({dims}) -> ({dims if full else ''})>"))
            continue
        text = config.state.map_text(config.indexing_exprs(o), with_symbols=False,
                                     symbol_values=binding.symbol_values)
        if re.search(r"\bs\d+\b", text):
            raise ValueError(f"{name}: the indexing of {o.name} uses shape symbols no index attribute gives")
        maps.append(ir.Attribute.parse(text))
    iterator_types = config.iterator_types
    if binding.poly_rank is not None:
        iterator_types = ["parallel"] * binding.poly_rank
    iterators = [ir.Attribute.parse(f"#linalg.iterator_type<{t}>") for t in iterator_types]
    attributes = {"indexing_maps": ir.ArrayAttr.get(maps), "iterator_types": ir.ArrayAttr.get(iterators),
                  "operandSegmentSizes": ir.DenseI32ArrayAttr.get([len(binding.inputs), len(binding.outputs)])}
    # Check the whole body before anything is created.
    _body_results(binding, _Walker(binding, emit=False, named=False))
    op = ir.Operation.create("linalg.generic", results=_result_types(binding),
                             operands=[v for _, v in binding.inputs + binding.outputs], attributes=attributes,
                             regions=1, loc=loc, ip=ip)
    arg_types = [binding.element_types[o.name] for o, _ in binding.inputs + binding.outputs]
    block = ir.Block.create_at_start(op.regions[0], arg_types)
    args = {o.name: a for (o, _), a in zip(binding.inputs + binding.outputs, block.arguments)}
    with ir.InsertionPoint(block):
        values = _body_results(binding, _Walker(binding, emit=True, named=False, block_args=args))
        ir.Operation.create("linalg.yield", operands=values)
    return _return(binding, op)


def named_attributes(binding):
    attributes = {}
    for o in binding.config.op_def.operands:
        if isinstance(o, _FnAttrDef):
            fn = binding.fns[o.name]
            attributes[o.name] = ir.Attribute.parse(f"#linalg.{_ATTR_MNEMONIC[o.fn_kind]}<{fn.fn_name}>")
        elif isinstance(o, IndexAttrDef):
            values = binding.index_values[o.name]
            attributes[o.name] = ir.Attribute.parse(
                f"dense<[{', '.join(str(x) for x in values)}]> : tensor<{len(values)}xi64>")
    return attributes


def emit_named(binding, fill_region, loc=None, ip=None):
    check_body(binding)
    attributes = named_attributes(binding)
    attributes["operandSegmentSizes"] = ir.DenseI32ArrayAttr.get([len(binding.inputs), len(binding.outputs)])
    op = ir.Operation.create("linalg." + binding.op_name, results=_result_types(binding),
                             operands=[v for _, v in binding.inputs + binding.outputs], attributes=attributes,
                             regions=1, loc=loc, ip=ip)
    try:
        fill_region(op)
    except BaseException:
        op.erase()
        raise
    return _return(binding, op)


def _is_builtin_definition(op_callable):
    """Only linalg's own definitions become named ops: the body of a named op
    is built by C++ from linalg's definition, whatever another DSL function
    of the same name says (lang does not import ops: ops marks its own)."""
    return op_callable.is_builtin


def emit_op(op_callable, ins, outs, attrs, *, emit_generic=False, loc=None, ip=None):
    binding = bind_operands(op_callable, ins, outs, attrs)
    context = binding.outputs[0][1].context
    if not emit_generic and _is_builtin_definition(op_callable) and \
            context.is_registered_operation("linalg." + op_callable.op_name):
        from ... import _named_region_filler
        return emit_named(binding, _named_region_filler(), loc=loc, ip=ip)
    return emit_generic_op(binding, loc=loc, ip=ip)
