# mlir: Python bindings of mlir-components (native modules written in C on
# the CPython limited API).  Submodules: mlir.ir, mlir.passmanager,
# mlir.dialects.<name>.  Nothing native is loaded until one is imported.

# Other distributions may add modules to this package's subpackages (a
# directory mlir/dialects or mlir/_mlir_libs further on sys.path: a downstream
# project's dialect module, a test fixture): their __path__ extends to them.
__path__ = __import__("pkgutil").extend_path(__path__, __name__)
