#!/usr/bin/env bash
# npm test: type checks, unit and in-memory build tests, then browser tests in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$chromium_path" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's chromium for the browser tests…"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "The browser tests need Chromium at $chromium_path. Install it with: sudo apt-get install -y chromium" >&2
    echo "(or point CHROMIUM_PATH at a Chromium binary)" >&2
    exit 1
  fi
fi

export TZ=UTC LANG=C.UTF-8
npx tsc -p tsconfig.json
npx tsc -p client/tsconfig.json
npx vitest run
node bin/sitegen.mjs check
