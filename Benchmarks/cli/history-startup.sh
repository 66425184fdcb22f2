#!/usr/bin/env bash
# Issue 13: what the bill history (SQLite through GRDB, which brings Foundation and Foundation's
# own ICU) costs the commands that do not touch it. One `tipfmt calc 84.50 --tip 18 --split 3`,
# start to exit, release builds, all measured in the same run:
#   base  tipfmt at BASE_REF (before the history)
#   A     this tree with tipfmt linking BillHistory (the history in-process; built from a patched copy)
#   B     this tree as it is: tipfmt without GRDB, `tipfmt-history` a separate program
#   C     Benchmarks/cli/icu_one.c: a C program that formats one amount with ICU (issue 16's one-shot baseline)
# Wall time: hyperfine (-N, median of RUNS); instructions: valgrind --tool=callgrind (repeatable
# whatever the load). Also: the shared libraries each loads, and what --save and `tipfmt history`
# cost in layout B.
#
# Usage: Benchmarks/cli/history-startup.sh        env: RUNS (200), SCRATCH (.build-bench-history),
#                                             BASE_REF (0172614, the commit the history branch starts from)
set -euo pipefail

cd "$(dirname "$0")/.."
RUNS=${RUNS:-200}
SCRATCH=${SCRATCH:-.build-bench-history}
BASE_REF=${BASE_REF:-0172614}
ROOT=$(pwd)
WORK="$ROOT/$SCRATCH/history-startup"
mkdir -p "$WORK"

command -v hyperfine >/dev/null || { echo "history-startup.sh: hyperfine is needed (apt-get install hyperfine)" >&2; exit 1; }
command -v valgrind >/dev/null || { echo "history-startup.sh: valgrind is needed (apt-get install valgrind)" >&2; exit 1; }

build() {  # build NAME PACKAGE_PATH SCRATCH_PATH PRODUCT...
    local name=$1 package=$2 scratch=$3
    shift 3
    for product in "$@"; do
        swift build -c release --package-path "$package" --scratch-path "$scratch" --product "$product" \
            >"$WORK/build-$name.log" 2>&1 \
            || { tail -20 "$WORK/build-$name.log" >&2; echo "history-startup.sh: building $name failed" >&2; exit 1; }
    done
}

# --- B: this tree ---
build B "$ROOT" "$ROOT/$SCRATCH" tipfmt tipfmt-history
B="$ROOT/$SCRATCH/release/tipfmt"
HISTORY="$ROOT/$SCRATCH/release/tipfmt-history"

# --- A: a copy whose tipfmt links BillHistory and opens the history in-process ---
python3 - "$ROOT" "$WORK/src-a" <<'EOF'
import filecmp, os, shutil, sys
source, root = sys.argv[1], sys.argv[2]
# Only files that changed are rewritten, so a rerun rebuilds only what changed.
def sync(relative, text=None):
    target = os.path.join(root, relative)
    os.makedirs(os.path.dirname(target), exist_ok=True)
    if text is None:
        if not os.path.exists(target) or not filecmp.cmp(os.path.join(source, relative), target, shallow=False):
            shutil.copyfile(os.path.join(source, relative), target)
    elif not os.path.exists(target) or open(target).read() != text:
        open(target, "w").write(text)
for top in ["Sources", "Tests"]:
    for folder, _, files in os.walk(os.path.join(source, top)):
        for name in files:
            relative = os.path.relpath(os.path.join(folder, name), source)
            if relative not in ["Sources/tipfmt/History/HistoryCommand.swift"]:
                sync(relative)
    for folder, _, files in os.walk(os.path.join(root, top)):
        for name in files:
            if not os.path.exists(os.path.join(source, os.path.relpath(os.path.join(folder, name), root))):
                os.remove(os.path.join(folder, name))
text = open(os.path.join(source, "Package.swift")).read()
old = '"Money", "TipCalc", "SavedBills",\n'
assert old in text, "Package.swift: tipfmt's dependency line moved"
sync("Package.swift", text.replace(old, '"Money", "TipCalc", "SavedBills", "BillHistory",\n', 1))
relative = "Sources/tipfmt/History/HistoryCommand.swift"
text = open(os.path.join(source, relative)).read()
old = "            try HistoryProgram.exec(arguments)\n"
assert old in text, "HistoryCommand.swift: the exec line moved"
sync(relative, "import BillHistory\n" + text.replace(old, """            if let path = HistoryDatabase.defaultPath(["HOME": "/nonexistent"]) {
                _ = try HistoryDatabase.open(at: path, creating: false)?.bills()
            }
"""))
EOF
build A "$WORK/src-a" "$WORK/build-a" tipfmt
A="$WORK/build-a/release/tipfmt"

# --- base: tipfmt before the history ---
if [ ! -x "$WORK/build-base/release/tipfmt" ] || [ "$(cat "$WORK/base-ref" 2>/dev/null)" != "$BASE_REF" ]; then
    rm -rf "$WORK/src-base" && mkdir -p "$WORK/src-base"
    git archive "$BASE_REF" | tar -x -C "$WORK/src-base"
    build base "$WORK/src-base" "$WORK/build-base" tipfmt
    echo "$BASE_REF" >"$WORK/base-ref"
