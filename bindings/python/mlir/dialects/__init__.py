# mlir.dialects: one module per dialect (generated op classes + helpers).
# Importing any of them loads the Dialects component (_mlir_libs/_mlirDialects)
# and registers the dialects into every Context created afterwards.
