/* mlirc<Component>ComponentConfig(): compiled once into each PublicAPI library
 * with MLIRC_COMPONENT_FN naming the function and MLIRC_COMPONENT_CONFIG the
 * configuration text the resolver produced for that component. */
#include "mlir-c/Components/Version.h"

#if !defined(MLIRC_COMPONENT_FN) || !defined(MLIRC_COMPONENT_CONFIG)
#error "the build system must define MLIRC_COMPONENT_FN and MLIRC_COMPONENT_CONFIG"
#endif

const char *MLIRC_COMPONENT_FN(void) { return MLIRC_COMPONENT_CONFIG; }
