import path from 'node:path'
import type { RequestHandler } from 'express'
import next from 'next'
import type { Env } from '../config/env'

/** Prepares the Next app in frontend/ and returns its request handler. */
export async function startNext(env: Env): Promise<RequestHandler> {
  const app = next({
    dev: env.NODE_ENV === 'development',
    dir: path.resolve(process.cwd(), 'frontend'),
    hostname: 'localhost',
    port: env.PORT,
  })
  await app.prepare()
  const handle = app.getRequestHandler()
  return (req, res) => {
    void handle(req, res)
  }
}
