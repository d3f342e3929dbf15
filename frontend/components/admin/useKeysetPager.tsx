'use client'

import { useState } from 'react'
import type { ListMeta } from '../../../contract/common'
import { Pager } from './Pager'

/**
 * Paging a keyset list: page numbers for the reader, the cursor that opens each page already
 * reached for the server (a deep page costs what the first does). `seen` takes each answer's meta.
 */
export function useKeysetPager() {
  const [page, setPage] = useState(1)
  const [totalPages, setTotalPages] = useState(1)
  const [cursors, setCursors] = useState<Record<number, string>>({})
  const cursor = cursors[page]
  const seen = (meta: ListMeta) => {
    setTotalPages(Math.max(1, meta.totalPages))
    const next = meta.nextCursor
    if (next) setCursors((all) => (all[page + 1] === next ? all : { ...all, [page + 1]: next }))
  }
  const reset = () => {
    setPage(1)
    setCursors({})
  }
  const pager = <Pager page={page} totalPages={totalPages} onPage={(n) => setPage(n === 1 || cursors[n] ? n : page)} />
  return { page, cursor, seen, reset, pager }
}
