#!/bin/sh
# build.sh PYTHON OUTDIR: two Python extension modules, _quill_a and _quill_b,
# each linking its own copy of the quill dialect and pass, version-matched to
# the installed `mlir` package through mlir._mlir_libs.get_pkgconfig_dirs().
set -eu
python=$1 out=$2
here=$(cd "$(dirname "$0")" && pwd)
pcdir=$("$python" -c 'import mlir._mlir_libs as m; print(m.get_pkgconfig_dirs()[0])')
libdir=$("$python" -c 'import mlir._mlir_libs as m; print(m.get_lib_dirs()[0])')
prefix=$(cd "$pcdir/../.." && pwd)
pyinc=$("$python" -c 'import sysconfig; print(sysconfig.get_paths()["include"])')
export PKG_CONFIG_PATH=$pcdir
mkdir -p "$out"
# The dialect's objects, with the plugin switch (mlir-plugin), once.
"$here/../../../plugins/quill/build.sh" "$prefix" "$out" quill
for name in _quill_a _quill_b; do
  cc -std=c11 -fPIC -fvisibility=hidden -c -o "$out/$name.o" "$here/quill_ext.c" -I "$pyinc" \
    "-DMODULE_NAME=$name" $(pkg-config --cflags mlir-c-core)
  # Python symbols come from the interpreter at load time: no -z defs here.
  c++ -shared -o "$out/$name.abi3.so" "$out/$name.o" "$out"/quill.o/*.o -Wl,-rpath,"$libdir" \
    $(pkg-config --libs mlir-c-core mlir-plugin mlir-dialects)
done
