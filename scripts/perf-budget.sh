#!/usr/bin/env bash
# The performance budget CI enforces: four workloads counted in instructions by callgrind (which
# do not move with the load, unlike wall time), each against a C program doing the same work on
# ICU, compared with the budget recorded in Benchmarks/perf-budget.tsv.
#
#   calc      one `tipfmt calc 84.50 --tip 18 --split 3` process    vs  icu_one (en_US 84.50 USD)
#   format    one `tipfmt format 42.5 -c EUR -l de_DE` process      vs  icu_one de_DE 42.5 EUR
#   batch     `tipfmt format -c CHF -l de_CH` over 1,000,000 stdin   vs  icu_stream (getline, ICU, fwrite)
#             lines: the count over 5,000 lines plus 995,000 times the steady cost of a line
#             (measured between 5,000 and 25,000 lines; the template is learned by line 1,000)
#   reused    a reused MoneyFormatter over 100,000 amounts of 6       vs  unumf_formatDecimal in the
#             locale/currency pairs (Benchmarks FormatterBudget, outputs    same process, same amounts
#             checked equal to ICU's first), the two timed loops only
#   calc-faults, format-faults: the minor page faults of the two one-shot processes (median of 11
#             runs, Benchmarks/cli/minor_faults.c) vs icu_one's. Not instructions but pages first
#             touched, each a trip into the kernel callgrind does not see; on one machine the count
#             repeats to within a fault or two whatever the load.
#
# It fails (exit 1) when a workload's count is more than 5% over its budget. When the
# C baseline itself is more than 5% off the recorded one (another ICU, another C library), the
# machine is not the one the budget was measured on: it compares the ratios to C instead, and
# says so. Lowering a budget is part of the change that earns it (--update writes the file);
# raising one is a commit of its own that says why.
#
# Deterministic: a private HOME and XDG directories (no config file, no remembered bill, the
# state directory emptied before each run), LANG=en_US.UTF-8, nothing else from the caller's
# environment. Valgrind 3.19 cannot read the DWARF 5 debug information of Swift 6.3 release
# builds, so the binaries are profiled as copies without it (strip --strip-debug): the same code.
#
# Usage: scripts/perf-budget.sh [--update]
#   env: SCRATCH (.build-budget), TIPFMT and FORMATTER_BUDGET (prebuilt binaries: no build),
#        BUDGET (the budget file, Benchmarks/perf-budget.tsv)
set -euo pipefail
trap 'echo "perf-budget: failed at line $LINENO" >&2' ERR
cd "$(dirname "$0")/.."
ROOT=$PWD
UPDATE=false
case "${1:-}" in
    --update) UPDATE=true ;;
    "") ;;
    *) echo "usage: scripts/perf-budget.sh [--update]" >&2; exit 64 ;;
esac
SCRATCH=${SCRATCH:-$ROOT/.build-budget}
BUDGET=${BUDGET:-$ROOT/Benchmarks/perf-budget.tsv}
WORK="$SCRATCH/perf-budget"
TOLERANCE=1.05
started=$(date +%s)

bash scripts/setup.sh
command -v valgrind >/dev/null || { echo "perf-budget: valgrind is needed (scripts/setup.sh installs it)" >&2; exit 1; }
CC=${CC:-$(command -v cc || command -v gcc || command -v clang)}
mkdir -p "$WORK"

# --- builds: tipfmt as it ships (scripts/build-release), the formatter workload the same way ---
if [ -z "${TIPFMT:-}" ]; then
    bash scripts/build-release --scratch-path "$SCRATCH" tipfmt >"$WORK/build.log" 2>&1 \
        || { tail -30 "$WORK/build.log" >&2; echo "perf-budget: building tipfmt failed" >&2; exit 1; }
    TIPFMT="$SCRATCH/release/tipfmt"
fi
if [ -z "${FORMATTER_BUDGET:-}" ]; then
    source scripts/swiftpm-retry.sh
    swiftpm_retry swift build -c release --static-swift-stdlib --package-path Benchmarks \
        --scratch-path "$SCRATCH/benchmarks" --product FormatterBudget >"$WORK/build-benchmarks.log" 2>&1 \
        || { tail -30 "$WORK/build-benchmarks.log" >&2; echo "perf-budget: building FormatterBudget failed" >&2; exit 1; }
    FORMATTER_BUDGET="$SCRATCH/benchmarks/release/FormatterBudget"
