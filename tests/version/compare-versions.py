#!/usr/bin/env python3
"""Collect the version from every place an installed tree states it and
check they are one string: the C API, Config.h, mlir-c-config, every .pc
file, the CMake package, the Python package; and, when the tree was built
from the source tree's current commit, cmake/describe-version.py --debian.

  compare-versions.py PREFIX SOURCE_ROOT WORKDIR
"""
import glob
import os
import subprocess
import sys

prefix, source, work = (os.path.abspath(p) for p in sys.argv[1:4])
config = os.path.join(prefix, "bin", "mlir-c-config")


def out(cmd, **kw):
    return subprocess.run(cmd, check=True, stdout=subprocess.PIPE, universal_newlines=True, **kw).stdout.strip()


found = {}
found["mlir-c-config --version"] = out([config, "--version"])
libdir = out([config, "--libdir"])

os.makedirs(work, exist_ok=True)
src = os.path.join(work, "version.c")
with open(src, "w") as f:
    f.write('#include <stdio.h>\n#include "mlir-c/Components/Version.h"\n'
            'int main(void) { printf("%s\\n%s\\n", mlircGetVersion(), MLIRC_VERSION_STRING); return 0; }\n')
exe = os.path.join(work, "version")
flags = out([config, "--cflags", "--libs", "core"]).split()
subprocess.run(["cc", "-std=c99", "-o", exe, src] + flags, check=True)
c_api, header = out([exe], env=dict(os.environ, LD_LIBRARY_PATH=libdir)).split("\n")
found["C API mlircGetVersion()"] = c_api
found["Config.h MLIRC_VERSION_STRING"] = header

pcdir = os.path.join(libdir, "pkgconfig")
for pc in sorted(glob.glob(os.path.join(pcdir, "*.pc"))):
    name = os.path.basename(pc)[:-3]
    found["pkg-config %s" % name] = out(["pkg-config", "--modversion", name],
                                        env=dict(os.environ, PKG_CONFIG_PATH=pcdir))

cmake_dir = os.path.join(work, "cmake")
os.makedirs(cmake_dir, exist_ok=True)
with open(os.path.join(cmake_dir, "CMakeLists.txt"), "w") as f:
    f.write('cmake_minimum_required(VERSION 3.20)\nproject(v NONE)\n'
            'find_package(MLIRComponents REQUIRED)\nmessage(STATUS "version=${MLIRComponents_VERSION}")\n')
log = out(["cmake", "-S", cmake_dir, "-B", os.path.join(cmake_dir, "b"), "-DCMAKE_PREFIX_PATH=" + prefix])
found["CMake MLIRComponents_VERSION"] = [l for l in log.split("\n") if "version=" in l][0].split("version=")[1]

pkgs = glob.glob(os.path.join(prefix, "lib*", "python3*", "*-packages"))
if pkgs:
    py = out([sys.executable, "-c", "import mlir; print(mlir.__version__); print(mlir.version_info)"],
             env=dict(os.environ, PYTHONPATH=pkgs[0])).split("\n")
    found["Python mlir.__version__"] = py[0]
    found["Python mlir.version_info"] = ".".join(str(int(x)) for x in py[1].strip("()").split(","))

describe = os.path.join(source, "cmake", "describe-version.py")
revision = out([sys.executable, describe, "--field", "revision"])
if revision == out([config, "--revision"]):
    found["describe-version.py --debian"] = out([sys.executable, describe, "--debian"])
else:
    print("(the source tree moved on since this tree was built: --debian not compared)")

for where, v in found.items():
    print("%-40s %s" % (where, v))
values = set(found.values())
if len(values) != 1:
    print("MISMATCH: %d different versions" % len(values))
    sys.exit(1)
print("all %d agree: %s" % (len(found), values.pop()))
