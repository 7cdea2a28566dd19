#!/usr/bin/env python3
"""Stands in for upstream's mlir-src-sharder, which the distribution does not
ship: shard N of an op definition file is that file with GET_OP_DEFS_N
defined first.  Takes the arguments TableGen.cmake's tablegen() passes."""
import argparse
import os
import sys


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("input")
    parser.add_argument("-o", dest="output", required=True)
    parser.add_argument("-d", dest="depfile")
    parser.add_argument("-op-shard-index", dest="index", type=int, required=True)
    parser.add_argument("--write-if-changed", action="store_true")
    # Include directories and macros mean nothing to a textual shard.
    parser.add_argument("-I", action="append", default=[])
    parser.add_argument("-D", action="append", default=[])
    args, unknown = parser.parse_known_args()
    if unknown:
        sys.exit("src-sharder.py: unknown arguments %s" % " ".join(unknown))
    with open(args.input) as f:
        text = "#define GET_OP_DEFS_%d\n%s" % (args.index, f.read())
    old = None
    if args.write_if_changed and os.path.exists(args.output):
        with open(args.output) as f:
            old = f.read()
    if old != text:
        with open(args.output, "w") as f:
            f.write(text)
    if args.depfile:
        with open(args.depfile, "w") as f:
            f.write("%s: %s\n" % (args.output, args.input))


if __name__ == "__main__":
    main()
