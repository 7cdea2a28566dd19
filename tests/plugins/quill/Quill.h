// The quill dialect's C++ declarations: the TableGen'd headers, included as
// they are.  Nothing here is about TypeIDs: the build switch takes care of it.
#ifndef QUILL_H
#define QUILL_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinTypeInterfaces.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Pass/Pass.h"

#include "QuillDialect.h.inc"
#include "QuillTypeInterfaces.h.inc"
#define GET_TYPEDEF_CLASSES
#include "QuillTypes.h.inc"
#define GET_ATTRDEF_CLASSES
#include "QuillAttrs.h.inc"
#define GET_OP_CLASSES
#include "QuillOps.h.inc"

namespace mlir::quill {
#define GEN_PASS_DECL
#define GEN_PASS_REGISTRATION
#include "QuillPasses.h.inc"
} // namespace mlir::quill

#endif // QUILL_H
