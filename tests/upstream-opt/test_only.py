"""The test format of tests/upstream-opt: lit's ShTest, except that a test
needing what only MLIR's own test build has is UNSUPPORTED, with the reason:
tools that have no drop-in here always, its test dialect and test passes
unless they are loaded as a plugin (tests/upstream-opt/test-plugin), which
then only the tests that use them load."""
import os
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


def test_build_use(path):
    """[(reason, whether the test plugin provides it)] of what the test at
    `path` needs of MLIR's own test build."""
    with open(path, errors="replace") as f:
        text = f.read()
    # DEFINE: and REDEFINE: lines hold commands that RUN: lines substitute.
    runs = "\n".join(line for line in text.splitlines() if "RUN:" in line or "DEFINE:" in line)
    return [(reason, in_plugin) for in_runs, pattern, reason, in_plugin in _TEST_ONLY
            if pattern.search(runs if in_runs else text)]


class UpstreamShTest(lit.formats.ShTest):
    """`plugin_tools_dir` (or ""): mlir-opt and mlir-translate with the test
    plugin loaded, first on PATH in the tests that use the plugin only
    (loading it costs every call about 0.1 s)."""

    def __init__(self, test_plugin, plugin_tools_dir="", hidden_uses=(), **kwargs):
        super().__init__(**kwargs)
        self.test_plugin = test_plugin
        self.plugin_tools_dir = plugin_tools_dir
        # (tests that use the plugin where their text does not show it)
        self.hidden_uses = set(hidden_uses)

    def execute(self, test, lit_config):
        use = test_build_use(test.getSourcePath())
        missing = [reason for reason, in_plugin in use if not (self.test_plugin and in_plugin)]
        if missing:
            return lit.Test.Result(lit.Test.UNSUPPORTED, "needs %s" % missing[0])
        if self.plugin_tools_dir:
            env = test.config.environment
            path = [d for d in env["PATH"].split(os.pathsep) if d != self.plugin_tools_dir]
            if use or "/".join(test.path_in_suite) in self.hidden_uses:
                path.insert(0, self.plugin_tools_dir)
            env["PATH"] = os.pathsep.join(path)
        return super().execute(test, lit_config)
