#!/usr/bin/env bash
# Installs what the package needs beyond the Swift toolchain: ICU's headers (libicu-dev), SQLite's
# (libsqlite3-dev, for the bill history through GRDB) and pkg-config, through apt, only when they
# are missing. Safe to run again.
set -euo pipefail
has() { command -v pkg-config >/dev/null 2>&1 && pkg-config --exists "$1"; }
missing=()
has icu-i18n || missing+=(libicu-dev)
has sqlite3 || missing+=(libsqlite3-dev)
if [ ${#missing[@]} -eq 0 ]; then
    exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
echo "setup: installing ${missing[*]} and pkg-config with apt" >&2
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq >&2
$SUDO apt-get install -y -qq "${missing[@]}" pkg-config >&2
has icu-i18n && has sqlite3
