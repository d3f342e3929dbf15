// CPU time of processes from /proc (Linux): the cluster bench shares two cores between the load
// generator, the balancer, the instances and the databases, so it reports what each one used.
import { readdirSync, readFileSync } from 'node:fs'

const TICKS = 100 // USER_HZ on Linux

function stat(pid: number): { comm: string; seconds: number } | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const close = text.lastIndexOf(')')
    const fields = text.slice(close + 2).split(' ')
    // fields[11] and [12] are utime and stime (fields 14 and 15 of proc(5)).
    return { comm: text.slice(text.indexOf('(') + 1, close), seconds: (Number(fields[11]) + Number(fields[12])) / TICKS }
  } catch {
    return null
  }
}

export type CpuProbe = Record<string, () => number>

/** Seconds of CPU used so far by one process. */
export const byPid = (pid: number) => () => stat(pid)?.seconds ?? 0

/** Seconds of CPU used so far by every live process with this command name (all PostgreSQL backends, say). */
export const byName = (comm: string) => () => {
  let total = 0
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const s = stat(Number(entry))
    if (s?.comm === comm) total += s.seconds
  }
  return total
}

/** This process (the load generator). */
export const self = () => () => {
  const usage = process.cpuUsage()
  return (usage.user + usage.system) / 1e6
}

/** Runs `work` and returns what each probe used during it, as a percentage of one core. */
export async function cpuDuring<T>(probes: CpuProbe, work: () => Promise<T>): Promise<{ result: T; cpu: Record<string, number> }> {
  const before = Object.fromEntries(Object.entries(probes).map(([k, f]) => [k, f()]))
  const t0 = performance.now()
  const result = await work()
  const seconds = (performance.now() - t0) / 1000
  const cpu = Object.fromEntries(Object.entries(probes).map(([k, f]) => [k, Math.round(((f() - before[k]!) / seconds) * 100)]))
  return { result, cpu }
}
