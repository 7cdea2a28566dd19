"""Prints the mlir-components requirement of a downstream wheel and whether it
pins exactly the version of the mlir-components wheel.
  pin_check.py DOWNSTREAM_WHEEL MLIR_COMPONENTS_WHEEL"""
import re
import sys
import zipfile

down, ours = sys.argv[1:3]
z = zipfile.ZipFile(down)
meta = z.read(next(n for n in z.namelist() if n.endswith(".dist-info/METADATA"))).decode()
req = re.findall(r"^Requires-Dist: (mlir-components.*)$", meta, re.M)
version = ours.rsplit("/", 1)[-1].split("-")[1]
print("requires:", req)
print("pins the wheel's exact version:", req == ["mlir-components==" + version])
