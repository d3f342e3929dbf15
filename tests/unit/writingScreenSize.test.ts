import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/** Issue #45, item 6: the writing screen stays split along its parts, none over 300 lines. */
const ROOT = path.resolve(__dirname, '../..')
const EDITOR = 'frontend/components/admin/editor'
const FILES = ['frontend/components/admin/ComposeScreen.tsx', ...readdirSync(path.join(ROOT, EDITOR)).map((name) => `${EDITOR}/${name}`)]

describe('the writing screen', () => {
  it.each(FILES)('%s has at most 300 lines', (file) => {
    const lines = readFileSync(path.join(ROOT, file), 'utf8').trimEnd().split('\n').length
    expect(lines).toBeLessThanOrEqual(300)
  })
})
