# syntax=docker/dockerfile:1
#
# The API, as compiled JavaScript (docs/decisions/033): `pnpm build:api` bundles the server and
# its tools and installs only the packages left outside the bundle; the image carries that
# folder and nothing else of the workspace. Stateless: sessions live in the database and rate
# limits in Redis, so run as many copies as you like behind nginx.
#
#   docker build -f infra/docker/api.Dockerfile -t campaign-api .      (from the repository root)
#
# Configure it with environment variables (docs/deployment.md): DATABASE_URL, SESSION_SECRET (or
# SESSION_SECRET_FILE), REDIS_URL, TRUST_PROXY, SITE_NAME; NODE_ENV=production and
# SERVE_WEB=false are set here. infra/src/production-bundle.test.ts builds and starts the bundle
# exactly as this file says (its build command, ENV, WORKDIR and CMD): keep them in this shape.

FROM node:20-slim AS build
# better-sqlite3 is compiled on install when no prebuilt addon can be fetched.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
RUN npm install -g pnpm@10
WORKDIR /src
# Manifests first, so the dependency layer is reused while only source changes.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml tsconfig.base.json ./
COPY api/package.json api/
COPY shared/package.json shared/
COPY shell/package.json shell/
COPY public-site/package.json public-site/
COPY admin-console/package.json admin-console/
COPY e2e/package.json e2e/
COPY infra/package.json infra/
# With development dependencies: the bundler (Rspack) and tsx run here, never in the image.
RUN pnpm install --frozen-lockfile --filter "@campaign/api..."
COPY shared/ shared/
COPY api/ api/
RUN pnpm build:api --out /bundle

FROM node:20-slim
ENV NODE_ENV=production \
    SERVE_WEB=false \
    HOST=0.0.0.0 \
    PORT=3000 \
    SHUTDOWN_DRAIN_MS=5000
WORKDIR /app
# The share card's text (api/src/share-card/) is drawn with the system's fonts.
RUN apt-get update \
 && apt-get install -y --no-install-recommends fonts-dejavu-core \
 && rm -rf /var/lib/apt/lists/*
COPY --from=build /bundle /app
# Only used with an embedded SQLite database (DATABASE_URL=sqlite:./data/campaign.db); uploaded
# images go to UPLOADS_DIR (compose mounts a volume at /srv/uploads).
RUN mkdir -p /app/data /srv/uploads && chown node:node /app/data /srv/uploads
USER node
EXPOSE 3000
HEALTHCHECK --interval=5s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM goes to node itself (exec-form CMD, no shell or package manager in between): /api/ready
# turns 503, the instance serves on for SHUTDOWN_DRAIN_MS, then finishes what is in flight
# (SHUTDOWN_TIMEOUT_MS) and exits. The orchestrator's grace period must exceed both together.
STOPSIGNAL SIGTERM
CMD ["node", "server.js"]
