import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import nodemailer from 'nodemailer'
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
    return nodemailerAdapter({ ...from, transport: nodemailer.createTransport(env.SMTP_URL) })
  }
  return nodemailerAdapter({ ...from, skipVerify: true, transport: nodemailer.createTransport(mailboxTransport(env)) })
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
