#!/usr/bin/env python3
"""Ours against the distribution's tools on upstream's mlir-opt suite, from
the -v logs of two lit runs of the same files.

    lit_compare.py REFERENCE_LOG OURS_LOG

Prints each result of the reference run with how many of those files had
which result in ours, then every file the reference passes and ours does not
(or did not run: MISSING), then "N passed, N failed": passed, the files both pass;
failed, the files only the reference passes.  Files only ours runs (the
examples) are not counted.
"""
import collections
import re
import sys

RESULT = re.compile(r"^([A-Z]+): upstream-opt :: (\S+)")


def results(log):
    with open(log, errors="replace") as f:
        return {m.group(2): m.group(1) for m in map(RESULT.match, f) if m}


def main(reference_log, ours_log):
    reference, ours = results(reference_log), results(ours_log)
    if not reference:
        print("lit_compare: no test results in %s" % reference_log)
        print("0 passed, 1 failed")
        return 1
    by_result = collections.defaultdict(collections.Counter)
    for test, result in reference.items():
        by_result[result][ours.get(test, "MISSING")] += 1
    for result in sorted(by_result):
        mine = ", ".join("%s %d" % kv for kv in sorted(by_result[result].items()))
        print("reference %s %d: ours %s" % (result, sum(by_result[result].values()), mine))
    missing = sorted(t for t, r in reference.items() if r == "PASS" and ours.get(t) != "PASS")
    for test in missing:
        print("reference passes, ours %s: %s" % (ours.get(test, "MISSING"), test))
    both = sum(1 for t, r in reference.items() if r == "PASS" and ours.get(t) == "PASS")
    print("%d passed, %d failed" % (both, len(missing)))
    return 1 if missing else 0


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    sys.exit(main(*sys.argv[1:]))
