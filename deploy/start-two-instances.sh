#!/usr/bin/env bash
# Two instances of the built service behind HAProxy (deploy/haproxy/haproxy.cfg), on one
# PostgreSQL, and Prometheus watching them (deploy/prometheus) when it is installed.
# docs/operations.md "Several instances behind HAProxy" and "Metrics".
#
#   deploy/start-two-instances.sh [start]   start everything in the background, print the URL
#   deploy/start-two-instances.sh run       the same, in the foreground: Ctrl-C stops everything
#   deploy/start-two-instances.sh stop      stop what start or run started
#
# DATABASE_URL: the database to use; unset, the machine's PostgreSQL cluster (started when
# pg_isready fails, and stopped again by `stop`) and its database "bos" (created when missing).
# BOS_PROXY_PORT (8080), BOS1_PORT (3001), BOS2_PORT (3002), BOS_PROMETHEUS_PORT (9090): the
# ports, all on 127.0.0.1.
# BOS_RUN_DIR (/tmp/bos-two-instances): logs, pid files, HAProxy's admin socket, Prometheus's
# configuration and data.
# Other BOS_* variables (BOS_JWT_SECRET, BOS_SMTP_URL, ...) pass through to both instances.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

run_dir=${BOS_RUN_DIR:-/tmp/bos-two-instances}
proxy_port=${BOS_PROXY_PORT:-8080}
prometheus_port=${BOS_PROMETHEUS_PORT:-9090}
ports=("${BOS1_PORT:-3001}" "${BOS2_PORT:-3002}")
pg_version=$(ls /etc/postgresql 2>/dev/null | sort -V | tail -n 1 || true)

# the pid in $1 if that process is still alive and its command line contains $2
alive() { [ -f "$1" ] && grep -qa -- "$2" "/proc/$(cat "$1")/cmdline" 2>/dev/null; }

stop_one() { # pid file, what its command line contains
  alive "$1" "$2" || { rm -f "$1"; return 0; }
  local pid; pid=$(cat "$1")
  kill -TERM "$pid" 2>/dev/null || true
  for _ in $(seq 1 150); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  if kill -0 "$pid" 2>/dev/null; then echo "pid $pid did not stop in 15 s: SIGKILL" >&2; kill -KILL "$pid" || true; fi
  rm -f "$1"
}

stop_all() {
  # the proxy first, so that no request reaches an instance that is going away
  stop_one "$run_dir/haproxy.pid" haproxy
  rm -f "$run_dir/haproxy.sock"
  stop_one "$run_dir/prometheus.pid" prometheus
  # SIGTERM: each instance finishes its requests, closes its database and exits 0
  stop_one "$run_dir/bos1.pid" main.mjs & stop_one "$run_dir/bos2.pid" main.mjs & wait
  if [ -f "$run_dir/postgresql-started" ]; then
    echo "stopping the PostgreSQL $pg_version cluster this script started"
    pg_ctlcluster --skip-systemctl-redirect "$pg_version" main stop
    rm -f "$run_dir/postgresql-started"
  fi
  echo "stopped"
}

wait_for() { # url, what, log file, pid file, what its command line contains
  for _ in $(seq 1 300); do
    curl -fsS -o /dev/null "$1" 2>/dev/null && return 0
    alive "$4" "$5" || break
    sleep 0.2
  done
  echo "$2 did not answer at $1; its log, $3:" >&2; tail -n 20 "$3" >&2; return 1
}

