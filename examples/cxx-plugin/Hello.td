// The dialect "cxxhello" (one op) and the pass "cxxhello-shout", in ODS.
include "mlir/IR/OpBase.td"
include "mlir/Pass/PassBase.td"

def Hello_Dialect : Dialect {
  let name = "cxxhello";
  let cppNamespace = "::hello";
}

def Hello_GreetOp : Op<Hello_Dialect, "greet"> {
  let summary = "greets someone";
  let arguments = (ins StrAttr:$who);
  let assemblyFormat = "$who attr-dict";
}

def HelloShout : Pass<"cxxhello-shout"> {
  let summary = "Upper-case whom every cxxhello.greet greets";
}
