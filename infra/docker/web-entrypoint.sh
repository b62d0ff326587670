#!/bin/sh
# Entry point of the web (nginx) image.
#
#   serve                      render the nginx config from the environment and run nginx (default)
#   release <app> [flags]      make this image's build of <app> live (pnpm release --no-build)
#   rollback <app> [flags]     switch <app> back (pnpm rollback)
#   status                     show what is live and what is kept
#   reload                     re-render the config and reload nginx (e.g. API containers got new addresses)
#
# Environment: RELEASES_DIR, RELEASE_ENV, NGINX_LISTEN, API_UPSTREAMS, SITE_NAME,
# NGINX_SERVER_NAME, NGINX_ACCESS_LOG, NGINX_TRUSTED_PROXIES, NGINX_BROTLI, NGINX_PREFIX.
set -eu
cd /app/infra
ENV_DIR="${RELEASES_DIR}/${RELEASE_ENV}"

command="${1:-serve}"
if [ $# -gt 0 ]; then shift; fi

case "$command" in
  serve)
    if [ ! -f "${ENV_DIR}/manifest.json" ]; then
      # An empty folder (e.g. a bind mount): lay out this image's builds as the first release.
      for app in public-site admin-console shell; do
        node --import tsx scripts/releases.ts release "$app" --env "$RELEASE_ENV" --no-build
      done
    fi
    mkdir -p "${NGINX_PREFIX}"
    node --import tsx scripts/render-nginx.ts \
      --releases "$ENV_DIR" --prefix "$NGINX_PREFIX" --out "${NGINX_PREFIX}/nginx.conf" --test
    exec nginx -p "$NGINX_PREFIX" -c "${NGINX_PREFIX}/nginx.conf"
    ;;
  reload)
    node --import tsx scripts/render-nginx.ts \
      --releases "$ENV_DIR" --prefix "$NGINX_PREFIX" --out "${NGINX_PREFIX}/nginx.conf" --test
    exec nginx -p "$NGINX_PREFIX" -c "${NGINX_PREFIX}/nginx.conf" -s reload
    ;;
  release)
    exec node --import tsx scripts/releases.ts release "$@" --env "$RELEASE_ENV" --no-build
    ;;
  rollback)
    exec node --import tsx scripts/releases.ts rollback "$@" --env "$RELEASE_ENV"
    ;;
  status)
    exec node --import tsx scripts/releases.ts release status --env "$RELEASE_ENV"
    ;;
  *)
    exec "$command" "$@"
    ;;
esac
