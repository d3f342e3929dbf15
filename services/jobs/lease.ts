import type { Payload } from 'payload'

/**
 * How long a job may stay claimed ("processing") before its runner is taken for dead. Payload's
 * jobs have no lease: a process killed in the middle of a job left it processing for good, so
 * webhook deliveries stayed pending with 0 tries and scheduled publishing stopped for ever
 * (the minute's schedule is not queued again while one is processing; issue #29). Every task
 * here ends within seconds (a webhook try is cut at 10 s), and a process's passes over a queue
 * never overlap (the next one reclaims only after this one ended), so 40 s is far beyond a live
 * claim: with the runners reclaiming every 10 s, a dead process's jobs run again within a minute
 * of their claim (issue #42, item 9). JOB_LEASE_SECONDS changes it.
 */
export const jobLeaseMs = () => (Number(process.env.JOB_LEASE_SECONDS) > 0 ? Number(process.env.JOB_LEASE_SECONDS) : 40) * 1000

/** How often the runners look for claims past their lease. */
export const RECLAIM_EVERY_MS = 10_000

/**
 * Returns to `queue` the jobs whose claim outlived the lease: they run again, each task being
 * safe to repeat (a delivery skips what was delivered, publishing what is no longer scheduled,
 * the fan-out reuses its deliveries). Called by each queue's runner inside its one-instance
 * turn, before it runs the queue; one indexed update, whatever the number of jobs.
 */
export async function reclaimAbandonedJobs(payload: Payload, queue: string, leaseMs = jobLeaseMs()): Promise<number> {
  const cutoff = new Date(Date.now() - leaseMs).toISOString()
  const { docs } = await payload.update({
    collection: 'payload-jobs',
    where: {
      and: [{ queue: { equals: queue } }, { processing: { equals: true } }, { completedAt: { exists: false } }, { updatedAt: { less_than: cutoff } }],
    },
    data: { processing: false },
    depth: 0,
    select: {},
    overrideAccess: true,
  })
  if (docs.length) payload.logger.warn({ queue, jobs: docs.length }, 'jobs claimed by a runner that stopped were put back on the queue')
  return docs.length
}

/**
 * At the start of the one process a SQLite file has (several instances share PostgreSQL, never a
 * SQLite file: README, "Running several instances"), every claim left is a dead process's: the
 * jobs go back to their queues at once instead of after the lease.
 */
export async function reclaimAtStart(payload: Payload, queues: string[]): Promise<number> {
  if (payload.db.name !== 'sqlite') return 0
  let total = 0
  for (const queue of queues) total += await reclaimAbandonedJobs(payload, queue, 0)
  return total
}
