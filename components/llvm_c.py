"""LLVM's own C API (llvm-c/*.h) through the PublicAPI libraries.

mlirTranslateModuleToLLVMIR hands out an LLVMModuleRef, so a C consumer needs
LLVM-C from the same LLVM our libraries use.  In sliced mode that LLVM is the
one the Impl libraries embed: the Impl of a layer is made to embed the objects
defining the LLVM-C functions (EXTERN, as for the C API archives), and the
layer's PublicAPI exports a forwarder for each (components/llvm_c_forward.c).
In dylib mode the functions come from the distro libLLVM, which the layer's
pkg-config file then links.

Which layer exports the C API of which LLVM archive is a `llvm-c` line of
rules.txt; a target's LLVMInitialize* functions go with the layer that embeds
that target.  Only functions an installed llvm-c header declares are exported.
"""

import os
import re

# What llvm-c/Target.h declares through its .def lists, per list.
_TARGET_DEFS = {"Targets.def": ("TargetInfo", "Target", "TargetMC"),
                "AsmPrinters.def": ("AsmPrinter",), "AsmParsers.def": ("AsmParser",),
                "Disassemblers.def": ("Disassembler",)}


def declared_functions(incdir):
    """{function: header} for every function an llvm-c header declares,
    the per-target initializers of llvm-c/Target.h included."""
    found = {}
    cdir = os.path.join(incdir, "llvm-c")
    for root, _, files in os.walk(cdir):
        for f in sorted(files):
            if not f.endswith(".h"):
                continue
            rel = os.path.relpath(os.path.join(root, f), incdir)
            text = re.sub(r"/\*.*?\*/|//[^\n]*", " ", open(os.path.join(root, f), errors="replace").read(), flags=re.S)
            for name in re.findall(r"\b(LLVM[A-Za-z0-9_]+)\s*\((?!\s*\*)", text):
                found.setdefault(name, rel)
    for def_file, kinds in _TARGET_DEFS.items():
        for target in distro_targets(incdir, def_file):
            for kind in kinds:
                found.setdefault("LLVMInitialize%s%s" % (target, kind), "llvm-c/Target.h")
    return found


# Every list llvm/Support/TargetSelect.h includes: {file: (macro, initializer
# kinds a target needs to be listed)}.
TARGET_LISTS = {"Targets.def": ("LLVM_TARGET", ("TargetInfo", "Target", "TargetMC")),
                "AsmPrinters.def": ("LLVM_ASM_PRINTER", ("AsmPrinter",)),
                "AsmParsers.def": ("LLVM_ASM_PARSER", ("AsmParser",)),
                "Disassemblers.def": ("LLVM_DISASSEMBLER", ("Disassembler",)),
                "TargetMCAs.def": ("LLVM_TARGETMCA", ("TargetMCA",))}


def distro_targets(incdir, def_file):
    path = os.path.join(incdir, "llvm", "Config", def_file)
    if not os.path.exists(path):
        return []
    return re.findall(r"^\s*LLVM_\w+\((\w+)\)", open(path).read(), re.M)


def target_lists(incdir, provided=None):
    """{def file: [targets]} for llvm/Config/*.def: the distribution's targets
    whose every initializer of that list is in `provided` (the LLVMInitialize*
    symbols the libraries define), in the distribution's order; all of them
    when provided is None (a whole libLLVM)."""
    lists = {}
    for def_file, (_, kinds) in TARGET_LISTS.items():
        lists[def_file] = [t for t in distro_targets(incdir, def_file)
                           if provided is None or all("LLVMInitialize%s%s" % (t, k) in provided for k in kinds)]
    return lists


def unavailable_native(incdir, provided):
    """The `#define LLVM_NATIVE_<KIND> LLVMInitialize...` lines of
    llvm/Config/llvm-config.h naming an initializer the libraries do not
    define: without them, InitializeNative<Kind>() reports the part missing
    (as LLVM does for a target without one) instead of failing to compile."""
    if provided is None:
        return []
    with open(os.path.join(incdir, "llvm", "Config", "llvm-config.h")) as f:
        text = f.read()
    return [m.group(0) for m in re.finditer(r"^#define LLVM_NATIVE_\w+ (LLVMInitialize\w+)[ \t]*$", text, re.M)
            if m.group(1) not in provided]


def archive_stem(path):
    """libLLVMCore.a -> Core"""
    return re.sub(r"^libLLVM|\.a$", "", os.path.basename(path))


def plan(rules, layers, archives, archive_symbols, declared, deps, refs=None, target_owner=None):
    """{layer: sorted LLVM-C functions its PublicAPI exports}.

    rules: [(layer, archive stem glob)]; archives: LLVM static archive paths;
    archive_symbols: {path: [global symbols]}; deps: {LLVM target: [LLVM
    targets it links]} (LLVMExports.cmake).  refs: {layer: symbols its Impl
    and C API archives reference}, sliced mode only: then a layer exports the
    C API of an archive only if that archive is in the link closure of what
    the layer or one below it references (it already carries part of it), and
    target_owner: {layer: LLVMInitialize* symbols of the targets it embeds}."""
    import fnmatch
    by_stem = {archive_stem(a): a for a in archives}
    owner_of = {}
    for layer, pattern in rules:
        for stem in sorted(by_stem):
            if fnmatch.fnmatchcase(stem, pattern) and stem not in owner_of:
                owner_of[stem] = layer
    out = {l: set() for l in layers}
    carried = None
    symbol_sets = {a: set(archive_symbols[a]) for a in archives} if refs is not None else {}
    seen_refs = set()
    for i, layer in enumerate(layers):
        if refs is not None:
            seen_refs |= refs.get(layer, set())
            direct = {archive_stem(a) for a in archives if not seen_refs.isdisjoint(symbol_sets[a])}
            todo, carried = ["LLVM" + s for s in direct], set()
            while todo:
                t = todo.pop()
                if t not in carried:
                    carried.add(t)
                    todo.extend(d for d in deps.get(t, ()) if d.startswith("LLVM"))
        for stem, owner in owner_of.items():
            if owner != layer or (carried is not None and "LLVM" + stem not in carried):
                continue
            out[layer].update(s for s in archive_symbols[by_stem[stem]] if s in declared)
        if target_owner:
            out[layer].update(s for s in target_owner.get(layer, ()) if s in declared)
    return {l: sorted(v) for l, v in out.items()}


def headers(exported, declared):
    """The llvm-c headers declaring the exported functions (relative paths)."""
    return sorted({declared[s] for syms in exported.values() for s in syms})
