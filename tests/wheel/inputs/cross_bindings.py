"""Runs SCRIPT under LD_DEBUG=bindings and reports whether any symbol of a
library of one copy of the package (a directory holding _mlir_libs/lib) was
bound to a library of another copy.
  cross_bindings.py PYTHON SCRIPT"""
import os
import re
import subprocess
import sys
import tempfile

python, script = sys.argv[1:3]
with tempfile.TemporaryDirectory() as tmp:
    env = dict(os.environ, LD_DEBUG="bindings", LD_DEBUG_OUTPUT=os.path.join(tmp, "ld"))
    run = subprocess.run([python, script], env=env, capture_output=True, text=True)
    print("script exit status:", run.returncode)
    line = re.compile(r"binding file (\S+) \[\d+\] to (\S+) \[\d+\]")
    copy = re.compile(r"^(.*)/_mlir_libs/")
    bindings = crossings = 0
    for name in os.listdir(tmp):
        with open(os.path.join(tmp, name), errors="replace") as f:
            for l in f:
                m = line.search(l)
                if not m:
                    continue
                a, b = copy.match(m.group(1)), copy.match(m.group(2))
                if a and b:
                    bindings += 1
                    if a.group(1) != b.group(1):
                        crossings += 1
                        if crossings <= 3:
                            print("crossing:", l.strip())
print("bindings within copies:", bindings > 0, "crossings:", crossings)
