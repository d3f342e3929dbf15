'use client'

import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { call } from '../../../lib/admin/api'
import type { UploadedImage } from '../../../lib/admin/upload'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'

type Item = { id: number | string; url: string; thumbnailUrl: string; alt: string }

const PAGE = 12

const Grid = styled.ul`
  list-style: none;
  margin: 0 0 12px;
  padding: 0;
  display: grid;
  gap: 8px;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  max-height: min(50vh, 420px);
  overflow-y: auto;
  button {
    width: 100%;
    font: inherit;
    font-size: 0.85rem;
    text-align: left;
    padding: 4px;
    border-radius: 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: #fff;
    cursor: pointer;
  }
  img {
    display: block;
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: 6px;
  }
  span {
    display: block;
    padding: 4px 2px 2px;
    overflow-wrap: anywhere;
  }
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  justify-content: space-between;
`

/**
 * The body's image button (issue #45, item 2): the images already uploaded, newest first, each
 * shown with its description (what a screen reader will say of it in the article), or a new
 * upload. Nothing is uploaded twice to be used twice.
 */
export function MediaLibraryDialog({
  open,
  onClose,
  onChoose,
  onUpload,
}: {
  open: boolean
  onClose: () => void
  onChoose: (image: UploadedImage) => void
  onUpload: () => void
}) {
  const { t } = useTranslation()
  const [items, setItems] = useState<Item[]>([])
  const [next, setNext] = useState<string | null>(null)
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading')

  const load = async (cursor: string | null) => {
    setState('loading')
    try {
      const { data, meta } = await call('mediaLibrary', { query: { page: 1, limit: PAGE, ...(cursor ? { cursor } : {}) } })
      setItems((before) => (cursor ? [...before, ...data] : data))
      setNext(meta.nextCursor ?? null)
      setState('ready')
    } catch {
      setState('failed')
    }
  }
  useEffect(() => {
    if (open) void load(null)
  }, [open])

  return (
    <Dialog open={open} onClose={onClose} labelledBy="media-library-title">
      <h2 id="media-library-title">{t('admin.editor.library.title')}</h2>
      <p role="status">
        {state === 'loading'
          ? t('admin.editor.library.loading')
          : state === 'failed'
            ? t('admin.editor.library.failed')
            : items.length
              ? null
              : t('admin.editor.library.empty')}
      </p>
      {items.length ? (
        <Grid aria-label={t('admin.editor.library.images')}>
          {items.map((item) => (
            <li key={item.id}>
              <button type="button" onClick={() => onChoose({ id: item.id, url: item.url, alt: item.alt })}>
                <img src={item.thumbnailUrl} alt="" loading="lazy" />
                <span>{item.alt}</span>
              </button>
            </li>
          ))}
        </Grid>
      ) : null}
      <Actions>
        <Button type="button" onClick={onUpload}>
          {t('admin.editor.library.upload')}
        </Button>
        {next ? (
          <Button type="button" $variant="ghost" disabled={state === 'loading'} onClick={() => void load(next)}>
            {t('admin.editor.library.more')}
          </Button>
        ) : null}
        <Button type="button" $variant="ghost" onClick={onClose}>
          {t('admin.cancel')}
        </Button>
      </Actions>
    </Dialog>
  )
}
