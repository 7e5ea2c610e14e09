#!/usr/bin/env bash
# Runs examples/qa-project as an outside project would: the wallet test kit packed with `npm pack`, the
# example copied out of the repository and installed from the registry plus that tarball, then its tests
# against the built app on the e2e stack (started here, stopped whatever the outcome).
#   npm run build && bash scripts/qa-example.sh
set -euo pipefail
cd "$(dirname "$0")/.."

work="$(mktemp -d)"
qa="$work/qa-project"
stack=""
cleanup() {
  if [ -n "$stack" ]; then kill -TERM -- "-$stack" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

(cd packages/wallet-test-kit && npm pack --silent --pack-destination "$work" >/dev/null)
cp -r examples/qa-project "$qa"
(cd "$qa" && npm install --no-audit --no-fund --silent && npm install --no-audit --no-fund --silent "$work"/traitforge-wallet-test-kit-*.tgz)

export E2E_PORT="${QA_E2E_PORT:-8796}" FAKE_INDEXER_PORT="${QA_FAKE_INDEXER_PORT:-8797}" SMTP_PORT="${QA_SMTP_PORT:-8798}"
# Its own process group, so that stopping it stops the server it starts too.
setsid npx tsx e2e/support/serve.ts >/dev/null 2>&1 &
stack=$!
node -e "
const url = 'http://localhost:$E2E_PORT/api/health';
const wait = async () => { for (let i = 0; i < 240; i++) { if (await fetch(url).then((r) => r.ok, () => false)) return; await new Promise((r) => setTimeout(r, 500)); } throw new Error('the app did not start'); };
await wait();
" --input-type=module
# The browser of the project's own tests (empty: Playwright's own headless shell).
chromium="${CHROMIUM_PATH:-$(node -e "import('./scripts/chromium.mjs').then((m) => import('playwright').then((p) => console.log(m.pickTestChromium(p.chromium.executablePath()) ?? '')))")}"
(cd "$qa" && BASE_URL="http://localhost:$E2E_PORT" CHROMIUM_PATH="$chromium" npx playwright test)
