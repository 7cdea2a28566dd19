/*===-- mlir-c/Components/Timing.h - Timing a driver's run ---------------===*
 *
 * mlir-opt's --mlir-timing times the whole run, not only the passes: the
 * report has the driver's own phases (parsing, printing the output) beside
 * the passes, the time not accounted for ("Rest") and the total, shown as a
 * tree along the pipeline or as a list sorted by time.  Upstream's C API
 * (mlirPassManagerEnableTiming in 22, mlircPassManagerEnableTiming here)
 * times a pass manager alone; a timing manager times a whole run, with the
 * passes of one or more pass managers inside it.
 *
 * Use: create the manager, time each phase between Start and Stop, attach
 * it to the pass managers, destroy the pass managers, then destroy the
 * manager, which prints the report on stderr.  Every function below but
 * Create does nothing with a null manager.
 *
 *===----------------------------------------------------------------------===*/
#ifndef MLIR_C_COMPONENTS_TIMING_H
#define MLIR_C_COMPONENTS_TIMING_H

#include <stdbool.h>

#include "mlir-c/Components/Export.h"
#include "mlir-c/Pass.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct MlircTimingManager {
  void *ptr;
} MlircTimingManager;

/* How the report shows the timers (mlir-opt's --mlir-timing-display). */
typedef enum MlircTimingDisplay {
  /* Nested as they ran: each pass under its pipeline. */
  MlircTimingDisplayTree = 0,
  /* One line per name, summed over every place it ran, longest first. */
  MlircTimingDisplayList = 1,
} MlircTimingDisplay;

/* A timing manager whose clock is running.  Null when `display` is not one
 * of the values above.  The report is text, or JSON when LLVM's option
 * --mlir-output-format=json is set (mlircRegisterOptLLVMOptions,
 * mlir-c/Components/Opt.h). */
MLIRC_API MlircTimingManager mlircTimingManagerCreate(MlircTimingDisplay display);

static inline bool mlircTimingManagerIsNull(MlircTimingManager manager) {
  return manager.ptr == NULL;
}

/* Stops the clock, prints the report on stderr and frees the manager (a
 * phase still running is stopped first).  Every pass manager it was
 * attached to must be destroyed, or at least done running, before. */
MLIRC_API void mlircTimingManagerDestroy(MlircTimingManager manager);

/* Starts timing the phase `name` (mlir-opt names "Parser" and "Output"),
 * stopping the phase started before if it still runs.  Time given to a
 * name twice adds up on one line. */
MLIRC_API void mlircTimingManagerStartPhase(MlircTimingManager manager, MlirStringRef name);

/* Stops the phase that runs, if any. */
MLIRC_API void mlircTimingManagerStopPhase(MlircTimingManager manager);

/* Times every pipeline and pass `passManager` runs, in `manager`'s report
 * beside the phases.  `manager` must outlive the pass manager's runs. */
MLIRC_API void mlircPassManagerEnableTimingWith(MlirPassManager passManager,
                                                MlircTimingManager manager);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_COMPONENTS_TIMING_H */
