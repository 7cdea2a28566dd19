# Sourced by the test runners.  A Debian chroot of the host's release where
# another LLVM major is installed: Debian's libmlir-19 and libmlir-22 cannot
# be installed together.  The source tree is bind-mounted at its own path, so
# builds and logs inside and outside name the same files.
#   chroot_prepare DIR MAJOR  debootstrap DIR once (then kept and reused),
#                             mount /proc, /dev/pts, /dev/shm and the tree,
#                             install what scripts/install-deps installs for MAJOR
#   chroot_run DIR COMMAND    a shell command inside, with a clean environment
#                             plus the MLIRC_* variables given as arguments
#   chroot_release DIR        unmount what chroot_prepare mounted
# Needs root, debootstrap and the Debian archive (MLIRC_DEBIAN_MIRROR, default
# http://deb.debian.org).  $top is the source tree.

chroot_mounts() {  # the mount points, innermost last
  printf '%s\n' "$1/proc" "$1/dev/pts" "$1/dev/shm" "$1$top"
  local common
  common=$(git_common_dir) && printf '%s\n' "$1$common"
}

git_common_dir() {  # a git worktree's repository, when it lies outside the tree
  local common
  common=$(git -C "$top" rev-parse --path-format=absolute --git-common-dir 2> /dev/null) || return 1
  case $common in "$top"/*) return 1 ;; esac
  echo "$common"
}

chroot_prepare() {
  local dir=$1 major=$2 mirror=${MLIRC_DEBIAN_MIRROR:-http://deb.debian.org} suite
  suite=$(. /etc/os-release && echo "$VERSION_CODENAME")
  [ "$(id -u)" = 0 ] || { echo "a chroot needs root"; return 1; }
  if [ ! -e "$dir/.debootstrapped" ]; then
    command -v debootstrap > /dev/null || { echo "debootstrap is missing (scripts/install-deps installs it)"; return 1; }
    # Never removes anything: a half-made chroot is for the user to look at.
    if [ -e "$dir" ] && [ -n "$(ls -A "$dir")" ]; then
      echo "$dir exists but debootstrap did not finish it: remove it (nothing mounted in it) and rerun"
      return 1
    fi
    debootstrap --variant=buildd "$suite" "$dir" "$mirror/debian" || return 1
    touch "$dir/.debootstrapped"
  fi
  # The newer LLVM majors reach a stable release through -security and -updates.
  printf '%s\n' "deb $mirror/debian $suite main" "deb $mirror/debian $suite-updates main" \
    "deb $mirror/debian-security $suite-security main" > "$dir/etc/apt/sources.list"
  cp /etc/resolv.conf "$dir/etc/resolv.conf"
  mkdir -p "$dir$top" "$dir/dev/shm"
  mountpoint -q "$dir/proc" || mount -t proc proc "$dir/proc" || return 1
  mountpoint -q "$dir/dev/pts" || mount -t devpts devpts "$dir/dev/pts" || return 1
  mountpoint -q "$dir/dev/shm" || mount -t tmpfs shm "$dir/dev/shm" || return 1
  mountpoint -q "$dir$top" || mount --bind "$top" "$dir$top" || return 1
  # The version comes from git, which in a worktree needs the repository too.
  local common
  if common=$(git_common_dir); then
    mkdir -p "$dir$common"
    mountpoint -q "$dir$common" || mount --bind "$common" "$dir$common" || return 1
  fi
  chroot_run "$dir" "$top/scripts/install-deps" "MLIRC_LLVM_VERSION=$major"
}

chroot_run() {  # chroot_run DIR COMMAND [VAR=VALUE...]
  local dir=$1 cmd=$2
  shift 2
  chroot "$dir" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LC_ALL=C.UTF-8 \
    DEBIAN_FRONTEND=noninteractive "$@" /bin/bash -c "$cmd"
}

chroot_release() {
  local m
  for m in $(chroot_mounts "$1" | tac); do
    mountpoint -q "$m" && umount "$m"
  done
  return 0
}
