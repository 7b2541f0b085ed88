#!/usr/bin/env bash
# Runs the unit and API suites (vitest) as if the machine's clock said another instant, to prove
# that no test depends on today's date, the hour or the time zone:
#
#   bash scripts/test-at.sh '2031-01-01 02:30:00'                       # UTC
#   TZ=America/Sao_Paulo bash scripts/test-at.sh '2027-02-28 23:59:30'  # São Paulo wall clock
#   bash scripts/test-at.sh '2026-12-31 23:59:50' --project server      # only the API tests
#
# The instant is read in $TZ (UTC when unset) and the clock runs on from there. Every process
# the tests start (PGlite, the simulator, a second server) inherits the fake time; a PostgreSQL
# server does not, so the PostgreSQL pass runs at the real time (see .ci/run).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -lt 1 ]; then
  echo "uso: scripts/test-at.sh 'AAAA-MM-DD HH:MM:SS' [argumentos do vitest...]" >&2
  exit 2
fi
when="$1"
shift
bash scripts/ensure-faketime.sh
export TZ="${TZ:-UTC}"
echo "== testes em $when ($TZ) =="
# No PostgreSQL here: the server's own clock cannot be moved with the tests'.
exec env -u TEST_DATABASE_URL faketime "$when" npx vitest run "$@"
