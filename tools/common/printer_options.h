/* MLIR's printer options, which the tools pass on to MLIR
 * (mlircSetGlobalPrintingOptions checks them): those starting --mlir-print-,
 * --mlir-elide-, --mlir-pretty- or --mlir-use-. */
#ifndef MLIRC_TOOLS_PRINTER_OPTIONS_H
#define MLIRC_TOOLS_PRINTER_OPTIONS_H

#include <stdbool.h>
#include <string.h>

/* `name` without its dashes. */
static inline bool is_mlir_printer_option(const char *name) {
  /* MLIR's context options, not its printer's: LLVM's parser takes them. */
  if (strncmp(name, "mlir-print-op-on-diagnostic", 27) == 0 ||
      strncmp(name, "mlir-print-stacktrace-on-diagnostic", 35) == 0)
    return false;
  static const char *const prefixes[] = {"mlir-print-", "mlir-elide-", "mlir-pretty-", "mlir-use-"};
  for (size_t i = 0; i < sizeof prefixes / sizeof *prefixes; ++i)
    if (strncmp(name, prefixes[i], strlen(prefixes[i])) == 0)
      return true;
  return false;
}

#endif
