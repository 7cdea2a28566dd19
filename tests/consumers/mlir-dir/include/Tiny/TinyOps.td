// The tiny dialect: one operation, enough to exercise TableGen end to end.
#ifndef TINY_OPS
#define TINY_OPS

include "mlir/IR/OpBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def Tiny_Dialect : Dialect {
  let name = "tiny";
  let summary = "A one-operation dialect built out of tree.";
  let cppNamespace = "::tiny";
}

def Tiny_TwiceOp : Op<Tiny_Dialect, "twice", [Pure]> {
  let summary = "Its operand added to itself.";
  let arguments = (ins I32:$input);
  let results = (outs I32:$result);
  let assemblyFormat = "$input attr-dict";
}

#endif // TINY_OPS
