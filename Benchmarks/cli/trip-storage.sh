#!/usr/bin/env bash
# Measures what a saved trip costs each `tipfmt trip` command as it grows: a trip of N bills among
# 20 people (each bill shared by all, in EUR) is imported once, then `trip add` (read, change and
# write the trip in one transaction) and `trip balances` (read it and settle) are timed, with
# `trip list` (which reads no bill) as the baseline measured in the same run. CPU time is what to
# compare under load; wall time is shown too.
#
# Usage: Benchmarks/cli/trip-storage.sh [BILLS...]     env: RUNS (5), SCRATCH (.build-bench),
#                                                      HISTORY (a prebuilt tipfmt-history)
set -euo pipefail
cd "$(dirname "$0")/../.."
SCRATCH=${SCRATCH:-.build-bench}
RUNS=${RUNS:-5}
sizes=("$@")
[ "${#sizes[@]}" -gt 0 ] || sizes=(50 1000 10000)
if [ -z "${HISTORY:-}" ]; then
    swift build -c release --product tipfmt-history --scratch-path "$SCRATCH" >&2
    HISTORY="$SCRATCH/release/tipfmt-history"
fi
work=$(mktemp -d "${TMPDIR:-/tmp}/trip-storage.XXXXXX")
trap 'rm -rf "$work"' EXIT

# The median of RUNS runs of a command: "user-seconds wall-seconds".
median() {
    local out="$work/times"
    : >"$out"
    for _ in $(seq "$RUNS"); do
        /usr/bin/env time -f "%U %e" -a -o "$out" "$@" >/dev/null
    done
    sort -n "$out" | sed -n "$(((RUNS + 1) / 2))p"
}

printf '| bills | list (baseline) CPU s | add CPU s | add wall s | balances CPU s | balances wall s |\n'
printf '|---:|---:|---:|---:|---:|---:|\n'
for bills in "${sizes[@]}"; do
    export XDG_DATA_HOME="$work/data-$bills"
    python3 - "$bills" >"$work/trip-$bills.json" <<'EOF'
import json, sys
bills = int(sys.argv[1])
people = [f"P{i}" for i in range(20)]
doc = {
    "format": "tipfmt-trip", "version": 1, "name": "Big", "homeCurrency": None, "people": people,
    "bills": [
        {"id": str(n + 1), "title": f"Bill {n + 1}", "date": "2026-11-20", "kind": "shares", "currency": "EUR",
         "total": "100.00", "shares": [{"person": p, "amount": "5.00"} for p in people],
         "payers": [{"person": people[n % 20], "amount": "100.00", "method": "card"}], "home": None}
        for n in range(bills)
    ],
    "payments": [], "balances": [], "homeBalances": None, "unconverted": [], "settlements": [],
    "homeSettlement": None,
}
print(json.dumps(doc))
EOF
    "$HISTORY" trip import "$work/trip-$bills.json" >/dev/null
    read -r list_cpu _ < <(median "$HISTORY" trip list)
    read -r add_cpu add_wall < <(median "$HISTORY" trip add Big 20 -c EUR --paid-by P1)
    read -r bal_cpu bal_wall < <(median "$HISTORY" trip balances Big)
    printf '| %s | %s | %s | %s | %s | %s |\n' "$bills" "$list_cpu" "$add_cpu" "$add_wall" "$bal_cpu" "$bal_wall"
done
