#!/usr/bin/env python3
"""Bounded fuzz smoke: mutated MLIR through mlirc-opt and through Python's
Module.parse.  Deterministic for a given seed: --count inputs through
Module.parse, the first --opt-count of them through mlirc-opt (a process
each).  Any death by a signal (or a hang) fails and the offending input is
saved, so it can be turned into a regression test; so does a part that the
time limit, a guard against a run that cannot finish, stops early.

A crash that the distribution's own mlir-opt (--reference-opt) reproduces on
the same input is MLIR's, not ours: it is reported as "upstream" with the
input, and does not fail the run.

  fuzz_smoke.py --seeds DIR [--seeds DIR...] --out DIR
                [--mlirc-opt EXE] [--python-package DIR] [--reference-opt EXE]
                [--seed N] [--count N] [--opt-count N] [--time-limit SECONDS]
"""
import argparse
import glob
import os
import random
import re
import subprocess
import sys
import time

# Fragments that steer mutations towards the parser's interesting corners.
TOKENS = [
    "{", "}", "(", ")", "<", ">", "[", "]", ":", ",", "=", "->", "%0", "%arg0", "^bb0", "^bb1:",
    '"x.op"()', "!llvm.ptr", "tensor<?x4xf32>", "memref<4x?xi8, strided<[?, 1]>>", "vector<[4]xf32>",
    "#map", "affine_map<(d0, s0) -> (d0 floordiv s0)>", "dense<[1, 2]>", "dense_resource<x>",
    "0x7FC00000", "-9223372036854775809", "1.0e400", "i0", "i1", "f16", "bf16", "index", "complex<f32>",
    'loc("f":1:2)', "loc(fused[])", '"\\"', "\\00", "#dialect.attr<", "!dialect.type<", "{-#", "#-}",
    "func.func @f() {", "return", "arith.constant 1 : i32", "scf.for %i = %0 to %0 step %0 {",
    "builtin.module {", "attributes {a = unit}", "sym_name = \"x\"", "()[s0] -> ()", "@sym::@nested",
]

BUILTIN_SEEDS = [
    "func.func @f(%a: i32) -> i32 {\n  %c = arith.constant 1 : i32\n  %r = arith.addi %a, %c : i32\n  return %r : i32\n}\n",
    "module {\n  func.func @g(%m: memref<?xf32>, %i: index) -> f32 {\n    %v = memref.load %m[%i] : memref<?xf32>\n"
    "    return %v : f32\n  }\n}\n",
    "#map = affine_map<(d0, d1) -> (d1, d0)>\nfunc.func @t(%x: tensor<2x3xf32>) -> tensor<3x2xf32> {\n"
    "  %e = tensor.empty() : tensor<3x2xf32>\n  %r = linalg.transpose ins(%x : tensor<2x3xf32>) "
    "outs(%e : tensor<3x2xf32>) permutation = [1, 0]\n  return %r : tensor<3x2xf32>\n}\n",
    '"x.op"() ({\n^bb0(%a: i32):\n  "x.term"(%a) [^bb1] : (i32) -> ()\n^bb1:\n  "x.end"() : () -> ()\n}) '
    '{attr = dense<[1.0, 2.0]> : tensor<2xf32>} : () -> ()\n',
    "func.func @s(%lb: index, %ub: index) {\n  scf.for %i = %lb to %ub step %lb {\n    scf.yield\n  }\n"
    "  return\n}\n",
]

MAX_SIZE = 1 << 16

# Under the sanitizer run (tests/sanitizers), a crash is a sanitizer report on
# stderr and exit status 1, not a death by a signal.
SANITIZER_REPORT = re.compile(rb"^SUMMARY: \w*Sanitizer: ", re.M)


def crashed(returncode, stderr):
    return returncode < 0 or bool(SANITIZER_REPORT.search(stderr or b""))


def tail(stderr):
    """What to show of a failed run's stderr: the sanitizer's summary line,
    else its last 200 characters."""
    text = (stderr or b"").decode(errors="replace")
    summary = re.search(r"^SUMMARY: \w*Sanitizer: .*$", text, re.M)
    return summary.group(0) if summary else text[-200:]


def mutate(rng, data, seeds):
    for _ in range(rng.randint(1, 4)):
        n = len(data)
        op = rng.randrange(6)
        i = rng.randint(0, n)
        if op == 0 and n:  # overwrite a byte
            data = data[:min(i, n - 1)] + bytes([rng.randrange(32, 127)]) + data[min(i, n - 1) + 1:]
        elif op == 1:  # delete a span
            data = data[:i] + data[i + rng.randint(1, 16):]
        elif op == 2:  # duplicate a span
            j = min(n, i + rng.randint(1, 64))
            data = data[:j] + data[i:j] + data[j:]
        elif op == 3:  # insert a token
            data = data[:i] + rng.choice(TOKENS).encode() + data[i:]
        elif op == 4:  # splice with another seed
            other = rng.choice(seeds)
            data = data[:i] + other[rng.randint(0, len(other)):]
        else:  # truncate
            data = data[:i]
    return data[:MAX_SIZE]


def make_inputs(seed_dirs, seed, count):
    seeds = [s.encode() for s in BUILTIN_SEEDS]
    for d in seed_dirs:
        for path in sorted(glob.glob(os.path.join(d, "**", "*.mlir"), recursive=True)):
            with open(path, "rb") as f:
                seeds.append(f.read()[:MAX_SIZE])
    rng = random.Random(seed)
    return [mutate(rng, rng.choice(seeds), seeds) for _ in range(count)], len(seeds)


def save(out, kind, index, data):
    path = os.path.join(out, "%s-%05d.mlir" % (kind, index))
    with open(path, "wb") as f:
        f.write(data)
    return path


