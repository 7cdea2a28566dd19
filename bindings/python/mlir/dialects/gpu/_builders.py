"""LLVM 22's builders of the gpu dialect (imported by mlir.dialects.gpu when
the package follows that release): GPUFuncOp from a function type and a
name, gpu.wait, gpu.launch_func and gpu.launch from Python values."""

from .._gpu_ops_gen import _Dialect
from .._gpu_ops_gen import GPUFuncOp as _GPUFuncOp
from .._gpu_ops_gen import LaunchFuncOp as _LaunchFuncOp
from .._gpu_ops_gen import LaunchOp as _LaunchOp
from .._gpu_ops_gen import PrintfOp as _PrintfOp
from .._gpu_ops_gen import TerminatorOp as _TerminatorOp
from .._gpu_ops_gen import WaitOp as _WaitOp
from .._function_op import FunctionOpProperties as _FunctionOpProperties, function_type as _function_type, \
    symbol_attributes as _symbol_attributes
from .._ods_common import _cext, get_op_result_or_value, get_op_results_or_values

_ir = _cext.ir


def _i32_array(values):
    if values is None or isinstance(values, _ir.Attribute):
        return values
    return _ir.DenseI32ArrayAttr.get(list(values))


def _async_token():
    return _ir.Type.parse("!gpu.async.token")


@_cext.register_operation(_Dialect, replace=True)
class GPUFuncOp(_GPUFuncOp):
    """gpu.func.  GPUFuncOp(function_type, sym_name=None, *, kernel=False,
    body_builder=None, known_block_size=None, known_grid_size=None,
    arg_attrs=None, ...): function_type a FunctionType, a TypeAttr or an
    (inputs, results) tuple; with body_builder, an entry block is added and
    body_builder(func_op) runs with the insertion point inside it."""

    def __init__(self, function_type, sym_name=None, *, kernel=False, body_builder=None, known_block_size=None,
                 known_grid_size=None, arg_attrs=None, res_attrs=None, loc=None, ip=None, **kwargs):
        if isinstance(function_type, _ir.TypeAttr):
            function_type = function_type.value
        type_attr = _ir.TypeAttr.get(_function_type(function_type, "GPUFuncOp"))
        super().__init__(type_attr, arg_attrs=self._dicts(arg_attrs), res_attrs=self._dicts(res_attrs),
                         known_block_size=_i32_array(known_block_size),
                         known_grid_size=_i32_array(known_grid_size), loc=loc, ip=ip, **kwargs)
        if sym_name is not None:
            self.attributes["sym_name"] = _symbol_attributes(sym_name, None)[0]
        if kernel:
            self.attributes["gpu.kernel"] = _ir.UnitAttr.get()
        if body_builder is not None:
            with _ir.InsertionPoint(self.add_entry_block()):
                body_builder(self)

    @staticmethod
    def _dicts(attrs):
        """A list of dicts (or DictAttrs) as the ArrayAttr of DictAttrs."""
        if attrs is None or isinstance(attrs, _ir.Attribute):
            return attrs
        return _ir.ArrayAttr.get([a if isinstance(a, _ir.Attribute) else _ir.DictAttr.get(a) for a in attrs])

    is_external = _FunctionOpProperties.is_external
    body = _FunctionOpProperties.body
    type = _FunctionOpProperties.type
    name = _FunctionOpProperties.name

    @property
    def is_kernel(self):
        return "gpu.kernel" in self.attributes

    @property
    def entry_block(self):
        if self.is_external:
            raise RuntimeError(f"Entry block does not exist for {self.name.value}. Do you need to call the "
                               f"add_entry_block() method on this GPUFuncOp?")
        return self.body.blocks[0]

    def add_entry_block(self):
        """Adds the entry block, with one argument per input of the function
        type, and returns it."""
        if not self.is_external:
            raise RuntimeError(f"Entry block already exists for {self.name.value}")
        return self.body.blocks.append(*self.type.inputs)

    @property
    def arguments(self):
        """The types of the function's inputs (a list)."""
        return self.type.inputs


