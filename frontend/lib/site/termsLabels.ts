import type { TFunction } from 'i18next'

/**
 * The product terms' texts (dialog and plain form), from the catalogues, titled with the product as
 * the page names it (the company's own words); each button brings its own label.
 */
export function termsLabels(t: TFunction, product: string) {
  return {
    title: t('product.terms.title', { product }),
    intro: t('product.terms.intro'),
    items: t('product.terms.items', { returnObjects: true }) as string[],
    link: t('product.terms.link'),
    accept: t('product.terms.accept'),
    continue: t('product.terms.continue'),
    cancel: t('product.terms.cancel'),
    mustAccept: t('product.terms.mustAccept'),
  }
}

/** What a page's demo request needs: the terms' texts, where it goes once accepted, and the no-JavaScript form's address. */
export type DemoRequest = { labels: ReturnType<typeof termsLabels>; next: string; review: string }