fi
BASE="$WORK/build-base/release/tipfmt"

ICU_FLAGS=$(pkg-config --cflags --libs icu-i18n)
gcc -O2 -o "$WORK/icu_one" Benchmarks/cli/icu_one.c $ICU_FLAGS
C="$WORK/icu_one"

# A clean, private environment: no config, no remembered bill, a fixed locale, an empty history.
export HOME="$WORK/home" XDG_CONFIG_HOME="$WORK/home/config" XDG_STATE_HOME="$WORK/home/state"
export XDG_DATA_HOME="$WORK/home/data" LANG=en_US.UTF-8 TZ=UTC
unset LC_ALL LC_MONETARY LC_NUMERIC
rm -rf "$HOME" && mkdir -p "$XDG_CONFIG_HOME" "$XDG_STATE_HOME" "$XDG_DATA_HOME"

# Outputs are checked before anything is timed.
ARGS="calc 84.50 --tip 18 --split 3"
EXPECTED=$("$BASE" $ARGS)
for binary in "$A" "$B"; do
    [ "$("$binary" $ARGS)" = "$EXPECTED" ] || { echo "history-startup.sh: $binary prints something else" >&2; exit 1; }
done

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "base = $BASE_REF; A = GRDB linked into tipfmt; B = this tree (tipfmt-history separate); C = Benchmarks/cli/icu_one.c"
echo

echo "shared libraries loaded (ldd):"
for name in base A B; do
    case $name in base) bin=$BASE ;; A) bin=$A ;; B) bin=$B ;; esac
    printf '  %-5s %3d  %s\n' "$name" "$(ldd "$bin" | wc -l)" \
        "$(ldd "$bin" | grep -oE 'lib(Foundation[A-Za-z_]*|_FoundationICU|sqlite3)[^ ]*' | sort -u | tr '\n' ' ')"
done
echo

hyperfine -N --warmup 10 --runs "$RUNS" --export-json "$WORK/starts.json" \
    -n base "$BASE $ARGS" -n A "$A $ARGS" -n B "$B $ARGS" -n C "$C" >/dev/null
# valgrind 3.19 gives up on the mixed DWARF of Swift 6.3 binaries: count on copies without
# debug sections (the same code, so the same instructions).
instructions() {  # instructions BINARY ARGS...
    local copy="$WORK/stripped-$(basename "$(dirname "$(dirname "$1")")")-$(basename "$1")"
    cp "$1" "$copy" && strip -g "$copy"
    shift
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$copy" "$@" 2>&1 >/dev/null | awk '/Collected/ { print $4 }'
}
BASE_I=$(instructions "$BASE" $ARGS)
A_I=$(instructions "$A" $ARGS)
B_I=$(instructions "$B" $ARGS)
C_I=$(instructions "$C")
python3 - "$WORK/starts.json" "$BASE_I" "$A_I" "$B_I" "$C_I" "$RUNS" <<'EOF'
import json, sys
results = {r["command"]: r for r in json.load(open(sys.argv[1]))["results"]}
counts = dict(zip(["base", "A", "B", "C"], map(int, sys.argv[2:6])))
print(f"`tipfmt {'calc 84.50 --tip 18 --split 3'}`: median wall time of {sys.argv[6]} runs (hyperfine -N), instructions (callgrind)")
print(f"  {'':5} {'wall ms':>8} {'÷ base':>7} {'÷ C':>6} {'instructions':>14} {'÷ base':>7} {'÷ C':>6}")
for name in ["base", "A", "B", "C"]:
    median = results[name]["median"] * 1e3
    print(f"  {name:5} {median:8.2f} {median / (results['base']['median'] * 1e3):7.2f} "
          f"{median / (results['C']['median'] * 1e3):6.2f} {counts[name]:14,} {counts[name] / counts['base']:7.2f} "
          f"{counts[name] / counts['C']:6.2f}")
EOF
echo

# What the history itself costs in layout B (the separate program, Foundation loaded there only).
"$B" calc 84.50 --tip 18 --save >/dev/null 2>&1
hyperfine -N --warmup 3 --runs 30 --export-json "$WORK/history.json" \
    -n "tipfmt calc --save" "$B calc 84.50 --tip 18 --save" \
    -n "tipfmt history" "$B history --limit 5" \
    -n "tipfmt-history list" "$HISTORY list --limit 5" \
    -n "tipfmt-history --help" "$HISTORY --help" >/dev/null 2>&1
python3 - "$WORK/history.json" <<'EOF'
import json, sys
print("layout B, the history itself: median wall time of 30 runs (each --save adds a bill; fsync included)")
for r in json.load(open(sys.argv[1]))["results"]:
    print(f"  {r['command']:24} {r['median'] * 1e3:8.2f} ms")
EOF
