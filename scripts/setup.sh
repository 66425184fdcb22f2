#!/usr/bin/env bash
# Installs what the package needs beyond the Swift toolchain, through apt, only when it is
# missing: ICU's headers (libicu-dev), SQLite's (libsqlite3-dev, for the bill history through
# GRDB) and pkg-config to build; strace for the tests that kill tipfmt at each system call of a
# file write; tmux, which the end-to-end tests of `tipfmt live` drive the binary in;
# libqrencode's headers (libqrencode-dev), the QR encoder of payment codes, and zbarimg
# (zbar-tools), the independent decoder their tests read every QR code back with; HarfBuzz,
# FreeType and fontconfig (libharfbuzz-dev, libfreetype-dev, libfontconfig-dev), which
# tipfmt-raster draws the receipt lines a printer has no characters for with, and the faces the
# tests draw Thai (fonts-thai-tlwg), Devanagari (fonts-lohit-deva), Latin, Greek, Cyrillic,
# Hebrew and Arabic (fonts-dejavu-core) and Chinese, Japanese and Korean (fonts-wqy-microhei)
# with; tesseract with its Thai, Hindi and Vietnamese data (tesseract-ocr-tha, -hin, -vie), which
# the tests read the drawn amounts back with; valgrind, whose callgrind counts the instructions of
# the performance budget (perf-budget.sh).
# Safe to run again.
set -euo pipefail
has() { command -v pkg-config >/dev/null 2>&1 && pkg-config --exists "$1"; }
missing=()
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
has icu-i18n || missing+=(libicu-dev)
has sqlite3 || missing+=(libsqlite3-dev)
command -v strace >/dev/null 2>&1 || missing+=(strace)
command -v tmux >/dev/null 2>&1 || missing+=(tmux)
has libqrencode || missing+=(libqrencode-dev)
command -v zbarimg >/dev/null 2>&1 || missing+=(zbar-tools)
has harfbuzz || missing+=(libharfbuzz-dev)
has freetype2 || missing+=(libfreetype-dev)
has fontconfig || missing+=(libfontconfig-dev)
font() { command -v fc-list >/dev/null 2>&1 && [ -n "$(fc-list "$1" family 2>/dev/null)" ]; }
font ':lang=th' || missing+=(fonts-thai-tlwg)
font 'Lohit Devanagari' || missing+=(fonts-lohit-deva)
font 'DejaVu Sans' || missing+=(fonts-dejavu-core)
font ':lang=zh-cn' || missing+=(fonts-wqy-microhei)
command -v tesseract >/dev/null 2>&1 || missing+=(tesseract-ocr)
for data in tha hin vie; do
    tesseract --list-langs 2>/dev/null | grep -qx "$data" || missing+=("tesseract-ocr-$data")
done
command -v valgrind >/dev/null 2>&1 || missing+=(valgrind)
if [ "${#missing[@]}" -eq 0 ]; then exit 0; fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
echo "setup: installing ${missing[*]} with apt" >&2
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq >&2
$SUDO apt-get install -y -qq "${missing[@]}" >&2
has icu-i18n && has sqlite3 && has libqrencode && command -v strace >/dev/null && command -v tmux >/dev/null \
    && command -v zbarimg >/dev/null && has harfbuzz && has freetype2 && has fontconfig && command -v tesseract >/dev/null \
    && command -v valgrind >/dev/null
