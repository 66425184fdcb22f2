#!/usr/bin/env bash
# Measures the tipfmt CLI as a user meets it (issues 6 and 16), against C programs doing the same
# on ICU, with the outputs checked byte for byte before anything is timed:
#  (a) one process, start to exit: `tipfmt calc 84.50 --tip 18 --split 3` and
#      `tipfmt format 1234.5 -c CHF -l de_CH` vs Benchmarks/cli/icu_one.c (start, format one amount
#      with ICU, exit). Targets: calc <= 2.5x, format <= 2x (wall time, hyperfine); instruction
#      counts from callgrind as well when valgrind is there (repeatable under load);
#  (b) `tipfmt format --currency CHF --locale de_CH` over N stdin lines (1,000,000 by default),
#      with the learned template (the default) and with --icu-only (every amount through ICU), vs
#      Benchmarks/cli/icu_stream.c (same read-format-write loop, one cached ICU formatter).
#      Targets: ICU path <= 1.1x the C loop, template path below it, peak memory < 20 MB;
#  (c) with MEMORY_LINES set (such as 10000000), the peak memory of one run over that many lines:
#      flat, the same as over N.
#
# Usage: Benchmarks/cli/cli.sh [LINES]          env: RUNS (stream runs, 5), STARTS (process starts, 100),
#                                           SCRATCH (.build-bench), TIPFMT (a prebuilt binary), MEMORY_LINES
# Run from anywhere; builds tipfmt with scripts/build-release (static Swift libraries) in "$SCRATCH".
set -euo pipefail

cd "$(dirname "$0")/../.."   # the root package: tipfmt is built from there
LINES_N=${1:-1000000}
RUNS=${RUNS:-5}
STARTS=${STARTS:-100}
SCRATCH=${SCRATCH:-.build-bench}
WORK="$SCRATCH/bench-cli"
mkdir -p "$WORK"

# --- tools: GNU time for peak memory; hyperfine if apt can give it (else a date loop) ---
apt_install() {
    command -v apt-get >/dev/null || return 1
    local sudo=""
    [ "$(id -u)" = 0 ] || sudo="sudo -n"
    $sudo apt-get install -y -qq "$@" >/dev/null 2>&1 \
        || { $sudo apt-get update -qq >/dev/null 2>&1 && $sudo apt-get install -y -qq "$@" >/dev/null 2>&1; }
}
[ -x /usr/bin/time ] || apt_install time || { echo "cli.sh: /usr/bin/time (GNU time) is needed" >&2; exit 1; }
command -v hyperfine >/dev/null || apt_install hyperfine || true
pkg-config --exists icu-i18n || { echo "cli.sh: libicu-dev is needed (scripts/setup.sh)" >&2; exit 1; }

# --- builds ---
if [ -z "${TIPFMT:-}" ]; then
    bash scripts/build-release --scratch-path "$SCRATCH" tipfmt >"$WORK/build.log" 2>&1 \
        || { tail -20 "$WORK/build.log" >&2; echo "cli.sh: building tipfmt failed" >&2; exit 1; }
    TIPFMT="$SCRATCH/release/tipfmt"
fi
ICU_FLAGS=$(pkg-config --cflags --libs icu-i18n)
gcc -O2 -o "$WORK/icu_one" Benchmarks/cli/icu_one.c $ICU_FLAGS
gcc -O2 -o "$WORK/icu_stream" Benchmarks/cli/icu_stream.c $ICU_FLAGS

# A clean, private environment: no user config, no remembered bill, a fixed locale.
export HOME="$WORK/home" XDG_CONFIG_HOME="$WORK/home/config" XDG_STATE_HOME="$WORK/home/state"
export LANG=en_US.UTF-8
unset LC_ALL LC_MONETARY LC_NUMERIC
mkdir -p "$XDG_CONFIG_HOME" "$XDG_STATE_HOME"

median() { sort -n | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), ICU $(pkg-config --modversion icu-i18n), load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "tipfmt: $TIPFMT"
echo

# --- (a) one process ---
echo "(a) one process, start to exit"
CALC=("$TIPFMT" calc 84.50 --tip 18 --split 3)
FORMAT=("$TIPFMT" format 1234.5 -c CHF -l de_CH)
[ "$("${FORMAT[@]}")" = "$("$WORK/icu_one" de_CH 1234.5 CHF)" ] \
    || { echo "cli.sh: tipfmt format and icu_one disagree on 1234.5 CHF in de_CH" >&2; exit 1; }
# 84.50 × 18% = 15.21, total 99.71, shares 33.24, 33.24, 33.23.
"${CALC[@]}" | grep -q 'Total  *\$99\.71$' \
    || { echo "cli.sh: tipfmt calc 84.50 --tip 18 --split 3 did not print the total \$99.71" >&2; exit 1; }
