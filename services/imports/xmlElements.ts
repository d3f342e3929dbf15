import { createReadStream } from 'node:fs'
import sax from 'sax'
import { ImportError, IMPORT_MAX_ITEM_CHARS } from '../../domain/imports'
import { detached } from './detached'

/** One XML element as the importer reads it: its text (CDATA included) and its child elements. */
export type XmlElement = { name: string; attrs: Record<string, string>; text: string; children: XmlElement[] }

/** Elements below these keep only their count: a post's comments are not imported, and can be many. */
const COUNTED_ONLY = new Set(['wp:comment'])

/**
 * The children of the document's second level (a WXR's `<channel>`), each whole, in file order,
 * read as a stream: only the element being read is in memory, whatever the file's size. The
 * root's name is checked against `root` first. A file that ends before its root closes is
 * `truncated`; one that is not well-formed XML is `malformed`; one whose element holds more than
 * IMPORT_MAX_ITEM_CHARS of text is `itemTooLarge` (sax hands long text over in 64 KB pieces, so
 * no more than that is ever held of one element).
 */
export async function* secondLevelChildren(file: string, root: string): AsyncGenerator<XmlElement> {
  const parser = sax.parser(true, { trim: false, normalize: false, position: true })
  const stack: XmlElement[] = []
  const ready: XmlElement[] = []
  let depth = 0
  let itemChars = 0
  parser.onopentag = (tag) => {
    depth++
    if (depth === 1 && tag.name !== root) throw new ImportError('unknownFormat', `<${tag.name}>`)
    if (depth >= 3) stack.push({ name: tag.name, attrs: tag.attributes as Record<string, string>, text: '', children: [] })
  }
  const onText = (text: string) => {
    const top = stack.at(-1)
    if (!top) return
    itemChars += text.length
    if (itemChars > IMPORT_MAX_ITEM_CHARS) throw new ImportError('itemTooLarge', `<${stack[0]!.name}> ending near line ${parser.line + 1}`)
    top.text += text
  }
  parser.ontext = onText
  parser.oncdata = onText
  parser.onclosetag = () => {
    if (depth >= 3) {
      const element = stack.pop()!
      element.text = detached(element.text)
      if (COUNTED_ONLY.has(element.name)) element.children = []
      const parent = stack.at(-1)
      if (parent) parent.children.push(element)
      else {
        ready.push(element)
        itemChars = 0
      }
    }
    depth--
  }
  parser.onerror = (error) => {
    throw new ImportError('malformed', error.message.split('\n').join(' '))
  }
  const stream = createReadStream(file, { encoding: 'utf8', highWaterMark: 256 * 1024 })
  try {
    for await (const chunk of stream) {
      parser.write(chunk as string)
      if (ready.length) yield* ready.splice(0)
    }
  } finally {
    stream.destroy()
  }
  if (depth > 0) throw new ImportError('truncated')
  parser.close()
  yield* ready.splice(0)
}

export const child = (element: XmlElement, name: string) => element.children.find((c) => c.name === name)
export const childText = (element: XmlElement, name: string) => (child(element, name)?.text ?? '').trim()
export const childrenNamed = (element: XmlElement, name: string) => element.children.filter((c) => c.name === name)
