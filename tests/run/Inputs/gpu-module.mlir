gpu.module @kernels {
}
