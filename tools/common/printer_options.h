/* MLIR's printer options, which the tools pass on to MLIR
 * (mlircSetGlobalPrintingOptions checks them): those starting --mlir-print-,
 * --mlir-elide-, --mlir-pretty- or --mlir-use-. */
#ifndef MLIRC_TOOLS_PRINTER_OPTIONS_H
#define MLIRC_TOOLS_PRINTER_OPTIONS_H

#include <stdbool.h>
#include <string.h>

/* `name` without its dashes. */
static inline bool is_mlir_printer_option(const char *name) {
  static const char *const prefixes[] = {"mlir-print-", "mlir-elide-", "mlir-pretty-", "mlir-use-"};
  for (size_t i = 0; i < sizeof prefixes / sizeof *prefixes; ++i)
    if (strncmp(name, prefixes[i], strlen(prefixes[i])) == 0)
      return true;
  return false;
}

#endif