def wait(async_dependencies=None, *, loc=None, ip=None):
    """gpu.wait async [async_dependencies]: its token."""
    return _WaitOp(_async_token(), get_op_results_or_values(async_dependencies or []), loc=loc, ip=ip).result


def _index(value, loc, ip):
    """A Value as it is; an int as an arith.constant of index type."""
    if isinstance(value, int):
        from .. import arith

        return arith.constant(_ir.IndexType.get(), value, loc=loc, ip=ip)
    return get_op_result_or_value(value)


def _kernel_symbol(kernel):
    """[module name, function name] (or a SymbolRefAttr) as @module::@function."""
    if isinstance(kernel, _ir.Attribute):
        return kernel
    return _ir.SymbolRefAttr.get([str(part) for part in kernel])


def _launch_operands(async_dependencies, grid_size, block_size, cluster_size, loc, ip):
    """(token type or None, dependencies, the six sizes, the three cluster
    sizes or Nones) of a launch, sizes given as ints or index Values."""
    sizes = [_index(v, loc, ip) for v in list(grid_size) + list(block_size)]
    cluster = [None] * 3 if cluster_size is None else [_index(v, loc, ip) for v in cluster_size]
    token = None if async_dependencies is None else _async_token()
    return token, get_op_results_or_values(async_dependencies or []), sizes, cluster


def launch_func(async_dependencies, kernel, grid_size, block_size, kernel_operands=None, *, cluster_size=None,
                dynamic_shared_memory_size=None, async_object=None, loc=None, ip=None):
    """gpu.launch_func of `kernel` ([module, function] names or a
    SymbolRefAttr) on grid_size blocks of block_size threads (three ints or
    index Values each); async (its token returned) when async_dependencies is
    not None, else the op."""
    token, deps, sizes, cluster = _launch_operands(async_dependencies, grid_size, block_size, cluster_size, loc, ip)
    op = _LaunchFuncOp(token, deps, _kernel_symbol(kernel), *sizes,
                       get_op_results_or_values(kernel_operands or []), clusterSizeX=cluster[0],
                       clusterSizeY=cluster[1], clusterSizeZ=cluster[2],
                       dynamicSharedMemorySize=dynamic_shared_memory_size, asyncObject=async_object, loc=loc, ip=ip)
    return op.asyncToken if token is not None else op


@_cext.register_operation(_Dialect, replace=True)
class LaunchOp(_LaunchOp):
    """gpu.launch; calling it with body(*arguments) builds its body: the
    block and thread ids and sizes (12 index values, more with a cluster)
    as arguments, ended by gpu.terminator."""

    def __call__(self, body):
        region = self.regions[0]
        if len(region.blocks):
            raise RuntimeError("gpu.launch already has a body")
        n = 12 if self.clusterSizeX is None else 18
        block = region.blocks.append(*[_ir.IndexType.get()] * n)
        with _ir.InsertionPoint(block):
            body(*block.arguments)
            _TerminatorOp()
        return self


def launch(grid_size, block_size, *, async_dependencies=None, cluster_size=None, dynamic_shared_memory_size=None,
           loc=None, ip=None):
    """gpu.launch on grid_size blocks of block_size threads (three index
    Values or ints each); returns the LaunchOp, whose call with a body
    function builds the body."""
    token, deps, sizes, cluster = _launch_operands(async_dependencies, grid_size, block_size, cluster_size, loc, ip)
    return LaunchOp(token, deps, *sizes, clusterSizeX=cluster[0],
                    clusterSizeY=cluster[1], clusterSizeZ=cluster[2],
                    dynamicSharedMemorySize=dynamic_shared_memory_size, loc=loc, ip=ip)


def printf(format, *args, loc=None, ip=None):
    """gpu.printf format, args...: the values printed by the format."""
    return _PrintfOp(format, get_op_results_or_values(list(args)), loc=loc, ip=ip)
