#!/usr/bin/env python3
"""Draws the component layering as Graphviz DOT, from the resolver (the same
source CMake and Meson build from) and, if given, an installed tree's
library sizes.

  tools/layering-graph.py [--prefix INSTALL] [--llvm-version N] > layering.dot
  tools/layering-graph.py --prefix INSTALL --svg docs/layering.svg   # needs graphviz
"""
import argparse
import json
import os
import subprocess
import sys

TOP = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def resolve(llvm_version):
    out = subprocess.run([sys.executable, os.path.join(TOP, "components", "resolve.py"),
                          "--llvm-version", llvm_version, "--format", "json"],
                         check=True, stdout=subprocess.PIPE, universal_newlines=True).stdout
    return json.loads(out)


def size_mb(prefix, lib, major):
    path = os.path.join(prefix, "lib", "lib%s.so.%s" % (lib, major)) if prefix else None
    return os.path.getsize(os.path.realpath(path)) / 1e6 if path and os.path.exists(path) else None


def dot(r, prefix):
    major = r["llvm_major"]
    lines = ["digraph layering {", '  rankdir=BT; node [shape=box, fontname="Helvetica", fontsize=11];',
             '  edge [fontname="Helvetica", fontsize=9];',
             '  label="mlir-components on LLVM %s (%s linkage): arrows point to what a library needs";'
             % (r["llvm_full_version"], r["llvm_linkage"]), '  labelloc=t;']
    for layer in r["components"]:
        key = layer.replace("-", "_")
        lib = r[key + "_library"]
        impl, capi = "MLIR%sImpl" % lib, "MLIR%sPublicAPI" % lib
        isz, csz = size_mb(prefix, impl, major), size_mb(prefix, capi, major)
        lines.append('  subgraph "cluster_%s" { label="%s (pkg-config mlir-c-%s)"; style=rounded;' % (lib, lib, layer))
        lines.append('    "%s" [label="lib%s.so\\n%d upstream archives%s"];' % (
            impl, impl, len(r[key + "_impl_archives"]), "\\n%.1f MB" % isz if isz else ""))
        lines.append('    "%s" [label="lib%s.so\\nC API: %d archives%s", style=filled, fillcolor="#e8f0ff"];' % (
            capi, capi, len(r[key + "_capi_archives"]), "\\n%.1f MB" % csz if csz else ""))
        lines.append("  }")
        lines.append('  "%s" -> "%s";' % (capi, impl))
    graph = dict(e.split(":") for e in r["component_graph"])
    for lib, below in graph.items():
        if below:
            lines.append('  "MLIR%sImpl" -> "MLIR%sImpl";' % (lib, below.split(",")[-1]))
    if r["llvm_linkage"] == "dylib":
        lines.append('  "libLLVM-%s.so" [shape=ellipse];' % major)
        lines.append('  "MLIRCoreImpl" -> "libLLVM-%s.so";' % major)
    lines.append("}")
    return "\n".join(lines) + "\n"


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--prefix")
    p.add_argument("--llvm-version", default=os.environ.get("MLIRC_LLVM_VERSION", "19"))
    p.add_argument("--svg")
    a = p.parse_args()
    text = dot(resolve(a.llvm_version), a.prefix)
    if a.svg:
        subprocess.run(["dot", "-Tsvg", "-o", a.svg], input=text, check=True, universal_newlines=True)
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
