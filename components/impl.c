/* An Impl library is the upstream archives linked whole; this unit only names
 * the component, so tests and tools can tell which Impl libraries a process
 * mapped (nm -D, dlsym). */
#if !defined(MLIRC_IMPL_MARKER) || !defined(MLIRC_COMPONENT_NAME)
#error "the build system must define MLIRC_IMPL_MARKER and MLIRC_COMPONENT_NAME"
#endif

__attribute__((visibility("default"))) const char MLIRC_IMPL_MARKER[] = MLIRC_COMPONENT_NAME;
