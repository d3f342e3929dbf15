import type { Payload } from 'payload'

/**
 * The company's marks in Payload's panels (/cms): the monogram as the nav icon, monogram and
 * name on the login screen. Plain server components, so the panels stay free of extra script.
 */
const Monogram = ({ size }: { size: number }) => (
  <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
    <rect width="64" height="64" rx="14" fill="#02236B" />
    <path d="M20 46V18h13a9 9 0 0 1 2 17.8L44 46h-8l-8-10h-1v10zm7-16h6a3 3 0 0 0 0-6h-6z" fill="#fff" />
  </svg>
)

export function CmsIcon() {
  return <Monogram size={28} />
}

/** Payload hands its server components the instance: the name is the company's, from its global. */
export async function CmsLogo({ payload }: { payload?: Payload }) {
  const company = payload ? await payload.findGlobal({ slug: 'company', depth: 0, overrideAccess: false }).catch(() => null) : null
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 12, color: '#02236B', fontWeight: 800, fontSize: 24 }}>
      <Monogram size={48} />
      <span>{String(company?.name ?? 'CMS')}</span>
    </span>
  )
}
