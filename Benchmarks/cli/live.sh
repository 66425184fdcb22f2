#!/usr/bin/env bash
# Measures `tipfmt live` from key to screen (issue 14): the release binary in an 80x24 tmux
# pane, KEYS keys sent one at a time (20 ms apart, so each is its own read and its own frame).
# With --latency-log the binary writes, per drawn key, the microseconds from the key's arrival
# (poll returning) to the end of the frame's write(2), and the bytes written.
#
# Baseline, in the same run, on the same keys: --redraw-everything, which writes every row of
# every frame (what a redraw without the row diff costs). Printed: median, p90, p99 and max
# microseconds and mean bytes per key for each, and the baseline/diff ratios.
#
# Usage: Benchmarks/cli/live.sh [KEYS]     env: SCRATCH (.build-bench), TIPFMT (a prebuilt binary)
# Needs tmux (scripts/setup.sh installs it). Builds tipfmt in release with --scratch-path.
set -euo pipefail

cd "$(dirname "$0")/.."
KEYS_N=${1:-600}
SCRATCH=${SCRATCH:-.build-bench}
WORK="$(pwd)/$SCRATCH/bench-live"
mkdir -p "$WORK"
command -v tmux >/dev/null || { echo "live.sh: tmux is needed (scripts/setup.sh)" >&2; exit 1; }

if [ -z "${TIPFMT:-}" ]; then
    bash scripts/build-release --scratch-path "$SCRATCH" tipfmt >"$WORK/build.log" 2>&1 \
        || { tail -20 "$WORK/build.log" >&2; echo "live.sh: building tipfmt failed" >&2; exit 1; }
    TIPFMT="$(pwd)/$SCRATCH/release/tipfmt"
fi

# One cycle of keys touching every part of the screen: tip, party, rounding, cash, bill.
CYCLE=(Right Right Up Left r c 8 BSpace S-Right S-Left Down g)

# run NAME EXTRA_FLAG: one session, its log in $WORK/NAME.log
run() {
    local name=$1 extra=$2 socket="$WORK/$1.socket"
    rm -f "$WORK/$name.log" "$WORK/$name.done"
    env -i PATH=/usr/bin:/bin HOME="$WORK/home" XDG_STATE_HOME="$WORK/home/state" \
        XDG_CONFIG_HOME="$WORK/home/config" LANG=C.UTF-8 NO_COLOR=1 \
        tmux -u -S "$socket" -f /dev/null new-session -d -s live -x 80 -y 24 \
        "'$TIPFMT' live 84.50 --tip 18 --split 3 -l en_US --latency-log '$WORK/$name.log' $extra; touch '$WORK/$name.done'; sleep 60"
    sleep 1
    local i=0
    while [ "$i" -lt "$KEYS_N" ]; do
        tmux -S "$socket" send-keys -t live "${CYCLE[$((i % ${#CYCLE[@]}))]}"
        sleep 0.02
        i=$((i + 1))
    done
    tmux -S "$socket" send-keys -t live q
    for _ in $(seq 100); do [ -e "$WORK/$name.done" ] && break; sleep 0.05; done
    tmux -S "$socket" kill-server 2>/dev/null || true
}

stats() {
    # microseconds: median p90 p99 max; bytes: mean
    awk '{ print $1 }' "$1" | sort -n | awk '{ v[NR] = $1 } END {
        printf "%d %d %d %d", v[int((NR + 1) / 2)], v[int(NR * 0.9 + 0.5)], v[int(NR * 0.99 + 0.5)], v[NR] }'
    awk '{ s += $2 } END { printf " %d %d\n", s / NR, NR }' "$1"
}

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "tipfmt: $TIPFMT; $KEYS_N keys, 80x24, 84.50 USD, 3 people"
run diff ""
run full "--redraw-everything"
read -r d_med d_p90 d_p99 d_max d_bytes d_n < <(stats "$WORK/diff.log")
read -r f_med f_p90 f_p99 f_max f_bytes f_n < <(stats "$WORK/full.log")
printf "%-26s %8s %8s %8s %8s %10s %6s\n" "" "median" "p90" "p99" "max" "bytes/key" "keys"
printf "%-26s %6d µs %5d µs %5d µs %5d µs %10d %6d\n" "rows that changed" "$d_med" "$d_p90" "$d_p99" "$d_max" "$d_bytes" "$d_n"
printf "%-26s %6d µs %5d µs %5d µs %5d µs %10d %6d\n" "every row (baseline)" "$f_med" "$f_p90" "$f_p99" "$f_max" "$f_bytes" "$f_n"
awk -v dm="$d_med" -v fm="$f_med" -v db="$d_bytes" -v fb="$f_bytes" -v dmax="$d_max" 'BEGIN {
    printf "baseline/diff: time %.2fx, bytes %.2fx; the 16 ms frame budget is %.0fx the median and %.1fx the max\n",
        fm / dm, fb / db, 16000 / dm, 16000 / dmax }'
