// CICU: the only door from Swift to the system's ICU4C.
//
// ICU renames every C function per major version (unumf_openResult becomes
// unumf_openResult_72) through macros that Swift cannot import. Each function Money
// uses is therefore wrapped here in a one-line `static inline cicu_<name>` with ICU's
// own parameter order. The header holds no logic.
#ifndef CICU_H
#define CICU_H

#include <unicode/utypes.h>
#include <unicode/uversion.h>
#include <unicode/uloc.h>
#include <unicode/ulocdata.h>
#include <unicode/ucurr.h>
#include <unicode/uenum.h>
#include <unicode/ures.h>
#include <unicode/udata.h>
#include <unicode/unum.h>
#include <unicode/unumberformatter.h>

#define CICU_INLINE static inline __attribute__((__always_inline__))

/// The ICU major version this package was compiled against (72 on Debian 12).
static const int32_t CICU_ICU_VERSION_MAJOR = U_ICU_VERSION_MAJOR_NUM;

// MARK: - Errors and versions

CICU_INLINE const char *cicu_u_errorName(UErrorCode code) { return u_errorName(code); }
CICU_INLINE void cicu_u_getVersion(UVersionInfo info) { u_getVersion(info); }
CICU_INLINE void cicu_ulocdata_getCLDRVersion(UVersionInfo info, UErrorCode *status) { ulocdata_getCLDRVersion(info, status); }

// MARK: - Locales

CICU_INLINE int32_t cicu_uloc_forLanguageTag(const char *tag, char *localeID, int32_t capacity, int32_t *parsedLength, UErrorCode *err) { return uloc_forLanguageTag(tag, localeID, capacity, parsedLength, err); }
CICU_INLINE int32_t cicu_uloc_canonicalize(const char *localeID, char *name, int32_t capacity, UErrorCode *err) { return uloc_canonicalize(localeID, name, capacity, err); }
CICU_INLINE int32_t cicu_uloc_getLanguage(const char *localeID, char *language, int32_t capacity, UErrorCode *err) { return uloc_getLanguage(localeID, language, capacity, err); }
CICU_INLINE int32_t cicu_uloc_getScript(const char *localeID, char *script, int32_t capacity, UErrorCode *err) { return uloc_getScript(localeID, script, capacity, err); }
CICU_INLINE int32_t cicu_uloc_getCountry(const char *localeID, char *country, int32_t capacity, UErrorCode *err) { return uloc_getCountry(localeID, country, capacity, err); }
CICU_INLINE int32_t cicu_uloc_addLikelySubtags(const char *localeID, char *maximized, int32_t capacity, UErrorCode *err) { return uloc_addLikelySubtags(localeID, maximized, capacity, err); }
CICU_INLINE const char *const *cicu_uloc_getISOLanguages(void) { return uloc_getISOLanguages(); }
CICU_INLINE const char *const *cicu_uloc_getISOCountries(void) { return uloc_getISOCountries(); }
CICU_INLINE int32_t cicu_uloc_countAvailable(void) { return uloc_countAvailable(); }
CICU_INLINE const char *cicu_uloc_getAvailable(int32_t n) { return uloc_getAvailable(n); }

// MARK: - Resource bundles (currency metadata, locale existence)

CICU_INLINE UResourceBundle *cicu_ures_open(const char *packageName, const char *locale, UErrorCode *status) { return ures_open(packageName, locale, status); }
CICU_INLINE UResourceBundle *cicu_ures_openDirect(const char *packageName, const char *locale, UErrorCode *status) { return ures_openDirect(packageName, locale, status); }
CICU_INLINE UResourceBundle *cicu_ures_getByKey(const UResourceBundle *resourceBundle, const char *key, UResourceBundle *fillIn, UErrorCode *status) { return ures_getByKey(resourceBundle, key, fillIn, status); }
CICU_INLINE const int32_t *cicu_ures_getIntVector(const UResourceBundle *resourceBundle, int32_t *len, UErrorCode *status) { return ures_getIntVector(resourceBundle, len, status); }
CICU_INLINE const char *cicu_ures_getLocaleByType(const UResourceBundle *resourceBundle, ULocDataLocaleType type, UErrorCode *status) { return ures_getLocaleByType(resourceBundle, type, status); }
CICU_INLINE void cicu_ures_close(UResourceBundle *resourceBundle) { ures_close(resourceBundle); }
/// The package of ICU's currency data tree (`icudt72l-curr`), where `supplementalData` keeps `CurrencyMeta`.
CICU_INLINE const char *cicu_icudata_curr(void) { return U_ICUDATA_NAME U_TREE_SEPARATOR_STRING "curr"; }

// MARK: - Currencies

