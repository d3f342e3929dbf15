#!/usr/bin/env bash
# What the test suites need from the machine: Debian's Chromium (never a downloaded
# browser), Debian's Java runtime (for the HTML checker, never the one vnu-jar would download), a running PostgreSQL that trusts local connections, a Redis on 127.0.0.1:6379 and
# Debian's HAProxy binary (the two-instance tests run their own HAProxy on a free port as the
# load balancer, with deploy/haproxy.cfg; the package's own service is not used), and Python's
# venv for Schemathesis (scripts/fuzz-install.sh). Safe to run again.
set -euo pipefail

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

# The browser suite runs in chromium-headless-shell: Chromium's own headless build (the same Blink
# and V8, without the full browser's window machinery), the build Playwright itself runs headless
# tests in. The whole browser suite took 36% less CPU there (366 CPU s against 571; issue #61,
# item 3). The chromium package stays for Lighthouse and the screenshot scripts.
if ! command -v chromium >/dev/null 2>&1 || [ ! -x /usr/lib/chromium/chromium-headless-shell ]; then
  echo "installing Debian's chromium and chromium-headless-shell"
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq chromium chromium-headless-shell >/dev/null
fi

if ! command -v java >/dev/null 2>&1; then
  echo "installing Debian's Java runtime (the W3C Nu HTML Checker, vnu.jar from npm, runs on it)"
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq default-jre-headless >/dev/null
fi

if ! command -v docker-compose >/dev/null 2>&1; then
  echo "installing Debian's docker-compose (validates docker-compose.yml; no engine needed)"
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq docker-compose >/dev/null
fi

if ! command -v haproxy >/dev/null 2>&1 && [ ! -x /usr/sbin/haproxy ]; then
  echo "installing Debian's haproxy (the two-instance tests' load balancer)"
  as_root apt-get update -qq
  # No service start: a container may have no init, and the tests start HAProxy themselves.
  own_policy=
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    printf '#!/bin/sh\nexit 101\n' | as_root tee /usr/sbin/policy-rc.d >/dev/null && as_root chmod +x /usr/sbin/policy-rc.d && own_policy=1
  fi
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq haproxy >/dev/null
  [ -z "$own_policy" ] || as_root rm -f /usr/sbin/policy-rc.d
fi

pg_ready() { pg_isready -h 127.0.0.1 -p 5432 -q 2>/dev/null; }
if ! pg_ready; then
  if ! command -v pg_ctlcluster >/dev/null 2>&1; then
    echo "installing Debian's postgresql"
    as_root apt-get update -qq
    DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq postgresql >/dev/null
  fi
  version=$(ls /etc/postgresql | sort -V | tail -n 1)
  conf=/etc/postgresql/$version/main/pg_hba.conf
  # Tests connect as postgres over TCP without a password, like the CI machines.
  if ! grep -q "^host all all 127.0.0.1/32 trust" "$conf"; then
    as_root sed -i '1i host all all 127.0.0.1/32 trust\nhost all all ::1/128 trust' "$conf"
  fi
  as_root pg_ctlcluster --skip-systemctl-redirect "$version" main start || as_root pg_ctlcluster "$version" main restart
  for _ in $(seq 1 30); do pg_ready && break; sleep 1; done
fi
pg_ready || { echo "PostgreSQL is not answering on 127.0.0.1:5432"; exit 1; }

redis_ready() { redis-cli -h 127.0.0.1 -p 6379 ping 2>/dev/null | grep -q PONG; }
if ! redis_ready; then
  if ! command -v redis-server >/dev/null 2>&1; then
    echo "installing Debian's redis-server"
    as_root apt-get update -qq
    DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq redis-server >/dev/null
  fi
  # Nothing to keep: the suites' Redis holds only counters and messages.
  redis_ready || redis-server --bind 127.0.0.1 --port 6379 --save '' --appendonly no --daemonize yes >/dev/null
  for _ in $(seq 1 30); do redis_ready && break; sleep 1; done
fi
redis_ready || { echo "Redis is not answering on 127.0.0.1:6379"; exit 1; }

# Schemathesis (npm run fuzz, issue #62) runs on Python 3.11 in its own virtual environment.
if ! command -v python3 >/dev/null 2>&1 || ! python3 -c 'import venv, ensurepip' >/dev/null 2>&1; then
  echo "installing Debian's python3 with venv (Schemathesis, the API fuzzer)"
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq python3 python3-venv >/dev/null
fi
bash "$(dirname "$0")/fuzz-install.sh"
echo "prerequisites ready: $(chromium --version), $(/usr/lib/chromium/chromium-headless-shell --version 2>/dev/null | head -n 1), $(/usr/sbin/haproxy -v | head -n 1), PostgreSQL on 127.0.0.1:5432, Redis on 127.0.0.1:6379, $("$(dirname "$0")/../.cache/schemathesis/bin/st" --version)"
