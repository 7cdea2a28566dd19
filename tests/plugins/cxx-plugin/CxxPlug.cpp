//===- CxxPlug.cpp - An example out-of-tree C++ dialect plugin -------------===//
//
// Built from an installed tree as a downstream project would:
//   mlir-tblgen (pkg-config --variable=mlir_tblgen mlir-dialects) on CxxPlug.td,
//   c++ -shared -fPIC CxxPlug.cpp $(pkg-config --cflags --libs mlir-dialects)
// Its classes take their TypeIDs from the registry (mlirc/RegistryTypeID*.h),
// so copies of this plugin opened RTLD_LOCAL agree on them.
//
//===----------------------------------------------------------------------===//
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypeInterfaces.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

#include "mlir-c/Components/Plugin.h"

#include "mlirc/RegistryTypeIDBegin.h"
#include "CxxPlugDialect.h.inc"
#define GET_TYPEDEF_CLASSES
#include "CxxPlugTypes.h.inc"
#define GET_OP_CLASSES
#include "CxxPlugOps.h.inc"
#include "mlirc/RegistryTypeIDEnd.h"

#include "mlirc/RegistryTypeIDBegin.h"
#include "CxxPlugDialect.cpp.inc"
#define GET_TYPEDEF_CLASSES
#include "CxxPlugTypes.cpp.inc"
#define GET_OP_CLASSES
#include "CxxPlugOps.cpp.inc"
#include "mlirc/RegistryTypeIDEnd.h"

void cxxplug::CxxPlugDialect::initialize() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "CxxPlugTypes.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "CxxPlugOps.cpp.inc"
      >();
}

#ifndef CXXPLUG_PLUGIN_NAME
#define CXXPLUG_PLUGIN_NAME "cxxplug"
#endif

static MlirLogicalResult registerDialects(MlirDialectRegistry registry, MlirStringCallback,
                                          void *) {
  static_cast<mlir::DialectRegistry *>(registry.ptr)->insert<cxxplug::CxxPlugDialect>();
  return mlirLogicalResultSuccess();
}

static const MlircPluginDescriptor descriptor = {
    MLIRC_PLUGIN_ABI_MAJOR, MLIRC_PLUGIN_ABI_MINOR, sizeof(MlircPluginDescriptor),
    CXXPLUG_PLUGIN_NAME,    "1.0",                  registerDialects,
    nullptr,                nullptr,                {}};

MLIRC_PLUGIN_ENTRY_POINT { return &descriptor; }

// For code built into the same shared object (the Python extension example
// in tests/python/inputs/downstream).
mlir::Dialect *cxxplugLoadDialect(mlir::MLIRContext *context) {
  mlir::DialectRegistry registry;
  registry.insert<cxxplug::CxxPlugDialect>();
  context->appendDialectRegistry(registry);
  return context->getOrLoadDialect<cxxplug::CxxPlugDialect>();
}
bool cxxplugIsToken(mlir::Type type) { return llvm::isa<cxxplug::TokenType>(type); }
const void *cxxplugTokenTypeID() {
  return mlir::TypeID::get<cxxplug::TokenType>().getAsOpaquePointer();
}
