#!/usr/bin/env python3
"""Partition the installed MLIR's static archives into component libraries.

The single source of truth for both build systems: CMake includes the
`--format cmake` output, Meson parses the `--format meson` output.  Inputs are
the installed MLIR's dependency metadata (MLIRTargets.cmake, LLVMExports.cmake),
components/rules.txt (archives -> layers) and the sources.txt of capi/<Library>/
and registry/ (our own sources of each library).  Standard library only; runs
under any Python 3.6+.
"""

import argparse
import fnmatch
import json
import os
import re
import sys

import llvm_c

LAYERS = ["core", "dialects", "passes", "execution-engine", "tools"]
LIB_NAMES = {"core": "Core", "dialects": "Dialects", "passes": "Passes",
             "execution-engine": "ExecutionEngine", "tools": "Tools"}
# Layers a consumer asks for by name: the umbrella (mlir-c.pc,
# libMLIRPythonCAPI.so, the "everything" development package) leaves them out.
OPT_IN_LAYERS = ["tools"]
PACKAGES = "llvm-{v}-dev libmlir-{v}-dev mlir-{v}-tools llvm-{v}-tools"


class ConfigError(Exception):
    pass


# --- reading the installed LLVM/MLIR ---------------------------------------

_TARGET = re.compile(r"add_library\((\S+) (STATIC|SHARED) IMPORTED\)")
_PROPS = re.compile(r"set_target_properties\((\S+) PROPERTIES\n((?:[ \t]+.*\n)*?)\)")
_LINKS = re.compile(r'INTERFACE_LINK_LIBRARIES "([^"]*)"')
_LOCATION = re.compile(r'set_target_properties\((\S+) PROPERTIES\n'
                       r'(?:[ \t]+.*\n)*?[ \t]+IMPORTED_LOCATION_\w+ "([^"]*)"')


def read_exports(cmake_dir, stem, prefix):
    """Return {target: (kind, location, [link items])} from a CMake export set."""
    main = os.path.join(cmake_dir, stem + ".cmake")
    text = open(main).read()
    targets = {name: [kind, None, []] for name, kind in _TARGET.findall(text)}
    for name, body in _PROPS.findall(text):
        m = _LINKS.search(body)
        if name in targets and m:
            targets[name][2] = [x for x in m.group(1).split(";") if x]
    for fn in sorted(os.listdir(cmake_dir)):
        if fn.startswith(stem + "-") and fn.endswith(".cmake"):
            for name, loc in _LOCATION.findall(open(os.path.join(cmake_dir, fn)).read()):
                if name in targets:
                    targets[name][1] = loc.replace("${_IMPORT_PREFIX}", prefix)
    return {k: tuple(v) for k, v in targets.items()}


def linkable(lib):
    """Whether -l<lib> (or an absolute path) can be linked on this machine; LLVM's
    export set names optional libraries (libpfm, libedit) that only some of its
    archives use, and the linker pulls none of those archives' members."""
    if lib.startswith("/"):
        return os.path.exists(lib)
    dirs = ["/usr/lib/x86_64-linux-gnu", "/usr/lib64", "/usr/lib", "/lib/x86_64-linux-gnu"]
    try:
        import sysconfig
        multiarch = sysconfig.get_config_var("MULTIARCH")
        if multiarch:
            dirs.insert(0, "/usr/lib/" + multiarch)
    except Exception:
        pass
    return any(os.path.exists(os.path.join(d, "lib%s%s" % (lib, ext)))
               for d in dirs for ext in (".so", ".a"))


def llvm_cxxflags(prefix):
    """What a C++ consumer of the Impl libraries compiles with (llvm-config's
    flags without optimisation, debug or warning choices)."""
    import subprocess
    try:
        flags = subprocess.check_output([os.path.join(prefix, "bin", "llvm-config"), "--cxxflags"],
                                        universal_newlines=True).split()
    except (OSError, subprocess.CalledProcessError):
        raise ConfigError("%s/bin/llvm-config does not run: install llvm-%s-dev"
                          % (prefix, os.path.basename(prefix).split("-")[-1]))
    return [f for f in flags if f.startswith(("-I", "-D", "-std=", "-f")) and not f.startswith("-fdebug")]


# How a consumer handles exceptions is its own choice: LLVM's and MLIR's
# headers compile either way, and code built with and without exceptions links
# together.  (RTTI is not: a consumer with RTTI deriving from LLVM's classes
# needs their type info, so -fno-rtti, when llvm-config gives it, stays.)
EXCEPTION_MODEL_FLAGS = ("-fexceptions", "-fno-exceptions", "-funwind-tables", "-fno-unwind-tables",
                         "-fasynchronous-unwind-tables", "-fno-asynchronous-unwind-tables")


def consumer_cxxflags(flags):
    """The flags a C++ consumer of the Impl libraries must use: ours without
    the exception model."""
    return [f for f in flags if f not in EXCEPTION_MODEL_FLAGS]


