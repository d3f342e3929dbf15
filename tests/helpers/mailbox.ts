import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** The .eml files the local mail transport wrote, newest last, decoded (quoted-printable). */
export function mailbox(dataDir = process.env.DATA_DIR ?? './data'): { to: string; subject: string; text: string }[] {
  const dir = path.resolve(dataDir, 'mailbox')
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => {
      const raw = readFileSync(path.join(dir, f), 'utf8')
      const decoded = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
      return { to: /^To: (.*)$/m.exec(raw)?.[1] ?? '', subject: /^Subject: (.*)$/m.exec(raw)?.[1] ?? '', text: decoded }
    })
}

export const lastMailTo = (email: string, dataDir?: string) => mailbox(dataDir).filter((m) => m.to.includes(email)).at(-1)
