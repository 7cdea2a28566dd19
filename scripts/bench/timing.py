"""What the benchmarks share: a command's output, the median wall time of
running a command n times (alone, or several commands in alternating rounds),
and the instructions a run executes."""
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


def alternating_medians(cmds, rounds, n=1):
    """cmds: name -> (argv, env).  Each round times every command n times,
    in an order that rotates from round to round so that a busy spell of the
    machine falls on all of them alike.  Returns name -> median over rounds."""
    names = list(cmds)
    per_round = {name: [] for name in names}
    for r in range(rounds):
        for name in names[r % len(names):] + names[:r % len(names)]:
            argv, env = cmds[name]
            per_round[name].append(median_seconds(argv, env, n))
    return {name: statistics.median(t) for name, t in per_round.items()}


def callgrind_instructions(cmd, env=None):
    """Instructions a run executes, dynamic loader included (valgrind's
    callgrind: deterministic where wall time is not)."""
    err = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"] + cmd, check=True,
                         stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env, universal_newlines=True).stderr
    for line in err.splitlines():
        if "Collected :" in line:
            return int(line.split()[-1])
    raise RuntimeError("callgrind reported no instruction count for %s:\n%s" % (cmd, err))
