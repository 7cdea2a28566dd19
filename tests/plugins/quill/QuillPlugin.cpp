// The quill plugin: the descriptor mlircPluginLoad reads, and C entry points
// through which a test asks this copy of the code what it sees.
#include "Quill.h"

#include "mlir-c/Components/Plugin.h"
#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Support.h"
#include "mlir/Pass/PassManager.h"

#ifndef QUILL_PLUGIN_NAME
#define QUILL_PLUGIN_NAME "quill"
#endif
#define QUILL_API extern "C" __attribute__((visibility("default")))

using namespace mlir;

static MlirLogicalResult registerDialects(MlirDialectRegistry registry, MlirStringCallback, void *) {
  unwrap(registry)->insert<quill::QuillDialect>();
  return mlirLogicalResultSuccess();
}

static MlirLogicalResult registerPasses(MlirStringCallback, void *) {
  quill::registerQuillPasses();
  return mlirLogicalResultSuccess();
}

static const MlircPluginDescriptor descriptor = {
    MLIRC_PLUGIN_ABI_MAJOR, MLIRC_PLUGIN_ABI_MINOR, sizeof(MlircPluginDescriptor),
    QUILL_PLUGIN_NAME,      "1.0",                  registerDialects,
    registerPasses,         nullptr,                {}};

MLIRC_PLUGIN_ENTRY_POINT { return &descriptor; }

QUILL_API void quillRegisterDialect(MlirDialectRegistry registry) {
  unwrap(registry)->insert<quill::QuillDialect>();
}

QUILL_API bool quillIsInk(MlirType type) { return llvm::isa<quill::InkType>(unwrap(type)); }

// Through the type interface; empty for a type without it.
QUILL_API MlirStringRef quillColor(MlirType type) {
  auto colored = llvm::dyn_cast<quill::ColoredTypeInterface>(unwrap(type));
  return wrap(colored ? colored.getColor() : llvm::StringRef());
}

QUILL_API MlirTypeID quillInkTypeID() { return wrap(TypeID::get<quill::InkType>()); }

QUILL_API MlirTypeID quillPassTypeID() { return wrap(quill::createQuillScaleMarks()->getTypeID()); }

// Runs this copy's pass (not the one registered under its name) on `op`.
QUILL_API MlirLogicalResult quillScaleMarks(MlirOperation op, int64_t factor) {
  PassManager pm(unwrap(op)->getContext(), unwrap(op)->getName().getStringRef());
  pm.addPass(quill::createQuillScaleMarks(quill::QuillScaleMarksOptions{factor}));
  return wrap(pm.run(unwrap(op)));
}

// The sum of the marks of the quill.stamp operations under `op`, as this copy reads them.
QUILL_API int64_t quillSumMarks(MlirOperation op) {
  int64_t sum = 0;
  unwrap(op)->walk([&](quill::StampOp stamp) { sum += stamp.getMark().getCount(); });
  return sum;
}
