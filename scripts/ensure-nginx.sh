#!/usr/bin/env sh
# `npm run serve` and its browser tests run Debian's nginx with the project's own config. Install it
# when missing, with Debian's brotli filter module (the config compresses with brotli where nginx has it).
set -e
NGINX="${NGINX_PATH:-/usr/sbin/nginx}"
if [ -x "$NGINX" ] || command -v nginx >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's nginx (apt-get) for npm run serve..."
  apt-get update -qq
  # The package's service is never used: nginx runs in the foreground with the project's own prefix.
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nginx libnginx-mod-http-brotli-filter >/dev/null
  exit 0
fi
echo "nginx is missing. Install it as root: apt-get update && apt-get install -y nginx libnginx-mod-http-brotli-filter" >&2
echo "(or set NGINX_PATH to an nginx binary)" >&2
exit 1
