#!/usr/bin/env bash
# What a saved trip costs each `tipfmt trip` command as it grows. A trip of N bills among 20 people
# (home EUR; each bill 100.00 EUR shared by all, paid by one; one payment per 100 bills) is seeded
# straight into the history's rows (a trip is created by the tool, then its bill, share, payer and
# conversion rows are inserted with SQLite, as `trip add` would write them, and the history's
# triggers keep its balances as they do for the tool), so a 100,000-bill trip takes seconds to
# build. Then the real commands are measured:
#
# - time: `trip add`, `trip balances` and `trip settle` at each size, the median of RUNS runs of
#   CPU time (user + system, to the microsecond; what to compare on a loaded machine) and wall
#   time, with `trip list` as the baseline; the ratios of 10,000 bills to 10 come from the same run;
# - memory: the peak resident set (GNU time's maximum RSS) and exit status of every trip command
#   on the largest trip, with the load;
# - merge, import and delete of the largest trip: time and peak memory of one run each.
#
# Usage: Benchmarks/cli/trip-storage.sh [BILLS...]     default: 10 10000 100000
#        env: RUNS (11), SCRATCH (.build-bench), HISTORY (a prebuilt release tipfmt-history),
#             SECTIONS (which tables: "time memory copies" by default; `SECTIONS=copies` seeds
#             the largest trip and measures only its merge, import and delete)
set -euo pipefail
cd "$(dirname "$0")/../.."
SCRATCH=${SCRATCH:-.build-bench}
RUNS=${RUNS:-11}
sizes=("$@")
[ "${#sizes[@]}" -gt 0 ] || sizes=(10 10000 100000)
SECTIONS=${SECTIONS:-time memory copies}
wants() { [[ " $SECTIONS " == *" $1 "* ]]; }
if [ -z "${HISTORY:-}" ]; then
    scripts/build-release --scratch-path "$SCRATCH" tipfmt-history >&2
    HISTORY="$SCRATCH/release/tipfmt-history"
fi
work=$(mktemp -d "${TMPDIR:-/tmp}/trip-storage.XXXXXX")
trap 'rm -rf "$work"' EXIT
export TZ=UTC LANG=C.UTF-8

