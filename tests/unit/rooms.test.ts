import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { API_MESSAGE_KEYS } from '../../domain/messageKeys'

/**
 * The import rule between the repository's rooms (ARCHITECTURE.md section 2): each row says
 * which rooms a room may import. Anything not listed is refused. Collections never import
 * services: hooks that need a service's state are passed in by payload.config.ts.
 */
const ROOT = path.resolve(__dirname, '../..')
const MAY_IMPORT: Record<string, readonly string[]> = {
  domain: [],
  lib: ['domain'],
  contract: ['domain'],
  access: ['domain'],
  config: ['domain', 'contract', 'migrations'],
  collections: ['domain', 'lib', 'access', 'config', 'locales', 'payload-types'],
  services: ['domain', 'lib', 'contract', 'config', 'locales', 'migrations', 'payload-types'],
  gateway: ['domain', 'lib', 'contract', 'access', 'services', 'config', 'locales', 'package.json', 'payload.config', 'payload-types'],
  frontend: ['domain', 'lib', 'contract', 'services', 'config', 'locales', 'payload-types'],
}
/** npm packages a room may import, where the room is meant to be small. */
const MAY_USE_PACKAGES: Record<string, readonly string[]> = { domain: [], contract: ['zod'], lib: ['csv-stringify', 'any-ascii'] }

function filesOf(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (name === 'node_modules' || name === '.next') return []
    return statSync(full).isDirectory() ? filesOf(full) : /\.(ts|tsx|mjs)$/.test(name) ? [full] : []
  })
}

const specifiers = (source: string) =>
  [...source.matchAll(/(?:^|\s)(?:import|export)\b[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1] ?? m[2] ?? '')

function violations(room: string) {
  const out: string[] = []
  for (const file of filesOf(path.join(ROOT, room))) {
    const rel = path.relative(ROOT, file)
    for (const spec of specifiers(readFileSync(file, 'utf8'))) {
      if (spec.startsWith('.')) {
        const targetRoom = path.relative(ROOT, path.resolve(path.dirname(file), spec)).split(path.sep)[0] ?? ''
        if (targetRoom !== room && !MAY_IMPORT[room]!.includes(targetRoom)) out.push(`${rel} -> ${spec}`)
      } else if (MAY_USE_PACKAGES[room] && !spec.startsWith('node:')) {
        const pkg = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!
        if (!MAY_USE_PACKAGES[room]!.includes(pkg)) out.push(`${rel} -> package ${spec}`)
      }
    }
  }
  return out
}

describe('rooms import only what the rule allows', () => {
  it.each(Object.keys(MAY_IMPORT))('%s', (room) => {
    expect(violations(room)).toEqual([])
  })
})

describe('domain values', () => {
  it.each(['en', 'pt-BR', 'es', 'fr', 'ht'])('the %s catalogue holds a message for exactly the API keys', (lang) => {
    const catalogue = JSON.parse(readFileSync(path.join(ROOT, 'locales', `${lang}.json`), 'utf8')) as { api: Record<string, string> }
    expect(Object.keys(catalogue.api).sort()).toEqual([...API_MESSAGE_KEYS].sort())
  })
})
