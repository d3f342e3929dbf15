import http from 'node:http'
import https from 'node:https'
import { isIP } from 'node:net'
import { guardedLookup, refusedAddress, refusedUrl, type DestinationRules } from '../webhooks/destination'

const MAX_REDIRECTS = 3

export type Downloaded = { data: Buffer; type: string }
/** Why a download gave nothing: the host could not be reached (its other images need not be tried), or this address only. */
export type DownloadFailure = 'unreachable' | 'refused'

/**
 * An image of the old blog fetched from its address, as webhooks are sent: http(s) to public
 * addresses only, checked on the address actually connected to (an export naming
 * 169.254.169.254 or an intranet host gets nothing from here), each redirect checked again, at
 * most `maxBytes` and `timeoutMs`, and an image content type.
 */
export async function downloadImage(
  raw: string,
  rules: DestinationRules,
  limits: { maxBytes: number; timeoutMs: number },
): Promise<Downloaded | DownloadFailure> {
  let address = raw
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const answer = await getOnce(address, rules, limits)
    if (typeof answer === 'string') return answer
    if ('location' in answer) {
      address = new URL(answer.location, address).href
      continue
    }
    return answer
  }
  return 'refused'
}

function getOnce(
  raw: string,
  rules: DestinationRules,
  limits: { maxBytes: number; timeoutMs: number },
): Promise<Downloaded | { location: string } | DownloadFailure> {
  if (refusedUrl(raw, rules)) return Promise.resolve('refused')
  const url = new URL(raw)
  const host = url.hostname.replace(/^\[|\]$/g, '')
  if (isIP(host) && refusedAddress(host, rules)) return Promise.resolve('refused')
  const client = url.protocol === 'https:' ? https : http
  return new Promise((resolve) => {
    let settled = false
    const finish = (result: Downloaded | { location: string } | DownloadFailure) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      request.destroy()
      resolve(result)
    }
    const request = client.get(
      url,
      { headers: { 'user-agent': 'rc-sistemas-import/1' }, lookup: isIP(host) ? undefined : guardedLookup(rules) },
      (response) => {
        const status = response.statusCode ?? 0
        const location = response.headers.location
        if (status >= 300 && status < 400 && location) return finish({ location })
        const type = String(response.headers['content-type'] ?? '')
        if (status !== 200 || !type.startsWith('image/')) return finish('refused')
        const chunks: Buffer[] = []
        let read = 0
        response.on('data', (chunk: Buffer) => {
          read += chunk.length
          if (read > limits.maxBytes) return finish('refused')
          chunks.push(chunk)
        })
        response.on('end', () => finish({ data: Buffer.concat(chunks), type }))
        response.on('error', () => finish('unreachable'))
      },
    )
    const timer = setTimeout(() => finish('unreachable'), limits.timeoutMs)
    request.on('error', (error: Error & { code?: string }) => finish(error.code === 'REFUSED_ADDRESS' ? 'refused' : 'unreachable'))
  })
}
