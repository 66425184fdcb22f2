#!/usr/bin/env python3
"""Checks that Sources compile on both platforms the manifest names, Linux and macOS, in the ways
a Linux-only build cannot see:

- `import Glibc` / `import Darwin` only under `#if canImport(Glibc)` / `#if canImport(Darwin)`;
- no `Glibc.` / `Darwin.` qualified call outside such a block (use `LibC` in tipfmt);
- `import FoundationEssentials` only under `#if canImport(FoundationEssentials)`, and outside
  Money, TipCalc, BillPresentation, ReceiptPrinting and Trips (which never import Foundation) with an `#else` that imports `Foundation`,
  which macOS has instead.

    python3 scripts/check-portable.py        # exit 1 and one line per problem, if any
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
LIBRARIES = ("Money", "TipCalc", "BillPresentation", "ReceiptPrinting", "Trips")


def problems(path):
    target = path.relative_to(ROOT / "Sources").parts[0]
    stack = []  # one list per open #if: the conditions of its branches so far, the current last
    essentials_blocks = []  # for each open #if canImport(FoundationEssentials): whether #else imports Foundation
    lines = path.read_text(encoding="utf-8").splitlines()
    for number, line in enumerate(lines, 1):
        text = line.strip()
        if text.startswith("#if "):
            stack.append([text[4:]])
            essentials_blocks.append(None if "canImport(FoundationEssentials)" not in text else False)
            continue
        if text.startswith("#elseif "):
            stack[-1].append(text[8:])
            continue
        if text.startswith("#else"):
            stack[-1].append("else")
            continue
        if text.startswith("#endif"):
            block = essentials_blocks.pop()
            stack.pop()
            if block is False and target not in LIBRARIES:
                yield number, "#if canImport(FoundationEssentials) without '#else import Foundation' (macOS has no FoundationEssentials)"
            continue
        current = stack[-1][-1] if stack else ""
        if text.startswith("//"):
            continue
        for module in ("Glibc", "Darwin"):
            guarded = any(f"canImport({module})" in branch[-1] for branch in stack)
            if re.match(rf"^(@\w+\s+)?((public|internal|package|private)\s+)?import {module}\b", text) and not guarded:
                yield number, f"import {module} outside #if canImport({module})"
            elif re.search(rf"\b{module}\.\w", text) and not guarded:
                yield number, f"{module}-qualified call outside #if canImport({module})"
        if re.match(r"^((public|internal|package)\s+)?import FoundationEssentials\b", text):
            if "canImport(FoundationEssentials)" not in current:
                yield number, "import FoundationEssentials outside #if canImport(FoundationEssentials)"
        if re.match(r"^((public|internal|package)\s+)?import Foundation\b", text) and stack and stack[-1][-1] == "else":
            if essentials_blocks and essentials_blocks[-1] is False:
                essentials_blocks[-1] = True


def main():
    found = []
    for path in sorted((ROOT / "Sources").rglob("*.swift")):
        for number, message in problems(path):
            found.append(f"{path.relative_to(ROOT)}:{number}: {message}")
    for item in found:
        print(item)
    if found:
        print(f"{len(found)} portability problem(s)", file=sys.stderr)
        sys.exit(1)
    print("check-portable: Sources compile for Glibc and Darwin as far as imports and qualified calls go")


if __name__ == "__main__":
    main()
