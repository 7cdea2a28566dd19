"""Prints op definitions as YAML op configurations.

    python -m mlir.dialects.linalg.opdsl.dump_oplib [--file PATH]... [MODULE]...

MODULE is a module name, relative to mlir.dialects.linalg.opdsl when it
starts with a dot (`.ops.core_named_ops`); every op defined with
@linalg_structured_op at its top level is printed, in definition order.
"""

import argparse
import importlib
import importlib.util
import os
import sys

from .lang.dsl import DefinedOpCallable
from .lang.config import dump_configs


def _load_file(path):
    name = "_opdsl_file_" + os.path.splitext(os.path.basename(path))[0].replace("-", "_")
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None:
        raise SystemExit(f"dump_oplib: cannot load {path}")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def defined_ops(module):
    """The op definitions at the top level of module, in order."""
    seen = []
    for value in vars(module).values():
        if isinstance(value, DefinedOpCallable) and value not in seen:
            seen.append(value)
    return seen


def main(argv=None):
    parser = argparse.ArgumentParser(prog="dump_oplib", description="Dump op DSL definitions as YAML.")
    parser.add_argument("--file", action="append", default=[], help="a Python file of op definitions")
    parser.add_argument("modules", nargs="*", help="modules of op definitions (relative: .ops.core_named_ops)")
    args = parser.parse_args(argv)
    modules = [_load_file(f) for f in args.file]
    for name in args.modules:
        modules.append(importlib.import_module(name, package=__package__))
    ops = [op for m in modules for op in defined_ops(m)]
    dump_configs([op.config for op in ops], sys.stdout)


if __name__ == "__main__":
    main()
