#!/usr/bin/env bash
# The Debian tools npm run package uses for the Windows files and the .deb: wixl builds the MSI,
# msitools' msiinfo reads it back in the release suite, osslsigncode signs and verifies, openssl
# makes the release suite's throwaway certificate, faketime gives wixl and msibuild the commit's
# time (they have no SOURCE_DATE_EPOCH). Installs only what is missing; needs root
# (CI and the dev machines run as root) or sudo. Idempotent, like scripts/ensure-chromium.sh.
set -euo pipefail
missing=()
command -v wixl >/dev/null || missing+=(wixl)
command -v msiinfo >/dev/null || missing+=(msitools)
command -v osslsigncode >/dev/null || missing+=(osslsigncode)
command -v faketime >/dev/null || missing+=(faketime)
command -v openssl >/dev/null || missing+=(openssl)
# The .deb (scripts/package/deb.sh): dpkg-deb is Debian's own; lintian checks it in the release suite.
command -v lintian >/dev/null || missing+=(lintian)
command -v dpkg-deb >/dev/null || missing+=(dpkg)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
echo "Installing Debian's ${missing[*]} for the Windows release files..."
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
$SUDO apt-get -o DPkg::Lock::Timeout=900 update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get -o DPkg::Lock::Timeout=900 install -y -qq "${missing[@]}" >/dev/null
