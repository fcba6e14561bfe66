#!/usr/bin/env bash
# Installs what the project needs on a fresh Debian or Ubuntu machine: Chromium for the browser
# tests (Playwright cannot download its own browsers here), then the npm packages.
set -euo pipefail
cd "$(dirname "$0")/.."

# Debian's Chromium: the tests run in its headless shell (e2e/browser.ts); CHROMIUM_PATH=/usr/bin/chromium
# runs them in the full browser instead.
if [ -z "${CHROMIUM_PATH:-}" ] && { [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromium-headless-shell ]; }; then
  echo "Installing Chromium (Debian packages) ..."
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium chromium-headless-shell fonts-dejavu-core >/dev/null
fi

if [ -z "${CI:-}" ] && [ -d node_modules ] && [ node_modules -nt package-lock.json ]; then
  echo "npm packages are up to date."
else
  npm ci --no-audit --no-fund
fi
