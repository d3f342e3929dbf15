import { globSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { EVERY_DATABASE } from '../../vitest.config'

// Issue #61, item 3: PostgreSQL runs the integration files that depend on the database, the rest
// run once. A file that reaches under Payload to the database must say which it is.
const UNDER_PAYLOAD = /rawRows|queryPlans|process\.env\.TEST_DB|db\.kind|createTestDatabase|sqlstate|drizzle|payload\.db\b/
const ONCE = /^\/\/ Once, on SQLite: \S/

describe('the integration files on each database', () => {
  const files = globSync('tests/integration/**/*.test.ts').map((file) => ({ file, text: readFileSync(file, 'utf8') }))

  it('names why a file that reaches the database directly runs on every database, or only once', () => {
    const unsaid = files.filter(({ text }) => UNDER_PAYLOAD.test(text) && !EVERY_DATABASE.test(text) && !ONCE.test(text)).map(({ file }) => file)
    expect(unsaid).toEqual([])
  })

  it('keeps the database-bound themes on every database: migrations, transactions, search, locks, plans', () => {
    const every = files.filter(({ text }) => EVERY_DATABASE.test(text)).map(({ file }) => file.replace(/^.*\//, ''))
    for (const name of ['migrations', 'wholeWrites', 'concurrentSaves', 'search', 'jobLease', 'gatewayFuzz', 'oneLock'])
      expect(every).toContain(`${name}.test.ts`)
    expect(every.length).toBeLessThan(files.length) // the rest run once
  })
})
