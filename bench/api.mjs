// npm run bench -- api: the public article list (10 items), an integrator's token-authenticated
// leads list (10 leads) and the login call, each beside a bare Node server answering the same
// bytes, at 20 connections. Both lists are kept answers after their first request
// (gateway/http/storedAnswers.ts); the integrator's call still checks its token and credential.
import { load, row, startApp, startBaseline } from './lib.mjs'

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
    rows.push(row('GET public-articles (10)', await load(listUrl), await load(`http://127.0.0.1:${BASE_PORT}/`)))
    await baseline.close()

    // An integrator's list: a credential's token on every call (checked against its credential each time).
    const adminToken = (await (await fetch(`http://127.0.0.1:${APP_PORT}/api/auth/auth`, json({ email: 'admin@example.com', password: 'Admin@12345' }))).json())
      .token
    const credential = (
      await (
        await fetch(
          `http://127.0.0.1:${APP_PORT}/api/auth/credentials/create-credentials-external-token`,
          json({ description: 'bench', products: ['leads'], expiresAt: null }, adminToken),
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
    const leadsUrl = `http://127.0.0.1:${APP_PORT}/api/lead/leads?page=1&limit=10`
    const asIntegrator = { headers: { authorization: `Bearer ${integratorToken}` } }
    const leadsSample = await fetch(leadsUrl, asIntegrator)
    const leadsBody = Buffer.from(await leadsSample.arrayBuffer())
    baseline = await startBaseline(BASE_PORT, leadsBody, leadsSample.headers)
    await load(leadsUrl, { ...asIntegrator, duration: 2 })
    rows.push(row('GET lead/leads (10, integrator token)', await load(leadsUrl, asIntegrator), await load(`http://127.0.0.1:${BASE_PORT}/`, asIntegrator)))
    await baseline.close()

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
