#!/usr/bin/env bash
# `tipfmt check TABLE --junit REPORT` end to end on tables of growing size, every row wrong: wall
# time and peak memory (GNU time) per size, to show that memory does not grow with the table
# (check reads a table in segments of about 1 MiB: a pass to count and summarise, a pass for the
# rows, the JUnit report and --update). Release tipfmt by default.
#
# Usage: Benchmarks/cli/check-stream.sh [ROWS...]   (default: 200000 2000000)
#        env: SCRATCH (.build-bench), TIPFMT (a prebuilt binary)
set -euo pipefail

cd "$(dirname "$0")/../.."   # the root package: tipfmt is built from there
SCRATCH=${SCRATCH:-.build-bench}
WORK="$SCRATCH/bench-check-stream"
mkdir -p "$WORK"
[ -x /usr/bin/time ] || { echo "check-stream.sh: /usr/bin/time (GNU time) is needed: apt-get install time" >&2; exit 1; }
if [ -z "${TIPFMT:-}" ]; then
    bash scripts/build-release --scratch-path "$SCRATCH" tipfmt >"$WORK/build.log" 2>&1 \
        || { tail -20 "$WORK/build.log" >&2; echo "check-stream.sh: building tipfmt failed" >&2; exit 1; }
    TIPFMT="$SCRATCH/release/tipfmt"
fi
export HOME="$WORK/home" XDG_CONFIG_HOME="$WORK/home/config" XDG_STATE_HOME="$WORK/home/state" LANG=en_US.UTF-8
mkdir -p "$HOME"
[ $# -gt 0 ] || set -- 200000 2000000
echo "machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
for rows in "$@"; do
    awk -v rows="$rows" 'BEGIN {
        split("de_DE en_US fr_FR ja_JP de_CH", locale, " "); split("EUR USD EUR JPY CHF", currency, " ")
        print "locale\tcurrency\tamount\texpected"
        for (i = 0; i < rows; i++) { p = i % 5 + 1; printf "%s\t%s\t%d\tx\n", locale[p], currency[p], i }
    }' > "$WORK/table.tsv"
    /usr/bin/time -v "$TIPFMT" check "$WORK/table.tsv" --junit "$WORK/junit.xml" 2>"$WORK/time.txt" >/dev/null || true
    echo "$rows rows ($(du -m "$WORK/table.tsv" | cut -f1) MB table, $(du -m "$WORK/junit.xml" | cut -f1) MB JUnit):" \
        "$(grep -E 'Elapsed' "$WORK/time.txt" | sed 's/.*: //') wall," \
        "$(grep -E 'User time' "$WORK/time.txt" | sed 's/.*: //') s user," \
        "$(grep -E 'Maximum resident' "$WORK/time.txt" | sed 's/.*: //') KB peak"
done
