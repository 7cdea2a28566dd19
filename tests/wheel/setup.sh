#!/usr/bin/env bash
# Builds the wheel (python3 -m build, as the README says) and installs it with
# pip --no-index into fresh venvs of each CPython found, once per lit run
# (MLIRC_WHEEL_RUN, set by lit.local.cfg) however many tests ask, under a lock.
#   setup.sh SOURCE_ROOT WHEEL_ROOT PYTHON
set -euo pipefail
src=$1 root=$2 python=$3
mkdir -p "$root"
exec 9> "$root/.lock"
flock 9
run=${MLIRC_WHEEL_RUN:-manual}
if [ -f "$root/stamp" ] && [ "$(cat "$root/stamp")" = "$run" ]; then
  exit 0
fi
rm -f "$root/stamp"
rm -rf "$root/dist"
start=$(date +%s)
if ! (cd "$src" && "$python" -m build --wheel --no-isolation -Cbuilddir="$root/build" -o "$root/dist") \
    > "$root/build.log" 2>&1; then
  tail -n 40 "$root/build.log"
  echo "wheel build failed (log: $root/build.log)"
  exit 1
fi
wheel=$(ls "$root"/dist/*.whl)
# name:interpreter; a missing interpreter leaves no venv (its tests are UNSUPPORTED).
for spec in "3.11:/usr/bin/python3" \
    "3.9:$(ls -d /root/.pyenv/versions/3.9.*/bin/python3 2>/dev/null | sort -V | tail -n 1)" \
    "3.13:$(ls -d /root/.pyenv/versions/3.13.*/bin/python3 2>/dev/null | sort -V | tail -n 1)"; do
  name=${spec%%:*} interp=${spec#*:}
  rm -rf "$root/venv-$name"
  [ -n "$interp" ] && [ -x "$interp" ] || continue
  "$interp" -m venv "$root/venv-$name"
  "$root/venv-$name/bin/python" -m pip install -q --no-index --disable-pip-version-check "$wheel" \
    > "$root/pip-$name.log" 2>&1 || { cat "$root/pip-$name.log"; exit 1; }
done
echo "wheel and venvs ready in $(( $(date +%s) - start )) s" > "$root/setup.log"
echo "$run" > "$root/stamp"
