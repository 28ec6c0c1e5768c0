#!/usr/bin/env bash
# The OTLP route's end-to-end test (tests/bridge/metrics.otlp-receiver.sockets.test.ts) pushes to a
# real OTLP receiver that answers PromQL. Debian's prometheus cannot be it: Debian builds it with
# the OTLP ingestion endpoint disabled (Debian 13's 2.53 changelog: "Disable OTLP Ingestion
# endpoint", bug 1080354), and Debian 12's 2.42 predates it. Debian 13's victoria-metrics (1.112)
# takes OTLP/HTTP at /opentelemetry/v1/metrics and answers the Prometheus query API. Added to the
# shared Debian 13 root (scripts/debian13-root.sh, made when missing, under its lock); nothing is
# installed on the host.
set -euo pipefail
exec bash "$(dirname "$0")/debian13-root.sh" --packages victoria-metrics
