#!/usr/bin/env python3
"""Server CPU per request: the CPU time (user + system, from /proc/PID/stat) that a release
layoutd with one worker spends per POST, sent one after another on one keep-alive connection,
each document different from the last (its `padding` metric), so nothing can answer from a
cache. Unlike wall time, it does not count the client's own time or the wait between requests.

    benchmarks/server_cpu.py [--requests 3000] [--rounds 3] [--route /v1/layout]
                             [--document examples/seed-000-profile.json] BINARY [BINARY ...]

Several binaries (e.g. main beside a copy built from an older commit) run in turns, round by
round, so the shared machine's noise hits each alike; each prints its median over the rounds,
and each after the first the median of its per-round ratios to the first. The clock counts
10 ms ticks: send enough requests for a second or more of CPU per round.
/v1/layout asks for iphone-6 portrait; /v1/validate asks for every catalog target.
`benchmarks/shapes.py --emit feed 1` writes LayoutFrameworkBenchmark's FeedItem cell.
"""
import argparse
import json
import os
import socket
import statistics
import subprocess
import sys

from layoutd_client import ONE_TARGET, distinct_body, wait_until_serving

WARM_UP = 200


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def cpu_seconds(pid):
    # Fields 14 and 15 of /proc/PID/stat (utime, stime), counted after the command's ")".
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def milliseconds_per_request(binary, route, payloads, requests):
    port = free_port()
    try:
        server = subprocess.Popen(
            [binary, "--host", "127.0.0.1", "--port", str(port), "--workers", "1"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    except OSError as error:
        sys.exit(f"cannot run {binary}: {error.strerror}")
    try:
        connection = wait_until_serving(port, timeout=30, is_running=lambda: server.poll() is None)

        def post(body):
            connection.request("POST", route, body, {"Content-Type": "application/json"})
            response = connection.getresponse()
            response.read()
            if response.status != 200:
                sys.exit(f"{binary}: {route} answered {response.status}")

        for body in payloads[:WARM_UP]:
            post(body)
        before = cpu_seconds(server.pid)
        for body in payloads[WARM_UP:WARM_UP + requests]:
            post(body)
        return (cpu_seconds(server.pid) - before) / requests * 1000
    finally:
        server.kill()
        server.wait()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("binaries", nargs="+", metavar="BINARY")
    parser.add_argument("--document", default="examples/seed-000-profile.json")
    parser.add_argument("--route", default="/v1/layout", choices=["/v1/layout", "/v1/validate"])
    parser.add_argument("--requests", type=int, default=3000)
    parser.add_argument("--rounds", type=int, default=3)
    arguments = parser.parse_args()
    if arguments.requests < 1 or arguments.rounds < 1:
        sys.exit("--requests and --rounds must be at least 1")
    with open(arguments.document) as file:
        document = json.load(file)
    targets = {} if arguments.route == "/v1/validate" else ONE_TARGET
    payloads = [distinct_body(document, targets, index) for index in range(WARM_UP + arguments.requests)]
    results = {binary: [] for binary in arguments.binaries}
    for _ in range(arguments.rounds):
        for binary in arguments.binaries:
            results[binary].append(milliseconds_per_request(binary, arguments.route, payloads, arguments.requests))
    first = results[arguments.binaries[0]]
    for binary, values in results.items():
        rounds = " ".join(f"{value:.3f}" for value in values)
        line = f"{binary}: median {statistics.median(values):.3f} ms of server CPU per request ({rounds})"
        if binary != arguments.binaries[0]:
            # The machine's speed drifts between rounds; the ratio within a round does less.
            ratio = statistics.median(value / base for value, base in zip(values, first))
            line += f", {ratio:.2f} x the first binary (median of the rounds' ratios)"
        print(line)


if __name__ == "__main__":
    main()
