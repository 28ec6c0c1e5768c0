#!/usr/bin/env bash
# The import drill (tests/bridge/journal.import-faults.sockets.test.ts) makes the bridge's disk
# writes fail with strace's fault injection. Installs strace when missing; needs root (CI and the
# dev machines run as root, which the drill's tmpfs mount needs too) or sudo.
set -euo pipefail
if command -v strace >/dev/null; then exit 0; fi
echo "Installing strace for the import drill..."
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
$SUDO apt-get -o DPkg::Lock::Timeout=900 update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get -o DPkg::Lock::Timeout=900 install -y -qq strace >/dev/null
strace -V | head -1
