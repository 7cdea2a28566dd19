/* A timing manager from C (mlir-c/Components/Timing.h): phases the client
 * names beside the passes of a pass manager, in one report on stderr shown
 * as a tree or as a list; a phase timed twice adds up on one line; an
 * unknown display gives no manager and a null manager is ignored.
 *
 * RUN: %build_client %install_sliced mlir-c-core %s %t
 * RUN: %run_client %install_sliced %t 2>&1 | FileCheck %s --strict-whitespace
 *
 * CHECK: display 7: null
 * CHECK-NEXT: null manager: ignored
 * CHECK-NEXT: -- list
 * CHECK: ----Wall Time----  ----Name----
 * CHECK-NEXT: {{^ +[0-9.]+ \(100.0%\)  }}root{{$}}
 * CHECK-DAG: {{^ +[0-9.]+ \( *[0-9.]+%\)  }}Load{{$}}
 * CHECK-DAG: {{^ +[0-9.]+ \( *[0-9.]+%\)  }}Check{{$}}
 * CHECK-DAG: {{^ +[0-9.]+ \( *[0-9.]+%\)  }}CSE{{$}}
 * CHECK-DAG: {{^ +[0-9.]+ \( *[0-9.]+%\)  }}Canonicalizer{{$}}
 * CHECK-DAG: {{^ +[0-9.]+ \( *[0-9.]+%\)  }}(A) DominanceInfo{{$}}
 * CHECK: {{^ +[0-9.]+ \( *[0-9.]+%\)  }}Rest{{$}}
 * CHECK-NEXT: {{^ +[0-9.]+ \( *[0-9.]+%\)  }}Total{{$}}
 * CHECK-NEXT: -- tree
 * CHECK: ----Wall Time----  ----Name----
 * CHECK-NEXT: {{^ +[0-9.]+ \( *[0-9.]+%\)  }}Load{{$}}
 * CHECK-NEXT: {{^ +[0-9.]+ \( *[0-9.]+%\)  }}Check{{$}}
 * CHECK-NEXT: {{^ +[0-9.]+ \( *[0-9.]+%\)  }}CSE{{$}}
 * CHECK-NEXT: {{^ +[0-9.]+ \( *[0-9.]+%\)    }}(A) DominanceInfo{{$}}
 * CHECK-NEXT: {{^ +[0-9.]+ \( *[0-9.]+%\)  }}Canonicalizer{{$}}
 * CHECK-NEXT: {{^ +[0-9.]+ \( *[0-9.]+%\)  }}Rest{{$}}
 * CHECK-NEXT: {{^ +[0-9.]+ \( *[0-9.]+%\)  }}Total{{$}}
 * CHECK-NEXT: -- done
 */
#include <stdio.h>

#include "common.h"
#include "mlir-c/Components/Timing.h"
#include "mlir-c/Transforms.h"

static MlirStringRef str(const char *s) { return mlirStringRefCreateFromCString(s); }

/* One timed run: "Load" twice around "Check", then two passes. */
static void run(MlirContext ctx, MlircTimingDisplay display) {
  MlircTimingManager timing = mlircTimingManagerCreate(display);
  mlircTimingManagerStartPhase(timing, str("Load"));
  MlirModule module = parse_or_die(ctx, "module {}");
  mlircTimingManagerStartPhase(timing, str("Check")); /* stops Load */
  mlirOperationVerify(mlirModuleGetOperation(module));
  mlircTimingManagerStartPhase(timing, str("Load"));
  mlircTimingManagerStopPhase(timing);
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  mlirPassManagerAddOwnedPass(pm, mlirCreateTransformsCSE());
  mlirPassManagerAddOwnedPass(pm, mlirCreateTransformsCanonicalizer());
  mlircPassManagerEnableTimingWith(pm, timing);
  if (mlirLogicalResultIsFailure(mlirPassManagerRunOnOp(pm, mlirModuleGetOperation(module))))
    fprintf(stderr, "error: passes failed\n");
  mlirPassManagerDestroy(pm);
  mlirModuleDestroy(module);
  mlircTimingManagerDestroy(timing); /* the report */
}

int main(void) {
  /* Everything on stderr, where the reports go, so the order is kept. */
  fprintf(stderr, "display 7: %s\n",
          mlircTimingManagerIsNull(mlircTimingManagerCreate((MlircTimingDisplay)7)) ? "null"
                                                                                   : "manager");
  MlirContext ctx = mlirContextCreate();
  MlircTimingManager none = {NULL};
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  mlircTimingManagerStartPhase(none, str("Ignored"));
  mlircTimingManagerStopPhase(none);
  mlircPassManagerEnableTimingWith(pm, none);
  mlirPassManagerDestroy(pm);
  mlircTimingManagerDestroy(none);
  fprintf(stderr, "null manager: ignored\n-- list\n");
  run(ctx, MlircTimingDisplayList);
  fprintf(stderr, "-- tree\n");
  run(ctx, MlircTimingDisplayTree);
  fprintf(stderr, "-- done\n");
  mlirContextDestroy(ctx);
  return 0;
}
