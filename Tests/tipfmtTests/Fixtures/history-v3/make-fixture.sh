#!/usr/bin/env bash
# Writes history.sqlite (schema version 3: each trip one JSON document) and the outputs listed in
# reads.tsv, with the tipfmt built from the commit before trips were stored as rows. Kept to show
# how the fixture was made; running it again with a newer tipfmt writes a newer file.
#
# Usage: make-fixture.sh BIN_DIR     (the folder holding tipfmt and tipfmt-history)
set -euo pipefail
bin=$(cd "$1" && pwd)
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export HOME="$work" XDG_DATA_HOME="$work/data" XDG_CONFIG_HOME="$work/config" XDG_STATE_HOME="$work/state"
export LANG=en_US.UTF-8 NO_COLOR=1 TZ=UTC PATH="/usr/bin:/bin"
unset LC_ALL LC_MONETARY
t() { "$bin/tipfmt" "$@" >/dev/null; }
cd "$work"
cp "$here/../../../TipCalcTests/Fixtures/eurofxref-daily.xml" eurofxref-daily.xml

# Saved bills: a single bill with tax and tip, an itemised bill, a JPY bill with a home rate.
t calc 84.50 --tip 18 --tax 8.875% --split 3 --save --note Lunch
t calc --item 'Fish 24 @ann' --item 'Tea 3.50 @cy' --item 'Bread 4 @all' --people ann,ben,cy --tip 10 --save
t calc 4950 -c JPY --tip 0 --home EUR --rate 0.0061 --save

# Lisbon: home EUR, bills in EUR, JPY (card statement), USD (typed rate) and CHF (ECB file),
# several payers, a cash payer, a person who joined later, and a payment.
t trip create Lisbon --people Ann,Ben,Cy --home EUR
t trip add Lisbon 90 --tip 10 --paid-by Ann --title Dinner --date 2026-11-20
t trip add Lisbon 36 --people Ben,Cy --paid-by Cy=20,Ben=16 --title Museum --date 2026-11-21
t trip add Lisbon --item 'Fish 24 @ann' --item 'Tea 3 @cy' --item 'Bread 6' --paid-by Cy --title Lunch --date 2026-11-21
t trip add Lisbon 4950 -c JPY --paid-by Ben --statement 30.47 --title Sushi --date 2026-11-22
t trip add Lisbon 45.10 -c USD --paid-by Ann --rate 0.9231 --title Taxi --date 2026-11-22 --weights 2,1,1
t trip join Lisbon Dee
t trip add Lisbon 61.35 -c CHF --paid-by Dee --cash --rates eurofxref-daily.xml --title Boat --date 2026-11-23
t trip pay Lisbon Ben Ann 29 --date 2026-11-23
t trip edit Lisbon 2 --title 'Museum and café'

# Zurich: no home currency, CHF and EUR bills, payments in both, a bill removed.
t trip create Zurich --people 'Zoë,Émile,Ola' 
t trip add Zurich 120 -c CHF --paid-by Zoë --title Fondue --date 2026-12-01
t trip add Zurich 18.40 -c CHF --paid-by Ola --cash --title Coffee --date 2026-12-01
t trip add Zurich 55 -c EUR --paid-by Émile=30,Ola=25 --title Train --date 2026-12-02
t trip add Zurich 9 -c CHF --paid-by Ola --title Gone --date 2026-12-02
t trip remove Zurich 4
t trip pay Zurich Ola Zoë 20 -c CHF --date 2026-12-03
t trip pay Zurich Zoë Émile 5 -c EUR --cash --date 2026-12-03

# Tokyo: home EUR, one JPY bill still without a rate, then settled at home once it has one.
t trip create Tokyo --people Ann,Ben --home EUR
t trip add Tokyo 4950 -c JPY --paid-by Ben --statement 30.47 --title Sushi --date 2026-11-20
t trip add Tokyo 40 --paid-by Ann --title Train --date 2026-11-21
t trip add Tokyo 3300 -c JPY --paid-by Ann --title Ramen --date 2026-11-21
t trip edit Tokyo 3 --rate 0.0061
t trip settle Tokyo --record
t trip add Tokyo 1200 -c JPY --paid-by Ben --title Snacks --date 2026-11-22

cp "$XDG_DATA_HOME/tipfmt/history.sqlite" "$here/history.sqlite"
grep -v '^#' "$here/reads.tsv" | while IFS=$'\t' read -r -a line; do
    "$bin/tipfmt" "${line[@]:1}" </dev/null >"$here/${line[0]}"
done
