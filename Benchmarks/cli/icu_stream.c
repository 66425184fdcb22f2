// The floor for `tipfmt format` over stdin: read canonical amounts line by line, format each
// with one cached ICU formatter and one reused result, write one line each (buffered stdout).
// Build: gcc -O2 icu_stream.c $(pkg-config --cflags --libs icu-i18n)
// Usage: icu_stream [CURRENCY [LOCALE]] < amounts.txt      (default CHF de_CH)
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unicode/unumberformatter.h>
#include <unicode/ustring.h>

int main(int argc, char **argv) {
    const char *currency = argc > 1 ? argv[1] : "CHF";
    const char *locale = argc > 2 ? argv[2] : "de_CH";
    char skeletonText[128];
    snprintf(skeletonText, sizeof skeletonText,
             "currency/%s precision-currency-standard rounding-mode-half-even", currency);
    UChar skeleton[128];
    u_uastrcpy(skeleton, skeletonText);
    UErrorCode status = U_ZERO_ERROR;
    UNumberFormatter *formatter = unumf_openForSkeletonAndLocale(skeleton, -1, locale, &status);
    UFormattedNumber *result = unumf_openResult(&status);
    if (U_FAILURE(status)) {
        fprintf(stderr, "icu_stream: %s\n", u_errorName(status));
        return 1;
    }
    static char out[1 << 16];
    setvbuf(stdout, out, _IOFBF, sizeof out);
    char *line = NULL;
    size_t capacity = 0;
    ssize_t length;
    while ((length = getline(&line, &capacity, stdin)) >= 0) {
        while (length > 0 && (line[length - 1] == '\n' || line[length - 1] == '\r')) length--;
        unumf_formatDecimal(formatter, line, (int32_t)length, result, &status);
        int32_t units = 0;
        const UChar *text = ufmtval_getString(unumf_resultAsValue(result, &status), &units, &status);
        char utf8[512];
        int32_t bytes = 0;
        u_strToUTF8(utf8, sizeof utf8, &bytes, text, units, &status);
        if (U_FAILURE(status)) {
            fprintf(stderr, "icu_stream: %s on '%.*s'\n", u_errorName(status), (int)length, line);
            return 65;
        }
        utf8[bytes] = '\n';
        fwrite(utf8, 1, (size_t)bytes + 1, stdout);
    }
    free(line);
    unumf_closeResult(result);
    unumf_close(formatter);
    return 0;
}
