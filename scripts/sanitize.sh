#!/usr/bin/env bash
# Runs the test suite under AddressSanitizer and ThreadSanitizer, each in a build folder of its
# own (.build-asan, .build-tsan), so a real memory error or data race fails the run.
#
#   bash scripts/sanitize.sh              both
#   bash scripts/sanitize.sh thread       one; extra arguments go to `swift test` (--filter …)
#
# The process tests pass these options on to the tipfmt binary they start (TipfmtProcess.swift).
# What is suppressed, and why, is written in scripts/sanitizers/*.supp. Not run in CI: on 2 cores
# each first build takes 5 to 7 minutes and the run about 5 (ASan) or 9 (TSan) more.
set -euo pipefail
cd "$(dirname "$0")/.."
sanitizers=(address thread)
if [ "${1:-}" = "address" ] || [ "${1:-}" = "thread" ]; then
    sanitizers=("$1")
    shift
fi
bash scripts/setup.sh
supp="$PWD/scripts/sanitizers"
# A crash report comes from the sanitizer; Swift's own backtracer would only slow it down.
export SWIFT_BACKTRACE=enable=no
for sanitizer in "${sanitizers[@]}"; do
    case "$sanitizer" in
    address)
        folder=.build-asan
        export ASAN_OPTIONS="detect_leaks=1:halt_on_error=1:abort_on_error=1"
        export LSAN_OPTIONS="suppressions=$supp/lsan.supp:print_suppressions=0"
        ;;
    thread)
        folder=.build-tsan
        export TSAN_OPTIONS="suppressions=$supp/tsan.supp:print_suppressions=0:halt_on_error=0:exitcode=66"
        ;;
    esac
    echo "sanitize: $sanitizer: building" >&2
    swift build --build-tests --sanitize="$sanitizer" --scratch-path "$folder"
    echo "sanitize: $sanitizer: testing" >&2
    swift test --skip-build --sanitize="$sanitizer" --scratch-path "$folder" "$@"
done
