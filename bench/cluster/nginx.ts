// Debian's nginx serving fixed bytes from files on a loopback port: the cluster bench's static
// baseline ("what a web server does with the same page and nothing to compute"). Installed from
// Debian's packages on first use, with its own service kept from starting.
import { execFileSync, spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort } from '../../tests/helpers/serverProcess'

const NGINX = '/usr/sbin/nginx'

function ensureInstalled() {
  if (existsSync(NGINX)) return
  console.log("bench: installing Debian's nginx (the cluster bench's static baseline)")
  const script = `set -e
    as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
    as_root apt-get update -qq
    own=; if [ ! -e /usr/sbin/policy-rc.d ]; then printf '#!/bin/sh\\nexit 101\\n' | as_root tee /usr/sbin/policy-rc.d >/dev/null && as_root chmod +x /usr/sbin/policy-rc.d && own=1; fi
    DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq nginx-light >/dev/null
    [ -z "$own" ] || as_root rm -f /usr/sbin/policy-rc.d`
  execFileSync('bash', ['-c', script], { stdio: 'inherit' })
}

export type StaticServer = { url: string; stop: () => Promise<void> }

/** files: URL path -> [bytes, content type]. Every path answers its bytes, keep-alive on. */
export async function startNginx(files: Record<string, [Buffer, string]>): Promise<StaticServer> {
  ensureInstalled()
  const dir = mkdtempSync(path.join(os.tmpdir(), 'site-nginx-'))
  // Started as root, nginx's workers read the files as nobody; mkdtemp's folder is private.
  chmodSync(dir, 0o755)
  const port = await freePort()
  const locations = Object.entries(files).map(([urlPath, [bytes, type]], i) => {
    const file = path.join(dir, 'root', `f${i}`)
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, bytes)
    return `location = ${urlPath.split('?')[0]} { default_type "${type}"; try_files /f${i} =404; }`
  })
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `worker_processes auto;
     pid ${dir}/nginx.pid;
     error_log ${dir}/error.log warn;
     events { worker_connections 1024; }
     http {
       access_log off;
       client_body_temp_path ${dir}/tmp; proxy_temp_path ${dir}/tmp; fastcgi_temp_path ${dir}/tmp;
       uwsgi_temp_path ${dir}/tmp; scgi_temp_path ${dir}/tmp;
       keepalive_requests 100000;
       server {
         listen 127.0.0.1:${port};
         root ${dir}/root;
         ${locations.join('\n         ')}
       }
     }`,
  )
  mkdirSync(path.join(dir, 'tmp'))
  const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] })
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()))
  const url = `http://127.0.0.1:${port}`
  const first = Object.keys(files)[0] ?? '/'
  for (let i = 0; i < 100 && (await fetch(`${url}${first}`).catch(() => null))?.status !== 200; i++) await new Promise((r) => setTimeout(r, 50))
  return {
    url,
    stop: async () => {
      child.kill('SIGQUIT')
      await exited
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
