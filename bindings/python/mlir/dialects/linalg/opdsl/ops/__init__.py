"""Op libraries written in the op DSL (core_named_ops: linalg's named ops)."""
