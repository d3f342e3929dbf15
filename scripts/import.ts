/**
 * Moves a WordPress or Ghost blog into the running product's database (issue #33):
 *   npm run import -- <export file> [--language en] [--media <uploads folder>] [--dry-run] [--no-download] [--lang en] [--json]
 * --language names the blog's language (its articles and pages are stored as written in it);
 * --lang the language of this command's own report.
 * Bundled by npm run build as dist/import.mjs; npm run import caps its heap at 192 MB, so the
 * garbage of thousands of conversions is collected as it goes (npm run bench -- import). The rest
 * of the process (code, SQLite, buffers) is a flat 110 MB; the heap's live part grows by about
 * 0.7 KB a post (87 MB at 5,000 posts, 149 MB at 90,000), not yet found: 100,000 posts peak at
 * 317 MB, and a 160 MB cap stopped at 92,174 (issue #44, item 6). Reads DATABASE_URI (and REDIS_URL, to tell the
 * running instances to drop what they cached) like the server. Exit status: 0 imported, 1 the
 * file was refused (nothing written) or the import stopped, 2 wrong arguments.
 */
import { parseArgs } from 'node:util'
import { getPayload } from 'payload'
import { ImportError } from '../domain/imports'
import { translatorFor } from '../locales/i18n'
import { DEFAULT_LANGUAGE, isLanguage } from '../locales/languages'

// The report is the output: Payload's start-up lines (migrations applied) only when asked for.
process.env.LOG_LEVEL ??= 'warn'
// An import is a batch with no visitor waiting: on SQLite it waits up to two minutes for the write
// lock a running site holds, where a request gives up after 15 s and says so (services/system/
// sqliteBusy.ts). With 15 s, a back-office import beside a busy site stopped on "database is
// locked" and a command import beside the site's jobs did too (bench import, tests/process/importKill).
process.env.SQLITE_BUSY_WAIT_MS ??= '120000'
// A batch reads each row it needs once, by its key: 8 MB of page cache per connection, not the
// site's 32 MB (up to 5 connections: 120 MB less at most; npm run bench -- import measures the process).
process.env.SQLITE_CACHE_KIB ??= '8192'

const { values, positionals } = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        media: { type: 'string' },
        'dry-run': { type: 'boolean', default: false },
        'no-download': { type: 'boolean', default: false },
        lang: { type: 'string' },
        language: { type: 'string' },
        json: { type: 'boolean', default: false },
        // The server's own use: a back-office run, imported in this child process (services/imports/runs.ts).
        run: { type: 'string' },
      },
    })
  } catch (error) {
    console.error((error as Error).message)
    process.exit(2)
  }
})()
const language = isLanguage(values.lang ?? process.env.IMPORT_LANG) ? ((values.lang ?? process.env.IMPORT_LANG) as typeof DEFAULT_LANGUAGE) : DEFAULT_LANGUAGE
const t = translatorFor(language)
const file = positionals[0]
if (values.run === undefined && (!file || positionals.length > 1)) {
  console.error(
    'usage: npm run import -- <export file> [--language pt-BR|en|es|fr|ht] [--media <uploads folder>] [--dry-run] [--no-download] [--lang pt-BR|en|es|fr|ht] [--json]',
  )
  process.exit(2)
}
if (values.language !== undefined && !isLanguage(values.language)) {
  // Refused before anything is read or written.
  console.error(t('admin.import.errors.language', { detail: values.language }))
  process.exit(2)
}

async function main(): Promise<number> {
  const [{ readEnv }, { resolveSecret }, { checkDatabase }] = await Promise.all([
    import('../config/env'),
    import('../config/secret'),
    import('../services/system/preflight'),
  ])
  const env = readEnv()
  resolveSecret(env)
  await checkDatabase(env.DATABASE_URI)
  if (values.run !== undefined) return backOfficeRun(values.run)
  const [{ default: config }, { importBlog, detectFormat }, { reportLines }] = await Promise.all([
    import('../payload.config'),
    import('../services/imports'),
    import('../services/imports/reportText'),
  ])
  // Refused before Payload starts: a wrong file costs nothing.
  await detectFormat(file!)
  const shared = env.REDIS_URL ? await import('../gateway/sharedState').then(({ shareState }) => shareState(env.REDIS_URL!, (m) => console.warn(m))) : null
  const payload = await getPayload({ config })
  // The running servers learn of each post as it is committed, with or without Redis (issue #44, item 5).
  const feed = values['dry-run'] ? null : await import('../services/cache/changeFeed')
  feed?.writeChangesToFeed(payload)
  let shown = 0
  const report = await importBlog(payload, {
    file: file!,
    mediaDir: values.media,
    download: !values['no-download'],
    dryRun: values['dry-run'],
    language: values.language as typeof DEFAULT_LANGUAGE | undefined,
    onProgress: async (done, total) => {
      await feed?.flushChangeFeed()
      if (Date.now() - shown < 1000 && done < total) return
      shown = Date.now()
      process.stderr.write(`${t('admin.import.progress', { done, total })}\n`)
    },
  })
  if (!values['dry-run']) {
    const { announceChange } = await import('../lib/cache/contentChanges')
    announceChange('all')
    await feed?.flushChangeFeed()
    feed?.stopChangeFeed()
  }
  console.log(values.json ? JSON.stringify(report, null, 2) : reportLines(report, t).join('\n'))
  await shared?.close()
  await payload.destroy()
  return 0
}

/**
 * A back-office import, run by the server in this child process with its own heap cap: a file
 * that exhausts it ends this process, not the site (issue #42, item 10). The run records its
 * progress and outcome itself; exit 0 once it did, 1 when it stopped otherwise (the server then
 * tries it again, or gives it up). The server's going away (its IPC channel closing) stops it.
 */
async function backOfficeRun(id: string): Promise<number> {
  process.on('disconnect', () => process.exit(1))
  const [{ default: config }, { executeImportRun }] = await Promise.all([import('../payload.config'), import('../services/imports/runs')])
  const payload = await getPayload({ config })
  const feed = await import('../services/cache/changeFeed')
  feed.writeChangesToFeed(payload)
  await executeImportRun(payload, /^\d+$/.test(id) ? Number(id) : id)
  await feed.flushChangeFeed()
  await payload.destroy()
  return 0
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ImportError) console.error(t(`admin.import.errors.${error.code}`, { detail: error.detail ?? '' }))
    else console.error(`${t('admin.import.errors.failed')}\n${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
    process.exit(1)
  },
)
