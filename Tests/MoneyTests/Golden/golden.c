// Prints ICU's own output for the MoneyFormatter golden table, one row per line:
// locale<TAB>currency<TAB>amount<TAB>style<TAB>expected, invisible characters as \u{...}.
// Calls ICU directly (not through Money). Run by generate.sh, which names the output file after
// the ICU major version it ran against.
// Skeletons: `currency/XXX`, plus `unit-width-narrow`, `unit-width-iso-code`, `unit-width-full-name`
// or `sign-accounting` for the other styles. Like MoneyFormatter, it calls each fresh formatter
// twice before the real call: ICU 72 garbles some first results (tr full names).
#include <unicode/unumberformatter.h>
#include <unicode/ustring.h>
#include <unicode/uchar.h>
#include <unicode/ucurr.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void printEscaped(const UChar *s, int32_t n) {
    for (int32_t i = 0; i < n;) {
        UChar32 c; U16_NEXT(s, i, n, c);
        int t = u_charType(c);
        if (c >= 0x80 && (t == U_SPACE_SEPARATOR || t == U_FORMAT_CHAR || c == 0x2019 || c == 0x2212)) {
            printf("\\u{%X}", c);
        } else if (c == '\\' || c == '"') {
            printf("\\%c", (char)c);
        } else {
            char buf[8]; int32_t len = 0; UErrorCode s = U_ZERO_ERROR;
            UChar tmp[2]; int32_t tl = 0; U16_APPEND_UNSAFE(tmp, tl, c);
            u_strToUTF8(buf, sizeof buf, &len, tmp, tl, &s);
            fwrite(buf, 1, len, stdout);
        }
    }
}

static void amountText(long long units, int digits, char *out) {
    long long mag = units < 0 ? -units : units; long long p = 1;
    for (int i = 0; i < digits; i++) p *= 10;
    if (digits == 0) sprintf(out, "%s%lld", units < 0 ? "-" : "", mag);
    else sprintf(out, "%s%lld.%0*lld", units < 0 ? "-" : "", mag / p, digits, mag % p);
}

static void row(const char *loc, const char *cur, const char *amount, const char *style, const char *extra) {
    char sk[256]; snprintf(sk, sizeof sk, "currency/%s%s%s", cur, *extra ? " " : "", extra);
    UChar usk[256]; u_uastrcpy(usk, sk);
    UErrorCode s = U_ZERO_ERROR;
    UNumberFormatter *f = unumf_openForSkeletonAndLocale(usk, -1, loc, &s);
    UFormattedNumber *r = unumf_openResult(&s);
    // ICU 72 garbles the first two results of some fresh formatters (tr full names: "123,45 Kuveyt
    // dinarı6": its unoptimized path, used until a formatter has been called twice). MoneyFormatter
    // warms each formatter up with two calls, and so does this generator.
    unumf_formatDecimal(f, "0", 1, r, &s);
    unumf_formatDecimal(f, "0", 1, r, &s);
    unumf_formatDecimal(f, amount, (int32_t)strlen(amount), r, &s);
    UChar out[256]; int32_t n = unumf_resultToString(r, out, 256, &s);
    if (U_FAILURE(s)) { fprintf(stderr, "%s %s %s: %s\n", loc, cur, sk, u_errorName(s)); exit(1); }
    printf("%s\t%s\t%s\t%s\t", loc, cur, amount, style); printEscaped(out, n); printf("\n");
    unumf_closeResult(r); unumf_close(f);
}

int main(int argc, char **argv) {
    const char *locales[] = {"en_US","en_GB","en_IN","en_CA","en_AU","de_DE","de_CH","de_AT","fr_FR","fr_CH",
        "fr_CA","it_IT","es_ES","es_MX","pt_BR","nl_NL","sv_SE","da_DK","nb_NO","fi_FI","pl_PL","cs_CZ",
        "hu_HU","ru_RU","tr_TR","ar_EG","ar_SA","he_IL","fa_IR","hi_IN","bn_BD","ja_JP","zh_CN","zh_TW",
        "ko_KR","th_TH","sw_KE","sr_Latn_RS", 0};
    const char *currencies[] = {"USD","EUR","JPY","KWD","BHD","CHF","GBP","INR","CZK","BRL",0};
    long long amounts[] = {0, 123456, -123456, 123456789};
    const char *styles[][2] = {{"symbol",""},{"narrow","unit-width-narrow"},{"code","unit-width-iso-code"},
        {"name","unit-width-full-name"},{"accounting","sign-accounting"}};
    for (int l = 0; locales[l]; l++)
        for (int c = 0; currencies[c]; c++) {
            UChar u[4]; u_charsToUChars(currencies[c], u, 4); UErrorCode s = U_ZERO_ERROR;
            int digits = ucurr_getDefaultFractionDigits(u, &s);
            for (int a = 0; a < 4; a++) {
                char text[64]; amountText(amounts[a], digits, text);
                for (int st = 0; st < 5; st++) row(locales[l], currencies[c], text, styles[st][0], styles[st][1]);
            }
        }
    return 0;
}