def find_llvm(version, prefix):
    if not re.fullmatch(r"[0-9]+", str(version)):
        raise ConfigError("LLVM version must be a major number such as 19 or 22, got %r" % version)
    packages = PACKAGES.format(v=version)
    prefix = prefix or "/usr/lib/llvm-%s" % version
    llvm_cmake = os.path.join(prefix, "lib/cmake/llvm")
    mlir_cmake = os.path.join(prefix, "lib/cmake/mlir")
    need = [(os.path.join(llvm_cmake, "LLVMExports.cmake"), "llvm-%s-dev" % version),
            (os.path.join(llvm_cmake, "LLVMConfigVersion.cmake"), "llvm-%s-dev" % version),
            (os.path.join(mlir_cmake, "MLIRTargets.cmake"), "libmlir-%s-dev" % version),
            (os.path.join(prefix, "include/mlir-c/IR.h"), "libmlir-%s-dev" % version),
            (os.path.join(prefix, "lib/libMLIRIR.a"), "libmlir-%s-dev" % version)]
    for path, pkg in need:
        if not os.path.exists(path):
            raise ConfigError(
                "LLVM/MLIR %s not found or incomplete: %s is missing.\n"
                "Install it with: apt-get install %s   (needs package %s)"
                % (version, path, packages, pkg))
    m = re.search(r'set\(PACKAGE_VERSION "([0-9.]+)[^"]*"\)',
                  open(os.path.join(llvm_cmake, "LLVMConfigVersion.cmake")).read())
    full = m.group(1) if m else str(version)
    if full.split(".")[0] != str(version):
        raise ConfigError("%s holds LLVM %s, not %s" % (prefix, full, version))
    return prefix, full, llvm_cmake, mlir_cmake


def archive_symbols(path):
    """Global symbols an archive defines, read from its symbol index (the "/"
    member of a GNU ar file); no external tool needed."""
    import struct
    with open(path, "rb") as f:
        if f.read(8) != b"!<arch>\n":
            return []
        header = f.read(60)
        name, size = header[:16].strip(), int(header[48:58])
        if name not in (b"/", b"/SYM64/"):
            return []
        data = f.read(size)
    width = 8 if name == b"/SYM64/" else 4
    count = struct.unpack(">Q" if width == 8 else ">I", data[:width])[0]
    names = data[width * (count + 1):].split(b"\0")[:count]
    return [n.decode("latin-1") for n in names]


def undefined_symbols(paths):
    """Symbols the given archives reference but do not define (binutils nm)."""
    import subprocess
    if not paths:
        return set()  # nm without files would read ./a.out
    try:
        text = subprocess.check_output(["nm", "-P", "-g"] + list(paths), universal_newlines=True,
                                       stderr=subprocess.DEVNULL)
    except (OSError, subprocess.CalledProcessError):
        raise ConfigError("nm (binutils) is needed for the sliced LLVM linkage")
    defined, undefined = set(), set()
    for line in text.splitlines():
        parts = line.split()
        if len(parts) >= 2 and not line.endswith(":"):
            (undefined if parts[1] in ("U", "w") else defined).add(parts[0])
    return undefined - defined


def data_symbols(paths):
    """Global data objects the given archives define (binutils nm), less C++
    type info and vtables: the symbols of an Impl library that must stay
    preemptible (see the dynamic list in components/dynamic.list.in)."""
    import subprocess
    if not paths:
        return set()
    try:
        text = subprocess.check_output(["nm", "-P", "-g", "--defined-only"] + list(paths),
                                       universal_newlines=True, stderr=subprocess.DEVNULL)
    except (OSError, subprocess.CalledProcessError):
        raise ConfigError("nm (binutils) is needed to list the libraries' data symbols")
    found = set()
    for line in text.splitlines():
        parts = line.split()
        if len(parts) >= 2 and parts[1] in "BDGRSVu" and not TYPE_INFO.match(parts[0]):
            found.add(parts[0])
    return found


# Typeinfo (_ZTI), its name (_ZTS), vtables (_ZTV) and VTTs (_ZTT): read-only
# data that is never compared by address (libstdc++ compares type_info by
# name), so an Impl library binds its own copies directly.
TYPE_INFO = re.compile(r"_ZT[ISVT]")


# --- rules -------------------------------------------------------------------

def read_rules(path):
    """(rules: [(pattern, layer)], aliases, pins, llvm_c_rules, reasons:
    {excluded pattern: why}, from the exclude line's comment, link_sets:
    {pattern: layer}, patterns excluded too)."""
    rules, aliases, pins, llvm_c_rules, reasons, link_sets = [], {}, [], [], {}, {}
    for lineno, raw in enumerate(open(path), 1):
        line, _, comment = raw.partition("#")
        line = line.split()
        if not line:
            continue
        head, words = line[0], line[1:]
        if head == "alias":
            for w in words:
                k, _, v = w.partition("=")
                aliases[k.lower()] = v
        elif head == "pin":
            pins.extend(words)
        elif head == "llvm-c":
            if not words or words[0] not in LAYERS:
                raise ConfigError("%s:%d: llvm-c needs a layer (%s) first" % (path, lineno, " ".join(LAYERS)))
            llvm_c_rules.extend((words[0], pat) for pat in words[1:])
        elif head == "link-set":
            if not words or words[0] not in LAYERS:
                raise ConfigError("%s:%d: link-set needs a layer (%s) first" % (path, lineno, " ".join(LAYERS)))
            rules.extend((pat, "exclude") for pat in words[1:])
            reasons.update((pat, comment.strip()) for pat in words[1:])
            link_sets.update((pat, words[0]) for pat in words[1:])
        elif head in LAYERS or head == "exclude":
            rules.extend((pat, head) for pat in words)
            if head == "exclude":
                if not comment.strip() or re.search(r'[;"\\$]', comment):
                    raise ConfigError("%s:%d: an exclude line says why in a comment (# ...), "
                                      "without ; \" \\ or $" % (path, lineno))
                reasons.update((pat, comment.strip()) for pat in words)
        else:
            raise ConfigError("%s:%d: unknown layer %r" % (path, lineno, head))
    return rules, aliases, pins, llvm_c_rules, reasons, link_sets


