# Compare a subset build (argv[1]) with the full install (argv[2]).
import glob
import os
import re
import sys

subset, full = sys.argv[1], sys.argv[2]
text = open(os.path.join(subset, "build.ninja")).read()
print(re.search(r"dialects=[a-z_,]+", text).group(0))
for lib in ("libMLIRDialectsImpl", "libMLIRPassesImpl"):
    small = os.path.getsize(glob.glob(os.path.join(subset, lib + ".so.*.*"))[0])
    large = os.path.getsize(glob.glob(os.path.join(full, "lib", lib + ".so.*.*"))[0])
    print("%s smaller: %s (%d vs %d bytes)" % (lib, "yes" if small < large else "no", small, large))
print("execution engine built: %s" % ("yes" if glob.glob(os.path.join(subset, "libMLIRExecutionEngine*")) else "no"))
