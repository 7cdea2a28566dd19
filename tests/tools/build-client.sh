#!/bin/sh
# build-client.sh INSTALL_PREFIX PKG SOURCE OUTPUT [EXTRA FLAGS...]
# Compile a C client with nothing but `pkg-config --cflags --libs PKG` taken
# from an installed tree (and the extra flags a test names).
set -eu
prefix=$1 pkg=$2 src=$3 out=$4
shift 4
flags=$(PKG_CONFIG_PATH="$prefix/lib/pkgconfig" pkg-config --cflags --libs "$pkg")
exec cc -std=c99 -Wall -Wextra -Werror -o "$out" "$src" $flags "$@"
