import type { SiteReads } from '../../services/site/reads'

/**
 * The booted Payload and the public reads, shared by the gateway in the same process
 * (services/site/reads.ts). A type import only: importing the services here would make Next
 * bundle Payload and the whole config again.
 */
export function siteReads(): SiteReads {
  const reads = (globalThis as Record<symbol, SiteReads | undefined>)[Symbol.for('site.reads')]
  if (!reads) throw new Error('The site was started without the gateway: start it with npm start or npm run dev')
  return reads
}
