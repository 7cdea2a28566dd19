#!/bin/sh
# build.sh PYTHON OUTDIR: builds two copies of a downstream Python extension
# (_cxxplug_a, _cxxplug_b) carrying the C++ example dialect, version-matched
# to the installed `mlir` package the way a downstream project would: the
# package tells where its pkg-config files are.
set -eu
python=$1 out=$2
here=$(cd "$(dirname "$0")" && pwd)
plugin=$here/../../../plugins/cxx-plugin
pcdir=$("$python" -c 'import mlir._mlir_libs as m; print(m.get_pkgconfig_dirs()[0])')
libdir=$("$python" -c 'import mlir._mlir_libs as m; print(m.get_lib_dirs()[0])')
prefix=$(cd "$pcdir/../.." && pwd)
pyinc=$("$python" -c 'import sysconfig; print(sysconfig.get_paths()["include"])')
mkdir -p "$out"
for name in _cxxplug_a _cxxplug_b; do
  # Python symbols come from the interpreter at load time: no -z defs here.
  "$plugin/build.sh" "$prefix" "$out/$name.abi3.so" "$here/cxxplug_ext.cpp" -I "$pyinc" \
    "-DMODULE_NAME=$name" "-DCXXPLUG_PLUGIN_NAME=\"$name\"" -Wl,-z,undefs -Wl,-rpath,"$libdir"
done
