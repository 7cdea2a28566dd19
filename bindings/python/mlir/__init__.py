# mlir: Python bindings of mlir-components (native modules written in C on
# the CPython limited API).  Submodules: mlir.ir, mlir.passmanager,
# mlir.dialects.<name>.  Nothing native is loaded until one is imported.
