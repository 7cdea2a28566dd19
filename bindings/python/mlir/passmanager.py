"""mlir.passmanager: PassManager, from the Passes component
(_mlir_libs/_mlirPasses, linking libMLIRPassesPublicAPI).

    pm = PassManager.parse("builtin.module(canonicalize)")
    pm.add(lambda op, pass_: None, "MyPythonPass")   # a pass written in Python
    pm.run(module)
"""

import enum

from ._mlir_libs import _load

_cext = _load("_mlirPasses")
PassManager = _cext.PassManager
ExternalPass = _cext.ExternalPass


class PassDisplayMode(enum.Enum):
    """How PassManager.enable_statistics lays out its report."""

    LIST = 0
    PIPELINE = 1


__all__ = ["PassManager", "ExternalPass", "PassDisplayMode"]
