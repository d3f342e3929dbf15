import { exportFileName, toCsv, type ExportColumn } from '../../../lib/csv/tableExport'
import type { ListMeta } from '../../../contract/common'

const PAGE = 100 // the gateway's largest page

/** Saves text as a file through a temporary link. */
const saveFile = (text: string, name: string, type = 'text/csv;charset=utf-8') => saveBlob(new Blob([text], { type }), name)

/** Saves what the browser holds (a CSV made here, a file the gateway sent) through a temporary link. */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/**
 * Exports every row of a list (all pages of the current filters, read by `loadPage`) as a CSV in
 * the user's language, reporting progress (0..1) after each page. Lists that page by keyset hand
 * back `meta.nextCursor`, which is followed instead of the page number: each page is then an
 * index seek, where deep page numbers make the database skip every row before them.
 */
export async function exportList<T>(options: {
  loadPage: (at: { page: number; cursor?: string }, limit: number) => Promise<{ data: T[]; meta: ListMeta }>
  columns: ExportColumn<T>[]
  base: string
  onProgress: (share: number) => void
}) {
  const rows: T[] = []
  options.onProgress(0)
  let cursor: string | undefined
  for (let page = 1; ; page++) {
    const answer = await options.loadPage({ page, cursor }, PAGE)
    cursor = answer.meta.nextCursor ?? undefined
    rows.push(...answer.data)
    const total = answer.meta.total
    options.onProgress(total ? Math.min(1, rows.length / total) : 1)
    if (!answer.data.length || rows.length >= total || page >= answer.meta.totalPages) break
  }
  saveFile(toCsv(rows, options.columns), exportFileName(options.base))
  return rows.length
}
