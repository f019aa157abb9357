#!/usr/bin/env bash
# Runs the deployment for real on this machine and checks it through the proxy (docs/DEPLOY.md,
# "Trying the deployment here"): builds the base image (scripts/deploy/base-image.sh) and the
# app image, starts two replicas on this machine's PostgreSQL (a database of its own, dropped
# at the end) and Redis and a local S3 server, puts Debian's nginx with deploy/nginx.conf in
# front, and runs scripts/deploy/smoke-checks.mjs against it. Every container runs with
# `--network host`: no container network exists, all traffic stays on loopback.
#
# Needs root, docker.io (dockerd is started when none answers), debootstrap, nginx, Node.js 24
# and `npm install` done. Settings: SMOKE_PG_URL (an existing database to connect to for
# CREATE/DROP DATABASE; default postgres://postgres@127.0.0.1:5432/postgres), SMOKE_REDIS_URL
# (redis://127.0.0.1:6379). Exits non-zero on any failure (77: the Docker engine does not start
# here); removes what it started (containers and their volumes, nginx, the S3 server, the
# database, dockerd when it started it). Images stay, so the next build is quicker.
set -euo pipefail
cd "$(dirname "$0")/.."
export DOCKER_BUILDKIT=0 # the classic builder needs nothing from Docker Hub

PG_URL="${SMOKE_PG_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
REDIS_URL="${SMOKE_REDIS_URL:-redis://127.0.0.1:6379}"
IMAGE="${SMOKE_IMAGE:-bantuin:smoke}"
RUN_ID="$$"
DB_NAME="bantuin_smoke_$RUN_ID"
REPLICA_1="bantuin-smoke-$RUN_ID-1"
REPLICA_2="bantuin-smoke-$RUN_ID-2"
WORK="$(mktemp -d /tmp/bantuin-smoke.XXXXXX)"
chmod 755 "$WORK" # nginx's workers (www-data) write their temp files below it
DOCKERD_PID=""
SERVICES_PID=""
NGINX_PID=""
DB_CREATED=""
STARTED_AT=$SECONDS

say() { echo "== smoke [$((SECONDS - STARTED_AT))s] $*"; }

# CREATE or DROP DATABASE through the repo's own pg client (no psql needed).
database() {
  node --input-type=module -e "
    import { createRequire } from 'node:module';
    const pg = createRequire(process.cwd() + '/apps/server/package.json')('pg');
    const client = new pg.Client(process.argv[1]);
    await client.connect();
    await client.query(process.argv[2]);
    await client.end();" "$PG_URL" "$1"
}

