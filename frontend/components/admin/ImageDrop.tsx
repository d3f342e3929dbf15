'use client'

import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { IMAGE_TYPES, uploadImage, type UploadedImage } from '../../lib/admin/upload'
import { Button } from '../ui/Button'
import { useNotify } from './Notifications'

const Zone = styled.div<{ $over: boolean; $round: boolean }>`
  border: 2px dashed ${({ $over, theme }) => ($over ? theme.colors.accent : '#8a93a6')};
  border-radius: 12px;
  padding: 16px;
  background: #fff;
  display: flex;
  flex-wrap: wrap;
  gap: 12px 16px;
  align-items: center;
  img {
    max-height: 200px;
    max-width: 100%;
    border-radius: ${({ $round }) => ($round ? '50%' : '8px')};
    object-fit: cover;
  }
  progress {
    width: 100%;
  }
  p {
    margin: 4px 0 0;
    font-size: 0.9rem;
  }
`

type Props = {
  image: { url: string; alt: string } | null
  /** Alt text stored with the upload. */
  alt: string
  chooseLabel: string
  onUploaded: (media: UploadedImage) => void | Promise<void>
  round?: boolean
  labelledBy?: string
  /** The choose button's id: an error summary's link to the image. */
  buttonId?: string
}

/**
 * An image chosen by click or by drag and drop, with a preview and the upload's progress in
 * per cent (spec: photo upload by click or drag; long operations show progress).
 */
export function ImageDrop({ image, alt, chooseLabel, onUploaded, round = false, labelledBy, buttonId }: Props) {
  const { t, i18n } = useTranslation()
  const notify = useNotify()
  const [over, setOver] = useState(false)
  const [progress, setProgress] = useState<number | null>(null)
  // A file input of the page's own (hidden; the button is its face): a detached one made on each
  // press sometimes opened no dialog for a keyboard press.
  const input = useRef<HTMLInputElement>(null)
  const upload = async (file: File | null | undefined) => {
    if (!file || percent !== null) return
    setProgress(0)
    try {
      await onUploaded(await uploadImage(file, alt.trim() || t('admin.imageFallbackAlt'), i18n.language, setProgress))
    } catch (error) {
      notify('error', (error as Error).message)
    } finally {
      setProgress(null)
    }
  }
  const percent = progress === null ? null : Math.round(progress * 100)
  return (
    <Zone
      $over={over}
      $round={round}
      role="group"
      aria-labelledby={labelledBy}
      onDragOver={(e) => {
        e.preventDefault()
        setOver(true)
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault()
        setOver(false)
        void upload(e.dataTransfer.files?.[0])
      }}
    >
      {image ? <img src={image.url} alt={image.alt} width={round ? 96 : undefined} height={round ? 96 : undefined} /> : null}
      <div>
        <Button
          id={buttonId}
          type="button"
          $variant="ghost"
          aria-disabled={percent !== null || undefined}
          aria-busy={percent !== null}
          onClick={() => (percent !== null ? undefined : input.current?.click())}
        >
          {percent === null ? chooseLabel : t('admin.upload.progress', { percent })}
        </Button>
        <p>{t('admin.articles.dropHint')}</p>
        <input
          ref={input}
          type="file"
          accept={IMAGE_TYPES}
          hidden
          tabIndex={-1}
          aria-hidden
          onChange={(e) => {
            const file = e.target.files?.[0]
            e.target.value = '' // choosing the same file again is a new choice
            void upload(file)
          }}
        />
      </div>
      {percent === null ? null : <progress max={100} value={percent} aria-label={t('admin.upload.progress', { percent })} />}
    </Zone>
  )
}
