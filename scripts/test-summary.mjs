// Adds up what scripts/test.sh ran: one line per suite (its counts, or its exit code for the
// steps that are not test runners), then the closing totals. Exits non-zero when any step failed
// or did not run, so `npm test` fails while still showing every suite's result (issue #42).
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { stripVTControlCharacters } from 'node:util'

const dir = process.argv[2]
const steps = readFileSync(path.join(dir, 'steps.tsv'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => {
    const [name, code, seconds, cpu] = line.split('\t')
    return { name, code, seconds: seconds === undefined ? null : Number(seconds), cpu: cpu === undefined ? null : Number(cpu) }
  })

/** A suite's JSON report (Vitest's or Playwright's), or null where it wrote none. */
function reportOf(name) {
  const file = path.join(dir, `${name}.json`)
  if (!existsSync(file)) return null
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}

/** A suite's counts from its report, or null where it wrote none. */
function counts(name) {
  const report = reportOf(name)
  if (!report) return null
  if (report.stats) return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected, skipped: report.stats.skipped }
  return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests }
}

/** The first line of an error, without colour codes. */
const firstLine = (text) =>
  stripVTControlCharacters(String(text ?? ''))
    .split('\n')
    .find((l) => l.trim()) ?? ''

/** Each failed test of a suite's JSON report: its file, title and the first line of its error. */
function failedTests(name) {
  const report = reportOf(name)
  if (!report) return []
  const out = []
  if (report.suites) {
    // Playwright: suites hold specs and more suites; a spec's test is unexpected when it failed every try.
    const walk = (suite) => {
      for (const spec of suite.specs ?? [])
        for (const test of spec.tests ?? [])
          if (test.status === 'unexpected') {
            const error = test.results?.map((r) => r.error?.message).find(Boolean)
            out.push(`${spec.file}:${spec.line} ${spec.title} -- ${firstLine(error)}`)
          }
      for (const child of suite.suites ?? []) walk(child)
    }
    for (const suite of report.suites) walk(suite)
    return out
  }
  for (const result of report.testResults ?? []) {
    const where = path.relative(process.cwd(), result.name ?? '')
    const failed = (result.assertionResults ?? []).filter((a) => a.status === 'failed')
    for (const a of failed) out.push(`${where} ${a.fullName} -- ${firstLine(a.failureMessages?.[0])}`)
    if (!failed.length && result.status === 'failed') out.push(`${where} -- ${firstLine(result.message)}`)
  }
  return out
}

const total = { passed: 0, failed: 0, skipped: 0 }
let broken = 0
const clock = (seconds) => (seconds === null ? '' : `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`)
console.log('suite                  time      CPU   result')
for (const { name, code, seconds, cpu } of steps) {
  const c = counts(name)
  const ok = code === '0'
  if (!ok) broken++
  let result
  if (c) {
    total.passed += c.passed
    total.failed += c.failed
    total.skipped += c.skipped
    result = `${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`
    // A runner that failed without a failing test (a crash, a file that did not load) still fails the run.
    if (!ok && c.failed === 0) result += ` (exit ${code})`
  } else {
    result = code === 'not run' ? 'not run (the build failed)' : ok ? 'ok' : `failed (exit ${code})`
  }
  console.log(`${name.padEnd(22)} ${clock(seconds).padStart(6)} ${clock(cpu).padStart(6)}   ${result}`)
}
const failures = steps.flatMap(({ name }) => failedTests(name).map((line) => `${name}: ${line}`))
if (failures.length) {
  // Named last, where a CI log cut to its tail still shows them.
  console.log()
  console.log('failed tests:')
  for (const line of failures.slice(0, 20)) console.log(`  ${line}`)
  if (failures.length > 20) console.log(`  ... and ${failures.length - 20} more`)
}
console.log()
console.log(`tests: ${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`)
if (broken) {
  console.log(`${broken} of ${steps.length} steps failed or did not run`)
  process.exit(1)
}
