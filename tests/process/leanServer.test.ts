import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROUTES } from '../../contract/routes'
import { spawnServer, tempDataDir, waitForHealth } from '../helpers/serverProcess'

// Issue #46, item 5: what a fresh instance holds. These guard the build's shape, which the
// memory bench measures (`npm run bench -- memory`).

const DIST = path.resolve('dist')
const STATIC_IMPORT = /(?:^|[;}\n])\s*import\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']([^"']+)["']/g

/** Every module the server's bundle imports before its first line runs: the entry and its static chunks. */
function importedAtStart(file: string, seen = new Set<string>(), packages = new Set<string>()) {
  if (seen.has(file)) return packages
  seen.add(file)
  for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
    const spec = match[1]!
    if (spec.startsWith('.')) importedAtStart(path.resolve(path.dirname(file), spec), seen, packages)
    else packages.add(spec)
  }
  return packages
}

describe('a lean server', () => {
  it('loads no driver of another database, nor sharp, when it starts', () => {
    const packages = [...importedAtStart(path.join(DIST, 'serve.mjs'))]
    expect(packages).toContain('express') // the parse finds the imports it should
    for (const unused of ['mongoose', 'mongodb', 'pg', 'sharp']) expect(packages).not.toContain(unused)
  })

  it('compiles none of the AWS SDK when it starts without S3_BUCKET', () => {
    const files = new Set<string>()
    importedAtStart(path.join(DIST, 'serve.mjs'), files)
    // esbuild names each bundled CommonJS module by its path; the SDK stays in a chunk loaded by import().
    const sdk = 'node_modules/@aws-sdk/client-s3/'
    expect([...files].filter((file) => readFileSync(file, 'utf8').includes(sdk))).toEqual([])
    const chunks = readdirSync(path.join(DIST, 'chunks')).filter((name) => name.endsWith('.mjs'))
    expect(chunks.some((name) => readFileSync(path.join(DIST, 'chunks', name), 'utf8').includes(sdk))).toBe(true)
  })

  it('runs with the same lean flags from npm start, the Dockerfile and the benchmarks', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }
    const start = /node ((?:--[\w-]+(?:=\S+)? )+)dist\/server\.mjs/.exec(pkg.scripts.start!)?.[1]?.trim().split(' ')
    expect(start).toEqual(expect.arrayContaining(['--max-semi-space-size=4', '--heap-growing-percent=30']))
    const cmd = /^CMD (\[.*\])$/m.exec(readFileSync('Dockerfile', 'utf8'))?.[1]
    expect(JSON.parse(cmd!)).toEqual(['node', ...start!, 'dist/server.mjs'])
    for (const malloc of ['MALLOC_ARENA_MAX=2', 'MALLOC_MMAP_THRESHOLD_=65536']) {
      expect(pkg.scripts.start).toContain(malloc)
      expect(readFileSync('Dockerfile', 'utf8')).toContain(malloc)
    }
    // Read, not imported: the benchmarks' own packages (autocannon) are not installed for the tests.
    const benchDefault = /SERVER_FLAGS =[^:]*: (\[[^\]]*\])/.exec(readFileSync('bench/lib.mjs', 'utf8'))?.[1]
    expect(JSON.parse(benchDefault!.replaceAll("'", '"'))).toEqual(start)
  })

  it("keeps Next's server chunks one byte a character (ASCII)", () => {
    const dir = path.resolve('frontend/.next/server')
    const wide = readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.(c|m)?js$/.test(name))
      .filter((name) => /[\u0080-\uffff]/.test(readFileSync(path.join(dir, name), 'utf8')))
    expect(wide).toEqual([])
  })

  it("renders the public site's pages without loading the route table's schemas", () => {
    // Next's server loads a page's chunks by these lines of its entry (server/app/<route>/page.js).
    const server = path.resolve('frontend/.next/server')
    const site = path.join(server, 'app/(site)')
    const pages = readdirSync(site, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('page.js'))
    expect(pages).toEqual(expect.arrayContaining(['page.js', 'blog/page.js', 'post/[[...params]]/page.js', 'contact/page.js']))
    // The route table's summaries are in no other module: a chunk holding one holds the table and its schemas.
    const summaries = [ROUTES.leadsList.summary, ROUTES.publicArticles.summary, ROUTES.articleRead.summary]
    const loading: string[] = []
    for (const page of pages) {
      const chunks = [...readFileSync(path.join(site, page), 'utf8').matchAll(/R\.c\("([^"]+)"\)/g)].map((m) => m[1]!)
      expect(chunks.length).toBeGreaterThan(0)
      for (const chunk of chunks) {
        const text = readFileSync(path.join(server, '..', chunk), 'utf8')
        if (summaries.some((summary) => text.includes(JSON.stringify(summary).slice(1, -1)))) loading.push(`${page}: ${chunk}`)
      }
    }
    expect(loading).toEqual([])
  })

  it('serves pages on SQLite without mapping libvips', async () => {
    // A database of its own, seeded by a first start: the seed draws the demo's images with sharp.
    const dir = tempDataDir()
    const env = { DATA_DIR: dir, DATABASE_URI: `file:${path.join(dir, 'site.db')}` }
    const seeding = await spawnServer(env)
    await waitForHealth(seeding.port)
    seeding.child.kill('SIGTERM')
    await seeding.exited
    const server = await spawnServer(env)
    try {
      await waitForHealth(server.port)
      for (const page of ['/', '/blog', '/contact']) expect((await fetch(`http://127.0.0.1:${server.port}${page}`)).status).toBe(200)
      const maps = readFileSync(`/proc/${server.child.pid}/maps`, 'utf8')
      expect(maps).toMatch(/libsql/) // the check reads the right process
      expect(maps).not.toMatch(/libvips/)
    } finally {
      server.child.kill('SIGTERM')
      await server.exited
    }
  })
})
