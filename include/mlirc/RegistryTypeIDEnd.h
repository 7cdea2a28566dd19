// Closes a region opened by RegistryTypeIDBegin.h.  No include guard.
#pragma pop_macro("MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID")
#pragma pop_macro("MLIR_DEFINE_EXPLICIT_TYPE_ID")
#pragma pop_macro("MLIR_DECLARE_EXPLICIT_TYPE_ID")
