'use client'

import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { LOCALE_NAMES, type ContentLocale } from '../../../../domain/contentLocales'
import { IMPORT_NOTE_CODES, IMPORT_REPORT_KINDS, IMPORT_SKIPPED_KINDS } from '../../../../domain/imports'
import { ApiError, call } from '../../../lib/admin/api'
import type { Answer } from '../../../lib/api/routes'
import { sendFile } from '../../../lib/admin/upload'
import { Button } from '../../ui/Button'
import { ErrorNotice } from '../../ui/ErrorNotice'
import { Field } from '../../ui/Field'
import { Notice } from '../../ui/Notice'
import { LanguageSelect } from '../LanguageSelect'
import { ColumnHeads, Panel, Table } from '../ui'

type Run = Answer<'importStatus'>['data']
type Report = NonNullable<Run['report']>

const POLL_MS = 1000

const Progress = styled.div`
  margin: 16px 0;
  progress {
    width: 100%;
    height: 14px;
  }
  p {
    margin: 6px 0 0;
  }
`

const Check = styled.label`
  display: flex;
  gap: 10px;
  align-items: center;
  margin: 0 0 20px;
`

const Notes = styled.ul`
  padding-left: 1.2em;
  li {
    margin: 6px 0;
  }
  details ul {
    font-size: 0.92rem;
    overflow-wrap: anywhere;
  }
`

/**
 * Settings > Import (issue #33): upload a WordPress or Ghost export, watch it import, read the
 * report. The upload shows its bytes leaving; then the run's own progress (posts read of the
 * total), polled. A run already going when the tab opens (or resumed after a restart) is followed.
 */
export function ImportTab() {
  const { t, i18n } = useTranslation()
  const fileId = useId()
  const fileInput = useRef<HTMLInputElement & HTMLTextAreaElement>(null)
  const [dryRun, setDryRun] = useState(false)
  // '': the language the export names (else pt-BR), decided by the server (issue #64, item 4).
  const [language, setLanguage] = useState<ContentLocale | ''>('')
  const [sending, setSending] = useState<number | null>(null)
  const [run, setRun] = useState<Run | null>(null)
  const [message, setMessage] = useState<string | null>(null)
  const [fileError, setFileError] = useState<string | undefined>(undefined)

  const follow = useCallback(async (id: Run['id']) => {
    for (;;) {
      const { data } = await call('importStatus', { params: { id } })
      setRun(data)
      if (data.status !== 'running') return
      await new Promise((resolve) => setTimeout(resolve, POLL_MS))
    }
  }, [])

  useEffect(() => {
    let live = true
    void call('importsList', {}).then(
      ({ data }) => {
        if (!live || !data[0]) return
        setRun(data[0])
        if (data[0].status === 'running') void follow(data[0].id).catch((error: Error) => setMessage(error.message))
      },
      (error: Error) => setMessage(error.message),
    )
    return () => {
      live = false
    }
  }, [follow])

  const start = async (event: React.FormEvent) => {
    event.preventDefault()
    setMessage(null)
    const file = fileInput.current?.files?.[0]
    if (!file) return setFileError(t('admin.import.file'))
    setFileError(undefined)
    setSending(0)
    try {
      const { data } = await sendFile(
        'importStart',
        { name: file.name, ...(language ? { language } : {}), ...(dryRun ? { dryRun: 'true' } : {}) },
        file,
        'application/octet-stream',
        i18n.language,
        setSending,
      )
      setSending(null)
      setRun(data)
      await follow(data.id)
    } catch (error) {
      setSending(null)
      if (error instanceof ApiError && error.fields.some((f) => f.field === 'file')) setFileError(error.message)
      else setMessage((error as Error).message)
    }
  }

  const running = sending !== null || run?.status === 'running'
  return (
    <Panel aria-labelledby="import-title">
      <h2 id="import-title">{t('admin.import.title')}</h2>
      <p>{t('admin.import.intro')}</p>
      <form onSubmit={start} noValidate>
        <Field
          ref={fileInput}
          id={fileId}
          type="file"
          name="file"
          accept=".xml,.json,application/xml,text/xml,application/json"
          label={t('admin.import.file')}
          hint={t('admin.import.fileHint')}
          error={fileError}
          disabled={running}
        />
        <LanguageSelect<true>
          label={t('admin.import.language')}
          hint={t('admin.import.languageHint')}
          unset={t('admin.import.languageFromExport')}
          value={language}
          onChange={setLanguage}
          disabled={running}
        />
        <Check>
          <input type="checkbox" checked={dryRun} onChange={(e) => setDryRun(e.target.checked)} disabled={running} />
          {t('admin.import.dryRun')}
        </Check>
        <ErrorNotice message={message} />
        <Button type="submit" disabled={running}>
          {t('admin.import.start')}
        </Button>
      </form>
      {sending !== null ? (
        <Progress>
          <progress max={1} value={sending} aria-label={t('admin.import.progressLabel')} />
          <p role="status">{t('admin.import.uploading')}</p>
        </Progress>
      ) : run?.status === 'running' ? (
        <Progress>
          {/* Until the read pass has counted the items, the bar has no end to measure against (never "0 of 0"). */}
          {run.total > 0 ? (
            <progress max={run.total} value={run.done} aria-label={t('admin.import.progressLabel')} />
          ) : (
            <progress aria-label={t('admin.import.progressLabel')} />
          )}
          <p role="status">{run.total > 0 ? t('admin.import.progress', { done: run.done, total: run.total }) : t('admin.import.reading')}</p>
        </Progress>
      ) : null}
      {run?.resumed ? <p>{t('admin.import.resumed')}</p> : null}
      {run?.status === 'failed' ? (
        <Notice tone="error">
          <p>{t('admin.import.failed', { reason: t(`admin.import.errors.${run.error ?? 'failed'}`, { detail: run.detail ?? '' }) })}</p>
        </Notice>
      ) : null}
      {run?.status === 'done' && run.report ? <ImportReport report={run.report} /> : null}
    </Panel>
  )
}

