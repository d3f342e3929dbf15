import type http from 'node:http'
import type { Payload } from 'payload'
import { mailSettled } from '../services/mail/outbox'

const GRACE_MS = 10_000

/**
 * On SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish (up to
 * GRACE_MS), let the mail runner finish its pass, then close the database and exit.
 */
export function gracefulShutdown(server: http.Server, payload: Payload, closeShared?: () => Promise<void>): void {
  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    payload.logger.info(`${signal} received: finishing in-flight requests`)
    const forced = setTimeout(() => {
      server.closeAllConnections()
    }, GRACE_MS)
    forced.unref()
    server.closeIdleConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
    clearTimeout(forced)
    // Mail already being handed to the transport finishes; the rest stays queued for the next start.
    await Promise.race([mailSettled(payload), new Promise((resolve) => setTimeout(resolve, GRACE_MS).unref())])
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
