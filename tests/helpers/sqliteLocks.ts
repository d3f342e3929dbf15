import { readFileSync, statSync } from 'node:fs'

/** SQLite's WAL write lock: one byte of the -shm file, at offset 120 (WALINDEX_LOCK_OFFSET + WAL_WRITE_LOCK). */
const WAL_WRITE_LOCK = 120

const commandOf = (pid: string) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim().slice(0, 160)
  } catch {
    return '(gone)'
  }
}

/** The processes that hold the WAL write lock of a SQLite file now (Linux /proc/locks), with their command lines. */
export function writeLockHolders(dbPath: string): string[] {
  let inode: number
  try {
    inode = statSync(`${dbPath}-shm`).ino
  } catch {
    return []
  }
  let locks: string
  try {
    locks = readFileSync('/proc/locks', 'utf8')
  } catch {
    return []
  }
  const holders: string[] = []
  for (const line of locks.split('\n')) {
    // "1: POSIX  ADVISORY  WRITE 3781 fe:00:1474578 120 120"
    const m = /^\d+:\s+POSIX\s+\S+\s+WRITE\s+(\d+)\s+[0-9a-f]+:[0-9a-f]+:(\d+)\s+(\d+)\s+(\d+|EOF)/.exec(line)
    if (!m || Number(m[2]) !== inode) continue
    const start = Number(m[3])
    const end = m[4] === 'EOF' ? Infinity : Number(m[4])
    if (start <= WAL_WRITE_LOCK && WAL_WRITE_LOCK <= end) holders.push(`${m[1]} ${commandOf(m[1]!)}`)
  }
  return holders
}

/**
 * Samples who holds a SQLite file's write lock while something runs, for a failing test to say
 * who kept a writer out ("database is locked" after minutes, seen only on CI's starved cores).
 */
export function watchWriteLock(dbPath: string, everyMs = 1000): { stop: () => string } {
  const seen = new Map<string, number>()
  const timer = setInterval(() => {
    for (const holder of writeLockHolders(dbPath)) seen.set(holder, (seen.get(holder) ?? 0) + 1)
  }, everyMs)
  return {
    stop: () => {
      clearInterval(timer)
      const lines = [...seen].sort((a, b) => b[1] - a[1]).map(([holder, samples]) => `${samples} samples (${everyMs} ms apart): ${holder}`)
      return lines.length ? `write lock held by:\n${lines.join('\n')}` : 'write lock: never seen held'
    },
  }
}
