#!/bin/sh
# build-torture.sh PREFIX OUTDIR
# Builds the plugin torture suite from the installed tree at PREFIX with its
# pkg-config files: torture-<case>.so from torture-plugin.c (one -D set per
# case) and the core-only driver, torture-driver.
. "$(dirname "$0")/build-env.sh"
# --no-as-needed: each plugin pulls in every component library.
libs="-Wl,--no-as-needed $(pkg-config --cflags --libs mlir-c-execution-engine mlir-c-dialects) -ldl"

variant() {  # variant CASE FLAGS...
  name=$1; shift
  cc $cflags -shared -fPIC -fvisibility=hidden -Wl,-z,defs "$@" \
    -o "$out/torture-$name.so" "$here/torture-plugin.c" $libs
}
variant no-entry -DNO_ENTRY
variant null-descriptor -DNULL_DESCRIPTOR
variant abi-major -DABI_MAJOR=2
variant bad-name '-DNAME="bad name"'
variant good '-DNAME="good"' '-DPASS="torture-good"'
variant good-impostor '-DNAME="good"'
variant builtin-core '-DNAME="builtin-core"' '-DPASS="canonicalize"'
variant builtin-conversion '-DNAME="builtin-conversion"' '-DPASS="convert-arith-to-llvm"'
variant pass-a '-DNAME="pass-a"' '-DPASS="torture-shared"'
variant pass-b '-DNAME="pass-b"' '-DPASS="torture-shared"'
variant only-run '-DNAME="only-run"' '-DPASS="torture-only-run"' -DONLY_RUN
variant ctor-refused -DNO_ENTRY '-DCTOR_PASS="torture-ctor"'
variant fail-passes '-DNAME="fail-passes"' '-DPASS="torture-failed"' -DFAIL_PASSES
variant fixed-passes '-DNAME="fixed-passes"' '-DPASS="torture-failed"' '-DPASS_OWNER="fail-passes"'
variant load-self '-DNAME="load-self"' -DLOAD_SELF
variant cycle-a '-DNAME="cycle-a"' "-DLOAD=\"$out/torture-cycle-b.so\""
variant cycle-b '-DNAME="cycle-b"' "-DLOAD=\"$out/torture-cycle-a.so\""
# Loads a byte-identical copy of itself (another path, same plugin).
variant cycle-copy '-DNAME="cycle-copy"' "-DLOAD=\"$out/copy/torture-cycle-copy.so\""
mkdir -p "$out/copy" && cp "$out/torture-cycle-copy.so" "$out/copy/"
variant reenter '-DNAME="reenter"' -DREENTER_DIALECTS
variant irdl-a '-DNAME="irdl-a"' '-DIRDL="tort"'
variant irdl-b '-DNAME="irdl-b"' '-DIRDL="tort"'
variant irdl-other '-DNAME="irdl-other"' '-DIRDL="tort"' '-DIRDL_OP="other"'
variant irdl-builtin '-DNAME="irdl-builtin"' '-DIRDL="builtin"'
variant irdl-func '-DNAME="irdl-func"' '-DIRDL="func"'

soname=libMLIRPassesPublicAPI.so.$(pkg-config --variable=llvm_major mlir-c-core)
cc $cflags "-DMLIRC_PASSES_SONAME=\"$soname\"" -o "$out/torture-driver" "$here/torture-driver.c" \
  $(pkg-config --cflags --libs mlir-c-core) -ldl
