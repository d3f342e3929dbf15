'use client'

import { useTranslation } from 'react-i18next'
import { Button } from '../ui/Button'

/** Previous / "Page n of m" / next, for the back-office tables. */
export function Pager({ page, totalPages, onPage }: { page: number; totalPages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation()
  return (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center', marginTop: 12 }}>
      <Button type="button" $variant="ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('site.pagination.previous')}
      </Button>
      <span>{t('site.pagination.of', { page, total: totalPages })}</span>
      <Button type="button" $variant="ghost" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {t('site.pagination.next')}
      </Button>
    </div>
  )
}
