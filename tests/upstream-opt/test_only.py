"""The test format of tests/upstream-opt: lit's ShTest, except that a test
needing what only MLIR's own test build has (its test dialect, its test
passes, tools that have no drop-in here) is UNSUPPORTED, with the reason."""
import re

import lit.formats
import lit.Test

# Where to look (RUN lines or the whole file), what, and what it means.
_TEST_ONLY = [
    (True, re.compile(r"(?<![\w-])-{1,2}[\w-]*test\b[\w-]*|[(,]\s*(test-[\w-]+|[\w-]+-test\b)"),
     "MLIR's test passes"),
    # (file names such as "test.mlir" or "test.ll" in locations are not the dialect)
    (False, re.compile(r"[\"!#]test\.(?!(?:mlir|ll|h)\")|\btransform\.test|"
                       r"(?<![\w./-])test\.(?!(?:mlir|ll|h)\")[a-z_]{2,}"), "MLIR's test dialect"),
    (True, re.compile(r"\b(mlir-pdll|mlir-tblgen|mlir-query|mlir-reduce|mlir-lsp-server|"
                      r"mlir-linalg-ods-yaml-gen|mlir-rewrite|mlir-irdl-to-cpp)\b"),
     "a tool other than mlir-opt, mlir-translate and mlir-cpu-runner (mlir-runner)"),
]


def needs_test_build(path):
    """Why the test at `path` needs MLIR's own test build, or None."""
    with open(path, errors="replace") as f:
        text = f.read()
    # DEFINE: and REDEFINE: lines hold commands that RUN: lines substitute.
    runs = "\n".join(line for line in text.splitlines() if "RUN:" in line or "DEFINE:" in line)
    for in_runs, pattern, reason in _TEST_ONLY:
        if pattern.search(runs if in_runs else text):
            return reason
    return None


class UpstreamShTest(lit.formats.ShTest):
    def execute(self, test, lit_config):
        reason = needs_test_build(test.getSourcePath())
        if reason:
            return lit.Test.Result(lit.Test.UNSUPPORTED, "needs %s" % reason)
        return super().execute(test, lit_config)
