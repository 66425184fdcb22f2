#!/usr/bin/env bash
# A receipt whose lines no code page reaches, printed as ESC/POS: a Thai receipt on an 80 mm
# profile (generic-80, 512 dots), where HarfBuzz shapes and FreeType draws most lines as GS v 0
# images, against the same receipt in English, which the code pages print with no image. Wall
# time (median and minimum of RUNS) and peak memory (GNU time's maximum resident set) of a whole
# `tipfmt-raster` process: start-up, the bill, the fonts found and opened, the lines drawn.
#
# Usage: Benchmarks/cli/raster-receipt.sh [RUNS]   (default 15)
#        env: SCRATCH (.build-bench), RASTER (a prebuilt release tipfmt-raster: no build)
set -euo pipefail

cd "$(dirname "$0")/../.."
RUNS=${1:-15}
SCRATCH=${SCRATCH:-.build-bench}
WORK="$SCRATCH/bench-raster-receipt"
mkdir -p "$WORK"
[ -x /usr/bin/time ] || { echo "raster-receipt.sh: /usr/bin/time (GNU time) is needed: apt-get install time" >&2; exit 1; }
if [ -z "${RASTER:-}" ]; then
    bash scripts/build-release --scratch-path "$SCRATCH" tipfmt-raster >"$WORK/build.log" 2>&1 \
        || { tail -20 "$WORK/build.log" >&2; echo "raster-receipt.sh: building tipfmt-raster failed" >&2; exit 1; }
    RASTER="$SCRATCH/release/tipfmt-raster"
fi
export HOME="$WORK/home" XDG_CONFIG_HOME="$WORK/home/config" XDG_STATE_HOME="$WORK/home/state" LANG=en_US.UTF-8
mkdir -p "$HOME"

# One receipt, RUNS times: prints "median_ms min_ms max_rss_kb".
measure() {
    local times=() rss=0
    for _ in $(seq "$RUNS"); do
        local start end kb
        start=$(date +%s%N)
        /usr/bin/time -f '%M' -o "$WORK/time.txt" "$RASTER" receipt 84.50 --tip 18 --split 3 "$@" \
            --format escpos --printer generic-80 --output "$WORK/receipt.bin"
        end=$(date +%s%N)
        times+=("$(((end - start) / 1000))")
        kb=$(cat "$WORK/time.txt")
        [ "$kb" -gt "$rss" ] && rss=$kb
    done
    printf '%s\n' "${times[@]}" | sort -n | awk -v rss="$rss" '
        { t[NR] = $1 / 1000 }
        END { printf "%.1f ms median, %.1f ms min, %.1f MB max RSS\n", t[int((NR + 1) / 2)], t[1], rss / 1024 }'
}

images() { python3 -c 'import sys; print(open(sys.argv[1], "rb").read().count(b"\x1dv0"))' "$WORK/receipt.bin"; }

echo "th_TH, 80 mm: $(measure -l th_TH -c THB) ($(images) lines drawn)"
echo "en_US, 80 mm: $(measure -l en_US -c USD) ($(images) lines drawn)"
