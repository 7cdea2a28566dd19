/* The entry point of a test plugin, included at the end of its source
 * after its descriptor, kDescriptor:
 *   default              the entry point returns &kDescriptor
 *   -DNO_ENTRY           exports no entry point (another symbol keeps
 *                        kDescriptor used)
 *   -DNULL_DESCRIPTOR    the entry point returns NULL */
#ifndef MLIRC_TESTS_PLUGIN_ENTRY_H
#define MLIRC_TESTS_PLUGIN_ENTRY_H

#include "mlir-c/Components/Plugin.h"

#if defined(NO_ENTRY)
MLIRC_API int notAPlugin(void) { return kDescriptor.abiMajor; }
#elif defined(NULL_DESCRIPTOR)
MLIRC_PLUGIN_ENTRY_POINT { return kDescriptor.name ? NULL : NULL; }
#else
MLIRC_PLUGIN_ENTRY_POINT { return &kDescriptor; }
#endif

#endif
