#!/usr/bin/env bash
# The Windows suites run the release's own Node 24 executables and its MSI under Debian 13's Wine 10,
# in the shared Debian 13 root (scripts/debian13-root.sh makes it when it is missing); Debian 12's
# Wine 8 cannot run Node 24. The service-file tests validate the task XML with the host's xmllint.
# Installs what is missing; needs root (CI and the dev machines run as root) or sudo.
set -euo pipefail
here="$(dirname "$0")"
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
if ! command -v xmllint >/dev/null 2>&1; then
  echo "Installing Debian's libxml2-utils for the Windows tests..."
  $SUDO apt-get -o DPkg::Lock::Timeout=600 update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends libxml2-utils >/dev/null
fi
$SUDO "$here/../debian13-root.sh"
