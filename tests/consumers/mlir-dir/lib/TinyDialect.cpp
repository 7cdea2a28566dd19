#include "Tiny/TinyDialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"

#include "Tiny/TinyOpsDialect.cpp.inc"

#define GET_OP_CLASSES
#include "Tiny/TinyOps.cpp.inc"

void tiny::TinyDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "Tiny/TinyOps.cpp.inc"
      >();
}
