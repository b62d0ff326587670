# syntax=docker/dockerfile:1
#
# The API (Koa, run from TypeScript through tsx: docs/decisions/001). Stateless: sessions live
# in the database and rate limits in Redis, so run as many copies as you like behind nginx.
#
#   docker build -f infra/docker/api.Dockerfile -t campaign-api .      (from the repository root)
#
# Configure it with environment variables (docs/deployment.md): DATABASE_URL, SESSION_SECRET,
# REDIS_URL, TRUST_PROXY, SITE_NAME; NODE_ENV=production and SERVE_WEB=false are set here.

FROM node:20-slim AS build
# better-sqlite3 is compiled on install.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
RUN npm install -g pnpm@10
WORKDIR /app
# Manifests first, so the dependency layer is reused while only source changes.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml tsconfig.base.json ./
COPY api/package.json api/
COPY shared/package.json shared/
COPY shell/package.json shell/
COPY public-site/package.json public-site/
COPY admin-console/package.json admin-console/
COPY e2e/package.json e2e/
COPY infra/package.json infra/
RUN pnpm install --frozen-lockfile --prod --filter "@campaign/api..."
COPY shared/ shared/
COPY api/ api/

FROM node:20-slim
ENV NODE_ENV=production \
    SERVE_WEB=false \
    HOST=0.0.0.0 \
    PORT=3000
WORKDIR /app
COPY --from=build /app /app
# Only used with an embedded SQLite database (DATABASE_URL=sqlite:./data/campaign.db); uploaded
# images go to UPLOADS_DIR (compose mounts a volume at /srv/uploads).
RUN mkdir -p /app/data /srv/uploads && chown node:node /app/data /srv/uploads
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM: stops accepting, finishes in-flight requests, closes the database (give it 15 s).
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "api/src/server.ts"]
