// Adds up the JSON reports of every suite run by scripts/test.sh into one closing line.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const dir = process.argv[2]
let passed = 0
let failed = 0
let skipped = 0
for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8'))
  if (report.stats) {
    // Playwright
    passed += report.stats.expected + report.stats.flaky
    failed += report.stats.unexpected
    skipped += report.stats.skipped
  } else {
    // Vitest
    passed += report.numPassedTests
    failed += report.numFailedTests
    skipped += report.numPendingTests + report.numTodoTests
  }
}
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
