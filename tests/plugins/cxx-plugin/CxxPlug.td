// The example C++ plugin's dialect: one type usable as a memref element.
#ifndef CXXPLUG_TD
#define CXXPLUG_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/BuiltinTypeInterfaces.td"

def CxxPlug_Dialect : Dialect {
  let name = "cxxplug";
  let cppNamespace = "::cxxplug";
  let useDefaultTypePrinterParser = 1;
}

def CxxPlug_TokenType : TypeDef<CxxPlug_Dialect, "Token", [MemRefElementTypeInterface]> {
  let mnemonic = "token";
  let summary = "an opaque token that memrefs can hold";
}

def CxxPlug_MakeOp : Op<CxxPlug_Dialect, "make", []> {
  let summary = "produces a token";
  let results = (outs CxxPlug_TokenType:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
}

#endif // CXXPLUG_TD
