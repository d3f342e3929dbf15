import { methodOf, urlOf, type Answer } from '../api/routes'
import { ARTICLE_IMAGE_ALT_MAX } from '../../../domain/articles'
import { failure, networkError } from './api'
import { getToken } from './session'

export type UploadedImage = { id: number | string; url: string; alt: string }

/**
 * Sends a file as the raw request body of a route (an image, an export to import).
 * XMLHttpRequest rather than fetch: only it reports upload progress (0..1) as bytes leave.
 */
export function sendFile<K extends 'mediaUpload' | 'importStart'>(
  id: K,
  query: Record<string, string>,
  file: Blob,
  contentType: string,
  language: string,
  onProgress?: (share: number) => void,
): Promise<Answer<K>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open(methodOf(id), urlOf(id, {}, query))
    request.setRequestHeader('content-type', contentType)
    request.setRequestHeader('authorization', `Bearer ${getToken()}`)
    request.setRequestHeader('accept-language', language)
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total)
    }
    request.onerror = () => reject(networkError())
    request.onload = () => {
      let json: Partial<Answer<K>> | null = null
      try {
        json = JSON.parse(request.responseText) as Partial<Answer<K>>
      } catch {
        json = null
      }
      if (request.status < 200 || request.status >= 300 || !json?.data) return reject(failure(request.status, json as Record<string, unknown> | null))
      onProgress?.(1)
      resolve(json as Answer<K>)
    }
    request.send(file)
  })
}

/** Uploads an image with its alt text (the gateway's media upload). */
export async function uploadImage(file: File, alt: string, language: string, onProgress?: (share: number) => void): Promise<UploadedImage> {
  const { data } = await sendFile('mediaUpload', { alt }, file, file.type, language, onProgress)
  const url = data.sizes?.card?.url ?? data.url
  if (!url) throw failure(500, null)
  return { id: data.id, url, alt: data.alt }
}

/** Lets the user pick an image file (the editor's image button). */
/** The image types an upload takes (the file dialog offers only these). */
export const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif'

export function pickFile(): Promise<File | null> {
  return new Promise((resolve) => {
    const input = document.createElement('input')
    input.type = 'file'
    input.accept = IMAGE_TYPES
    input.onchange = () => resolve(input.files?.[0] ?? null)
    input.click()
  })
}

/**
 * A body image's description (its alt), asked before the image is uploaded and asked again while
 * empty: null when the editor cancels, and then nothing is uploaded.
 */
export function askImageDescription(question: string): string | null {
  for (;;) {
    const answer = window.prompt(question)
    if (answer === null) return null
    if (answer.trim()) return answer.trim().slice(0, ARTICLE_IMAGE_ALT_MAX)
  }
}
