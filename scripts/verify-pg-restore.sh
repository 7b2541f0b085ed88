#!/usr/bin/env bash
# Verifies a PostgreSQL backup of Conecta Clínica (a `pg_dump -Fc` file) by restoring it into a
# scratch database beside the live one, checking it, and dropping the scratch database:
#
#   DATABASE_URL=postgres://usuario:senha@host:5432/conecta bash scripts/verify-pg-restore.sh conecta-2026-11-27.dump
#
# The user in DATABASE_URL must be allowed to create databases (or set VERIFY_ADMIN_URL to a URL
# of the same server that is). Checked: pg_restore ends without error, every migration of this
# version of the code is recorded in the restored database, and the main tables can be read (their
# row counts are printed, to compare with what the clinic expects). Nothing of the live database
# is touched.
set -euo pipefail

dump="${1:-}"
if [[ -z "$dump" || ! -f "$dump" ]]; then
  echo "Uso: DATABASE_URL=postgres://... bash scripts/verify-pg-restore.sh <arquivo .dump do pg_dump -Fc>" >&2
  exit 2
fi
admin_url="${VERIFY_ADMIN_URL:-${DATABASE_URL:-}}"
if [[ -z "$admin_url" ]]; then
  echo "Defina DATABASE_URL (ou VERIFY_ADMIN_URL) com o endereço do PostgreSQL." >&2
  exit 2
fi

here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
journal="$here/apps/server/src/db/migrations/meta/_journal.json"
expected=$(grep -c '"tag"' "$journal")

scratch="conecta_verifica_$(date +%s)_$$"
# The same server and credentials, another database: the URL's path is replaced.
scratch_url=$(node -e 'const u = new URL(process.argv[1]); u.pathname = "/" + process.argv[2]; console.log(u.toString())' "$admin_url" "$scratch")

cleanup() {
  psql "$admin_url" -qAtc "drop database if exists $scratch with (force)" >/dev/null 2>&1 || true
}
trap cleanup EXIT

echo "Restaurando $dump no banco temporário $scratch..."
psql "$admin_url" -qAtc "create database $scratch" >/dev/null
pg_restore --no-owner --exit-on-error -d "$scratch_url" "$dump"

applied=$(psql "$scratch_url" -qAtc 'select count(*) from drizzle.__drizzle_migrations')
if [[ "$applied" -ne "$expected" ]]; then
  echo "FALHOU: a cópia tem $applied migrações; esta versão do código tem $expected." >&2
  echo "(Uma cópia de uma versão mais antiga é atualizada ao iniciar o servidor; uma mais nova pede o código dela.)" >&2
  exit 1
fi

echo "Migrações: $applied de $expected. Linhas nas tabelas principais:"
for table in clinics users clinic_members chats messages tasks appointments; do
  count=$(psql "$scratch_url" -qAtc "select count(*) from $table")
  printf '  %-16s %s\n' "$table" "$count"
done
echo "OK: a cópia restaura e abre. O banco temporário $scratch foi apagado."
