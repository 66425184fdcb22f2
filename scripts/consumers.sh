#!/usr/bin/env bash
# Builds every consumer package in Tests/Consumers as an app developer's first build would go:
# from a fresh scratch path, in debug and in release, with warnings as errors; then runs each
# and compares what it prints with its expected-output.txt. Any error fails the script.
#
# Each consumer depends on this package as docs/Library.md's "Use it in your package" says, through
# `.package(path: "../tipfmt")`: SwiftPM names a path dependency after its last folder, and the
# products are asked for as `package: "tipfmt"`. So each is built from a copy placed beside a
# link named tipfmt to this checkout, whatever the checkout's own folder is called.
#
# Output is compared with every non-ASCII scalar written `<U+A0>`, so the expected files stay
# ASCII and show the invisible characters ICU writes.
#
#   bash scripts/consumers.sh                 # all consumers, debug and release
#   CONFIGURATIONS=debug bash scripts/consumers.sh FoundationApp
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/swiftpm-retry.sh
root=$PWD

scratch_root=$(mktemp -d "${TMPDIR:-/tmp}/tipfmt-consumers.XXXXXX")
trap 'rm -rf "$scratch_root"' EXIT
apps="$scratch_root/apps"
mkdir "$apps"
ln -s "$root" "$apps/tipfmt"

if [ "$#" -gt 0 ]; then names=("$@"); else names=(); for dir in Tests/Consumers/*/; do names+=("$(basename "$dir")"); done; fi
[ "${#names[@]}" -gt 0 ] || { echo "consumers: no packages in Tests/Consumers" >&2; exit 1; }

escape_non_ascii() {
    python3 -c 'import sys; sys.stdout.write("".join(c if ord(c) < 128 else "<U+%X>" % ord(c) for c in sys.stdin.read()))'
}

for name in "${names[@]}"; do
    dir="Tests/Consumers/$name"
    [ -f "$dir/Package.swift" ] || { echo "consumers: $dir has no Package.swift" >&2; exit 1; }
    if ! grep -qF '.package(path: "../tipfmt")' "$dir/Package.swift"; then
        echo "consumers: $dir/Package.swift must depend on this package as docs/Library.md says: .package(path: \"../tipfmt\")" >&2
        exit 1
    fi
    # The package itself, without any build folder left by a build in place.
    rm -rf "${apps:?}/$name"
    mkdir "$apps/$name"
    cp -R "$dir/Package.swift" "$dir/Sources" "$apps/$name/"
    # A package with tests (a team's own test target over FormatCheckTesting) builds them too, with
    # the same warnings as errors, and runs them in debug.
    tests=()
    if [ -d "$dir/Tests" ]; then cp -R "$dir/Tests" "$apps/$name/"; tests=(--build-tests); fi
    for configuration in ${CONFIGURATIONS:-debug release}; do
        scratch="$scratch_root/$name-$configuration"
        echo "consumers: building $name ($configuration) from scratch"
        start=$(date +%s)
        (cd "$apps/$name" && swiftpm_retry swift build --configuration "$configuration" --scratch-path "$scratch" ${tests[@]+"${tests[@]}"} -Xswiftc -warnings-as-errors)
        if [ "${#tests[@]}" -gt 0 ] && [ "$configuration" = debug ]; then
            (cd "$apps/$name" && swiftpm_retry swift test --skip-build --scratch-path "$scratch")
        fi
        actual="$scratch_root/$name-$configuration.out"
        # Run from the package's folder, as `swift test` runs its tests: paths in it are the package's.
        (cd "$apps/$name" && "$scratch/$configuration/$name") | escape_non_ascii > "$actual"
        if ! diff -u "$dir/expected-output.txt" "$actual"; then
            echo "consumers: $name ($configuration) printed something other than $dir/expected-output.txt" >&2
            exit 1
        fi
        echo "consumers: $name ($configuration) built and ran in $(( $(date +%s) - start ))s"
        rm -rf "$scratch"
    done
done
echo "consumers: ${#names[@]} package(s) built from scratch and ran as expected"
