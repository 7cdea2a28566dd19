/* A plugin adding a translation: "--mlir-to-op-count" writes how many
 * operations of each name the input holds, registered from the plugin's
 * registerPasses callback. */
#include <stdio.h>
#include <string.h>

#include "mlir-c/Components/Plugin.h"
#include "mlir-c/Components/Translate.h"
#include "mlir-c/IR.h"

struct counts {
  char names[64][64];
  int numbers[64];
  int size;
};

static MlirWalkResult count(MlirOperation op, void *user_data) {
  struct counts *c = user_data;
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  int i = 0;
  while (i < c->size && (strlen(c->names[i]) != name.length ||
                         strncmp(c->names[i], name.data, name.length) != 0))
    ++i;
  if (i == c->size && c->size < 64)
    snprintf(c->names[c->size++], 64, "%.*s", (int)name.length, name.data);
  if (i < c->size)
    ++c->numbers[i];
  return MlirWalkResultAdvance;
}

static MlirLogicalResult to_op_count(MlirOperation op, MlirStringCallback out, void *out_data,
                                     void *user_data) {
  (void)user_data;
  struct counts c = {0};
  mlirOperationWalk(op, count, &c, MlirWalkPreOrder);
  for (int i = 0; i < c.size; ++i) {
    char line[128];
    int n = snprintf(line, sizeof line, "%s %d\n", c.names[i], c.numbers[i]);
    out(mlirStringRefCreate(line, (size_t)n), out_data);
  }
  return mlirLogicalResultSuccess();
}

static MlirLogicalResult register_translations(MlirStringCallback error, void *error_data) {
  static const MlircTranslationInfo info = {"mlir-to-op-count", "Count the operations by name",
                                            to_op_count, NULL, NULL};
  return mlircRegisterTranslation(&info, error, error_data);
}

static const MlircPluginDescriptor kDescriptor = {
    .abiMajor = MLIRC_PLUGIN_ABI_MAJOR,
    .abiMinor = MLIRC_PLUGIN_ABI_MINOR,
    .size = sizeof(MlircPluginDescriptor),
    .name = "opcount",
    .version = "1",
    .registerPasses = register_translations,
};

MLIRC_PLUGIN_ENTRY_POINT { return &kDescriptor; }
