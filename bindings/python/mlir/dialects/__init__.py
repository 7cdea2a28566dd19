# mlir.dialects: one module per dialect (generated op classes + helpers).
# Importing any of them loads the Dialects component (_mlir_libs/_mlirDialects)
# and registers the dialects into every Context created afterwards.

# A mlir/dialects directory further on sys.path adds dialect modules here.
from .._package_path import extend_path as _extend_path

__path__ = _extend_path(__path__, __name__)
