import { existsSync, mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { defineConfig } from '@playwright/test'

// Browser tests run against the built app (`npm run build` once), on a fresh SQLite
// database with the demo seed, in Debian's Chromium: no browser is ever downloaded.
const PORT = Number(process.env.E2E_PORT ?? 3100)
// Debian's chromium-headless-shell (scripts/test-prereqs.sh installs it): Chromium's own headless
// build, the one Playwright runs headless tests in; the same Blink and V8 as the chromium package
// at 36% less CPU for this suite (issue #61, item 3). The full browser where it is all there is.
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell'
const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium')
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'site-e2e-'))
process.env.E2E_DATA_DIR = dataDir // workers re-evaluate this file: keep one folder

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Bounds on waiting for a state, never durations: a passing test takes no longer for them. CI runs
  // this suite beside the process suite and the fuzzer on two cores, where it took 26 minutes against
  // 9 alone: Playwright's default 5 s for a state to show is then too short a bound.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'pt-BR',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node dist/server.mjs',
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DATABASE_URI: `file:${path.join(dataDir, 'e2e.db')}`,
      PAYLOAD_SECRET: 'e2e-secret-0123456789abcdef0123456789abcdef',
      SEED_ADMIN_EMAIL: 'admin@example.com',
      SEED_ADMIN_PASSWORD: 'Admin@12345',
      LOG_LEVEL: 'warn',
      // One browser signs in dozens of times a minute from 127.0.0.1; the limits themselves are
      // proven by the integration suite (gatewayAuth, rate limits).
      RATE_LIMIT_MAX: '1000',
    },
  },
})
