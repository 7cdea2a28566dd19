"""mlir.dialects.builtin: generated op classes of the builtin dialect, with
ModuleOp creating its body block as upstream's helper does."""

from ._loader import load as _load

_load()

from ._builtin_ops_gen import *  # noqa: F401,F403
from ._builtin_ops_gen import _Dialect, ModuleOp as _ModuleOp
from ._ods_common import _cext
from ..extras.meta import region_op as _region_op

_ir = _cext.ir


@_cext.register_operation(_Dialect, replace=True)
class ModuleOp(_ModuleOp):
    """builtin.module with its single body block."""

    def __init__(self, *, sym_name=None, sym_visibility=None, loc=None, ip=None):
        super().__init__(sym_name=sym_name, sym_visibility=sym_visibility, loc=loc, ip=ip)
        self.regions[0].blocks.append()

    @property
    def body(self):
        return self.regions[0].blocks[0]


def _module(*, sym_name=None, sym_visibility=None, attrs=None, loc=None, ip=None):
    op = ModuleOp(sym_name=sym_name, sym_visibility=sym_visibility, loc=loc, ip=ip)
    for name, attr in (attrs or {}).items():
        op.operation.attributes[name] = attr
    return op


# `@module` or `@module(sym_name=None, sym_visibility=None, attrs=None)`:
# creates a builtin.module at the current insertion point (with the
# attributes of the `attrs` dict), runs the decorated function inside its
# body, and binds the name to the module op.
module = _region_op(_module)
