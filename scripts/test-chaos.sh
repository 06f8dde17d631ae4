#!/usr/bin/env bash
# The long runs (issue 13): a thousand generated requests per operation and caller, on
# PostgreSQL when TEST_DATABASE_URL names one (as in .ci/run), else on PGlite. `npm test` runs
# the same suite with 150.
set -euo pipefail
cd "$(dirname "$0")/.."
project=api-pglite
if [[ -n "${TEST_DATABASE_URL:-}" ]]; then project=api-postgres; fi
JUNK_RUNS=${JUNK_RUNS:-1000} exec npx vitest run apps/server/test/junk-requests.test.ts --project "$project"
