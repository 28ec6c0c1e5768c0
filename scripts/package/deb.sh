#!/usr/bin/env bash
# The Ubuntu and Debian package, built with Debian's own dpkg-deb from the
# Linux executable of `npm run package`: /usr/bin/aeps-bridge, a systemd user unit for every
# account (enabled with Debian's deb-systemd-helper, restarted in open sessions on upgrade with
# deb-systemd-invoke: packaging/debian/postinst), the machine-wide settings file's place
# (/etc/aeps-bridge/bridge.env, a conffile IT's edits survive upgrades in), a man page made from
# --help, and a desktop entry that opens the desk's page.
#   bash scripts/package/deb.sh [release/aeps-bridge-VERSION-linux-x64] [out-dir]
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
EXE="${1:-$ROOT/release/$(cd "$ROOT" && node --import tsx scripts/package/release-names.ts linux)}"
OUT="${2:-$ROOT/release}"
VERSION="$(node -p "require('$ROOT/package.json').version")"
# dpkg-deb dates the archive's members with SOURCE_DATE_EPOCH, else with the clock: the commit's
# time, so that two builds of one commit give the same package (source-date.ts).
export SOURCE_DATE_EPOCH="${SOURCE_DATE_EPOCH:-$(git -C "$ROOT" log -1 --format=%ct)}"
# A Debian version: a pre-release (1.0.1-rc1) sorts before the release (1.0.1~rc1).
DEB_VERSION="${DEB_VERSION:-${VERSION/-/\~}}"
STAGE="$(mktemp -d)"
trap 'rm -rf "$STAGE"' EXIT
P="$STAGE/aeps-bridge"

install -d -m 0755 "$P/DEBIAN" "$P/usr/bin" "$P/usr/lib/systemd/user" "$P/etc/aeps-bridge" \
  "$P/usr/share/man/man1" "$P/usr/share/applications" "$P/usr/share/doc/aeps-bridge" \
  "$P/usr/share/lintian/overrides"
install -m 0755 "$EXE" "$P/usr/bin/aeps-bridge"
install -m 0644 "$ROOT/packaging/debian/aeps-bridge.service" "$P/usr/lib/systemd/user/aeps-bridge.service"
install -m 0644 "$ROOT/packaging/debian/bridge.env" "$P/etc/aeps-bridge/bridge.env"
install -m 0644 "$ROOT/packaging/debian/aeps-bridge.desktop" "$P/usr/share/applications/aeps-bridge.desktop"
install -m 0644 "$ROOT/packaging/debian/lintian-overrides" "$P/usr/share/lintian/overrides/aeps-bridge"
install -m 0644 "$ROOT/packaging/debian/copyright" "$P/usr/share/doc/aeps-bridge/copyright"

# The man page: the executable's own --help, so the two never disagree.
{
  echo '.TH AEPS-BRIDGE 1 "" "aeps-bridge '"$VERSION"'" "User Commands"'
  echo '.SH NAME'
  echo 'aeps-bridge \- the AePS enquiry desk bridge (fingerprint reader and bank, on 127.0.0.1)'
  echo '.SH SYNOPSIS'
  echo '.nf'
  "$EXE" --help | sed -e 's/\\/\\\\/g' -e 's/^\./\\\&./'
  echo '.fi'
  echo '.SH FILES'
  echo '.TP'
  echo '/etc/aeps-bridge/bridge.env'
  echo 'machine-wide settings, placed by IT'
  echo '.TP'
  echo '~/.config/aeps-bridge/bridge.env'
  echo "the merchant's own settings and credentials (mode 0600)"
  echo '.TP'
  echo '~/.local/share/aeps-bridge/'
  echo 'the journal and the logs, kept when the package is removed'
} | gzip -9n >"$P/usr/share/man/man1/aeps-bridge.1.gz"
printf 'aeps-bridge (%s) stable; urgency=medium\n\n  * Release %s.\n\n -- AePS enquiry desk <it@aeps-desk.example.in>  %s\n' \
  "$DEB_VERSION" "$VERSION" "$(date -R -d "@${SOURCE_DATE_EPOCH:-$(git -C "$ROOT" log -1 --format=%ct)}")" |
  gzip -9n >"$P/usr/share/doc/aeps-bridge/changelog.gz"

# The customer's notice is in 12 Indian scripts: without their fonts it draws as boxes (the page then
# refuses the notice, src/lib/counter/script-renders.ts). Recommends, which apt installs by default,
# rather than Depends: a desk IT serves with fonts of its own can still install the bridge.
FONTS="$(grep -v '^#' "$ROOT/scripts/customer-font-packages.txt" | grep . | paste -sd, | sed 's/,/, /g')"
cat >"$P/DEBIAN/control" <<CONTROL
Package: aeps-bridge
Version: $DEB_VERSION
Architecture: amd64
Maintainer: AePS enquiry desk <it@aeps-desk.example.in>
Installed-Size: $(du -sk "$P" | cut -f1)
Depends: libc6 (>= 2.28), libstdc++6, libgcc-s1, init-system-helpers (>= 1.62)
Recommends: $FONTS
Section: misc
Priority: optional
Homepage: https://aeps-desk.example.in/
Description: AePS enquiry desk bridge for merchant laptops
 The bridge between the desk's page in the browser, the fingerprint reader's
 RD service and the bank's enquiry API, listening on 127.0.0.1 only. Each
 merchant account runs its own bridge (a systemd user unit, enabled for every
 account), with its own settings and journal; IT places the machine-wide
 settings in /etc/aeps-bridge/bridge.env.
CONTROL
echo /etc/aeps-bridge/bridge.env >"$P/DEBIAN/conffiles"
install -m 0755 "$ROOT/packaging/debian/postinst" "$P/DEBIAN/postinst"
install -m 0755 "$ROOT/packaging/debian/prerm" "$P/DEBIAN/prerm"
install -m 0755 "$ROOT/packaging/debian/postrm" "$P/DEBIAN/postrm"
find "$P" -exec touch -h -d "@${SOURCE_DATE_EPOCH:-$(git -C "$ROOT" log -1 --format=%ct)}" {} +
mkdir -p "$OUT"
DEB="$OUT/aeps-bridge_${DEB_VERSION}_amd64.deb"
dpkg-deb --root-owner-group -Zgzip --build "$P" "$DEB" >/dev/null
echo "$DEB"
