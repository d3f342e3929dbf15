'use client'

import { useId } from 'react'
import styled from 'styled-components'
import { CONTENT_LOCALES, LOCALE_NAMES, type ContentLocale } from '../../../domain/contentLocales'

const Choice = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  margin: 0.75rem 0;
  align-items: flex-start;
`

/**
 * A content language chosen from the five, each named in itself, with its label and hint visible
 * (the import's blog language, an article's original). With `unset`, a first choice of none
 * (value '') named by it: the import's "as the export says".
 */
export function LanguageSelect<Unset extends boolean = false>({
  label,
  hint,
  value,
  onChange,
  disabled,
  unset,
}: {
  label: string
  hint: string
  value: ContentLocale | (Unset extends true ? '' : never)
  onChange: (next: ContentLocale | (Unset extends true ? '' : never)) => void
  disabled?: boolean
  unset?: Unset extends true ? string : undefined
}) {
  const id = useId()
  return (
    <Choice>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as ContentLocale)} disabled={disabled} aria-describedby={`${id}-hint`}>
        {unset ? <option value="">{unset}</option> : null}
        {CONTENT_LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
      <small id={`${id}-hint`}>{hint}</small>
    </Choice>
  )
}
