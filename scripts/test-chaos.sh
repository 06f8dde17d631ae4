#!/usr/bin/env bash
# The long runs (issue 13), on PostgreSQL when TEST_DATABASE_URL names one (as in .ci/run), else
# on PGlite: a thousand generated requests per operation and caller (`npm test` sends 150), and
# with CHAOS=1 the runs that only make sense against server processes on PostgreSQL (a 10 s
# database outage under load; two instances behind a round-robin proxy; five minutes of mixed
# reads and writes at 100 connections, LOAD_SECONDS to change).
set -euo pipefail
cd "$(dirname "$0")/.."
project=api-pglite
if [[ -n "${TEST_DATABASE_URL:-}" ]]; then project=api-postgres; fi
CHAOS=1 JUNK_RUNS=${JUNK_RUNS:-1000} exec npx vitest run --project "$project" \
  apps/server/test/junk-requests.test.ts \
  apps/server/test/outage-under-load.test.ts \
  apps/server/test/two-instances.test.ts \
  apps/server/test/sustained-load.test.ts
