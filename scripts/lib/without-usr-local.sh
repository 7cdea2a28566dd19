# Sourced by the Debian package tests, with "$@" the script's arguments.
# A fresh machine has nothing of ours in /usr/local, but a machine that ran
# scripts/setup does, and the loader cache, Python's sys.path and CMake's
# find_package all look there before /usr.  The packages are tested as the
# fresh machine sees them: the script runs again in a private mount namespace
# whose /usr/local is an empty tmpfs.  The packages' ldconfig triggers run in
# there without seeing /usr/local, so the cache is rebuilt outside afterwards.
# Without mount namespaces (unshare refused) it runs as it is.
case $(cd "$(dirname "$0")/.." && pwd)/ in /usr/local/*) ;; *)
  if [ -z "${MLIRC_WITHOUT_USR_LOCAL:-}" ] && unshare --mount true 2> /dev/null; then
    MLIRC_WITHOUT_USR_LOCAL=1 unshare --mount --propagation private \
      sh -c 'mount -t tmpfs -o mode=0755 mlirc-empty /usr/local && exec "$@"' sh "$0" "$@"
    rc=$?
    ldconfig
    exit $rc
  fi ;;
esac
