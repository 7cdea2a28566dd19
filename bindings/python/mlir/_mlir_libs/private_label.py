"""Makes a private-label copy of this installed wheel's `mlir` package:

    python -m mlir._mlir_libs.private_label myproject.mlir DEST

writes DEST/myproject/mlir, a renamed copy (`import myproject.mlir.ir`) with its
own copy of the libraries, renamed libMLIR<Component><Kind>_<label>.so (label:
the package name with `_` for `.`, here myproject_mlir) with SONAMEs and
DT_NEEDED entries to match (patchelf).  The dynamic loader shares a library
between everything that names its SONAME, so without the renaming the copy
would run on the libraries of whichever `mlir` was imported first.  Renamed,
the public `mlir` and any number of private copies load side by side, each
with its own MLIR (its own TypeID registry, contexts, options), all RTLD_LOCAL;
an object of one is refused by the others (their classes differ).

The copy keeps the headers, pkg-config files and CMake package, rewritten to
the renamed libraries (`-lMLIRCorePublicAPI_<label>`).  Needs `patchelf`.
"""

import argparse
import os
import re
import shutil
import subprocess
import sys

from . import _config

_LIB = re.compile(r"^libMLIR(\w+?)(Impl|PublicAPI)(?:_\w+)?\.so$")


def _fail(message):
    sys.stderr.write("private_label: %s\n" % message)
    return 1


def _is_elf(path):
    with open(path, "rb") as f:
        return f.read(4) == b"\x7fELF"


def _needed(path):
    out = subprocess.run(["patchelf", "--print-needed", path], capture_output=True, text=True, check=True)
    return out.stdout.split()


def make_copy(package, dest, label=None):
    """Writes the copy; returns its directory.  Raises ValueError for a bad
    package name, FileExistsError when the target exists, RuntimeError when
    this install cannot be copied or patchelf fails."""
    parts = package.split(".")
    if not all(p.isidentifier() for p in parts) or parts[0] == "mlir":
        raise ValueError("%r is not a dotted Python package name outside mlir (e.g. myproject.mlir)" % package)
    label = label or "_".join(parts)
    if not re.fullmatch(r"\w+", label):
        raise ValueError("label %r: letters, digits and _ only" % label)
    src = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    libdir = os.path.join(src, "_mlir_libs", "lib")
    if _config.LIBDIR != "lib" or not os.path.isdir(libdir):
        raise RuntimeError("this mlir package keeps its libraries outside it (%s): private labels are "
                           "made from an install of the mlir-components wheel" % _config.LIBDIR)
    if shutil.which("patchelf") is None:
        raise RuntimeError("patchelf not found (Debian: apt-get install patchelf)")
    target = os.path.join(dest, *parts)
    if os.path.exists(target):
        raise FileExistsError("%s exists; remove it first" % target)

    shutil.copytree(src, target, ignore=shutil.ignore_patterns("__pycache__"))
    tlib = os.path.join(target, "_mlir_libs", "lib")
    renames = {}
    for name in sorted(os.listdir(tlib)):
        m = _LIB.match(name)
        if m and not os.path.islink(os.path.join(tlib, name)):
            renames[name] = "libMLIR%s%s_%s.so" % (m.group(1), m.group(2), label)
    for old, new in renames.items():
        os.rename(os.path.join(tlib, old), os.path.join(tlib, new))

    # SONAMEs and DT_NEEDED of every ELF file of the copy.
    for root, _, names in os.walk(target):
        for n in names:
            path = os.path.join(root, n)
            if os.path.islink(path) or not _is_elf(path):
                continue
            # One change per patchelf run: patchelf 0.14 given --set-soname and
            # --replace-needed together can write one name over the other.
            steps = [["--replace-needed", old, renames[old]] for old in _needed(path) if old in renames]
            if os.path.dirname(path) == tlib and n in renames.values():
                steps.append(["--set-soname", n])
            for step in steps:
                r = subprocess.run(["patchelf"] + step + [path], capture_output=True, text=True)
                if r.returncode != 0:
                    raise RuntimeError("patchelf %s: %s" % (path, r.stderr.strip()))

    # Build files naming the libraries.
    def link_name(m):
        return "-lMLIR%s%s_%s" % (m.group(1), m.group(2), label)

    def cmake_name(m):
        return "%s_%s.so" % (m.group(1), label)

    text_files = [os.path.join(tlib, "pkgconfig", n) for n in os.listdir(os.path.join(tlib, "pkgconfig"))]
    text_files.append(os.path.join(tlib, "libMLIRPythonCAPI.so"))
    cmake = os.path.join(tlib, "cmake", "MLIRComponents", "MLIRComponentsConfig.cmake")
    for path in text_files + [cmake]:
        if not os.path.isfile(path) or _is_elf(path):
            continue
        with open(path) as f:
            text = f.read()
        text = re.sub(r"-lMLIR(\w+?)(Impl|PublicAPI)(?:_\w+)?\b", link_name, text)
        text = re.sub(r"(libMLIR\$\{_c\}(?:Impl|PublicAPI))(?:_\w+)?\.so", cmake_name, text)
        with open(path, "w") as f:
            f.write(text)
    with open(os.path.join(target, "_mlir_libs", "_config.py"), "a") as f:
        f.write("PRIVATE_LABEL = %r\n" % label)
    # The parent packages, when the copy is the first thing in them.
    for i in range(1, len(parts)):
        init = os.path.join(dest, *parts[:i], "__init__.py")
        if not os.path.exists(init):
            open(init, "w").close()
    return target


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m mlir._mlir_libs.private_label",
                                 description="Copy the mlir package under another name, with its own libraries.")
    ap.add_argument("package", help="dotted name of the copy, e.g. myproject.mlir")
    ap.add_argument("dest", help="directory to write it into (DEST/myproject/mlir)")
    ap.add_argument("--label", help="suffix of the renamed libraries (default: PACKAGE with _ for .)")
    args = ap.parse_args(argv)
    try:
        target = make_copy(args.package, args.dest, args.label)
    except (ValueError, FileExistsError, RuntimeError, OSError) as e:
        return _fail(str(e))
    print("%s: import %s" % (target, args.package))
    return 0


if __name__ == "__main__":
    sys.exit(main())