function ImportReport({ report }: { report: Report }) {
  const { t } = useTranslation()
  const notes = IMPORT_NOTE_CODES.filter((code) => report.notes[code])
  const skipped = IMPORT_SKIPPED_KINDS.filter((kind) => report.skipped[kind] > 0)
  return (
    <section aria-labelledby="import-report">
      <h3 id="import-report">{t('admin.import.report.title')}</h3>
      <p role="status">
        {report.dryRun ? t('admin.import.doneDry') : t('admin.import.done')}{' '}
        {t('admin.import.report.posts', { count: report.posts, format: report.format.toUpperCase() })}
        {report.language ? ` ${t('admin.import.report.language', { language: LOCALE_NAMES[report.language] })}` : null}
      </p>
      <Table>
        <ColumnHeads
          labels={[t('admin.import.report.kind'), t('admin.import.report.created'), t('admin.import.report.existing'), t('admin.import.report.missing')]}
        />
        <tbody>
          {IMPORT_REPORT_KINDS.map((kind) => (
            <tr key={kind}>
              <td>{t(`admin.import.report.${kind}`)}</td>
              <td>{report[kind]?.created ?? 0}</td>
              <td>{report[kind]?.existing ?? 0}</td>
              <td>{kind === 'images' ? report.images.missing : '—'}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <p>{t('admin.import.report.statuses', report.statuses)}</p>
      {skipped.length ? (
        <p>
          {t('admin.import.report.skipped')}: {skipped.map((kind) => `${t(`admin.import.skippedKinds.${kind}`)} ${report.skipped[kind]}`).join(' · ')}
        </p>
      ) : null}
      {report.comments?.length ? (
        <details>
          <summary>
            {t('admin.import.report.comments')}: {report.skipped.comments}
          </summary>
          <ul>
            {report.comments.map(({ item, count }, i) => (
              <li key={i}>
                {item}: {count}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {notes.length ? (
        <>
          <h4>{t('admin.import.report.notes')}</h4>
          <Notes>
            {notes.map((code) => {
              const note = report.notes[code]!
              return (
                <li key={code}>
                  <details>
                    <summary>
                      {t(`admin.import.notes.${code}`)}: {note.count}
                    </summary>
                    <ul>
                      {note.examples.map((example, i) => (
                        <li key={i}>
                          {example.item}
                          {example.detail ? ` (${example.detail})` : ''}
                        </li>
                      ))}
                      {note.count > note.examples.length ? <li>… {t('admin.import.report.more', { count: note.count - note.examples.length })}</li> : null}
                    </ul>
                  </details>
                </li>
              )
            })}
          </Notes>
        </>
      ) : null}
      {report.redirectExamples.length ? (
        <>
          <h4>{t('admin.import.report.examples')}</h4>
          <Notes>
            {report.redirectExamples.map(({ from, to }) => (
              <li key={from}>
                <code>{from}</code> → <a href={to}>{to}</a>
              </li>
            ))}
          </Notes>
        </>
      ) : null}
    </section>
  )
}
