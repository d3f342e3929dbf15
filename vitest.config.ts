import { globSync, readFileSync } from 'node:fs'
import { defineConfig } from 'vitest/config'

/**
 * The integration files that run on every database (issue #61, item 3): those whose first line
 * says "// On every database: <why>" (queries, migrations, transactions, search, locks). The rest
 * test the product's own code, the same on any database: they run once, on SQLite.
 */
export const EVERY_DATABASE = /^\/\/ On every database: \S/
const onEveryDatabase = () => globSync('tests/integration/**/*.test.ts').filter((file) => EVERY_DATABASE.test(readFileSync(file, 'utf8')))
const serverDatabase = (process.env.TEST_DB ?? 'sqlite') !== 'sqlite'

// Integration files each boot Payload on their own database; two cores, so two at a time.
export default defineConfig({
  test: {
    // With files sharing a worker (isolate: false), a file's PostgreSQL database is dropped WITH
    // (FORCE) while the worker goes on: the connections its pools still hold are ended by the
    // server (57P01, "terminating connection due to administrator command") and the pg client
    // throws where nobody listens any more. That one error of a finished file's database is not the
    // running file's; every other unhandled error still fails the run.
    onUnhandledError: (error) => (error as { code?: unknown }).code !== '57P01',
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: serverDatabase && process.env.TEST_ALL !== '1' ? onEveryDatabase() : ['tests/integration/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          maxWorkers: 2,
          // Files share their worker's loaded modules (each still boots Payload on its own database):
          // loading Payload, the gateway and the services again for each file was half the suite's
          // time (SQLite: 504 s isolated, 252 s shared, the same 1,448 tests passing; issue #61).
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
          setupFiles: ['tests/helpers/setupEnv.ts'],
          globalSetup: ['tests/helpers/schemaTemplate.ts'],
        },
      },
      {
        test: {
          name: 'process',
          include: ['tests/process/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          maxWorkers: 2,
          testTimeout: 120_000,
        },
      },
    ],
  },
})
