#!/usr/bin/env python3
"""Compile a stand-in for a PublicAPI library from its ABI baseline: the same
SONAME and versioned function symbols, minus --drop, plus --add.  The ABI
tests use it as a deliberately changed library.

  changed-library.py BASELINE.abi [--drop NAME]... [--add NAME]... [--retype NAME]... -o DIR

Every function is `void NAME(void)`, but a --retype one `long NAME(long)`.
With --types the stand-in carries CTF type info (-gctf), as the real
libraries do for our own functions; compare it with a baseline of such a
stand-in, since its types are not the real ones.
"""
import argparse
import os
import subprocess
import xml.etree.ElementTree as ET


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("baseline")
    p.add_argument("--drop", action="append", default=[])
    p.add_argument("--add", action="append", default=[])
    p.add_argument("--retype", action="append", default=[])
    p.add_argument("--types", action="store_true", help="compile with -gctf")
    p.add_argument("-o", dest="outdir", required=True)
    a = p.parse_args()
    corpus = ET.parse(a.baseline).getroot()
    soname = corpus.get("soname")
    symbols = corpus.findall("./elf-function-symbols/elf-symbol")
    names = [s.get("name") for s in symbols]
    missing = [n for n in a.drop + a.retype if n not in names]
    if missing:
        p.error("not in the baseline: %s" % ", ".join(missing))
    version = symbols[0].get("version")
    names = [n for n in names if n not in a.drop] + a.add
    os.makedirs(a.outdir, exist_ok=True)
    src = os.path.join(a.outdir, "stand-in.c")
    with open(src, "w") as f:
        f.writelines(("long %s(long x) { return x; }\n" if n in a.retype else "void %s(void) {}\n") % n
                     for n in names)
    vmap = os.path.join(a.outdir, "stand-in.map")
    with open(vmap, "w") as f:
        f.write("%s { global: *; };\n" % version)
    subprocess.run(["cc", "-shared", "-fPIC"] + (["-gctf"] if a.types else []) + ["-o", os.path.join(a.outdir, soname), src,
                    "-Wl,--version-script=" + vmap, "-Wl,-soname," + soname], check=True)


if __name__ == "__main__":
    main()