start_ms() {  # median wall ms of $STARTS runs of "$@"
    if command -v hyperfine >/dev/null; then
        hyperfine -N --warmup 10 --runs "$STARTS" --export-json "$WORK/start.json" "$*" >/dev/null 2>&1
        python3 -c "import json; print('%.2f' % (json.load(open('$WORK/start.json'))['results'][0]['median'] * 1e3))"
    else
        for _ in $(seq "$STARTS"); do
            local t0 t1
            t0=$(date +%s%N); "$@" >/dev/null; t1=$(date +%s%N)
            echo $(( (t1 - t0) / 1000 ))
        done | median | awk '{ printf "%.2f", $1 / 1000 }'
    fi
}
# Valgrind 3.19 cannot read Swift 6.3's DWARF 5: it profiles a copy without debug information.
VG_TIPFMT="$WORK/tipfmt-nodebug"
command -v valgrind >/dev/null && cp "$TIPFMT" "$VG_TIPFMT" && strip --strip-debug "$VG_TIPFMT"
vg() {  # valgrind's callgrind over "$@", with tipfmt swapped for its copy; prints the instruction count
    local program=$1
    shift
    [ "$program" = "$TIPFMT" ] && program=$VG_TIPFMT
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$program" "$@" 2>&1 >/dev/null \
        | awk '/Collected/ { print $4 }'
}
instructions() {  # callgrind's instruction count for one run of "$@" ("" without valgrind)
    command -v valgrind >/dev/null || return 0
    vg "$@"
}
peak_kb() { /usr/bin/time -v "$@" 2>&1 >/dev/null | awk -F: '/Maximum resident set size/ { gsub(/ /, "", $2); print $2 }'; }
one_row() {  # name target command...
    local name=$1 target=$2
    shift 2
    local ms base_ms ins base_ins kb
    ms=$(start_ms "$@")
    base_ms=$(start_ms "$WORK/icu_one")
    ins=$(instructions "$@")
    base_ins=$(instructions "$WORK/icu_one")
    kb=$(peak_kb "$@")
    awk -v n="$name" -v ms="$ms" -v b="$base_ms" -v i="$ins" -v bi="$base_ins" -v kb="$kb" -v t="$target" 'BEGIN {
        r = ms / b
        printf "  %-40s %6.2f ms vs C %5.2f ms: %.2fx (target <= %sx: %s)", n, ms, b, r, t, r <= t ? "MET" : "MISSED"
        if (i != "" && bi != "") printf "; %.1f M vs %.1f M instructions: %.2fx", i / 1e6, bi / 1e6, i / bi
        printf "; %.1f MB peak\n", kb / 1024 }'
}
one_row "tipfmt calc 84.50 --tip 18 --split 3" 2.5 "${CALC[@]}"
one_row "tipfmt format 1234.5 -c CHF -l de_CH" 2 "${FORMAT[@]}"
echo "  (C: Benchmarks/cli/icu_one.c, $(peak_kb "$WORK/icu_one" | awk '{ printf "%.1f", $1 / 1024 }') MB peak; wall: median of $STARTS, $(command -v hyperfine >/dev/null && echo hyperfine || echo 'date loop'))"
# The fast reader against argument-parser on the same command: `--tip=N` is a spelling only
# argument-parser reads, so it stands for argument-parser's start-up in the same binary.
fast_row() {  # name fast-command... -- argument-parser-command...
    local name=$1
    shift
    local fast=() slow=()
    while [ "$1" != "--" ]; do fast+=("$1"); shift; done
    shift
    slow=("$@")
    local fast_count slow_count
    fast_count=$(instructions "${fast[@]}")
    slow_count=$(instructions "${slow[@]}")
    [ -n "$fast_count" ] && [ -n "$slow_count" ] && awk -v n="$name" -v f="$fast_count" -v s="$slow_count" 'BEGIN {
        printf "  %-40s fast reader %.1f M vs argument-parser %.1f M instructions: %.2fx\n", n, f / 1e6, s / 1e6, f / s }'
    return 0
}
ITEMS=(calc --item 'Beer 6.00 @ann' --item 'Wine 9.00 @ben')
fast_row "tipfmt calc --item … --item … --tip 10" "$TIPFMT" "${ITEMS[@]}" --tip 10 -- "$TIPFMT" "${ITEMS[@]}" --tip=10
fast_row "tipfmt receipt 84.50 --tip 18 -l de_CH" "$TIPFMT" receipt 84.50 --tip 18 -l de_CH \
    -- "$TIPFMT" receipt 84.50 --tip=18 -l de_CH
echo

# --- (b) streaming N lines ---
INPUT="$WORK/amounts-$LINES_N.txt"
if [ ! -s "$INPUT" ]; then
    # Fixed-seed amounts: 0 to 999,999.99, about 5% negative, two decimals.
    awk -v n="$LINES_N" 'BEGIN { srand(2026); for (i = 0; i < n; i++) {
        neg = rand() < 0.05; d = int(rand() * 6) + 1; m = int(rand() * 10 ^ d); c = int(rand() * 100);
        printf "%s%d.%02d\n", (neg && m + c > 0) ? "-" : "", m, c } }' > "$INPUT"
