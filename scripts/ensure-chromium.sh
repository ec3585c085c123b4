#!/usr/bin/env sh
# Browser tests drive Debian's Chromium (never a downloaded browser): its headless shell, the same engine built for
# automation without the browser's own UI, at about 0.6x the CPU per test of the full browser on a 2-core machine
# (docs/testing.md, "The suite's time"). `sh scripts/ensure-chromium.sh full` installs the full browser instead, which the
# bench and Lighthouse drive (what a borrower's phone runs). Each is installed when missing (./ensure-packages.sh).
exec sh "$(dirname "$0")/ensure-packages.sh" "${1:-headless}"
