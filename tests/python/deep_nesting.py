# Deeply nested source text (thousands of nested modules, arrays, types)
# would overflow MLIR's recursive parser and kill the interpreter: every
# parse entry refuses it with an MLIRError that says where, and nesting under
# the limit still parses.
# RUN: %PYTHON %s | FileCheck %s
# RUN: %if python-alt %{ %PYTHON_ALT %s | FileCheck %s %}
from mlir.ir import *

CASES = [
    ("Module.parse", Module.parse, "module {" * 5000 + "}" * 5000),
    ("Module.parse bytes", Module.parse, b"module {" * 5000 + b"}" * 5000),
    ("Attribute.parse", Attribute.parse, "[" * 10000 + "]" * 10000),
    ("Type.parse", Type.parse, "tuple<" * 5000 + ">" * 5000),
    ("Operation.parse", Operation.parse, "builtin.module {" * 5000 + "}" * 5000),
    ("attribute in a module", Module.parse,
     "module attributes {a = " + "[" * 10000 + "]" * 10000 + "} {}"),
    ("dictionary attribute", Attribute.parse, "{a = " * 3000 + "1" + "}" * 3000),
]

with Context():
    for name, parse, text in CASES:
        try:
            parse(text)
            print(name, "parsed")
        except MLIRError as e:
            print(name, "->", str(e))
    # CHECK: Module.parse -> Unable to parse module assembly: input nested deeper than 1000 levels at line 1, column 8008
    # CHECK: Module.parse bytes -> Unable to parse module assembly: input nested deeper than 1000 levels
    # CHECK: Attribute.parse -> Unable to parse attribute: input nested deeper than 1000 levels at line 1, column 1001
    # CHECK: Type.parse -> Unable to parse type: input nested deeper than 1000 levels
    # CHECK: Operation.parse -> Unable to parse operation assembly: input nested deeper than 1000 levels
    # CHECK: attribute in a module -> Unable to parse module assembly: input nested deeper than 1000 levels
    # CHECK: dictionary attribute -> Unable to parse attribute: input nested deeper than 1000 levels

    # Under the limit, the same shapes parse (and print).
    a = Attribute.parse("[" * 500 + "]" * 500)
    m = Module.parse("module {" * 500 + "}" * 500)
    # CHECK: under the limit: True True
    print("under the limit:", str(a).count("[") == 500, str(m).count("module") == 500)
    # Brackets in strings and comments do not count.
    # CHECK: in a string: True
    print("in a string:", str(Attribute.parse('"' + "[" * 5000 + '"')).count("[") == 5000)
    # CHECK: healthy: module
    print("healthy:", Module.parse("module {}").operation)
