# Sourced by the scripts that run SwiftPM. `swiftpm_retry COMMAND...` runs the command and, when
# it dies from a signal (exit status above 128), runs it again, at most three times in all.
#
# Why: SwiftPM 6.3 on Linux sometimes crashes inside libdispatch before it builds anything (a
# segmentation fault in its event loop a few seconds in; reported upstream against
# swift-package-manager and swift for 6.3.1). A clean clone then fails CI with exit 139 although
# nothing in the package is wrong. A failure of our own (a compile error, a failing test) exits
# below 128 and is never retried; a crash that repeats three times still fails the script.
swiftpm_retry() {
    local attempt status
    for attempt in 1 2 3; do
        status=0
        "$@" || status=$?
        if [ "$status" -le 128 ]; then return "$status"; fi
        echo "swiftpm-retry: '$*' died from signal $((status - 128)) (attempt $attempt of 3)" >&2
    done
    return "$status"
}
