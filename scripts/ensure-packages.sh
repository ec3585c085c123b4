#!/usr/bin/env sh
# The machine programs the scripts drive, installed from Debian when missing (as root, with apt-get), every missing one
# in one apt-get run: `sh scripts/ensure-packages.sh headless nginx`. Each name is checked by its binary, which its
# variable may point elsewhere (then nothing is installed for it); one found on PATH will do:
#   headless  Chromium's headless shell, which the browser tests drive   TEST_CHROMIUM_PATH  /usr/bin/chromium-headless-shell
#   full      the full Chromium, which the bench and Lighthouse drive    CHROMIUM_PATH       /usr/bin/chromium
#   nginx     nginx and Debian's brotli filter module (npm run serve)    NGINX_PATH          /usr/sbin/nginx
# Without recommended packages: the headless shell's pulled in about 90 more (printing, Samba, GTK, Perl's web
# libraries): 49 s and 54 CPU-s for it alone, against 21 s and 24 CPU-s for the headless shell and nginx together without,
# measured here. The tests draw text only with the fonts they load themselves (tests/storybook/fonts.ts).
set -e
missing=""
unusable=""
# need <variable> <its value or empty> <default binary> <packages>
need() {
  if [ -n "$2" ]; then
    [ -x "$2" ] || unusable="$unusable $1=$2"
  elif ! [ -x "$3" ] && ! command -v "$(basename "$3")" >/dev/null 2>&1; then
    missing="$missing $4"
  fi
}
for name in "$@"; do
  case "$name" in
    headless) need TEST_CHROMIUM_PATH "${TEST_CHROMIUM_PATH:-}" /usr/bin/chromium-headless-shell chromium-headless-shell ;;
    full) need CHROMIUM_PATH "${CHROMIUM_PATH:-}" /usr/bin/chromium chromium ;;
    nginx) need NGINX_PATH "${NGINX_PATH:-}" /usr/sbin/nginx "nginx libnginx-mod-http-brotli-filter" ;;
    *) echo "ensure-packages: no such name \"$name\" (one of: headless, full, nginx)" >&2; exit 2 ;;
  esac
done
if [ -n "$unusable" ]; then
  echo "ensure-packages: no program at$unusable" >&2
  exit 1
fi
[ -z "$missing" ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's$missing (apt-get)..."
  apt-get update -qq
  # nginx's own service is never used: it runs in the foreground with the project's own prefix (scripts/serve.ts).
  # shellcheck disable=SC2086 # the list is words
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing >/dev/null
  exit 0
fi
echo "Missing:$missing. Install them as root: apt-get update && apt-get install -y --no-install-recommends$missing" >&2
echo "(or point TEST_CHROMIUM_PATH, CHROMIUM_PATH or NGINX_PATH at the program)" >&2
exit 1
