"""The static floor the C start-up benchmarks compare against: a client
linked against the distribution's MLIR and LLVM archives with --gc-sections,
so it holds only the code it uses and its start-up looks up no MLIR symbol."""
import os
import re

import timing


def archives(ver):
    """The MLIR archives a C API client may need, then LLVM's, as a link line."""
    llvm = "/usr/lib/llvm-%s/lib" % ver
    mlir = sorted(os.path.join(llvm, f) for f in os.listdir(llvm)
                  if re.fullmatch(r"libMLIR\w*\.a", f) and "Test" not in f and not f.startswith("libMLIRCAPI"))
    return ([os.path.join(llvm, "libMLIRCAPIIR.a"), "-Wl,--start-group"] + mlir +
            [os.path.join(llvm, "libLLVMSupport.a"), os.path.join(llvm, "libLLVMDemangle.a"), "-Wl,--end-group",
             "-lstdc++", "-lm", "-lpthread", "-ldl", "-lz", "-lzstd"])


def build(source, output, ver):
    timing.output(["cc", "-O2", "-std=c99", "-o", output, "-I/usr/lib/llvm-%s/include" % ver, source,
                   "-Wl,--gc-sections"] + archives(ver))
    return output
