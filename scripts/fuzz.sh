#!/usr/bin/env bash
# Builds the libFuzzer targets in Fuzz/ (AddressSanitizer on) and runs each for a while.
#
#   bash scripts/fuzz.sh            every target for 60 seconds
#   bash scripts/fuzz.sh 600        every target for 10 minutes
#   bash scripts/fuzz.sh --smoke    every target for 8 seconds (CI: about two minutes in all)
#   bash scripts/fuzz.sh 60 FuzzBillExpression FuzzCheckCSV    only these targets
#
# Each run starts from the seed corpus in Fuzz/Corpus/TARGET (never written to) and keeps what it
# finds in Fuzz/.build/corpus/TARGET. A crash, a sanitizer report, a timeout (10 s for one input)
# or a leak fails the script; the input that did it is saved as Fuzz/.build/artifacts/TARGET-*
# and printed in base64, so it can be replayed with `Fuzz/.build/debug/TARGET FILE`.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/swiftpm-retry.sh

seconds=60
if [ "${1:-}" = "--smoke" ]; then
    seconds=8
    shift
elif [[ "${1:-}" =~ ^[0-9]+$ ]]; then
    seconds=$1
    shift
fi

all_targets=(
    FuzzCanonicalDecimal FuzzDecimalArithmetic FuzzMoneyParser FuzzLocaleIdentifier FuzzECBRates
    FuzzBillExpression FuzzCheckTSV FuzzCheckCSV FuzzCheckJSON FuzzConfigFile FuzzStateFile
    FuzzItemisedBill FuzzLiveKeys FuzzCommandLine FuzzBillJSONDepth FuzzLivePlainLines
    FuzzTripJSON FuzzSplitwiseCSV FuzzTripMerge
)
targets=("$@")
if [ "${#targets[@]}" -eq 0 ]; then targets=("${all_targets[@]}"); fi

bash scripts/setup.sh
echo "fuzz: building ${#targets[@]} targets with --sanitize=fuzzer --sanitize=address" >&2
swiftpm_retry swift build --package-path Fuzz --sanitize=fuzzer --sanitize=address 2>&1 | grep -v "ld.gold: warning: Cannot export local symbol" >&2

export SWIFT_BACKTRACE=enable=no  # the crash report is libFuzzer's and ASan's; symbolication would hang
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1}"
mkdir -p Fuzz/.build/artifacts
failed=()
for target in "${targets[@]}"; do
    corpus="Fuzz/.build/corpus/$target"
    mkdir -p "$corpus"
    log="Fuzz/.build/artifacts/$target.log"
    echo "fuzz: $target for ${seconds}s" >&2
    if "Fuzz/.build/debug/$target" "$corpus" "Fuzz/Corpus/$target" -max_total_time="$seconds" -timeout=10 \
        -rss_limit_mb=2048 -max_len=4096 -print_final_stats=1 -artifact_prefix="Fuzz/.build/artifacts/$target-" \
        >"$log" 2>&1
    then
        grep -E "^stat::number_of_executed_units|^Done" "$log" | tr '\n' ' ' >&2
        echo >&2
    else
        echo "fuzz: $target FAILED; the end of its log ($log):" >&2
        tail -40 "$log" >&2
        failed+=("$target")
    fi
done
if [ "${#failed[@]}" -gt 0 ]; then
    echo "fuzz: ${#failed[@]} of ${#targets[@]} targets failed: ${failed[*]}" >&2
    exit 1
fi
echo "fuzz: ${#targets[@]} targets ran ${seconds}s each without a finding" >&2
