#!/usr/bin/env bash
# `tipfmt calc --rates` on a full-size ECB history, generated here as the ECB writes it: 7,000
# working days (1999 to 2026, newest first) of 41 currencies, some `N/A`, as eurofxref-hist.csv
# and eurofxref-hist.xml. Wall time and peak memory (GNU time) of a whole run (start-up, reading
# the file as a stream into the day × currency table, one bill), against the same run on a
# one-day eurofxref-daily.xml. Release tipfmt by default.
#
# Usage: Benchmarks/cli/rates-history.sh [RUNS]   (default 5)
#        env: SCRATCH (.build-bench), TIPFMT (a prebuilt binary)
set -euo pipefail

cd "$(dirname "$0")/../.."   # the root package: tipfmt is built from there
RUNS=${1:-5}
SCRATCH=${SCRATCH:-.build-bench}
WORK="$SCRATCH/bench-rates-history"
mkdir -p "$WORK"
[ -x /usr/bin/time ] || { echo "rates-history.sh: /usr/bin/time (GNU time) is needed: apt-get install time" >&2; exit 1; }
if [ -z "${TIPFMT:-}" ]; then
    bash scripts/build-release --scratch-path "$SCRATCH" tipfmt >"$WORK/build.log" 2>&1 \
        || { tail -20 "$WORK/build.log" >&2; echo "rates-history.sh: building tipfmt failed" >&2; exit 1; }
    TIPFMT="$SCRATCH/release/tipfmt"
fi
export HOME="$WORK/home" XDG_CONFIG_HOME="$WORK/home/config" XDG_STATE_HOME="$WORK/home/state" LANG=en_US.UTF-8
mkdir -p "$HOME"

python3 - "$WORK" <<'PY'
import datetime, random, sys
work = sys.argv[1]
random.seed(42)
codes = ["USD", "JPY", "BGN", "CYP", "CZK", "DKK", "EEK", "GBP", "HUF", "LTL", "LVL", "MTL", "PLN", "ROL", "RON",
         "SEK", "SIT", "SKK", "CHF", "ISK", "NOK", "HRK", "RUB", "TRL", "TRY", "AUD", "BRL", "CAD", "CNY", "HKD",
         "IDR", "ILS", "INR", "KRW", "MXN", "MYR", "NZD", "PHP", "SGD", "THB", "ZAR"]
base = {c: round(random.uniform(0.5, 1500.0), 4) for c in codes}
days = []
day = datetime.date(2026, 11, 20)
while len(days) < 7000:
    if day.weekday() < 5:
        days.append(day)
    day -= datetime.timedelta(days=1)
with open(f"{work}/eurofxref-hist.csv", "w") as csv, open(f"{work}/eurofxref-hist.xml", "w") as xml:
    csv.write("Date," + ",".join(codes) + ",\n")
    xml.write('<?xml version="1.0" encoding="UTF-8"?>\n<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" '
              'xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">\n\t<gesmes:subject>Reference rates</gesmes:subject>\n'
              '\t<gesmes:Sender>\n\t\t<gesmes:name>European Central Bank</gesmes:name>\n\t</gesmes:Sender>\n\t<Cube>\n')
    for index, d in enumerate(days):
        values = []
        xml.write(f'\t\t<Cube time="{d.isoformat()}">\n')
        for c in codes:
            if random.random() < 0.25:  # a currency not fixed that day (withdrawn, not yet, a gap)
                values.append("N/A")
                continue
            rate = f"{base[c] * (1 + 0.0001 * ((index * 7 + len(c)) % 50)):.4f}"
            values.append(rate)
            xml.write(f'\t\t\t<Cube currency="{c}" rate="{rate}"/>\n')
        csv.write(d.isoformat() + "," + ",".join(values) + ",\n")
        xml.write('\t\t</Cube>\n')
    xml.write('\t</Cube>\n</gesmes:Envelope>\n')
with open(f"{work}/eurofxref-daily.xml", "w") as daily:
    daily.write('<?xml version="1.0" encoding="UTF-8"?>\n<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" '
                'xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">\n<Cube><Cube time="2026-11-20">'
                + "".join(f'<Cube currency="{c}" rate="{base[c]}"/>' for c in codes if c in ("USD", "CHF", "GBP"))
                + "</Cube></Cube>\n</gesmes:Envelope>\n")
PY

echo "machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
for file in eurofxref-daily.xml eurofxref-hist.csv eurofxref-hist.xml; do
    size=$(wc -c < "$WORK/$file")
    best_time=999; best_rss=0
    for _ in $(seq "$RUNS"); do
        /usr/bin/time -f "%e %M" -o "$WORK/time.txt" \
            "$TIPFMT" calc 100 -c USD --home EUR --tip 0 --rates "$WORK/$file" --allow-stale-rates >/dev/null 2>&1
        read -r seconds rss < "$WORK/time.txt"
        best_time=$(python3 -c "print(min($best_time, $seconds))")
        best_rss=$rss
    done
    printf '%-20s %10s bytes  best of %s: %6.2f s wall  %6.1f MB peak RSS\n' \
        "$file" "$size" "$RUNS" "$best_time" "$(python3 -c "print($best_rss / 1024)")"
done
