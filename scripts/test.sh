#!/usr/bin/env bash
# npm test: every suite, in the order that fails fastest. Expects the prerequisites that
# scripts/test-prereqs.sh installs (Debian's Chromium, a PostgreSQL server).
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
started=$(date +%s)
reports=$(mktemp -d)
# Each suite also writes a JSON report; the last line adds them up.
vt() { local name=$1; shift; npx vitest run "$@" --reporter=default --reporter=json --outputFile.json="$reports/$name.json"; }
step() { printf '\n=== %s (at %ss)\n' "$*" "$(( $(date +%s) - started ))"; }

step "format and lint"
npm run --silent lint

step "typecheck"
npx tsc --noEmit -p tsconfig.json

step "unit"
vt unit --project unit

step "integration on SQLite"
TEST_DB=sqlite vt integration-sqlite --project integration

step "integration on PostgreSQL (${TEST_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/postgres})"
TEST_DB=postgres vt integration-postgres --project integration

if [ -n "${MONGODB_URI:-}" ]; then
  step "integration on MongoDB ($MONGODB_URI)"
  TEST_DB=mongodb vt integration-mongodb --project integration
else
  step "integration on MongoDB: not run, MONGODB_URI is not set (see README, 'MongoDB')"
fi

step "build (once; reused by every process and browser test)"
npm run build

step "production process: start-up, crash recovery, shutdown"
vt process --project process

step "browser (Playwright, Debian's Chromium)"
PLAYWRIGHT_JSON_OUTPUT_NAME="$reports/e2e.json" npx playwright test --reporter=list,json

echo
echo "all suites passed in $(( $(date +%s) - started )) s"
node scripts/test-summary.mjs "$reports"
