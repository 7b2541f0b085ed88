#!/usr/bin/env bash
# The browser journeys run in Debian's Chromium (never a browser download). Installs it when it
# is missing and we are allowed to; otherwise says what to do.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$CHROMIUM" ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Instalando o Chromium do Debian para os testes de navegador..."
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium não encontrado em $CHROMIUM. Instale com: sudo apt-get install -y chromium" >&2
echo "(ou aponte CHROMIUM_PATH para um Chromium/Chrome instalado)." >&2
exit 1
