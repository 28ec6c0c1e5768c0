#!/usr/bin/env bash
# The metrics tests run Debian's Prometheus (the real engine scrapes a running bridge) and its
# promtool (checks monitoring/'s alert rules). Installs the package when missing; needs root (CI
# and the dev machines run as root) or sudo. Debian's package also starts a system service on
# systems with systemd; the tests never use it: they start their own server on a free port.
set -euo pipefail
# Another install may hold the package lock (a shared machine): wait for it rather than fail.
if [ -x /usr/bin/prometheus ] && [ -x /usr/bin/promtool ]; then exit 0; fi
echo "Installing Debian's prometheus for the metrics tests..."
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
$SUDO apt-get -o DPkg::Lock::Timeout=900 update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get -o DPkg::Lock::Timeout=900 install -y -qq --no-install-recommends prometheus >/dev/null
/usr/bin/prometheus --version | head -1
