// The floor for one `tipfmt calc` or `tipfmt format` process: start, open one ICU currency
// formatter, format one amount, print it and exit.
// Build: gcc -O2 icu_one.c $(pkg-config --cflags --libs icu-i18n)
// Usage: icu_one [LOCALE [AMOUNT [CURRENCY]]]      (default en_US 84.50 USD)
#include <stdio.h>
#include <string.h>
#include <unicode/unumberformatter.h>
#include <unicode/ustring.h>

int main(int argc, char **argv) {
    const char *locale = argc > 1 ? argv[1] : "en_US";
    const char *amount = argc > 2 ? argv[2] : "84.50";
    const char *currency = argc > 3 ? argv[3] : "USD";
    UErrorCode status = U_ZERO_ERROR;
    char skeletonText[128];
    snprintf(skeletonText, sizeof skeletonText,
             "currency/%.3s precision-currency-standard rounding-mode-half-even", currency);
    UChar skeleton[128];
    u_uastrcpy(skeleton, skeletonText);
    UNumberFormatter *formatter = unumf_openForSkeletonAndLocale(skeleton, -1, locale, &status);
    UFormattedNumber *result = unumf_openResult(&status);
    unumf_formatDecimal(formatter, amount, (int32_t)strlen(amount), result, &status);
    int32_t length = 0;
    const UChar *text = ufmtval_getString(unumf_resultAsValue(result, &status), &length, &status);
    char utf8[256];
    u_strToUTF8(utf8, sizeof utf8, NULL, text, length, &status);
    if (U_FAILURE(status)) {
        fprintf(stderr, "icu_one: %s\n", u_errorName(status));
        return 1;
    }
    puts(utf8);
    unumf_closeResult(result);
    unumf_close(formatter);
    return 0;
}
