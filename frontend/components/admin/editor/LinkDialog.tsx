'use client'

import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isSafeLink } from '../../../../domain/links'
import styled from 'styled-components'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import { Field } from '../../ui/Field'
import { useLinkTargets } from './useLinkTargets'

const Found = styled.ul`
  list-style: none;
  margin: 0 0 12px;
  padding: 0;
  display: grid;
  gap: 4px;
  button {
    width: 100%;
    text-align: left;
    font: inherit;
    min-height: 40px;
    padding: 6px 10px;
    border-radius: 6px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: #f6f7fb;
    cursor: pointer;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
  }
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  justify-content: flex-end;
`

/** What the dialog opens on: the link under the caret (if any) and whether text is selected to carry it. */
export type LinkRequest = { url: string; hasText: boolean }

/** An address the editor accepts: a web or mail address, or a path of this site; "example.com" gets https://. */
export const linkAddress = (typed: string) => {
  const url = typed.trim()
  if (!url) return ''
  return /^(https?:|mailto:|\/)/i.test(url) ? url : `https://${url}`
}

/**
 * The link dialog (issue #45, item 2), in place of the browser's prompt: it searches this
 * site's articles and pages by title (choosing one fills in its address), takes any address
 * too, and asks for the link's text when none is selected.
 */
export function LinkDialog({
  request,
  onClose,
  onApply,
  onRemove,
}: {
  request: LinkRequest | null
  onClose: () => void
  onApply: (url: string, text: string | null) => void
  onRemove: () => void
}) {
  const { t } = useTranslation()
  const [search, setSearch] = useState('')
  const [url, setUrl] = useState('')
  const [text, setText] = useState('')
  const [error, setError] = useState<string | undefined>()
  const found = useLinkTargets(search)
  useEffect(() => {
    setSearch('')
    setUrl(request?.url ?? '')
    setText('')
    setError(undefined)
  }, [request])

  const apply = () => {
    const address = linkAddress(url)
    if (!address) return setError(t('admin.editor.linkDialog.addressRequired'))
    // The body's links follow the site's rule (domain/links.ts): nothing that leaves the site by a trick.
    if (!isSafeLink(address, { http: true })) return setError(t('admin.editor.linkDialog.addressInvalid'))
    if (request && !request.hasText && !text.trim()) return setError(t('admin.editor.linkDialog.textRequired'))
    onApply(address, request?.hasText ? null : text.trim())
  }

  return (
    <Dialog open={request !== null} onClose={onClose} labelledBy="link-dialog-title">
      <h2 id="link-dialog-title">{request?.url ? t('admin.editor.linkDialog.editTitle') : t('admin.editor.linkDialog.title')}</h2>
      <Field
        label={t('admin.editor.linkDialog.search')}
        hint={t('admin.editor.linkDialog.searchHint')}
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        autoComplete="off"
      />
      <p role="status">{found ? t('admin.editor.linkDialog.found', { count: found.length }) : null}</p>
      {found?.length ? (
        <Found aria-label={t('admin.editor.linkDialog.results')}>
          {found.map((target) => (
            <li key={`${target.kind}-${target.path}`}>
              <button
                type="button"
                onClick={() => {
                  setUrl(target.path)
                  if (!text.trim()) setText(target.title)
                  setError(undefined)
                }}
              >
                {target.title}
                <small>
                  {t(`admin.editor.linkDialog.kinds.${target.kind}`)} · {target.path}
                </small>
              </button>
            </li>
          ))}
        </Found>
      ) : null}
      <Field
        label={t('admin.editor.linkDialog.address')}
        hint={t('admin.editor.linkDialog.addressHint')}
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault()
            apply()
          }
        }}
        error={error && !url.trim() ? error : undefined}
      />
      {request && !request.hasText ? (
        <Field
          label={t('admin.editor.linkDialog.text')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          error={error && url.trim() && !text.trim() ? error : undefined}
        />
      ) : null}
      <Actions>
        <Button type="button" $variant="ghost" onClick={onClose}>
          {t('admin.cancel')}
        </Button>
        {request?.url ? (
          <Button type="button" $variant="ghost" onClick={onRemove}>
            {t('admin.editor.linkDialog.remove')}
          </Button>
        ) : null}
        <Button type="button" onClick={apply}>
          {t('admin.editor.linkDialog.apply')}
        </Button>
      </Actions>
    </Dialog>
  )
}
