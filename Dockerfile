# Bantuin in one image: the API server plus the built web app, run as a non-root user.
# Plain Dockerfile syntax (no `# syntax=` line): a BuildKit frontend would be fetched from
# Docker Hub, which scripts/deploy-smoke.sh's machines cannot reach.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
# `npm install`, not `npm ci`: see .ci/run (this lockfile keeps one platform's optional packages).
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

# Only the server's production dependencies.
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm install --omit=dev --workspace=@bantuin/server --no-audit --no-fund

FROM node:24-bookworm-slim
# Production, so payments fail closed: the server refuses to start until the operator chooses
# real Midtrans keys or PAYMENTS_SANDBOX=true (play money) — see docs/DEPLOY.md.
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/packages/contract/package.json packages/contract/
COPY --from=build /app/packages/contract/dist packages/contract/dist
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/server/assets apps/server/assets
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/livez').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Directly, not through npm: signals reach the server, which stops within SHUTDOWN_TIMEOUT_SECONDS.
# The flags are apps/server/node-flags.json's `always` (a server test checks they agree). On PGlite,
# also set NODE_OPTIONS=--max-semi-space-size=4 and add --optimize-for-size to this command (its
# `embeddedDatabase`; NODE_OPTIONS does not take that one; docs/DEPLOY.md).
CMD ["node", "--liftoff-only", "apps/server/dist/main.js"]
