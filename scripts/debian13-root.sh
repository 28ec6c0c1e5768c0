#!/usr/bin/env bash
# A Debian 13 ("trixie") root folder beside this Debian 12 machine, for the programs Debian 12 has
# too old: Wine 10, which runs the shipped Node 24 .exe (Wine 8 cannot), and whatever else a test
# asks for (--packages). Made from Debian's own packages by debootstrap, in a fixed folder that
# every test and helper shares; the host system itself is left unchanged apart from debootstrap.
#
#   scripts/debian13-root.sh                          make the root with Wine when it is missing
#   scripts/debian13-root.sh --packages "prometheus"  ... and add these Debian 13 packages to it
#   scripts/debian13-root.sh --path                   print the root's folder (after making it)
#   scripts/debian13-root.sh [--bind DIR]... --run -- COMMAND [ARG]...
#                                                     run COMMAND inside the root
#
# Safe when several processes call it at once: making the root and adding packages hold an
# exclusive flock; runs take no lock. Idempotent: a root is built in a folder of its own and moved
# into place only when complete, so an interrupted build is thrown away and started again.
#
# A run gets its own mount namespace (unshare --mount): /proc, /sys, /dev, /tmp and each --bind
# DIR are mounted inside it at the same paths as outside (so Linux paths in arguments and the
# environment stay valid), and they vanish when the run ends, however it ends. One run's mounts
# can never be seen or unmounted by another, and nothing is left mounted on the host. The network
# is the host's: a server in the root listens on the host's loopback. The working folder is kept
# when it exists inside (under /tmp or a --bind DIR), else it is /. stdin, stdout, stderr and the
# exit code are the command's own.
#
# Settings: AEPS_TRIXIE_ROOT (default /opt/aeps-trixie), AEPS_TRIXIE_MIRROR (default: the mirror
# of the host's /etc/apt/sources.list.d/debian.sources, else http://deb.debian.org/debian).
# Needs root (CI and the dev machines run as root).
set -euo pipefail

ROOT_DIR="${AEPS_TRIXIE_ROOT:-/opt/aeps-trixie}"
LOCK="${ROOT_DIR}.lock"
BASE_PACKAGES="wine wine64 ca-certificates"

packages=""
binds=()
mode="ensure"
while [ $# -gt 0 ]; do
  case "$1" in
    --packages) packages="$packages ${2:?--packages needs a list}"; shift 2 ;;
    --bind) binds+=("${2:?--bind needs a folder}"); shift 2 ;;
    --path) mode="path"; shift ;;
    --run) mode="run"; shift; [ "${1:-}" = "--" ] && shift; break ;;
    -h|--help) sed -n '2,27p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "debian13-root: unknown argument $1 (see --help)" >&2; exit 64 ;;
  esac
