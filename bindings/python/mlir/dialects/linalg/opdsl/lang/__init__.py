"""The op DSL: `from mlir.dialects.linalg.opdsl.lang import *` brings the
decorator, operand definitions, scalar functions, D/S/TV and the type
variables into scope."""

from .affine import D, S, DimDef, SymbolDef, AffineBuildState  # noqa: F401
from .types import *  # noqa: F401,F403
from .comprehension import *  # noqa: F401,F403
from .dsl import *  # noqa: F401,F403
# The star import brings the mlir.ir module in as `ir` too, as upstream's
# does: scripts written against it use `ir.` after it.
from ..... import ir  # noqa: F401,E402
