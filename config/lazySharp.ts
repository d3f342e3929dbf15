import { createRequire } from 'node:module'
import type Sharp from 'sharp'

const load = createRequire(import.meta.url)
let sharp: typeof Sharp | undefined

/**
 * sharp, loaded at the first image rather than at every start: with libvips it holds about 7 MB
 * an instance serving pages never uses (issue #46, item 5). Payload and the seed only call it.
 */
export const lazySharp = ((...args: Parameters<typeof Sharp>) => (sharp ??= load('sharp') as typeof Sharp)(...args)) as typeof Sharp
