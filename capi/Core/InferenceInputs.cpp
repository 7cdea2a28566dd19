//===- InferenceInputs.cpp - Counts an operation's definition states ------===//
//
// C++ because the count traits (NOperands<N>, OneRegion, ...) that ODS
// attaches to every operation are only visible through their TypeIDs.
//
//===----------------------------------------------------------------------===//
#include "mlir-c/Components/InferenceInputs.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Support.h"
#include "mlir/IR/Block.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Location.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OperationSupport.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringSet.h"

#include <algorithm>
#include <deque>
#include <memory>
#include <mutex>
#include <optional>
#include <string>

using namespace mlir;

namespace {
// What a definition says about one kind of input: exactly `count`, at least
// `count`, or anything (variadic, or a trait beyond those looked for).
struct Expected {
  enum Kind { Exactly, AtLeast, Any } kind = Any;
  unsigned count = 0;
};

// ODS states fixed counts from 2 up with NOperands<N> and friends; 16 covers
// every operation upstream defines, a larger one is treated as Any.
constexpr unsigned MaxFixedCount = 16;

// A trait's TypeID is MLIR's name-keyed one for the trait applied to a class
// `Empty`, under the name clang gives it (Debian's MLIR is built by clang;
// g++ would spell a name no operation has).  The table keeps the names'
// characters, so they live as long as the process (reachable from here).
struct TraitIDs : detail::FallbackTypeIDResolver {
  static TypeID named(std::string name) {
    static auto *names = new std::deque<std::string>();
    return registerImplicitTypeID(names->emplace_back(std::move(name)));
  }
};

// The TypeIDs of one family of count traits: Zero<Empty>, One<Empty>,
// N<2..Max>::Impl<Empty> and AtLeastN<1..Max>::Impl<Empty>.
struct CountTraits {
  TypeID zero, one, exactly[MaxFixedCount + 1], atLeast[MaxFixedCount + 1];
  CountTraits(const char *zeroName, const char *oneName, const char *nName, const char *atLeastName) {
    std::string traits = "mlir::OpTrait::";
    zero = TraitIDs::named(traits + zeroName + "<Empty>");
    one = TraitIDs::named(traits + oneName + "<Empty>");
    for (unsigned n = 1; n <= MaxFixedCount; ++n) {
      std::string count = "<" + std::to_string(n) + ">::Impl<Empty>";
      if (n >= 2)
        exactly[n] = TraitIDs::named(traits + nName + count);
      atLeast[n] = TraitIDs::named(traits + atLeastName + count);
    }
  }
  Expected of(RegisteredOperationName op) const {
    if (op.hasTrait(zero))
      return {Expected::Exactly, 0};
    if (op.hasTrait(one))
      return {Expected::Exactly, 1};
    for (unsigned n = 2; n <= MaxFixedCount; ++n)
      if (op.hasTrait(exactly[n]))
        return {Expected::Exactly, n};
    for (unsigned n = 1; n <= MaxFixedCount; ++n)
      if (op.hasTrait(atLeast[n]))
        return {Expected::AtLeast, n};
    return {};
  }
};

bool matches(Expected e, intptr_t given) {
  return e.kind == Expected::Any || (e.kind == Expected::Exactly ? given == (intptr_t)e.count
                                                                 : given >= (intptr_t)e.count);
}

// Diagnostics go to `loc` when the caller gave one; otherwise only the
// answer is wanted (the check runs before every inferred creation).
InFlightDiagnostic fail(std::optional<Location> loc) {
  return loc ? emitError(*loc) : InFlightDiagnostic();
}

bool report(std::optional<Location> loc, StringRef opName, Expected e, intptr_t given, const char *what) {
  fail(loc) << "'" << opName << "' is defined with " << (e.kind == Expected::AtLeast ? "at least " : "")
                 << e.count << " " << what << ", " << given << " given";
  return false;
}

// Operands split into segments must come with sizes that add up to them.
bool segmentsMatch(std::optional<Location> loc, StringRef opName, intptr_t nOperands, intptr_t nAttributes,
                   const MlirNamedAttribute *attributes) {
  for (intptr_t i = 0; i < nAttributes; ++i) {
    StringRef name = unwrap(mlirIdentifierStr(attributes[i].name));
    if (name != "operandSegmentSizes" && name != "operand_segment_sizes")
      continue;
    auto sizes = llvm::dyn_cast<DenseI32ArrayAttr>(unwrap(attributes[i].attribute));
    if (!sizes) {
      fail(loc) << "'" << opName << "': " << name << " must be an array<i32>";
      return false;
    }
    int64_t sum = 0;
    for (int32_t size : sizes.asArrayRef()) {
      if (size < 0) {
        fail(loc) << "'" << opName << "': " << name << " has a negative size";
        return false;
      }
      sum += size;
    }
    if (sum != nOperands) {
      fail(loc) << "'" << opName << "': " << name << " adds up to " << sum << " operands, " << nOperands
                     << " given";
      return false;
    }
    return true;
  }
  fail(loc) << "'" << opName << "' has operand segments, but no operandSegmentSizes attribute was given";
  return false;
}
} // namespace

