import type { Payload } from 'payload'
import type { ContentLocale } from '../../domain/contentLocales'
import { PRODUCT_PAGE } from '../../domain/pages'
import { seedCopy, type SeedCopy } from '../seed/copy'
import { seedPage, type SeededPage } from './seedPage'

/** The landing page as blocks, in one language, from `copy` (the catalogues' neutral words, or the demo's). */
function productTexts(locale: ContentLocale, copy: SeedCopy): SeededPage {
  const t = copy(locale)
  const title = t('product.title')
  return {
    title,
    layout: [
      {
        blockType: 'hero',
        kicker: t('product.kicker'),
        heading: title,
        lead: t('product.lead'),
        buttons: [{ label: t('product.cta'), action: 'demoRequest', style: 'primary' }],
      },
      {
        blockType: 'features',
        heading: t('product.featuresTitle'),
        items: (t('product.features', { returnObjects: true }) as { title: string; text: string }[]).map((f) => ({ title: f.title, text: f.text })),
      },
      {
        blockType: 'demoRequest',
        heading: t('product.stepsTitle'),
        steps: (t('product.steps', { returnObjects: true }) as string[]).map((step) => ({ step })),
        buttonLabel: t('product.cta'),
        subject: title,
      },
    ],
  }
}

/**
 * The product landing page becomes a page marketing changes (issue #43, item 3), seeded once in
 * every language; its demo request keeps the spec's terms dialog.
 */
export const ensureProductPage = (payload: Payload, copy: SeedCopy = seedCopy(false)): Promise<boolean> =>
  seedPage(payload, PRODUCT_PAGE.slug, (locale) => productTexts(locale, copy))
