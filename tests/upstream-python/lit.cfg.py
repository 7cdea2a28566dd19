# lit configuration for upstream MLIR's own Python test suite
# (mlir/test/python of Debian's llvm-toolchain-N source package), run in place
# and unmodified against an installed `mlir` package.  The site file written by
# scripts/run-upstream-python-tests sets the paths used here.
import os

import lit.formats

config.name = "upstream-python"
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = [".py"]
config.excludes = ["lit.local.cfg", "lib", "__pycache__"]
config.test_source_root = config.upstream_tests
config.test_exec_root = config.exec_root

# What upstream's lit.local.cfg files ask of their host configuration.
config.enable_bindings_python = True
config.mlir_include_integration_tests = True
# The JIT is part of the ExecutionEngine component on every x86_64 host.
config.available_features.add("host-supports-jit")

# The package was built with sanitizers: the tests, and the probe below, need
# their runtime preloaded.
_sanitizer_env = {}
if os.environ.get("MLIRC_SANITIZE"):
    import sys
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "sanitizers"))
    import lit_sanitizers
    _sanitizer_env = lit_sanitizers.environment()

# The GPU module-to-binary tests serialize to LLVM bitcode and to assembly
# only (no device tool chain): they need the NVPTX / AMDGPU backends, which
# the installed Passes component carries when its LLVM was built with them.
_probe = r"""
import ctypes, os, sys
from mlir._mlir_libs import get_lib_dirs
lib = ctypes.CDLL(os.path.join(get_lib_dirs()[0], "libMLIRPassesImpl.so"))
for target, feature in (("NVPTX", "host-supports-nvptx"), ("AMDGPU", "host-supports-amdgpu")):
    if hasattr(lib, "LLVMInitialize%sTarget" % target):
        print(feature)
"""
try:
    import subprocess

    _env = dict(os.environ, PYTHONPATH=config.python_package_dir, PYTHONDONTWRITEBYTECODE="1", **_sanitizer_env)
    _out = subprocess.run([config.python, "-c", _probe], env=_env, capture_output=True, text=True, timeout=60)
    for _feature in _out.stdout.split():
        config.available_features.add(_feature)
except (OSError, subprocess.SubprocessError):
    pass

config.environment["PATH"] = os.pathsep.join([config.llvm_bindir, os.environ["PATH"]])
# The package, then the test-only python_test dialect built from the same
# sources (tests/upstream-python/fixture): mlir.dialects.python_test and
# mlir._mlir_libs._mlirPythonTest, found through the package's extensible
# __path__.
config.environment["PYTHONPATH"] = os.pathsep.join([config.python_package_dir, config.fixture_dir])
config.environment["PYTHONDONTWRITEBYTECODE"] = "1"
for var in ("LD_LIBRARY_PATH", "LD_PRELOAD", "PYTHONHOME"):
    config.environment.pop(var, None)
if _sanitizer_env:
    lit_sanitizers.configure(config)
config.substitutions.append(("%PYTHON", config.python))
# The runner utilities of the distribution's LLVM (execution_engine.py's RUN line).
for _runtime in ("mlir_runner_utils", "mlir_c_runner_utils"):
    _lib = os.path.join(os.path.dirname(config.llvm_bindir), "lib", "lib%s.so" % _runtime)
    config.substitutions.append(("%" + _runtime, _lib))
