import type { Payload, PayloadRequest, TaskType } from 'payload'

type Job = { task: TaskType; input: object; queue: string; req?: PayloadRequest }

/**
 * Stores a job for a queue whose runner may be running right now, without reading it back.
 *
 * `payload.jobs.queue` inserts the row and then reads it back to return it. Outside a
 * transaction the row is on the table at once, and a runner already passing over the queue could
 * claim it, run it and delete it in between: the read found nothing and Payload's transform threw
 * "Cannot use 'in' operator to search for '_rels' in undefined" (a 500 at
 * /api/auth/recover-password in CI's fuzzing on PostgreSQL, the job's mail already sent). Nobody
 * here uses the row it returns, so the same row (the fields `jobs.queue` writes) is stored with
 * `returning: false`.
 */
export async function enqueue(payload: Payload, { task, input, queue, req }: Job): Promise<void> {
  await payload.db.create({
    collection: 'payload-jobs',
    data: { input, queue, taskSlug: task },
    req,
    returning: false,
  })
}
