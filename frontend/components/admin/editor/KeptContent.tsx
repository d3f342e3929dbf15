'use client'

import { useTranslation } from 'react-i18next'

/** The marker of a part of the body this editor keeps but cannot change (OpaqueNode). */
export function KeptContent({ kind }: { kind: string }) {
  const { t } = useTranslation()
  return (
    <span className="kept" contentEditable={false}>
      {t('admin.editor.kept', { kind })}
    </span>
  )
}