def classify(stem, rules):
    for pat, layer in rules:
        if fnmatch.fnmatchcase(stem, pat):
            return layer
    return None


# --- partition ------------------------------------------------------------------

def closure(seeds, deps):
    seen, todo = set(), list(seeds)
    while todo:
        t = todo.pop()
        if t not in seen:
            seen.add(t)
            todo.extend(deps.get(t, ()))
    return seen


def dialect_of(stem, dialect_stems):
    """The dialect an archive belongs to: the longest dialect stem it starts with."""
    best = None
    for d in dialect_stems:
        if stem.startswith(d) and (best is None or len(d) > len(best)):
            best = d
    return best


def mlir_archives(mlir):
    """The MLIR archives by stem ("IR" for MLIRIR), and each one's MLIR
    dependencies by stem."""
    archives = {n[len("MLIR"):]: v for n, v in mlir.items()
                if v[0] == "STATIC" and n.startswith("MLIR") and v[1]}
    deps = {s: [d[len("MLIR"):] for d in v[2] if d[len("MLIR"):] in archives]
            for s, v in archives.items()}
    return archives, deps


def classify_archives(archives, rules, rules_path):
    """The layer (or "exclude") of every non-C-API archive; each must match a rule."""
    layer_of, unclassified = {}, []
    for stem in archives:
        if stem.startswith("CAPI"):
            continue
        layer = classify(stem, rules)
        if layer is None:
            unclassified.append(stem)
        layer_of[stem] = layer
    if unclassified:
        raise ConfigError("archives not covered by %s: %s" % (rules_path, " ".join(sorted(unclassified))))
    return layer_of


class DialectSubset:
    """The dialect subset: an archive of the dialect layer is kept when the
    dialect its name starts with is selected (or when it belongs to no
    dialect).  `selected` is None for every dialect."""

    def __init__(self, archives, layer_of, aliases, selection):
        self.layer_of = layer_of
        stems = sorted(s[:-len("Dialect")] for s in archives
                       if s.endswith("Dialect") and layer_of.get(s) == "dialects")
        stems += [v for v in aliases.values() if v in archives and v not in stems]
        self.stems = stems
        self.by_stem = {v: k for k, v in aliases.items()}
        self.selected = None if selection == "all" else self.select(selection, aliases)

    def namespace(self, stem):
        return self.by_stem.get(stem, stem.lower())

    def select(self, selection, aliases):
        by_lower = {d.lower(): d for d in self.stems}
        selected = set()
        for name in filter(None, selection.split(",")):
            stem = aliases.get(name.lower()) or by_lower.get(name.lower())
            if stem not in self.stems:
                raise ConfigError("unknown dialect %r in the dialect subset; known: %s"
                                  % (name, " ".join(sorted(self.namespace(d) for d in self.stems))))
            selected.add(stem)
        return selected

    def keeps(self, stem, assigned):
        """Whether `stem` stays in the build (an archive already given a layer does)."""
        if self.selected is None or stem in assigned or self.layer_of.get(stem) != "dialects":
            return True
        d = dialect_of(stem, self.stems)
        return d is None or d in self.selected

    def namespaces(self):
        return sorted(self.namespace(d) for d in self.stems
                      if self.selected is None or d in self.selected)


def wanted_layers(components):
    """The layers to build: those named and every layer below them."""
    wanted = [l for l in LAYERS if components == "all" or l in components.split(",")]
    for name in (components.split(",") if components != "all" else []):
        if name not in LAYERS:
            raise ConfigError("unknown component %r; known: %s" % (name, " ".join(LAYERS)))
    top = max(LAYERS.index(l) for l in wanted)
    return LAYERS[:top + 1]


def layer_seeds(layer, archives, deps, layer_of, subset, pins, assigned):
    """The archives layer `layer` starts from, before their closure."""
    seeds = sorted(s for s, l in layer_of.items() if l == layer and subset.keeps(s, assigned))
    if layer == "dialects":
        # A dialect's C API ships with the dialect: CAPI<Dialect> pulls
        # what it needs down here, unless that reaches a pinned archive.
        for c in sorted(archives):
            if c.startswith("CAPI") and c[4:] in subset.stems:
                needs = {d for d in closure([c], deps) if not d.startswith("CAPI")}
                if not any(fnmatch.fnmatchcase(d, p) for d in needs for p in pins):
                    seeds += sorted(needs)
    if layer != "core":
        # Outside Core an archive is kept only when its whole closure stays
        # within the selected dialects (e.g. ArithToLLVM needs the llvm dialect).
        seeds = [s for s in seeds if all(subset.keeps(d, assigned) for d in closure([s], deps))]
    return seeds


