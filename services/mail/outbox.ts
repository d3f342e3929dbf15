import type { EmailAdapter, Payload, SendEmailOptions, TaskConfig } from 'payload'
import { RECLAIM_EVERY_MS, reclaimAbandonedJobs } from '../jobs/lease'
import { onOneInstance } from '../shared/lock'
import { enqueue } from '../jobs/enqueue'
import { senderOf, type Sender } from './sender'

/**
 * Every e-mail leaves through the jobs queue: `payload.sendEmail` stores the message and
 * returns, a runner sends it right after (and a pass a minute retries what a crash or an
 * SMTP hiccup left). A request that sends mail then answers in the same time as one that
 * does not, which is what keeps password recovery from telling who has an account, and a
 * slow SMTP server never holds a visitor's request.
 */
type OutgoingMail = Pick<SendEmailOptions, 'to' | 'subject' | 'html' | 'text'> & { from?: string | Sender; headers?: Record<string, string> }

export const MAIL_QUEUE = 'mail'

const senders = new WeakMap<Payload, ReturnType<EmailAdapter>['sendEmail']>()
/** Each payload's adapter address and fixed name, for the sender each message gets (sender.ts). */
const fromOf = new WeakMap<Payload, { address: string; name: string }>()

/** The message with the company as its sender, unless it names one. */
async function withSender(payload: Payload, mail: SendEmailOptions): Promise<SendEmailOptions> {
  const base = fromOf.get(payload)
  if (mail.from || !base) return mail
  return { ...mail, from: await senderOf(payload, base.address, base.name) }
}

/** Wraps a real adapter: Payload gets a queuing sendEmail, the task keeps the real one. */
export async function queuedEmail(pending: EmailAdapter | Promise<EmailAdapter>): Promise<EmailAdapter> {
  const real = await pending
  return ({ payload }) => {
    const adapter = real({ payload })
    senders.set(payload, adapter.sendEmail)
    fromOf.set(payload, { address: adapter.defaultFromAddress, name: adapter.defaultFromName })
    return {
      ...adapter,
      sendEmail: async (message) => {
        const { to, subject, html, text, from, headers } = message
        const mail: OutgoingMail = {
          to,
          subject,
          html,
          text,
          from: typeof from === 'string' ? from : undefined,
          // Plain name/value pairs only (List-Unsubscribe and its kin): they are stored as JSON on the job.
          headers:
            headers && !Array.isArray(headers)
              ? (Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, String(v)])) as Record<string, string>)
              : undefined,
        }
        await queueMailJob(payload, { task: 'sendMail', input: { mail } })
      },
    }
  }
}

export const sendMail: TaskConfig<'sendMail'> = {
  slug: 'sendMail',
  inputSchema: [{ name: 'mail', type: 'json', required: true }],
  retries: 5,
  handler: async ({ input, req }) => {
    const send = senders.get(req.payload)
    if (!send) throw new Error('No e-mail transport configured')
    await send(await withSender(req.payload, input?.mail as SendEmailOptions))
    return { output: {} }
  },
}

/**
 * Hands one message to the transport now, bypassing the queue: for the newsletter worker,
 * whose send row and delivery records are themselves the durable queue (services/newsletter).
 * Throws the transport's error (an SMTP refusal carries `responseCode`).
 */
export async function deliverNow(payload: Payload, mail: SendEmailOptions): Promise<void> {
  const send = senders.get(payload)
  if (!send) throw new Error('No e-mail transport configured')
  await send(await withSender(payload, mail))
}

type MailJob = { task: 'sendMail'; input: { mail: OutgoingMail } } | { task: 'requestPasswordReset'; input: { email: string; language: string } }

/** Mail being stored on the queue right now: shutdown waits for it (a notice sent by a hook that nobody awaits). */
const storing = new WeakMap<Payload, Set<Promise<unknown>>>()

/** Work that ends in mail being queued; mailSettled (and so shutdown) waits for it. */
export async function whileStoringMail<T>(payload: Payload, work: Promise<T>): Promise<T> {
  const pending = storing.get(payload) ?? new Set()
  storing.set(payload, pending)
  pending.add(work)
  try {
    return await work
  } finally {
    pending.delete(work)
  }
}

/** Stores a job on the mail queue and starts the runner, without waiting for it. */
export async function queueMailJob(payload: Payload, job: MailJob) {
  await whileStoringMail(payload, enqueue(payload, { ...job, queue: MAIL_QUEUE }))
  sendSoon(payload)
}

type Pass = Awaited<ReturnType<Payload['jobs']['run']>>
const moreMayWait = (pass: Pass) => !pass.noJobsRemaining && Object.values(pass.jobStatus ?? {}).some((job) => job.status === 'success')

const running = new WeakMap<Payload, Promise<void>>()
const again = new WeakSet<Payload>()

/**
 * One runner per process (and with several instances, per cluster) at a time; mail queued while it runs gets one more pass. Jobs of a
 * pass run one after another: Payload gives parallel jobs of one pass one request (and on
 * PostgreSQL one transaction), where their log writes collide.
 */
function sendSoon(payload: Payload) {
  if (running.has(payload)) {
    again.add(payload)
    return
  }
  const run = (async () => {
    do {
      again.delete(payload)
      // One instance sends at a time (Payload's runner could hand one mail to two); a taken turn tries again soon.
      const pass = await onOneInstance('mail', 120_000, async () => {
        await reclaimAbandonedJobs(payload, MAIL_QUEUE)
        return payload.jobs.run({ queue: MAIL_QUEUE, limit: 20, sequential: true })
      }).catch((err: unknown) => {
        payload.logger.error({ err }, 'mail queue')
        return { ran: true as const }
      })
      if (!pass.ran) setTimeout(() => sendSoon(payload), 1_000).unref()
      // A pass takes 20 jobs: a backlog (a restart after a crash, a burst) is sent pass after
      // pass, not 20 a minute. A pass that sent nothing (SMTP away) waits for the next minute.
      else if ('value' in pass && moreMayWait(pass.value)) again.add(payload)
    } while (again.has(payload))
  })()
  running.set(payload, run)
  void run.finally(() => running.delete(payload))
}

/**
 * Retries what a crash or a failed send left, once a minute, through the same one-at-a-time
 * runner as fresh mail (two runners on one queue race for the same job).
 */
export function keepSendingMail(payload: Payload, everyMs = 60_000) {
  sendSoon(payload)
  const timer = setInterval(() => sendSoon(payload), everyMs)
  timer.unref()
  // A dead process's claimed mail goes back and out within a minute, not at the next retry tick (issue #42, item 9).
  const reclaim = setInterval(() => {
    reclaimAbandonedJobs(payload, MAIL_QUEUE).then(
      (n) => n > 0 && sendSoon(payload),
      (err: unknown) => payload.logger.error({ err }, 'mail queue'),
    )
  }, RECLAIM_EVERY_MS)
  reclaim.unref()
  return () => {
    clearInterval(timer)
    clearInterval(reclaim)
  }
}

/** Resolves once the mail queued so far has been handed to the transport (tests, shutdown). */
export async function mailSettled(payload: Payload) {
  await Promise.allSettled([...(storing.get(payload) ?? [])])
  while (running.has(payload)) await running.get(payload)
}
