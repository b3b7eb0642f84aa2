#!/usr/bin/env bash
# A newcomer's first start (issue 16), run by CI as root: this repository cloned into a mode-700
# directory, where the `postgres` user can reach neither the binaries nor ./.data, must start with
# `npm start` and serve /login; a second `npm start` on the same embedded PostgreSQL port, and a
# third on the same HTTP port, must each end non-zero with one sentence and no stack trace.
# For speed the clone reuses this checkout's node_modules (hard links) and build (.next, copied),
# so nothing is downloaded or built twice; the start itself is the real one.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "$(id -u)" != 0 ]; then
  echo 'first-start test skipped: it covers starting as root, and this is not root'
  exit 0
fi

free_port() {
  node -e 'const s = require("net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })'
}
fail() {
  echo "first-start test FAILED: $1" >&2
  [ -f "$log" ] && sed 's/^/  | /' "$log" >&2
  exit 1
}

private=$(mktemp -d /tmp/claimcert-first-start-XXXXXX) # mktemp makes it mode 700
app=$private/app
log=$private/start.log
binaries_before=$(ls -d /var/lib/claimcert/postgresql-* 2>/dev/null || true)
server=
cleanup() {
  set +e
  [ -n "$server" ] && kill -TERM -- "-$server" 2>/dev/null && wait "$server" 2>/dev/null
  [ -n "${real:-}" ] && kill -TERM -- "-$real" 2>/dev/null && wait "$real" 2>/dev/null
  local data
  data=$(grep -o 'data in /var/lib/claimcert/[^ ]*' "$log" 2>/dev/null | head -1 | cut -d' ' -f3 || true)
  [ -n "$data" ] && rm -rf "$(dirname "$data")"
  for copy in /var/lib/claimcert/postgresql-*; do
    [ -e "$copy" ] && ! grep -qxF "$copy" <<<"$binaries_before" && rm -rf "$copy"
  done
  rmdir /var/lib/claimcert 2>/dev/null || true
  rm -rf "$private"
}
trap cleanup EXIT

git clone -q . "$app"
# The clone gets this working tree's files too, so uncommitted changes are what is tested.
git ls-files -z --cached --others --exclude-standard | tar --null --ignore-failed-read -T - -c | tar -x -C "$app"
cp -al node_modules "$app/" 2>/dev/null || cp -a node_modules "$app/" # hard links need one file system
# What `npm install` runs after installing:
(cd "$app" && node scripts/prisma-generate.mjs >"$log" 2>&1) || fail 'prisma generate failed in the clone'
if [ -f .next/BUILD_ID ]; then
  # Not .next/cache (image and fetch caches, which a start does without): in CI the e2e suite's
  # server runs beside this test and may be writing there.
  mkdir "$app/.next"
  tar -C .next --exclude=./cache -c . | tar -x -C "$app/.next"
  touch "$app/.next/BUILD_ID" # CI built it from these same sources just before: not stale
else
  echo 'no build to reuse (.next): npm start builds the app first, which takes minutes'
fi

http_port=$(free_port)
pg_port=$(free_port)
setsid bash -c "cd '$app' && PORT=$http_port EMBEDDED_PG_PORT=$pg_port exec npm start" >"$log" 2>&1 &
server=$!
for _ in $(seq 1 180); do
  kill -0 "$server" 2>/dev/null || fail 'npm start ended before serving /login'
  if node -e "fetch('http://127.0.0.1:$http_port/login').then((r) => process.exit(r.status === 200 ? 0 : 1), () => process.exit(1))"; then
    served=yes
    break
  fi
  sleep 1
done
[ "${served:-}" = yes ] || fail "/login did not answer 200 within 180 s"
grep -q 'data in /var/lib/claimcert/' "$log" || fail 'the embedded data was not placed where the postgres user can reach it'
echo "first start: /login answered 200 after ${SECONDS}s (app in a mode-700 directory, data under /var/lib/claimcert)"

# expect_refusal <what> <expected sentence> <env…>: a second start must end non-zero with that sentence.
expect_refusal() {
  local what=$1 sentence=$2 output status=0
  shift 2
  output=$(cd "$app" && env "$@" timeout 120 npm start 2>&1) || status=$?
  [ "$status" -ne 0 ] || fail "$what: npm start exited 0"
  grep -qF "$sentence" <<<"$output" || fail "$what: no \"$sentence\" in: $output"
  ! grep -qE '^\s+at |undefined' <<<"$output" || fail "$what: a stack trace or 'undefined' in: $output"
  echo "$what: exit $status, \"$(grep -F "$sentence" <<<"$output")\""
}
expect_refusal 'embedded PostgreSQL port taken' "Port $pg_port is already in use" \
  PORT="$(free_port)" EMBEDDED_PG_PORT="$pg_port"
expect_refusal 'HTTP port taken' "Port $http_port is in use: " PORT="$http_port" EMBEDDED_PG_PORT="$(free_port)"

checks() { (cd "$app" && node --import tsx scripts/first-start-checks.ts "$@"); }
echo 'the demo installation (no DATABASE_URL):'
checks demo "http://127.0.0.1:$http_port" || fail 'the demo checks failed'

# Real installations (issue 29): their own DATABASE_URL, here databases on the embedded server the
# first start runs. start_real <database> <log>: serves it on a port of its own; sets real_port.
real=
start_real() {
  local url
  url=$(cd "$app" && node --import tsx -e "import('./lib/db/embedded-postgres.ts').then((m) => console.log(m.embeddedUrl($pg_port, '$1')))")
  checks create-database "$url" || fail "could not create the database $1"
  [ -z "${3:-}" ] || (cd "$app" && export DATABASE_URL=$url DEMO_MODE=true && npm run db:migrate && npm run db:seed) >>"$2" 2>&1 || fail 'db:seed'
  real_port=$(free_port)
  setsid bash -c "cd '$app' && PORT=$real_port DATABASE_URL='$url' exec npm start" >>"$2" 2>&1 &
  real=$!
  for _ in $(seq 1 120); do
    kill -0 "$real" 2>/dev/null || fail "npm start on $1 ended before serving"
    if node -e "fetch('http://127.0.0.1:$real_port/login', { redirect: 'manual' }).then((r) => process.exit(r.status < 400 ? 0 : 1), () => process.exit(1))"; then
      return
    fi
    sleep 1
  done
  fail "npm start on $1 did not serve /login within 120 s"
}
stop_real() { kill -TERM -- "-$real" 2>/dev/null; wait "$real" 2>/dev/null || true; real=; }

echo 'a real installation on an empty database:'
log=$private/real.log
start_real claimcert_real "$log"
grep -q 'No users yet: open http://localhost:.*/setup' "$log" || fail 'the start log does not point to /setup'
! grep -q 'Seeded the NZ demo' "$log" || fail 'the demo was seeded into a real installation'
checks setup "http://127.0.0.1:$real_port" || fail 'the setup checks failed'
stop_real

echo 'a real installation whose database an earlier version seeded with the demo:'
log=$private/seeded.log
start_real claimcert_seeded "$log" seeded
grep -q 'which cannot sign in. Remove them, with the demo’s accounts and contracts: npm run demo:remove' "$log" ||
  fail 'the start log does not say how to remove the demo logins'
checks seeded-before "http://127.0.0.1:$real_port" || fail 'the seeded-before checks failed'
stop_real
log=$private/start.log
echo 'first-start test passed'
