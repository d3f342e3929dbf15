import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** A header's RFC 2047 encoded words (=?UTF-8?Q?...?= or =?UTF-8?B?...?=) as text. */
function decodeHeader(value: string): string {
  return value.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  )
}

/** The .eml files the local mail transport wrote, newest last, decoded (quoted-printable). */
export function mailbox(dataDir = process.env.DATA_DIR ?? './data'): { to: string; subject: string; text: string; raw: string }[] {
  const dir = path.resolve(dataDir, 'mailbox')
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => {
      // Bytes as characters, quoted-printable undone, then read as UTF-8 (accents included).
      const raw = readFileSync(path.join(dir, f), 'latin1')
      const bytes = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
      const decoded = Buffer.from(bytes, 'latin1').toString('utf8')
      // raw: the message as written, for a real parser (mailparser) where headers and parts matter.
      return {
        to: /^To: (.*)$/m.exec(raw)?.[1] ?? '',
        // A long subject is folded over several lines (RFC 5322): continuation lines start with a space.
        subject: decodeHeader(/^Subject: (.*(?:\r?\n[ \t].*)*)$/m.exec(raw)?.[1]?.replace(/\r?\n[ \t]/g, ' ') ?? ''),
        text: decoded,
        raw: Buffer.from(raw, 'latin1').toString('utf8'),
      }
    })
}

export const lastMailTo = (email: string, dataDir?: string) =>
  mailbox(dataDir)
    .filter((m) => m.to.includes(email))
    .at(-1)

/** Mail leaves through the jobs queue: waits (up to 10 s) for a message to the address that `accept` takes. */
export async function waitForMailTo(email: string, accept: (mail: { text: string; subject: string; raw: string }) => boolean = () => true, dataDir?: string) {
  for (let waited = 0; waited < 10_000; waited += 50) {
    const found = mailbox(dataDir)
      .filter((m) => m.to.includes(email) && accept(m))
      .at(-1)
    if (found) return found
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`no mail to ${email} within 10 s`)
}
