#!/usr/bin/env python3
"""Checks over an installed mlir-components tree; each prints a one-line
verdict and exits non-zero, naming the offenders, when the rule is broken.

  exports PREFIX          PublicAPI libraries export exactly C API functions
                          (MLIR's, ours, and LLVM-C declared by llvm-c headers)
  layering PREFIX         DT_NEEDED follows the layer order; no libMLIR.so;
                          RUNPATH is $ORIGIN only
  duplicates PREFIX       no strong symbol is defined by two Impl libraries
  archives JSON|-         no upstream archive is assigned twice (resolver JSON)
  same-tree A B           two installs hold the same files, manifests, exports
  binding PREFIX          no symbol relocation of an Impl library names type
                          info or a vtable the library defines itself (they
                          bind inside it: components/dynamic.list.in)
  headers PREFIX          every installed header compiles on its own: C headers
                          as C99, C11 and C++17 with `pkg-config --cflags
                          mlir-c`, C++ headers (mlirc/) as C++17 with mlir-core;
                          an upstream header written for C++ only
                          (UPSTREAM_CXX_ONLY) as C++17, and it must still fail
                          as C99 (the exception goes when upstream fixes it)
"""
import glob
import json
import os
import re
import subprocess
import sys

LAYERS = ["Core", "Dialects", "Passes", "ExecutionEngine", "Tools"]

# Upstream C API headers that only a C++ compiler accepts, and why.
UPSTREAM_CXX_ONLY = {
    # LLVM 22: `enum MlirEmitCCmpPredicate : uint64_t`, a fixed underlying type
    # (C23; GCC 12 rejects it in every C mode, -std=c2x included).
    "mlir-c/Dialect/EmitC.h": "enum with a fixed underlying type",
}


def libs(prefix):
    found = sorted(glob.glob(os.path.join(prefix, "lib", "libMLIR*.so.[0-9]*")))
    return [p for p in found if not os.path.islink(p)]


def parse_lib(path):
    m = re.match(r"libMLIR(\w+?)(Impl|PublicAPI)\.so", os.path.basename(path))
    return m.group(1), m.group(2)


def dynsyms(path):
    out = subprocess.check_output(["nm", "-D", "--defined-only", "-P", path], universal_newlines=True)
    syms = []
    for line in out.splitlines():
        name, kind = line.split()[:2]
        # Not the version node itself, nor the ODR indicators ASan adds for
        # our instrumented globals (a sanitizer build is compared with a plain one).
        # GNU ld may leave a symbol the version script made local in .dynsym
        # (a lowercase kind other than unique u and weak v/w): no other object
        # can bind to it, so it is no export.
        local = kind.islower() and kind not in "uvw"
        if kind != "A" and not local and not name.startswith("__odr_asan"):
            syms.append((name.split("@")[0], kind))
    return syms


def dynamic(path):
    out = subprocess.check_output(["readelf", "-d", path], universal_newlines=True)
    needed = re.findall(r"\(NEEDED\).*\[(.*)\]", out)
    runpath = re.findall(r"\((?:RUNPATH|RPATH)\).*\[(.*)\]", out)
    return needed, runpath


def fail(msg, items):
    print("FAIL: %s" % msg)
    for i in sorted(items)[:40]:
        print("  " + i)
    sys.exit(1)


def cmd_exports(prefix):
    header_ids = set()
    for root, _, files in os.walk(os.path.join(prefix, "include", "mlir-components")):
        for f in files:
            text = open(os.path.join(root, f), errors="replace").read()
            header_ids.update(re.findall(r"\b(mlir\w+)\s*\(", text))
            # MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(Name, namespace) declares
            # mlirGetDialectHandle__namespace__.
            header_ids.update("mlirGetDialectHandle__%s__" % ns for ns in re.findall(
                r"MLIR_DECLARE_CAPI_DIALECT_REGISTRATION\(\s*\w+\s*,\s*(\w+)\s*\)", text))
    # LLVM's C API (sliced mode): functions the installed llvm-c headers declare.
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "components"))
    import llvm_c
    header_ids.update(llvm_c.declared_functions(os.path.join(prefix, "include", "mlir-components")))
    total = llvm_total = 0
    for path in libs(prefix):
        if parse_lib(path)[1] != "PublicAPI":
            continue
        names = [n for n, _ in dynsyms(path)]
        bad = [n for n in names if not re.fullmatch(r"(mlir|LLVM)[A-Za-z0-9_]*", n)]
        undeclared = [n for n in names if n not in header_ids]
        if bad:
            fail("%s exports non-C-API symbols" % os.path.basename(path), bad)
        if undeclared:
            fail("%s exports symbols no installed header declares" % os.path.basename(path), undeclared)
        if not names:
            fail("%s exports nothing" % os.path.basename(path), [])
        # An LLVM-C export must be a forwarder to the Impl libraries' LLVM
        # (an undefined reference to the same name at the Impl version), never
        # a second copy of LLVM code.
        llvm = [n for n in names if n.startswith("LLVM")]
        if llvm:
            refs = set(subprocess.check_output(["nm", "-D", "--undefined-only", "-P", path],
                                               universal_newlines=True).split())
            copies = [n for n in llvm if not any(r.startswith(n + "@MLIRC_") for r in refs)]
            if copies:
                fail("%s defines LLVM-C functions instead of forwarding them" % os.path.basename(path), copies)
        total += len(names)
        llvm_total += len([n for n in names if n.startswith("LLVM")])
    print("exports: %d PublicAPI symbols, all declared C API (LLVM-C: %d)" % (total, llvm_total))


