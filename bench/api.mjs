// npm run bench -- api: the public article list (10 items), an integrator's token-authenticated
// lists (leads, messages, articles, subscribers: 10 each) and the login call, each beside a bare Node server answering the same
// bytes, at 20 connections, the app and the bare server in turn (A B A B) for the lists. Both lists are kept answers after their first request
// (gateway/http/storedAnswers.ts); the integrator's call still checks its token and credential.
import { alternating, load, row, startApp, startBaseline } from './lib.mjs'

const APP_PORT = 3211
const BASE_PORT = 3212

/** A JSON POST, with a bearer token when given. */
const json = (body, token) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
})

export async function benchApi() {
  const app = await startApp(APP_PORT, { RATE_LIMIT_MAX: '100000000', LOGIN_MAX_ATTEMPTS: '100000000' })
  const rows = []
  try {
    const listUrl = `http://127.0.0.1:${APP_PORT}/api/article/public-articles?page=1&limit=10`
    const listSample = await fetch(listUrl)
    const listBody = Buffer.from(await listSample.arrayBuffer())
    let baseline = await startBaseline(BASE_PORT, listBody, listSample.headers)
    await load(listUrl, { duration: 2 })
    rows.push(
      await alternating(
        'GET public-articles (10)',
        () => load(listUrl),
        () => load(`http://127.0.0.1:${BASE_PORT}/`),
      ),
    )
    await baseline.close()

    // An integrator's list: a credential's token on every call (checked against its credential each time).
    const adminToken = (await (await fetch(`http://127.0.0.1:${APP_PORT}/api/auth/auth`, json({ email: 'admin@example.com', password: 'Admin@12345' }))).json())
      .token
    const credential = (
      await (
        await fetch(
          `http://127.0.0.1:${APP_PORT}/api/auth/credentials/create-credentials-external-token`,
          json({ description: 'bench', products: ['leads', 'messages', 'articles', 'newsletter'], expiresAt: null }, adminToken),
        )
      ).json()
    ).data
    const integratorToken = (
      await (
        await fetch(`http://127.0.0.1:${APP_PORT}/api/auth/credentials/token`, json({ accessKey: credential.accessKey, secretKey: credential.secretKey }))
      ).json()
    ).data.token
    // Ten leads (newsletter sign-ups), so the page holds what its row says (the demo content has none).
    for (let i = 1; i <= 10; i++) {
      const sent = await fetch(`http://127.0.0.1:${APP_PORT}/api/newsletter/subscribe`, json({ email: `bench${i}@example.com`, name: `Bench ${i}` }))
      if (sent.status >= 300) throw new Error(`sign-up answered ${sent.status}`)
    }
    // A message, so the messages list holds one (the demo content has none).
    const contact = { name: 'Bench', company: 'Bench', email: 'bench@example.com', telephone: '11 99999-0000', subject: 'Bench', message: 'Bench' }
    if ((await fetch(`http://127.0.0.1:${APP_PORT}/api/contact/contact`, json(contact))).status >= 300) throw new Error('contact refused')
    const asIntegrator = { headers: { authorization: `Bearer ${integratorToken}` } }
    // Issue #46, item 2: every integrator list, each kept and each admitting the token on every call.
    const lists = [
      ['GET lead/leads (10, integrator token)', '/api/lead/leads?page=1&limit=10'],
      ['GET message/messages-list (integrator token)', '/api/message/messages-list?tab=all&page=1&limit=10'],
      ['GET article/articles (10, integrator token)', '/api/article/articles?page=1&limit=10'],
      ['GET newsletter/subscribers (10, integrator token)', '/api/newsletter/subscribers?page=1&limit=10'],
    ]
    for (const [name, path] of lists) {
      const url = `http://127.0.0.1:${APP_PORT}${path}`
      const sample = await fetch(url, asIntegrator)
      if (sample.status !== 200) throw new Error(`${path} answered ${sample.status}`)
      baseline = await startBaseline(BASE_PORT, Buffer.from(await sample.arrayBuffer()), sample.headers)
      await load(url, { ...asIntegrator, duration: 2 })
      rows.push(
        await alternating(
          name,
          () => load(url, asIntegrator),
          () => load(`http://127.0.0.1:${BASE_PORT}/`, asIntegrator),
        ),
      )
      await baseline.close()
    }

    const loginBody = JSON.stringify({ email: 'admin@example.com', password: 'Admin@12345' })
    const loginUrl = `http://127.0.0.1:${APP_PORT}/api/auth/auth`
    const loginSample = await fetch(loginUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: loginBody })
    const loginBytes = Buffer.from(await loginSample.arrayBuffer())
    baseline = await startBaseline(BASE_PORT, loginBytes, loginSample.headers)
    const post = { method: 'POST', headers: { 'content-type': 'application/json' }, body: loginBody }
    rows.push(row('POST auth/auth (login)', await load(loginUrl, post), await load(`http://127.0.0.1:${BASE_PORT}/`, post)))
    await baseline.close()
  } finally {
    await app.stop()
  }
  return rows
}
