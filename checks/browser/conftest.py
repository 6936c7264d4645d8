"""Fixtures of the browser checks: layoutd on a free port, the system's Chromium driven by
Playwright (nothing downloaded: the browser is Debian's `chromium`), and a page per test that
fails the test on any console error, uncaught exception or failed request it did not expect."""
import json
import os
import shutil
import socket
import subprocess
import time
import urllib.error
import urllib.request

import pytest
from playwright.sync_api import sync_playwright

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def chromium_path():
    """Debian's browser: the binary itself (its /usr/bin/chromium wrapper script adds nothing here)."""
    for candidate in (os.environ.get("LAYOUTD_CHROMIUM"), "/usr/lib/chromium/chromium", shutil.which("chromium")):
        if candidate and os.access(candidate, os.X_OK):
            return candidate
    pytest.fail("no chromium (apt-get install chromium)")


class Server:
    def __init__(self, *flags):
        binary = os.environ.get("LAYOUTD_BIN", os.path.join(ROOT, ".build/release/layoutd"))
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.process = subprocess.Popen([binary, "--host", "127.0.0.1", "--port", str(self.port), *flags],
                                        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            try:
                urllib.request.urlopen(self.base + "/healthz", timeout=1).read()
                return
            except OSError:
                if self.process.poll() is not None:
                    break
                time.sleep(0.05)
        self.stop()
        pytest.fail(f"layoutd did not come up on {self.base}")

    def request(self, path, body=None, headers=None):
        """(status, headers, bytes) of one request."""
        data = body.encode() if isinstance(body, str) else body
        request = urllib.request.Request(self.base + path, data=data, headers=headers or {})
        try:
            with urllib.request.urlopen(request, timeout=30) as response:
                return response.status, response.headers, response.read()
        except urllib.error.HTTPError as error:
            return error.code, error.headers, error.read()

    def layout(self, document_text, target, output=None):
        """The API's first result for a document's text on one target."""
        body = json.dumps({"document": json.loads(document_text), "target": target, "output": output or {}})
        status, _, answer = self.request("/v1/layout", body, {"Content-Type": "application/json"})
        assert status == 200, answer
        return json.loads(answer)["results"][0]

    def stop(self):
        self.process.terminate()
        try:
            self.process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


@pytest.fixture(scope="session")
def server():
    running = Server()
    yield running
    running.stop()


@pytest.fixture(scope="session")
def browser():
    os.environ["PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD"] = "1"
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=chromium_path(), args=["--no-sandbox", "--disable-dev-shm-usage"])
        yield launched
        launched.close()


class Watched:
    """A page whose console errors, uncaught exceptions and failed requests are recorded.
    `expect_status(n)` allows responses (and Chromium's console line for them) of status n."""

    def __init__(self, page):
        self.page = page
        self.problems = []
        self.allowed = set()
        page.on("console", self._console)
        page.on("pageerror", lambda error: self.problems.append(f"uncaught: {error}"))
        page.on("requestfailed", self._failed)
        page.on("response", self._response)

    def expect_status(self, status):
        self.allowed.add(status)

    def _console(self, message):
        if message.type != "error":
            return
        text = message.text
        if any(f"status of {status} " in text for status in self.allowed):
            return
        self.problems.append(f"console: {text}")

    def _failed(self, request):
        # The page aborts a stale solve on purpose (AbortController) when the input changes.
        if request.method == "POST" and request.failure == "net::ERR_ABORTED":
            return
        self.problems.append(f"failed: {request.method} {request.url} {request.failure}")

    def _response(self, response):
        if response.status >= 400 and response.status not in self.allowed:
            self.problems.append(f"status {response.status}: {response.request.method} {response.url}")


@pytest.fixture
def open_page(browser, server):
    """open_page(url=None) → a Watched page at the playground (1280×800), ready: the first
    answer drawn. Every page is checked for problems when the test ends."""
    contexts, watched = [], []

    def opener(url=None, viewport=None):
        context = browser.new_context(viewport=viewport or {"width": 1280, "height": 800})
        contexts.append(context)
        page = Watched(context.new_page())
        watched.append(page)
        page.page.goto(url or server.base + "/")
        wait_for_answer(page.page, 0)
        return page

    yield opener
    problems = [p for page in watched for p in page.problems]
    for context in contexts:
        context.close()
    assert problems == [], problems


def answers(page):
    return int(page.get_attribute("#status", "data-answers") or 0)


def wait_for_answer(page, after):
    """Waits until the page has shown more than `after` answers; returns the new count."""
    # Functions, not expressions: the page's policy forbids eval, which expressions would need.
    page.wait_for_function("after => Number(document.getElementById('status').dataset.answers || 0) > after",
                           arg=after, timeout=15_000)
    return answers(page)
