#!/bin/sh
# build-client.sh INSTALL_PREFIX PKG SOURCE OUTPUT
# Compile a C client with nothing but `pkg-config --cflags --libs PKG` taken
# from an installed tree.
set -eu
prefix=$1 pkg=$2 src=$3 out=$4
flags=$(PKG_CONFIG_PATH="$prefix/lib/pkgconfig" pkg-config --cflags --libs "$pkg")
exec cc -std=c99 -Wall -Wextra -Werror -o "$out" "$src" $flags
