#!/usr/bin/env sh
# Browser tests drive Debian's Chromium (never a downloaded browser): its headless shell, the same engine built for
# automation without the browser's own UI, at about 0.6x the CPU per test of the full browser on a 2-core machine
# (docs/testing.md, "The suite's time"). `sh scripts/ensure-chromium.sh full` installs the full browser instead, which the
# bench and Lighthouse drive (what a borrower's phone runs). Each is installed when missing.
set -e
if [ "${1:-}" = "full" ]; then
  BINARY="${CHROMIUM_PATH:-/usr/bin/chromium}"
  PACKAGE=chromium
else
  BINARY="${TEST_CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
  PACKAGE=chromium-headless-shell
fi
if [ -x "$BINARY" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's $PACKAGE (apt-get) for the browser tests..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$PACKAGE" >/dev/null
  exit 0
fi
echo "$PACKAGE is missing at $BINARY. Install it as root: apt-get update && apt-get install -y $PACKAGE" >&2
echo "(or set $( [ "$PACKAGE" = chromium ] && echo CHROMIUM_PATH || echo TEST_CHROMIUM_PATH ) to a Chromium binary)" >&2
exit 1
