"""Runs one command for benchmarks/shapes.py and writes what it cost to RESULT as JSON:

    python3 -S shapes_spawn.py RESULT TIMEOUT COMMAND...

{"seconds": wall time from fork to exit, "cpu": user + system seconds, "peakKB": peak RSS,
"status": exit status (negative: killed by that signal), "timedOut": bool}.

Why a process of its own: Linux carries a process's peak RSS across exec, and Python starts
children with vfork, so a child of the benchmark would report at least the benchmark's own RSS
(100 MB once it has read a large system). Forked from this small process, the command's peak is
its own. The command is killed after TIMEOUT seconds, and when this process dies.
"""
import ctypes
import json
import os
import signal
import sys
import time

PR_SET_PDEATHSIG = 1


def main():
    result_path, timeout, command = sys.argv[1], float(sys.argv[2]), sys.argv[3:]
    libc = ctypes.CDLL(None, use_errno=True)
    libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL)  # the benchmark stopped: so does this
    start = time.perf_counter()
    pid = os.fork()
    if pid == 0:
        libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL)
        try:
            os.execvp(command[0], command)
        finally:
            os._exit(127)
    timed_out = False

    def expire(*_):
        nonlocal timed_out
        timed_out = True
        os.kill(pid, signal.SIGKILL)

    signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, timeout)
    _, status, usage = os.wait4(pid, 0)  # retried after the alarm's handler (PEP 475)
    elapsed = time.perf_counter() - start
    signal.setitimer(signal.ITIMER_REAL, 0)
    with open(result_path, "w") as f:
        json.dump({"seconds": elapsed, "cpu": usage.ru_utime + usage.ru_stime, "peakKB": usage.ru_maxrss,
                   "status": os.waitstatus_to_exitcode(status), "timedOut": timed_out}, f)


if __name__ == "__main__":
    main()
