'use client'

import { useEffect, useState } from 'react'
import { articleHref } from '../../../lib/articles/cardView'
import { call } from '../../../lib/admin/api'

export type LinkTarget = { kind: 'article' | 'page'; title: string; path: string }

const SHOWN = 6

/**
 * This site's published articles and pages whose title matches what is typed (issue #45, item 2),
 * through the back-office's own lists: the articles' ranked word search and the pages' title
 * filter. A caller who may not list pages still finds articles.
 */
export function useLinkTargets(search: string) {
  const [found, setFound] = useState<LinkTarget[] | null>(null)
  useEffect(() => {
    const words = search.trim()
    if (words.length < 2 || /^(https?:|mailto:|\/)/i.test(words)) return void setFound(null)
    let current = true
    const timer = setTimeout(() => {
      void Promise.all([
        call('articlesList', { query: { page: 1, limit: SHOWN, search: words, status: 'published' } })
          .then(({ data }) => data.map((a): LinkTarget => ({ kind: 'article', title: a.title ?? a.slug, path: articleHref(a) })))
          .catch(() => []),
        call('pagesList', { query: { page: 1, limit: SHOWN, search: words } })
          .then(({ data }) =>
            data.filter((p) => p.status !== 'draft' && p.path !== null).map((p): LinkTarget => ({ kind: 'page', title: p.title, path: p.path! })),
          )
          .catch(() => []),
      ]).then(([articles, pages]) => {
        if (current) setFound([...articles, ...pages])
      })
    }, 250)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [search])
  return found
}
