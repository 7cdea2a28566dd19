#!/bin/sh
# run-client.sh INSTALL_PREFIX PROGRAM [ARGS...]
# Run a client against one installed tree only (the libraries' own RUNPATH
# finds their lower layers; the program itself carries no RPATH).
set -eu
prefix=$1
shift
# Under the sanitizer build (tests/lit.cfg.py), our own programs also check
# for leaks.
if [ -n "${MLIRC_LEAK_SUPPRESSIONS:-}" ]; then
  export ASAN_OPTIONS="${ASAN_OPTIONS:-}:detect_leaks=1" LSAN_OPTIONS="suppressions=$MLIRC_LEAK_SUPPRESSIONS:print_suppressions=0"
fi
LD_LIBRARY_PATH="$prefix/lib" exec "$@"