start() {
  if alive "$run_dir/haproxy.pid" haproxy || alive "$run_dir/bos1.pid" main.mjs || alive "$run_dir/bos2.pid" main.mjs || alive "$run_dir/prometheus.pid" prometheus; then
    echo "already running (pid files in $run_dir); '$0 stop' first" >&2; exit 1
  fi
  command -v haproxy >/dev/null || { echo "haproxy is not installed: apt-get install -y haproxy" >&2; exit 1; }
  local watch=; if command -v prometheus >/dev/null; then watch=yes; fi
  for port in "$proxy_port" "${ports[@]}" ${watch:+"$prometheus_port"}; do
    if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then echo "port $port is in use" >&2; exit 1; fi
  done
  mkdir -p "$run_dir"
  # a failure or Ctrl-C before everything answers stops what was started
  trap 'echo "start failed or interrupted: stopping what was started" >&2; stop_all' EXIT
  trap 'exit 130' INT TERM

  if [ -z "${DATABASE_URL:-}" ]; then
    if ! pg_isready -q -h 127.0.0.1 -p 5432; then
      echo "starting the PostgreSQL $pg_version cluster"
      pg_ctlcluster --skip-systemctl-redirect "$pg_version" main start
      touch "$run_dir/postgresql-started"
      for _ in $(seq 1 60); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 0.5; done
    fi
    psql -h 127.0.0.1 -U postgres -d postgres -qAtc "SELECT 1 FROM pg_database WHERE datname = 'bos'" | grep -q 1 \
      || psql -h 127.0.0.1 -U postgres -d postgres -qc 'CREATE DATABASE bos'
    export DATABASE_URL=postgres://postgres@127.0.0.1:5432/bos
  fi

  node scripts/build-if-missing.mjs
  # Only HAProxy reaches the instances (127.0.0.1), so they may trust its X-Forwarded-For.
  # setsid: a session of their own, so that Ctrl-C reaches this script, which stops them in order.
  for i in 1 2; do
    PORT=${ports[i-1]} HOST=127.0.0.1 BOS_TRUST_PROXY=true BOS_LOG_FORMAT=json \
      setsid node dist/server/main.mjs </dev/null >>"$run_dir/bos$i.log" 2>&1 &
    echo $! >"$run_dir/bos$i.pid"
  done
  for i in 1 2; do wait_for "http://127.0.0.1:${ports[i-1]}/readyz" "instance bos$i" "$run_dir/bos$i.log" "$run_dir/bos$i.pid" main.mjs; done

  export BOS_PROXY_BIND="127.0.0.1:$proxy_port" BOS1_ADDR="127.0.0.1:${ports[0]}" BOS2_ADDR="127.0.0.1:${ports[1]}"
  export BOS_HAPROXY_SOCKET="$run_dir/haproxy.sock"
  haproxy -q -c -f deploy/haproxy/haproxy.cfg
  setsid haproxy -db -f deploy/haproxy/haproxy.cfg </dev/null >>"$run_dir/haproxy.log" 2>&1 &
  echo $! >"$run_dir/haproxy.pid"
  wait_for "http://127.0.0.1:$proxy_port/healthz" HAProxy "$run_dir/haproxy.log" "$run_dir/haproxy.pid" haproxy
  if [ -n "$watch" ]; then start_prometheus; fi
  trap - EXIT INT TERM

  echo "Business Ops on http://127.0.0.1:$proxy_port (HAProxy -> bos1 :${ports[0]}, bos2 :${ports[1]})"
  echo "logs and pids in $run_dir; HAProxy's state: echo 'show stat' | socat - $run_dir/haproxy.sock"
  if [ -n "$watch" ]; then echo "Prometheus on http://127.0.0.1:$prometheus_port (alerts: /alerts)"; else echo "(no Prometheus: apt-get install -y prometheus to watch them)"; fi
}

# deploy/prometheus with this run's two instances as its targets
start_prometheus() {
  local dir="$run_dir/prometheus"
  mkdir -p "$dir/targets"
  cp deploy/prometheus/prometheus.yml deploy/prometheus/alerts.yml "$dir/"
  printf '[{ "targets": ["127.0.0.1:%s", "127.0.0.1:%s"], "labels": { "service": "business-ops" } }]\n' "${ports[@]}" >"$dir/targets/two-instances.json"
  promtool check config "$dir/prometheus.yml" >/dev/null
  (cd "$dir" && exec setsid prometheus --config.file=prometheus.yml --storage.tsdb.path=data \
    --web.listen-address="127.0.0.1:$prometheus_port" </dev/null >>"$run_dir/prometheus.log" 2>&1) &
  echo $! >"$run_dir/prometheus.pid"
  wait_for "http://127.0.0.1:$prometheus_port/-/ready" Prometheus "$run_dir/prometheus.log" "$run_dir/prometheus.pid" prometheus
}

case "${1:-start}" in
  start) start; echo "stop with: $0 stop" ;;
  run) start; echo "Ctrl-C stops everything"; trap 'stop_all; exit 0' INT TERM; while sleep 1; do :; done ;;
  stop) stop_all ;;
  *) echo "usage: $0 [start|run|stop]" >&2; exit 2 ;;
esac
