#!/usr/bin/env python3
"""Lists public or package-visible throwing declarations in Money, TipCalc, BillPresentation and Trips whose doc
comment has no `- Throws:` line (house style: every throwing public API says what it throws).

    python3 scripts/check-throws-docs.py        # exit 1 and one line per offender, if any
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
DECLARATION = re.compile(r"^\s*public\s+(?:static\s+)?(?:func|init)\b")


def offenders():
    for path in sorted((ROOT / "Sources").glob("*/**/*.swift")):
        if path.parts[len(ROOT.parts) + 1] not in ("Money", "TipCalc", "BillPresentation", "Trips"):
            continue
        lines = path.read_text(encoding="utf-8").splitlines()
        for index, line in enumerate(lines):
            if not DECLARATION.match(line):
                continue
            # The signature runs until its opening brace (or the end of a protocol requirement).
            signature = line
            end = index
            while "{" not in signature and end + 1 < len(lines):
                end += 1
                signature += " " + lines[end].strip()
            signature = signature.split("{", 1)[0]
            if not re.search(r"\)\s*(?:async\s+)?throws\b", signature):
                continue
            docs = []
            above = index - 1
            while above >= 0 and lines[above].strip().startswith("///"):
                docs.append(lines[above])
                above -= 1
            if not any("- Throws:" in doc for doc in docs):
                yield f"{path.relative_to(ROOT)}:{index + 1}: {line.strip()}"


def main():
    found = list(offenders())
    for item in found:
        print(item)
    if found:
        print(f"{len(found)} throwing public declaration(s) without '- Throws:'", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