fi
built=$(date +%s)
ICU_FLAGS=$(pkg-config --cflags --libs icu-i18n)
"$CC" -O2 -o "$WORK/icu_one" Benchmarks/cli/icu_one.c $ICU_FLAGS
"$CC" -O2 -o "$WORK/icu_stream" Benchmarks/cli/icu_stream.c $ICU_FLAGS
"$CC" -O2 -o "$WORK/minor_faults" Benchmarks/cli/minor_faults.c
cp "$TIPFMT" "$WORK/tipfmt" && strip --strip-debug "$WORK/tipfmt"
cp "$FORMATTER_BUDGET" "$WORK/FormatterBudget" && strip --strip-debug "$WORK/FormatterBudget"

# --- a fixed environment ---
HOME_DIR="$WORK/home"
clean_env() {  # runs "$@" with nothing of the caller's environment but PATH
    rm -rf "$HOME_DIR"
    mkdir -p "$HOME_DIR/config" "$HOME_DIR/state"
    env -i PATH="$PATH" HOME="$HOME_DIR" XDG_CONFIG_HOME="$HOME_DIR/config" XDG_STATE_HOME="$HOME_DIR/state" \
        LANG=en_US.UTF-8 "$@"
}
count() {  # instructions callgrind counts over "$@" (stdin passed through)
    local out
    out=$(clean_env valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null) \
        || { echo "$out" >&2; echo "perf-budget: '$*' failed under valgrind" >&2; exit 1; }
    echo "$out" | awk '/Collected/ { print $4 }'
}

# --- the outputs are checked before anything is counted ---
calc_out=$(clean_env "$WORK/tipfmt" calc 84.50 --tip 18 --split 3)
grep -q 'Total  *\$99\.71$' <<< "$calc_out" \
    || { echo "perf-budget: tipfmt calc 84.50 --tip 18 --split 3 did not print the total \$99.71:" >&2; echo "$calc_out" >&2; exit 1; }
[ "$(clean_env "$WORK/tipfmt" format 42.5 -c EUR -l de_DE)" = "$(clean_env "$WORK/icu_one" de_DE 42.5 EUR)" ] \
    || { echo "perf-budget: tipfmt format and icu_one disagree on 42.5 EUR in de_DE" >&2; exit 1; }
LINES_FILE="$WORK/amounts.txt"
awk 'BEGIN { srand(2026); for (i = 0; i < 25000; i++) {
    neg = rand() < 0.05; d = int(rand() * 6) + 1; m = int(rand() * 10 ^ d); c = int(rand() * 100);
    printf "%s%d.%02d\n", (neg && m + c > 0) ? "-" : "", m, c } }' > "$LINES_FILE"
head -5000 "$LINES_FILE" > "$WORK/amounts-5000.txt"
clean_env "$WORK/tipfmt" format -c CHF -l de_CH < "$LINES_FILE" > "$WORK/tipfmt.out"
clean_env "$WORK/icu_stream" CHF de_CH < "$LINES_FILE" > "$WORK/icu.out"
cmp -s "$WORK/tipfmt.out" "$WORK/icu.out" || { echo "perf-budget: tipfmt format and icu_stream disagree" >&2; exit 1; }
clean_env "$WORK/FormatterBudget" --n 100000 --pairs 6 --runs 3 > "$WORK/formatter.txt" \
    || { cat "$WORK/formatter.txt" >&2; exit 1; }

# --- instruction counts ---
calc=$(count "$WORK/tipfmt" calc 84.50 --tip 18 --split 3)
calc_c=$(count "$WORK/icu_one")
format=$(count "$WORK/tipfmt" format 42.5 -c EUR -l de_DE)
format_c=$(count "$WORK/icu_one" de_DE 42.5 EUR)
faults() {  # minor page faults of "$@", the median of 11 runs
    clean_env "$WORK/minor_faults" 11 "$@"
}
calc_faults=$(faults "$WORK/tipfmt" calc 84.50 --tip 18 --split 3)
calc_faults_c=$(faults "$WORK/icu_one")
format_faults=$(faults "$WORK/tipfmt" format 42.5 -c EUR -l de_DE)
format_faults_c=$(faults "$WORK/icu_one" de_DE 42.5 EUR)
batch_total() {  # PROGRAM ARG...: instructions for 1,000,000 lines, from runs over 5,000 and 25,000
    local short long
    short=$(count "$@" < "$WORK/amounts-5000.txt")
    long=$(count "$@" < "$LINES_FILE")
    echo $((short + (long - short) * (1000000 - 5000) / 20000))
}
batch=$(batch_total "$WORK/tipfmt" format -c CHF -l de_CH)
batch_c=$(batch_total "$WORK/icu_stream" CHF de_CH)
# The two loops alone: callgrind collects only inside them; each function's inclusive count.
clean_env valgrind --tool=callgrind --callgrind-out-file="$WORK/formatter.callgrind" \
    --toggle-collect='*rawICULoop*' --toggle-collect='*reusedLoop*' \
    "$WORK/FormatterBudget" --n 100000 --pairs 6 --runs 1 --skip-checks >/dev/null 2>&1
