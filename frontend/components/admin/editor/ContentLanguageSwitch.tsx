'use client'

import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { CONTENT_LOCALES, LOCALE_NAMES, type ContentLocale } from '../../../../domain/contentLocales'
import { ChoiceGroup } from '../ui'

const Group = styled(ChoiceGroup)`
  .missing {
    color: ${({ theme }) => theme.colors.negative};
  }
`

/**
 * The editor's language switch, beside the title: which language's texts are being edited, and
 * which languages are still missing. Radio buttons: arrow keys move between them.
 */
export function ContentLanguageSwitch(props: { value: ContentLocale; translated: readonly ContentLocale[]; onChange: (locale: ContentLocale) => void }) {
  const { t } = useTranslation()
  return (
    <Group>
      <legend>{t('admin.articles.contentLanguage')}</legend>
      {CONTENT_LOCALES.map((locale) => {
        const missing = !props.translated.includes(locale)
        return (
          <label key={locale} lang={locale} className={missing ? 'missing' : undefined}>
            <input type="radio" name="content-language" checked={props.value === locale} onChange={() => props.onChange(locale)} />
            {missing ? t('admin.articles.languageMissing', { language: LOCALE_NAMES[locale] }) : LOCALE_NAMES[locale]}
          </label>
        )
      })}
    </Group>
  )
}
