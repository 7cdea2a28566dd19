# lit configuration of mlir-components.  Tests run against installed trees
# (see lit.site.cfg.py.in and scripts/run-tests), as a downstream user would.
import os
import shutil

import lit.formats

config.name = "mlir-components"
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = [".c", ".test"]
config.excludes = ["common.h", "consumers", "tools", "upstream-python", "upstream-capi", "upstream-opt", "lit.cfg.py", "lit.site.cfg.py.in"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.build_root, "lit")

config.environment["PATH"] = os.pathsep.join([config.llvm_bindir, config.environment.get("PATH", os.environ["PATH"])])
# Documents that describe one major's build (docs/components.md, the library
# table of docs/performance.md) are checked with REQUIRES: llvm-19.
config.available_features.add("llvm-" + config.llvm_version)

# Tests that compare the build systems, the linkages or the per-component
# installs need those trees apart; a run against one tree (scripts/run-tests
# --installed, the other majors' pass) points every tree at it.
trees = {config.install_sliced, config.install_meson, config.install_dylib, config.install_meson_dylib,
         config.percomp_root}
if len(trees) == 5:
    config.available_features.add("separate-trees")
    # RUN lines that repeat a check on the Meson and dylib trees (`%if
    # other-trees %{ ... %}`) run where those trees are this pass's own: not
    # in the sanitizer pass, whose are the plain pass's, already checked there.
    if not config.sanitize:
        config.available_features.add("other-trees")

for var in ("PKG_CONFIG_PATH", "LD_LIBRARY_PATH", "CMAKE_PREFIX_PATH"):
    config.environment.pop(var, None)

if config.sanitize:
    import sys
    sys.path.insert(0, os.path.join(config.test_source_root, "sanitizers"))
    import lit_sanitizers
    lit_sanitizers.configure(config)

# Tests that count instructions rather than time (valgrind).
if shutil.which("valgrind", path=config.environment["PATH"]):
    config.available_features.add("valgrind")

# A second C++ compiler, clang (as Debian's MLIR is built with): plugins
# built by either must agree with the libraries.
clangxx = shutil.which("clang++-" + config.llvm_version, path=config.environment["PATH"])
if clangxx:
    config.available_features.add("clang")
    config.substitutions.append(("%clangxx", clangxx))

tools = os.path.join(config.test_source_root, "tools")
config.substitutions += [
    ("%source_root", config.source_root),
    ("%clients", os.path.join(config.test_source_root, "clients")),
    ("%consumers", os.path.join(config.test_source_root, "consumers")),
    ("%install_sliced", config.install_sliced),
    ("%install_meson_dylib", config.install_meson_dylib),
    ("%install_meson", config.install_meson),
    ("%install_dylib", config.install_dylib),
    ("%percomp", config.percomp_root),
    ("%llvm_version", config.llvm_version),
    ("%build_client", os.path.join(tools, "build-client.sh")),
    ("%run_client", os.path.join(tools, "run-client.sh")),
    ("%check_install", "%s %s" % (config.python, os.path.join(tools, "check_install.py"))),
    ("%python", config.python),
]