def reference_crashes(reference, path, unregistered):
    """Does the distribution's mlir-opt die by a signal on this input too?"""
    if not reference:
        return False
    args = [reference, path] + (["--allow-unregistered-dialect"] if unregistered else [])
    try:
        r = subprocess.run(args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=30)
    except subprocess.TimeoutExpired:
        return True
    return crashed(r.returncode, r.stderr)


def fuzz_opt(exe, inputs, out, deadline):
    """One mlirc-opt process per input; half of them allow unregistered ops."""
    failures, ran = [], 0
    for i, data in enumerate(inputs):
        if time.monotonic() > deadline:
            break
        args = [exe, "-"] + (["--allow-unregistered-dialect"] if i % 2 else [])
        try:
            r = subprocess.run(args, input=data, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=30)
        except subprocess.TimeoutExpired:
            failures.append((save(out, "opt", i, data), i % 2, "mlirc-opt hung (30 s)"))
            continue
        finally:
            ran += 1
        if r.returncode > 2 or crashed(r.returncode, r.stderr):
            failures.append((save(out, "opt", i, data), i % 2, "mlirc-opt exit %d: %s" % (r.returncode, tail(r.stderr))))
    return ran, failures


# Stops by itself at the deadline (argv[1], time.time()) so that running out
# of time is not taken for a hang: only one input outliving it by 30 s is.
PARSER_CHILD = r"""
import sys
import time
from mlir.ir import Context, Module, MLIRError
deadline = float(sys.argv[1])
paths = sys.argv[2:]
for i, path in enumerate(paths):
    if time.time() > deadline:
        print("out-of-time", i, flush=True)
        break
    print(i, flush=True)
    with open(path, "rb") as f:
        text = f.read().decode("utf-8", errors="replace")
    with Context() as ctx:
        ctx.allow_unregistered_dialects = bool(i % 2)
        try:
            Module.parse(text)
        except (MLIRError, ValueError):
            pass
print("done", flush=True)
"""


def fuzz_python(pkg, inputs, out, deadline):
    """Every input through Module.parse in one child interpreter; when the
    child dies, the last index it printed names the input, and the next child
    carries on after it."""
    paths = [save(out, "in", i, d) for i, d in enumerate(inputs)]
    env = dict(os.environ, PYTHONPATH=pkg, PYTHONDONTWRITEBYTECODE="1")
    failures, start, ran = [], 0, 0
    while start < len(paths) and time.monotonic() < deadline:
        budget = max(1.0, deadline - time.monotonic())
        try:
            wall_deadline = time.time() + (deadline - time.monotonic())
            r = subprocess.run([sys.executable, "-c", PARSER_CHILD, repr(wall_deadline)] + paths[start:], env=env,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=budget + 30)
        except subprocess.TimeoutExpired as e:
            done = (e.stdout or b"").decode().split()
            last = start + int(done[-1]) if done and done[-1].isdigit() else start
            failures.append((paths[last], last % 2, "Module.parse hung"))
            ran += last - start + 1
            start = last + 1
            continue
        lines = r.stdout.decode().split()
        if r.returncode == 0 and lines and lines[-1] == "done":
            if "out-of-time" in lines:
                parsed = int(lines[lines.index("out-of-time") + 1])
                ran += parsed
                for p in paths[start + parsed:]:  # never parsed
                    os.remove(p)
                del paths[start + parsed:]
            else:
                ran += len(paths) - start
            break
        last = start + int(lines[-1]) if lines and lines[-1].isdigit() else start
        failures.append((paths[last], last % 2, "Module.parse: interpreter exit %d: %s" % (r.returncode, tail(r.stderr))))
        ran += last - start + 1
        start = last + 1
    failed = {f[0] for f in failures}
    for p in paths:  # keep only the inputs that failed
        if p not in failed:
            os.remove(p)
    return ran, failures


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--seeds", action="append", default=[])
    p.add_argument("--out", required=True)
    p.add_argument("--mlirc-opt")
    p.add_argument("--python-package")
    p.add_argument("--reference-opt")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--count", type=int, default=2000)
    p.add_argument("--opt-count", type=int, help="inputs through mlirc-opt (default: --count)")
    p.add_argument("--time-limit", type=float, default=600)
    a = p.parse_args()
    os.makedirs(a.out, exist_ok=True)
    inputs, nseeds = make_inputs(a.seeds, a.seed, a.count)
    failures = []
    parts = [t for t in (a.mlirc_opt and "opt", a.python_package and "python") if t]
    for part in parts:
        deadline = time.monotonic() + a.time_limit / len(parts)
        wanted = inputs[:a.opt_count] if part == "opt" else inputs  # [:None] is all
        if part == "opt":
            ran, f = fuzz_opt(a.mlirc_opt, wanted, a.out, deadline)
        else:
            ran, f = fuzz_python(a.python_package, wanted, a.out, deadline)
        ours = [x for x in f if not reference_crashes(a.reference_opt, x[0], x[1])]
        print("%s: %d mutated inputs (seed %d, from %d seed files), %d failures, %d upstream crashes" % (
            "mlirc-opt" if part == "opt" else "Module.parse", ran, a.seed, nseeds, len(ours), len(f) - len(ours)))
        failures += ours
        if ran < len(wanted):
            print("FAILURE: %s ran only %d of its %d inputs in the time limit" % (part, ran, len(wanted)))
            failures.append(None)
        for failure in f:
            tag = "FAILURE:" if failure in ours else "UPSTREAM (the distribution's mlir-opt crashes too):"
            print(tag, failure[2].splitlines()[0], "on", failure[0])
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