namespace {
// What one registered operation's definition states, found once per
// operation class: a creation pays a lookup, not a dozen trait searches.
struct Definition {
  Expected operands, results, regions, successors;
  bool segmentedOperands = false;
};

Definition definitionOf(RegisteredOperationName op) {
  static const CountTraits operandTraits("ZeroOperands", "OneOperand", "NOperands", "AtLeastNOperands");
  static const CountTraits resultTraits("ZeroResults", "OneResult", "NResults", "AtLeastNResults");
  static const CountTraits regionTraits("ZeroRegions", "OneRegion", "NRegions", "AtLeastNRegions");
  static const CountTraits successorTraits("ZeroSuccessors", "OneSuccessor", "NSuccessors", "AtLeastNSuccessors");
  return {operandTraits.of(op), resultTraits.of(op), regionTraits.of(op), successorTraits.of(op),
          op.hasTrait<OpTrait::AttrSizedOperandSegments>()};
}

// The definition's words when it requires an attribute that is not given,
// else empty.  No trait says which attributes are required, so an operation
// with the expected counts, the given operands and attributes and results of
// type `none` is verified: the count traits pass, and the generated verifier
// checks required attributes ("requires attribute '<name>'") before operand
// and result types (which may fail: they do not matter here).
std::string missingAttribute(RegisteredOperationName op, const Definition &definition, MlirValue const *operands,
                             intptr_t nOperands, intptr_t nAttributes, const MlirNamedAttribute *attributes,
                             intptr_t nRegions, intptr_t nSuccessors) {
  MLIRContext *ctx = op.getContext();
  Location here = NameLoc::get(StringAttr::get(ctx, "mlirc.inference-inputs"));
  Type none = NoneType::get(ctx);
  auto values = std::make_unique<Block>();
  for (intptr_t i = 0; i < nOperands; ++i)
    values->addArgument(unwrap(operands[i]).getType(), here);
  OperationState state(here, op);
  state.addOperands(values->getArguments());
  state.addTypes(SmallVector<Type>(definition.results.count, none));
  for (intptr_t i = 0; i < nRegions; ++i)
    state.addRegion();
  for (intptr_t i = 0; i < nSuccessors; ++i)
    state.addSuccessors(values.get());
  for (intptr_t i = 0; i < nAttributes; ++i)
    state.addAttribute(unwrap(attributes[i].name), unwrap(attributes[i].attribute));
  std::string first;
  ScopedDiagnosticHandler capture(ctx, [&](Diagnostic &diagnostic) {
    if (diagnostic.getLocation() != here)
      return failure(); // someone else's
    if (first.empty())
      first = diagnostic.str();
    return success();
  });
  Operation *probe = Operation::create(state);
  (void)op.verifyInvariants(probe);
  probe->destroy();
  StringRef said(first);
  for (StringAttr name : op.getAttributeNames())
    if (said.ends_with(("requires attribute '" + name.getValue() + "'").str()))
      return first;
  return {};
}

// What was found readable, by operation: keyed by its TypeID and checked
// against its name (the TypeID of an operation defined at run time, IRDL,
// can be reused by another once its context is gone).  Inputs are told
// apart by the inherent attributes given; an input found lacking is
// checked again each time (an error path) and never kept.
struct Known {
  std::string name;
  Definition definition;
  llvm::StringSet<> readable;
};
std::mutex knownMutex;
llvm::DenseMap<TypeID, Known> &known() {
  static auto *table = new llvm::DenseMap<TypeID, Known>(); // lives as long as the process
  return *table;
}

// The operation's definition, and whether the input `key` was found readable.
Definition cachedDefinition(RegisteredOperationName op, StringRef key, bool &readable) {
  std::lock_guard<std::mutex> lock(knownMutex);
  auto [it, inserted] = known().try_emplace(op.getTypeID());
  if (inserted || it->second.name != op.getStringRef())
    it->second = {op.getStringRef().str(), definitionOf(op), {}};
  readable = it->second.readable.contains(key);
  return it->second.definition;
}

// The key of an input: the inherent attributes given, a bit set over the
// operation's attribute names.
using InputKey = llvm::SmallString<64>;
InputKey inputKey(RegisteredOperationName op, intptr_t nAttributes, const MlirNamedAttribute *attributes) {
  ArrayRef<StringAttr> names = op.getAttributeNames();
  InputKey key;
  key.resize(names.size() / 8 + 1, '\0');
  for (intptr_t i = 0; i < nAttributes; ++i) {
    StringAttr name = unwrap(attributes[i].name);
    for (size_t j = 0; j < names.size(); ++j)
      if (names[j] == name)
        key[j / 8] |= char(1 << (j % 8));
  }
  return key;
}

void keepReadable(RegisteredOperationName op, StringRef key) {
  std::lock_guard<std::mutex> lock(knownMutex);
  known()[op.getTypeID()].readable.insert(key);
}
} // namespace

bool mlircInferenceInputsMatchDefinition(MlirContext context, MlirStringRef opName, MlirLocation location,
                                         intptr_t nOperands, MlirValue const *operands, intptr_t nAttributes,
                                         const MlirNamedAttribute *attributes, intptr_t nRegions,
                                         intptr_t nSuccessors) {
  StringRef name = unwrap(opName);
  std::optional<RegisteredOperationName> op = RegisteredOperationName::lookup(name, unwrap(context));
  if (!op)
    return true;
  std::optional<Location> loc;
  if (!mlirLocationIsNull(location))
    loc = unwrap(location);
  InputKey key = inputKey(*op, nAttributes, attributes);
  bool readable = false;
  Definition definition = cachedDefinition(*op, key, readable);
  if (!matches(definition.operands, nOperands))
    return report(loc, name, definition.operands, nOperands, "operands");
  if (definition.segmentedOperands && !segmentsMatch(loc, name, nOperands, nAttributes, attributes))
    return false;
  if (!matches(definition.regions, nRegions))
    return report(loc, name, definition.regions, nRegions, "regions");
  if (!matches(definition.successors, nSuccessors))
    return report(loc, name, definition.successors, nSuccessors, "successors");
  if (readable)
    return true;
  std::string missing =
      missingAttribute(*op, definition, operands, nOperands, nAttributes, attributes, nRegions, nSuccessors);
  if (missing.empty()) {
    keepReadable(*op, key);
    return true;
  }
  fail(loc) << missing;
  return false;
}
