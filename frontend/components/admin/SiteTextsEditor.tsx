'use client'

import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { CONTENT_LOCALES, DEFAULT_CONTENT_LOCALE, LOCALE_NAMES, type ContentLocale } from '../../../domain/contentLocales'
import { SITE_TEXT_LIMITS, type SiteBand, type SiteTextsData } from '../../../domain/siteTexts'
import { call } from '../../lib/admin/api'
import { Button } from '../ui/Button'
import { Field, SelectField } from '../ui/Field'
import { useNotify } from './Notifications'
import { Panel } from './ui'

const Group = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 10px;
  padding: 12px 16px 4px;
  margin: 0 0 16px;
  legend {
    font-weight: 700;
    padding: 0 6px;
  }
  .pair {
    display: grid;
    gap: 0 16px;
    grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  }
`

type Band = 'band' | 'closing'

/**
 * The site's own words (issue #59, item 3) on the Layout screen, one language at a time: the
 * homes' hero and bands, the reasons, the footer's blurb and the contact page's introduction. A
 * text left empty hides what it fills; /cms edits the same global.
 */
export function SiteTextsEditor() {
  const { t } = useTranslation()
  const notify = useNotify()
  const [locale, setLocale] = useState<ContentLocale>(DEFAULT_CONTENT_LOCALE)
  const [texts, setTexts] = useState<SiteTextsData | null>(null)
  const [saving, setSaving] = useState(false)
  useEffect(() => {
    let current = true
    setTexts(null)
    call('siteTextsGet', { query: { lang: locale } })
      .then((answer) => current && setTexts(answer.data))
      .catch((error: Error) => notify('error', error.message))
    return () => {
      current = false
    }
  }, [locale, notify])

  const save = async () => {
    if (!texts) return
    setSaving(true)
    try {
      const answer = await call('siteTextsSave', { query: { lang: locale }, body: texts })
      setTexts(answer.data)
      notify('success', answer.message ?? '')
    } catch (error) {
      notify('error', (error as Error).message)
    } finally {
      setSaving(false)
    }
  }

  const line = (label: string, value: string | null, change: (value: string) => void, id: string, long = false) =>
    long ? (
      <Field id={id} label={label} multiline rows={3} maxLength={SITE_TEXT_LIMITS.long} value={value ?? ''} onChange={(e) => change(e.target.value)} />
    ) : (
      <Field id={id} label={label} maxLength={SITE_TEXT_LIMITS.short} value={value ?? ''} onChange={(e) => change(e.target.value)} />
    )
  const band = (which: Band) => {
    const value = texts![which]
    const set = (patch: Partial<SiteBand>) => setTexts({ ...texts!, [which]: { ...value, ...patch } })
    return (
      <Group>
        <legend>{t(`admin.siteTexts.${which}`)}</legend>
        {line(t('admin.siteTexts.heading'), value.title, (title) => set({ title }), `site-${which}-title`)}
        {line(t('admin.siteTexts.text'), value.text, (text) => set({ text }), `site-${which}-text`, true)}
        <div className="pair">
          {line(t('admin.siteTexts.button'), value.button, (button) => set({ button }), `site-${which}-button`)}
          {line(t('admin.siteTexts.href'), value.href, (href) => set({ href }), `site-${which}-href`)}
        </div>
      </Group>
    )
  }

  return (
    <Panel aria-labelledby="site-texts-title">
      <h2 id="site-texts-title">{t('admin.siteTexts.title')}</h2>
      <p>{t('admin.siteTexts.intro')}</p>
      <SelectField
        label={t('admin.siteTexts.language')}
        value={locale}
        onChange={(e) => setLocale(e.target.value as ContentLocale)}
        options={CONTENT_LOCALES.map((value) => ({ value, label: LOCALE_NAMES[value] }))}
      />
      {texts ? (
        <form
          onSubmit={(e) => {
            e.preventDefault()
            void save()
          }}
          lang={locale}
        >
          <Group>
            <legend>{t('admin.siteTexts.hero')}</legend>
            {line(t('admin.siteTexts.kicker'), texts.hero.kicker, (kicker) => setTexts({ ...texts, hero: { ...texts.hero, kicker } }), 'site-hero-kicker')}
            {line(t('admin.siteTexts.lead'), texts.hero.lead, (lead) => setTexts({ ...texts, hero: { ...texts.hero, lead } }), 'site-hero-lead', true)}
            <div className="pair">
              {line(t('admin.siteTexts.button'), texts.hero.button, (button) => setTexts({ ...texts, hero: { ...texts.hero, button } }), 'site-hero-button')}
              {line(t('admin.siteTexts.href'), texts.hero.href, (href) => setTexts({ ...texts, hero: { ...texts.hero, href } }), 'site-hero-href')}
            </div>
          </Group>
          {band('band')}
          <Group>
            <legend>{t('admin.siteTexts.reasons')}</legend>
            {line(
              t('admin.siteTexts.heading'),
              texts.reasons.title,
              (title) => setTexts({ ...texts, reasons: { ...texts.reasons, title } }),
              'site-reasons-title',
            )}
            {texts.reasons.items.map((item, index) => {
              const set = (patch: Partial<typeof item>) =>
                setTexts({ ...texts, reasons: { ...texts.reasons, items: texts.reasons.items.map((it, i) => (i === index ? { ...it, ...patch } : it)) } })
              const name = item.title || t('admin.siteTexts.reason', { n: index + 1 })
              return (
                <Group key={index}>
                  <legend>{t('admin.siteTexts.reason', { n: index + 1 })}</legend>
                  {line(t('admin.siteTexts.heading'), item.title, (title) => set({ title }), `site-reason-${index}-title`)}
                  {line(t('admin.siteTexts.text'), item.text, (text) => set({ text }), `site-reason-${index}-text`, true)}
                  <Button
                    type="button"
                    $variant="ghost"
                    aria-label={t('admin.siteTexts.removeReasonNamed', { name })}
                    onClick={() => setTexts({ ...texts, reasons: { ...texts.reasons, items: texts.reasons.items.filter((_, i) => i !== index) } })}
                  >
                    {t('admin.siteTexts.removeReason')}
                  </Button>
                </Group>
              )
            })}
            {texts.reasons.items.length < SITE_TEXT_LIMITS.reasons ? (
              <Button
                type="button"
                $variant="secondary"
                style={{ marginBottom: 12 }}
                onClick={() => setTexts({ ...texts, reasons: { ...texts.reasons, items: [...texts.reasons.items, { title: '', text: '' }] } })}
              >
                {t('admin.siteTexts.addReason')}
              </Button>
            ) : null}
          </Group>
          {band('closing')}
          {line(t('admin.siteTexts.footerAbout'), texts.footerAbout, (footerAbout) => setTexts({ ...texts, footerAbout }), 'site-footer-about', true)}
          {line(t('admin.siteTexts.contactIntro'), texts.contactIntro, (contactIntro) => setTexts({ ...texts, contactIntro }), 'site-contact-intro', true)}
          <Button type="submit" aria-busy={saving} aria-disabled={saving || undefined}>
            {t('admin.siteTexts.save')}
          </Button>
        </form>
      ) : null}
    </Panel>
  )
}
