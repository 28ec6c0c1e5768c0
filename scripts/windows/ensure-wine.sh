#!/usr/bin/env bash
# The Windows suite (tests/windows) runs the bridge on Node 22's node.exe under Debian's Wine, and
# the service-file tests validate the task XML with xmllint (issue 20). Installs what is missing;
# needs root (CI and the dev machines run as root) or sudo.
set -euo pipefail
missing=()
command -v wine >/dev/null 2>&1 || missing+=(wine64 wine)
command -v xmllint >/dev/null 2>&1 || missing+=(libxml2-utils)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
echo "Installing Debian's ${missing[*]} for the Windows tests..."
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
$SUDO apt-get -o DPkg::Lock::Timeout=600 update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
wine --version
