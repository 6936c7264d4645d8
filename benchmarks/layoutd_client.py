"""What the benchmarks that talk to a running layoutd share: waiting for it to serve, and request
bodies whose documents differ one from the next, so that no request could be answered from a
cache. Imported by benchmarks/server_cpu.py, benchmarks/instructions.sh and
benchmarks/multitarget.sh."""
import http.client
import json
import sys
import time

ONE_TARGET = {"target": {"device": "iphone-6", "orientation": "portrait"}}


def wait_until_serving(port, timeout=10, timeout_per_request=60, is_running=lambda: True):
    """A keep-alive connection to the layoutd on `port`, once `GET /healthz` answers; exits
    the benchmark if it does not within `timeout` seconds, or once `is_running()` is false."""
    deadline = time.monotonic() + timeout
    while True:
        if not is_running():
            sys.exit("layoutd exited before it served")
        try:
            connection = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout_per_request)
            connection.request("GET", "/healthz")
            connection.getresponse().read()
            return connection
        except OSError:
            if time.monotonic() > deadline:
                sys.exit(f"layoutd did not serve on port {port} within {timeout} s")
            time.sleep(0.1)


def distinct_body(document, targets, index):
    """Request body `index`: `document` with its `padding` metric set to 10 + index % 7, and
    `targets` (e.g. `ONE_TARGET`, or {} for every catalog target)."""
    metrics = dict(document.get("metrics", {}), padding=10 + index % 7)
    return json.dumps({"document": dict(document, metrics=metrics), **targets}).encode()
