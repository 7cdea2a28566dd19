#!/bin/sh
# build.sh PYTHON WORKDIR: assembles the downstream project in WORKDIR/src (the
# C++ example dialect of tests/plugins/cxx-plugin, the Python module of
# tests/python/inputs/downstream) and builds its wheel into WORKDIR/dist with
# PYTHON, an interpreter where the mlir-components wheel is installed.
set -eu
python=$1 work=$2
here=$(cd "$(dirname "$0")" && pwd)
tests=$here/../..
mkdir -p "$work/src"
cp "$here/meson.build" "$here/__init__.py" "$tests/plugins/cxx-plugin/CxxPlug.td" \
   "$tests/plugins/cxx-plugin/CxxPlug.cpp" "$tests/python/inputs/downstream/cxxplug_ext.cpp" "$work/src/"
version=$("$python" -c 'import importlib.metadata as m; print(m.version("mlir-components"))')
sed "s/@MLIR_COMPONENTS_VERSION@/$version/" "$here/pyproject.toml.in" > "$work/src/pyproject.toml"
"$python" -m build --wheel --no-isolation -o "$work/dist" "$work/src" > "$work/build.log" 2>&1 ||
  { tail -n 30 "$work/build.log"; exit 1; }
