#!/usr/bin/env python3
"""The table "upstream MLIR library -> component library" of docs/components.md,
from components/resolve.py (every component, every dialect).

  scripts/docs/upstream-libraries.py [--llvm 19]                          # print the section
  scripts/docs/upstream-libraries.py [--llvm 19] --check docs/components.md

components/describe-components.py puts the section into docs/components.md
(it imports this file); --check compares the section the doc holds with the
resolver's and fails on any difference.
"""
import argparse
import json
import os
import subprocess
import sys

TOP = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TITLE = "## Upstream MLIR libraries: which component holds each"


def resolved(llvm_major):
    """The resolver's output for a whole build of that LLVM major."""
    text = subprocess.run([sys.executable, os.path.join(TOP, "components", "resolve.py"),
                           "--llvm-version", str(llvm_major), "--format", "json"],
                          check=True, stdout=subprocess.PIPE, universal_newlines=True).stdout
    return json.loads(text)


def rows(out):
    """(upstream name, where it is) for every upstream MLIR library."""
    modules = {}
    for layer in out["components"]:
        library = out[layer.replace("-", "_") + "_library"]
        modules["MLIR%sImpl" % library] = "mlir-" + layer
        modules["MLIR%sPublicAPI" % library] = "mlir-c-" + layer
    table = []
    for entry in out["upstream_libraries"]:
        name, _, rest = entry.partition(":")
        target, _, why = rest.partition(":")
        if target == "-":
            table.append((name, "not shipped: " + why))
        else:
            table.append((name, "`lib%s.so` (`%s`)" % (target, modules[target])))
    return table


def markdown(out):
    lines = [TITLE, "",
             "Generated from `components/resolve.py` (LLVM %s) by `scripts/docs/upstream-libraries.py`."
             % out["llvm_major"],
             "A C++ library (`MLIR<Name>`) sits in one Impl library, a C API library",
             "(`MLIRCAPI<Name>`) in one PublicAPI library; a program linking it links that library",
             "(or its CMake target `MLIRComponents::<upstream name>`, or its pkg-config module).",
             "Those not shipped say why (the `exclude` lines of `components/rules.txt`).", "",
             "| upstream library | library (pkg-config module) |", "| --- | --- |"]
    lines += ["| `%s` | %s |" % r for r in rows(out)]
    return "\n".join(lines) + "\n"


def section(doc_text):
    """The section of a doc that this script writes, or None."""
    start = doc_text.find(TITLE)
    if start < 0:
        return None
    end = doc_text.find("\n## ", start + len(TITLE))
    return doc_text[start:] if end < 0 else doc_text[start:end + 1]


def check(out, doc):
    have = section(open(doc, encoding="utf-8").read())
    want = markdown(out)
    if have is None:
        print("upstream-libraries: %s has no section %r" % (doc, TITLE))
        return False
    if have.rstrip("\n") != want.rstrip("\n"):
        have_rows, want_rows = set(have.splitlines()), set(want.splitlines())
        for line in sorted(want_rows - have_rows):
            print("upstream-libraries: missing from %s: %s" % (doc, line))
        for line in sorted(have_rows - want_rows):
            print("upstream-libraries: stale in %s: %s" % (doc, line))
        return False
    print("upstream-libraries: %s lists the %d upstream libraries as the resolver places them"
          % (doc, len(out["upstream_libraries"])))
    return True


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--llvm", default="19", help="the LLVM major to resolve (default 19)")
    p.add_argument("--check", metavar="DOC", help="compare the section DOC holds with the resolver's")
    a = p.parse_args()
    out = resolved(a.llvm)
    if a.check:
        sys.exit(0 if check(out, a.check) else 1)
    sys.stdout.write(markdown(out))


if __name__ == "__main__":
    main()
