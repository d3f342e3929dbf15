import { ApiError } from './api'
import { getToken } from './session'

export type UploadedImage = { id: number | string; url: string; alt: string }

/** Sends an image as the raw request body (the gateway's media upload), with its alt text. */
export async function uploadImage(file: File, alt: string, language: string): Promise<UploadedImage> {
  const response = await fetch(`/api/media/upload?alt=${encodeURIComponent(alt)}`, {
    method: 'POST',
    headers: { 'content-type': file.type, authorization: `Bearer ${getToken()}`, 'accept-language': language },
    body: file,
  })
  const json = (await response.json().catch(() => null)) as { data?: UploadedImage & { sizes?: Record<string, { url?: string }> }; message?: string; code?: string; errors?: { message: string }[] } | null
  if (!response.ok || !json?.data) throw new ApiError(json?.errors?.[0]?.message ?? json?.message ?? 'Error', json?.code ?? 'INTERNAL', response.status)
  return { id: json.data.id, url: json.data.sizes?.card?.url ?? json.data.url, alt: json.data.alt }
}

/** Lets the user pick an image file (the editor's image button). */
export function pickFile(): Promise<File | null> {
  return new Promise((resolve) => {
    const input = document.createElement('input')
    input.type = 'file'
    input.accept = 'image/png,image/jpeg,image/webp,image/gif'
    input.onchange = () => resolve(input.files?.[0] ?? null)
    input.click()
  })
}
