'use client'

import Image, { type ImageLoader } from 'next/image'
import type { SiteImage } from '../../lib/images/types'

/**
 * next/image over the sizes Payload already cut and encoded (WebP), instead of Next's
 * optimizer: no image is re-encoded at request time (that cost seconds of CPU on a first
 * visit), and the browser still picks from a srcset by the `sizes` it is given.
 */
const loaderFor =
  (image: SiteImage): ImageLoader =>
  ({ width }) =>
    (image.variants.find((v) => v.width >= width) ?? image.variants[image.variants.length - 1] ?? image).url

export function PayloadImage({ image, sizes, eager = false, className }: { image: SiteImage; sizes: string; eager?: boolean; className?: string }) {
  return (
    <Image
      loader={loaderFor(image)}
      src={image.url}
      alt={image.alt}
      width={image.width}
      height={image.height}
      sizes={sizes}
      className={className}
      preload={eager}
      fetchPriority={eager ? 'high' : undefined}
      loading={eager ? 'eager' : 'lazy'}
    />
  )
}
