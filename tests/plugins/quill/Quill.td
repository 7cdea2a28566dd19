// quill: an out-of-tree dialect in the usual layout (a TableGen'd dialect,
// ops, a type, an attribute, a type interface and a pass), used to check that
// two copies of one plugin compose.  Built as a downstream project would.
#ifndef QUILL_TD
#define QUILL_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/BuiltinTypeInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Pass/PassBase.td"

def Quill_Dialect : Dialect {
  let name = "quill";
  let cppNamespace = "::mlir::quill";
  let useDefaultTypePrinterParser = 1;
  let useDefaultAttributePrinterParser = 1;
}

// No explicit TypeID: MLIR names it (TypeID::get<T>() fallback).
def Quill_ColoredTypeInterface : TypeInterface<"ColoredTypeInterface"> {
  let cppNamespace = "::mlir::quill";
  let methods = [InterfaceMethod<"the colour", "::llvm::StringRef", "getColor">];
}

// MemRefElementTypeInterface: MLIR's own interface, checked by MLIR's code.
def Quill_InkType : TypeDef<Quill_Dialect, "Ink",
    [DeclareTypeInterfaceMethods<Quill_ColoredTypeInterface>, MemRefElementTypeInterface]> {
  let mnemonic = "ink";
  let summary = "ink of one colour";
  let parameters = (ins StringRefParameter<"colour">:$shade);
  let assemblyFormat = "`<` $shade `>`";
}

def Quill_MarkAttr : AttrDef<Quill_Dialect, "Mark"> {
  let mnemonic = "mark";
  let summary = "how many times to stamp";
  let parameters = (ins "int64_t":$count);
  let assemblyFormat = "`<` $count `>`";
}

def Quill_FillOp : Op<Quill_Dialect, "fill", [Pure]> {
  let summary = "fills a quill with ink";
  let arguments = (ins StrAttr:$shade);
  let results = (outs Quill_InkType:$ink);
  let assemblyFormat = "$shade attr-dict `:` type($ink)";
}

def Quill_StampOp : Op<Quill_Dialect, "stamp"> {
  let summary = "stamps a mark with some ink";
  let arguments = (ins Quill_InkType:$ink, Quill_MarkAttr:$mark);
  let assemblyFormat = "$mark `,` $ink attr-dict `:` type($ink)";
}

// A trait MLIR itself must see on this op (TypeID::get<Trait>()).
def Quill_EndOp : Op<Quill_Dialect, "end", [Terminator]> {
  let summary = "ends a block";
  let assemblyFormat = "attr-dict";
}

def QuillScaleMarks : Pass<"quill-scale-marks"> {
  let summary = "Multiplies the count of every quill.stamp mark";
  let options = [Option<"factor", "factor", "int64_t", "2", "the multiplier">];
}

#endif // QUILL_TD
