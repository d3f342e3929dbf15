#!/usr/bin/env bash
# npm test: every suite, in the order that fails fastest. Expects the prerequisites that
# scripts/test-prereqs.sh installs (Debian's Chromium, a PostgreSQL server).
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
step() { printf '\n=== %s\n' "$*"; }
started=$(date +%s)

step "typecheck"
npx tsc --noEmit -p tsconfig.json

step "unit"
npx vitest run --project unit

step "integration on SQLite"
TEST_DB=sqlite npx vitest run --project integration

step "integration on PostgreSQL (${TEST_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/postgres})"
TEST_DB=postgres npx vitest run --project integration

if [ -n "${MONGODB_URI:-}" ]; then
  step "integration on MongoDB ($MONGODB_URI)"
  TEST_DB=mongodb npx vitest run --project integration
else
  step "integration on MongoDB: not run, MONGODB_URI is not set (see README, 'MongoDB')"
fi

step "build (once; reused by every process and browser test)"
npm run build

step "production process: start-up, crash recovery, shutdown"
npx vitest run --project process

step "browser (Playwright, Debian's Chromium)"
npx playwright test

echo
echo "all suites passed in $(( $(date +%s) - started )) s"
