"""mlir.passmanager: PassManager, from the Passes component
(_mlir_libs/_mlirPasses, linking libMLIRPassesPublicAPI)."""

from ._mlir_libs import _load

_cext = _load("_mlirPasses")
PassManager = _cext.PassManager
