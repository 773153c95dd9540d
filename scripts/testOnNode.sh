#!/usr/bin/env bash
# Runs the vitest suites (all but the contract suite, which does not depend on the runtime) under another Node.js
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
node node_modules/vitest/vitest.mjs run test/unit test/integration test/process test/sandbox