fi
echo "(b) $LINES_N lines through stdin, de_CH CHF"
"$WORK/icu_stream" CHF de_CH < "$INPUT" > "$WORK/icu.out"
for mode in "" --icu-only; do
    "$TIPFMT" format --currency CHF --locale de_CH $mode < "$INPUT" > "$WORK/tipfmt.out"
    if cmp -s "$WORK/tipfmt.out" "$WORK/icu.out"; then
        echo "  tipfmt format ${mode:-(template)} and the C loop agree byte for byte ($(wc -l < "$WORK/icu.out") lines)"
    else
        echo "cli.sh: OUTPUTS DIFFER (${mode:-template}): $(diff "$WORK/tipfmt.out" "$WORK/icu.out" | grep -c '^<' || true) lines; first:" >&2
        diff "$WORK/tipfmt.out" "$WORK/icu.out" | head -4 >&2 || true
        exit 1
    fi
done
stream() {  # prints "median-wall-seconds max-peak-kB" over $RUNS runs of "$@" < INPUT
    local walls="" peak=0
    for _ in $(seq "$RUNS"); do
        local t0 t1
        t0=$(date +%s%N)
        /usr/bin/time -v -o "$WORK/time.txt" "$@" < "$INPUT" > /dev/null
        t1=$(date +%s%N)
        walls+="$(awk -v ns=$((t1 - t0)) 'BEGIN { printf "%.3f", ns / 1e9 }')"$'\n'
        local kb
        kb=$(awk -F': ' '/Maximum resident set size/ { print $2 }' "$WORK/time.txt")
        [ "$kb" -gt "$peak" ] && peak=$kb
    done
    echo "$(printf '%s' "$walls" | median) $peak"
}
read -r TIP_S TIP_KB < <(stream "$TIPFMT" format --currency CHF --locale de_CH)
read -r ICUONLY_S ICUONLY_KB < <(stream "$TIPFMT" format --currency CHF --locale de_CH --icu-only)
read -r ICU_S ICU_KB < <(stream "$WORK/icu_stream" CHF de_CH)
row() { awk -v name="$1" -v s="$2" -v kb="$3" -v n="$LINES_N" 'BEGIN {
    printf "  %-52s %7.2f s  %10.0f lines/s  %6.1f MB peak\n", name, s, n / s, kb / 1024 }'; }
row "tipfmt format --currency CHF --locale de_CH" "$TIP_S" "$TIP_KB"
row "tipfmt format --currency CHF --locale de_CH --icu-only" "$ICUONLY_S" "$ICUONLY_KB"
row "icu_stream (C: getline, ICU, fwrite)" "$ICU_S" "$ICU_KB"
awk -v t="$TIP_S" -v i="$ICUONLY_S" -v c="$ICU_S" -v kb="$TIP_KB" -v ikb="$ICUONLY_KB" 'BEGIN {
    printf "  ICU path %.2fx the C loop (target <= 1.1x): %s; template %.2fx (target < 1x): %s\n",
        i / c, i / c <= 1.1 ? "MET" : "MISSED", t / c, t / c < 1 ? "MET" : "MISSED"
    m = kb > ikb ? kb : ikb
    printf "  peak %.1f MB (target < 20 MB): %s\n", m / 1024, m < 20 * 1024 ? "MET" : "MISSED" }'
echo "  (median wall of $RUNS runs by date +%s%N around GNU time; largest peak RSS from time -v)"
if command -v valgrind >/dev/null; then
    head -50000 "$INPUT" > "$WORK/amounts-50000.txt"
    per_line() {  # instructions per line over the 50,000-line prefix, less one start-up
        local total start
        total=$(vg "$@" < "$WORK/amounts-50000.txt")
        start=$(vg "$@" < /dev/null)
        echo $(( (total - start) / 50000 ))
    }
    T=$(per_line "$TIPFMT" format --currency CHF --locale de_CH)
    I=$(per_line "$TIPFMT" format --currency CHF --locale de_CH --icu-only)
    C=$(per_line "$WORK/icu_stream" CHF de_CH)
    awk -v t="$T" -v i="$I" -v c="$C" 'BEGIN {
        printf "  callgrind, per line after start-up: template %d, ICU path %d, C loop %d instructions (%.2fx, %.2fx)\n",
            t, i, c, t / c, i / c }'
fi
if [ -n "${MEMORY_LINES:-}" ]; then
    echo
    echo "(c) peak memory over $MEMORY_LINES lines"
    BIG="$WORK/amounts-$MEMORY_LINES.txt"
    [ -s "$BIG" ] || for _ in $(seq $(( (MEMORY_LINES + LINES_N - 1) / LINES_N ))); do cat "$INPUT"; done \
        | head -n "$MEMORY_LINES" > "$BIG"
    for mode in "" --icu-only; do
        /usr/bin/time -v -o "$WORK/time.txt" "$TIPFMT" format --currency CHF --locale de_CH $mode < "$BIG" > /dev/null
        awk -F': ' -v m="${mode:-(template)}" -v n="$MEMORY_LINES" '/Maximum resident set size/ {
            printf "  tipfmt format %-12s %d lines: %.1f MB peak (target < 20 MB: %s)\n", m, n, $2 / 1024, $2 < 20 * 1024 ? "MET" : "MISSED" }' "$WORK/time.txt"
    done
fi
