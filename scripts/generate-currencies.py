#!/usr/bin/env python3
"""Generates Sources/Money/Generated/CurrencyChanges+Data.swift from Resources/locales/currencies/changes.json.

Run from anywhere: `python3 scripts/generate-currencies.py`. The output is committed, so the tipfmt binary
carries the data even when copied alone; CurrencyChangesTests fails when the generated file is stale.
`--check` exits 1 (without writing) when the committed file differs from what would be generated.
"""
import json
import re
import sys
from datetime import date
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "Resources/locales/currencies/changes.json"
OUTPUT = ROOT / "Sources/Money/Generated/CurrencyChanges+Data.swift"
CODE = re.compile(r"^[A-Z]{3}$")
REGION = re.compile(r"^[A-Z]{2}$")
# A positive decimal as a decision writes it: trailing fraction zeros are kept ("7.53450").
RATE = re.compile(r"^(0|[1-9][0-9]{0,17})(\.[0-9]{1,18})?$")
DATE = re.compile(r"^[0-9]{4}-[0-9]{2}-[0-9]{2}$")
FIELDS = ["withdrawn", "replacement", "regions", "date", "rate", "newCurrency", "source"]
NEW_FIELDS = ["fractionDigits", "numericCode", "symbol"]


def fail(message):
    sys.exit(f"generate-currencies: {SOURCE.relative_to(ROOT)}: {message}")


def parse_date(text, where):
    if not isinstance(text, str) or not DATE.match(text):
        fail(f"{where}: {text!r} is not a YYYY-MM-DD date")
    try:
        return date.fromisoformat(text)
    except ValueError:
        fail(f"{where}: {text} is not a real day")


def one_line(text, where):
    if not isinstance(text, str) or not text.strip() or "\n" in text or text != text.strip():
        fail(f"{where} must be one non-empty line without surrounding spaces")
    return text


def swift_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def swift_date(day):
    return f"CalendarDate(uncheckedYear: {day.year}, month: {day.month}, day: {day.day})"


def swift_rate(text):
    if text is None:
        return "rate: nil, rateText: nil"
    whole, _, fraction = text.partition(".")
    significand, scale = int(whole + fraction), len(fraction)
    if significand == 0:
        fail(f"rate {text} must be above zero")
    return f"rate: ExactDecimal(normalizing: {significand}, scale: {scale}), rateText: {swift_string(text)}"


def check_chains(changes):
    """Each region's changes must form one chain: every change withdraws the code the previous one introduced."""
    regions = sorted({region for change in changes for region in change["regions"]})
    for region in regions:
        chain = sorted((c for c in changes if region in c["regions"]), key=lambda c: c["date"])
        for previous, current in zip(chain, chain[1:]):
            if previous["replacement"] != current["withdrawn"] or previous["date"] == current["date"]:
                fail(f"{region}: {previous['withdrawn']}→{previous['replacement']} and "
                     f"{current['withdrawn']}→{current['replacement']} do not form one chain in date order")


def generate():
    data = json.loads(SOURCE.read_text(encoding="utf-8"))
    if sorted(data) != ["asOf", "changes"]:
        fail("the top level must have exactly asOf and changes")
    as_of = parse_date(data["asOf"], "asOf")
    changes = data["changes"]
    if not isinstance(changes, list) or not changes:
        fail("changes must be a non-empty list")
    seen = set()
    lines = []
    for entry in changes:
        if not isinstance(entry, dict) or sorted(entry) != sorted(FIELDS):
            fail(f"{entry.get('withdrawn') if isinstance(entry, dict) else entry}: fields must be exactly "
                 + ", ".join(FIELDS))
        old, new = entry["withdrawn"], entry["replacement"]
        for code in (old, new):
            if not isinstance(code, str) or not CODE.match(code):
                fail(f"{old}: {code!r} is not a three-letter upper-case ISO 4217 code")
        if old == new or old in seen:
            fail(f"{old}: withdrawn twice, or replaced by itself")
        seen.add(old)
        regions = entry["regions"]
        if (not isinstance(regions, list) or not regions or regions != sorted(set(regions))
                or not all(isinstance(r, str) and REGION.match(r) for r in regions)):
            fail(f"{old}: regions must be sorted, distinct two-letter upper-case ISO 3166 codes")
        day = parse_date(entry["date"], f"{old}: date")
        if day > as_of.replace(year=as_of.year + 1):
            fail(f"{old}: date {day} is more than a year after asOf {as_of}")
        rate = entry["rate"]
        if rate is not None and (not isinstance(rate, str) or not RATE.match(rate)):
            fail(f"{old}: rate {rate!r} must be null or a decimal string such as \"7.53450\"")
        new_currency = entry["newCurrency"]
        new_text = "nil"
        if new_currency is not None:
            if not isinstance(new_currency, dict) or sorted(new_currency) != sorted(NEW_FIELDS):
                fail(f"{old}: newCurrency must be null or have exactly " + ", ".join(NEW_FIELDS))
            digits, numeric = new_currency["fractionDigits"], new_currency["numericCode"]
            if not isinstance(digits, int) or isinstance(digits, bool) or not 0 <= digits <= 4:
                fail(f"{old}: newCurrency.fractionDigits must be 0 to 4")
            if not isinstance(numeric, int) or isinstance(numeric, bool) or not 1 <= numeric <= 999:
                fail(f"{old}: newCurrency.numericCode must be 1 to 999")
            symbol = one_line(new_currency["symbol"], f"{old}: newCurrency.symbol")
            new_text = (f"NewCurrency(fractionDigits: {digits}, numericCode: {numeric}, "
                        f"symbol: {swift_string(symbol)})")
        source = one_line(entry["source"], f"{old}: source")
        lines.append(
            f"        Currency.Change(withdrawnCode: {swift_string(old)}, replacementCode: {swift_string(new)}, "
            f"regions: [{', '.join(swift_string(r) for r in regions)}], date: {swift_date(day)}, "
            f"{swift_rate(rate)}, newCurrency: {new_text}, source: {swift_string(source)}),"
        )
    if [e["withdrawn"] for e in changes] != sorted(e["withdrawn"] for e in changes):
        fail("changes must be sorted by withdrawn code")
    check_chains(changes)
    return (
        "// Generated by scripts/generate-currencies.py from Resources/locales/currencies/changes.json.\n"
        "// Do not edit: change the JSON and run `python3 scripts/generate-currencies.py`.\n"
        "// One change a line, its source one string as in the JSON, so lines are long.\n"
        "// swift-format-ignore-file\n\n"
        "extension Currency.Change {\n"
        "    /// The day changes.json was last checked against its sources.\n"
        f"    static let generatedAsOf = {swift_date(as_of)}\n\n"
        f"    /// The {len(lines)} changes of changes.json, sorted by withdrawn code.\n"
        "    static let generated: [Currency.Change] = [\n"
        + "\n".join(lines)
        + "\n    ]\n}\n"
    )


def main():
    text = generate()
    if "--check" in sys.argv[1:]:
        if not OUTPUT.exists() or OUTPUT.read_text(encoding="utf-8") != text:
            sys.exit(f"generate-currencies: {OUTPUT.relative_to(ROOT)} is stale; run python3 scripts/generate-currencies.py")
        return
    OUTPUT.parent.mkdir(parents=True, exist_ok=True)
    OUTPUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUTPUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
