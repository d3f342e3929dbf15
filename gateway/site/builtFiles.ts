import path from 'node:path'
import { constants } from 'node:zlib'

/**
 * The file a path under `/_next/static` (`/chunks/a.css`) names inside the build's static
 * folder, or null when the path would leave it (`..`). Shared by the Brotli assets and the
 * inlined stylesheets, which both read Next's built files themselves.
 */
export function builtFile(staticDir: string, pathUnderStatic: string): string | null {
  const root = path.resolve(staticDir)
  const file = path.resolve(root, `.${pathUnderStatic}`)
  return file.startsWith(root + path.sep) ? file : null
}

/** Brotli at `quality`, told the input's size (a better window for small files). */
export const brotliOptions = (quality: number, size: number) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: size },
})
