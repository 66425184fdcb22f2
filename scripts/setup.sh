#!/usr/bin/env bash
# Installs what the package needs beyond the Swift toolchain: ICU's headers (libicu-dev) and
# pkg-config, through apt, only when they are missing. Safe to run again.
set -euo pipefail
if command -v pkg-config >/dev/null 2>&1 && pkg-config --exists icu-i18n; then
    exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
echo "setup: installing libicu-dev and pkg-config with apt" >&2
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq >&2
$SUDO apt-get install -y -qq libicu-dev pkg-config >&2
pkg-config --exists icu-i18n
