#!/usr/bin/env bash
# The suite is also run at other instants (scripts/test-at.sh) through Debian's libfaketime.
# Installs it when it is missing and we are allowed to; otherwise says what to do.
set -euo pipefail
command -v faketime >/dev/null && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Instalando o faketime do Debian para rodar os testes em outra data..."
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq faketime >/dev/null
  exit 0
fi
echo "faketime não encontrado. Instale com: sudo apt-get install -y faketime" >&2
exit 1
