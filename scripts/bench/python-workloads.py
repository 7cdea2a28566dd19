"""The in-process side of scripts/bench/benchmark-python.py, written against
upstream's Python API only, so that the same code runs on upstream's bindings
and on ours.  Prints one JSON object.
  python-workloads.py build N...   ms to build a func of N arith.addi, each size
                                   best of REPEAT (env, default 3)
  python-workloads.py parse N      ms to parse + str() a func of N arith.addi
  python-workloads.py rss N        peak RSS (kB) after `import mlir.ir`, then
                                   after building a func of N arith.addi, and
                                   the anonymous part of RSS then (what the
                                   process does not share with others: RSS
                                   also counts the libraries' clean pages)"""
import json
import os
import sys
import time


def status_kb(field):
    with open("/proc/self/status") as status:
        return int(next(l for l in status if l.startswith(field + ":")).split()[1])


def build_func(n):
    """A func whose body is a chain of n arith.addi, each using the previous."""
    from mlir.dialects import arith, func
    from mlir.ir import FunctionType, InsertionPoint, IntegerType, Module
    module = Module.create()
    i32 = IntegerType.get_signless(32)
    with InsertionPoint(module.body):
        f = func.FuncOp("chain", FunctionType.get([i32, i32], [i32]))
        block = f.add_entry_block()
        with InsertionPoint(block):
            value, step = block.arguments
            for _ in range(n):
                value = arith.AddIOp(value, step).result
            func.ReturnOp([value])
    return module


def best_ms(work, repeat):
    best = None
    for _ in range(repeat):
        t0 = time.perf_counter()
        result = work()
        t = time.perf_counter() - t0
        del result
        best = t if best is None else min(best, t)
    return best * 1e3


def chain_text(n):
    lines = ["func.func @chain(%v0: i32, %step: i32) -> i32 {"]
    lines += ["  %%v%d = arith.addi %%v%d, %%step : i32" % (i + 1, i) for i in range(n)]
    lines += ["  return %%v%d : i32" % n, "}"]
    return "\n".join(lines)


def main(mode, sizes):
    repeat = int(os.environ.get("REPEAT", "3"))
    if mode == "rss":
        import mlir.ir as ir
        after_import = status_kb("VmHWM")
        with ir.Context(), ir.Location.unknown():
            module = build_func(sizes[0])
            built, anon = status_kb("VmHWM"), status_kb("RssAnon")
            del module
            return {"import": after_import, "built": built, "anon": anon}
    from mlir.ir import Context, Location, Module
    with Context(), Location.unknown():
        build_func(10)  # loads the dialects, imports the dialect modules
        if mode == "build":
            return {str(n): best_ms(lambda: build_func(n), repeat) for n in sizes}
        if mode == "parse":
            text = chain_text(sizes[0])
            return {str(sizes[0]): best_ms(lambda: str(Module.parse(text)), repeat)}
    raise SystemExit("python-workloads.py: unknown mode %r (build, parse, rss)" % mode)


if __name__ == "__main__":
    if len(sys.argv) < 3:
        raise SystemExit(__doc__)
    print(json.dumps(main(sys.argv[1], [int(n) for n in sys.argv[2:]])))
