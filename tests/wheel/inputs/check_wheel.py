"""Checks a built wheel: name and tags, metadata, RECORD, layout, ELF files
(RUNPATH $ORIGIN-relative only, stripped) and that no path of the machine
that built it is left in any member.
  check_wheel.py WHEEL PROJECT_VERSION SOURCE_ROOT BUILD_ROOT"""
import base64
import csv
import hashlib
import io
import re
import subprocess
import sys
import tempfile
import zipfile

wheel, version, source_root, build_root = sys.argv[1:5]
name = wheel.rsplit("/", 1)[-1]
print("name", name)
want = "mlir_components-%s-cp39-abi3-linux_x86_64.whl" % version
print("name matches the project version" if name == want else "name differs from " + want)

z = zipfile.ZipFile(wheel)
names = z.namelist()
print("duplicates:", len(names) - len(set(names)))
info = "mlir_components-%s.dist-info/" % version
meta = z.read(info + "METADATA").decode()
for key in ("Name", "Version", "Requires-Python"):
    print("%s: %s" % (key, re.search("^%s: (.*)$" % key, meta, re.M).group(1)))
print(z.read(info + "WHEEL").decode().strip().splitlines()[-1])
print(z.read(info + "entry_points.txt").decode().strip().replace("\n", " | "))

# RECORD: every member once, with its sha256 and size.
rows = list(csv.reader(io.StringIO(z.read(info + "RECORD").decode())))
record = {r[0]: r for r in rows}
bad = []
for n in names:
    if n.endswith("/"):
        continue
    r = record.get(n)
    if r is None:
        bad.append(n + ": not in RECORD")
        continue
    if n == info + "RECORD":
        continue
    data = z.read(n)
    digest = "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    if r[1] != digest or r[2] != str(len(data)):
        bad.append(n + ": hash or size differs")
bad += [n + ": in RECORD, not in the wheel" for n in record if n not in names]
print("RECORD: %d entries, %d bad" % (len(rows), len(bad)), *bad[:5])

layout = ["mlir/ir.py", "mlir/_mlir_libs/_mlir.abi3.so", "mlir/_mlir_libs/_config.py",
          "mlir/_mlir_libs/lib/pkgconfig/mlir-c-core.pc", "mlir/_mlir_libs/lib/pkgconfig/mlir-c.pc",
          "mlir/_mlir_libs/lib/pkgconfig/mlir-dialects.pc",
          "mlir/_mlir_libs/lib/cmake/MLIRComponents/MLIRComponentsConfig.cmake",
          "mlir/_mlir_libs/include/mlir-components/mlir-c/IR.h",
          "mlir/_mlir_libs/include/mlir-components/mlir-c/Components/Version.h",
          "mlir/_mlir_libs/include/mlir/IR/Builders.h", "mlir/_mlir_libs/include/mlir/IR/OpBase.td",
          "mlir/_mlir_libs/bin/mlirc-opt", "mlir/_mlir_libs/bin/mlir-tblgen"]
for c in ("Core", "Dialects", "Passes", "ExecutionEngine"):
    layout += ["mlir/_mlir_libs/lib/libMLIR%s%s.so" % (c, k) for k in ("Impl", "PublicAPI")]
print("layout: missing", [f for f in layout if f not in names])
pcs = [n for n in names if n.endswith(".pc")]
print("pc files relative to ${pcfiledir}:", len(pcs),
      all(re.search(r"^prefix=\$\{pcfiledir\}/", z.read(n).decode(), re.M) for n in pcs))

# ELF members: RUNPATH only, every entry $ORIGIN-relative, no symbol table.
with tempfile.TemporaryDirectory() as tmp:
    elf = [n for n in names if z.read(n)[:4] == b"\x7fELF"]
    z.extractall(tmp, elf)
    bad = []
    for n in elf:
        dyn = subprocess.run(["readelf", "-dW", tmp + "/" + n], capture_output=True, text=True).stdout
        if "(RPATH)" in dyn:
            bad.append(n + ": DT_RPATH")
        for m in re.finditer(r"\(RUNPATH\).*\[(.*)\]", dyn):
            bad += [n + ": " + p for p in m.group(1).split(":") if not p.startswith("$ORIGIN")]
        sections = subprocess.run(["readelf", "-SW", tmp + "/" + n], capture_output=True, text=True).stdout
        if " .symtab " in sections or " .debug_info " in sections:
            bad.append(n + ": not stripped")
    print("ELF files: %d, problems: %d" % (len(elf), len(bad)), *bad[:5])

# No path of this machine: the sources, the build trees, the LLVM and Python
# install paths it was built from.  The bundled upstream headers mention
# system paths in comments (/usr/include/mach-o/...); the rest of the wheel
# may not name any /usr, /tmp, /root or /home path at all.
everywhere = [source_root, build_root, "/usr/lib/llvm-", "/usr/include/llvm", "/dist-packages",
              "/site-packages", ".mesonpy"]
ours_only = ["/usr/", "/tmp/", "/root/", "/home/"]
upstream = re.compile(r"^mlir/_mlir_libs/include/(llvm|llvm-c|mlir)/")
hits = []
for n in names:
    data = z.read(n)
    pats = everywhere + ([] if upstream.match(n) else ours_only)
    hits += ["%s: %s" % (n, p) for p in pats if p.encode() in data]
print("files: %d, with a build-machine path: %d" % (len(names), len(hits)), *hits[:10])
