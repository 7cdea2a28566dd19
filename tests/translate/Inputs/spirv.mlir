// A SPIR-V module: MLIR's --serialize-spirv and --deserialize-spirv.
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {
  spirv.func @foo() -> () "None" {
    spirv.Return
  }
}
