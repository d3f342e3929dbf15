import { convertLexicalToHTML, type HTMLConvertersFunction } from '@payloadcms/richtext-lexical/html'

const escapeHTML = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

type UploadValue = {
  url?: string | null
  alt?: string | null
  width?: number | null
  height?: number | null
  sizes?: Record<string, { url?: string | null; width?: number | null; height?: number | null }>
}

/**
 * Images in articles: Payload's converter needs the media's mimeType and every size's file
 * data, which public reads do not select; ours uses the card/hero size and lazy loading.
 */
const converters: HTMLConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  upload: ({ node }) => {
    const value = (node as { value?: unknown }).value
    if (!value || typeof value !== 'object') return ''
    const media = value as UploadValue
    const size = media.sizes?.hero?.url ? media.sizes.hero : media.sizes?.card?.url ? media.sizes.card : null
    const url = size?.url ?? media.url
    if (!url) return ''
    const alt = (node as { fields?: { alt?: string } }).fields?.alt || media.alt || ''
    const width = size?.width ?? media.width
    const height = size?.height ?? media.height
    return (
      `<img src="${escapeHTML(url)}" ` +
      `alt="${escapeHTML(alt)}"${width ? ` width="${Number(width)}"` : ''}${height ? ` height="${Number(height)}"` : ''} loading="lazy" decoding="async">`
    )
  },
})

/** An article's Lexical JSON as HTML (Payload's own converters: text escaped, URLs sanitised). */
type EditorState = Parameters<typeof convertLexicalToHTML>[0]['data']

const isEditorState = (content: unknown): content is EditorState =>
  typeof content === 'object' && content !== null && 'root' in content && typeof content.root === 'object' && content.root !== null

export function lexicalToHtml(content: unknown): string {
  if (!isEditorState(content)) return ''
  try {
    return convertLexicalToHTML({ data: content, converters, disableContainer: true })
  } catch {
    return ''
  }
}
