#!/usr/bin/env python3
"""Side-by-side benchmark: mlir-components (installed at argv[1]) against the
distro monolith (a client statically linking libMLIRCAPI*.a against
libMLIR.so + libLLVM) and against the floor (the same client linked statically
against the distribution's MLIR and LLVM archives with --gc-sections: only the
code it uses, no symbol lookups at start-up).  Start-up in wall time
(alternating rounds) and, where valgrind is installed, in instructions
(callgrind).  Prints Markdown tables of ratios.
Usage: scripts/bench/benchmark.py INSTALL_PREFIX [LLVM_VERSION]"""
import os
import re
import shutil
import sys
import importlib.util
import tempfile

import static_floor
import timing

prefix = os.path.abspath(sys.argv[1])
ver = sys.argv[2] if len(sys.argv) > 2 else "19"
llvm = "/usr/lib/llvm-%s/lib" % ver
src = os.path.join(os.path.dirname(os.path.abspath(__file__)), "parse-print.c")
tmp = tempfile.mkdtemp(prefix="mlirc-bench-")


run = timing.output


def load_library_table():
    """scripts/docs/library-table.py, which sizes and counts the libraries."""
    path = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "docs", "library-table.py")
    spec = importlib.util.spec_from_file_location("library_table", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


library_table = load_library_table()
stripped_size = library_table.stripped_size


timed = timing.median_seconds


env_ours = dict(os.environ, LD_LIBRARY_PATH=os.path.join(prefix, "lib"),
                PKG_CONFIG_PATH=os.path.join(prefix, "lib", "pkgconfig"))
flags = run(["pkg-config", "--cflags", "--libs", "mlir-c-core"], env=env_ours).split()
ours = [os.path.join(tmp, "ours"), "-std=c99", src] + flags
mono = [os.path.join(tmp, "mono"), "-std=c99", "-I/usr/lib/llvm-%s/include" % ver, src,
        "-L" + llvm, "-lMLIRCAPIIR", "-lMLIR", "-lLLVM-%s" % ver, "-lstdc++", "-Wl,-rpath," + llvm]
link_ours = timed(["cc", "-o"] + ours, n=5)
link_mono = timed(["cc", "-o"] + mono, n=5)


floor = static_floor.build(src, os.path.join(tmp, "floor"), ver)


def mapped(exe, env=None):
    """Bytes of MLIR/LLVM shared objects the loader maps (stripped file sizes)."""
    libs = re.findall(r"=> (\S+)", run(["ldd", exe], env=env))
    return sum(stripped_size(l) for l in libs if re.search(r"lib(MLIR|LLVM)", os.path.basename(l)))


clients = {"ours": ([os.path.join(tmp, "ours")], env_ours), "monolith": ([os.path.join(tmp, "mono")], None),
           "floor": ([floor], None)}
start = timing.alternating_medians(clients, rounds=11, n=3)
have_valgrind = shutil.which("valgrind") is not None
instructions = {name: timing.callgrind_instructions(*cmd) for name, cmd in clients.items()} if have_valgrind else {}
map_ours, map_mono = mapped(os.path.join(tmp, "ours"), env_ours), mapped(os.path.join(tmp, "mono"))

print(library_table.markdown(library_table.rows(prefix, ver)))
print()
print("| core-only parse+print client | ours | monolith | static floor | ours/monolith | ours/floor |")
print("|---|---|---|---|---|---|")
print("| start-up, 11 alternating rounds x median of 3 runs (ms) | %.2f | %.2f | %.2f | %.2f | %.2f |"
      % (start["ours"] * 1e3, start["monolith"] * 1e3, start["floor"] * 1e3,
         start["ours"] / start["monolith"], start["ours"] / start["floor"]))
if have_valgrind:
    print("| start-up + run, instructions (callgrind, M) | %.2f | %.2f | %.2f | %.2f | %.2f |"
          % (instructions["ours"] / 1e6, instructions["monolith"] / 1e6, instructions["floor"] / 1e6,
             instructions["ours"] / instructions["monolith"], instructions["ours"] / instructions["floor"]))
print("| MLIR/LLVM shared objects mapped (MB, stripped) | %.1f | %.1f | 0 | %.2f | |"
      % (map_ours / 1e6, map_mono / 1e6, map_ours / map_mono))
print("| consumer link time, median of 5 (ms) | %.0f | %.0f | | %.2f | |"
      % (link_ours * 1e3, link_mono * 1e3, link_ours / link_mono))
print()
print("static floor: %s, %.1f MB; %s" % (
    "the client linked against the MLIR and LLVM archives with --gc-sections", os.path.getsize(floor) / 1e6,
    "instructions counted by callgrind" if have_valgrind else "valgrind not installed: no instruction counts"))
