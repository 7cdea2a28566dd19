// The upf dialect's definitions and the upf-mark pass.
#include "Upf.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

#include "UpfDialect.cpp.inc"
#define GET_TYPEDEF_CLASSES
#include "UpfTypes.cpp.inc"
#define GET_OP_CLASSES
#include "UpfOps.cpp.inc"

void upf::UpfDialect::initialize() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "UpfTypes.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "UpfOps.cpp.inc"
      >();
}

namespace upf {
#define GEN_PASS_DEF_UPFMARK
#include "UpfPasses.h.inc"
} // namespace upf

void upfRegisterDialect(mlir::DialectRegistry *registry) {
  registry->insert<upf::UpfDialect>();
}

void upfRegisterPasses() { upf::registerUpfPasses(); }

std::string (*upfDefaultLabel)() = nullptr;

namespace {
struct Mark : upf::impl::UpfMarkBase<Mark> {
  using UpfMarkBase::UpfMarkBase;
  void runOnOperation() override {
    std::string name = label;
    if (upfDefaultLabel && !label.hasValue() && !upfDefaultLabel().empty())
      name = upfDefaultLabel();
    getOperation()->setAttr(name, mlir::UnitAttr::get(&getContext()));
  }
};
} // namespace
