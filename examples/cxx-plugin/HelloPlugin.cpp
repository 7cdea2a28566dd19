// A C++ plugin: the ODS dialect and the TableGen'd pass of Hello.td.  Built with
// `pkg-config mlir-plugin`, its TypeIDs come from the registry: copies compose.
#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Pass/Pass.h"
#include "mlir-c/Components/Plugin.h"

#include "HelloDialect.h.inc"
#define GET_OP_CLASSES
#include "HelloOps.h.inc"
#include "HelloDialect.cpp.inc"
#define GET_OP_CLASSES
#include "HelloOps.cpp.inc"

void hello::HelloDialect::initialize() { addOperations<hello::GreetOp>(); }

namespace hello {
#define GEN_PASS_DEF_HELLOSHOUT
#define GEN_PASS_REGISTRATION
#include "HelloPasses.h.inc"
struct HelloShout : impl::HelloShoutBase<HelloShout> {
  void runOnOperation() override {
    getOperation()->walk([](GreetOp op) { op.setWho(op.getWho().upper()); });
  }
};
} // namespace hello

static MlirLogicalResult registerDialects(MlirDialectRegistry registry, MlirStringCallback, void *) {
  static_cast<mlir::DialectRegistry *>(registry.ptr)->insert<hello::HelloDialect>();
  return mlirLogicalResultSuccess();
}
static MlirLogicalResult registerPasses(MlirStringCallback, void *) {
  hello::registerHelloShout();
  return mlirLogicalResultSuccess();
}
static const MlircPluginDescriptor descriptor = {MLIRC_PLUGIN_ABI_MAJOR, MLIRC_PLUGIN_ABI_MINOR,
    sizeof(MlircPluginDescriptor), "cxxhello", "1.0", registerDialects, registerPasses, nullptr, {}};
MLIRC_PLUGIN_ENTRY_POINT { return &descriptor; }
