#!/usr/bin/env python3
"""Describe an installed mlir-components tree as Markdown (docs/components.md).

    components/describe-components.py --prefix PREFIX [-o FILE]

Everything comes from the installed tree, so the table cannot drift from what
is really built: the pkg-config files (modules, what they require, which
library each links), the libraries themselves (`nm -D` for the functions each
exports, `readelf -d` for the component libraries each needs) and the
installed C headers (which functions each declares, so each header is placed
in the module whose library defines its functions).  The one exception is the
table of upstream MLIR libraries, which components/resolve.py gives
(scripts/docs/upstream-libraries.py).
"""
import argparse
import collections
import os
import re
import subprocess
import sys

# Entry points a newcomer looks for first; each must exist in the tree.
KEY_ENTRY_POINTS = [
    "mlirContextCreate",
    "mlirModuleCreateParse",
    "mlirOperationPrint",
    "mlirPassManagerCreate",
    "mlirGetDialectHandle__func__",
    "mlirGetDialectHandle__arith__",
    "mlirGetDialectHandle__llvm__",
    "mlirRegisterAllDialects",
    "mlirRegisterAllPasses",
    "mlirRegisterTransformsPasses",
    "mlirRegisterConversionPasses",
    "mlirRegisterAllLLVMTranslations",
    "mlirExecutionEngineCreate",
    "mlirLoadIRDLDialects",
    "mlircPluginLoad",
    "mlircRegisterExternalPass",
    "mlircLoadIRDLDialects",
    "mlircRegistryGetTypeID",
]

# LLVM's own C API: what a program holding the LLVMModuleRef of
# mlirTranslateModuleToLLVMIR needs first (present in sliced installs).
LLVM_C_ENTRY_POINTS = [
    "LLVMContextCreate",
    "LLVMPrintModuleToString",
    "LLVMDisposeMessage",
    "LLVMVerifyModule",
    "LLVMWriteBitcodeToFile",
    "LLVMDisposeModule",
    "LLVMContextDispose",
    "LLVMCreateTargetMachine",
    "LLVMInitializeX86Target",
]

# llvm-c declarations carry no export macro; a declaration ends in ";" (the
# static inline helpers of llvm-c/Target.h have a body and are not exported).
LLVM_C_DECLARATION = re.compile(r"\b(LLVM[A-Z]\w*)\s*\((?!\s*\*)[^;{}]*\)\s*;")
DECLARATION = re.compile(r"\b(?:MLIR_CAPI_EXPORTED|MLIRC_API)\s+[^;{}()]*?\b(\w+)\s*\(")
DIALECT_REGISTRATION = re.compile(r"MLIR_DECLARE_CAPI_DIALECT_REGISTRATION\(\s*\w+\s*,\s*(\w+)\s*\)")
INCLUDE_INC = re.compile(r'^\s*#\s*include\s+"([^"]+\.inc)"', re.M)


def read_pc(path):
    """Variables and fields of a .pc file; ${var} expanded except pcfiledir."""
    variables, fields = {"pcfiledir": "${pcfiledir}"}, {}
    for line in open(path, encoding="utf-8"):
        line = line.split("#", 1)[0].rstrip()
        match = re.match(r"^([\w.]+)\s*([=:])\s*(.*)$", line)
        if not match:
            continue
        key, kind, value = match.groups()
        value = re.sub(r"\$\{(\w+)\}", lambda m: variables.get(m.group(1), m.group(0)), value)
        (variables if kind == "=" else fields)[key] = value
    return fields


def split_requires(value):
    return [r.strip().split()[0] for r in (value or "").split(",") if r.strip()]


def run(*command):
    return subprocess.run(command, check=True, capture_output=True, text=True).stdout


def exported_functions(library):
    symbols = set()
    for line in run("nm", "-D", "--defined-only", library).splitlines():
        parts = line.split()
        if len(parts) == 3 and parts[1] in "TtWi":
            symbols.add(parts[2].split("@", 1)[0])
    return symbols


