#!/usr/bin/env bash
# The limits of every input path (docs/Limits.md) with the release tipfmt: for the largest input
# of each kind, accepted or refused, its wall time, peak memory (GNU time) and exit status, and
# the first line tipfmt wrote to stderr. No figure is asserted: read them against the targets in
# BENCHMARKS.md ("Limits"). The inputs are made here, under $SCRATCH/bench-limits.
#
# Usage: Benchmarks/limits/limits.sh       env: SCRATCH (.build-bench), TIPFMT, TIPFMT_HISTORY (prebuilt)
set -euo pipefail

cd "$(dirname "$0")/../.."   # the root package: tipfmt is built from there
SCRATCH=${SCRATCH:-.build-bench}
WORK="$SCRATCH/bench-limits"
mkdir -p "$WORK"
[ -x /usr/bin/time ] || { echo "limits.sh: /usr/bin/time (GNU time) is needed: apt-get install time" >&2; exit 1; }
if [ -z "${TIPFMT:-}" ]; then
    bash scripts/build-release --scratch-path "$SCRATCH" tipfmt >"$WORK/build.log" 2>&1 \
        || { tail -20 "$WORK/build.log" >&2; echo "limits.sh: building tipfmt failed" >&2; exit 1; }
    TIPFMT="$SCRATCH/release/tipfmt"
fi
export HOME="$WORK/home" XDG_CONFIG_HOME="$WORK/home/config" XDG_STATE_HOME="$WORK/home/state"
export XDG_DATA_HOME="$WORK/home/data" LANG=en_US.UTF-8 NO_COLOR=1
rm -rf "$HOME"
mkdir -p "$HOME"

# --- The inputs ------------------------------------------------------------------------------
python3 - "$WORK" <<'PY'
import os, sys
work = sys.argv[1]
def write(name, data, mode="w"):
    with open(os.path.join(work, name), mode) as f:
        f.write(data)
write("deep-object.json", '{"a":' * 100_000 + '1' + '}' * 100_000)
write("deep-list.json", '{"currency": "USD", "items": ' + '[' * 100_000 + ']' * 100_000 + '}')
people = ",".join(f"p{i}" for i in range(100_000))
write("people-100k.txt", f"currency: USD\npeople: {people}\nNachos 9.00 @all\n")
people = ",".join(f"p{i}" for i in range(1001))
write("people-1001.txt", f"currency: USD\npeople: {people}\nNachos 9.00 @all\n")
# Short lines (7 MB): refused by the 1 MB file limit, as every million-item bill is.
write("items-1m.txt", "currency: USD\ntip: 18%\n" + "I 1.00\n" * 1_000_000)
# Names per list times items: items each shared by the same 1,000 names, up to the 1 MB file limit
# (200 items, 980 KB), and far past it (2,400 items, 11.7 MB).
names = ",".join(f"n{i}" for i in range(1000))
write("names-x-items.txt", "currency: USD\n" + "".join(f"I{i} 1.00 @{names}\n" for i in range(200)))
write("names-x-items-12mb.txt", "currency: USD\n" + "".join(f"I{i} 1.00 @{names}\n" for i in range(2400)))
write("items-10001.txt", "currency: USD\ntip: 18%\n" + "I 1.00\n" * 10_001)
items = "".join(f"Item{i} {1 + i % 50}.{i % 100:02d} @p{i % 7}\n" for i in range(10_000))
write("items-10k.txt", "currency: USD\ntip: 18%\n" + items)
write("long-word.json", '{"currency": "USD", "items": [{"name": "' + "x" * 1_000_000 + '", "price": "9.00", "sharedBy": "ann"}]}')
write("nul.bin", "\0" * 400_000)
write("del.bin", "\x7f" * 400_000)
write("del-lines.bin", ("\x7f" * 1000 + "\n") * 400)
write("digits-lines.txt", "12.34\n" * 100_000)
PY
truncate -s 2G "$WORK/sparse-2g.txt"

# --- One run: time, memory, status ------------------------------------------------------------
printf '%-44s %8s %9s %5s  %s\n' "input" "wall s" "peak MB" "exit" "first line of stderr"
run() {
    local label=$1 stdin=$2
    shift 2
    /usr/bin/time -f "%e %M %x" -o "$WORK/time.txt" "$@" <"$stdin" >"$WORK/out.txt" 2>"$WORK/err.txt" || true
    # GNU time says "Command exited with non-zero status N" first: the figures are the last line.
    read -r wall kb status < <(tail -1 "$WORK/time.txt")
    printf '%-44s %8s %9s %5s  %s\n' "$label" "$wall" "$((kb / 1024))" "$status" \
        "$(head -c 300 "$WORK/err.txt" | head -1 | cut -c1-110)"
}
T=$TIPFMT
run "JSON bill nested 100,000 objects deep" /dev/null "$T" calc --bill-file "$WORK/deep-object.json"
run "JSON bill: items nested 100,000 lists deep" /dev/null "$T" calc --bill-file "$WORK/deep-list.json"
run "people: 100,000 names (one line)" /dev/null "$T" calc --bill-file "$WORK/people-100k.txt"
run "people: 1,001 names" /dev/null "$T" calc --bill-file "$WORK/people-1001.txt"
run "200 items shared by 1,000 names: calc" /dev/null "$T" calc --bill-file "$WORK/names-x-items.txt"
run "2,400 items shared by 1,000 names (12 MB)" /dev/null "$T" calc --bill-file "$WORK/names-x-items-12mb.txt"
run "10,001 items (70 KB): calc" /dev/null "$T" calc --bill-file "$WORK/items-10001.txt"
run "1,000,000 items: calc" /dev/null "$T" calc --bill-file "$WORK/items-1m.txt"
run "1,000,000 items: calc --json" /dev/null "$T" calc --bill-file "$WORK/items-1m.txt" --json
run "10,000 items (the cap): calc" /dev/null "$T" calc --bill-file "$WORK/items-10k.txt"
run "10,000 items (the cap): calc --json" /dev/null "$T" calc --bill-file "$WORK/items-10k.txt" --json
run "10,000 items (the cap): receipt" /dev/null "$T" receipt --bill-file "$WORK/items-10k.txt"
run "receipt: one name of 1,000,000 characters" /dev/null "$T" receipt --bill-file "$WORK/long-word.json"
run "bill file: 2 GB sparse" /dev/null "$T" calc --bill-file "$WORK/sparse-2g.txt"
run "bill on stdin: 2 GB sparse" "$WORK/sparse-2g.txt" "$T" calc --bill-file -
run "bill from a pipe: 1,000,000 items (7 MB)" <(cat "$WORK/items-1m.txt") "$T" calc --bill-file -
run "live --plain: 400 KB of NUL" "$WORK/nul.bin" "$T" live --plain -c USD --tip 10
run "live --plain: 400 KB of DEL" "$WORK/del.bin" "$T" live --plain -c USD --tip 10
run "live --plain: 400 lines of 1,000 DEL" "$WORK/del-lines.bin" "$T" live --plain -c USD --tip 10
run "live --plain: 100,000 bill lines" "$WORK/digits-lines.txt" "$T" live --plain -c USD --tip 10
run "live --plain: 99999999999" <(printf '99999999999\n') "$T" live --plain -c USD --tip 10
