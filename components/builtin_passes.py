#!/usr/bin/env python3
"""Writes the arguments of every pass MLIR declares with TableGen, read from
the installed generated headers (mlir/**/*.h.inc), as C++ initializers
{"argument", "declared/in/Header.h.inc"}, sorted by argument.

    builtin_passes.py LLVM_INCLUDE_DIR OUTPUT
"""
import os
import re
import sys

ARGUMENT = re.compile(r'getArgumentName\(\)\s*\{\s*return\s*::llvm::StringLiteral\("([^"]+)"\)')


def main():
    include_dir, output = sys.argv[1], sys.argv[2]
    root = os.path.join(include_dir, "mlir")
    passes = {}
    for directory, _, files in sorted(os.walk(root)):
        for name in sorted(files):
            if not name.endswith(".h.inc"):
                continue
            path = os.path.join(directory, name)
            with open(path, encoding="utf-8", errors="replace") as f:
                text = f.read()
            for argument in ARGUMENT.findall(text):
                passes.setdefault(argument, os.path.relpath(path, include_dir))
    if not passes:
        sys.exit("builtin_passes.py: no pass declarations under %s" % root)
    lines = ['{"%s", "%s"},\n' % (a, passes[a]) for a in sorted(passes)]
    text = "".join(lines)
    # Rewrite only on change, so a re-run does not rebuild the library.
    if not os.path.exists(output) or open(output).read() != text:
        with open(output, "w") as f:
            f.write(text)


if __name__ == "__main__":
    main()