def cmd_layering(prefix):
    edges, problems = 0, []
    for path in libs(prefix):
        comp, kind = parse_lib(path)
        needed, runpath = dynamic(path)
        if runpath != ["$ORIGIN"]:
            problems.append("%s: RUNPATH %s" % (os.path.basename(path), runpath))
        for n in needed:
            if n.startswith("libMLIR.so"):
                problems.append("%s needs the monolith %s" % (os.path.basename(path), n))
            if not n.startswith("libMLIR") or n.startswith("libMLIR.so"):
                continue
            dcomp, dkind = parse_lib(n)
            edges += 1
            lower = LAYERS.index(dcomp) < LAYERS.index(comp)
            same = dcomp == comp
            ok = (kind == "Impl" and dkind == "Impl" and lower) or \
                 (kind == "PublicAPI" and (lower or (same and dkind == "Impl")))
            if not ok:
                problems.append("%s -> %s" % (os.path.basename(path), n))
    if problems:
        fail("layering broken", problems)
    print("layering: %d edges between %d libraries, all downward; RUNPATH $ORIGIN" % (edges, len(libs(prefix))))


def cmd_duplicates(prefix):
    seen, dups = {}, []
    impls = [p for p in libs(prefix) if parse_lib(p)[1] == "Impl"]
    for path in impls:
        for name, kind in dynsyms(path):
            if kind in "TDBR":  # strong definitions; weak (W/V) and unique (u) may repeat
                if name in seen:
                    dups.append("%s in %s and %s" % (name, seen[name], os.path.basename(path)))
                seen[name] = os.path.basename(path)
    if dups:
        fail("%d strong symbols defined twice" % len(dups), dups)
    print("duplicates: none among %d strong symbols of %d Impl libraries" % (len(seen), len(impls)))


def cmd_binding(prefix):
    impls = [p for p in libs(prefix) if parse_lib(p)[1] == "Impl"]
    count, bad = 0, []
    for path in impls:
        own = {name for name, _ in dynsyms(path) if re.match(r"_ZT[ISVT]", name)}
        out = subprocess.check_output(["readelf", "-rW", path], universal_newlines=True)
        for line in out.splitlines():
            f = line.split()
            if len(f) >= 5 and f[0].isalnum() and f[2].startswith("R_"):  # offset info type value name
                count += 1
                name = f[4].split("@")[0]
                if name in own:
                    bad.append("%s: %s" % (os.path.basename(path), name))
    if not impls or not count:
        fail("no Impl library or no symbol relocation found under " + prefix, [])
    if bad:
        fail("%d relocations to a library's own type info or vtables" % len(bad), bad)
    print("binding: %d Impl libraries, %d symbol relocations, none to their own type info or vtables"
          % (len(impls), count))


def cmd_archives(src):
    data = json.load(sys.stdin if src == "-" else open(src))
    owner, twice = {}, []
    for key, value in data.items():
        if key.endswith("_archives") and key != "llvm_static_archives":
            for a in value:
                if a in owner:
                    twice.append("%s in %s and %s" % (a, owner[a], key))
                owner[a] = key
    if twice:
        fail("archives assigned twice", twice)
    print("archives: %d upstream archives, each in exactly one library" % len(owner))


