"""Uses the clients generated from openapi.yaml against a live layoutd (55_client.sh generates them).

Usage: client.py --base URL --root REPO --client DIR --models FILE

--client: the directory holding the package `layoutd_client` (openapi-python-client's output);
--models: the module datamodel-codegen wrote (pydantic models).
Every call is made twice, through the generated client and as plain HTTP, and the typed result
must say what the raw JSON says (`to_dict()` of the model equals the parsed body) and the bytes
must be the same. Prints one line per finding; exits 1 on any failure.
"""
import argparse
import importlib.util
import json
import re
import sys
import urllib.error
import urllib.request

parser = argparse.ArgumentParser()
parser.add_argument("--base", required=True)
parser.add_argument("--root", required=True)
parser.add_argument("--client", required=True)
parser.add_argument("--models", required=True)
options = parser.parse_args()
failures = 0


def check(condition, message, detail=""):
    global failures
    if condition:
        print(f"  ok: {message}")
    else:
        failures += 1
        print(f"  FAIL: {message}{': ' + str(detail)[:400] if detail else ''}")


def raw(method, path, body=None):
    """(status, content type, bytes) of a plain request, the body sent as JSON."""
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(options.base + path, data=data, method=method,
                                     headers={"Content-Type": "application/json"} if data else {})
    try:
        with urllib.request.urlopen(request, timeout=60) as response:
            return response.status, response.headers.get("Content-Type"), response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.headers.get("Content-Type"), error.read()


seed = json.load(open(f"{options.root}/examples/seed-000-profile.json", encoding="utf-8"))

# --- openapi-python-client ---------------------------------------------------------------------
sys.path.insert(0, options.client)
from layoutd_client import Client  # noqa: E402
from layoutd_client.api.catalog import get_example, list_devices  # noqa: E402
from layoutd_client.api.layout import layout, render, validate  # noqa: E402
from layoutd_client.models import (  # noqa: E402
    DeviceId, DeviceList, DeviceTarget, LayoutDocument, LayoutResponse, OrientationName, Problem,
    SingleTargetRequest, SolvedRect, ValidateResponse)
from layoutd_client.types import File  # noqa: E402

check(True, "the generated package layoutd_client imports (Client, api.layout, api.catalog, models)")
client = Client(base_url=options.base, timeout=60, raise_on_unexpected_status=True)

document = LayoutDocument.from_dict(seed)
check(document.to_dict() == seed, "seed-000 read as a typed LayoutDocument writes back the same JSON",
      document.to_dict())

request = SingleTargetRequest(document=document,
                              target=DeviceTarget(device=DeviceId.IPHONE_6, orientation=OrientationName.LANDSCAPE))
answer = layout.sync_detailed(client=client, body=request)
status, _, body = raw("POST", "/v1/layout", request.to_dict())
check(answer.status_code == 200 and isinstance(answer.parsed, LayoutResponse),
      "POST /v1/layout {document, target}: 200, a LayoutResponse", answer.status_code)
check(answer.content == body, "the client's request gets the same bytes as the same JSON sent by hand")
expected = json.loads(body)
check(answer.parsed.to_dict() == expected, "the typed LayoutResponse equals the raw JSON", answer.parsed.to_dict())
result = answer.parsed.results[0]
frame = result.frames["photoImageView"]
check(isinstance(frame, SolvedRect)
      and [frame.x, frame.y, frame.width, frame.height] == list(expected["results"][0]["frames"]["photoImageView"].values()),
      f"frames read through the models: photoImageView is a SolvedRect at {frame.x:g},{frame.y:g} "
      f"{frame.width:g}x{frame.height:g}", frame)
check(list(result.frames.additional_properties) == list(expected["results"][0]["frames"]),
      f"every view's frame, in document order ({len(result.frames.additional_properties)} views)")
check(result.target.size.width == 667 and result.target.orientation == OrientationName.LANDSCAPE,
      "the result's target is typed: iPhone 6 landscape, 667 wide", result.target.to_dict())

