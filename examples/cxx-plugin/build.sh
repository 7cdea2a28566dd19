#!/bin/sh
# Builds hello_plugin.so from an installed tree: `pkg-config mlir-plugin mlir-dialects` and its
# mlir-tblgen.  mlir-plugin roots the plugin's TypeIDs in the registry (copies compose).
set -eu
cd "$(dirname "$0")"
tblgen=$(pkg-config --variable=mlir_tblgen mlir-dialects)
includes=$(pkg-config --variable=llvm_includedir mlir-dialects)
for gen in dialect-decls:HelloDialect.h dialect-defs:HelloDialect.cpp op-decls:HelloOps.h \
           op-defs:HelloOps.cpp pass-decls:HelloPasses.h; do
  "$tblgen" "-gen-${gen%%:*}" -I "$includes" Hello.td -o "${gen#*:}.inc"
done
c++ -shared -fPIC -fvisibility=hidden -Wl,-z,defs -o hello_plugin.so HelloPlugin.cpp -I . \
  $(pkg-config --cflags --libs mlir-plugin mlir-dialects)
