#!/usr/bin/env python3
"""The summary of one lit run of an upstream suite, from its -v log.

    lit_summary.py LOG SUITE LIT_STATUS [--by-directory]

Prints the result counts (per top directory with --by-directory), then
"N passed, N failed".  Expected failures and unsupported tests are not
counted as passed.  A run that did not get to its tests (lit stopped on a
configuration error, say) is a failure even though no test failed: lit's
last lines are shown and it counts as one failed.
"""
import collections
import re
import sys

BAD = ("FAIL", "XPASS", "UNRESOLVED", "TIMEOUT")


def main(log, suite, lit_status, by_directory=False):
    lines = open(log, errors="replace").read().splitlines()
    pattern = re.compile(r"^([A-Z]+): %s :: (\S+)" % re.escape(suite))
    counts = collections.defaultdict(collections.Counter)
    for line in lines:
        m = pattern.match(line)
        if m:
            counts[m.group(2).split("/")[0] if "/" in m.group(2) else "."][m.group(1)] += 1
    total = collections.Counter()
    for d in sorted(counts):
        total.update(counts[d])
        if by_directory:
            print("  %-14s %s" % (d, "  ".join("%s %d" % kv for kv in sorted(counts[d].items()))))
    bad = sum(total[k] for k in BAD)
    print("%s: %d pass, %d expected failures, %d unsupported, %d unexpected"
          % (suite, total["PASS"], total["XFAIL"], total["UNSUPPORTED"], bad))
    if bad == 0 and (int(lit_status) != 0 or not total):
        print("lit ran %d tests and exited with status %s; its last lines:" % (sum(total.values()), lit_status))
        print("\n".join("  | " + l for l in lines[-15:]))
        bad = 1
    print("%d passed, %d failed" % (total["PASS"], bad))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], sys.argv[3], "--by-directory" in sys.argv[4:])
