#!/usr/bin/env bash
# Builds into /tmp/campus-e2e-<name>/ and runs the e2e journeys against that build, so several
# people can run e2e at once without overwriting each other's dist/. Extra arguments go to vitest
# (e.g. a file filter: `scripts/e2e-isolated.sh me catalogue`).
set -euo pipefail
cd "$(dirname "$0")/.."
name="${1:?usage: scripts/e2e-isolated.sh NAME [vitest filters…]}"; shift
out="/tmp/campus-e2e-$name"
rm -rf "$out" && mkdir -p "$out"
(cd apps/web && npx vite build --outDir "$out/web" --emptyOutDir --logLevel warn)
(cd apps/api && API_OUT_DIR="$out/api" node scripts/build.mjs)
WEB_DIST_DIR="$out/web" E2E_API_ENTRY="$out/api/main.js" npx vitest run --project e2e "$@"
