#!/usr/bin/env sh
# `npm run serve` and its browser tests run Debian's nginx with the project's own config, with Debian's brotli filter
# module (the config compresses with brotli where nginx has it); installed when missing (./ensure-packages.sh).
exec sh "$(dirname "$0")/ensure-packages.sh" nginx