def partition(wanted, archives, deps, layer_of, subset, pins):
    """Each wanted layer's Impl archives, lowest layer first: an archive goes
    to the lowest layer whose closure needs it.  Returns (assigned: stem ->
    layer, members: layer -> stems, pulled: (stem, its rule's layer, layer)
    for each archive pulled below its rule's layer)."""
    excluded = {s for s, l in layer_of.items() if l == "exclude"}
    assigned, members, pulled = {}, {}, []
    for layer in wanted:
        seeds = layer_seeds(layer, archives, deps, layer_of, subset, pins, assigned)
        members[layer] = []
        for s in sorted(closure(seeds, deps)):
            if s in assigned:
                continue
            if s in excluded:
                raise ConfigError("%s (excluded by rules) is needed by component %s" % (s, layer))
            assigned[s] = layer
            members[layer].append(s)
            if layer_of[s] != layer:
                pulled.append((s, layer_of[s], layer))
    return assigned, members, pulled


def place_capi(wanted, archives, deps, assigned):
    """C API archives: into the PublicAPI of the highest layer they depend on,
    dropped when a dependency is not built.  Returns (layer -> stems, stem -> layer)."""
    capi = {l: [] for l in wanted}
    capi_layer = {}
    for s in sorted((s for s in archives if s.startswith("CAPI")),
                    key=lambda s: len(closure([s], deps))):
        layers = []
        for d in closure([s], deps) - {s}:
            layers.append(capi_layer.get(d) if d.startswith("CAPI") else assigned.get(d))
        if None in layers:
            continue
        l = max(layers, key=LAYERS.index) if layers else "core"
        capi_layer[s] = l
        capi[l].append(s)
    return capi, capi_layer


def check_component_capi(wanted, capi_layer, assigned, deps, subset, dialects):
    """Each component's own C API must survive the subset (its dependencies
    vary between LLVM versions, so ask the metadata which dialects it needs)."""
    for layer, entry in (("execution-engine", "CAPIExecutionEngine"),):
        if layer in wanted and entry not in capi_layer:
            need = sorted({subset.namespace(d) for d in (dialect_of(x, subset.stems)
                                                         for x in closure([entry], deps) if x not in assigned)
                           if d and d not in subset.selected})
            raise ConfigError("the execution engine needs dialects missing from the subset %r "
                              "(add: %s); drop execution-engine from the components "
                              "or widen the dialect subset" % (dialects, ",".join(need)))


def upstream_libraries(archives, deps, rules, reasons, link_sets, assigned, capi_layer, wanted):
    """Where each upstream MLIR library went, as "MLIRName:Library" (the
    component library holding it: Impl for C++, PublicAPI for the C API; for
    a link set, the library of its layer) or "MLIRName:-:why" for those this
    build does not ship."""
    def why_not(stem, pattern):
        if stem.startswith("CAPI"):
            missing = sorted(d for d in closure([stem], deps) - {stem}
                             if d not in assigned and d not in capi_layer)
            return "needs MLIR%s, not shipped" % missing[0] if missing else "not placed"
        if classify(stem, rules) == "exclude":
            return reasons[pattern]
        return "left out of this build (component or dialect subset)"
    entries = []
    for stem in sorted(archives):
        pattern = next((p for p, l in rules if fnmatch.fnmatchcase(stem, p)), None)
        link_set = link_sets.get(pattern)
        if stem in capi_layer:
            entries.append("MLIR%s:MLIR%sPublicAPI" % (stem, LIB_NAMES[capi_layer[stem]]))
        elif stem in assigned:
            entries.append("MLIR%s:MLIR%sImpl" % (stem, LIB_NAMES[assigned[stem]]))
        elif link_set in wanted:
            entries.append("MLIR%s:MLIR%sImpl" % (stem, LIB_NAMES[link_set]))
        else:
            entries.append("MLIR%s:-:%s" % (stem, why_not(stem, pattern)))
    return entries


# LLVM's export set names its system libraries by CMake target; -l names.
SYSTEM_LIB_TARGETS = {"ZLIB::ZLIB": "z", "zstd::libzstd_shared": "zstd",
                      "zstd::libzstd_static": "zstd", "LibXml2::LibXml2": "xml2",
                      "Terminfo::terminfo": "tinfo", "LibEdit::LibEdit": "edit",
                      "FFI::ffi": "ffi"}


def llvm_static_archives(llvm):
    return sorted(v[1] for n, v in llvm.items() if v[0] == "STATIC" and v[1] and os.path.exists(v[1]))


def llvm_system_libs(llvm):
    """The system libraries LLVM's archives link, those this machine has."""
    system_libs = []
    for n, v in sorted(llvm.items()):
        for item in v[2]:
            lib = SYSTEM_LIB_TARGETS.get(item, item if re.fullmatch(r"[a-z0-9_]+", item) else None)
            if item.startswith("/") and item.endswith(".so"):
                lib = item
            if lib and lib not in llvm and lib not in system_libs and linkable(lib):
                system_libs.append(lib)
    return system_libs


