import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

/**
 * Type-checks one file as an integrator's project would (tsc --strict, Node's own module
 * resolution), the way the client examples are held to it: what tsc printed, '' when clean.
 */
export function strictTypeCheck(file: string, extra: string[] = []): { output: string; status: number | null } {
  const tsc = spawnSync(
    process.execPath,
    [
      require.resolve('typescript/bin/tsc'),
      '--noEmit',
      '--strict',
      '--noUncheckedIndexedAccess',
      ...extra,
      '--target',
      'ES2022',
      '--module',
      'nodenext',
      '--moduleResolution',
      'nodenext',
      '--types',
      'node',
      '--skipLibCheck',
      file,
    ],
    { encoding: 'utf8' },
  )
  return { output: tsc.stdout + tsc.stderr, status: tsc.status }
}
