"""mlir_cxxplug: the cxxplug dialect for the `mlir` package of mlir-components."""
from ._cxxplug import is_token, register_dialect, token_typeid  # noqa: F401
