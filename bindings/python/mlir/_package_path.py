"""The one thing pkgutil.extend_path does that the mlir packages need, without
importing pkgutil (which brings typing, re and enum: half of `import mlir.ir`).

A directory of the same package further on the search path (a downstream
project's dialect modules, a test fixture's native module) is appended to the
package's __path__, so its modules import as part of ours; ours stay first."""
import os
import sys


def extend_path(path, name):
    parent, _, last = name.rpartition(".")
    search = sys.modules[parent].__path__ if parent else sys.path
    path = list(path)
    for entry in search:
        if isinstance(entry, str):
            candidate = os.path.join(entry, last)
            if candidate not in path and os.path.isdir(candidate):
                path.append(candidate)
    return path
