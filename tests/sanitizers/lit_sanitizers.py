"""Environment for running tests against a sanitizer build
(MLIRC_SANITIZE=address,undefined scripts/run-tests), shared by our lit
configurations and, for shell scripts, printed as NAME=VALUE lines when run
as a program (scripts/run-upstream-python-tests builds its fixture with it)."""
import os
import subprocess
import sys


def environment():
    """Our sources are instrumented, most programs the tests run are not:
    preload the ASan runtime into every process.  Leak checking is left to our
    own C programs (tests/tools/run-client.sh turns it on): compilers, cmake
    and CPython do not free everything at exit.  Every report aborts: a
    signal, which `not` counts as a failure where a plain non-zero status
    would pass as the failure a command is expected to have."""
    asan = subprocess.run(["cc", "-print-file-name=libasan.so"], stdout=subprocess.PIPE,
                          universal_newlines=True).stdout.strip()
    return {
        "LD_PRELOAD": asan,
        # malloc of an impossible size returns NULL, as C says (JIT-compiled
        # tests allocate 2**62 bytes on purpose), instead of being a report
        "ASAN_OPTIONS": "detect_leaks=0:verify_asan_link_order=0:abort_on_error=1:allocator_may_return_null=1",
        "UBSAN_OPTIONS": "print_stacktrace=1:halt_on_error=1:abort_on_error=1",
        "MLIRC_LEAK_SUPPRESSIONS": os.path.join(os.path.dirname(os.path.abspath(__file__)), "lsan.supp"),
    }


def configure(config):
    config.environment.update(environment())
    config.available_features.add("sanitize")


if __name__ == "__main__":
    sys.stdout.write("".join("%s=%s\n" % kv for kv in sorted(environment().items())))
