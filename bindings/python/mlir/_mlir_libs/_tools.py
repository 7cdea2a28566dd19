"""Console entry points of the wheel: `mlirc-opt`, `mlirc-run` and the other tools in a venv's
bin/ run the executables the package carries (mlir/_mlir_libs/bin), whose
$ORIGIN-relative RUNPATH finds the libraries beside them.  pip installs a
native file into bin/ without keeping its path to site-packages, so bin/ holds
these small launchers instead."""

import os
import sys


def _exec(name):
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "bin", name)
    if not os.path.isfile(path):
        sys.stderr.write(f"{name}: not part of this install of mlir-components ({path} missing)\n")
        return 127
    os.execv(path, [name] + sys.argv[1:])


def mlirc_opt():
    return _exec("mlirc-opt")


def mlirc_run():
    return _exec("mlirc-run")


def mlir_c_config():
    return _exec("mlir-c-config")


def mlirc_translate():
    return _exec("mlirc-translate")


def mlirc_fpcmp():
    return _exec("mlirc-fpcmp")