def needed_component_libraries(library, libdir):
    needed = re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", run("readelf", "-d", library))
    ours = set(os.listdir(libdir))
    return sorted(re.sub(r"\.so(\.\d+)*$", ".so", n) for n in needed if n in ours)


def library_cells(info, libdir):
    """A module's libraries as table text, each with the component libraries it needs."""
    cells = []
    for lib in info["libs"]:
        needs = needed_component_libraries(os.path.join(libdir, lib), libdir)
        cells.append("`%s`%s" % (lib, " (%s)" % ", ".join("`%s`" % n for n in needs) if needs else ""))
    return cells


def strip_comments_and_directives(text):
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    text = re.sub(r"//[^\n]*", " ", text)
    return re.sub(r"^\s*#(?:[^\n]*\\\n)*[^\n]*", " ", text, flags=re.M)


def declared_functions(header, include_root):
    """Functions a header declares, with those of the .inc files it includes."""
    text = open(header, encoding="utf-8").read()
    for inc in INCLUDE_INC.findall(text):
        path = os.path.join(include_root, inc)
        if os.path.exists(path):
            text += "\n" + open(path, encoding="utf-8").read()
    text = strip_comments_and_directives(text)
    names = {"mlirGetDialectHandle__%s__" % n for n in DIALECT_REGISTRATION.findall(text)}
    if os.path.relpath(header, include_root).startswith("llvm-c/"):
        return names | set(LLVM_C_DECLARATION.findall(text))
    return names | set(DECLARATION.findall(text))


def describe(prefix):
    libdir = os.path.join(prefix, "lib")
    pcdir = os.path.join(libdir, "pkgconfig")
    modules = {}
    for name in sorted(os.listdir(pcdir)):
        if name.endswith(".pc"):
            fields = read_pc(os.path.join(pcdir, name))
            libs = re.findall(r"(?:^|\s)-l(\S+)", fields.get("Libs", ""))
            modules[name[:-3]] = {"requires": split_requires(fields.get("Requires")),
                                  # ours only (a dylib install also links libLLVM)
                                  "libs": ["lib%s.so" % l for l in libs
                                           if os.path.exists(os.path.join(libdir, "lib%s.so" % l))],
                                  "cflags": fields.get("Cflags", ""),
                                  "description": fields.get("Description", "")}
    # Lowest layer first: the order of the requirement chains.
    def depth(module, seen=()):
        reqs = [r for r in modules[module]["requires"] if r in modules and r not in seen]
        return 1 + max((depth(r, seen + (module,)) for r in reqs), default=0)

    c_modules = sorted((m for m in modules if m.startswith("mlir-c-")), key=lambda m: (depth(m), m))
    cxx_modules = sorted((m for m in modules if m.startswith("mlir-") and m != "mlir-c" and m not in c_modules),
                         key=lambda m: (depth(m), m))

    owner = {}  # C function -> pkg-config module whose library defines it
    for module in c_modules:
        for lib in modules[module]["libs"]:
            for symbol in exported_functions(os.path.join(libdir, lib)):
                owner.setdefault(symbol, module)

    include_root = os.path.join(prefix, "include", "mlir-components")
    headers = {}  # "mlir-c/IR.h" -> declared functions
    for root, _, files in [w for d in ("mlir-c", "llvm-c") for w in os.walk(os.path.join(include_root, d))]:
        for f in files:
            if f.endswith(".h"):
                path = os.path.join(root, f)
                headers[os.path.relpath(path, include_root)] = declared_functions(path, include_root)

    header_module = {}  # header -> module holding most of its functions
    split = {}  # header -> {other module: its functions}
    missing = {}
    for header, functions in sorted(headers.items()):
        counts = collections.Counter(owner[f] for f in functions if f in owner)
        if counts:
            header_module[header] = main = sorted(counts, key=lambda m: (-counts[m], m))[0]
            others = {m: sorted(f for f in functions if owner.get(f) == m) for m in counts if m != main}
            if others:
                split[header] = others
        absent = sorted(f for f in functions if f not in owner)
        if absent:
            missing[header] = absent

    unknown = [s for s in KEY_ENTRY_POINTS if s not in owner]
    if unknown:
        sys.exit("describe-components: key entry points not exported by any C library: %s" % ", ".join(unknown))
    return modules, c_modules, cxx_modules, owner, headers, header_module, split, missing


