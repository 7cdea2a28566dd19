// The quill-scale-marks pass, on its TableGen'd base, in an anonymous
// namespace as is usual.
#include "Quill.h"

namespace mlir::quill {
#define GEN_PASS_DEF_QUILLSCALEMARKS
#include "QuillPasses.h.inc"
} // namespace mlir::quill

using namespace mlir;

namespace {
struct ScaleMarks : quill::impl::QuillScaleMarksBase<ScaleMarks> {
  using QuillScaleMarksBase::QuillScaleMarksBase;
  void runOnOperation() override {
    getOperation()->walk([&](quill::StampOp op) {
      int64_t count = op.getMark().getCount() * factor;
      op.setMarkAttr(quill::MarkAttr::get(op.getContext(), count));
    });
  }
};
} // namespace