# System libraries that only some archives need, which LLVM's export set
# names whether or not this machine has them: the archive that needs one,
# and the package that brings it.
OPTIONAL_SYSTEM_LIBS = {"edit": ("QueryLib", "libedit-dev")}  # mlir-query's prompt (LLVM's LineEditor)


def check_system_libs(system_libs, assigned):
    """A library the slice needs but this machine lacks stops configure
    (rather than the link)."""
    for lib, (stem, package) in OPTIONAL_SYSTEM_LIBS.items():
        if stem in assigned and lib not in system_libs:
            raise ConfigError("MLIR%s (component %s) needs lib%s: install %s"
                              % (stem, assigned[stem], lib, package))


# LLVM_TOOLS_BINARY_DIR of find_package(MLIR) through the components
# (<libdir>/mlir-components/bin): the tools a project's tests run by upstream's
# names.  Ours stand in for MLIR's drivers, so a plugin built against the
# components loads into the libraries it linked; the distribution's build-time
# tools and test utilities are used as they are.
STAND_IN_TOOLS = {"mlir-opt": "mlirc-opt", "mlir-translate": "mlirc-translate",
                  "mlir-cpu-runner": "mlirc-run", "mlir-runner": "mlirc-run"}
DISTRIBUTION_TOOLS = ["FileCheck", "not", "count", "split-file", "mlir-tblgen", "mlir-pdll"]


def llvm_tools_links(prefix):
    """"name:ours" (a program of ours, in bindir) or "name:/absolute/path",
    for each name the distribution's bin directory has."""
    bindir = os.path.join(prefix, "bin")
    links = ["%s:%s" % (n, ours) for n, ours in sorted(STAND_IN_TOOLS.items())
             if os.path.exists(os.path.join(bindir, n))]
    return links + ["%s:%s" % (n, os.path.join(bindir, n)) for n in DISTRIBUTION_TOOLS
                    if os.path.exists(os.path.join(bindir, n))]


def llvm_tool_paths(prefix, libdir, version):
    """libLLVM-<N>.so and mlir-tblgen, which must be installed."""
    libllvm = os.path.join(libdir, "libLLVM-%s.so" % version)
    if not os.path.exists(libllvm):
        raise ConfigError("%s is missing: install llvm-%s-dev" % (libllvm, version))
    tblgen = os.path.join(prefix, "bin", "mlir-tblgen")
    if not os.path.exists(tblgen):
        # Python op classes and downstream dialect builds run it.
        raise ConfigError("%s is missing: install mlir-%s-tools" % (tblgen, version))
    return libllvm, tblgen


def add_layer_outputs(out, wanted, archives, members, capi):
    """Each layer's archives, pkg-config requirements and library name."""
    for l in wanted:
        key = l.replace("-", "_")
        out[key + "_impl_archives"] = [archives[s][1] for s in members[l]]
        out[key + "_capi_archives"] = [archives[s][1] for s in capi[l]]
        # pkg-config: a component's C API is used together with every layer
        # below it (a conversion needs dialect handles, a JIT needs lowering),
        # so they are public requirements; C++ needs only the next layer down,
        # which brings the rest.
        below = wanted[:wanted.index(l)]
        out[key + "_c_requires"] = ["mlir-c-" + b for b in below]
        out[key + "_cxx_requires"] = ["mlir-" + b for b in below[-1:]]
        out[key + "_library"] = LIB_NAMES[l]


def sliced_llvm_needs(out, wanted):
    """Sliced LLVM: an Impl library embeds the LLVM objects its own archives
    pull in, plus those its component's C API archives need (they sit in the
    PublicAPI library, which embeds no LLVM, so no object is ever linked
    twice).

    LLVM 22 builds a target backend's archives (LLVM<T>Info, Desc, CodeGen,
    ...) with hidden internal symbols, so a layer above cannot reach the
    parts of a backend a lower layer embeds: it would embed a second copy,
    with Target objects of its own.  So when two layers initialize parts of
    one backend, the lowest takes all of it.

    Returns (llvm_defined, symbols_of, need, refs, target_owner); all empty
    in dylib mode."""
    llvm_defined, target_inits, symbols_of = set(), {}, {}
    for a in out["llvm_static_archives"]:
        symbols = symbols_of[a] = archive_symbols(a)
        llvm_defined.update(symbols)
        m = re.fullmatch(r"libLLVM(\w+?)(CodeGen|Desc|Info|AsmParser|Disassembler|TargetMCA)\.a",
                         os.path.basename(a))
        if m:
            target_inits.setdefault(m.group(1), set()).update(
                x for x in symbols if x.startswith("LLVMInitialize"))
    need, users, refs = {}, {}, {}
    for l in wanted if llvm_defined else ():
        key = l.replace("-", "_")
        capi_refs = undefined_symbols(out[key + "_capi_archives"])
        need[l] = capi_refs & llvm_defined
        # (No MLIR archive defines an LLVMInitialize* symbol, so the union
        # loses nothing against reading the two sets together.)
        refs[l] = undefined_symbols(out[key + "_impl_archives"]) | capi_refs
        for target, inits in target_inits.items():
            if refs[l] & inits:
                users.setdefault(target, []).append(l)
    target_owner = {}
    for target, layers in users.items():
        if len(layers) > 1:
            need[layers[0]] |= target_inits[target]
            for l in layers[1:]:
                need[l] -= target_inits[target]
            target_owner.setdefault(layers[0], set()).update(target_inits[target])
        else:
            target_owner.setdefault(layers[0], set()).update(target_inits[target] & refs[layers[0]])
    return llvm_defined, symbols_of, need, refs, target_owner


