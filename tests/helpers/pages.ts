import type { RequestHandler } from 'express'
import type { TestServer } from './boot'

/** Stands in for Next: every page renders, naming its address (the redirect suites ask the gateway, not React). */
export const pageNamingItsAddress: RequestHandler = (req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
  res.end(`<html><head></head><body>page ${req.originalUrl}</body></html>`)
}

/** Where an address leads: the Location of a 301, else the status it answers. */
export async function leadsTo(server: TestServer, path: string): Promise<string | number | null> {
  const res = await fetch(server.url + path, { redirect: 'manual' })
  await res.arrayBuffer()
  return res.status === 301 ? res.headers.get('location') : res.status
}
