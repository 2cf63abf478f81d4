#!/usr/bin/env bash
# npm test: formatting (Prettier) and type checks, then unit and in-memory build tests (with the Nu Html Checker on
# Debian's Java), browser tests in Debian's Chromium and Firefox ESR, real nginx and Apache, and sitegen check.
set -euo pipefail
cd "$(dirname "$0")/.."

# The browser tests run in Chromium's headless shell (the same Blink as the full browser, less CPU a page);
# `npm run audit` (Lighthouse) keeps the full chromium.
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
if [ ! -x "$chromium_path" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's chromium-headless-shell for the browser tests…"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell >/dev/null
  else
    echo "The browser tests need Chromium's headless shell at $chromium_path. Install it with: sudo apt-get install -y chromium-headless-shell" >&2
    echo "(or point CHROMIUM_PATH at a Chromium binary)" >&2
    exit 1
  fi
fi

# The widgets are tried in Firefox too (tests/browser/firefox-widgets.test.ts), driven over WebDriver BiDi.
firefox_path="${FIREFOX_PATH:-/usr/bin/firefox-esr}"
if [ ! -x "$firefox_path" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's firefox-esr for the browser tests…"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq firefox-esr >/dev/null
  else
    echo "The browser tests need Firefox at $firefox_path. Install it with: sudo apt-get install -y firefox-esr" >&2
    echo "(or point FIREFOX_PATH at a Firefox binary)" >&2
    exit 1
  fi
fi

# The calculator's printout is read back from Chromium's PDF with poppler's pdftotext (tests/browser/print.test.ts).
if ! command -v pdftotext >/dev/null; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's poppler-utils for the print test…"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq poppler-utils >/dev/null
  else
    echo "The print test needs pdftotext. Install it with: sudo apt-get install -y poppler-utils" >&2
    exit 1
  fi
fi

# The Nu Html Checker (vnu-jar, tests/build/html-valid.test.ts) runs on Java 17 or newer.
if ! command -v java >/dev/null; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's Java 17 for the HTML check…"
    mkdir -p /usr/share/man/man1 # slim Debian images lack it, and the JRE's postinst fails without it
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq openjdk-17-jre-headless >/dev/null
  else
    echo "The HTML check needs Java 17 or newer. Install it with: sudo apt-get install -y openjdk-17-jre-headless" >&2
    exit 1
  fi
fi

export TZ=UTC LANG=C.UTF-8

# What a production image installs: the runtime dependencies only (npm ci --omit=dev), with which
# `sitegen build` and `sitegen check` must work. A copy of the project, so nothing here is touched; it runs
# beside the tests below (it mostly waits on the disk) and is awaited at the end.
prod=$(mktemp -d)
trap 'rm -rf "$prod"' EXIT
cp -r package.json package-lock.json bin generator templates client styles site.yaml content "$prod"/
(cd "$prod" && npm ci --omit=dev --no-audit --no-fund --silent && npx sitegen build --quiet && npx sitegen check --quiet) \
  >"$prod/production-install.log" 2>&1 &
production=$!

# Formatting and the two type checks at once, each into its own log, printed only when it fails.
static=$(mktemp -d)
trap 'rm -rf "$prod" "$static"' EXIT
npm run --silent lint >"$static/lint.log" 2>&1 &
lint=$!
npx tsc -p tsconfig.json >"$static/tsc.log" 2>&1 &
tsc=$!
npx tsc -p client/tsconfig.json >"$static/tsc-client.log" 2>&1 &
tsc_client=$!
failed=0
for check in lint:$lint tsc:$tsc tsc-client:$tsc_client; do
  if ! wait "${check#*:}"; then
    cat "$static/${check%%:*}.log" >&2
    failed=1
  fi
done
if [ "$failed" = 1 ]; then
  kill "$production" 2>/dev/null || true
  exit 1
fi

# The unit, build, browser and host tests. `sitegen check` of a fresh build is among them
# (tests/build/check.test.ts), and the production install below runs the command itself.
npx vitest run
if wait "$production"; then
  echo "production install: build and check pass with the runtime dependencies only"
else
  cat "$prod/production-install.log" >&2
  echo "production install: npm ci --omit=dev, then sitegen build and check failed (above)" >&2
  exit 1
fi