def add_llvm_c_outputs(out, wanted, llvm, llvm_c_rules):
    """What each Impl must leave undefined and embed, the LLVM-C forwarders and
    headers, and the data symbols that stay preemptible.

    LLVM's C API (components/llvm_c.py): in sliced mode each layer's Impl
    embeds the LLVM-C functions its PublicAPI forwards to, of the archives
    it carries; in dylib mode libLLVM has them all.  The llvm-c headers
    installed are those declaring what the build provides."""
    llvm_defined, symbols_of, need, refs, target_owner = sliced_llvm_needs(out, wanted)
    all_llvm = llvm_static_archives(llvm)
    all_symbols = {a: symbols_of.get(a) or archive_symbols(a) for a in all_llvm}
    llvm_deps = {n: v[2] for n, v in llvm.items()}
    declared = llvm_c.declared_functions(out["llvm_includedir"])
    if llvm_defined:
        plan = llvm_c.plan(llvm_c_rules, wanted, all_llvm, all_symbols, declared, llvm_deps,
                           refs=refs, target_owner=target_owner)
    else:
        plan = llvm_c.plan(llvm_c_rules, wanted, all_llvm, all_symbols, declared, llvm_deps)
    out["llvm_c_headers"] = llvm_c.headers(plan, declared)
    # llvm/Config/*.def as "file:macro:Target,Target": the targets whose
    # initializers the libraries define (all of them with a whole libLLVM).
    provided = set().union(*plan.values()) if llvm_defined else None
    lists = llvm_c.target_lists(out["llvm_includedir"], provided)
    out["llvm_target_lists"] = ["%s:%s:%s" % (f, llvm_c.TARGET_LISTS[f][0], ",".join(t))
                                for f, t in lists.items()]
    out["llvm_native_unavailable"] = llvm_c.unavailable_native(out["llvm_includedir"], provided)
    llvm_data = data_symbols(out["llvm_static_archives"])  # read once, shared by every layer
    for l in wanted:
        key = l.replace("-", "_")
        if llvm_defined:
            need[l] = need.get(l, set()) | set(plan[l])
        out[key + "_impl_undefined"] = sorted(need.get(l, ()))
        out[key + "_llvm_c"] = plan[l] if llvm_defined else []
        # Every data symbol the library may hold: its archives' and (sliced)
        # any LLVM object's; a name the link leaves out is ignored.
        out[key + "_impl_preemptible"] = sorted(data_symbols(out[key + "_impl_archives"]) | llvm_data)
    # The libraries whose pkg-config file and CMake target bring LLVM-C.
    out["llvm_c_libraries"] = [LIB_NAMES[l] for l in wanted if plan[l]]


# --- our own sources ---------------------------------------------------------

TOP = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# The folder whose sources.txt lists a library's own sources, by (layer, kind).
SOURCE_DIRS = {("core", "impl"): "registry"}
SOURCE_DIRS.update({(l, "capi"): "capi/" + LIB_NAMES[l] for l in LAYERS})
# What every Impl / PublicAPI library has.
EVERY_LIBRARY = {"impl": ["components/impl.c"], "capi": ["capi/ComponentConfig.c"]}


def read_sources(folder):
    """[(path from the top, [archive stems it needs])] of folder/sources.txt;
    [] without one."""
    path = os.path.join(TOP, folder, "sources.txt")
    if not os.path.exists(path):
        return []
    entries = []
    for lineno, raw in enumerate(open(path), 1):
        words = raw.split("#", 1)[0].split()
        if not words:
            continue
        if len(words) > 1 and (words[1] != "needs" or len(words) == 2):
            raise ConfigError("%s:%d: expected FILE [needs ARCHIVE...]" % (path, lineno))
        entries.append((folder + "/" + words[0], words[2:]))
    return entries


def add_source_outputs(out, wanted, members, capi):
    """Each library's own sources: its folder's sources.txt, those whose
    archives the library carries; in sliced mode the LLVM-C forwarders of a
    PublicAPI library that has some.  Then the lists read, for the builds'
    configure dependencies."""
    lists = []
    for l in wanted:
        key = l.replace("-", "_")
        carried = set(members[l]) | set(capi[l])
        for kind in ("impl", "capi"):
            folder = SOURCE_DIRS.get((l, kind))
            entries = read_sources(folder) if folder else []
            if entries:
                lists.append(folder + "/sources.txt")
            sources = EVERY_LIBRARY[kind] + [src for src, needs in entries if carried.issuperset(needs)]
            if kind == "capi" and out[key + "_llvm_c"]:
                sources.append("components/llvm_c_forward.c")
            out[key + "_%s_sources" % kind] = sources
    out["source_lists"] = lists


