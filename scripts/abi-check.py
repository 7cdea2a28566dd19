#!/usr/bin/env python3
"""Compare the ABI of installed PublicAPI libraries with the checked-in
baseline abi/<LLVM major>/*.abi (abidw's XML, from Debian's abigail-tools).

  scripts/abi-check.py --prefix PREFIX            check an install (exit 1 on an incompatible change)
  scripts/abi-check.py --prefix PREFIX --update   make PREFIX's ABI the new baseline
  scripts/abi-check.py --libdir DIR --llvm-major N [--baseline DIR]

A removed symbol, or a changed function or variable, is incompatible: the
report is printed and the check fails.  Added symbols are a compatible change:
it passes and says so (update the baseline when the addition is meant).  The
libraries are stripped; the ABI is their exported symbols with their versions
(MLIR_C_<major>), fixed by the version script, plus the types of our own C
functions from the CTF the build keeps (-gctf), so CMake and Meson builds
give the same description.
"""
import re
import argparse
import glob
import os
import subprocess
import sys
import tempfile

TOP = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# No paths, locations, DT_NEEDED or architecture: the description says what
# a consumer links against, the same from any build tree on any machine.
ABIDW = ["abidw", "--ctf", "--no-corpus-path", "--no-show-locs", "--no-comp-dir-path", "--no-elf-needed",
         "--drop-undefined-syms", "--no-architecture"]
# abidiff's exit status is a bit field.
ABIDIFF_ERROR, ABIDIFF_USAGE, ABIDIFF_CHANGE, ABIDIFF_INCOMPATIBLE = 1, 2, 4, 8


def run(cmd):
    try:
        return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, universal_newlines=True)
    except FileNotFoundError:
        sys.exit("abi-check: %s not found: install Debian's abigail-tools" % cmd[0])


def describe(lib, out):
    r = run(ABIDW + ["--out-file", out, lib])
    if r.returncode != 0:
        sys.exit("abi-check: abidw failed on %s:\n%s" % (lib, r.stdout))


def breaks(report):
    """Removed plus changed functions, variables and symbols in an abidiff report
    (abidiff flags a changed type only as "a change", to be reviewed)."""
    n = 0
    for line in report.split("\n"):
        if "changes summary:" in line:
            n += sum(int(x) for x in re.findall(r"(\d+) (?:Removed|Changed)\b", line))
    return n


def show(path):
    """A path as the source tree names it, when it is in the source tree."""
    path = os.path.abspath(path)
    return os.path.relpath(path, TOP) if path.startswith(TOP + os.sep) else path


def from_config(prefix):
    tool = os.path.join(prefix, "bin", "mlir-c-config")
    try:
        out = subprocess.check_output([tool, "--libdir", "--llvm-version"], universal_newlines=True).split("\n")
    except (OSError, subprocess.CalledProcessError) as e:
        sys.exit("abi-check: cannot ask %s: %s" % (tool, e))
    return out[0], out[1].split(".")[0]


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--prefix", help="an install; its mlir-c-config gives the library directory and LLVM major")
    p.add_argument("--libdir")
    p.add_argument("--llvm-major")
    p.add_argument("--baseline", help="directory of .abi files (default abi/<LLVM major> in the source tree)")
    p.add_argument("--update", action="store_true", help="write the install's ABI as the baseline")
    a = p.parse_args()
    if a.prefix:
        libdir, major = from_config(a.prefix)
    elif a.libdir and a.llvm_major:
        libdir, major = a.libdir, a.llvm_major
    else:
        p.error("give --prefix, or --libdir and --llvm-major")
    baseline = a.baseline or os.path.join(TOP, "abi", major)
    libs = sorted(glob.glob(os.path.join(libdir, "libMLIR*PublicAPI.so." + major)))
    if not libs:
        sys.exit("abi-check: no libMLIR*PublicAPI.so.%s in %s" % (major, libdir))

    if a.update:
        os.makedirs(baseline, exist_ok=True)
        for lib in libs:
            out = os.path.join(baseline, os.path.basename(lib).split(".so")[0] + ".abi")
            describe(lib, out)
            print("wrote %s" % show(out))
        return 0

    failed = 0
    with tempfile.TemporaryDirectory() as tmp:
        for lib in libs:
            name = os.path.basename(lib)
            base = os.path.join(baseline, name.split(".so")[0] + ".abi")
            if not os.path.exists(base):
                print("%s: no baseline %s (scripts/abi-check.py --prefix PREFIX --update makes it)" % (name, base))
                failed += 1
                continue
            new = os.path.join(tmp, name + ".abi")
            describe(lib, new)
            r = run(["abidiff", "--no-architecture", base, new])
            if r.returncode & (ABIDIFF_ERROR | ABIDIFF_USAGE):
                print("%s: abidiff failed:\n%s" % (name, r.stdout))
                failed += 1
            elif r.returncode & ABIDIFF_INCOMPATIBLE or breaks(r.stdout):
                print("%s: INCOMPATIBLE change against %s:\n%s" % (name, show(base), r.stdout))
                failed += 1
            elif r.returncode & ABIDIFF_CHANGE:
                print("%s: compatible change (additions only); update the baseline if it is meant:\n%s"
                      % (name, r.stdout))
            else:
                print("%s: unchanged" % name)
    where = show(baseline)
    print("abi-check: %d of %d libraries incompatible with %s" % (failed, len(libs), where)
          if failed else "abi-check: %d libraries compatible with %s" % (len(libs), where))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
