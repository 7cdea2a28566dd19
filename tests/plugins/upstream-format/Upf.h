// The upf dialect and pass, from their TableGen'd declarations.
#ifndef UPF_H
#define UPF_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Pass/Pass.h"

#include "UpfDialect.h.inc"
#define GET_TYPEDEF_CLASSES
#include "UpfTypes.h.inc"
#define GET_OP_CLASSES
#include "UpfOps.h.inc"

namespace upf {
#define GEN_PASS_DECL
#define GEN_PASS_REGISTRATION
#include "UpfPasses.h.inc"
} // namespace upf

#endif // UPF_H
