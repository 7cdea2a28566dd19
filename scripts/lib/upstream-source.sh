# Sourced by the upstream test runners.  Needs $ver (LLVM major) and $cache,
# and a fail() that reports and exits.  upstream_tests SUBDIR extracts that
# directory of the Debian source package of the installed MLIR (same version
# as the libraries; needs a deb-src entry: scripts/install-deps adds one) and
# sets $src to the extracted tree.  The package is downloaded once per version,
# each directory extracted once.
upstream_tests() {
  local sub=$1 srcver upstream_ver
  srcver=$(dpkg-query -W -f='${source:Version}' "libmlir-$ver-dev" 2>/dev/null) ||
    fail "libmlir-$ver-dev is not installed"
  upstream_ver=${srcver#*:}; upstream_ver=${upstream_ver%-*}
  src=$cache/llvm-toolchain-$ver-$srcver
  [ -f "$src/$sub/.extracted" ] && return 0
  local tarball=$cache/download/llvm-toolchain-${ver}_$upstream_ver.orig.tar.xz
  if [ ! -f "$tarball" ]; then
    mkdir -p "$cache/download"
    (cd "$cache/download" && apt-get source --download-only "llvm-toolchain-$ver=$srcver") >"$cache/download.log" 2>&1 ||
      { tail -n 5 "$cache/download.log" >&2
        fail "apt-get source llvm-toolchain-$ver=$srcver failed (is there a deb-src entry? scripts/install-deps adds one)"; }
  fi
  rm -rf "$src.tmp" && mkdir -p "$src.tmp"
  tar -xf "$tarball" -C "$src.tmp" --strip-components=1 --wildcards "*/$sub/*" || fail "cannot extract $sub"
  rm -rf "${src:?}/$sub" && mkdir -p "$(dirname "$src/$sub")" && mv "$src.tmp/$sub" "$src/$sub" && rm -rf "$src.tmp"
  touch "$src/$sub/.extracted"
}
