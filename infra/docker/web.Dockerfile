# syntax=docker/dockerfile:1
#
# nginx in front of everything: serves the shell and both remotes from a releases folder and
# proxies /api to the API instances. The same template and renderer as the topology tests
# (infra/nginx/nginx.conf.template, infra/scripts/render-nginx.ts), rendered at container
# start; the same Debian nginx (bookworm, 1.22) the tests run.
#
#   docker build -f infra/docker/web.Dockerfile --build-arg GIT_SHA=$(git rev-parse HEAD) -t campaign-web .
#
# The image carries fresh builds of all three front ends and the release and nginx scripts with
# their production dependencies only: the bundlers, test tools and the workspace's development
# dependencies stay in the build stage. At build time it lays out a first
# release of each in /srv/releases/<RELEASE_ENV>/ with `pnpm release --no-build`, exactly as
# on a server; a new (empty) named volume on /srv/releases starts with that content. After
# that the volume is the truth: building a new image changes nothing live until you run
# `release <app>` with it (see docs/deployment.md).

FROM node:20-slim AS build
RUN npm install -g pnpm@10
WORKDIR /src
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml tsconfig.base.json ./
COPY api/package.json api/
COPY shared/package.json shared/
COPY shell/package.json shell/
COPY public-site/package.json public-site/
COPY admin-console/package.json admin-console/
COPY e2e/package.json e2e/
COPY infra/package.json infra/
RUN pnpm install --frozen-lockfile \
      --filter "@campaign/shell..." --filter "@campaign/public-site..." \
      --filter "@campaign/admin-console..." --filter "@campaign/infra..."
COPY . .
RUN pnpm --filter @campaign/shell --filter @campaign/public-site --filter @campaign/admin-console run build
# Only what runs goes on: the release and nginx scripts with their production dependencies
# (pnpm deploy), and each front end's manifest and build, laid out as in the repository.
RUN pnpm --filter @campaign/infra deploy --prod --legacy /app/infra \
 && for app in shell public-site admin-console; do \
      mkdir -p "/app/$app" && cp "$app/package.json" "/app/$app/" && cp -r "$app/dist" "/app/$app/dist" || exit 1; \
    done
ARG GIT_SHA=
ARG RELEASE_ENV=production
ENV GIT_SHA=${GIT_SHA} RELEASES_DIR=/srv/releases
WORKDIR /app/infra
RUN for app in public-site admin-console shell; do \
      node --import tsx scripts/releases.ts release "$app" --env "${RELEASE_ENV}" --no-build || exit 1; \
    done

FROM node:20-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends nginx \
 && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/*
ARG RELEASE_ENV=production
ENV RELEASES_DIR=/srv/releases \
    RELEASE_ENV=${RELEASE_ENV} \
    NGINX_LISTEN=8080 \
    NGINX_ACCESS_LOG=/dev/stdout \
    NGINX_PREFIX=/var/lib/campaign-nginx \
    API_UPSTREAMS=api:3000
WORKDIR /app
COPY --from=build /app /app
COPY --from=build --chown=node:node /srv/releases /srv/releases
RUN mkdir -p /var/lib/campaign-nginx && chown node:node /var/lib/campaign-nginx \
 && chmod +x /app/infra/docker/web-entrypoint.sh
USER node
EXPOSE 8080
VOLUME ["/srv/releases"]
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.NGINX_LISTEN||'8080').split(':').pop()+'/remotes.json').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
STOPSIGNAL SIGQUIT
ENTRYPOINT ["/app/infra/docker/web-entrypoint.sh"]
CMD ["serve"]
