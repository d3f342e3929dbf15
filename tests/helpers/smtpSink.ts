import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { freePort } from './serverProcess'

export type SmtpSink = {
  port: number
  url: string
  messages: ParsedMail[]
  /** Addresses the server refuses for good (550), as a mailbox that does not exist. */
  refuse: Set<string>
  /** Stops listening (the transport then cannot connect), keeping what arrived. */
  stop: () => Promise<void>
  /** Listens again on the same port. */
  start: () => Promise<void>
}

/**
 * A real SMTP server on loopback (nodemailer's smtp-server), storing every message it accepts,
 * parsed as a mail client would (mailparser): what the product's transport really sends.
 */
export async function startSmtpSink(port?: number, { acceptAfterMs = 0 }: { acceptAfterMs?: number } = {}): Promise<SmtpSink> {
  const sink: SmtpSink = {
    port: port ?? (await freePort()),
    url: '',
    messages: [],
    refuse: new Set(),
    stop: async () => undefined,
    start: async () => undefined,
  }
  sink.url = `smtp://127.0.0.1:${sink.port}`
  let server: SMTPServer | null = null
  sink.start = () =>
    new Promise((resolve) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        // The product keeps its SMTP connection open (a pool): a stop closes it at once, as a server going away would.
        closeTimeout: 100,
        onRcptTo(address, _session, callback) {
          if (!sink.refuse.has(address.address)) return callback()
          const error = Object.assign(new Error('5.1.1 Mailbox does not exist'), { responseCode: 550 })
          callback(error)
        },
        onData(stream, _session, callback) {
          // acceptAfterMs: a slower server, so a test can stop the sender in the middle of a send.
          simpleParser(stream)
            .then((mail) => new Promise<typeof mail>((resolve) => setTimeout(() => resolve(mail), acceptAfterMs)))
            .then((mail) => {
              sink.messages.push(mail)
              callback()
            })
            .catch(callback)
        },
      })
      // A sender killed mid-message resets its connection: what a real server shrugs off.
      server.on('error', () => undefined)
      server.listen(sink.port, '127.0.0.1', () => resolve())
    })
  sink.stop = () => new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()))
  await sink.start()
  return sink
}
