'use client'

import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ExportColumn } from '../../../lib/csv/tableExport'
import type { ListMeta } from '../../../contract/common'
import { exportList } from '../../lib/admin/exportTable'
import { Button } from '../ui/Button'
import { useNotify } from './Notifications'

/**
 * "Export CSV" for a back-office list: every page of the current filters through the table-export
 * helper, with its progress shown, and the count (or the error) told when it ends.
 */
export function ExportCsvButton<T>(props: {
  loadPage: (at: { page: number; cursor?: string }, limit: number) => Promise<{ data: T[]; meta: ListMeta }>
  columns: ExportColumn<T>[]
  base: string
  doneMessage: (count: number) => string
}) {
  const { t } = useTranslation()
  const notify = useNotify()
  const [progress, setProgress] = useState<number | null>(null)
  const run = async () => {
    try {
      const count = await exportList({ loadPage: props.loadPage, columns: props.columns, base: props.base, onProgress: setProgress })
      notify('success', props.doneMessage(count))
    } catch (error) {
      notify('error', (error as Error).message)
    } finally {
      setProgress(null)
    }
  }
  const exporting = progress !== null
  return (
    <>
      <Button type="button" onClick={() => (exporting ? undefined : void run())} aria-disabled={exporting || undefined} aria-busy={exporting}>
        {exporting ? t('admin.leads.exporting') : t('admin.leads.export')}
      </Button>
      {exporting ? (
        <progress max={100} value={Math.round(progress * 100)} aria-label={t('admin.leads.exportProgress', { percent: Math.round(progress * 100) })} />
      ) : null}
    </>
  )
}