shortcut = layout.sync(client=client, body=document, device=DeviceId.IPHONE_6, orientation=OrientationName.LANDSCAPE)
check(isinstance(shortcut, LayoutResponse) and shortcut.results[0].frames.to_dict() == expected["results"][0]["frames"],
      "the bare document with the target in the query (typed query parameters) gives the same frames")

checked = validate.sync_detailed(client=client, body=document)
status, _, body = raw("POST", "/v1/validate", seed)
check(checked.status_code == 200 and isinstance(checked.parsed, ValidateResponse)
      and checked.parsed.to_dict() == json.loads(body),
      f"POST /v1/validate: a ValidateResponse equal to the raw JSON "
      f"({len(checked.parsed.targets) if checked.parsed else '?'} targets)", checked.status_code)

drawn = render.sync_detailed(client=client, body=request)
status, content_type, body = raw("POST", "/v1/render", request.to_dict())
check(drawn.status_code == 200 and isinstance(drawn.parsed, File), "POST /v1/render: 200, a File", drawn.status_code)
svg = drawn.parsed.payload.read() if isinstance(drawn.parsed, File) else b""
check(svg == body and svg.lstrip().startswith((b"<svg", b"<?xml")) and content_type == "image/svg+xml",
      f"the SVG bytes ({len(svg)}) are the server's, sent as {content_type}")

devices = list_devices.sync(client=client)
status, _, body = raw("GET", "/v1/devices")
check(isinstance(devices, DeviceList) and devices.to_dict() == json.loads(body),
      f"GET /v1/devices: a DeviceList equal to the raw JSON ({len(devices.devices) if devices else '?'} devices)")
check(all(DeviceId(device.id) for device in devices.devices), "every catalog id is a value of the generated DeviceId")

example = get_example.sync(client=client, name="seed-000-profile")
check(isinstance(example, LayoutDocument) and example.to_dict() == seed,
      "GET /v1/examples/seed-000-profile: a LayoutDocument equal to examples/seed-000-profile.json")

bad = LayoutDocument.from_dict({"root": {"id": "root", "subviews": [{"id": "nine lives"}]}})
refused = layout.sync_detailed(client=client, body=bad, device=DeviceId.IPHONE_6)
status, _, body = raw("POST", "/v1/layout?device=iphone-6", bad.to_dict())
problem = refused.parsed
check(refused.status_code == 422 and isinstance(problem, Problem), "an invalid view id: 422, parsed as a Problem",
      refused.status_code)
check(isinstance(problem, Problem) and problem.to_dict() == json.loads(body)
      and problem.code == "invalid_document" and problem.errors[0].pointer == "/root/subviews/0/id",
      f"the typed Problem equals the raw JSON: code {getattr(problem, 'code', None)}, "
      f"errors[0].pointer {problem.errors[0].pointer if isinstance(problem, Problem) and problem.errors else None}")

# --- datamodel-codegen -------------------------------------------------------------------------
spec = importlib.util.spec_from_file_location("layoutd_models", options.models)
models = sys.modules["layoutd_models"] = importlib.util.module_from_spec(spec)
spec.loader.exec_module(models)
names = re.findall(r"^class (\w+)\(", open(options.models, encoding="utf-8").read(), re.M)
numbered = [name for name in names if re.search(r"\d$", name)]
check(names and not numbered, f"datamodel-codegen: {len(names)} classes, none a numbered collision", numbered)
typed = models.LayoutDocument.model_validate(seed)
check(typed.model_dump(mode="json", exclude_unset=True) == seed,
      "the pydantic LayoutDocument validates seed-000 and dumps the same JSON")
response = models.LayoutResponse.model_validate(expected)
check(response.model_dump(mode="json", exclude_unset=True) == expected,
      "the pydantic LayoutResponse validates the server's answer and dumps the same JSON")

sys.exit(1 if failures else 0)
