#!/usr/bin/env bash
# Installs what the package needs beyond the Swift toolchain, through apt, only when it is
# missing: ICU's headers (libicu-dev) and pkg-config to build; strace for the tests that kill
# tipfmt at each system call of a file write. Safe to run again.
set -euo pipefail
missing=()
if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists icu-i18n; then
    missing+=(libicu-dev pkg-config)
fi
if ! command -v strace >/dev/null 2>&1; then missing+=(strace); fi
if [ "${#missing[@]}" -eq 0 ]; then exit 0; fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
echo "setup: installing ${missing[*]} with apt" >&2
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq >&2
$SUDO apt-get install -y -qq "${missing[@]}" >&2
pkg-config --exists icu-i18n