def group_headers(names):
    """mlir-c/Dialect/Func.h, mlir-c/Dialect/Arith.h -> mlir-c/Dialect/{Arith,Func}.h"""
    groups = collections.OrderedDict()
    for name in sorted(names):
        directory, base = name.rsplit("/", 1)
        groups.setdefault(directory, []).append(base[:-2])
    parts = []
    for directory, bases in groups.items():
        parts.append("`%s/%s.h`" % (directory, bases[0]) if len(bases) == 1
                     else "`%s/{%s}.h`" % (directory, ",".join(bases)))
    return ", ".join(parts) or "-"


def markdown(prefix):
    modules, c_modules, cxx_modules, owner, headers, header_module, split, missing = describe(prefix)
    libdir = os.path.join(prefix, "lib")
    out = []
    w = out.append
    w("# Components: which pkg-config module has what")
    w("")
    w("<!-- Generated from the CMake sliced install by components/describe-components.py; do not edit.")
    w("     Regenerate: components/describe-components.py --prefix build/prefix -o docs/components.md")
    w("     (tests/examples/components.test fails when this file and the install disagree). -->")
    w("")
    w("**When in doubt: `pkg-config --cflags --libs mlir-c`** (C, every component but the")
    w("tool drivers of `mlir-c-tools`, which a program asks for by name) or")
    w("`find_package(MLIRComponents)` + `MLIRComponents::mlir-c` (CMake). The finer modules")
    w("below only matter when a program wants to map fewer libraries.")
    w("")
    w("## C API")
    w("")
    w("| pkg-config module | requires | library (needs) | headers |")
    w("| --- | --- | --- | --- |")
    for module in c_modules:
        info = modules[module]
        libs = library_cells(info, libdir)
        own = [h for h, m in header_module.items() if m == module]
        w("| `%s` | %s | %s | %s |" % (module, ", ".join("`%s`" % r for r in info["requires"]) or "-",
                                        ", ".join(libs), group_headers(own)))
    umbrella = [m for m in modules if m == "mlir-c"]
    for module in umbrella:
        left_out = [m for m in c_modules if m not in modules[module]["requires"]]
        w("| `%s` | %s | (none of its own) | all of the above%s |"
          % (module, ", ".join("`%s`" % r for r in modules[module]["requires"]),
             " but %s's" % ", ".join("`%s`" % m for m in left_out) if left_out else ""))
    declarations_only = sorted(h for h in headers if h not in header_module)
    if declarations_only:
        w("")
        w("Headers with types, macros or inline functions only (any module): %s."
          % group_headers(declarations_only))
    if split:
        w("")
        w("Headers whose functions live in more than one module (the table lists the module")
        w("with most of them; these are the others):")
        w("")
        for header, others in sorted(split.items()):
            for module, functions in sorted(others.items()):
                shown = ", ".join("`%s`" % f for f in functions[:4])
                more = " and %d more" % (len(functions) - 4) if len(functions) > 4 else ""
                w("- `%s`: %s%s in `%s`" % (header, shown, more, module))
    w("")
    w("## Key entry points")
    w("")
    w("| function | header | pkg-config module |")
    w("| --- | --- | --- |")
    for symbol in KEY_ENTRY_POINTS:
        declared_in = sorted(h for h, fs in headers.items() if symbol in fs)
        w("| `%s` | %s | `%s` |" % (symbol, ", ".join("`%s`" % h for h in declared_in) or "-", owner[symbol]))
    w("")
    w("## LLVM's C API (`llvm-c/`)")
    w("")
    w("For the `LLVMModuleRef` that `mlirTranslateModuleToLLVMIR` returns: the `llvm-c/` headers")
    w("in the table come with the module whose library provides their functions, so")
    w("`pkg-config mlir-c`%s is all a program needs. There is one LLVM in the"
      % (" (or `%s`)" % owner["LLVMContextCreate"] if "LLVMContextCreate" in owner else ""))
    w("process: in a sliced install these functions are forwarders in the PublicAPI libraries to")
    w("the LLVM the Impl libraries embed (never link `-lLLVM-N` as well: that maps a second LLVM);")
    w("in a dylib install the same modules link the distribution's `libLLVM`, which has them all.")
    w("Which LLVM archives' C API is exported where is a `llvm-c` line of `components/rules.txt`.")
    llvm_c = [s for s in LLVM_C_ENTRY_POINTS if s in owner]
    targets = collections.defaultdict(list)
    for symbol, module in owner.items():
        m = re.fullmatch(r"LLVMInitialize(\w+)TargetInfo", symbol)
        if m:
            targets[module].append(m.group(1))
    if targets:
        w("The initializers of a target (`LLVMInitialize<T>TargetInfo`, `...Target`, `...TargetMC`,")
        w("`...AsmPrinter`, and `LLVMInitializeNativeTarget()` for the host) come with the layer that")
        w("embeds the target: %s." % "; ".join("%s in `%s`" % (", ".join(sorted(ts)), m)
                                               for m, ts in sorted(targets.items())))
    if llvm_c:
        w("")
        w("| function | header | pkg-config module |")
        w("| --- | --- | --- |")
        for symbol in llvm_c:
            declared_in = sorted(h for h, fs in headers.items() if symbol in fs) or ["`llvm-c/Target.h` (through `llvm/Config/Targets.def`)"]
            w("| `%s` | %s | `%s` |" % (symbol, ", ".join(h if h.startswith("`") else "`%s`" % h for h in declared_in), owner[symbol]))
    w("")
    w("## C++ API (the distribution's MLIR headers, our Impl libraries)")
    w("")
    w("| pkg-config module | requires | library (needs) |")
    w("| --- | --- | --- |")
    for module in cxx_modules:
        info = modules[module]
        libs = library_cells(info, libdir)
        if not libs:  # a switch, e.g. mlir-plugin: its flags are what it adds
            libs.append("(none of its own; `%s`)" % info["cflags"].strip())
        w("| `%s` | %s | %s |" % (module, ", ".join("`%s`" % r for r in info["requires"]) or "-", ", ".join(libs)))
    w("")
    w(upstream_libraries_section(libdir).rstrip("\n"))
    if missing:
        w("")
        w("## Declared in an installed header but in no library")
        w("")
        for header, absent in sorted(missing.items()):
            w("- `%s`: %s" % (header, ", ".join("`%s`" % f for f in absent)))
    return "\n".join(out) + "\n"


def upstream_libraries_section(libdir):
    """The upstream library -> component table (scripts/docs/upstream-libraries.py)
    for the install's LLVM major, which its pkg-config files name."""
    import importlib.util
    with open(os.path.join(libdir, "pkgconfig", "mlir-core.pc"), encoding="utf-8") as f:
        major = re.search(r"^llvm_major=(\S+)", f.read(), re.M).group(1)
    path = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                        "scripts", "docs", "upstream-libraries.py")
    spec = importlib.util.spec_from_file_location("upstream_libraries", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.markdown(module.resolved(major))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--prefix", required=True, help="an installed mlir-components tree")
    parser.add_argument("-o", "--output", help="write here instead of stdout")
    args = parser.parse_args()
    text = markdown(os.path.abspath(args.prefix))
    if args.output:
        with open(args.output, "w", encoding="utf-8") as f:
            f.write(text)
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
