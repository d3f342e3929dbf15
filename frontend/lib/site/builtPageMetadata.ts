import type { Metadata } from 'next'
import type { PublicPage } from '../../../services/pages/publicPages'
import { pickImage } from '../articles/cardView'
import { pageMetadata } from './metadata'

/** A built page's title, description, social image and noindex: its SEO fields, else its title and hero's lead. */
export function builtPageMetadata({ page }: PublicPage): Promise<Metadata> {
  const image = page.seo?.image && typeof page.seo.image === 'object' ? pickImage(page.seo.image, 'hero')?.url : null
  const hero = page.layout?.find((b) => b.blockType === 'hero')
  return pageMetadata({
    title: page.seo?.title || page.title,
    description: page.seo?.description || (hero?.blockType === 'hero' ? (hero.lead ?? '') : '') || page.title,
    path: page.path ?? '/',
    image,
    noindex: page.seo?.noindex === true,
  })
}
