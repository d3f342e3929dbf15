import type { RequestHandler } from 'express'

/**
 * An instance that received SIGTERM drains before it stops: its health check answers 503 so
 * the balancer takes it out, it keeps answering requests meanwhile, and every answer closes
 * its connection so kept-alive sockets move to the other instances (gateway/shutdown.ts).
 */
let draining = false

export const startDraining = () => {
  draining = true
}

export const isDraining = () => draining

/** While draining: `Connection: close` on every answer. */
export const closeWhileDraining: RequestHandler = (_req, res, next) => {
  if (draining) res.setHeader('connection', 'close')
  next()
}
