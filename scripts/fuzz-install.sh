#!/usr/bin/env bash
# Installs Schemathesis 4.25.0 (`st`, the OpenAPI fuzzer of `npm run fuzz`) into a virtual
# environment, once. Offline from the wheels in shared/tools/schemathesis (SCHEMATHESIS_WHEELS, or
# the first such folder beside this checkout or one of its parents); where there is none, from
# PyPI with pip, pinned to the same version.
# Usage: bash scripts/fuzz-install.sh [venv]   (default .cache/schemathesis)
set -euo pipefail
cd "$(dirname "$0")/.."
venv=${1:-.cache/schemathesis}
version=4.25.0
if "$venv/bin/st" --version 2>/dev/null | grep -q "$version"; then exit 0; fi

wheels=${SCHEMATHESIS_WHEELS:-}
if [ -z "$wheels" ]; then
  dir=$(pwd)
  while [ "$dir" != / ]; do
    dir=$(dirname "$dir")
    if [ -f "$dir/shared/tools/schemathesis/install.sh" ]; then wheels="$dir/shared/tools/schemathesis"; break; fi
  done
fi

command -v python3 >/dev/null || { echo "fuzz: python3 is needed (Debian: apt-get install python3 python3-venv)" >&2; exit 1; }
mkdir -p "$(dirname "$venv")"
if [ -n "$wheels" ]; then
  echo "fuzz: installing Schemathesis $version from $wheels (offline)"
  bash "$wheels/install.sh" "$venv"
else
  echo "fuzz: installing Schemathesis $version from PyPI"
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet "schemathesis==$version"
  "$venv/bin/st" --version
fi
