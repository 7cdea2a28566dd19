"""PEP 517 backend of the mlir-components wheel: Debian's meson-python (mesonpy),
with three adjustments its 0.12 release lacks.

- Files go into the wheel as `meson install` left them (RUNPATH set to the
  install RPATH, stripped by `install: --strip`), not as they are in the build
  directory (build RUNPATHs, symbols).
- The abi3 modules are built for Py_LIMITED_API 3.9, so the tag is cp39-abi3
  whichever interpreter builds the wheel (mesonpy would write the builder's),
  and the component libraries (lib*.so, not modules) do not make it cp311.
- Members are compressed (mesonpy 0.12 stores them).
- `-Cbuilddir=DIR` with a new DIR configures it (0.12 tries to reconfigure).

And one of ours: MLIRC_LLVM_VERSION in the environment picks the LLVM major
(Meson's llvm_version) unless -Csetup-args names one, as it does for the other
builds and scripts.
"""

import os
import pathlib
import zipfile

import mesonpy
import mesonpy._tags
import mesonpy._wheelfile
from mesonpy import (build_sdist, build_wheel, get_requires_for_build_sdist,  # noqa: F401
                     get_requires_for_build_wheel)

try:  # optional hooks, present in later mesonpy releases
    from mesonpy import build_editable, get_requires_for_build_editable  # noqa: F401
except ImportError:
    pass

LIMITED_API_TAG = "cp39"

_map_to_wheel = mesonpy._WheelBuilder._map_to_wheel


def _map_installed(self, sources, copy_files):
    files = _map_to_wheel(self, sources, copy_files)
    for scheme, entries in files.items():
        # Directories are listed file by file, once each: two install_subdir
        # into one directory would otherwise both add the merged result.
        seen, out = set(), []
        for dest, origin in entries:
            installed = copy_files.get(origin, origin)
            if os.path.isdir(installed):
                pairs = []
                for root, dirs, names in os.walk(installed):
                    dirs.sort()
                    for n in sorted(names):
                        path = os.path.join(root, n)
                        pairs.append((pathlib.Path(dest, os.path.relpath(path, installed)), path))
            else:
                pairs = [(dest, installed)]
            for d, path in pairs:
                if str(d) not in seen:
                    seen.add(str(d))
                    out.append((d, path))
        files[scheme] = out
    return files


mesonpy._WheelBuilder._map_to_wheel = _map_installed

_tag_init = mesonpy._tags.Tag.__init__


def _tag(self, interpreter=None, abi=None, platform=None):
    if interpreter is None and abi is not None and abi.startswith("abi3"):
        interpreter = LIMITED_API_TAG
    _tag_init(self, interpreter, abi, platform)


mesonpy._tags.Tag.__init__ = _tag

_writestr = mesonpy._wheelfile.WheelFileWriter.writestr


def _writestr_deflated(self, zinfo_or_arcname, data):
    zinfo = zinfo_or_arcname
    if not isinstance(zinfo, zipfile.ZipInfo):
        zinfo = zipfile.ZipInfo(zinfo_or_arcname, date_time=self.timestamp())
        zinfo.external_attr = 0o664 << 16
    zinfo.compress_type = zipfile.ZIP_DEFLATED
    _writestr(self, zinfo, data)


mesonpy._wheelfile.WheelFileWriter.writestr = _writestr_deflated


def _stable_abi(self):
    """abi3 when every extension module (a name with an ABI tag) is abi3."""
    abis = set()
    for dest, _ in self._wheel_files["platlib"]:
        name = pathlib.Path(dest).name
        if name.endswith(".so") and name.count(".") >= 2 and not name.startswith("lib"):
            abis.add(name.split(".")[-2])
    return "abi3" if abis == {"abi3"} else None


mesonpy._WheelBuilder._stable_abi = property(_stable_abi)

_configure = mesonpy.Project._configure


def _configure_new_dir(self, reconfigure=False):
    if reconfigure and not (self._build_dir / "meson-private" / "coredata.dat").exists():
        reconfigure = False
    _configure(self, reconfigure)


mesonpy.Project._configure = _configure_new_dir

_project = mesonpy._project
LLVM_MAJOR_VARIABLE = "MLIRC_LLVM_VERSION"


def _with_llvm_major(config_settings):
    """config_settings plus -Dllvm_version from the environment, where it is set."""
    major = os.environ.get(LLVM_MAJOR_VARIABLE, "").strip()
    if not major:
        return config_settings
    settings = dict(config_settings or {})
    args = settings.get("setup-args", [])
    args = [args] if isinstance(args, str) else list(args)
    if not any(a.startswith("-Dllvm_version=") for a in args):
        args.append("-Dllvm_version=" + major)
    settings["setup-args"] = args
    return settings


def _project_for_llvm_major(config_settings):
    return _project(_with_llvm_major(config_settings))


mesonpy._project = _project_for_llvm_major
