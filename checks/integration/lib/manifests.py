"""Checks what the deployment relies on in deploy/kubernetes and the Dockerfile, beyond schema
validity (70_hadolint.sh runs kubernetes-validate --strict on every manifest and on the TLS
overlay rendered by this file). Usage: manifests.py ROOT [--render-tls OUT.yaml]
Prints one line per finding; exits 1 on any."""
import copy
import pathlib
import re
import sys

import yaml

root = pathlib.Path(sys.argv[1])
kube = root / "deploy" / "kubernetes"
failures = []


def check(condition, message):
    if not condition:
        failures.append(message)


def load(path):
    return yaml.safe_load(path.read_text())


def apply_patch(document, operations):
    """JSON Patch (RFC 6902) `add` and `replace` on a tree of dicts and lists, enough for the
    overlay's operations; anything else is a finding."""
    document = copy.deepcopy(document)
    for operation in operations:
        tokens = [t.replace("~1", "/").replace("~0", "~") for t in operation["path"].split("/")[1:]]
        parent = document
        for token in tokens[:-1]:
            parent = parent[int(token)] if isinstance(parent, list) else parent[token]
        last = tokens[-1]
        if operation["op"] not in ("add", "replace"):
            failures.append(f"overlay: unsupported patch operation {operation['op']}")
        elif isinstance(parent, list):
            if last == "-":
                parent.append(operation["value"])
            elif operation["op"] == "add":
                parent.insert(int(last), operation["value"])
            else:
                parent[int(last)] = operation["value"]
        else:
            check(operation["op"] == "add" or last in parent, f"overlay: replace of missing {operation['path']}")
            parent[last] = operation["value"]
    return document


deployment = load(kube / "deployment.yaml")
hpa = load(kube / "hpa.yaml")
kustomization = load(kube / "kustomization.yaml")
pod = deployment["spec"]["template"]["spec"]
container = pod["containers"][0]

# The HPA owns the replica count.
check(hpa["spec"]["scaleTargetRef"]["name"] == deployment["metadata"]["name"], "the HPA does not scale the Deployment")
check("replicas" not in deployment["spec"], "the Deployment sets replicas under an HPA")
check(hpa["spec"]["minReplicas"] >= 2, "the HPA allows fewer than 2 replicas (the PDB needs one to stay)")
# Images pinned through kustomize.
images = {entry["name"]: entry for entry in kustomization.get("images", [])}
check(container["image"] in images, f"kustomization.yaml does not pin the image '{container['image']}'")
pinned = images.get(container["image"], {})
check(re.fullmatch(r"sha256:[0-9a-f]{64}", pinned.get("digest", "")) is not None or pinned.get("newTag", "latest") != "latest",
      "the image is pinned by neither a digest nor a tag other than latest")
check(":latest" not in container["image"], "the Deployment uses :latest")
check(set(kustomization["resources"]) >= {"deployment.yaml", "service.yaml", "hpa.yaml", "pdb.yaml"},
      "kustomization.yaml leaves out a manifest")
# PDB, service account token, probes.
pdb = load(kube / "pdb.yaml")
check(pdb["kind"] == "PodDisruptionBudget" and pdb["spec"].get("minAvailable") == 1, "no PodDisruptionBudget with minAvailable: 1")
check(pdb["spec"]["selector"] == deployment["spec"]["selector"], "the PDB selects other pods than the Deployment")
check(pod.get("automountServiceAccountToken") is False, "the service-account token is mounted")
readiness = container["readinessProbe"]
check(readiness.get("failureThreshold", 3) >= 2, "readiness drops the pod on one failed probe")
check(readiness.get("timeoutSeconds", 1) >= 2, "readiness times out in under 2 s")
for probe in ("startupProbe", "livenessProbe", "readinessProbe"):
    check(probe in container, f"no {probe}")
# Grace period ≥ preStop + the drain bound (--solve-timeout-ms + 1 s).
args = container.get("args", [])
timeout_ms = int(args[args.index("--solve-timeout-ms") + 1]) if "--solve-timeout-ms" in args else 10_000
pre_stop = container["lifecycle"]["preStop"]["exec"]["command"]
pause = int(pre_stop[1]) if pre_stop[0] == "sleep" else 0
grace = pod.get("terminationGracePeriodSeconds", 30)
check(grace >= pause + timeout_ms / 1000 + 1,
      f"terminationGracePeriodSeconds {grace} < preStop {pause} s + solve timeout {timeout_ms / 1000} s + 1 s")
# Resources.
resources = container.get("resources", {})
check("memory" in resources.get("limits", {}) and "memory" in resources.get("requests", {}), "no memory request and limit")

# The TLS overlay: every probe over HTTPS, the certificate from a Secret.
overlay = load(kube / "overlays" / "tls" / "kustomization.yaml")
check(overlay["resources"] == ["../.."], "the TLS overlay does not build on deploy/kubernetes")
patch = load(kube / "overlays" / "tls" / overlay["patches"][0]["path"])
tls = apply_patch(deployment, patch)
tls_container = tls["spec"]["template"]["spec"]["containers"][0]
for probe in ("startupProbe", "livenessProbe", "readinessProbe"):
    check(tls_container[probe]["httpGet"].get("scheme") == "HTTPS", f"TLS overlay: {probe} is not HTTPS")
names = {entry["name"] for entry in tls_container["env"]}
check({"LAYOUT_TLS_CERT", "LAYOUT_TLS_KEY"} <= names, "TLS overlay: no LAYOUT_TLS_CERT/LAYOUT_TLS_KEY")
if "--render-tls" in sys.argv:
    pathlib.Path(sys.argv[sys.argv.index("--render-tls") + 1]).write_text(yaml.safe_dump(tls))

# The Dockerfile's runtime stage: layoutd's own health check, no curl or CA bundle, a user
# useradd does not warn about.
dockerfile = (root / "Dockerfile").read_text()
runtime = dockerfile[dockerfile.index(" AS runtime"):]
check(re.search(r'HEALTHCHECK .*\n?.*CMD \["/usr/local/bin/layoutd", "--healthcheck"\]', runtime) is not None,
      "the HEALTHCHECK is not layoutd --healthcheck")
installs = " ".join(line for line in runtime.splitlines() if "apt-get install" in line).split()
for package in ("curl", "ca-certificates"):
    check(package not in installs, f"the runtime stage installs {package}")
check(not re.search(r"(useradd|groupadd)[^\n]*--system", runtime), "useradd/groupadd --system with uid 10001 warns (above SYS_UID_MAX)")
check("strip" in dockerfile and "-gline-tables-only" in dockerfile, "the binary is not built with line tables and stripped")

for failure in failures:
    print(f"  FAIL: {failure}")
if not failures:
    print("  ok: deploy/kubernetes and the Dockerfile carry what the deployment relies on")
sys.exit(1 if failures else 0)
