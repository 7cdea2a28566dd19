#!/bin/sh
# build.sh PREFIX OUTDIR [NAME...]: builds plugins in upstream MLIR's format
# from the installed tree at PREFIX, with pkg-config and the installed
# mlir-tblgen as a downstream project would, into OUTDIR (only those NAMEd,
# when any are):
#   dialect.so   mlirGetDialectPluginInfo (the dialect; its callback also
#                registers the pass)
#   pass.so      mlirGetPassPluginInfo (the pass)
#   both.so      both entry points
#   dialect-api2.so, pass-api0.so   a plugin API version this MLIR does not have
#   pass-null.so a null callback
#   pass-self.so a pass plugin loading itself from its callback (a cycle)
#   neither.so   the same code with no entry point
#   label-pass.so, label-dialect.so   pass and dialect plugins that both
#                register the static LLVM option -upf-default-label
#   translation.so a pass plugin whose callback also registers the C++
#                translation --upf-count-ops
#   truncated.so the first 3000 bytes of dialect.so
set -eu
prefix=$1 out=$2
shift 2
wanted=" $* "
src=$(cd "$(dirname "$0")" && pwd)
export PKG_CONFIG_PATH="$prefix/lib/pkgconfig"
modules="mlir-plugin mlir-dialects"
tblgen=$(pkg-config --variable=mlir_tblgen mlir-core)
incdir=$(pkg-config --variable=llvm_includedir mlir-core)
gen=$out/upf.gen obj=$out/upf.o
mkdir -p "$gen" "$obj"
for g in dialect-decls:UpfDialect.h dialect-defs:UpfDialect.cpp typedef-decls:UpfTypes.h \
         typedef-defs:UpfTypes.cpp op-decls:UpfOps.h op-defs:UpfOps.cpp; do
  "$tblgen" "-gen-${g%%:*}" -I "$incdir" "$src/Upf.td" -o "$gen/${g#*:}.inc"
done
"$tblgen" -gen-pass-decls -name Upf -I "$incdir" "$src/Upf.td" -o "$gen/UpfPasses.h.inc"
cflags="-fPIC -fvisibility=hidden -I $src -I $gen $(pkg-config --cflags $modules)"
libs="-Wl,-z,defs $(pkg-config --libs $modules)"
c++ -c $cflags -o "$obj/Upf.o" "$src/Upf.cpp"
# plugin NAME FLAGS...: OUTDIR/NAME.so from the dialect and an entry point.
plugin() {
  name=$1; shift
  [ "$wanted" = "  " ] || case $wanted in *" $name "*) ;; *) return 0 ;; esac
  c++ -c $cflags "$@" -o "$obj/$name-entry.o" "$src/UpfEntry.cpp"
  c++ -shared -o "$out/$name.so" "$obj/Upf.o" "$obj/$name-entry.o" $libs
}
plugin dialect -DUPF_DIALECT_PLUGIN
plugin pass -DUPF_PASS_PLUGIN
plugin both -DUPF_DIALECT_PLUGIN -DUPF_PASS_PLUGIN
plugin dialect-api2 -DUPF_DIALECT_PLUGIN -DUPF_API_VERSION=2
plugin pass-api0 -DUPF_PASS_PLUGIN -DUPF_API_VERSION=0
plugin pass-null -DUPF_PASS_PLUGIN -DUPF_NO_CALLBACK
plugin neither
# Two plugins registering the same static LLVM option.
plugin label-pass -DUPF_PASS_PLUGIN -DUPF_LABEL_OPTION
plugin label-dialect -DUPF_DIALECT_PLUGIN -DUPF_LABEL_OPTION
plugin translation -DUPF_PASS_PLUGIN -DUPF_TRANSLATION
# This one calls the C API as well.
libs="$libs $(pkg-config --libs mlir-c-core)"
plugin pass-self -DUPF_PASS_PLUGIN -DUPF_LOAD_SELF $(pkg-config --cflags mlir-c-core)
[ ! -e "$out/dialect.so" ] || head -c 3000 "$out/dialect.so" > "$out/truncated.so"
