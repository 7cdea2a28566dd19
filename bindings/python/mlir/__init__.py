# mlir: Python bindings of mlir-components (native modules written in C on
# the CPython limited API).  Submodules: mlir.ir, mlir.passmanager,
# mlir.dialects.<name>.  Nothing native is loaded until one is imported.

# Other distributions may add modules to this package's subpackages (a
# directory mlir/dialects or mlir/_mlir_libs further on sys.path: a downstream
# project's dialect module, a test fixture): their __path__ extends to them.
from ._package_path import extend_path as _extend_path

__path__ = _extend_path(__path__, __name__)

# The version of mlir-components this package belongs to: the same string as
# mlircGetVersion() and `mlir-c-config --version` ("0.1.0", or
# "0.1.0.20261123.3" for a snapshot), and as a tuple of ints that compares
# the way the versions sort.
from ._mlir_libs._config import VERSION as __version__  # noqa: E402

version_info = tuple(int(part) for part in __version__.split("."))
