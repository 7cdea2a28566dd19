"""The test format of tests/upstream-opt: lit's ShTest, except that a test
needing what only MLIR's own test build has is UNSUPPORTED, with the reason:
tools that have no drop-in here always, its test dialect and test passes
unless they are loaded as a plugin (tests/upstream-opt/test-plugin)."""
import re

import lit.formats
import lit.Test

# Where to look (RUN lines or the whole file), what, what it means, and
# whether the test plugin provides it.
_TEST_ONLY = [
    (True, re.compile(r"(?<![\w-])-{1,2}[\w-]*test\b[\w-]*|[(,]\s*(test-[\w-]+|[\w-]+-test\b)"),
     "MLIR's test passes", True),
    # (file names such as "test.mlir" or "test.ll" in locations are not the dialect)
    (False, re.compile(r"[\"!#]test\.(?!(?:mlir|ll|h)\")|\btransform\.test|"
                       r"(?<![\w./-])test\.(?!(?:mlir|ll|h)\")[a-z_]{2,}"), "MLIR's test dialect", True),
    (True, re.compile(r"\b(mlir-pdll|mlir-tblgen|mlir-query|mlir-reduce|mlir-lsp-server|"
                      r"mlir-linalg-ods-yaml-gen|mlir-rewrite|mlir-irdl-to-cpp)\b"),
     "a tool other than mlir-opt, mlir-translate and mlir-cpu-runner (mlir-runner)", False),
]


def needs_test_build(path, test_plugin):
    """Why the test at `path` needs MLIR's own test build, or None; with
    `test_plugin`, the test dialect and passes are there."""
    with open(path, errors="replace") as f:
        text = f.read()
    # DEFINE: and REDEFINE: lines hold commands that RUN: lines substitute.
    runs = "\n".join(line for line in text.splitlines() if "RUN:" in line or "DEFINE:" in line)
    for in_runs, pattern, reason, in_plugin in _TEST_ONLY:
        if not (test_plugin and in_plugin) and pattern.search(runs if in_runs else text):
            return reason
    return None


class UpstreamShTest(lit.formats.ShTest):
    def __init__(self, test_plugin, **kwargs):
        super().__init__(**kwargs)
        self.test_plugin = test_plugin

    def execute(self, test, lit_config):
        reason = needs_test_build(test.getSourcePath(), self.test_plugin)
        if reason:
            return lit.Test.Result(lit.Test.UNSUPPORTED, "needs %s" % reason)
        return super().execute(test, lit_config)
