# syntax=docker/dockerfile:1
# The marketplace server for deployment: the compiled server (apps/server/dist/index.js, ADR 13)
# and the built web app, with production dependencies only, run as the unprivileged `node` user.
#   docker build -t vetted-ai-marketplace .
#   docker compose up          (compose.yaml: two instances, PostgreSQL, a mail catcher, a proxy)

# Node 24 LTS (ADR 27): Node 20 gets no security fixes since April 2026. Keep the minor in step with
# NODE24_VERSION in scripts/node24.sh, the Node 24 that CI runs the API suite on.
ARG NODE_IMAGE=node:24.21-bookworm-slim

# The workspace's package files: what both installs below start from.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/

# 1. Build: every dependency, then the web bundle, its server renderer and the server bundle.
FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. Production dependencies only (the bundle loads packages from node_modules).
FROM manifests AS deps
RUN npm ci --omit=dev --no-audit --no-fund --ignore-scripts

# 3. What runs: no sources, no compilers, no TypeScript loader.
FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app ./
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# /readyz answers 503 while the database is away or the process is draining (docs/operations.md).
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "apps/server/dist/index.js"]
