#!/bin/sh
# Builds the C++ example plugin from an installed tree, the way a downstream
# project would: build.sh PREFIX OUTPUT.so [extra sources and flags...]
set -eu
prefix=$1 out=$2; shift 2
src=$(cd "$(dirname "$0")" && pwd)
export PKG_CONFIG_PATH="$prefix/lib/pkgconfig"
tblgen=$(pkg-config --variable=mlir_tblgen mlir-dialects)
incdir=$(pkg-config --variable=llvm_includedir mlir-dialects)
gen=$(mktemp -d)
trap 'rm -rf "$gen"' EXIT
for g in dialect-decls:CxxPlugDialect.h.inc dialect-defs:CxxPlugDialect.cpp.inc \
         typedef-decls:CxxPlugTypes.h.inc typedef-defs:CxxPlugTypes.cpp.inc \
         op-decls:CxxPlugOps.h.inc op-defs:CxxPlugOps.cpp.inc; do
  "$tblgen" "-gen-${g%%:*}" -I "$incdir" "$src/CxxPlug.td" -o "$gen/${g#*:}"
done
# -Wl,-z,defs: every symbol the plugin uses must come from the libraries
# pkg-config names (the Impl libraries), none left to the loading process.
c++ -shared -fPIC -fvisibility=hidden -o "$out" "$src/CxxPlug.cpp" -I "$gen" \
  $(pkg-config --cflags --libs mlir-dialects) -Wl,-z,defs "$@"
