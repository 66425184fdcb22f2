#!/usr/bin/env bash
# Installs what the package needs beyond the Swift toolchain, through apt, only when missing:
# ICU's headers (libicu-dev) and pkg-config to build, and tmux, which the end-to-end tests of
# `tipfmt live` drive the binary in. Safe to run again.
set -euo pipefail
PACKAGES=()
if ! { command -v pkg-config >/dev/null 2>&1 && pkg-config --exists icu-i18n; }; then
    PACKAGES+=(libicu-dev pkg-config)
fi
if ! command -v tmux >/dev/null 2>&1; then
    PACKAGES+=(tmux)
fi
if [ ${#PACKAGES[@]} -eq 0 ]; then
    exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
echo "setup: installing ${PACKAGES[*]} with apt" >&2
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq >&2
$SUDO apt-get install -y -qq "${PACKAGES[@]}" >&2
pkg-config --exists icu-i18n
command -v tmux >/dev/null
