import type { Media } from '../../../../payload-types'
import type { SiteImage } from '../../../lib/images/types'

/** A block's picture with the description written for it in this language (the media's own alt otherwise). */
export function blockImage(
  media: number | Media | null | undefined,
  alt: string | null | undefined,
  pick: (media: Media, size: 'card' | 'hero') => SiteImage | null,
): SiteImage | null {
  if (!media || typeof media !== 'object') return null
  const image = pick(media, 'hero')
  return image ? { ...image, alt: alt?.trim() || image.alt } : null
}
