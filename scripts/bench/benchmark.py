#!/usr/bin/env python3
"""Side-by-side benchmark: mlir-components (installed at argv[1]) against the
distro monolith (a client statically linking libMLIRCAPI*.a against
libMLIR.so + libLLVM).  Prints a Markdown table of ratios.
Usage: scripts/bench/benchmark.py INSTALL_PREFIX [LLVM_VERSION]"""
import os
import re
import sys
import tempfile

import timing

prefix = os.path.abspath(sys.argv[1])
ver = sys.argv[2] if len(sys.argv) > 2 else "19"
llvm = "/usr/lib/llvm-%s/lib" % ver
src = os.path.join(os.path.dirname(os.path.abspath(__file__)), "parse-print.c")
tmp = tempfile.mkdtemp(prefix="mlirc-bench-")


run = timing.output


def stripped_size(path):
    out = os.path.join(tmp, "s.so")
    run(["strip", "-o", out, path])
    return os.path.getsize(out)


timed = timing.median_seconds


env_ours = dict(os.environ, LD_LIBRARY_PATH=os.path.join(prefix, "lib"),
                PKG_CONFIG_PATH=os.path.join(prefix, "lib", "pkgconfig"))
flags = run(["pkg-config", "--cflags", "--libs", "mlir-c-core"], env=env_ours).split()
ours = [os.path.join(tmp, "ours"), "-std=c99", src] + flags
mono = [os.path.join(tmp, "mono"), "-std=c99", "-I/usr/lib/llvm-%s/include" % ver, src,
        "-L" + llvm, "-lMLIRCAPIIR", "-lMLIR", "-lLLVM-%s" % ver, "-lstdc++", "-Wl,-rpath," + llvm]
link_ours = timed(["cc", "-o"] + ours, n=5)
link_mono = timed(["cc", "-o"] + mono, n=5)


def mapped(exe, env=None):
    """Bytes of MLIR/LLVM shared objects the loader maps (stripped file sizes)."""
    libs = re.findall(r"=> (\S+)", run(["ldd", exe], env=env))
    return sum(stripped_size(l) for l in libs if re.search(r"lib(MLIR|LLVM)", os.path.basename(l)))


start_ours = timed([os.path.join(tmp, "ours")], env=env_ours, n=31)
start_mono = timed([os.path.join(tmp, "mono")], n=31)
map_ours, map_mono = mapped(os.path.join(tmp, "ours"), env_ours), mapped(os.path.join(tmp, "mono"))

ourlibs = sorted(f for f in os.listdir(os.path.join(prefix, "lib")) if re.fullmatch(r"libMLIR\w+\.so\.[0-9]+", f))
rows = [("library", "stripped MB", "exported symbols"), ("---", "---", "---")]
total = 0
for f in ourlibs:
    p = os.path.join(prefix, "lib", f)
    s = stripped_size(p)
    total += s
    rows.append((f, "%.1f" % (s / 1e6), run(["nm", "-D", "--defined-only", p]).count("\n")))
mono_size = stripped_size(os.path.join(llvm, "libMLIR.so")) + stripped_size(os.path.join(llvm, "libLLVM-%s.so" % ver))
mono_syms = run(["nm", "-D", "--defined-only", os.path.join(llvm, "libMLIR.so")]).count("\n")
rows.append(("**all ours**", "%.1f" % (total / 1e6), ""))
rows.append(("monolith libMLIR.so + libLLVM", "%.1f" % (mono_size / 1e6), mono_syms))
for r in rows:
    print("| %s | %s | %s |" % r)
print()
print("| core-only parse+print client | ours | monolith | ratio |")
print("|---|---|---|---|")
print("| start-up, median of 31 runs (ms) | %.1f | %.1f | %.2f |" % (start_ours * 1e3, start_mono * 1e3, start_ours / start_mono))
print("| MLIR/LLVM shared objects mapped (MB, stripped) | %.1f | %.1f | %.2f |" % (map_ours / 1e6, map_mono / 1e6, map_ours / map_mono))
print("| consumer link time, median of 5 (ms) | %.0f | %.0f | %.2f |" % (link_ours * 1e3, link_mono * 1e3, link_ours / link_mono))
