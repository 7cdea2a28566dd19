#ifndef TINY_TINYDIALECT_H
#define TINY_TINYDIALECT_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "Tiny/TinyOpsDialect.h.inc"

#define GET_OP_CLASSES
#include "Tiny/TinyOps.h.inc"

#endif // TINY_TINYDIALECT_H
