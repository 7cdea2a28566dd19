#!/bin/sh
# run-client.sh INSTALL_PREFIX PROGRAM [ARGS...]
# Run a client against one installed tree only (the libraries' own RUNPATH
# finds their lower layers; the program itself carries no RPATH).
set -eu
prefix=$1
shift
LD_LIBRARY_PATH="$prefix/lib" exec "$@"
