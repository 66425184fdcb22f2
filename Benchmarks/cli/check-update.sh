#!/usr/bin/env bash
# `tipfmt check TABLE --update` end to end on a table of N rows (1,000,000 by default), every row
# wrong: wall time and peak memory (GNU time), with the release tipfmt. The library-level lines
# (the update against copying the table once, and against the old splice-per-row update) are
# `swift run -c release CheckUpdateBenchmark` in Benchmarks/.
#
# Usage: Benchmarks/cli/check-update.sh [ROWS]     env: SCRATCH (.build-bench), TIPFMT (a prebuilt binary)
set -euo pipefail

cd "$(dirname "$0")/../.."   # the root package: tipfmt is built from there
ROWS=${1:-1000000}
SCRATCH=${SCRATCH:-.build-bench}
WORK="$SCRATCH/bench-check"
mkdir -p "$WORK"
[ -x /usr/bin/time ] || { echo "check-update.sh: /usr/bin/time (GNU time) is needed: apt-get install time" >&2; exit 1; }
if [ -z "${TIPFMT:-}" ]; then
    bash scripts/build-release --scratch-path "$SCRATCH" tipfmt >"$WORK/build.log" 2>&1 \
        || { tail -20 "$WORK/build.log" >&2; echo "check-update.sh: building tipfmt failed" >&2; exit 1; }
    TIPFMT="$SCRATCH/release/tipfmt"
fi
export HOME="$WORK/home" XDG_CONFIG_HOME="$WORK/home/config" XDG_STATE_HOME="$WORK/home/state" LANG=en_US.UTF-8
mkdir -p "$HOME"

awk -v rows="$ROWS" 'BEGIN {
    split("de_DE en_US fr_FR ja_JP de_CH", locale, " "); split("EUR USD EUR JPY CHF", currency, " ")
    print "locale\tcurrency\tamount\texpected"
    for (i = 0; i < rows; i++) {
        p = i % 5 + 1; units = (i * 7919) % 2000000 - 1000000
        if (currency[p] == "JPY") amount = units
        else amount = sprintf("%s%d.%02d", units < 0 ? "-" : "", (units < 0 ? -units : units) / 100, (units < 0 ? -units : units) % 100)
        printf "%s\t%s\t%s\tx\n", locale[p], currency[p], amount
    }
}' > "$WORK/table.tsv"
echo "machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg); table: $ROWS rows, $(du -m "$WORK/table.tsv" | cut -f1) MB"
/usr/bin/time -v "$TIPFMT" check "$WORK/table.tsv" --update 2>"$WORK/time.txt" >/dev/null || true
grep -E "Elapsed|User time|System time|Maximum resident|Exit status" "$WORK/time.txt" | sed 's/^\t*/  /'
"$TIPFMT" check "$WORK/table.tsv" | tail -1
