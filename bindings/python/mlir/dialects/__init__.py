# mlir.dialects: one module per dialect (generated op classes + helpers).
# Importing any of them loads the Dialects component (_mlir_libs/_mlirDialects)
# and registers the dialects into every Context created afterwards.

# A mlir/dialects directory further on sys.path adds dialect modules here.
__path__ = __import__("pkgutil").extend_path(__path__, __name__)
