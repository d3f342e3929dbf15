import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import net from 'node:net'
import nodemailer from 'nodemailer'
import type SMTPPool from 'nodemailer/lib/smtp-pool'
import type { Transport } from 'nodemailer'
import type { Env } from './env'

/**
 * SMTP when SMTP_URL is set; otherwise every outgoing mail is written to data/mailbox/ as
 * an .eml file, so password resets and verification codes work on a laptop. payload.config.ts
 * puts the jobs queue in front of it (services/mail/outbox.ts).
 */
export function emailAdapter(env: Env) {
  const from = { defaultFromAddress: env.MAIL_FROM, defaultFromName: 'Site' }
  if (env.SMTP_URL) {
    return nodemailerAdapter({ ...from, transport: nodemailer.createTransport(smtpOptions(env.SMTP_URL)) })
  }
  return nodemailerAdapter({ ...from, skipVerify: true, transport: nodemailer.createTransport(mailboxTransport(env)) })
}

/**
 * SMTP_URL as nodemailer's options, with two changes for sending in volume: the connection is
 * kept and reused (nodemailer's pool; a URL that sets `pool` keeps its choice), and a plain
 * connection's socket sends each command at once (TCP_NODELAY). Without it the end of every
 * message waits for the server's delayed acknowledgement: 45 ms a message on loopback against
 * 2 ms, which made a 10,000-subscriber newsletter take minutes. TLS from the first byte
 * (smtps://) keeps nodemailer's own socket.
 */
export function smtpOptions(smtpUrl: string): SMTPPool.Options {
  const url = new URL(smtpUrl)
  const secure = url.protocol === 'smtps:'
  const options: Record<string, unknown> = { host: url.hostname, port: Number(url.port) || (secure ? 465 : 587), secure, pool: true }
  if (url.username) options.auth = { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
  for (const [key, value] of url.searchParams) options[key] = value === 'true' ? true : value === 'false' ? false : /^\d+$/.test(value) ? Number(value) : value
  if (!secure) options.getSocket = connectWithoutDelay
  return options as unknown as SMTPPool.Options
}

const CONNECT_TIMEOUT_MS = 10_000

function connectWithoutDelay(options: { port?: number; host?: string }, callback: (error: Error | null, socket?: { connection: net.Socket }) => void) {
  let answered = false
  const answer = (error: Error | null) => {
    if (answered) return
    answered = true
    if (error) callback(error)
    else callback(null, { connection: socket })
  }
  const socket = net.connect(options.port ?? 587, options.host ?? 'localhost', () => {
    socket.setTimeout(0)
    answer(null)
  })
  socket.setNoDelay(true)
  socket.setTimeout(CONNECT_TIMEOUT_MS, () => {
    socket.destroy()
    answer(Object.assign(new Error(`SMTP connection to ${options.host}:${options.port} timed out`), { code: 'ETIMEDOUT' }))
  })
  socket.once('error', (error) => answer(error))
}

const mailboxDir = (env: Pick<Env, 'DATA_DIR'>) => path.resolve(env.DATA_DIR, 'mailbox')

function mailboxTransport(env: Env): Transport {
  return {
    name: 'mailbox',
    version: '1',
    send(mail, done) {
      const dir = mailboxDir(env)
      mail.message.build((error, raw) => {
        if (error) return done(error, undefined)
        mkdirSync(dir, { recursive: true })
        const to = String(mail.data.to ?? 'unknown')
          .replace(/[^a-zA-Z0-9@._-]+/g, '_')
          .slice(0, 80)
        const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${to}.eml`)
        writeFileSync(file, raw)
        done(null, { envelope: mail.message.getEnvelope(), messageId: mail.message.messageId() })
      })
    },
  }
}
