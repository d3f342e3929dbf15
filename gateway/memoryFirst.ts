/**
 * Imported first by the production entry, before anything fills the heap (issue #32: a fresh
 * instance at most 250 MB RSS after five pages; it held 295 MB). V8's optimize-for-size mode
 * grows the heap in smaller steps and returns pages sooner. With MALLOC_ARENA_MAX=2 (set by
 * `npm start` and the Dockerfile: glibc otherwise keeps up to eight malloc arenas per core) a
 * fresh instance holds about 240 MB after five pages (`npm run bench -- memory`). The price is
 * some throughput on the hottest reads (API kept answers about a fifth slower in some runs,
 * still well above issue #31's half of a bare server). The flag cannot be given in NODE_OPTIONS;
 * set here, every way of starting the server (npm start, the Dockerfile, the tests' and the
 * benchmarks' processes) runs the same.
 */
import { setFlagsFromString } from 'node:v8'

setFlagsFromString('--optimize-for-size')
