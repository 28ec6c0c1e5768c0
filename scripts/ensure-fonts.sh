#!/usr/bin/env bash
# The customer's texts are in 12 Indian scripts (src/styles/customer-text.css): a bare Debian has
# none of their fonts, so every notice would render as boxes and the browser tests would measure
# boxes. Installs Debian's Noto fonts (every script here, Nastaliq for Urdu) and Lohit Odia (Noto
# Sans Oriya's 2020 build misplaces the vowel signs of ନାହିଁ and କରନ୍ତୁ). Needs root or sudo.
set -euo pipefail
# The list is customer-font-packages.txt, which the .deb recommends too (scripts/package/deb.sh).
mapfile -t PACKAGES < <(grep -v '^#' "$(dirname "$0")/customer-font-packages.txt" | grep .)
missing=()
for package in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
echo "Installing Debian's Indic fonts for the browser tests: ${missing[*]}..."
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
# Another apt run may hold the package lock (a shared machine): every call waits for it.
DEBIAN_FRONTEND=noninteractive $SUDO apt-get -o DPkg::Lock::Timeout=900 install -y -qq "${missing[@]}" >/dev/null ||
  { $SUDO apt-get -o DPkg::Lock::Timeout=900 update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get -o DPkg::Lock::Timeout=900 install -y -qq "${missing[@]}" >/dev/null; }
fc-cache -f >/dev/null 2>&1 || true