# Creates the trip Big (20 people P0…P19, home EUR) through the tool, then inserts N bills.
seed() {
    local bills=$1
    "$HISTORY" trip create Big --people "$(seq -s, -f 'P%g' 0 19)" --home EUR >/dev/null
    python3 - "$XDG_DATA_HOME/tipfmt/history.sqlite" "$bills" <<'EOF'
import sqlite3, sys
path, bills = sys.argv[1], int(sys.argv[2])
db = sqlite3.connect(path)
trip = db.execute("SELECT id FROM trip WHERE name = 'Big'").fetchone()[0]
first = (db.execute("SELECT coalesce(max(id), 0) FROM trip_bill").fetchone()[0]) + 1
rows, shares, payers, conversions = [], [], [], []
for n in range(bills):
    row = first + n
    rows.append((row, trip, str(n + 1), n + 1, f"Bill {n + 1}", "2026-11-20", "shares", "EUR", 10000, 1))
    shares.extend((row, p, p, 500, 500) for p in range(20))
    payers.append((row, 0, n % 20, 10000, "card", 10000))
    conversions.append((row, "EUR", 10000, "same", "1", "1", "1", "toNearestOrEven"))
db.executemany(
    "INSERT INTO trip_bill (id, trip_id, bill_id, number, title, date, kind, currency, total_minor, converted) "
    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", rows)
db.executemany(
    "INSERT INTO trip_share (bill, position, person, amount_minor, home_minor) VALUES (?, ?, ?, ?, ?)", shares)
db.executemany(
    "INSERT INTO trip_payer (bill, position, person, amount_minor, method, home_minor) VALUES (?, ?, ?, ?, ?, ?)",
    payers)
db.executemany(
    "INSERT INTO trip_conversion (bill, currency, converted_minor, method, rate, numerator, denominator, rounding) "
    "VALUES (?, ?, ?, ?, ?, ?, ?, ?)", conversions)
# A payment's id is unique in its trip (a merge matches payments by it): numbers after the last.
paid = db.execute("SELECT count(*) FROM trip_payment WHERE trip_id = ?", (trip,)).fetchone()[0]
for n in range(bills // 100):
    cursor = db.execute(
        "INSERT INTO trip_payment (trip_id, payment_id, payer, receiver, currency, amount_minor, date, method, "
        "converted) VALUES (?, ?, ?, ?, 'EUR', 2500, '2026-11-21', 'card', 1)",
        (trip, str(paid + n + 1), (n + 1) % 20, n % 20))
    db.execute(
        "INSERT INTO trip_conversion (payment, currency, converted_minor, method, rate, numerator, denominator, "
        "rounding) VALUES (?, 'EUR', 2500, 'same', '1', '1', '1', 'toNearestOrEven')", (cursor.lastrowid,))
db.commit()
EOF
}

# The median of RUNS runs of a command: "cpu-seconds wall-seconds". CPU time (user + system) is
# read per run with getrusage, to the microsecond: GNU time rounds it to 10 ms, as long as a run.
median() {
    python3 - "$RUNS" "$@" <<'EOF'
import resource, subprocess, sys, time
runs, command = int(sys.argv[1]), sys.argv[2:]
cpu, wall = [], []
for _ in range(runs):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.monotonic()
    subprocess.run(command, stdout=subprocess.DEVNULL, check=True)
    wall.append(time.monotonic() - start)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
cpu.sort()
wall.sort()
print(f"{cpu[runs // 2]:.4f} {wall[runs // 2]:.4f}")
EOF
}

# Peak resident set of one run of a command, in MB, and its exit status (GNU time's maximum RSS).
peak() {
    local status=0
    /usr/bin/env time -f "%M" -o "$work/rss" "$@" >/dev/null 2>"$work/stderr" || status=$?
    awk -v status="$status" '{ printf "%.1f | %s", $1 / 1024, status }' "$work/rss"
}

if wants time; then
    declare -A add balances settle
    printf '| bills | list CPU s | add CPU s | add wall s | balances CPU s | balances wall s | settle CPU s | settle wall s |\n'
    printf '|---:|---:|---:|---:|---:|---:|---:|---:|\n'
    for bills in "${sizes[@]}"; do
        export XDG_DATA_HOME="$work/data-$bills"
        seed "$bills"
        read -r list_cpu _ < <(median "$HISTORY" trip list)
        read -r add_cpu add_wall < <(median "$HISTORY" trip add Big 20 --paid-by P1 --date 2026-11-22)
        read -r bal_cpu bal_wall < <(median "$HISTORY" trip balances Big)
        read -r set_cpu set_wall < <(median "$HISTORY" trip settle Big)
        add[$bills]=$add_cpu
        balances[$bills]=$bal_cpu
        settle[$bills]=$set_cpu
        printf '| %s | %s | %s | %s | %s | %s | %s | %s |\n' "$bills" "$list_cpu" "$add_cpu" "$add_wall" \
            "$bal_cpu" "$bal_wall" "$set_cpu" "$set_wall"
    done

    ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f×", (b > 0 ? a / b : 0) }'; }
    if [ -n "${add[10000]:-}" ] && [ -n "${add[10]:-}" ]; then
        printf '\nCPU time at 10,000 bills ÷ at 10 bills: add %s (target ≤ 2×), balances %s, settle %s (targets ≤ 8×)\n' \
            "$(ratio "${add[10000]}" "${add[10]}")" "$(ratio "${balances[10000]}" "${balances[10]}")" \
            "$(ratio "${settle[10000]}" "${settle[10]}")"
fi
fi

largest=${sizes[${#sizes[@]} - 1]}
export XDG_DATA_HOME="$work/data-$largest"
[ -f "$XDG_DATA_HOME/tipfmt/history.sqlite" ] || seed "$largest"
if wants memory; then
    printf '\nPeak memory (max RSS, MB) of each trip command on the %s-bill trip (load %s):\n\n' "$largest" \
        "$(cut -d' ' -f1-3 /proc/loadavg)"
    printf '| command | MB | exit |\n|---|---:|---:|\n'
    # Every trip command, in an order that keeps the trip as large: the changes add, edit or remove
    # one bill or payment; set --home changes the home currency and back; delete comes last.
    commands=(
        "list|trip list"
        "show|trip show Big"
        "show --explain|trip show Big --explain"
        "show --json|trip show Big --json"
        "add|trip add Big 20 --paid-by P1 --date 2026-11-22"
        "add --json|trip add Big 20 --paid-by P1 --date 2026-11-22 --json"
        "pay|trip pay Big P2 P3 5 --date 2026-11-22"
        "edit|trip edit Big 7 --title Renamed"
        "remove|trip remove Big 8"
        "join|trip join Big Q"
        "household|trip household Big Smiths P4,P5"
        "household --remove|trip household Big Smiths --remove"
        "balances|trip balances Big"
        "balances --home|trip balances Big --home"
        "settle|trip settle Big"
        "settle --explain|trip settle Big --explain"
        "settle --cash|trip settle Big --cash"
        "settle --per-currency|trip settle Big --per-currency"
        "settle --record|trip settle Big --record"
        "report|trip report Big"
        "report --by category|trip report Big --by category"
        "report --by day|trip report Big --by day"
        "report --by currency|trip report Big --by currency"
        "report --csv|trip report Big --csv"
        "report --json|trip report Big --json"
        "export (JSON, stdout)|trip export Big"
        "export (JSON)|trip export Big --output $work/big.json"
        "export (CSV)|trip export Big --format csv --output $work/big.csv"
        "set --home USD|trip set Big --home USD"
        "set --home EUR|trip set Big --home EUR"
    )
    for entry in "${commands[@]}"; do
        read -r -a arguments <<<"${entry#*|}"
        printf '| `%s` | %s |\n' "${entry%%|*}" "$(peak "$HISTORY" "${arguments[@]}")"
    done
    printf '\nExported: JSON %s bytes, CSV %s bytes.\n' "$(stat -c %s "$work/big.json")" "$(stat -c %s "$work/big.csv")"
fi

# Merge, import and delete of the largest trip, one run of each (each takes seconds): wall and
# CPU time (user + system) and peak RSS from GNU time, and the exit status. The trip (home EUR)
# is exported; the export is imported as a new trip (a copy), merged into the trip itself
# (nothing changes), then one more bill and payment on the trip are exported again and merged
# back into the copy (the home-currency export merged back), and imported again by its own name
# (a merge into the trip, nothing changes). The copy must then settle as the trip does. Delete
# comes last.
timed() {
    local label=$1 status=0
    shift
    /usr/bin/env time -f "%e %U %S %M" -o "$work/time" "$@" >/dev/null 2>"$work/stderr" || status=$?
    if [ "$status" -ne 0 ]; then sed 's/^/    /' "$work/stderr" >&2; fi
    awk -v label="$label" -v status="$status" \
        '{ printf "| %s | %.2f | %.2f | %.1f | %s |\n", label, $1, $2 + $3, $4 / 1024, status }' "$work/time"
}
wants copies || exit 0
"$HISTORY" trip export Big --output "$work/big.json"
printf '\nMerge, import and delete of the %s-bill trip (export %s bytes), one run each, load %s:\n\n' \
    "$largest" "$(stat -c %s "$work/big.json")" "$(cut -d' ' -f1-3 /proc/loadavg)"
printf '| command | wall s | CPU s | peak MB | exit |\n|---|---:|---:|---:|---:|\n'
timed '`import` of the export as a new trip (`--name Copy`)' "$HISTORY" trip import "$work/big.json" --name Copy
timed '`merge` of the export into the trip itself' "$HISTORY" trip merge Big "$work/big.json"
"$HISTORY" trip add Big 20 --paid-by P1 --date 2026-11-23 --id late >/dev/null
"$HISTORY" trip pay Big P4 P5 7 --date 2026-11-23 >/dev/null
"$HISTORY" trip export Big --output "$work/big2.json"
timed '`merge` of the home-currency export (1 bill, 1 payment more) into the copy' \
    "$HISTORY" trip merge Copy "$work/big2.json"
timed '`import` of that export by its own name (merges into the trip)' "$HISTORY" trip import "$work/big2.json"
if [ "$("$HISTORY" trip settle Big)" = "$("$HISTORY" trip settle Copy)" ]; then same=yes; else same=no; fi
timed '`delete` of the copy' "$HISTORY" trip delete Copy --yes
timed '`delete` of the trip' "$HISTORY" trip delete Big --yes
printf '\nThe copy settles as the trip does after the merge: %s.\n' "$same"
