# Sourced by the upstream test runners.  Needs $ver (LLVM major) and $cache,
# and a fail() that reports and exits.  upstream_tests SUBDIR... extracts those
# directories of the Debian source package of the installed MLIR (same version
# as the libraries; needs a deb-src entry: scripts/install-deps adds one) and
# sets $src to the extracted tree.  The package is downloaded once per version,
# each directory extracted once (those missing in one pass over the tarball);
# runners that share a cache take turns (one may be building in the background).
upstream_tests() {
  local lock
  mkdir -p "$cache" && exec {lock}> "$cache/.lock" && flock "$lock" || fail "cannot lock $cache/.lock"
  extract_upstream_tests "$@"
  exec {lock}>&-
}

extract_upstream_tests() {
  local sub srcver missing=()
  srcver=$(dpkg-query -W -f='${source:Version}' "libmlir-$ver-dev" 2>/dev/null) ||
    fail "libmlir-$ver-dev is not installed"
  src=$cache/llvm-toolchain-$ver-$srcver
  for sub in "$@"; do
    [ -f "$src/$sub/.extracted" ] || missing+=("$sub")
  done
  [ ${#missing[@]} -gt 0 ] || return 0
  local tarball patterns=()
  tarball=$(download_orig_tarball "$srcver") || fail "$tarball"
  for sub in "${missing[@]}"; do patterns+=("*/$sub/*"); done
  rm -rf "$src.tmp" && mkdir -p "$src.tmp"
  tar -xf "$tarball" -C "$src.tmp" --strip-components=1 --wildcards "${patterns[@]}" ||
    fail "cannot extract ${missing[*]}"
  for sub in "${missing[@]}"; do
    rm -rf "${src:?}/$sub" && mkdir -p "$(dirname "$src/$sub")" && mv "$src.tmp/$sub" "$src/$sub" &&
      touch "$src/$sub/.extracted"
  done
  rm -rf "$src.tmp"
}

# download_orig_tarball SRCVER: prints the path of the upstream tarball, checked
# against the SHA256 that the deb-src index gives.  The security archive's
# Sources index names the tarball but its pool may not hold it (only the
# main archive's pool does), so a failed download there is retried from
# the main pool under the same name and checksum.
download_orig_tarball() {
  local srcver=$1 line uri name hash
  line=$(cd /tmp && apt-get source --print-uris "llvm-toolchain-$ver=$srcver" 2>/dev/null | grep "\.orig\.tar\.[a-z]*' ") ||
    { echo "apt-get source llvm-toolchain-$ver=$srcver knows no tarball (is there a deb-src entry? scripts/install-deps adds one)"; return 1; }
  read -r uri name _ hash <<< "$line"
  uri=${uri//\'/}
  mkdir -p "$cache/download"
  [ -f "$cache/download/$name" ] && { echo "$cache/download/$name"; return 0; }
  local helper=/usr/lib/apt/apt-helper main_pool=${uri/\/debian-security\/pool\/updates\//\/debian\/pool\/}
  if ! (cd "$cache/download" && "$helper" download-file "$uri" "$name.part" "$hash") > "$cache/download.log" 2>&1 &&
     ! (cd "$cache/download" && "$helper" download-file "$main_pool" "$name.part" "$hash") >> "$cache/download.log" 2>&1; then
    rm -f "$cache/download/$name.part"
    echo "cannot download $name with $hash from $uri or $main_pool: $(tail -n 3 "$cache/download.log")"
    return 1
  fi
  mv "$cache/download/$name.part" "$cache/download/$name" && echo "$cache/download/$name"
}
