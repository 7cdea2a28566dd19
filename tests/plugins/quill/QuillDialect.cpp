// The quill dialect: TableGen'd definitions and the one hand-written method.
#include "Quill.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::quill;

#include "QuillDialect.cpp.inc"
#include "QuillTypeInterfaces.cpp.inc"
#define GET_TYPEDEF_CLASSES
#include "QuillTypes.cpp.inc"
#define GET_ATTRDEF_CLASSES
#include "QuillAttrs.cpp.inc"
#define GET_OP_CLASSES
#include "QuillOps.cpp.inc"

void QuillDialect::initialize() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "QuillTypes.cpp.inc"
      >();
  addAttributes<
#define GET_ATTRDEF_LIST
#include "QuillAttrs.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "QuillOps.cpp.inc"
      >();
}

llvm::StringRef InkType::getColor() const { return getShade(); }
