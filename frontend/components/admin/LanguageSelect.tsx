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

/** A content language chosen from the five, each named in itself, with its label and hint visible (the import's blog language, an article's original). */
export function LanguageSelect({
  label,
  hint,
  value,
  onChange,
  disabled,
}: {
  label: string
  hint: string
  value: ContentLocale
  onChange: (next: ContentLocale) => void
  disabled?: boolean
}) {
  const id = useId()
  return (
    <Choice>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as ContentLocale)} disabled={disabled} aria-describedby={`${id}-hint`}>
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
