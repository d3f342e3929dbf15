// V8 keeps a script's source text for the life of the process (lazy compilation, toString), and
// keeps it two bytes a character as soon as one character is outside Latin-1. One arrow or
// curly quote in a 4 MB chunk of Next's server output cost 4 MB more of RSS (issue #46, item 5).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * Non-ASCII characters as \\u escapes. esbuild leaves them in regular-expression literals (date-fns
 * locales), and one such character made V8 keep the whole bundle's source as a two-byte string
 * for the life of the process. The escape means the same code unit in strings, template literals'
 * values, regular expressions (with or without the u flag, pairs stay pairs) and identifiers.
 * U+2028 and U+2029 end a line in a comment, so they stay as they are.
 */
export const asciiOnly = (text) => text.replace(/[\u0080-\u2027\u202a-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)

/** Rewrites every server-side script Next built (`.next/server`) to ASCII; returns how many changed. */
export function asciiOnlyNextServer(nextDir) {
  let changed = 0
  for (const entry of readdirSync(path.join(nextDir, 'server'), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(c|m)?js$/.test(entry.name)) continue
    const file = path.join(entry.parentPath ?? entry.path, entry.name)
    const text = readFileSync(file, 'utf8')
    if (!/[\u0080-\uffff]/.test(text)) continue
    writeFileSync(file, asciiOnly(text))
    changed++
  }
  return changed
}
