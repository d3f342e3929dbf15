import type { Payload } from 'payload'

/**
 * How long a job may stay claimed ("processing") before its runner is taken for dead. Payload's
 * jobs have no lease: a process killed in the middle of a job left it processing for good, so
 * webhook deliveries stayed pending with 0 tries and scheduled publishing stopped for ever
 * (the minute's schedule is not queued again while one is processing; issue #29). Every task
 * here ends within seconds (a webhook try is cut at 10 s), so five minutes is far beyond a live
 * one. JOB_LEASE_SECONDS shortens it for the crash tests.
 */
export const jobLeaseMs = () => (Number(process.env.JOB_LEASE_SECONDS) > 0 ? Number(process.env.JOB_LEASE_SECONDS) : 300) * 1000

/**
 * Returns to `queue` the jobs whose claim outlived the lease: they run again, each task being
 * safe to repeat (a delivery skips what was delivered, publishing what is no longer scheduled,
 * the fan-out reuses its deliveries). Called by each queue's runner inside its one-instance
 * turn, before it runs the queue; one indexed update, whatever the number of jobs.
 */
export async function reclaimAbandonedJobs(payload: Payload, queue: string): Promise<number> {
  const cutoff = new Date(Date.now() - jobLeaseMs()).toISOString()
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
