#include "roundtrip.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlir-c/Components/Opt.h"
#include "mlir-c/Diagnostics.h"
#include "../common/text_buffer.h"

/* `op` in the generic form with locations: what both sides are compared in. */
static struct buffer print_reference(MlirOperation op) {
  struct buffer text = {0};
  MlirOpPrintingFlags flags = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsPrintGenericOpForm(flags);
  mlirOpPrintingFlagsEnableDebugInfo(flags, true, false);
  mlirOperationPrintWithFlags(op, flags, buffer_append, &text);
  mlirOpPrintingFlagsDestroy(flags);
  return text;
}

static void emit_op_error(MlirOperation op, const char *form, const char *what) {
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  char message[200];
  snprintf(message, sizeof message, "'%.*s' op %s %s", (int)name.length, name.data, form, what);
  mlirEmitError(mlirOperationGetLocation(op), message);
}

/* One round trip: `op` written as text (or bytecode), parsed back into a
 * fresh context and printed as `reference` was. */
static bool roundtrip_one(MlirOperation op, const struct buffer *reference, bool bytecode,
                          bool verify_parse, roundtrip_context_fn make_context, void *user_data) {
  const char *form = bytecode ? "bytecode" : "textual";
  struct buffer written = {0};
  if (bytecode)
    mlirOperationWriteBytecode(op, buffer_append, &written);
  else
    written = print_reference(op);
  MlirContext fresh = make_context(user_data);
  bool same = false;
  if (!mlirContextIsNull(fresh)) {
    MlirOperation back = mlircParseSourceOperation(
        fresh, mlirStringRefCreate(written.data ? written.data : "", written.length),
        mlirStringRefCreateFromCString("roundtrip"), false, verify_parse);
    if (mlirOperationIsNull(back)) {
      emit_op_error(op, form, "content does not parse back: cannot verify the round trip");
    } else {
      struct buffer again = print_reference(back);
      same = again.length == reference->length &&
             memcmp(again.data, reference->data, again.length) == 0;
      if (!same)
        emit_op_error(op, form, "round trip: the IR parsed back differs from the original");
      free(again.data);
      mlirOperationDestroy(back);
    }
    mlirContextDestroy(fresh);
  }
  free(written.data);
  return same;
}

bool roundtrip_verify(MlirOperation op, bool verify_parse, roundtrip_context_fn make_context,
                      void *user_data) {
  struct buffer reference = print_reference(op);
  bool text = roundtrip_one(op, &reference, false, verify_parse, make_context, user_data);
  bool bytecode = roundtrip_one(op, &reference, true, verify_parse, make_context, user_data);
  free(reference.data);
  return text && bytecode;
}