done
if [ "$mode" = "run" ] && [ $# -eq 0 ]; then echo "debian13-root: --run needs a command" >&2; exit 64; fi
if [ "$(id -u)" != "0" ]; then echo "debian13-root: needs root (debootstrap, chroot, mounts)" >&2; exit 77; fi

mirror() {
  if [ -n "${AEPS_TRIXIE_MIRROR:-}" ]; then echo "$AEPS_TRIXIE_MIRROR"; return; fi
  local uri
  uri=$(awk '/^URIs:/ && $2 !~ /security/ { print $2; exit }' /etc/apt/sources.list.d/debian.sources 2>/dev/null || true)
  echo "${uri:-http://deb.debian.org/debian}"
}

# Runs a command in the root inside a private mount namespace. The mounts are made by the
# namespace's first process and disappear with the namespace.
IN_ROOT_SCRIPT='
set -euo pipefail
root="$1"; cwd="$2"; n="$3"; shift 3
mount -t proc proc "$root/proc"
mount --rbind /sys "$root/sys"
mount --rbind /dev "$root/dev"
mount --bind /tmp "$root/tmp"
for ((i = 0; i < n; i++)); do
  dir="$1"; shift
  mkdir -p "$root$dir"
  mount --bind "$dir" "$root$dir"
done
cp -L /etc/resolv.conf "$root/etc/resolv.conf" 2>/dev/null || true
exec chroot "$root" /usr/bin/env -u LD_PRELOAD PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
  /bin/sh -c "cd \"\$0\" 2>/dev/null || cd /; exec \"\$@\"" "$cwd" "$@"
'
in_root() {
  unshare --mount --propagation private -- /bin/bash -c "$IN_ROOT_SCRIPT" in-root "$ROOT_DIR" "$PWD" "${#binds[@]}" ${binds[@]+"${binds[@]}"} "$@"
}

missing_packages() {
  local p out=""
  for p in $BASE_PACKAGES $packages; do
    if ! chroot "$ROOT_DIR" dpkg-query -W -f='${Status}\n' "$p" 2>/dev/null | grep -q '^install ok installed$'; then
      out="$out $p"
    fi
  done
  echo "$out"
}

ensure_debootstrap() {
  command -v debootstrap >/dev/null 2>&1 && return
  echo "debian13-root: installing the host's debootstrap..." >&2
  apt-get -o DPkg::Lock::Timeout=900 update -qq
  DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=900 install -y -qq --no-install-recommends debootstrap >/dev/null
}

make_root() {
  local partial="${ROOT_DIR}.partial"
  # An earlier build that was interrupted: its mounts lived in its own namespace and are gone.
  rm -rf "$partial"
  ensure_debootstrap
  local started=$SECONDS
  echo "debian13-root: debootstrap trixie into $ROOT_DIR from $(mirror) (about a minute)..." >&2
  unshare --mount --propagation private -- \
    debootstrap --variant=minbase --include=ca-certificates trixie "$partial" "$(mirror)" >"${partial}.log" 2>&1 ||
    { echo "debian13-root: debootstrap failed; see ${partial}.log" >&2; tail -20 "${partial}.log" >&2; exit 1; }
  # No services start inside the root, ever: it is a folder of programs, not a system.
  printf '#!/bin/sh\nexit 101\n' >"$partial/usr/sbin/policy-rc.d"
  chmod 755 "$partial/usr/sbin/policy-rc.d"
  mv "$partial" "$ROOT_DIR"
  rm -f "${partial}.log"
  echo "debian13-root: base made in $((SECONDS - started)) s" >&2
}

install_packages() {
  local want="$1" started=$SECONDS
  echo "debian13-root: installing$want in $ROOT_DIR..." >&2
  in_root /bin/sh -c "apt-get -o DPkg::Lock::Timeout=900 update -qq && DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=900 install -y -qq --no-install-recommends $want >/dev/null" ||
    { echo "debian13-root: installing$want failed" >&2; exit 1; }
  echo "debian13-root: installed in $((SECONDS - started)) s" >&2
}

ensure() {
  # The quick path takes no lock: a complete root with every package needs nothing.
  if [ -x "$ROOT_DIR/usr/bin/apt-get" ] && [ -z "$(missing_packages)" ]; then return; fi
  exec 9>"$LOCK"
  flock 9
  [ -x "$ROOT_DIR/usr/bin/apt-get" ] || make_root
  local want
  want=$(missing_packages)
  [ -z "$want" ] || install_packages "$want"
  flock -u 9
  exec 9>&-
}

ensure
case "$mode" in
  ensure) ;;
  path) echo "$ROOT_DIR" ;;
  # exec all the way down (unshare, bash, chroot, env, sh each exec the next): the command keeps
  # this script's process id, so a caller that kills it kills the command itself.
  run) exec unshare --mount --propagation private -- /bin/bash -c "$IN_ROOT_SCRIPT" in-root \
    "$ROOT_DIR" "$PWD" "${#binds[@]}" ${binds[@]+"${binds[@]}"} "$@" ;;
esac
