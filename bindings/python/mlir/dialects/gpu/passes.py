"""mlir.dialects.gpu.passes: registers the gpu dialect's passes
(gpu-kernel-outlining, gpu-module-to-binary...) with the pass registry."""

from .._dialect_ext import native as _native

_native("register_gpu_passes")()
