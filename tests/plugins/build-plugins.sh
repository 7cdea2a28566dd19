#!/bin/sh
# build-plugins.sh PREFIX OUTDIR
# Builds, from the installed tree at PREFIX and with nothing but its
# pkg-config files, the example plugins, the broken ones, and the drivers.
. "$(dirname "$0")/build-env.sh"
plugin="-shared -fPIC -fvisibility=hidden -Wl,-z,defs"

cc $cflags $plugin -o "$out/cplug.so" "$here/c-plugin.c" $(pkg-config --cflags --libs mlir-c-dialects)
"$here/cxx-plugin/build.sh" "$prefix" "$out/cxxplug.so"
# The same code under a second plugin name: both copies carry the dialect.
"$here/cxx-plugin/build.sh" "$prefix" "$out/cxxplug-b.so" '-DCXXPLUG_PLUGIN_NAME="cxxplug-b"'
mkdir -p "$out/copy"
cp "$out/cxxplug.so" "$out/copy/cxxplug.so"

core=$(pkg-config --cflags --libs mlir-c-core)
for variant in NO_ENTRY NULL_DESCRIPTOR ABI_MAJOR=2 ABI_MINOR=99 FAIL_PASSES FAIL_DIALECTS CRASH_PASS NAME=\"cplug\"; do
  name=$(printf '%s' "$variant" | tr -dc 'A-Za-z0-9_' | tr 'A-Z_' 'a-z-')
  cc $cflags $plugin "-D$variant" -o "$out/broken-$name.so" "$here/broken-plugin.c" $core
done
echo "this is not a shared object" > "$out/text.so"
# ELF files dlopen would crash on or misread: refused before it runs.
head -c 3000 "$out/cplug.so" > "$out/truncated.so"
cc $cflags -c -fPIC -o "$out/object.so" "$here/c-plugin.c" $(pkg-config --cflags mlir-c-dialects)
# patched FROM TO OFFSET BYTES: a copy with BYTES (octal escapes, \\NNN each) at OFFSET
# (not dd: it fails under the sanitizer pass's preloaded ASan)
patched() {
  { head -c "$3" "$1"; printf "$4"; tail -c +"$(($3 + ${#4} / 4 + 1))" "$1"; } > "$2"
}
patched "$out/cplug.so" "$out/class32.so" 4 '\001'
patched "$out/cplug.so" "$out/machine.so" 18 '\050\000'

cc $cflags -o "$out/two-plugins" "$here/two-plugins.c" $(pkg-config --cflags --libs mlir-c-dialects)
cc $cflags -o "$out/plugin-load" "$here/plugin-load.c" $core
