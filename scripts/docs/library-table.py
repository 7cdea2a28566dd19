#!/usr/bin/env python3
"""The libraries of an installed tree: stripped size and exported (defined,
dynamic) symbols of each, beside the distribution's libMLIR.so + libLLVM.

  scripts/docs/library-table.py --prefix INSTALL [--llvm 19]              # print the Markdown table
  scripts/docs/library-table.py --prefix INSTALL --check docs/performance.md

--check compares the export counts documented for the tree's libraries with
the install's and fails on any difference (sizes depend on the toolchain and
are only printed).
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

HEADER = ("library", "stripped MB", "exported symbols")


def run(cmd):
    return subprocess.run(cmd, check=True, stdout=subprocess.PIPE, universal_newlines=True).stdout


def exported_symbols(path):
    return run(["nm", "-D", "--defined-only", path]).count("\n")


def stripped_size(path):
    with tempfile.TemporaryDirectory(prefix="mlirc-size-") as tmp:
        out = os.path.join(tmp, "stripped")
        run(["strip", "-o", out, path])
        return os.path.getsize(out)


def our_libraries(prefix):
    lib = os.path.join(prefix, "lib")
    return [os.path.join(lib, f) for f in sorted(os.listdir(lib)) if re.fullmatch(r"libMLIR\w+\.so\.[0-9]+", f)]


def rows(prefix, llvm_major):
    """(name, stripped MB, exported symbols) of every library of ours, then
    the total and the monolith."""
    result, total = [], 0
    for path in our_libraries(prefix):
        size = stripped_size(path)
        total += size
        result.append((os.path.basename(path), "%.1f" % (size / 1e6), exported_symbols(path)))
    result.append(("**all ours**", "%.1f" % (total / 1e6), ""))
    llvm = "/usr/lib/llvm-%s/lib" % llvm_major
    mono = os.path.join(llvm, "libMLIR.so")
    mono_size = stripped_size(mono) + stripped_size(os.path.join(llvm, "libLLVM-%s.so" % llvm_major))
    result.append(("monolith libMLIR.so + libLLVM", "%.1f" % (mono_size / 1e6), exported_symbols(mono)))
    return result


def markdown(table):
    lines = ["| %s | %s | %s |" % HEADER, "|---|---|---|"]
    lines += ["| %s | %s | %s |" % r for r in table]
    return "\n".join(lines)


def documented_counts(doc):
    """{library file name: export count} from the doc's library table rows."""
    counts = {}
    for line in open(doc, encoding="utf-8"):
        m = re.fullmatch(r"\| (libMLIR\w+\.so\.[0-9]+) \| [0-9.]+ \| ([0-9]+) \|", line.strip())
        if m:
            counts[m.group(1)] = int(m.group(2))
    return counts


def check(prefix, doc):
    documented = documented_counts(doc)
    libraries = our_libraries(prefix)
    problems = []
    for path in libraries:
        name = os.path.basename(path)
        actual = exported_symbols(path)
        if name not in documented:
            problems.append("%s: not in %s (%d exported symbols)" % (name, doc, actual))
        elif documented[name] != actual:
            problems.append("%s: %s says %d exported symbols, the install has %d"
                            % (name, doc, documented[name], actual))
    for p in problems:
        print("library-table: " + p)
    if not problems:
        print("library-table: the export counts of %d libraries match %s" % (len(libraries), doc))
    return not problems


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--prefix", required=True, help="an install of mlir-components")
    p.add_argument("--llvm", default="19", help="the LLVM major of the monolith row (default 19)")
    p.add_argument("--check", metavar="DOC", help="compare the export counts documented in DOC with the install")
    a = p.parse_args()
    if not our_libraries(a.prefix):
        sys.exit("library-table: no libMLIR*.so.N under %s/lib" % a.prefix)
    if a.check:
        sys.exit(0 if check(a.prefix, a.check) else 1)
    print(markdown(rows(a.prefix, a.llvm)))


if __name__ == "__main__":
    main()