loop_count() {
    callgrind_annotate --inclusive=yes --threshold=100 "$WORK/formatter.callgrind" 2>/dev/null \
        | awk -v f="$1" 'index($0, f) && /FormatterBudget/ && !found { gsub(",", "", $1); print $1; found = 1 }'
}
reused=$(loop_count reusedLoop)
reused_c=$(loop_count rawICULoop)
[ -n "$reused" ] && [ -n "$reused_c" ] || { echo "perf-budget: no count for the formatter loops" >&2; exit 1; }
measured=$(date +%s)

# --- report and compare ---
results="$WORK/results.tsv"
{
    printf 'calc\t%s\t%s\n' "$calc" "$calc_c"
    printf 'format\t%s\t%s\n' "$format" "$format_c"
    printf 'batch\t%s\t%s\n' "$batch" "$batch_c"
    printf 'reused\t%s\t%s\n' "$reused" "$reused_c"
    printf 'calc-faults\t%s\t%s\n' "$calc_faults" "$calc_faults_c"
    printf 'format-faults\t%s\t%s\n' "$format_faults" "$format_faults_c"
} > "$results"
echo "perf-budget: $(nproc) cores, ICU $(pkg-config --modversion icu-i18n), $(valgrind --version), kernel $(uname -r); tipfmt $TIPFMT"
if $UPDATE; then
    {
        echo "# The performance budget scripts/perf-budget.sh enforces (in .ci/run): for each workload, tipfmt's"
        echo "# count and the C baseline's, and their ratio: callgrind instructions, or for the -faults rows the"
        echo "# minor page faults of one process. CI fails when tipfmt's count is more than 5% over its budget."
        echo "# Lower a budget in the change that earns it (--update); raise one only in a commit of its own"
        echo "# that says why. See BENCHMARKS.md, \"Start-up held to a budget\" and \"Start-up page faults\"."
        printf '# workload\ttipfmt\tC\tratio\n'
        awk -F'\t' '{ printf "%s\t%s\t%s\t%.3f\n", $1, $2, $3, $2 / $3 }' "$results"
    } > "$BUDGET"
    echo "perf-budget: wrote $BUDGET"
fi
[ -s "$BUDGET" ] || { echo "perf-budget: no budget file $BUDGET (run with --update)" >&2; exit 1; }
status=0
verdicts=""
while IFS=$'\t' read -r name ours c; do
    line=$(awk -F'\t' -v n="$name" '$1 == n' "$BUDGET")
    [ -n "$line" ] || { echo "perf-budget: $name has no budget in $BUDGET" >&2; status=1; continue; }
    verdict=$(echo "$line" | awk -F'\t' -v ours="$ours" -v c="$c" -v t="$TOLERANCE" '{
        budget = $2; budget_c = $3; ratio = ours / c; budget_ratio = $4
        same_machine = c <= budget_c * t && c >= budget_c / t
        if (same_machine) { over = ours > budget * t; what = sprintf("%.2f%% of its budget %.0f", 100 * ours / budget, budget) }
        else { over = ratio > budget_ratio * t; what = sprintf("ratio %.3f against %.3f (the C baseline moved from %.0f: another machine, ratios compared)", ratio, budget_ratio, budget_c) }
        unit = $1 ~ /-faults$/ ? "page faults " : "instructions"
        printf "%s %-13s %12.0f %s vs C %12.0f = %.3fx; %s\n", over ? "OVER" : "ok", $1, ours, unit, c, ratio, what }')
    echo "  $verdict"
    verdicts+="$verdict"$'\n'
    case "$verdict" in OVER*) status=1 ;; esac
done < "$results"
echo "perf-budget: builds $((built - started)) s, measurement $((measured - built)) s (budget: under 180 s)"
if [ "$status" -ne 0 ]; then
    echo "perf-budget: FAILED: a workload is more than 5% over its budget in $BUDGET" >&2
    grep -q '^OVER [a-z]*-faults' <<< "$verdicts" \
        && echo "perf-budget: faults over: if start-up code moved, regenerate the start-up order first (python3 scripts/generate-startup-order.py)" >&2
else
    echo "perf-budget: every workload within 5% of its budget"
fi
exit "$status"