# --- the Python extension modules -------------------------------------------

PY_NATIVE = "bindings/python/native"
# The folder every extension module also compiles.
PY_COMMON_FOLDER = "interop"


def read_python_folder(folder):
    """(C files, C API archives used, folders it also compiles) of
    bindings/python/native/<folder>/sources.txt: one file a line, relative to
    the folder, plus `uses CAPI<X>... | core | dialects | ...` (the upstream C
    API archives, or our own C API of a component, its calls link against;
    weak references are not listed) and `with FOLDER...`."""
    path = os.path.join(TOP, PY_NATIVE, folder, "sources.txt")
    files, uses, extra = [], [], []
    for lineno, raw in enumerate(open(path), 1):
        words = raw.split("#", 1)[0].split()
        if not words:
            continue
        if words[0] in ("uses", "with"):
            if len(words) == 1:
                raise ConfigError("%s:%d: `%s` needs at least one name" % (path, lineno, words[0]))
            (uses if words[0] == "uses" else extra).extend(words[1:])
        elif len(words) == 1:
            files.append(PY_NATIVE + "/" + folder + "/" + words[0])
        else:
            raise ConfigError("%s:%d: expected FILE, `uses NAME...` or `with FOLDER...`" % (path, lineno))
    for name in uses:
        if not name.startswith("CAPI") and name not in LAYERS:
            raise ConfigError("%s: `uses %s`: neither a C API archive (CAPI...) nor a component (%s)"
                              % (path, name, " ".join(LAYERS)))
    return files, uses, extra


def layer_of_use(name, capi_layer, wanted):
    """The layer whose PublicAPI defines what `name` names, None when this
    configuration does not build it."""
    if name in LAYERS:
        return name if name in wanted else None
    return capi_layer.get(name)


def add_python_outputs(out, wanted, archives, capi_layer):
    """The extension modules this configuration can build: each folder of
    bindings/python/native/ with a `uses` line is one, built when everything
    it uses is; it links the PublicAPI library of the highest layer it
    needs and those of every layer below (highest first), and compiles its
    folder, its `with` folders and interop/."""
    folders = sorted(d for d in os.listdir(os.path.join(TOP, PY_NATIVE))
                     if os.path.exists(os.path.join(TOP, PY_NATIVE, d, "sources.txt")))
    read = {d: read_python_folder(d) for d in folders}
    modules, lists = [], [PY_NATIVE + "/" + d + "/sources.txt" for d in folders]
    for name in folders:
        files, uses, extra = read[name]
        if not uses:
            continue  # a folder modules share
        for u in uses:
            if u.startswith("CAPI") and u not in archives:
                raise ConfigError("%s/%s/sources.txt: `uses %s`: no such archive in this MLIR"
                                  % (PY_NATIVE, name, u))
        layers = [layer_of_use(u, capi_layer, wanted) for u in uses]
        if None in layers:
            continue
        top = max(LAYERS.index(l) for l in layers)
        sources = list(files)
        for f in extra + [PY_COMMON_FOLDER]:
            if f not in read:
                raise ConfigError("%s/%s/sources.txt: `with %s`: no such folder" % (PY_NATIVE, name, f))
            sources += read[f][0]
        modules.append(name)
        out["python_module_%s_libraries" % name] = [LIB_NAMES[l] for l in reversed(LAYERS[:top + 1])]
        out["python_module_%s_sources" % name] = sources
    out["python_modules"] = modules
    out["python_source_lists"] = lists


def resolve(args):
    prefix, full_version, llvm_cmake, mlir_cmake = find_llvm(args.llvm_version, args.llvm_prefix)
    mlir = read_exports(mlir_cmake, "MLIRTargets", prefix)
    rules, aliases, pins, llvm_c_rules, reasons, link_sets = read_rules(args.rules)
    archives, deps = mlir_archives(mlir)
    layer_of = classify_archives(archives, rules, args.rules)
    subset = DialectSubset(archives, layer_of, aliases, args.dialects)
    wanted = wanted_layers(args.components)
    assigned, members, pulled = partition(wanted, archives, deps, layer_of, subset, pins)
    capi, capi_layer = place_capi(wanted, archives, deps, assigned)
    check_component_capi(wanted, capi_layer, assigned, deps, subset, args.dialects)

    libdir = os.path.join(prefix, "lib")
    llvm = read_exports(llvm_cmake, "LLVMExports", prefix)
    llvm_static = llvm_static_archives(llvm)
    system_libs = llvm_system_libs(llvm)
    check_system_libs(system_libs, assigned)
    libllvm, tblgen = llvm_tool_paths(prefix, libdir, args.llvm_version)
    cxxflags = llvm_cxxflags(prefix)

    out = {
        "llvm_full_version": full_version,
        "llvm_cxxflags": cxxflags,
        "consumer_cxxflags": consumer_cxxflags(cxxflags),
        "llvm_major": str(args.llvm_version),
        "llvm_prefix": prefix,
        "llvm_libdir": libdir,
        "llvm_includedir": os.path.join(prefix, "include"),
        "llvm_linkage": args.llvm_linkage,
        "libllvm": libllvm,
        "llvm_static_archives": llvm_static if args.llvm_linkage == "sliced" else [],
        "llvm_system_libs": system_libs,
        "mlir_tblgen": tblgen,
        "llvm_tools_links": llvm_tools_links(prefix),
        "components": wanted,
        "dialects": subset.namespaces(),
    }
    add_layer_outputs(out, wanted, archives, members, capi)
    # The same layering for the CMake package: "Library:Lower,Libraries".
    out["component_graph"] = ["%s:%s" % (LIB_NAMES[l], ",".join(LIB_NAMES[b] for b in wanted[:wanted.index(l)]))
                              for l in wanted]
    out["umbrella_components"] = [l for l in wanted if l not in OPT_IN_LAYERS]
    out["umbrella_libraries"] = [LIB_NAMES[l] for l in out["umbrella_components"]]
    out["pulled_down"] = ["%s:%s->%s" % p for p in pulled]
    out["upstream_libraries"] = upstream_libraries(archives, deps, rules, reasons, link_sets, assigned, capi_layer, wanted)
    add_llvm_c_outputs(out, wanted, llvm, llvm_c_rules)
    # Headers outside mlir-c/ that the installed headers include.
    # (The target lists among them and llvm-config.h are ours, above.)
    ours = ["llvm/Config/" + f for f in list(llvm_c.TARGET_LISTS) + ["llvm-config.h"]]
    out["capi_inc_headers"] = [h for h in capi_included_headers(out["llvm_includedir"], out["llvm_c_headers"])
                               if h not in ours]
    add_source_outputs(out, wanted, members, capi)
    add_python_outputs(out, wanted, archives, capi_layer)
    return out


