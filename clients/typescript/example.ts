/**
 * What an integrator does with the typed client, as README shows it (run by the suite against a
 * started instance, tests/integration/typescriptClient.test.ts): the newest articles, a
 * credential traded for a token, every lead paged by cursor, and a refusal read as typed.
 */
import { ApiCallError, apiClient, exchangeCredential, type ApiError } from './index.js'

export async function integratorTour(baseUrl: string, keys: { accessKey: string; secretKey: string }) {
  const site = apiClient({ baseUrl, language: 'en' })
  const articles = await site.GET('/article/public-articles', { params: { query: { limit: 3 } } })
  if (articles.error) throw new ApiCallError(articles.response.status, articles.error)
  const titles: string[] = articles.data.data.map((article) => article.title ?? article.slug)

  const { token, products } = await exchangeCredential(site, keys)
  const api = apiClient({ baseUrl, token, language: 'en' })
  const emails: string[] = []
  let cursor: string | undefined
  let pages = 0
  do {
    const page = await api.GET('/lead/leads', { params: { query: { limit: 2, ...(cursor ? { cursor } : {}) } } })
    if (page.error) throw new ApiCallError(page.response.status, page.error)
    emails.push(...page.data.data.map((lead) => lead.email))
    cursor = page.data.meta.nextCursor ?? undefined
    pages++
  } while (cursor && pages < 1000)

  // A product the credential does not hold: the answer is the contract's typed error.
  const refused = await api.GET('/webhooks/endpoints')
  const error: ApiError | undefined = refused.error
  return { titles, products, emails, pages, refused: { status: refused.response.status, code: error?.code, message: error?.message } }
}
