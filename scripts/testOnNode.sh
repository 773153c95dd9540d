#!/usr/bin/env bash
# Runs the runtime-facing vitest suites (below; not the contract suite, which does not depend on it) under another Node.js
# major, by default 22, the one the Docker image runs. The binary comes from the npm registry's node-linux-<arch>
# package (it ships inside the package, nothing else is downloaded) into a temporary folder that is removed after.
# Usage: bash scripts/testOnNode.sh [major]
set -euo pipefail
major="${1:-22}"
cd "$(dirname "$0")/.."
case "$(uname -m)" in
  x86_64) arch=x64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *) echo "no node-linux package for $(uname -m)" >&2; exit 1 ;;
esac
dir="$(mktemp -d)"
trap 'rm -rf "$dir"' EXIT
npm install --prefix "$dir" --no-save --no-audit --no-fund --loglevel=error "node-linux-$arch@$major" > /dev/null
export PATH="$dir/node_modules/node-linux-$arch/bin:$PATH"
echo "testing on Node $(node --version)"
# What depends on the runtime: the unit suite, the process suite (the server, signals, memory, logs), and the
# integration files about HTTP, streams, sockets, uploads, downloads, Redis, tracing and live streams. The other
# integration files, the per-area graph tests and the sandbox's own suite check how answers are mapped, in code that
# the runtime does not change; they run on the CI's Node 20 only, which keeps CI within its time. So does the new-area
# scaffold's test (a copy of the tree type-checked and linted: the toolchain's work, not the runtime's).
node node_modules/vitest/vitest.mjs run --exclude test/process/newArea.test.ts test/unit test/process test/integration/live \
  test/integration/{cors,downloads,exportFailures,largeArguments,memoryBudget,observability,refusals,requestEdge}.test.ts \
  test/integration/{resilience,responseCacheRedis,slowUploads,tracing,uploads,videoUpload}.test.ts
