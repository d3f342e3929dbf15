import { lazySharp as sharp } from '../../config/lazySharp'

/**
 * Demo images drawn at seed time (no binary files in the repository and no downloads):
 * abstract covers in a category's colours and portrait placeholders for authors.
 */
function rng(seed: number) {
  let s = seed >>> 0
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0
    return s / 2 ** 32
  }
}

/**
 * A cover in a category's colours; with a motif (content/motifs.ts), the drawing of the article's
 * subject on its right half, so neighbouring cards no longer look alike (issue #59, item 2).
 */
export async function coverImage(seed: number, from: string, to: string, motif?: string): Promise<Buffer> {
  const rand = rng(seed)
  const shapes = Array.from({ length: motif ? 4 : 9 }, () => {
    const x = Math.round(rand() * 1600)
    const y = Math.round(rand() * 900)
    const r = Math.round(60 + rand() * 260)
    const o = (0.08 + rand() * 0.22).toFixed(2)
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff" fill-opacity="${o}"/>`
  }).join('')
  const lines = Array.from({ length: 6 }, (_, i) => {
    const y = 120 + i * 130 + Math.round(rand() * 40)
    return `<path d="M0 ${y} C 400 ${y - 80}, 1200 ${y + 80}, 1600 ${y}" stroke="#ffffff" stroke-opacity="0.18" stroke-width="3" fill="none"/>`
  }).join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
    </linearGradient></defs>
    <rect width="1600" height="900" fill="url(#g)"/>${shapes}${lines}${motif ? `<g transform="translate(880 150)">${motif}</g>` : ''}</svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer()
}

export async function portraitImage(seed: number, skin: string, hair: string, backdrop: string): Promise<Buffer> {
  const rand = rng(seed)
  const tilt = Math.round((rand() - 0.5) * 10)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
    <rect width="600" height="600" fill="${backdrop}"/>
    <circle cx="300" cy="300" r="260" fill="#ffffff" fill-opacity="0.12"/>
    <g transform="rotate(${tilt} 300 300)">
      <ellipse cx="300" cy="560" rx="210" ry="170" fill="#1d1d1d" fill-opacity="0.85"/>
      <rect x="262" y="330" width="76" height="90" rx="30" fill="${skin}"/>
      <ellipse cx="300" cy="250" rx="112" ry="132" fill="${skin}"/>
      <path d="M188 240 C 190 120, 410 110, 412 240 C 400 170, 210 170, 188 240 Z" fill="${hair}"/>
    </g></svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer()
}

export async function logoImage(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
    <rect width="512" height="512" rx="96" fill="#02236B"/>
    <path d="M136 372 V140 h120 a74 74 0 0 1 0 148 h-56 l104 84" stroke="#ffffff" stroke-width="44" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
    <circle cx="392" cy="372" r="26" fill="#9C27b0"/></svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

/** A figure for an article's body: the drawing of a subject on a light panel in the category's colour. */
export async function figureImage(motif: string, colour: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675">
    <rect width="1200" height="675" fill="#f4f6fb"/><rect x="300" y="37" width="600" height="600" rx="48" fill="${colour}"/>
    <g transform="translate(300 37)">${motif}</g></svg>`
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer()
}