CICU_INLINE UEnumeration *cicu_ucurr_openISOCurrencies(uint32_t currType, UErrorCode *pErrorCode) { return ucurr_openISOCurrencies(currType, pErrorCode); }
CICU_INLINE int32_t cicu_ucurr_getDefaultFractionDigitsForUsage(const UChar *currency, const UCurrencyUsage usage, UErrorCode *ec) { return ucurr_getDefaultFractionDigitsForUsage(currency, usage, ec); }
CICU_INLINE int32_t cicu_ucurr_getNumericCode(const UChar *currency) { return ucurr_getNumericCode(currency); }
CICU_INLINE const UChar *cicu_ucurr_getName(const UChar *currency, const char *locale, UCurrNameStyle nameStyle, UBool *isChoiceFormat, int32_t *len, UErrorCode *ec) { return ucurr_getName(currency, locale, nameStyle, isChoiceFormat, len, ec); }
CICU_INLINE const UChar *cicu_ucurr_getPluralName(const UChar *currency, const char *locale, UBool *isChoiceFormat, const char *pluralCount, int32_t *len, UErrorCode *ec) { return ucurr_getPluralName(currency, locale, isChoiceFormat, pluralCount, len, ec); }
CICU_INLINE int32_t cicu_ucurr_forLocale(const char *locale, UChar *buff, int32_t buffCapacity, UErrorCode *ec) { return ucurr_forLocale(locale, buff, buffCapacity, ec); }
CICU_INLINE int32_t cicu_uenum_count(UEnumeration *en, UErrorCode *status) { return uenum_count(en, status); }
CICU_INLINE const char *cicu_uenum_next(UEnumeration *en, int32_t *resultLength, UErrorCode *status) { return uenum_next(en, resultLength, status); }
CICU_INLINE void cicu_uenum_close(UEnumeration *en) { uenum_close(en); }

// MARK: - Number formatting (ICU's NumberFormatter C API)

CICU_INLINE UNumberFormatter *cicu_unumf_openForSkeletonAndLocale(const UChar *skeleton, int32_t skeletonLen, const char *locale, UErrorCode *ec) { return unumf_openForSkeletonAndLocale(skeleton, skeletonLen, locale, ec); }
CICU_INLINE UFormattedNumber *cicu_unumf_openResult(UErrorCode *ec) { return unumf_openResult(ec); }
CICU_INLINE void cicu_unumf_formatDecimal(const UNumberFormatter *uformatter, const char *value, int32_t valueLen, UFormattedNumber *uresult, UErrorCode *ec) { unumf_formatDecimal(uformatter, value, valueLen, uresult, ec); }
CICU_INLINE void cicu_unumf_formatInt(const UNumberFormatter *uformatter, int64_t value, UFormattedNumber *uresult, UErrorCode *ec) { unumf_formatInt(uformatter, value, uresult, ec); }
// The formatted text in place, without a copy: valid until the result is reused or closed.
CICU_INLINE const UFormattedValue *cicu_unumf_resultAsValue(const UFormattedNumber *uresult, UErrorCode *ec) { return unumf_resultAsValue(uresult, ec); }
CICU_INLINE const UChar *cicu_ufmtval_getString(const UFormattedValue *ufmtval, int32_t *pLength, UErrorCode *ec) { return ufmtval_getString(ufmtval, pLength, ec); }
CICU_INLINE int32_t cicu_unumf_resultToString(const UFormattedNumber *uresult, UChar *buffer, int32_t bufferCapacity, UErrorCode *ec) { return unumf_resultToString(uresult, buffer, bufferCapacity, ec); }
CICU_INLINE void cicu_unumf_close(UNumberFormatter *uformatter) { unumf_close(uformatter); }
CICU_INLINE void cicu_unumf_closeResult(UFormattedNumber *uresult) { unumf_closeResult(uresult); }

// MARK: - Parsing (the classic NumberFormat C API; NumberFormatter does not parse)

CICU_INLINE UNumberFormat *cicu_unum_open(UNumberFormatStyle style, const UChar *pattern, int32_t patternLength, const char *locale, UParseError *parseErr, UErrorCode *status) { return unum_open(style, pattern, patternLength, locale, parseErr, status); }
CICU_INLINE void cicu_unum_close(UNumberFormat *fmt) { unum_close(fmt); }
CICU_INLINE void cicu_unum_setTextAttribute(UNumberFormat *fmt, UNumberFormatTextAttribute tag, const UChar *newValue, int32_t newValueLength, UErrorCode *status) { unum_setTextAttribute(fmt, tag, newValue, newValueLength, status); }
CICU_INLINE void cicu_unum_setAttribute(UNumberFormat *fmt, UNumberFormatAttribute attr, int32_t newValue) { unum_setAttribute(fmt, attr, newValue); }
CICU_INLINE int32_t cicu_unum_parseDecimal(const UNumberFormat *fmt, const UChar *text, int32_t textLength, int32_t *parsePos, char *outBuf, int32_t outBufLength, UErrorCode *status) { return unum_parseDecimal(fmt, text, textLength, parsePos, outBuf, outBufLength, status); }
// unum_parseDoubleCurrency returns the amount as a binary double, which money must never travel
// through; Money only reads the currency it recognised, so the double is discarded here.
CICU_INLINE void cicu_unum_parseCurrencyCode(const UNumberFormat *fmt, const UChar *text, int32_t textLength, int32_t *parsePos, UChar *currency, UErrorCode *status) { (void)unum_parseDoubleCurrency(fmt, text, textLength, parsePos, currency, status); }

#endif
