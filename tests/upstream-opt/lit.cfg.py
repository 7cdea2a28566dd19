# lit configuration for upstream MLIR's own tests of mlir-opt, mlir-translate
# and mlir-cpu-runner (mlir/test of Debian's llvm-toolchain-N source
# package), run in place and unmodified with mlirc-opt, mlirc-translate and
# mlirc-run under those names (scripts/run-upstream-opt-tests writes the site
# file and the tool links).
import os
import platform
import sys


config.name = "upstream-opt"
config.suffixes = [".mlir", ".ll", ".toy"]
# Directories of other tools (and upstream's unit tests, Python and C API
# suites, which have runners of their own).
config.excludes = ["Inputs", "lit.cfg.py", "lit.site.cfg.py", "lit.local.cfg", "CMakeLists.txt",
                   "Unit", "python", "CAPI", "lib", "mlir-tblgen", "mlir-pdll",
                   "mlir-pdll-lsp-server", "mlir-lsp-server", "tblgen-lsp-server", "tblgen-to-irdl",
                   "mlir-query", "mlir-reduce", "mlir-linalg-ods-gen", "mlir-vulkan-runner",
                   "mlir-spirv-cpu-runner", "mlir-rewrite"]
if not config.examples_bin:
    config.excludes.append("Examples")
config.test_source_root = config.upstream_tests
config.test_exec_root = config.exec_root

# Tests that need MLIR's own test build are UNSUPPORTED, those of its test
# dialect and passes only without the test plugin (test_only.py; a module of
# its own, so lit's worker processes can load the format).
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import test_only  # noqa: E402

config.test_format = test_only.UpstreamShTest(
    config.test_plugin, config.plugin_tools_dir, filter(None, config.hidden_plugin_uses.split(";")),
    execute_external=True)

llvm_bindir = "/usr/lib/llvm-%s/bin" % config.llvm_version
llvm_libdir = "/usr/lib/llvm-%s/lib" % config.llvm_version
config.environment["PATH"] = os.pathsep.join(
    [d for d in (config.tools_dir, config.examples_bin) if d] +
    [llvm_bindir, config.environment.get("PATH", os.environ["PATH"])])
config.substitutions.append(("%mlir_src_root", os.path.dirname(config.upstream_tests)))
# (the Integration tests' data files are found through this one)
config.substitutions.append(("%mlir_src_dir", os.path.dirname(config.upstream_tests)))
config.substitutions.append(("%shlibext", ".so"))
config.substitutions.append(("%mlir_lib_dir", llvm_libdir))
# The runtime libraries the runner loads: %mlir_runner_utils and the others
# this LLVM ships (the set grows between majors).
_runtimes = sorted((f[3:-3] for f in os.listdir(llvm_libdir) if f.startswith("libmlir_") and f.endswith(".so")),
                   key=len, reverse=True)
for _runtime in _runtimes:
    config.substitutions.append(("%" + _runtime, os.path.join(llvm_libdir, "lib%s.so" % _runtime)))
config.available_features.add("host-supports-jit")

# What upstream's lit.local.cfg files read from their host configuration
# (every attribute upstream's lit.site.cfg.py.in sets, in 19 and in 22): this
# host's facts, and for the rest "not here": no GPU runner, emulator, optional
# test set or build of MLIR's own.
config.target_triple = config.host_triple = "%s-pc-linux-gnu" % platform.machine()
config.host_os = platform.system()
config.host_arch = platform.machine()
config.native_target = "X86"
config.host_cc = "cc"
config.host_cxx = "c++"
config.python_executable = sys.executable
config.llvm_src_root = os.path.dirname(os.path.dirname(config.upstream_tests))
config.llvm_shlib_ext = ".so"
config.llvm_shlib_dir = llvm_libdir
config.llvm_tools_dir = llvm_bindir
config.lit_tools_dir = llvm_bindir
config.mlir_src_root = os.path.dirname(config.upstream_tests)
config.mlir_obj_root = config.exec_root
config.mlir_lib_dir = llvm_libdir
config.mlir_tools_dir = config.tools_dir
config.cmake_build_type = "Release"
for _name in """arm_emulator_executable arm_emulator_lli_executable arm_emulator_mlir_cpu_runner_executable
        arm_emulator_mlir_runner_executable arm_emulator_options arm_emulator_utils_lib_dir
        arm_sme_abi_routines_shlib expensive_checks gpu_compilation_format host_c_compiler_launcher
        host_cmake host_cmake_generator host_cxx_compiler_launcher intel_sde_executable llvm_use_linker
        llvm_use_sanitizer mlir_cmake_dir mlir_run_riscv_vector_tests riscv_emulator_lli_executable
        riscv_emulator_utils_lib_dir riscv_vector_emulator_executable riscv_vector_emulator_options
        rocm_test_chipset""".split():
    setattr(config, _name, "")
for _name in """build_examples enable_assertions enable_bindings_python enable_cuda_runner
        enable_levelzero_runner enable_rocm_runner enable_spirv_cpu_runner enable_sycl_runner
        enable_vulkan_runner llvm_shared_libs_build mlir_run_amx_tests
        mlir_run_arm_sme_tests mlir_run_arm_sve_tests mlir_run_cuda_sm80_lt_tests mlir_run_cuda_sm80_tests
        mlir_run_cuda_sm90_tests mlir_run_cuda_tensor_core_tests mlir_run_x86vector_tests run_nvptx_tests
        run_rocm_tests run_xevm_tests spirv_tools_tests""".split():
    setattr(config, _name, False)
# (a CMake value in upstream's site file, which test.toy passes on to CMake)
config.enable_libcxx = "OFF"
# mlir/test/Examples: upstream's examples built on the components, and
# examples/standalone built by its test with the components' MLIR_DIR.
config.build_examples = bool(config.examples_bin)
if config.build_examples:
    config.host_cmake = "cmake"
    config.host_cmake_generator = "Ninja"
    config.mlir_cmake_dir = config.components_mlir_cmake_dir
config.substitutions.append(("%python", config.python_executable))
# mlir/test/Integration: programs run with the runner (their CPU tests; the
# GPU, emulator and optional instruction set ones stay unsupported above).
# Not under the sanitizers: JIT-compiled programs add half again to the
# suite's time there, and the runner's own code is what the plain pass and
# tests/run cover (they are counted as unsupported, not passed).
config.mlir_include_integration_tests = not os.environ.get("MLIRC_SANITIZE")
# lit's own host features (system-linux, target=<triple>, native, shell), as
# upstream's site configuration sets them up.
import lit.llvm
lit.llvm.initialize(lit_config, config)

# Instrumented tools need the sanitizer runtime in the process.
if os.environ.get("MLIRC_SANITIZE"):
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "sanitizers"))
    import lit_sanitizers
    config.environment.update(lit_sanitizers.environment())
