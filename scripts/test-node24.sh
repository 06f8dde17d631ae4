#!/usr/bin/env bash
# The API suite on Node 24 (ADR 27): on PostgreSQL when TEST_DATABASE_URL names a database (as in
# .ci/run, which runs this instead of the api-postgres project under the machine's Node 20), else on
# PGlite. Node 24 comes from scripts/node24.sh; it is first on PATH, and the suite's server processes
# start with process.execPath, so everything the suite starts runs on it too. Extra arguments go to
# Vitest (a test file, `-t NAME`).
set -euo pipefail
cd "$(dirname "$0")/.."
node24=$(bash scripts/node24.sh)
export PATH="$(dirname "$node24"):$PATH"
version=$(node -p process.versions.node)
if [[ "$version" != 24.* ]]; then
  echo "scripts/test-node24.sh: expected Node 24 first on PATH, found $version" >&2
  exit 1
fi
project=api-pglite
if [[ -n "${TEST_DATABASE_URL:-}" ]]; then project=api-postgres; fi
echo "The API suite ($project) on Node $version"
exec node node_modules/vitest/vitest.mjs run --project "$project" "$@"
