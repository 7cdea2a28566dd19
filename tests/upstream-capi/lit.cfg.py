# lit configuration for upstream MLIR's own C API tests (mlir/test/CAPI of
# Debian's llvm-toolchain-N source package), run in place and unmodified.
# scripts/run-upstream-capi-tests builds the programs their RUN lines name
# (mlir-capi-*-test) with pkg-config mlir-c and writes the site file.
import os

import lit.formats

config.name = "upstream-capi"
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = [".c"]
config.excludes = ["lit.local.cfg", "CMakeLists.txt"]
config.test_source_root = config.upstream_tests
config.test_exec_root = config.exec_root
# The JIT is part of the ExecutionEngine component on every x86_64 host.
config.available_features.add("host-supports-jit")
config.environment["PATH"] = os.pathsep.join(
    [config.test_bindir, config.llvm_bindir, config.environment.get("PATH", os.environ["PATH"])])

# Instrumented libraries need the sanitizer runtime in the process.
if os.environ.get("MLIRC_SANITIZE"):
    import sys
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "sanitizers"))
    import lit_sanitizers
    config.environment.update(lit_sanitizers.environment())
