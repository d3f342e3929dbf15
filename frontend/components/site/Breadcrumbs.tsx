import { JsonLd } from './JsonLd'
import { BreadcrumbTrail, type BreadcrumbItem } from './BreadcrumbTrail'

/** Visible breadcrumbs plus their BreadcrumbList JSON-LD. */
export function Breadcrumbs({ items, label, baseUrl }: { items: BreadcrumbItem[]; label: string; baseUrl: string }) {
  return (
    <>
      <BreadcrumbTrail items={items} label={label} />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: items.map((item, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            name: item.name,
            item: new URL(item.href, `${baseUrl}/`).href,
          })),
        }}
      />
    </>
  )
}
