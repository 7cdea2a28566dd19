#!/usr/bin/env python3
"""The one source of mlir-components' version; CMake, Meson, the Python
package and the Debian build all ask this script.

  cmake/describe-version.py                  version=, release=, revision=, snapshot= lines
  cmake/describe-version.py --field version  one field (Meson's project() version)
  cmake/describe-version.py --debian         the Debian upstream version (= version)
  cmake/describe-version.py --depends        files whose change means a new version (for reconfiguring)
  cmake/describe-version.py --freeze DIR     record this version in DIR/.tarball-version (a source tarball)

VERSION holds the last release.  A commit tagged v<VERSION> builds as exactly
that release; any other commit is a snapshot <VERSION>.<YYYYMMDD>.<N>: the UTC
day of its commit and N, how many commits of that day lead up to it.  Purely
numeric, so one spelling is valid and sorts the same in dpkg, PEP 440 (wheels),
pkg-config and CMake: a snapshot comes after the release it builds on and
before the next one (a release bumps VERSION and is tagged in one commit).
A source tarball has no git: `meson dist` (and so meson-python's sdist) records
the version in .tarball-version (--freeze), which such a tree then uses (a git
checkout ignores it).  A tree with neither cannot tell which commit it is, so
it is refused rather than built as the release VERSION it may not be.
"""
import argparse
import os
import re
import subprocess
import sys

TOP = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIELDS = ("version", "release", "revision", "snapshot")


def git(*args):
    try:
        return subprocess.check_output(("git", "-C", TOP) + args, stderr=subprocess.DEVNULL,
                                       universal_newlines=True, env=dict(os.environ, TZ="UTC")).strip()
    except (OSError, subprocess.CalledProcessError):
        return ""


def describe():
    release = open(os.path.join(TOP, "VERSION")).read().strip()
    if not re.fullmatch(r"\d+\.\d+\.\d+", release):
        sys.exit("describe-version: VERSION must be MAJOR.MINOR.PATCH, not %r" % release)
    # Only this tree's own repository counts (not one a tarball sits in).
    if os.path.realpath(git("rev-parse", "--show-toplevel") or "/nonexistent") != os.path.realpath(TOP) \
            or not git("rev-parse", "--verify", "-q", "HEAD"):
        frozen = os.path.join(TOP, ".tarball-version")
        if os.path.exists(frozen):
            d = dict(line.rstrip("\n").split("=", 1) for line in open(frozen) if "=" in line)
            if sorted(d) != sorted(FIELDS):
                sys.exit("describe-version: %s is damaged" % frozen)
            return d
        sys.exit("describe-version: %s has neither git history nor .tarball-version, so its version is "
                 "unknown (VERSION %s names the last release, not necessarily this tree); build from a "
                 "git checkout or a tarball made with `meson dist`, or record the version with "
                 "`cmake/describe-version.py --freeze DIR` from the checkout" % (TOP, release))
    revision = git("describe", "--always", "--dirty", "--abbrev=12")
    snapshot = ""
    if git("tag", "--points-at", "HEAD", "--list", "v" + release) == "":
        day = git("log", "-1", "--date=format-local:%Y%m%d", "--format=%cd", "HEAD")
        days = git("log", "--date=format-local:%Y%m%d", "--format=%cd", "HEAD").split()
        snapshot = "%s.%d" % (day, days.count(day))
    version = release + ("." + snapshot if snapshot else "")
    return {"version": version, "release": release, "revision": revision, "snapshot": snapshot}


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--field", choices=FIELDS, help="print only this field")
    p.add_argument("--debian", action="store_true", help="print the Debian upstream version")
    p.add_argument("--depends", action="store_true", help="print the files a new commit or tag changes")
    p.add_argument("--freeze", metavar="DIR", nargs="?", const=os.environ.get("MESON_DIST_ROOT"),
                   help="write DIR/.tarball-version (default: $MESON_DIST_ROOT, as meson dist sets)")
    a = p.parse_args()
    if a.freeze is not None or "--freeze" in sys.argv[1:]:
        if not a.freeze:
            p.error("--freeze needs a directory")
        with open(os.path.join(a.freeze, ".tarball-version"), "w") as f:
            f.write("".join("%s=%s\n" % (k, v) for k, v in describe().items()))
        return
    if a.depends:
        # HEAD's reflog grows with every commit, checkout and reset.
        log = git("rev-parse", "--path-format=absolute", "--git-path", "logs/HEAD")
        print(os.path.join(TOP, "VERSION"))
        if log and os.path.isfile(log):
            print(log)
        return
    d = describe()
    if a.debian:
        a.field = "version"
    if a.field:
        print(d[a.field])
    else:
        sys.stdout.write("".join("%s=%s\n" % (k, d[k]) for k in FIELDS))


if __name__ == "__main__":
    main()
