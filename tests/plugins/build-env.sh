# Sourced by build-plugins.sh and build-torture.sh (arguments PREFIX OUTDIR):
# sets prefix, out, here (this folder) and the C flags, points pkg-config at
# the installed tree at PREFIX and makes OUTDIR.
set -eu
prefix=$1 out=$2
here=$(cd "$(dirname "$0")" && pwd)
export PKG_CONFIG_PATH="$prefix/lib/pkgconfig"
mkdir -p "$out"
cflags="-std=c99 -Wall -Wextra -Werror"