def tree(prefix):
    """Installed files; byte code that running Python wrote is not installed."""
    return sorted(os.path.relpath(os.path.join(r, f), prefix)
                  for r, ds, fs in os.walk(prefix) if "__pycache__" not in r.split(os.sep)
                  for f in fs + [d for d in ds if os.path.islink(os.path.join(r, d))])


def cmd_same_tree(a, b):
    ta, tb = tree(a), tree(b)
    if ta != tb:
        fail("file sets differ", ["only in first: " + f for f in set(ta) - set(tb)] +
             ["only in second: " + f for f in set(tb) - set(ta)])
    diffs = []
    for f in ta:
        pa, pb = os.path.join(a, f), os.path.join(b, f)
        if f.endswith((".pc", ".cmake", ".h", ".inc")) and open(pa, "rb").read() != open(pb, "rb").read():
            diffs.append(f)
        elif re.search(r"\.so\.[0-9.]+$", f) and not os.path.islink(pa) and \
                sorted(dynsyms(pa)) != sorted(dynsyms(pb)):
            diffs.append(f + " (exported symbols)")
    if diffs:
        fail("contents differ", diffs)
    print("same-tree: %d files, identical manifests and export lists" % len(ta))


def compile_alone(header, lang, std, cflags):
    """None if `#include <header>` compiles alone, else the compiler's words."""
    cc = "c++" if lang == "c++" else "cc"
    src = '#include "%s"\nint mlirc_header_check;\n' % header
    strict = ["-Werror=implicit-function-declaration"] if lang == "c" else []
    r = subprocess.run([cc, "-x", lang, "-std=" + std, "-fsyntax-only", "-"] + strict + cflags, input=src, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                       universal_newlines=True)
    if r.returncode == 0:
        return None
    errors = [l for l in r.stdout.splitlines() if "error" in l] or r.stdout.strip().splitlines()
    return errors[0] if errors else "compiler exit status %d" % r.returncode


def cmd_headers(prefix):
    from concurrent.futures import ThreadPoolExecutor
    env = dict(os.environ, PKG_CONFIG_PATH=os.path.join(prefix, "lib", "pkgconfig"))

    def pkg_cflags(*modules):
        return subprocess.run(["pkg-config", "--cflags"] + list(modules), env=env, check=True,
                              stdout=subprocess.PIPE, universal_newlines=True).stdout.split()
    incdir = os.path.join(prefix, "include", "mlir-components")
    c_flags, cxx_flags = pkg_cflags("mlir-c"), pkg_cflags("mlir-core")
    python_flags = ["-I" + subprocess.run([sys.executable, "-c", "import sysconfig; print(sysconfig.get_paths()['include'])"],
                                          stdout=subprocess.PIPE, universal_newlines=True).stdout.strip()]
    jobs, cxx_only = [], []
    for h in sorted(os.path.relpath(os.path.join(r, f), incdir)
                    for r, _, fs in os.walk(incdir) for f in fs if f.endswith(".h")):
        extra = python_flags if h.startswith("mlir-c/Bindings/Python/") else []
        if h.startswith("mlirc/"):
            jobs.append((h, "c++", "c++17", cxx_flags))
        elif h in UPSTREAM_CXX_ONLY:
            jobs.append((h, "c++", "c++17", c_flags + extra))
            cxx_only.append(h)
        elif h.startswith(("mlir-c/", "llvm-c/", "mlir/Config/", "llvm/Config/")):
            jobs += [(h, "c", "c99", c_flags + extra), (h, "c", "c11", c_flags + extra),
                     (h, "c++", "c++17", c_flags + extra)]
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        errors = list(pool.map(lambda j: compile_alone(*j), jobs))
    bad = ["%s as %s: %s" % (j[0], j[2], e) for j, e in zip(jobs, errors) if e]
    bad += ["%s compiles as C99 now: drop it from UPSTREAM_CXX_ONLY" % h
            for h in cxx_only if compile_alone(h, "c", "c99", c_flags) is None]
    if bad:
        fail("headers that do not compile alone", bad)
    print("headers: %d headers, %d compilations, all compile alone" % (len({j[0] for j in jobs}), len(jobs)))
    for h in cxx_only:
        print("C++ only (upstream's header): %s: %s" % (h, UPSTREAM_CXX_ONLY[h]))


if __name__ == "__main__":
    cmd, args = sys.argv[1], sys.argv[2:]
    {"exports": cmd_exports, "layering": cmd_layering, "duplicates": cmd_duplicates,
     "archives": cmd_archives, "binding": cmd_binding, "same-tree": cmd_same_tree, "headers": cmd_headers}[cmd](*args)
