import type http from 'node:http'
import type { Payload } from 'payload'
import { mailSettled } from '../services/mail/outbox'
import { deliveriesSettled } from '../services/webhooks/deliveries'
import { startDraining } from './draining'

const GRACE_MS = 10_000
/**
 * How long a stopping instance keeps reading its idle keep-alive connections before closing them.
 * A request a client had already written on one (sent just before the signal, not yet read) looks
 * idle to the server: closed at once, the client got ECONNRESET for it. Read within this time,
 * it is answered, with `Connection: close` (draining), and its connection then ends by itself.
 */
const SETTLE_MS = 500

/**
 * On SIGTERM/SIGINT: drain for `drainMs` (DRAIN_SECONDS: the health check answers 503 and
 * every answer closes its connection, so a balancer moves traffic away while this instance
 * still answers; at least SETTLE_MS), then stop accepting connections, let in-flight requests finish (up to
 * GRACE_MS), let the mail runner finish its pass, close the database and exit.
 */
export function gracefulShutdown(
  server: http.Server,
  payload: Payload,
  { drainMs = 0, closeShared }: { drainMs?: number; closeShared?: () => Promise<void> } = {},
): void {
  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    payload.logger.info(`${signal} received: finishing in-flight requests`)
    // Behind a balancer: fail its health check and keep answering until it has noticed.
    startDraining()
    await new Promise((resolve) => setTimeout(resolve, Math.max(drainMs, SETTLE_MS)))
    const forced = setTimeout(() => {
      server.closeAllConnections()
    }, GRACE_MS)
    forced.unref()
    server.closeIdleConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
    clearTimeout(forced)
    // Mail already being handed to the transport finishes; the rest stays queued for the next start.
    // Webhook tries under way finish too (a cut one is tried again from the queue).
    await Promise.race([Promise.all([mailSettled(payload), deliveriesSettled(payload)]), new Promise((resolve) => setTimeout(resolve, GRACE_MS).unref())])
    await closeShared?.()
    try {
      await payload.destroy()
    } catch (error) {
      payload.logger.error({ err: error }, 'error while closing the database')
    }
    process.exit(0)
  }
  process.on('SIGTERM', () => void stop('SIGTERM'))
  process.on('SIGINT', () => void stop('SIGINT'))
}
