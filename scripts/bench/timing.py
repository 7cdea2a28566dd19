"""What the benchmarks share: a command's output, and the median wall time of
running a command n times."""
import statistics
import subprocess
import time


def output(cmd, env=None):
    return subprocess.run(cmd, check=True, stdout=subprocess.PIPE, env=env, universal_newlines=True).stdout


def median_seconds(cmd, env=None, n=1):
    t = []
    for _ in range(n):
        t0 = time.perf_counter()
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, env=env)
        t.append(time.perf_counter() - t0)
    return statistics.median(t)
