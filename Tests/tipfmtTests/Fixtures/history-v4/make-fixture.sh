#!/usr/bin/env bash
# Writes history.sqlite with the tipfmt of one schema version (v4: trips as rows; v5: with
# revisions, removals and merges): saved bills, an itemised one, and three trips with every kind
# of row (several currencies, conversions of each kind, payers, a cash payer, a household, a
# person who joined later, payments with and without a home amount, edits and removals and, from
# v5 on, a merge of two copies). history-v4 was written by commit 2505904 (the last whose newest
# migration is v4), history-v5 by 9570188 (the last before v6), each built in a scratch clone.
# Kept to show how the fixture was made; running it with a newer
# tipfmt writes a newer file.
#
# Usage: make-fixture.sh BIN_DIR VERSION     (the folder holding tipfmt and tipfmt-history; 4 or 5)
set -euo pipefail
bin=$(cd "$1" && pwd)
version=$2
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
# several payers, a cash payer, a category, a person who joined later, a household, payments.
t trip create Lisbon --people Ann,Ben,Cy --home EUR
t trip add Lisbon 90 --tip 10 --paid-by Ann --title Dinner --date 2026-11-20 --id dinner --category Food
t trip add Lisbon 36 --people Ben,Cy --paid-by Cy=20,Ben=16 --title Museum --date 2026-11-21 --id museum
t trip add Lisbon --item 'Fish 24 @ann' --item 'Tea 3 @cy' --item 'Bread 6' --paid-by Cy --title Lunch --date 2026-11-21 --id lunch
t trip add Lisbon 4950 -c JPY --paid-by Ben --statement 30.47 --title Sushi --date 2026-11-22 --id sushi
t trip add Lisbon 45.10 -c USD --paid-by Ann --rate 0.9231 --title Taxi --date 2026-11-22 --weights 2,1,1 --id taxi
t trip join Lisbon Dee
t trip add Lisbon 61.35 -c CHF --paid-by Dee --cash --rates eurofxref-daily.xml --title Boat --date 2026-11-23 --id boat
t trip pay Lisbon Ben Ann 29 --date 2026-11-23
t trip pay Lisbon Cy Dee 10 -c CHF --rate 1.05 --date 2026-11-23
t trip edit Lisbon museum --title 'Museum and café'
t trip household Lisbon Smiths Ann,Dee

# Zurich: no home currency, CHF and EUR bills, payments in both, a bill removed.
t trip create Zurich --people 'Zoë,Émile,Ola'
t trip add Zurich 120 -c CHF --paid-by Zoë --title Fondue --date 2026-12-01 --id fondue
t trip add Zurich 18.40 -c CHF --paid-by Ola --cash --title Coffee --date 2026-12-01 --id coffee
t trip add Zurich 55 -c EUR --paid-by Émile=30,Ola=25 --title Train --date 2026-12-02 --id train
t trip add Zurich 9 -c CHF --paid-by Ola --title Gone --date 2026-12-02 --id gone
t trip remove Zurich gone
t trip pay Zurich Ola Zoë 20 -c CHF --date 2026-12-03
t trip pay Zurich Zoë Émile 5 -c EUR --cash --date 2026-12-03

# Tokyo: home EUR, a JPY bill given its rate later, settled at home, then one more bill without a
# rate; from v5 on, a copy that joined someone and added a bill is merged back, and a payment
# removed.
t trip create Tokyo --people Ann,Ben --home EUR
t trip add Tokyo 4950 -c JPY --paid-by Ben --statement 30.47 --title Sushi --date 2026-11-20 --id sushi
t trip add Tokyo 40 --paid-by Ann --title Train --date 2026-11-21 --id train
t trip add Tokyo 3300 -c JPY --paid-by Ann --title Ramen --date 2026-11-21 --id ramen
t trip edit Tokyo ramen --rate 0.0061
t trip settle Tokyo --record
if [ "$version" -ge 5 ]; then
    t trip export Tokyo --output tokyo.json
    t trip import tokyo.json --name Phone
    t trip join Phone Cy
    t trip add Phone 30 --paid-by Cy --title Tea --date 2026-11-22 --id tea
    t trip edit Phone train --title 'Train to Nikko'
    t trip export Phone --output phone.json
    t trip merge Tokyo phone.json
    t trip delete Phone --yes
    t trip pay Tokyo Ben Cy 5 --date 2026-11-22
    t trip remove Tokyo --payment 2
fi
t trip add Tokyo 1200 -c JPY --paid-by Ben --title Snacks --date 2026-11-22 --id snacks

cp "$XDG_DATA_HOME/tipfmt/history.sqlite" "$here/history.sqlite"