cleanup() {
  local status=$?
  set +e
  if [ "$status" -ne 0 ]; then
    for name in "$REPLICA_1" "$REPLICA_2"; do
      if docker inspect "$name" >/dev/null 2>&1; then
        echo "---- last lines of $name"
        docker logs --tail 40 "$name" 2>&1
      fi
    done
    [ -f "$WORK/nginx-error.log" ] && { echo "---- nginx errors"; tail -20 "$WORK/nginx-error.log"; }
  fi
  docker rm -f -v "$REPLICA_1" "$REPLICA_2" >/dev/null 2>&1
  [ -n "$NGINX_PID" ] && kill "$NGINX_PID" 2>/dev/null && wait "$NGINX_PID" 2>/dev/null
  [ -n "$SERVICES_PID" ] && kill "$SERVICES_PID" 2>/dev/null && wait "$SERVICES_PID" 2>/dev/null
  [ -n "$DB_CREATED" ] && database "DROP DATABASE IF EXISTS $DB_NAME WITH (FORCE)"
  if [ -n "$DOCKERD_PID" ]; then
    kill "$DOCKERD_PID" 2>/dev/null && wait "$DOCKERD_PID" 2>/dev/null
  fi
  rm -rf "$WORK"
  if [ "$status" -eq 0 ]; then say "passed"; else say "FAILED (exit $status)"; fi
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

free_port() {
  node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

for tool in docker debootstrap nginx node; do
  command -v "$tool" >/dev/null || { echo "smoke: $tool is missing" >&2; exit 1; }
done

if ! docker info >/dev/null 2>&1; then
  say "starting dockerd (no bridge, no iptables: containers use the host's network)"
  dockerd --bridge=none --iptables=false >"$WORK/dockerd.log" 2>&1 &
  DOCKERD_PID=$!
  for _ in $(seq 60); do docker info >/dev/null 2>&1 && break; sleep 0.5; done
  # 77: "cannot run here" (an unprivileged sandbox), which .ci/run reports as a loud skip.
  docker info >/dev/null 2>&1 || { tail -20 "$WORK/dockerd.log" >&2; exit 77; }
fi

say "base image"
scripts/deploy/base-image.sh
say "app image $IMAGE"
docker build --network host -t "$IMAGE" . >"$WORK/build.log" 2>&1 || {
  tail -40 "$WORK/build.log" >&2
  exit 1
}

say "database $DB_NAME, S3 server, slow geocoder"
database "CREATE DATABASE $DB_NAME"
DB_CREATED=1
DATABASE_URL="$(node -e "const u=new URL(process.argv[1]);u.pathname='/'+process.argv[2];console.log(u.href)" "$PG_URL" "$DB_NAME")"
node scripts/deploy/smoke-services.mjs "bantuin-smoke" >"$WORK/services.json" 2>"$WORK/services.log" &
SERVICES_PID=$!
for _ in $(seq 100); do [ -s "$WORK/services.json" ] && break; sleep 0.1; done
[ -s "$WORK/services.json" ] || { cat "$WORK/services.log" >&2; exit 1; }
service() { node -p "JSON.parse(require('fs').readFileSync('$WORK/services.json','utf8')).$1"; }

PORT_1="$(free_port)"
PORT_2="$(free_port)"
PROXY_PORT="$(free_port)"
start_replica() {
  # What compose.yaml sets, with this machine's services; nginx reaches them on loopback.
  docker run -d --name "$1" --network host \
    -e PORT="$2" -e HOST=127.0.0.1 \
    -e DATABASE_URL="$DATABASE_URL" \
    -e REDIS_URL="$REDIS_URL" -e REDIS_KEY_PREFIX="bantuin-smoke-$RUN_ID:" \
    -e STORAGE=s3 -e S3_ENDPOINT="$(service s3Endpoint)" -e S3_BUCKET="$(service s3Bucket)" \
    -e S3_ACCESS_KEY_ID="$(service s3AccessKeyId)" \
    -e S3_SECRET_ACCESS_KEY="$(service s3SecretAccessKey)" \
    -e TRUST_PROXY=1 -e PUBLIC_URL="http://127.0.0.1:$PROXY_PORT" \
    -e PAYMENTS_SANDBOX=true -e NOTIFICATIONS_SANDBOX=true \
    -e NOMINATIM_URL="$(service geocoderUrl)" -e GEOCODER_MIN_INTERVAL_MS=0 \
    -e SHUTDOWN_DRAIN_SECONDS=5 -e SHUTDOWN_TIMEOUT_SECONDS=8 -e TOPUP_RATE_LIMIT=1000000 \
    "$IMAGE" >/dev/null
}
say "two replicas on 127.0.0.1:$PORT_1 and :$PORT_2"
start_replica "$REPLICA_1" "$PORT_1"
start_replica "$REPLICA_2" "$PORT_2"

say "waiting for both replicas' HEALTHCHECK to turn healthy"
for _ in $(seq 120); do
  h1="$(docker inspect -f '{{.State.Status}}/{{.State.Health.Status}}' "$REPLICA_1")"
  h2="$(docker inspect -f '{{.State.Status}}/{{.State.Health.Status}}' "$REPLICA_2")"
  [ "$h1" = running/healthy ] && [ "$h2" = running/healthy ] && break
  case "$h1 $h2" in *exited* | *dead* | *unhealthy*) echo "smoke: replicas $h1 $h2" >&2; exit 1 ;; esac
  sleep 1
done
[ "$h1" = running/healthy ] && [ "$h2" = running/healthy ] || { echo "smoke: not healthy: $h1 $h2" >&2; exit 1; }
say "healthy: $REPLICA_1 $h1, $REPLICA_2 $h2"

# deploy/nginx.conf as it is, with the host network's addresses instead of compose's, and a
# header naming the replica behind each answer (for the checks only).
sed -e "s|^\(\s*\)server app:3000\(.*\)$|\1server 127.0.0.1:$PORT_1\2\n\1server 127.0.0.1:$PORT_2\2|" \
  -e "s|^\(\s*\)listen 80;|\1listen 127.0.0.1:$PROXY_PORT;\n\1add_header X-Bantuin-Upstream \$upstream_addr always;|" \
  deploy/nginx.conf >"$WORK/bantuin.conf"
grep -q "server 127.0.0.1:$PORT_2" "$WORK/bantuin.conf" && grep -q "listen 127.0.0.1:$PROXY_PORT" "$WORK/bantuin.conf" ||
  { echo "smoke: deploy/nginx.conf no longer has 'server app:3000' and 'listen 80;'" >&2; exit 1; }
cat >"$WORK/nginx.conf" <<NGINX
worker_processes 1;
user www-data;
pid $WORK/nginx.pid;
error_log $WORK/nginx-error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path $WORK/client_body;
  proxy_temp_path $WORK/proxy;
  fastcgi_temp_path $WORK/fastcgi;
  uwsgi_temp_path $WORK/uwsgi;
  scgi_temp_path $WORK/scgi;
  include $WORK/bantuin.conf;
}
NGINX
nginx -t -q -c "$WORK/nginx.conf" -p "$WORK"
say "nginx on 127.0.0.1:$PROXY_PORT"
nginx -c "$WORK/nginx.conf" -p "$WORK" -g 'daemon off;' &
NGINX_PID=$!
for _ in $(seq 50); do
  node -e "fetch(process.argv[1]).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))" \
    "http://127.0.0.1:$PROXY_PORT/livez" && break
  sleep 0.1
done

say "checks through nginx"
SMOKE_URL="http://127.0.0.1:$PROXY_PORT" \
  SMOKE_REPLICAS="http://127.0.0.1:$PORT_1,http://127.0.0.1:$PORT_2" \
  SMOKE_VICTIM_CONTAINER="$REPLICA_2" \
  node scripts/deploy/smoke-checks.mjs
