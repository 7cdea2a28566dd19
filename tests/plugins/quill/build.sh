#!/bin/sh
# build.sh PREFIX OUTDIR NAME [pkg-config modules]: builds the quill plugin
# from an installed tree as a downstream project would, with pkg-config and the
# installed mlir-tblgen, into OUTDIR/NAME.so (plugin name NAME); its objects
# stay in OUTDIR/NAME.o/ for Python extensions.  The modules default to
# `mlir-plugin mlir-dialects`, the switch that roots its TypeIDs in the registry.
set -eu
prefix=$1 out=$2 name=$3; shift 3
modules=${*:-mlir-plugin mlir-dialects}
src=$(cd "$(dirname "$0")" && pwd)
export PKG_CONFIG_PATH="$prefix/lib/pkgconfig"
tblgen=$(pkg-config --variable=mlir_tblgen mlir-core)
incdir=$(pkg-config --variable=llvm_includedir mlir-core)
gen=$out/$name.gen obj=$out/$name.o
mkdir -p "$gen" "$obj"
for g in dialect-decls:QuillDialect.h dialect-defs:QuillDialect.cpp \
         type-interface-decls:QuillTypeInterfaces.h type-interface-defs:QuillTypeInterfaces.cpp \
         typedef-decls:QuillTypes.h typedef-defs:QuillTypes.cpp attrdef-decls:QuillAttrs.h \
         attrdef-defs:QuillAttrs.cpp op-decls:QuillOps.h op-defs:QuillOps.cpp; do
  "$tblgen" "-gen-${g%%:*}" -I "$incdir" "$src/Quill.td" -o "$gen/${g#*:}.inc"
done
"$tblgen" -gen-pass-decls -name Quill -I "$incdir" "$src/Quill.td" -o "$gen/QuillPasses.h.inc"
cflags="-fPIC -fvisibility=hidden -I $src -I $gen $(pkg-config --cflags $modules)"
for f in QuillDialect QuillPasses; do
  c++ -c $cflags -o "$obj/$f.o" "$src/$f.cpp"
done
c++ -c $cflags "-DQUILL_PLUGIN_NAME=\"$name\"" -o "$obj/QuillPlugin.o" "$src/QuillPlugin.cpp"
# -z defs: everything the plugin uses comes from the libraries pkg-config names.
c++ -shared -o "$out/$name.so" "$obj"/*.o -Wl,-z,defs $(pkg-config --libs $modules)
