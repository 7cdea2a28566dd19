/* LLVM's C API from a PublicAPI library, in sliced mode (components/llvm_c.py).
 *
 * The LLVM-C functions live in the Impl libraries, exported there under the
 * Impl version node (MLIRC_<major>), like the rest of the embedded LLVM.  Each
 * forwarder here is the public name (version MLIR_C_<major>, publicapi.map)
 * and jumps, through the GOT, to the Impl's versioned definition: one LLVM in
 * the process, whatever the signature, and no C++ symbol made public.  The
 * jump is resolved at the call, so the order in which the loader relocates
 * the libraries does not matter (an ifunc resolver would depend on it). */
#if !defined(MLIRC_LLVM_C_INC) || !defined(MLIRC_LLVM_MAJOR)
#error "the build system must define MLIRC_LLVM_C_INC and MLIRC_LLVM_MAJOR"
#endif

#define MLIRC_STR_(x) #x
#define MLIRC_STR(x) MLIRC_STR_(x)
#define MLIRC_IMPL_NODE "MLIRC_" MLIRC_STR(MLIRC_LLVM_MAJOR)

#if defined(__x86_64__)
#define MLIRC_JUMP(target) "jmp *" target "@GOTPCREL(%rip)\n"
#elif defined(__aarch64__)
#define MLIRC_JUMP(target) \
  "adrp x16, :got:" target "\nldr x16, [x16, :got_lo12:" target "]\nbr x16\n"
#else
#error "LLVM-C forwarders are written for x86-64 and AArch64; build with llvm linkage dylib"
#endif

#define MLIRC_FORWARD(f)                                                   \
  __asm__(".pushsection .text\n.globl " #f "\n.type " #f ", %function\n.p2align 4\n" #f \
          ":\n" MLIRC_JUMP("mlirc_llvm_c_" #f) ".size " #f ", .-" #f "\n"   \
          ".symver mlirc_llvm_c_" #f ", " #f "@" MLIRC_IMPL_NODE "\n.popsection\n");

#include MLIRC_LLVM_C_INC
