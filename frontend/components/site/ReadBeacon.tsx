import { READ_BEACON_ATTRIBUTE, READ_BEACON_ARTICLE_ATTRIBUTE } from '../../lib/site/earlyInput'

/**
 * Counts a read: one beacon per page view, sent by the page's early script
 * (lib/site/earlyBehaviour.ts) once the page has loaded, so a reader who never acts on the
 * page (and so never loads React) is counted too. The server counts a visitor once per
 * article and day (a daily salted hash, no cookie); sessionStorage spares repeat beacons in a
 * session. The page builds `url` from the route table on the server.
 */
export function ReadBeacon({ articleId, url }: { articleId: string; url: string }) {
  return <span hidden {...{ [READ_BEACON_ATTRIBUTE]: url, [READ_BEACON_ARTICLE_ATTRIBUTE]: articleId }} />
}
