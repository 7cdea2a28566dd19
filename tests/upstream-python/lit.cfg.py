# lit configuration for upstream MLIR's own Python test suite
# (mlir/test/python of Debian's llvm-toolchain-N source package), run in place
# and unmodified against an installed `mlir` package.  The site file written by
# tools/run-upstream-python-tests sets the paths used here.
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
# The JIT is part of the ExecutionEngine component on every x86_64 host.  The
# GPU module-to-binary tests need the NVPTX/AMDGPU backends and their device
# tool chains: not claimed here, so they report UNSUPPORTED (as they did with
# upstream's own bindings on this machine).
config.available_features.add("host-supports-jit")

config.environment["PATH"] = os.pathsep.join([config.llvm_bindir, os.environ["PATH"]])
config.environment["PYTHONPATH"] = config.python_package_dir
config.environment["PYTHONDONTWRITEBYTECODE"] = "1"
for var in ("LD_LIBRARY_PATH", "LD_PRELOAD", "PYTHONHOME"):
    config.environment.pop(var, None)
if os.environ.get("MLIRC_SANITIZE"):  # the package was built with sanitizers
    import sys
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "sanitizers"))
    import lit_sanitizers
    lit_sanitizers.configure(config)
config.substitutions.append(("%PYTHON", config.python))
