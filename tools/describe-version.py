#!/usr/bin/env python3
"""Print the project version, source revision and snapshot stamp, one per line.

Used by both CMake and Meson.  The snapshot stamp is YYYYMMDD.N for an untagged
build (N = how many commits of that UTC day lead up to HEAD) and empty when HEAD
is tagged v<version>.
"""
import os
import subprocess
import sys

top = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
os.environ["TZ"] = "UTC"
version = open(os.path.join(top, "VERSION")).read().strip()


def git(*args):
    try:
        return subprocess.check_output(("git", "-C", top) + args, stderr=subprocess.DEVNULL,
                                       universal_newlines=True).strip()
    except (OSError, subprocess.CalledProcessError):
        return ""


revision = git("describe", "--always", "--dirty", "--abbrev=12") or "unknown"
snapshot = ""
if git("tag", "--points-at", "HEAD", "--list", "v" + version) == "":
    day = git("log", "-1", "--date=format-local:%Y%m%d", "--format=%cd")
    if day:
        days = git("log", "--date=format-local:%Y%m%d", "--format=%cd").split()
        snapshot = "%s.%d" % (day, days.count(day))
    else:
        snapshot = "00000000.0"
sys.stdout.write("%s\n%s\n%s\n" % (version, revision, snapshot))
