import { readEnv, serverUrl } from '../../config/env'

/**
 * The addresses a newsletter carries for one subscriber. Both hold the lead's random unique key
 * beside its id (an id alone unsubscribes nobody): the spec's unsubscribe page, where a reason
 * can be given, and the RFC 8058 one-click address a mail client posts to.
 */
export function subscriberLinks(lead: { id: number | string; uniqueKey?: string | null }) {
  const base = serverUrl(readEnv())
  // A preview has no subscriber: its link opens the page that asks for the e-mail's link.
  if (!lead.uniqueKey) return { unsubscribePage: `${base}/unsubscribe-newsletter`, oneClick: `${base}/unsubscribe-newsletter` }
  return {
    unsubscribePage: `${base}/unsubscribe-newsletter/${lead.uniqueKey}/${lead.id}`,
    oneClick: `${base}/api/newsletter/one-click/${lead.uniqueKey}/${lead.id}`,
  }
}

/** An address of this site made absolute (mail clients cannot resolve a path). */
export const absolute = (pathOrUrl: string) => (/^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${serverUrl(readEnv())}${pathOrUrl}`)
