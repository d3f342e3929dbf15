/** An upload's name used as its alt (what the editor once sent when nothing else was typed): no description at all. */
const FILE_NAME = /^[^\s/\\]+\.(png|jpe?g|webp|gif|avif)$/i

/**
 * An image's text alternative: its own description where one was written (an article's cover in
 * the language read, a body image's node), else the media's alt, never a file name ('' marks the
 * image decorative: covers stand next to their title). Issue #30.
 */
export const imageAltText = (own: string | null | undefined, media: { alt?: string | null } | null | undefined) => {
  const text = own?.trim() || media?.alt?.trim() || ''
  return FILE_NAME.test(text) ? '' : text
}
