#!/usr/bin/env bash
# Builds every consumer package in Tests/Consumers as an app developer's first build would go:
# from a fresh scratch path, in debug and in release, with warnings as errors; then runs each
# and compares what it prints with its expected-output.txt. Any error fails the script.
#
#   bash scripts/consumers.sh                 # all consumers, debug and release
#   CONFIGURATIONS=debug bash scripts/consumers.sh FoundationApp
set -euo pipefail
cd "$(dirname "$0")/.."

scratch_root=$(mktemp -d "${TMPDIR:-/tmp}/tipfmt-consumers.XXXXXX")
trap 'rm -rf "$scratch_root"' EXIT

if [ "$#" -gt 0 ]; then names=("$@"); else names=(); for dir in Tests/Consumers/*/; do names+=("$(basename "$dir")"); done; fi
[ "${#names[@]}" -gt 0 ] || { echo "consumers: no packages in Tests/Consumers" >&2; exit 1; }

for name in "${names[@]}"; do
    dir="Tests/Consumers/$name"
    [ -f "$dir/Package.swift" ] || { echo "consumers: $dir has no Package.swift" >&2; exit 1; }
    for configuration in ${CONFIGURATIONS:-debug release}; do
        scratch="$scratch_root/$name-$configuration"
        echo "consumers: building $name ($configuration) from scratch"
        start=$(date +%s)
        (cd "$dir" && swift build --configuration "$configuration" --scratch-path "$scratch" -Xswiftc -warnings-as-errors)
        actual="$scratch_root/$name-$configuration.out"
        "$scratch/$configuration/$name" > "$actual"
        if ! diff -u "$dir/expected-output.txt" "$actual"; then
            echo "consumers: $name ($configuration) printed something other than $dir/expected-output.txt" >&2
            exit 1
        fi
        echo "consumers: $name ($configuration) built and ran in $(( $(date +%s) - start ))s"
        rm -rf "$scratch"
    done
done
echo "consumers: ${#names[@]} package(s) built from scratch and ran as expected"
