//===- Remarks.cpp - mlir-opt's optimization remark options ---------------===//
//
// The remark options of mlir-opt's command line (MLIR 20 and later), made
// and registered with LLVM's only when mlircRegisterOptLLVMOptions asks
// (other programs do not take them), and what they ask of a context.
//
//===----------------------------------------------------------------------===//
#include "mlir-c/Components/Remarks.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Support.h"

#include "llvm/Config/llvm-config.h"

#if LLVM_VERSION_MAJOR > 19
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Location.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Remarks.h"
#include "mlir/Remark/RemarkStreamer.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Remarks/RemarkFormat.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/raw_ostream.h"

#include <memory>
#include <string>
#include <system_error>

namespace cl = llvm::cl;
using namespace mlir;

namespace {
enum class Format { EmitRemark, YAML, Bitstream };
enum class Policy { All, Final };

struct RemarkOptions {
  cl::OptionCategory category{"Remark Options", "Which optimization remarks of passes to report, and how (the "
                                                "filters are regular expressions over remark categories)"};
  cl::opt<std::string> all{"remarks-filter", cl::desc("Report remarks of every kind whose category matches"),
                           cl::cat(category)};
  cl::opt<std::string> passed{"remarks-filter-passed",
                              cl::desc("Report remarks of transformations made whose category matches"),
                              cl::cat(category)};
  cl::opt<std::string> missed{"remarks-filter-missed",
                              cl::desc("Report remarks of opportunities missed whose category matches"),
                              cl::cat(category)};
  cl::opt<std::string> failed{"remarks-filter-failed",
                              cl::desc("Report remarks of transformations that failed whose category matches"),
                              cl::cat(category)};
  cl::opt<std::string> analysis{"remarks-filter-analyse",
                                cl::desc("Report remarks of analyses whose category matches"), cl::cat(category)};
  cl::opt<Format> format{"remark-format", cl::desc("How remarks are reported"), cl::init(Format::EmitRemark),
                         cl::values(clEnumValN(Format::EmitRemark, "emitRemark", "As remark diagnostics (default)"),
                                    clEnumValN(Format::YAML, "yaml", "Into a YAML file"),
                                    clEnumValN(Format::Bitstream, "bitstream", "Into an LLVM bitstream file")),
                         cl::cat(category)};
  cl::opt<Policy> policy{"remark-policy", cl::desc("Which remarks are reported"), cl::init(Policy::All),
                         cl::values(clEnumValN(Policy::All, "all", "Every remark, when it is made (default)"),
                                    clEnumValN(Policy::Final, "final",
                                               "The last of each kind, name and location, when the run ends")),
                         cl::cat(category)};
  cl::opt<std::string> outputFile{"remarks-output-file",
                                  cl::desc("The file of yaml and bitstream remarks (default mlir-remarks.yaml or "
                                           "mlir-remarks.bitstream)"),
                                  cl::cat(category)};
};

RemarkOptions *options; // once registered

// A filter MLIR would take as "match nothing" is refused instead.
LogicalResult checkFilter(MLIRContext *ctx, const cl::opt<std::string> &option) {
  std::string error;
  if (option.empty() || llvm::Regex(option.getValue()).isValid(error))
    return success();
  return emitError(UnknownLoc::get(ctx)) << "--" << option.ArgStr << ": '" << option.getValue()
                                         << "' is not a regular expression: " << error;
}

std::unique_ptr<remark::detail::RemarkEmittingPolicyBase> makePolicy(Policy policy) {
  if (policy == Policy::Final)
    return std::make_unique<remark::RemarkEmittingPolicyFinal>();
  return std::make_unique<remark::RemarkEmittingPolicyAll>();
}

LogicalResult enableToFile(MLIRContext *ctx, const remark::RemarkCategories &categories) {
  bool yaml = options->format == Format::YAML;
  std::string file = options->outputFile.empty() ? (yaml ? "mlir-remarks.yaml" : "mlir-remarks.bitstream")
                                                 : options->outputFile.getValue();
  // MLIR gives no reason when it cannot open the file: opened here first.
  std::error_code error;
  { llvm::raw_fd_ostream probe(file, error); }
  if (!error && succeeded(remark::enableOptimizationRemarksWithLLVMStreamer(
                    *ctx, file, yaml ? llvm::remarks::Format::YAML : llvm::remarks::Format::Bitstream,
                    makePolicy(options->policy), categories)))
    return success();
  InFlightDiagnostic diagnostic = emitError(UnknownLoc::get(ctx)) << "cannot write the remarks to '" << file << "'";
  if (error)
    diagnostic << ": " << error.message();
  return diagnostic;
}
} // namespace

namespace mlirc {
void registerRemarkOptions() {
  static RemarkOptions registered;
  options = &registered;
}
} // namespace mlirc

MlirLogicalResult mlircContextEnableRemarks(MlirContext context) {
  if (!options)
    return mlirLogicalResultSuccess();
  MLIRContext *ctx = unwrap(context);
  const cl::opt<std::string> *filters[] = {&options->all, &options->passed, &options->missed, &options->analysis,
                                           &options->failed};
  if (llvm::all_of(filters, [](const cl::opt<std::string> *filter) { return filter->empty(); }))
    return mlirLogicalResultSuccess();
  for (const cl::opt<std::string> *filter : filters)
    if (failed(checkFilter(ctx, *filter)))
      return mlirLogicalResultFailure();
  // Every kind given, empty or not, as mlir-opt gives them: MLIR matches a
  // kind's remarks against "all|kind" when the kind is given at all.
  remark::RemarkCategories categories{options->all, options->passed, options->missed, options->analysis,
                                      options->failed};
  if (options->format != Format::EmitRemark)
    return wrap(enableToFile(ctx, categories));
  return wrap(remark::enableOptimizationRemarks(*ctx, nullptr, makePolicy(options->policy), categories,
                                                /*printAsEmitRemarks=*/true));
}

// The engine reports what its policy held back when it goes: removed here,
// so that it does not report it again when the context goes.
void mlircContextFinalizeRemarks(MlirContext context) {
  if (unwrap(context)->getRemarkEngine())
    unwrap(context)->setRemarkEngine(nullptr);
}

#else // MLIR 19 has no remarks: no options, nothing to enable.

namespace mlirc {
void registerRemarkOptions() {}
} // namespace mlirc

MlirLogicalResult mlircContextEnableRemarks(MlirContext) { return mlirLogicalResultSuccess(); }

void mlircContextFinalizeRemarks(MlirContext) {}

#endif
