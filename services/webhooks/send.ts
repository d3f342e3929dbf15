import http from 'node:http'
import https from 'node:https'
import { isIP } from 'node:net'
import { WEBHOOK_LIMITS } from '../../domain/webhooks'
import { guardedLookup, refusedAddress, refusedUrl, type DestinationRules } from './destination'

export type SendResult = { statusCode: number | null; durationMs: number; error: string | null }

/**
 * One POST of a signed body: the destination checked again (its name resolved at connection
 * time), no redirect followed (a 3xx is a failure), at most WEBHOOK_LIMITS.timeoutMs for the
 * whole exchange and maxAnswerBytes of the answer read.
 */
export function postWebhook(rawUrl: string, body: string, headers: Record<string, string>, rules: DestinationRules): Promise<SendResult> {
  const started = performance.now()
  const done = (statusCode: number | null, error: string | null): SendResult => ({ statusCode, durationMs: Math.round(performance.now() - started), error })
  const problem = refusedUrl(rawUrl, rules)
  if (problem) return Promise.resolve(done(null, `refused destination (${problem})`))
  const url = new URL(rawUrl)
  const host = url.hostname.replace(/^\[|\]$/g, '')
  if (isIP(host) && refusedAddress(host, rules)) return Promise.resolve(done(null, 'refused destination'))
  const client = url.protocol === 'https:' ? https : http
  return new Promise((resolve) => {
    let settled = false
    const finish = (result: SendResult) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      resolve(result)
    }
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'user-agent': 'rc-sistemas-webhooks/1', ...headers },
        lookup: isIP(host) ? undefined : guardedLookup(rules),
      },
      (response) => {
        let read = 0
        response.on('data', (chunk: Buffer) => {
          read += chunk.length
          if (read > WEBHOOK_LIMITS.maxAnswerBytes) response.destroy() // the status is what counts; the rest is not read
        })
        const end = () => finish(done(response.statusCode ?? null, null))
        response.on('end', end)
        response.on('close', end)
        response.on('error', end)
      },
    )
    const timer = setTimeout(() => {
      request.destroy()
      finish(done(null, 'timed out'))
    }, WEBHOOK_LIMITS.timeoutMs)
    request.on('error', (error: Error & { code?: string }) => finish(done(null, error.code === 'REFUSED_ADDRESS' ? 'refused destination' : error.message)))
    request.end(body)
  })
}
