#!/usr/bin/env python3
"""Draws the component layering of an installed tree: `mlir-c-config --graph`
(DOT from the resolver output installed with the tree, and the installed
libraries' sizes), rendered by Graphviz's dot (Debian's graphviz).

  scripts/docs/layering-graph.py --prefix INSTALL --svg docs/layering.svg
  scripts/docs/layering-graph.py --prefix INSTALL > layering.dot
"""
import argparse
import os
import shutil
import subprocess
import sys


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--prefix", required=True, help="an install of mlir-components")
    p.add_argument("--svg", help="render to this SVG file (needs graphviz)")
    a = p.parse_args()
    tool = os.path.join(a.prefix, "bin", "mlir-c-config")
    dot = subprocess.run([tool, "--graph"], check=True, stdout=subprocess.PIPE, universal_newlines=True).stdout
    if not a.svg:
        sys.stdout.write(dot)
        return
    if not shutil.which("dot"):
        sys.exit("layering-graph: dot not found: apt-get install graphviz")
    subprocess.run(["dot", "-Tsvg", "-o", a.svg], input=dot, check=True, universal_newlines=True)


if __name__ == "__main__":
    main()
