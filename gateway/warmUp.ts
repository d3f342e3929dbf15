/**
 * An instance says it is ready only once it is warm (issue #42, item 6): its routes, Next's page
 * chunks and Payload loaded, and the page store holding the home and the blog. A cold instance
 * that a balancer sent a share of 30 visitors took 2-3.6 s a request, failed its health checks,
 * and a rolling restart emptied the pool. Until the warm-up is done, `/api/health` answers 503
 * `starting`, so the balancer sends it nothing; a warm-up that fails is logged and the instance
 * is ready all the same (it serves, only colder).
 */
let warm = false

export const isWarm = () => warm

/** The addresses a visitor asks first: the pages' renders, chunks and stored copies, and the public list's kept answer. */
const WARM_PATHS = ['/', '/blog', '/api/article/public-articles?limit=5']

/** Asks this process for the first pages, as a browser would (compressed), then marks it ready. */
export async function warmUp(port: number, log: (message: string, error?: unknown) => void): Promise<void> {
  const started = Date.now()
  try {
    // Side by side: each render waits on the database and on chunks read from disk part of the time (issue #61).
    await Promise.all(
      WARM_PATHS.map((path) =>
        fetch(`http://127.0.0.1:${port}${path}`, { headers: { 'accept-encoding': 'br, gzip', 'accept-language': 'pt-BR' } }).then((r) => r.arrayBuffer()),
      ),
    )
  } catch (error) {
    log('warm-up did not finish; serving anyway', error)
  } finally {
    warm = true
  }
  log(`warm in ${Date.now() - started} ms`)
}
