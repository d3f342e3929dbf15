// npm run bench -- soak: the closed-loop peak of the mixed traffic, then SOAK_MINUTES (30) at
// half of it; RSS, the heap after the last full GC and p99 every minute. SQLite, built server (npm run build first).
import { peakRate, runSoak, startSoakServer } from '../tests/helpers/soak'

const minutes = Number(process.env.SOAK_MINUTES ?? 30)
const { server, base, ready, gc } = await startSoakServer()
try {
  const peak = await peakRate(base, ready)
  const rate = Math.max(1, Math.round(peak / 2))
  console.log(`peak of the mix: ${peak.toFixed(0)} requests/s; soaking ${minutes} min at ${rate}/s`)
  const result = await runSoak({
    base,
    pid: server.child.pid!,
    ready,
    gc,
    seconds: minutes * 60,
    ratePerSecond: rate,
    sampleEverySeconds: 60,
    log: (s) => console.log(JSON.stringify(s)),
  })
  const at = (minute: number) => result.samples.find((s) => s.atSeconds >= minute * 60)
  const start = result.samples[0]!
  const five = at(5) ?? start
  const end = result.samples.at(-1)!
  console.log(
    JSON.stringify({
      requests: result.requests,
      errors: result.errors.length,
      firstErrors: result.errors.slice(0, 5),
      rssMb: { start: start.rssMb, fiveMinutes: five.rssMb, end: end.rssMb },
      growthAfterFiveMinutes: `${(((end.rssMb - five.rssMb) / five.rssMb) * 100).toFixed(1)}%`,
      liveHeapMb: { fiveMinutes: five.liveHeapMb, end: end.liveHeapMb, majorGcs: end.majorGcs },
      p99Ms: result.samples.map((s) => s.p99Ms),
    }),
  )
} finally {
  server.child.kill('SIGTERM')
  await server.exited
}
