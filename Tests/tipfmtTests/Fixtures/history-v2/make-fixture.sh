#!/usr/bin/env bash
# Writes history.sqlite (schema version 2: saved bills and, for an itemised bill, the bill whole)
# with the tipfmt built from the commit before trips were kept in the history (ca28c84). Kept to
# show how the fixture was made; running it with a newer tipfmt writes a newer file.
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

# A single bill with tax and tip, an itemised bill with cash, a JPY bill with a home rate, a
# receipt in German, a table of percentages.
t calc 84.50 --tip 18 --tax 8.875% --split 3 --save --note Lunch
t calc --item 'Fish 24 @ann' --item 'Tea 3.50 @cy' --item 'Bread 4 @all' --people ann,ben,cy --tip 10 --pay cy=cash -c CHF --save
t calc 4950 -c JPY --tip 0 --home EUR --rate 0.0061 --save
t receipt 120 -c EUR -l de_DE --tip 10 --split 4 --save --note Abendessen

cp "$XDG_DATA_HOME/tipfmt/history.sqlite" "$here/history.sqlite"
