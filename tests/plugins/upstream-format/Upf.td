// A dialect and a pass for plugins in upstream MLIR's format: a token type,
// an op making one, and a pass marking the op it runs on.
#ifndef UPF_TD
#define UPF_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/Pass/PassBase.td"

def Upf_Dialect : Dialect {
  let name = "upf";
  let cppNamespace = "::upf";
  let useDefaultTypePrinterParser = 1;
}

def Upf_TokenType : TypeDef<Upf_Dialect, "Token"> {
  let mnemonic = "token";
  let summary = "an opaque token";
}

def Upf_MakeOp : Op<Upf_Dialect, "make", []> {
  let summary = "produces a token";
  let results = (outs Upf_TokenType:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
}

def UpfMark : Pass<"upf-mark"> {
  let summary = "Sets a unit attribute on the operation it runs on";
  let options = [
    Option<"label", "label", "std::string", /*default=*/"\"upf.marked\"",
           "name of the attribute set">
  ];
}

#endif // UPF_TD
