"""Environment for running lit tests against a sanitizer build
(MLIRC_SANITIZE=address,undefined tools/run-tests), shared by our lit
configurations."""
import os
import subprocess


def configure(config):
    """Our sources are instrumented, most programs the tests run are not:
    preload the ASan runtime into every process.  Leak checking is left to our
    own C programs (tests/tools/run-client.sh turns it on): compilers, cmake
    and CPython do not free everything at exit."""
    asan = subprocess.run(["cc", "-print-file-name=libasan.so"], stdout=subprocess.PIPE,
                          universal_newlines=True).stdout.strip()
    config.environment["LD_PRELOAD"] = asan
    config.environment["ASAN_OPTIONS"] = "detect_leaks=0:verify_asan_link_order=0"
    config.environment["UBSAN_OPTIONS"] = "print_stacktrace=1:halt_on_error=1"
    config.environment["MLIRC_LEAK_SUPPRESSIONS"] = os.path.join(os.path.dirname(__file__), "lsan.supp")
    config.available_features.add("sanitize")
