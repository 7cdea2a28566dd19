"""An op definition's configuration: numbered symbols and dimensions, shape
and indexing maps, iterator types and body expressions, as the YAML op
description that mlir-linalg-ods-yaml-gen reads (LinalgOpConfig)."""

from .affine import AffineBuildState, DimDef
from .comprehension import (TensorDef, ScalarDef, IndexAttrDef, _FnAttrDef, TensorUse, ConstExpr, IndexExpr,
                            FnApply, ScalarFnDef, BINARY, TYPE)
from .yaml_helper import Tagged, dump_all

__all__ = ["LinalgOpConfig", "dump_configs"]


class LinalgOpConfig:
    """Derived facts of one LinalgOpDef; raises ValueError for a body that
    does not describe a structured op (inconsistent indexing, unknown
    dimensions...)."""

    def __init__(self, op_def):
        self.op_def = op_def
        name = op_def.name
        self.state = state = AffineBuildState()
        # Symbols, in order of first appearance over the parameters.
        for o in op_def.operands:
            if isinstance(o, TensorDef):
                for e in o.shape:
                    state.collect(e, dims=False)
            elif isinstance(o, IndexAttrDef):
                for s in o.sizes:
                    state.add_symbol(s)
        # Dimensions: the declared domain, else in order of appearance.
        uses = []
        for a in op_def.assignments:
            uses.append(a.lhs)
            a.value.walk(lambda node: uses.append(node) if isinstance(node, (TensorUse, IndexExpr)) else None)
        if op_def.domain is not None:
            for d in op_def.domain:
                state.add_dim(d)
        else:
            for u in uses:
                if isinstance(u, TensorUse):
                    for e in u.indices:
                        state.collect(e)
                else:
                    state.add_dim(u.dim)
            for a in op_def.assignments:
                if a.reduce is not None and a.reduce.dims:
                    for d in a.reduce.dims:
                        state.add_dim(d)
            for o in op_def.operands:
                if isinstance(o, TensorDef) and o.index_dims:
                    for d in o.index_dims:
                        state.add_dim(d)
        # Indexing of every tensor: its uses must agree.
        self.indexing = {}
        for u in uses:
            if not isinstance(u, TensorUse):
                if u.dim.name not in state.dims:
                    raise ValueError(f"op {name}: index({u.dim!r}) is not in the domain {state._dim_list()}")
                continue
            for e in u.indices:
                state.render(e)  # unknown dimensions and symbols raise here
            seen = self.indexing.get(u.operand.name)
            if seen is not None and [state.render(e) for e in seen] != [state.render(e) for e in u.indices]:
                raise ValueError(f"op {name}: {u.operand.name} is indexed both as {_show(seen)} and as "
                                 f"{_show(u.indices)}; a tensor has one indexing")
            self.indexing[u.operand.name] = u.indices
        for o in op_def.operands:
            if isinstance(o, TensorDef) and o.name not in self.indexing:
                if o.index_dims is None:
                    raise ValueError(f"op {name}: input {o.name} is not used in the body; give it "
                                     f"index_dims=[...] if it only carries a shape")
                for d in o.index_dims:
                    state.render(d)
                self.indexing[o.name] = o.index_dims
        # Iterator types.
        reductions = set()
        for a in op_def.assignments:
            out_dims = set()
            for e in a.lhs.indices:
                e.visit(lambda n: out_dims.add(n.name) if isinstance(n, DimDef) else None)
            if a.reduce is not None and a.reduce.dims is not None:
                for d in a.reduce.dims:
                    if d.name not in state.dims:
                        raise ValueError(f"op {name}: reduction dimension {d!r} is not in the domain "
                                         f"{state._dim_list()}")
                    if d.name in out_dims:
                        raise ValueError(f"op {name}: {d!r} indexes the output {a.lhs.operand.name} and "
                                         f"cannot be reduced")
                    reductions.add(d.name)
            else:
                used = set()
                a.value.walk(lambda n: [e.visit(lambda x: used.add(x.name) if isinstance(x, DimDef) else None)
                                        for e in n.indices] if isinstance(n, TensorUse) else None)
                reductions |= used - out_dims
        self.iterator_types = ["reduction" if d in reductions else "parallel" for d in state.dims]

    # -- accessors used by the emitter --

    @property
    def operands(self):
        """Operand definitions that are op operands (tensors and scalars)."""
        return [o for o in self.op_def.operands if isinstance(o, (TensorDef, ScalarDef))]

    def indexing_exprs(self, operand):
        return () if isinstance(operand, ScalarDef) else tuple(self.indexing[operand.name])

    # -- YAML --

    def _canonical_map(self, text):
        from ..... import ir
        return str(ir.AffineMapAttr(ir.Attribute.parse(text)))

    def _expression(self, expr):
        if isinstance(expr, TensorUse):
            return Tagged("!ScalarExpression", [("scalar_arg", expr.operand.name)])
        if isinstance(expr, ScalarDef):
            return Tagged("!ScalarExpression", [("scalar_arg", expr.name)])
        if isinstance(expr, ConstExpr):
            return Tagged("!ScalarExpression", [("scalar_const", _const_text(expr.value))])
        if isinstance(expr, IndexExpr):
            return Tagged("!ScalarExpression", [("scalar_index", self.state.dims[expr.dim.name])])
        assert isinstance(expr, FnApply)
        fn = [("kind", expr.kind.name)]
        fn.append(("fn_name", expr.fn.fn_name) if isinstance(expr.fn, ScalarFnDef) else ("attr_name", expr.fn.name))
        if expr.kind is TYPE:
            fn.append(("type_var", expr.type_var.name))
        fn.append(("operands", [self._expression(o) for o in expr.operands]))
        return Tagged("!ScalarExpression", [("scalar_fn", Tagged(None, fn))])

    def assignment_expression(self, assignment):
        """The body expression of an assignment, its reduction folded in:
        a FnApply tree over TensorUse/ScalarDef/ConstExpr/IndexExpr."""
        if assignment.reduce is None:
            return assignment.value
        return FnApply(BINARY, assignment.reduce.fn, (assignment.lhs, assignment.value))

    def to_yaml_object(self):
        op_def, state = self.op_def, self.state
        metadata = [("name", op_def.name), ("cpp_class_name", op_def.cpp_class_name), ("doc", op_def.doc)]
        if op_def.implements:
            metadata.append(("implements", [i.cpp_name for i in op_def.implements]))
        if op_def.defines:
            metadata.append(("defines", [d.def_name for d in op_def.defines]))
        args = []
        for o in op_def.operands:
            entry = [("name", o.name), ("kind", o.kind)]
            if isinstance(o, (TensorDef, ScalarDef)):
                entry.append(("type_var", o.type_var.name))
            if isinstance(o, TensorDef):
                entry.append(("shape_map", self._canonical_map(state.map_text(o.shape, with_dims=False))))
            elif isinstance(o, IndexAttrDef):
                entry.append(("index_attr_map", self._canonical_map(state.map_text(o.sizes, with_dims=False))))
                entry.append(("default_indices", list(o.default)))
            elif isinstance(o, _FnAttrDef):
                entry.append(("default_fn", o.default.fn_name))
            args.append(Tagged("!LinalgOperandDefConfig", entry))
        maps = [self._canonical_map(state.map_text(self.indexing_exprs(o))) for o in self.operands]
        assignments = [Tagged("!ScalarAssign", [("arg", a.lhs.operand.name),
                                                 ("value", self._expression(self.assignment_expression(a)))])
                       for a in op_def.assignments]
        structured = [("args", args),
                      ("indexing_maps", Tagged("!LinalgIndexingMapsConfig", [("static_indexing_maps", maps)])),
                      ("iterator_types", list(self.iterator_types)),
                      ("assignments", assignments)]
        return Tagged("!LinalgOpConfig", [("metadata", Tagged("!LinalgOpMetadata", metadata)),
                                          ("structured_op", Tagged("!LinalgStructuredOpConfig", structured))])


def _show(indices):
    return "[" + ", ".join(repr(i) for i in indices) + "]"


def _const_text(value):
    from ..... import ir
    if isinstance(value, float):
        return str(ir.FloatAttr.get_f64(value))
    return str(ir.IntegerAttr.get(ir.IntegerType.get_signless(64), value))


def dump_configs(configs, stream=None):
    """YAML documents of the given LinalgOpConfigs (needs a current Context
    to print affine maps canonically; makes one if there is none)."""
    from ..... import ir
    if ir.Context.current is not None:
        return dump_all([c.to_yaml_object() for c in configs], stream)
    with ir.Context():
        return dump_all([c.to_yaml_object() for c in configs], stream)
