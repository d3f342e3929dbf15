'use client'

import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { LAYOUT_VERSIONS, type HomeVersion, type LayoutVersion } from '../../../domain/site'
import { call } from '../../lib/admin/api'
import { DESIGN_VERSION_KEY } from '../../lib/site/earlyInput'
import { Button } from '../ui/Button'
import { useNotify } from './Notifications'
import { Panel } from './ui'
import { MenuEditor } from './MenuEditor'
import { SiteTextsEditor } from './SiteTextsEditor'

const Choices = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 16px;
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  legend {
    font-weight: 700;
    margin-bottom: 12px;
  }
  label {
    display: block;
    border: 2px solid ${({ theme }) => theme.colors.border};
    border-radius: 12px;
    padding: 14px;
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`

/** A schematic of each home design: hero, featured article, cards. */
const Preview = styled.div<{ $v: LayoutVersion }>`
  margin-top: 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  overflow: hidden;
  height: 150px;
  display: grid;
  grid-template-rows: ${({ $v }) => ($v === 'V1' ? '14px 56px 1fr' : '14px 64px 1fr')};
  gap: 6px;
  background: #f6f7fb;
  .bar {
    background: ${({ $v }) => ($v === 'V1' ? '#02236B' : '#fff')};
    border-bottom: ${({ $v }) => ($v === 'V2' ? '3px solid #9C27b0' : '0')};
  }
  .hero {
    margin: 0 8px;
    border-radius: 6px;
    background: ${({ $v }) => ($v === 'V1' ? 'linear-gradient(135deg, #02236B, #6d1b7b)' : 'linear-gradient(90deg, #fff 55%, #c7cce0 55%)')};
  }
  .cards {
    margin: 0 8px 8px;
    display: grid;
    grid-template-columns: ${({ $v }) => ($v === 'V1' ? '1fr 1fr 1fr' : '2fr 1fr')};
    gap: 6px;
  }
  .cards span {
    background: #fff;
    border: 1px solid #dde1ea;
    border-radius: 4px;
  }
`

/** layout-settings: V1 or V2 with live previews; 'Version already applied' when unchanged. */
export function LayoutSettingsScreen() {
  const { t } = useTranslation()
  const notify = useNotify()
  const [current, setCurrent] = useState<HomeVersion | null>(null)
  const [choice, setChoice] = useState<LayoutVersion>('V1')
  // A choice made before the current version arrives is the person's: the answer never undoes it.
  const chosen = useRef(false)
  useEffect(() => {
    call('layoutLatest', {})
      .then((r) => {
        setCurrent(r.data.currentVersion)
        if (!chosen.current) setChoice(r.data.currentVersion === 'v2' ? 'V2' : 'V1')
      })
      .catch(() => notify('error', t('admin.layout.loadError')))
  }, [notify, t])
  const save = async () => {
    try {
      const answer = await call('layoutSave', { body: { version: choice } })
      setCurrent(answer.data.currentVersion)
      window.localStorage.setItem(DESIGN_VERSION_KEY, answer.data.currentVersion)
      notify('success', answer.message ?? '')
    } catch (error) {
      notify('error', (error as Error).message)
    }
  }
  return (
    <>
      <h1>{t('admin.routes.layout-settings')}</h1>
      <Panel>
        <Choices>
          <legend>{t('admin.layout.choose')}</legend>
          {LAYOUT_VERSIONS.map((version) => (
            <label key={version}>
              <input
                type="radio"
                name="version"
                value={version}
                checked={choice === version}
                onChange={() => {
                  chosen.current = true
                  setChoice(version)
                }}
              />{' '}
              {t(`admin.layout.${version}`)}
              {current === version.toLowerCase() ? ` (${t('admin.layout.current')})` : ''}
              <Preview $v={version} role="img" aria-label={t('admin.layout.preview', { version })}>
                <div className="bar" />
                <div className="hero" />
                <div className="cards">
                  <span />
                  <span />
                  {version === 'V1' ? <span /> : null}
                </div>
              </Preview>
            </label>
          ))}
        </Choices>
        <Button type="button" onClick={() => void save()}>
          {t('admin.save')}
        </Button>
      </Panel>
      <SiteTextsEditor />
      <MenuEditor />
    </>
  )
}
