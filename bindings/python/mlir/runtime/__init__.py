"""mlir.runtime: numpy arrays <-> memref descriptors for the ExecutionEngine
(see np_to_memref).  Needs numpy."""

from .np_to_memref import *  # noqa: F401,F403
from .np_to_memref import __all__  # noqa: F401
