/**
 * What a handler writes to an Express/Node response, caught instead of sent. The page cache
 * (pageCache.ts) needs a page's finished bytes to rewrite and store them, but Next writes
 * straight to `res`; so `write`, `end`, `writeHead` and `flushHeaders` are swapped for
 * buffering versions for the length of one request, and the page cache sends the result.
 */
import type { ServerResponse } from 'node:http'

export type Captured = { status: number; headers: Record<string, string | string[]>; body: Buffer }

const toBuffer = (chunk: unknown, encoding?: unknown) =>
  Buffer.isBuffer(chunk)
    ? chunk
    : chunk instanceof Uint8Array
      ? Buffer.from(chunk)
      : Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')

/**
 * Holds back what a handler writes to `res` (status, headers, body) and hands it to `done`
 * once the handler ends, so it can be changed, stored and then sent. Buffering is fine for
 * pages: they are small and served from memory afterwards.
 */
export function captureResponse(res: ServerResponse, done: (captured: Captured, send: (c: Captured) => void, release: () => void) => void): void {
  const chunks: Buffer[] = []
  const original = { write: res.write.bind(res), end: res.end.bind(res), writeHead: res.writeHead.bind(res), flushHeaders: res.flushHeaders.bind(res) }
  let ended = false

  const applyHeaders = (headers: unknown) => {
    if (Array.isArray(headers)) {
      for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(String(headers[i]), headers[i + 1] as string)
    } else if (headers && typeof headers === 'object') {
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value as string)
    }
  }

  res.writeHead = ((status: number, reasonOrHeaders?: unknown, headers?: unknown) => {
    res.statusCode = status
    applyHeaders(typeof reasonOrHeaders === 'string' ? headers : reasonOrHeaders)
    return res
  }) as typeof res.writeHead
  res.flushHeaders = () => undefined
  res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    chunks.push(toBuffer(chunk, encoding))
    const cb = typeof encoding === 'function' ? encoding : callback
    if (typeof cb === 'function') queueMicrotask(() => (cb as () => void)())
    return true
  }) as typeof res.write
  res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    if (ended) return res
    ended = true
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') chunks.push(toBuffer(chunk, encoding))
    const captured: Captured = { status: res.statusCode, headers: res.getHeaders() as Captured['headers'], body: Buffer.concat(chunks) }
    // Hands `res` back as it was, to be answered by someone else (the form posts render the page after the API's answer).
    const release = () => {
      res.write = original.write
      res.end = original.end
      res.writeHead = original.writeHead
      res.flushHeaders = original.flushHeaders
    }
    done(
      captured,
      (out) => {
        release()
        if (res.headersSent || res.destroyed) return
        for (const name of res.getHeaderNames()) res.removeHeader(name)
        for (const [name, value] of Object.entries(out.headers)) res.setHeader(name, value)
        res.removeHeader('transfer-encoding')
        res.statusCode = out.status
        res.setHeader('content-length', out.body.length)
        original.end(out.body)
      },
      release,
    )
    const cb = [chunk, encoding, callback].find((v) => typeof v === 'function')
    if (typeof cb === 'function') queueMicrotask(() => (cb as () => void)())
    return res
  }) as typeof res.end
}
