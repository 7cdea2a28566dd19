#!/usr/bin/env python3
"""What the TypeID guarantee costs a core-only C client at start-up.

libMLIRCoreImpl keeps its data symbols preemptible (components/dynamic.list.in)
so that a C++ program's copy relocations, plugins and the libraries agree on one
instance of each TypeID static.  This relinks CoreImpl from a CMake build tree
(its own link command, only the dynamic list changed) into a scratch directory,
three ways, and counts the start-up of the core-only parse+print client on each
against the static floor (static_floor.py):

  as shipped         every data symbol preemptible;
  TypeIDs only       only the TypeID statics and their guards preemptible: the
                     least the guarantee needs (tests/layout/data-binding.test);
  nothing            everything bound inside the library, as -Bsymbolic would:
                     breaks the guarantee, never shipped; what is left is the
                     price of two layered libraries (C API calls into CoreImpl,
                     relative relocations, more objects to search).

Instructions by callgrind, symbol lookups by the loader (LD_DEBUG=statistics).
Usage: scripts/bench/typeid-cost.py CMAKE_BUILD_DIR INSTALL_PREFIX [LLVM_MAJOR]"""
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile

import static_floor
import timing

build, prefix = (os.path.abspath(p) for p in sys.argv[1:3])
ver = sys.argv[3] if len(sys.argv) > 3 else "19"
tmp = tempfile.mkdtemp(prefix="mlirc-typeid-cost-")
src = os.path.join(os.path.dirname(os.path.abspath(__file__)), "parse-print.c")
soname = "libMLIRCoreImpl.so.%s" % ver


def link_command():
    """CoreImpl's link command from ninja, as an argument list, run in build."""
    (target,) = [os.path.basename(p) for p in glob.glob(os.path.join(build, soname + ".*"))]
    line = timing.output(["ninja", "-C", build, "-t", "commands", target]).splitlines()[-1]
    argv = line.split()
    start = argv.index("&&") + 1  # ": && c++ ... && :"
    return argv[start:argv.index("&&", start)]


def relink(name, symbols, argv):
    out = os.path.join(tmp, name)
    os.makedirs(out)
    dynamic_list = os.path.join(out, "dynamic.list")
    with open(dynamic_list, "w") as f:
        # (a dynamic list may not be empty: a name nothing defines stands in)
        f.write("{\n%s};\n" % "".join('  "%s";\n' % s for s in symbols or ["mlirc_no_such_symbol"]))
    argv = [("-Wl,--dynamic-list=" + dynamic_list) if a.startswith("-Wl,--dynamic-list=") else a for a in argv]
    argv[argv.index("-o") + 1] = os.path.join(out, soname)
    subprocess.run(argv, check=True, cwd=build)
    shutil.copy(os.path.join(prefix, "lib", "libMLIRCorePublicAPI.so.%s" % ver), out)
    return out, len(symbols)


def lookups(cmd, env):
    err = subprocess.run(cmd, env=dict(env, LD_DEBUG="statistics"), check=True, stdout=subprocess.DEVNULL,
                         stderr=subprocess.PIPE, universal_newlines=True).stderr
    return int(re.search(r"final number of relocations: (\d+)", err).group(1))


env = dict(os.environ, PKG_CONFIG_PATH=os.path.join(prefix, "lib", "pkgconfig"))
client = os.path.join(tmp, "client")
timing.output(["cc", "-O2", "-std=c99", "-o", client, src] +
              timing.output(["pkg-config", "--cflags", "--libs", "mlir-c-core"], env=env).split(), env=env)
floor = static_floor.build(src, os.path.join(tmp, "floor"), ver)

shipped = re.findall(r'^\s*"([^"]+)";', open(os.path.join(build, "core-dynamic.list")).read(), re.M)
# the statics, the static locals of resolveTypeID and their guards
typeids = [s for s in shipped if "TypeIDResolver" in s]
command = link_command()
variants = [
    ("as shipped (every data symbol)", (os.path.join(prefix, "lib"), len(shipped))),
    ("TypeID statics only", relink("typeids", typeids, command)),
    ("nothing (breaks the guarantee)", relink("none", [], command)),
]
floor_instructions = timing.callgrind_instructions([floor])
print("| core-only parse+print client; CoreImpl preemptible: | symbols | symbol lookups | instructions (M) | / floor |")
print("|---|---|---|---|---|")
for label, (libdir, count) in variants:
    run_env = dict(os.environ, LD_LIBRARY_PATH=libdir + ":" + os.path.join(prefix, "lib"))
    n = timing.callgrind_instructions([client], run_env)
    print("| %s | %d | %d | %.2f | %.2fx |" % (label, count, lookups([client], run_env), n / 1e6,
                                               n / floor_instructions))
print("| static floor | | %d | %.2f | 1.00x |" % (lookups([floor], os.environ), floor_instructions / 1e6))
shutil.rmtree(tmp)
