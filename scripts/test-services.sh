#!/usr/bin/env bash
# What `pnpm test` needs beside Node 20 and pnpm 10, installed from Debian/Ubuntu packages where
# missing (as root) and started where stopped: Chromium (the e2e tests' browser, never a
# download), nginx (the production topology tests), MariaDB (the API tests' MySQL run) and Redis
# (rate limits shared between instances). Safe to run again: what is there is left alone.
#
#   eval "$(bash scripts/test-services.sh)"    # then: pnpm test
#
# Progress goes to stderr; stdout is only the two `export` lines the tests read.
set -euo pipefail

log() { printf '\n[services] %s\n' "$*" >&2; }

apt_updated=0
apt_install() {
  if [[ $apt_updated == 0 ]]; then apt-get update -qq >&2; apt_updated=1; fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >&2
}

if [[ ! -x /usr/bin/chromium ]]; then
  log "installing Chromium"
  apt_install chromium
fi
if [[ ! -x /usr/sbin/nginx ]]; then
  log "installing nginx"
  apt_install nginx
fi

if ! redis-cli -h 127.0.0.1 ping >/dev/null 2>&1; then
  log "starting Redis"
  command -v redis-server >/dev/null 2>&1 || apt_install redis-server
  mkdir -p /var/lib/redis /var/log/redis
  redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no \
    --dir /var/lib/redis --logfile /var/log/redis/test.log >&2
  for _ in $(seq 1 30); do redis-cli -h 127.0.0.1 ping >/dev/null 2>&1 && break; sleep 1; done
fi

if ! mysqladmin -uroot --connect-timeout=2 ping >/dev/null 2>&1; then
  log "starting MariaDB"
  [[ -x /usr/sbin/mariadbd ]] || apt_install mariadb-server
  start-stop-daemon --start --oknodo --background --exec /usr/sbin/mariadbd
  for _ in $(seq 1 60); do
    mysqladmin -uroot --connect-timeout=2 ping >/dev/null 2>&1 && break
    sleep 1
  done
fi
mysql -uroot -e 'CREATE DATABASE IF NOT EXISTS test'

echo 'export TEST_REDIS_URL="redis://127.0.0.1:6379"'
echo 'export TEST_MYSQL_URL="mysql://root@127.0.0.1:3306/test"'
