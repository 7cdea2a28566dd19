#!/usr/bin/env python3
"""Run one recipe: make its inputs, compute its golden output with the
recipe's own numpy reference, run every pipeline of the recipe from C
(recipe-run, the native-signature invoker) and from Python
(ExecutionEngine.call), and compare each output with the golden one through
mlirc-fpcmp under the manifest's tolerance.

  recipe.py RECIPE_DIR --prefix PREFIX --work DIR --fpcmp FPCMP
            --build-client SH --run-client SH [--pipeline NAME]...
            [--only c|python] [--perturb]

Prints one line per pipeline and side ("<pipeline> from C: match"); exits 1
if any output differs from the golden one, 2 on a broken recipe.
--perturb changes one golden value, to show the comparison can fail.
"""
import argparse
import importlib.util
import json
import os
import subprocess
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))


def load_manifest(recipe):
    with open(os.path.join(recipe, "manifest.json")) as f:
        return json.load(f)


def stages(recipe, name):
    """The two pass-pipeline strings of a named pipeline."""
    with open(os.path.join(HERE, "pipelines.json")) as f:
        table = json.load(f)
    if name not in table["pipelines"]:
        raise SystemExit("recipe: unknown pipeline %r (known: %s)" % (name, ", ".join(table["pipelines"])))

    def expand(s):
        return (s.replace("{bufferize}", table["bufferize"]).replace("{to-llvm}", table["to-llvm"])
                .replace("{recipe}", os.path.abspath(recipe)))

    return [expand(s) for s in table["pipelines"][name]["stages"]]


def make_inputs(manifest):
    """Inputs from numpy's PCG64 generator, started from the manifest's
    `rng` number, drawn in the order the inputs are listed."""
    rng = np.random.default_rng(manifest["rng"])
    arrays = []
    for spec in manifest["inputs"]:
        dtype = np.dtype(spec["dtype"])
        lo, hi = spec["range"]
        if dtype.kind == "f":
            a = rng.uniform(lo, hi, size=spec["shape"]).astype(dtype)
        else:
            a = rng.integers(lo, hi, size=spec["shape"], endpoint=True).astype(dtype)
        arrays.append(a)
    return arrays


def reference(recipe, inputs):
    spec = importlib.util.spec_from_file_location("reference", os.path.join(recipe, "reference.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    results = module.reference(*inputs)
    return results if isinstance(results, tuple) else (results,)


def write_values(path, results):
    """One value per line, row-major, every result in order; floats with
    enough digits to round-trip their own width."""
    with open(path, "w") as f:
        for r in results:
            r = np.asarray(r)
            flat = r.reshape(-1)
            if r.dtype.kind == "f":
                digits = 9 if r.dtype == np.float32 else 17
                f.writelines("%.*g\n" % (digits, float(x)) for x in flat)
            else:
                f.writelines("%d\n" % int(x) for x in flat)


def fpcmp_args(manifest):
    tol = manifest["tolerance"]
    args = []
    for key in ("abs", "rel", "ulp"):
        if key in tol:
            args.append("--%s=%r" % (key, tol[key]))
    if "ulp-type" in tol:
        args.append("--ulp-type=" + tol["ulp-type"])
    return args


def run_python(prefix, kernel_text, function, stage_list, inputs):
    pkg = os.path.join(prefix, "lib", "python3", "dist-packages")
    if pkg not in sys.path:
        sys.path.insert(0, pkg)
    from mlir.execution_engine import ExecutionEngine, record_function_types
    from mlir.ir import Context, Module
    from mlir.passmanager import PassManager

    with Context():
        module = Module.parse(kernel_text)
        PassManager.parse(stage_list[0]).run(module.operation)
        record_function_types(module)
        PassManager.parse(stage_list[1]).run(module.operation)
        engine = ExecutionEngine(module, opt_level=3)
        # The kernel may write its inputs in place: give it copies.
        results = engine.call(function, *[a.copy() for a in inputs])
        if not isinstance(results, tuple):
            results = (results,)
        return tuple(np.array(r, copy=True) for r in results)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("recipe")
    p.add_argument("--prefix", required=True)
    p.add_argument("--work", required=True)
    p.add_argument("--fpcmp", required=True)
    p.add_argument("--build-client", required=True)
    p.add_argument("--run-client", required=True)
    p.add_argument("--pipeline", action="append")
    p.add_argument("--only", choices=("c", "python"))
    p.add_argument("--perturb", action="store_true")
    args = p.parse_args()

    recipe = os.path.abspath(args.recipe)
    manifest = load_manifest(recipe)
    name = os.path.basename(recipe)
    os.makedirs(args.work, exist_ok=True)
    with open(os.path.join(recipe, "kernel.mlir")) as f:
        kernel_text = f.read()

    inputs = make_inputs(manifest)
    input_files = []
    for spec, a in zip(manifest["inputs"], inputs):
        path = os.path.join(args.work, spec["name"] + ".npy")
        np.save(path, a)
        input_files.append(path)
    golden = list(reference(recipe, inputs))
    if args.perturb:
        g = np.array(golden[0], copy=True)
        flat = g.reshape(-1)
        flat[len(flat) // 2] += 1 if g.dtype.kind != "f" else max(1.0, abs(float(flat[len(flat) // 2])))
        golden[0] = g
    golden_path = os.path.join(args.work, "golden.txt")
    write_values(golden_path, golden)

    runner = None
    if args.only != "python":
        runner = os.path.join(args.work, "recipe-run")
        subprocess.run([args.build_client, args.prefix, "mlir-c-execution-engine",
                        os.path.join(HERE, "recipe-run.c"), runner], check=True)

    status = 0
    for pipeline in args.pipeline or manifest["pipelines"]:
        stage_list = stages(recipe, pipeline)
        sides = []
        if args.only != "python":
            out = os.path.join(args.work, "%s.c.txt" % pipeline)
            r = subprocess.run([args.run_client, args.prefix, runner, os.path.join(recipe, "kernel.mlir"),
                                manifest["function"], stage_list[0], stage_list[1], out] + input_files)
            sides.append(("C", out if r.returncode == 0 else None))
        if args.only != "c":
            out = os.path.join(args.work, "%s.python.txt" % pipeline)
            try:
                write_values(out, run_python(args.prefix, kernel_text, manifest["function"], stage_list, inputs))
            except Exception as e:  # reported as a failed side, the others still run
                print("%s %s from Python: %s: %s" % (name, pipeline, type(e).__name__, e))
                out = None
            sides.append(("Python", out))
        for side, out in sides:
            if out is None:
                print("%s %s from %s: did not run" % (name, pipeline, side))
                status = 1
                continue
            r = subprocess.run([args.fpcmp] + fpcmp_args(manifest) + [golden_path, out],
                               stdout=subprocess.PIPE, universal_newlines=True)
            detail = " ".join(line.replace("mlirc-fpcmp: ", "") for line in r.stdout.splitlines())
            verdict = "match" if r.returncode == 0 else "MISMATCH"
            print("%s %s from %s: %s (%s)" % (name, pipeline, side, verdict, detail))
            sys.stdout.flush()
            if r.returncode != 0:
                status = 1
    return status


if __name__ == "__main__":
    sys.exit(main())
