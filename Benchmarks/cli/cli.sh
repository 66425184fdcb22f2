#!/usr/bin/env bash
# Measures the tipfmt CLI as a user meets it (issue 6), against C programs doing the same on ICU:
#  (a) one `tipfmt calc 84.50 --tip 18 --split 3` process, start to exit, vs Benchmarks/cli/icu_one.c
#      (start, format one amount with ICU, exit);
#  (b) `tipfmt format --currency CHF --locale de_CH` over N stdin lines (1,000,000 by default)
#      vs Benchmarks/cli/icu_stream.c (same read-format-write loop, one cached ICU formatter):
#      wall time, lines/s and peak memory (/usr/bin/time -v).
#
# Usage: Benchmarks/cli/cli.sh [LINES]          env: RUNS (stream runs, 5), STARTS (calc starts, 100),
#                                           SCRATCH (.build-bench), TIPFMT (a prebuilt binary)
# Run from anywhere; builds tipfmt in release with --scratch-path "$SCRATCH".
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
    swift build -c release --scratch-path "$SCRATCH" --product tipfmt >"$WORK/build.log" 2>&1 \
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

# --- (a) one calc process ---
echo "(a) one process, start to exit"
"$TIPFMT" calc 84.50 --tip 18 --split 3 >/dev/null   # warm the page cache
if command -v hyperfine >/dev/null; then
    hyperfine -N --warmup 10 --runs "$STARTS" --export-json "$WORK/starts.json" \
        "$TIPFMT calc 84.50 --tip 18 --split 3" "$WORK/icu_one" >/dev/null
    CALC_MS=$(python3 -c "import json; r=json.load(open('$WORK/starts.json'))['results']; print('%.2f' % (r[0]['median']*1e3))")
    ONE_MS=$(python3 -c "import json; r=json.load(open('$WORK/starts.json'))['results']; print('%.2f' % (r[1]['median']*1e3))")
    HOW="hyperfine, median of $STARTS"
else
    start_ms() {  # median wall ms of $STARTS runs of "$@"
        for _ in $(seq "$STARTS"); do
            local t0 t1
            t0=$(date +%s%N); "$@" >/dev/null; t1=$(date +%s%N)
            echo $(( (t1 - t0) / 1000 ))
        done | median | awk '{ printf "%.2f", $1 / 1000 }'
    }
    for _ in 1 2 3 4 5; do "$TIPFMT" calc 84.50 --tip 18 --split 3 >/dev/null; "$WORK/icu_one" >/dev/null; done
    CALC_MS=$(start_ms "$TIPFMT" calc 84.50 --tip 18 --split 3)
    ONE_MS=$(start_ms "$WORK/icu_one")
    HOW="date +%s%N loop (includes fork/exec of date), median of $STARTS"
fi
peak_kb() { /usr/bin/time -v "$@" 2>&1 >/dev/null | awk -F: '/Maximum resident set size/ { gsub(/ /, "", $2); print $2 }'; }
CALC_KB=$(peak_kb "$TIPFMT" calc 84.50 --tip 18 --split 3)
ONE_KB=$(peak_kb "$WORK/icu_one")
printf '  %-44s %8s ms  %7s MB peak\n' "tipfmt calc 84.50 --tip 18 --split 3" "$CALC_MS" "$(awk "BEGIN { printf \"%.1f\", $CALC_KB / 1024 }")"
printf '  %-44s %8s ms  %7s MB peak\n' "icu_one (C: start, format one amount, exit)" "$ONE_MS" "$(awk "BEGIN { printf \"%.1f\", $ONE_KB / 1024 }")"
awk -v a="$CALC_MS" -v b="$ONE_MS" 'BEGIN { r = a / b; printf "  ratio %.2fx (target <= 3x and < 10 ms): %s\n", r, (r <= 3 && a < 10) ? "MET" : "MISSED" }'
echo "  ($HOW)"
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
"$TIPFMT" format --currency CHF --locale de_CH < "$INPUT" > "$WORK/tipfmt.out"
"$WORK/icu_stream" CHF de_CH < "$INPUT" > "$WORK/icu.out"
if cmp -s "$WORK/tipfmt.out" "$WORK/icu.out"; then
    echo "  outputs agree byte for byte ($(wc -l < "$WORK/icu.out") lines)"
else
    echo "  OUTPUTS DIFFER: $(diff "$WORK/tipfmt.out" "$WORK/icu.out" | grep -c '^<' || true) lines; first:" >&2
    diff "$WORK/tipfmt.out" "$WORK/icu.out" | head -4 >&2 || true
fi
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
read -r ICU_S ICU_KB < <(stream "$WORK/icu_stream" CHF de_CH)
row() { awk -v name="$1" -v s="$2" -v kb="$3" -v n="$LINES_N" 'BEGIN {
    printf "  %-44s %7.2f s  %10.0f lines/s  %6.1f MB peak\n", name, s, n / s, kb / 1024 }'; }
row "tipfmt format --currency CHF --locale de_CH" "$TIP_S" "$TIP_KB"
row "icu_stream (C: getline, ICU, fwrite)" "$ICU_S" "$ICU_KB"
awk -v a="$TIP_S" -v b="$ICU_S" -v kb="$TIP_KB" 'BEGIN { r = a / b
    printf "  ratio %.2fx (target <= 1.5x): %s; peak %.1f MB (target < 40 MB): %s\n", r, r <= 1.5 ? "MET" : "MISSED",
        kb / 1024, kb < 40 * 1024 ? "MET" : "MISSED" }'
echo "  (median wall of $RUNS runs by date +%s%N around GNU time; largest peak RSS from time -v)"
