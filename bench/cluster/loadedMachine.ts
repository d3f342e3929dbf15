// A machine as loaded as the issue found it (issue #61, item 4: load average 18-47 on two cores):
// CPU-bound processes beside the cluster until the one-minute load average reaches the target.
import { spawn, type ChildProcess } from 'node:child_process'
import os from 'node:os'

export type LoadedMachine = { load: () => string; stop: () => void }

/** Starts `spinners` busy processes and resolves once the one-minute load average is at least `target`. */
export async function loadTheMachine(target: number, spinners = target + 6): Promise<LoadedMachine> {
  const children: ChildProcess[] = Array.from({ length: spinners }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }))
  const deadline = Date.now() + 240_000
  while (os.loadavg()[0]! < target && Date.now() < deadline) await new Promise((r) => setTimeout(r, 1_000))
  return {
    load: () =>
      os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' '),
    stop: () => {
      for (const child of children) child.kill('SIGKILL')
    },
  }
}