# --- output ----------------------------------------------------------------

def capi_included_headers(incdir, extra=()):
    """Every header outside mlir-c/ reached by the quoted includes of
    mlir-c/**.h and of `extra` (the llvm-c headers), plus the generated
    .capi.h.inc files and `extra` themselves, relative to incdir; so the
    installed headers compile on their own."""
    found = set()
    todo = [os.path.relpath(os.path.join(d, f), incdir)
            for d, _, files in os.walk(os.path.join(incdir, "mlir-c")) for f in files if f.endswith(".h")]
    todo += list(extra)
    todo += [os.path.relpath(os.path.join(d, f), incdir)
             for d, _, files in os.walk(os.path.join(incdir, "mlir")) for f in files if f.endswith(".capi.h.inc")]
    seen = set()
    while todo:
        h = todo.pop()
        if h in seen:
            continue
        seen.add(h)
        if not h.startswith("mlir-c/"):
            found.add(h)
        with open(os.path.join(incdir, h), errors="replace") as f:
            for inc in re.findall(r'^\s*#\s*include\s+"([^"]+)"', f.read(), re.M):
                if os.path.isfile(os.path.join(incdir, inc)):
                    todo.append(inc)
    return sorted(found)


def as_list(v):
    return v if isinstance(v, list) else [v]


def emit(out, fmt):
    if fmt == "json":
        return json.dumps(out, indent=1) + "\n"
    if fmt == "meson":
        # "key<TAB>a;b;c", one per line; Meson splits on the tab, then on ';'.
        return "".join("%s\t%s\n" % (k, ";".join(as_list(v))) for k, v in out.items())
    if fmt == "cmake":
        def q(s):
            return '"%s"' % s.replace("\\", "\\\\").replace('"', '\\"')
        return "".join("set(MLIRC_%s %s)\n" % (k.upper(), " ".join(q(x) for x in as_list(v)))
                       for k, v in out.items())
    if fmt == "report":
        lines = ["LLVM %s at %s, linkage %s" % (out["llvm_full_version"], out["llvm_prefix"], out["llvm_linkage"])]
        for l in out["components"]:
            key = l.replace("-", "_")
            impl, capi = out[key + "_impl_archives"], out[key + "_capi_archives"]
            lines.append("%-17s %3d impl archives, %2d C API archives" % (l, len(impl), len(capi)))
        for p in out["pulled_down"]:
            lines.append("pulled down: " + p)
        return "\n".join(lines) + "\n"
    raise ConfigError("unknown format " + fmt)


def main(argv=None):
    here = os.path.dirname(os.path.abspath(__file__))
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--llvm-version", default="19")
    p.add_argument("--llvm-prefix", default="", help="default /usr/lib/llvm-<version>")
    p.add_argument("--llvm-linkage", default="sliced", choices=["sliced", "dylib"])
    p.add_argument("--components", default="all",
                   help="comma list of %s (lower layers are added)" % ", ".join(LAYERS))
    p.add_argument("--dialects", default="all", help="comma list of dialects, or all")
    p.add_argument("--rules", default=os.path.join(here, "rules.txt"))
    p.add_argument("--format", default="report", choices=["report", "json", "meson", "cmake"])
    p.add_argument("--output", default="-")
    args = p.parse_args(argv)
    try:
        text = emit(resolve(args), args.format)
    except ConfigError as e:
        sys.stderr.write("mlir-components: error: %s\n" % e)
        return 1
    if args.output == "-":
        sys.stdout.write(text)
    else:
        with open(args.output, "w") as f:
            f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
