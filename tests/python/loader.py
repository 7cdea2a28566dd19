# The installed package tells where the rest of its install is.
# RUN: %PYTHON %s | FileCheck %s
# RUN: %if python-alt %{ %PYTHON_ALT %s | FileCheck %s %}
import os
import subprocess

from mlir import _mlir_libs as L

inc = L.get_include_dirs()
lib = L.get_lib_dirs()
# CHECK: IR.h: True Plugin.h: True
print("IR.h:", os.path.exists(os.path.join(inc[0], "mlir-c", "IR.h")),
      "Plugin.h:", os.path.exists(os.path.join(inc[0], "mlir-c", "Components", "Plugin.h")))
# CHECK: core lib: True
print("core lib:", any(f.startswith("libMLIRCorePublicAPI.so") for f in os.listdir(lib[0])))
# CHECK: pc: True
print("pc:", os.path.exists(os.path.join(L.get_pkgconfig_dirs()[0], "mlir-c-core.pc")))
# CHECK: cmake: True
print("cmake:", os.path.exists(os.path.join(L.get_cmake_dirs()[0], "MLIRComponentsConfig.cmake")))
# CHECK: llvm version: {{[0-9]+}}.
print("llvm version:", L.get_llvm_version())
# pkg-config through the returned directory finds the same include dir.
env = dict(os.environ, PKG_CONFIG_PATH=L.get_pkgconfig_dirs()[0])
cflags = subprocess.run(["pkg-config", "--cflags", "mlir-c-core"], env=env, capture_output=True, text=True).stdout
# CHECK: pkg-config agrees: True
print("pkg-config agrees:", os.path.realpath(cflags.split()[0][2:]) == os.path.realpath(inc[0]))
