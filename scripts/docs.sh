#!/usr/bin/env bash
# Builds the DocC documentation of Money, TipCalc, BillPresentation, ReceiptPrinting, Trips, FormatCheck and PaymentCodes with swift-docc-plugin,
# warnings as errors (a broken symbol link or a missing article fails), and checks that every
# throwing public API documents what it throws. The archives land in .build/plugins/Swift-DocC/outputs/.
#
#   bash scripts/docs.sh
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/swiftpm-retry.sh

python3 scripts/check-throws-docs.py
for target in Money TipCalc BillPresentation ReceiptPrinting Trips FormatCheck PaymentCodes; do
    echo "docs: $target"
    swiftpm_retry swift package generate-documentation --target "$target" --warnings-as-errors
done
echo "docs: Money, TipCalc, BillPresentation, ReceiptPrinting, Trips, FormatCheck and PaymentCodes built without warnings"
