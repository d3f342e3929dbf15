// On every database: claims of queued rows under concurrency.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { reclaimAbandonedJobs } from '../../services/jobs/lease'
import { adminServerForSuite } from '../helpers/boot'
import { queuePasswordReset } from '../../services/jobs/requestPasswordReset'
import { rowCount, runSql } from '../helpers/rawRows'

/**
 * Issue #29: a job claimed by a runner that died returns to its queue once its lease has
 * passed; a live claim is left alone; and a webhook fan-out run again finds the deliveries it
 * made (one per endpoint and event, the same webhook-id). The kill -9 proof on real processes is
 * tests/process/queueKill.test.ts.
 */
describe('job leases and re-run fan-outs', () => {
  const suite = adminServerForSuite()
  const saved = process.env.JOB_LEASE_SECONDS
  beforeAll(() => void (process.env.JOB_LEASE_SECONDS = '1'))
  afterAll(() => void (process.env.JOB_LEASE_SECONDS = saved))
  const sys = { overrideAccess: true, depth: 0 } as const

  it('puts back a claim older than the lease, and only on its own queue', async () => {
    const { payload } = suite.server
    // A queue no runner of the process serves, so only this test touches its jobs.
    const claimed = () =>
      payload.create({
        collection: 'payload-jobs',
        data: { taskSlug: 'deliverWebhook', input: { delivery: '0' }, queue: 'lease-test', processing: true },
        ...sys,
      })
    const dead = await claimed()
    await new Promise((r) => setTimeout(r, 1_300))
    const live = await claimed()
    const other = await payload.create({
      collection: 'payload-jobs',
      data: { taskSlug: 'deliverWebhook', input: { delivery: '0' }, queue: 'lease-other', processing: true },
      ...sys,
    })
    await new Promise((r) => setTimeout(r, 100))
    expect(await reclaimAbandonedJobs(payload, 'lease-test')).toBe(1)
    const state = async (id: number | string) => (await payload.findByID({ collection: 'payload-jobs', id, ...sys })).processing
    expect(await state(dead.id)).toBe(false)
    expect(await state(live.id)).toBe(true)
    expect(await state(other.id)).toBe(true)
  })

  it('a fan-out queued twice for one event makes one delivery per endpoint, under one webhook-id', async () => {
    const { payload } = suite.server
    const endpoint = await payload.create({
      collection: 'webhook-endpoints',
      data: { url: 'http://127.0.0.1:9/in', events: ['article.updated'], secretCipher: 'unused', status: 'disabled' },
      ...sys,
    })
    // The fan-out reads active endpoints; this one is made active only now, so no delivery is tried before.
    await payload.update({ collection: 'webhook-endpoints', id: endpoint.id, data: { status: 'active' }, ...sys })
    const id = 'f'.repeat(32)
    const input = { id, event: 'article.updated', body: { type: 'article.updated', timestamp: new Date().toISOString(), data: { id: 1 } } }
    for (let i = 0; i < 2; i++) await payload.jobs.queue({ task: 'fanOutWebhook', input, queue: 'fanout-test' })
    await payload.jobs.run({ queue: 'fanout-test', limit: 10, sequential: true })
    await payload.update({ collection: 'webhook-endpoints', id: endpoint.id, data: { status: 'disabled' }, ...sys })
    const { docs } = await payload.find({ collection: 'webhook-deliveries', where: { messageId: { like: `msg_${id}` } }, ...sys })
    expect(docs.map((d) => d.messageId)).toEqual([`msg_${id}_${endpoint.id}`])
  })
  it('a job a runner takes and ends the moment it is stored does not fail what queued it', async () => {
    const { server } = suite
    // The runner of another request, already passing over the mail queue, claims, runs and deletes
    // the new row before the insert's caller reads it back: here a trigger deletes it at once.
    const pg = server.db.kind === 'postgres'
    const gone = `NEW.queue IN ('vanishing', 'mail')`
    const vanish = pg
      ? [
          `CREATE FUNCTION test_vanish_job() RETURNS trigger AS $$ BEGIN DELETE FROM payload_jobs WHERE id = NEW.id; RETURN NULL; END $$ LANGUAGE plpgsql`,
          `CREATE TRIGGER test_vanish_job AFTER INSERT ON payload_jobs FOR EACH ROW WHEN (${gone}) EXECUTE FUNCTION test_vanish_job()`,
        ]
      : [`CREATE TRIGGER test_vanish_job AFTER INSERT ON payload_jobs WHEN ${gone} BEGIN DELETE FROM payload_jobs WHERE id = NEW.id; END`]
    for (const sql of vanish) await runSql(server, sql)
    try {
      // What Payload's own queue call does then (the 500 CI's fuzzer met at /api/auth/recover-password).
      await expect(server.payload.jobs.queue({ task: 'sendMail', input: { mail: {} }, queue: 'vanishing' })).rejects.toThrow(/_rels/)
      await expect(queuePasswordReset(server.payload, 'nobody@example.com')).resolves.toBeUndefined()
      expect(await rowCount(server, 'payload_jobs', `queue = 'mail'`)).toBe(0)
    } finally {
      await runSql(server, `DROP TRIGGER test_vanish_job${pg ? ' ON payload_jobs' : ''}`)
      if (pg) await runSql(server, 'DROP FUNCTION test_vanish_job()')
    }
  })
})
