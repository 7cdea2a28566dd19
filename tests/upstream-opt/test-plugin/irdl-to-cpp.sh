#!/bin/sh
# Stands in for upstream's mlir-irdl-to-cpp (LLVM 22's test dialects defined
# in IRDL), which the distribution does not ship: the same translation, run
# by mlirc-translate.  MLIRC_TRANSLATE is set by CMakeLists.txt.
#   irdl-to-cpp.sh MLIRC_TRANSLATE INPUT -o OUTPUT
exec "$1" --irdl-to-cpp "$2" "$3" "$4"
