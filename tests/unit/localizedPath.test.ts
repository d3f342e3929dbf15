import { describe, expect, it } from 'vitest'
import { languageAlternates, localizedPath } from '../../lib/site/localizedPath'

describe('a page address in each language', () => {
  it('is the bare path in pt-BR and ?lang= in the others, keeping the query that names the content', () => {
    expect(localizedPath('/blog', 'pt-BR')).toBe('/blog')
    expect(localizedPath('/blog', 'ht')).toBe('/blog?lang=ht')
    expect(localizedPath('/blog?category=gestao&page=2', 'en')).toBe('/blog?category=gestao&page=2&lang=en')
    expect(localizedPath('/blog?lang=fr&category=gestao', 'es')).toBe('/blog?category=gestao&lang=es')
    expect(localizedPath('/post/a/1?lang=fr', 'pt-BR')).toBe('/post/a/1')
  })

  it('lists every language the page exists in, and x-default as the bare path', () => {
    expect(languageAlternates('/faq')).toEqual({
      'pt-BR': '/faq',
      en: '/faq?lang=en',
      es: '/faq?lang=es',
      fr: '/faq?lang=fr',
      ht: '/faq?lang=ht',
      'x-default': '/faq',
    })
    expect(languageAlternates('/post/a/1', ['pt-BR', 'en'])).toEqual({ 'pt-BR': '/post/a/1', en: '/post/a/1?lang=en', 'x-default': '/post/a/1' })
  })
})
