import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import type { Payload } from 'payload'
import { inTransaction } from '../transaction'
import { coverImage } from '../seed/images'
import { downloadImage } from './download'
import { importedTarget, rememberImported } from './ledger'
import type { SourceImage } from './source'

const MIME: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
}
const EXTENSION: Record<string, string> = Object.fromEntries(Object.entries(MIME).map(([ext, type]) => [type, ext]))
const MAX_IMAGE_BYTES = 25 * 1024 * 1024
const DOWNLOAD_TIMEOUT_MS = 8000
/** Where the old blog kept its uploads, inside an address: what follows is the path under `--media`. */
const UPLOAD_ROOTS = ['/wp-content/uploads/', '/content/images/', '/files/']

export type MediaOptions = { mediaDir?: string; download: boolean; dryRun: boolean; allowLoopback?: boolean }
export type ImageTally = { created: number; existing: number; missing: number }

/**
 * Brings the old blog's images in, each once: from the copy of its uploads folder given as
 * `--media`, by the path in its address, or downloaded when the machine can reach it. An image
 * already brought in (this run or an earlier one, by its address) is reused; one that cannot be
 * had is null, and the caller says so in the report.
 */
export function imageBringer(payload: Payload, site: string, options: MediaOptions, tally: ImageTally) {
  const known = new Map<string, number | string | null>()
  const unreachableHosts = new Set<string>()

  async function fetchImage(url: string): Promise<{ data: Buffer; name: string } | null> {
    const local = options.mediaDir ? await fromFolder(options.mediaDir, url) : null
    if (local) return local
    if (!options.download || options.dryRun) return null
    let address: URL
    try {
      address = new URL(url)
    } catch {
      return null
    }
    if (unreachableHosts.has(address.host)) return null
    const answer = await downloadImage(
      address.href,
      { allowLoopback: options.allowLoopback === true },
      { maxBytes: MAX_IMAGE_BYTES, timeoutMs: DOWNLOAD_TIMEOUT_MS },
    )
    // One failure to reach a host (no network here, a site gone) stands for all its images.
    if (answer === 'unreachable') unreachableHosts.add(address.host)
    if (typeof answer === 'string' || answer.data.length === 0) return null
    const name = fileName(address.pathname)
    return { data: answer.data, name: path.extname(name) ? name : `${name}${EXTENSION[answer.type] ?? ''}` }
  }

  return async function bring(image: SourceImage): Promise<number | string | null> {
    const url = image.url.trim()
    if (known.has(url)) return known.get(url)!
    const source = `${site}|media|${url}`
    const existing = await importedTarget(payload, source)
    if (existing) {
      tally.existing++
      known.set(url, existing)
      return existing
    }
    const file = await fetchImage(url)
    const mimetype = file ? MIME[path.extname(file.name).toLowerCase()] : undefined
    if (!file || !mimetype) {
      tally.missing++
      known.set(url, null)
      return null
    }
    if (options.dryRun) {
      tally.created++
      known.set(url, 0)
      return 0
    }
    const alt = (image.alt || path.parse(file.name).name.replace(/[-_]+/g, ' ')).slice(0, 200)
    const id = await inTransaction(payload, null, async (req) => {
      const media = await payload.create({
        collection: 'media',
        data: { alt },
        file: { data: file.data, mimetype, name: file.name, size: file.data.length },
        overrideAccess: true,
        req,
      })
      await rememberImported(req, source, 'media', media.id)
      return media.id
    })
    tally.created++
    known.set(url, id)
    return id
  }
}

/** The cover of an imported article whose own cannot be had: one neutral image, made once for every import. */
export async function placeholderCover(payload: Payload, alt: string, dryRun: boolean): Promise<number | string> {
  const source = 'placeholder|cover'
  const existing = await importedTarget(payload, source)
  if (existing || dryRun) return existing ?? 0
  const data = await coverImage(33, '#02236B', '#5B6B8C')
  return inTransaction(payload, null, async (req) => {
    const media = await payload.create({
      collection: 'media',
      data: { alt },
      file: { data, mimetype: 'image/jpeg', name: 'imported-cover.jpg', size: data.length },
      overrideAccess: true,
      req,
    })
    await rememberImported(req, source, 'media', media.id)
    return media.id
  })
}

/** The image under the uploads folder, by the part of its address below the old blog's uploads root; never outside the folder. */
async function fromFolder(folder: string, url: string): Promise<{ data: Buffer; name: string } | null> {
  const pathname = urlPath(url)
  if (!pathname) return null
  const root = path.resolve(folder)
  const candidates = UPLOAD_ROOTS.filter((r) => pathname.includes(r)).map((r) => pathname.slice(pathname.indexOf(r) + r.length))
  candidates.push(pathname.replace(/^\/+/, ''))
  for (const candidate of candidates) {
    const file = path.resolve(root, candidate)
    if (!file.startsWith(root + path.sep)) continue
    const info = await stat(file).catch(() => null)
    if (info?.isFile() && info.size <= MAX_IMAGE_BYTES) return { data: await readFile(file), name: fileName(file) }
  }
  return null
}

function urlPath(url: string): string | null {
  try {
    // Ghost writes its own address as __GHOST_URL__ in exports.
    return decodeURIComponent(new URL(url.replace(/^__GHOST_URL__/, 'http://ghost.invalid'), 'http://import.invalid').pathname)
  } catch {
    return null
  }
}

const fileName = (p: string) => p.split('/').pop() || 'image'
