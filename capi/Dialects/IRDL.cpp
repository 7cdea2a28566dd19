//===- IRDL.cpp - Load IRDL dialects after checking their names ----------===//
//
// C++ because what a context already holds (loaded dialects, its registry,
// the definitions of a dynamic dialect) has no C API.
//
//===----------------------------------------------------------------------===//
#include "mlir-c/Components/IRDL.h"

#include "mlir/CAPI/IR.h"
#include "mlir/Dialect/IRDL/IR/IRDL.h"
#include "mlir/Dialect/IRDL/IRDLLoading.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/ExtensibleDialect.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSet.h"

#include <string>
#include <vector>

using namespace mlir;

namespace {
MlirLogicalResult fail(MlirStringCallback callback, void *userData, const std::string &message) {
  if (callback)
    callback(mlirStringRefCreate(message.data(), message.size()), userData);
  return mlirLogicalResultFailure();
}

// What an irdl.dialect defines, by name.
struct Definition {
  std::vector<std::string> operations, types, attributes;
};

Definition definitionOf(irdl::DialectOp dialect) {
  Definition d;
  for (Operation &op : dialect.getBody().front()) {
    if (auto o = dyn_cast<irdl::OperationOp>(op))
      d.operations.push_back(o.getSymName().str());
    else if (auto t = dyn_cast<irdl::TypeOp>(op))
      d.types.push_back(t.getSymName().str());
    else if (auto a = dyn_cast<irdl::AttributeOp>(op))
      d.attributes.push_back(a.getSymName().str());
  }
  return d;
}

// Empty when `loaded` (an IRDL dialect of the context) has exactly the
// operations of `d` and its types and attributes; else what differs.
std::string difference(MLIRContext *ctx, DynamicDialect *loaded, const Definition &d) {
  StringRef ns = loaded->getNamespace();
  size_t registeredOps = llvm::count_if(ctx->getRegisteredOperations(), [&](RegisteredOperationName op) {
    return op.getDialectNamespace() == ns;
  });
  for (const std::string &op : d.operations)
    if (!RegisteredOperationName::lookup((ns + "." + op).str(), ctx))
      return "it has no operation '" + op + "'";
  if (registeredOps != d.operations.size())
    return "it has " + std::to_string(registeredOps) + " operations, this definition " +
           std::to_string(d.operations.size());
  for (const std::string &type : d.types)
    if (!loaded->lookupTypeDefinition(type))
      return "it has no type '" + type + "'";
  for (const std::string &attribute : d.attributes)
    if (!loaded->lookupAttrDefinition(attribute))
      return "it has no attribute '" + attribute + "'";
  return "";
}
} // namespace

MlirLogicalResult mlircLoadIRDLDialects(MlirContext context, MlirStringRef irdlSource,
                                        MlirStringCallback error, void *errorUserData) {
  if (mlirContextIsNull(context) || (!irdlSource.data && irdlSource.length))
    return fail(error, errorUserData, "mlircLoadIRDLDialects: null context or source");
  MLIRContext *ctx = unwrap(context);
  ctx->getOrLoadDialect<irdl::IRDLDialect>();

  std::string parseErrors;
  OwningOpRef<ModuleOp> module;
  {
    ScopedDiagnosticHandler collect(ctx, [&](Diagnostic &diag) {
      if (diag.getSeverity() == DiagnosticSeverity::Error)
        parseErrors += (parseErrors.empty() ? "" : "; ") + diag.str();
      return success();
    });
    module = parseSourceString<ModuleOp>(StringRef(irdlSource.data, irdlSource.length), ctx);
    if (module && failed(verify(*module)))
      module = nullptr;
  }
  if (!module)
    return fail(error, errorUserData, "the IRDL definition is invalid: " + parseErrors);

  std::vector<StringRef> available = ctx->getAvailableDialects();
  llvm::StringSet<> defined;
  std::vector<irdl::DialectOp> alreadyLoaded;
  for (auto dialect : module->getOps<irdl::DialectOp>()) {
    StringRef name = dialect.getSymName();
    std::string quoted = "IRDL dialect '" + name.str() + "'";
    if (!defined.insert(name).second)
      return fail(error, errorUserData, quoted + " is defined twice in this definition");
    Dialect *loaded = ctx->getLoadedDialect(name);
    if (auto *dynamic = llvm::dyn_cast_or_null<DynamicDialect>(loaded)) {
      std::string differs = difference(ctx, dynamic, definitionOf(dialect));
      if (!differs.empty())
        return fail(error, errorUserData,
                    quoted + ": the context already holds another IRDL dialect of that name (" +
                        differs + ")");
      alreadyLoaded.push_back(dialect);
    } else if (loaded) {
      return fail(error, errorUserData,
                  quoted + ": the context already holds the C++ dialect of that name");
    } else if (llvm::is_contained(available, name)) {
      return fail(error, errorUserData,
                  quoted + ": the context's dialect registry holds the C++ dialect of that name");
    }
  }
  // The same definition loaded before: nothing to add.
  for (irdl::DialectOp dialect : alreadyLoaded)
    dialect.erase();
  if (module->getBody()->empty())
    return mlirLogicalResultSuccess();

  std::string loadErrors;
  ScopedDiagnosticHandler collect(ctx, [&](Diagnostic &diag) {
    if (diag.getSeverity() == DiagnosticSeverity::Error)
      loadErrors += (loadErrors.empty() ? "" : "; ") + diag.str();
    return success();
  });
  if (failed(irdl::loadDialects(*module)))
    return fail(error, errorUserData, "loading the IRDL dialects failed: " + loadErrors);
  return mlirLogicalResultSuccess();
}
