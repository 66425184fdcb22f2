// The wrappers declared in CICUShims.h: the one translation unit that includes ICU's headers.
// Each is one call with ICU's own parameter order; pointers to our opaque structs are ICU's
// handles, cast back here.
#include "CICUShims.h"

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
#include <unicode/uformattedvalue.h>

const int32_t CICU_ICU_VERSION_MAJOR = U_ICU_VERSION_MAJOR_NUM;

_Static_assert(sizeof(UChar) == sizeof(cicu_uchar), "UChar is one UTF-16 code unit");
_Static_assert(sizeof(UErrorCode) == sizeof(cicu_status), "UErrorCode fits int32_t");
_Static_assert(sizeof(UBool) == sizeof(int8_t), "UBool is one byte");
_Static_assert(CICU_U_ZERO_ERROR == U_ZERO_ERROR, "");
_Static_assert(CICU_U_MISSING_RESOURCE_ERROR == U_MISSING_RESOURCE_ERROR, "");
_Static_assert(CICU_U_BUFFER_OVERFLOW_ERROR == U_BUFFER_OVERFLOW_ERROR, "");
_Static_assert(CICU_U_USING_DEFAULT_WARNING == U_USING_DEFAULT_WARNING, "");
_Static_assert(CICU_ULOC_ACTUAL_LOCALE == ULOC_ACTUAL_LOCALE, "");
_Static_assert(CICU_ULOC_FULLNAME_CAPACITY == ULOC_FULLNAME_CAPACITY, "");
_Static_assert(CICU_UCURR_ALL == UCURR_ALL, "");
_Static_assert(CICU_UCURR_COMMON == UCURR_COMMON, "");
_Static_assert(CICU_UCURR_NON_DEPRECATED == UCURR_NON_DEPRECATED, "");
_Static_assert(CICU_UCURR_USAGE_STANDARD == UCURR_USAGE_STANDARD, "");
_Static_assert(CICU_UCURR_USAGE_CASH == UCURR_USAGE_CASH, "");
_Static_assert(CICU_UCURR_SYMBOL_NAME == UCURR_SYMBOL_NAME, "");
_Static_assert(CICU_UCURR_LONG_NAME == UCURR_LONG_NAME, "");
_Static_assert(CICU_UCURR_NARROW_SYMBOL_NAME == UCURR_NARROW_SYMBOL_NAME, "");
_Static_assert(CICU_UNUM_DECIMAL == UNUM_DECIMAL, "");
_Static_assert(CICU_UNUM_CURRENCY == UNUM_CURRENCY, "");
_Static_assert(CICU_UNUM_CURRENCY_ACCOUNTING == UNUM_CURRENCY_ACCOUNTING, "");
_Static_assert(CICU_UNUM_DECIMAL_SEPARATOR_SYMBOL == UNUM_DECIMAL_SEPARATOR_SYMBOL, "");
_Static_assert(CICU_UNUM_GROUPING_SEPARATOR_SYMBOL == UNUM_GROUPING_SEPARATOR_SYMBOL, "");
_Static_assert(CICU_UNUM_MINUS_SIGN_SYMBOL == UNUM_MINUS_SIGN_SYMBOL, "");
_Static_assert(CICU_UNUM_PLUS_SIGN_SYMBOL == UNUM_PLUS_SIGN_SYMBOL, "");
_Static_assert(CICU_UNUM_CURRENCY_SYMBOL == UNUM_CURRENCY_SYMBOL, "");
_Static_assert(CICU_UNUM_INTL_CURRENCY_SYMBOL == UNUM_INTL_CURRENCY_SYMBOL, "");
_Static_assert(CICU_UNUM_MONETARY_SEPARATOR_SYMBOL == UNUM_MONETARY_SEPARATOR_SYMBOL, "");
_Static_assert(CICU_UNUM_MONETARY_GROUPING_SEPARATOR_SYMBOL == UNUM_MONETARY_GROUPING_SEPARATOR_SYMBOL, "");
_Static_assert(CICU_UNUM_POSITIVE_PREFIX == UNUM_POSITIVE_PREFIX, "");
_Static_assert(CICU_UNUM_POSITIVE_SUFFIX == UNUM_POSITIVE_SUFFIX, "");
_Static_assert(CICU_UNUM_NEGATIVE_PREFIX == UNUM_NEGATIVE_PREFIX, "");
_Static_assert(CICU_UNUM_NEGATIVE_SUFFIX == UNUM_NEGATIVE_SUFFIX, "");

#define E(status) ((UErrorCode *)(status))
#define U(text) ((const UChar *)(text))

// MARK: - Errors and versions

const char *cicu_u_errorName(cicu_status code) { return u_errorName((UErrorCode)code); }
void cicu_u_getVersion(uint8_t info[4]) { u_getVersion(info); }
void cicu_ulocdata_getCLDRVersion(uint8_t info[4], cicu_status *status) { ulocdata_getCLDRVersion(info, E(status)); }

// MARK: - Locales

int32_t cicu_uloc_forLanguageTag(const char *tag, char *localeID, int32_t capacity, int32_t *parsedLength, cicu_status *err) { return uloc_forLanguageTag(tag, localeID, capacity, parsedLength, E(err)); }
int32_t cicu_uloc_canonicalize(const char *localeID, char *name, int32_t capacity, cicu_status *err) { return uloc_canonicalize(localeID, name, capacity, E(err)); }
int32_t cicu_uloc_getLanguage(const char *localeID, char *language, int32_t capacity, cicu_status *err) { return uloc_getLanguage(localeID, language, capacity, E(err)); }
int32_t cicu_uloc_getScript(const char *localeID, char *script, int32_t capacity, cicu_status *err) { return uloc_getScript(localeID, script, capacity, E(err)); }
int32_t cicu_uloc_getCountry(const char *localeID, char *country, int32_t capacity, cicu_status *err) { return uloc_getCountry(localeID, country, capacity, E(err)); }
int32_t cicu_uloc_addLikelySubtags(const char *localeID, char *maximized, int32_t capacity, cicu_status *err) { return uloc_addLikelySubtags(localeID, maximized, capacity, E(err)); }
const char *const *cicu_uloc_getISOLanguages(void) { return uloc_getISOLanguages(); }
const char *const *cicu_uloc_getISOCountries(void) { return uloc_getISOCountries(); }
int32_t cicu_uloc_countAvailable(void) { return uloc_countAvailable(); }
const char *cicu_uloc_getAvailable(int32_t n) { return uloc_getAvailable(n); }

// MARK: - Resource bundles

cicu_resource_bundle *cicu_ures_open(const char *packageName, const char *locale, cicu_status *status) { return (cicu_resource_bundle *)ures_open(packageName, locale, E(status)); }
cicu_resource_bundle *cicu_ures_openDirect(const char *packageName, const char *locale, cicu_status *status) { return (cicu_resource_bundle *)ures_openDirect(packageName, locale, E(status)); }
cicu_resource_bundle *cicu_ures_getByKey(const cicu_resource_bundle *resourceBundle, const char *key, cicu_resource_bundle *fillIn, cicu_status *status) { return (cicu_resource_bundle *)ures_getByKey((const UResourceBundle *)resourceBundle, key, (UResourceBundle *)fillIn, E(status)); }
const int32_t *cicu_ures_getIntVector(const cicu_resource_bundle *resourceBundle, int32_t *len, cicu_status *status) { return ures_getIntVector((const UResourceBundle *)resourceBundle, len, E(status)); }
const char *cicu_ures_getLocaleByType(const cicu_resource_bundle *resourceBundle, int32_t type, cicu_status *status) { return ures_getLocaleByType((const UResourceBundle *)resourceBundle, (ULocDataLocaleType)type, E(status)); }
void cicu_ures_close(cicu_resource_bundle *resourceBundle) { ures_close((UResourceBundle *)resourceBundle); }
const char *cicu_icudata_curr(void) { return U_ICUDATA_NAME U_TREE_SEPARATOR_STRING "curr"; }

// MARK: - Currencies

cicu_enumeration *cicu_ucurr_openISOCurrencies(uint32_t currType, cicu_status *pErrorCode) { return (cicu_enumeration *)ucurr_openISOCurrencies(currType, E(pErrorCode)); }
int32_t cicu_ucurr_getDefaultFractionDigitsForUsage(const cicu_uchar *currency, int32_t usage, cicu_status *ec) { return ucurr_getDefaultFractionDigitsForUsage(U(currency), (UCurrencyUsage)usage, E(ec)); }
int32_t cicu_ucurr_getNumericCode(const cicu_uchar *currency) { return ucurr_getNumericCode(U(currency)); }
const cicu_uchar *cicu_ucurr_getName(const cicu_uchar *currency, const char *locale, int32_t nameStyle, int8_t *isChoiceFormat, int32_t *len, cicu_status *ec) { return (const cicu_uchar *)ucurr_getName(U(currency), locale, (UCurrNameStyle)nameStyle, (UBool *)isChoiceFormat, len, E(ec)); }
const cicu_uchar *cicu_ucurr_getPluralName(const cicu_uchar *currency, const char *locale, int8_t *isChoiceFormat, const char *pluralCount, int32_t *len, cicu_status *ec) { return (const cicu_uchar *)ucurr_getPluralName(U(currency), locale, (UBool *)isChoiceFormat, pluralCount, len, E(ec)); }
int32_t cicu_ucurr_forLocale(const char *locale, cicu_uchar *buff, int32_t buffCapacity, cicu_status *ec) { return ucurr_forLocale(locale, (UChar *)buff, buffCapacity, E(ec)); }
const char *cicu_uenum_next(cicu_enumeration *en, int32_t *resultLength, cicu_status *status) { return uenum_next((UEnumeration *)en, resultLength, E(status)); }
void cicu_uenum_close(cicu_enumeration *en) { uenum_close((UEnumeration *)en); }

// MARK: - Number formatting

cicu_number_formatter *cicu_unumf_openForSkeletonAndLocale(const cicu_uchar *skeleton, int32_t skeletonLen, const char *locale, cicu_status *ec) { return (cicu_number_formatter *)unumf_openForSkeletonAndLocale(U(skeleton), skeletonLen, locale, E(ec)); }
cicu_formatted_number *cicu_unumf_openResult(cicu_status *ec) { return (cicu_formatted_number *)unumf_openResult(E(ec)); }
void cicu_unumf_formatDecimal(const cicu_number_formatter *uformatter, const char *value, int32_t valueLen, cicu_formatted_number *uresult, cicu_status *ec) { unumf_formatDecimal((const UNumberFormatter *)uformatter, value, valueLen, (UFormattedNumber *)uresult, E(ec)); }
void cicu_unumf_formatInt(const cicu_number_formatter *uformatter, int64_t value, cicu_formatted_number *uresult, cicu_status *ec) { unumf_formatInt((const UNumberFormatter *)uformatter, value, (UFormattedNumber *)uresult, E(ec)); }
const cicu_formatted_value *cicu_unumf_resultAsValue(const cicu_formatted_number *uresult, cicu_status *ec) { return (const cicu_formatted_value *)unumf_resultAsValue((const UFormattedNumber *)uresult, E(ec)); }
const cicu_uchar *cicu_ufmtval_getString(const cicu_formatted_value *ufmtval, int32_t *pLength, cicu_status *ec) { return (const cicu_uchar *)ufmtval_getString((const UFormattedValue *)ufmtval, pLength, E(ec)); }
int32_t cicu_unumf_resultToString(const cicu_formatted_number *uresult, cicu_uchar *buffer, int32_t bufferCapacity, cicu_status *ec) { return unumf_resultToString((const UFormattedNumber *)uresult, (UChar *)buffer, bufferCapacity, E(ec)); }
void cicu_unumf_close(cicu_number_formatter *uformatter) { unumf_close((UNumberFormatter *)uformatter); }
void cicu_unumf_closeResult(cicu_formatted_number *uresult) { unumf_closeResult((UFormattedNumber *)uresult); }

// MARK: - Parsing

cicu_number_format *cicu_unum_open(int32_t style, const char *locale, cicu_status *status) { return (cicu_number_format *)unum_open((UNumberFormatStyle)style, NULL, 0, locale, NULL, E(status)); }
void cicu_unum_close(cicu_number_format *fmt) { unum_close((UNumberFormat *)fmt); }
int32_t cicu_unum_getTextAttribute(const cicu_number_format *fmt, int32_t tag, cicu_uchar *result, int32_t resultLength, cicu_status *status) { return unum_getTextAttribute((const UNumberFormat *)fmt, (UNumberFormatTextAttribute)tag, (UChar *)result, resultLength, E(status)); }
int32_t cicu_unum_getSymbol(const cicu_number_format *fmt, int32_t symbol, cicu_uchar *buffer, int32_t size, cicu_status *status) { return unum_getSymbol((const UNumberFormat *)fmt, (UNumberFormatSymbol)symbol, (UChar *)buffer, size, E(status)); }

// MARK: - Parsing additions

#include <unicode/upluralrules.h>

_Static_assert(CICU_UNUM_GROUPING_SIZE == UNUM_GROUPING_SIZE, "");
_Static_assert(CICU_UNUM_SECONDARY_GROUPING_SIZE == UNUM_SECONDARY_GROUPING_SIZE, "");

int32_t cicu_unum_getAttribute(const cicu_number_format *fmt, int32_t attr) { return unum_getAttribute((const UNumberFormat *)fmt, (UNumberFormatAttribute)attr); }
cicu_plural_rules *cicu_uplrules_open(const char *locale, cicu_status *status) { return (cicu_plural_rules *)uplrules_open(locale, E(status)); }
cicu_enumeration *cicu_uplrules_getKeywords(const cicu_plural_rules *uplrules, cicu_status *status) { return (cicu_enumeration *)uplrules_getKeywords((const UPluralRules *)uplrules, E(status)); }
void cicu_uplrules_close(cicu_plural_rules *uplrules) { uplrules_close((UPluralRules *)uplrules); }
const cicu_uchar *cicu_ures_getStringByKey(const cicu_resource_bundle *resB, const char *key, int32_t *len, cicu_status *status) { return (const cicu_uchar *)ures_getStringByKey((const UResourceBundle *)resB, key, len, E(status)); }
// MARK: - Template additions

_Static_assert(CICU_UFIELD_CATEGORY_NUMBER == UFIELD_CATEGORY_NUMBER, "");
_Static_assert(CICU_UNUM_INTEGER_FIELD == UNUM_INTEGER_FIELD, "");
_Static_assert(CICU_UNUM_FRACTION_FIELD == UNUM_FRACTION_FIELD, "");
_Static_assert(CICU_UNUM_DECIMAL_SEPARATOR_FIELD == UNUM_DECIMAL_SEPARATOR_FIELD, "");
_Static_assert(CICU_UNUM_EXPONENT_SYMBOL_FIELD == UNUM_EXPONENT_SYMBOL_FIELD, "");
_Static_assert(CICU_UNUM_GROUPING_SEPARATOR_FIELD == UNUM_GROUPING_SEPARATOR_FIELD, "");
_Static_assert(CICU_UNUM_COMPACT_FIELD == UNUM_COMPACT_FIELD, "");

cicu_constrained_field_position *cicu_ucfpos_open(cicu_status *ec) { return (cicu_constrained_field_position *)ucfpos_open(E(ec)); }
void cicu_ucfpos_close(cicu_constrained_field_position *ucfpos) { ucfpos_close((UConstrainedFieldPosition *)ucfpos); }
void cicu_ucfpos_reset(cicu_constrained_field_position *ucfpos, cicu_status *ec) { ucfpos_reset((UConstrainedFieldPosition *)ucfpos, E(ec)); }
void cicu_ucfpos_constrainCategory(cicu_constrained_field_position *ucfpos, int32_t category, cicu_status *ec) { ucfpos_constrainCategory((UConstrainedFieldPosition *)ucfpos, category, E(ec)); }
int8_t cicu_ufmtval_nextPosition(const cicu_formatted_value *ufmtval, cicu_constrained_field_position *ucfpos, cicu_status *ec) { return ufmtval_nextPosition((const UFormattedValue *)ufmtval, (UConstrainedFieldPosition *)ucfpos, E(ec)); }
int32_t cicu_ucfpos_getField(const cicu_constrained_field_position *ucfpos, cicu_status *ec) { return ucfpos_getField((const UConstrainedFieldPosition *)ucfpos, E(ec)); }
void cicu_ucfpos_getIndexes(const cicu_constrained_field_position *ucfpos, int32_t *pStart, int32_t *pLimit, cicu_status *ec) { ucfpos_getIndexes((const UConstrainedFieldPosition *)ucfpos, pStart, pLimit, E(ec)); }
int32_t cicu_ures_getSize(const cicu_resource_bundle *resourceBundle) { return ures_getSize((const UResourceBundle *)resourceBundle); }
const cicu_uchar *cicu_ures_getNextString(cicu_resource_bundle *resourceBundle, int32_t *len, const char **key, cicu_status *status) { return (const cicu_uchar *)ures_getNextString((UResourceBundle *)resourceBundle, len, key, E(status)); }
int32_t cicu_uloc_getBaseName(const char *localeID, char *name, int32_t nameCapacity, cicu_status *err) { return uloc_getBaseName(localeID, name, nameCapacity, E(err)); }
// MARK: - Printing additions

#include <unicode/ucnv.h>
#include <unicode/ucnv_err.h>
#include <unicode/ubidi.h>
#include <unicode/ushape.h>

_Static_assert(CICU_U_INVALID_CHAR_FOUND == U_INVALID_CHAR_FOUND, "");
_Static_assert(CICU_U_ILLEGAL_CHAR_FOUND == U_ILLEGAL_CHAR_FOUND, "");
_Static_assert(CICU_UBIDI_DO_MIRRORING == UBIDI_DO_MIRRORING, "");
_Static_assert(CICU_UBIDI_REMOVE_BIDI_CONTROLS == UBIDI_REMOVE_BIDI_CONTROLS, "");
_Static_assert(CICU_UBIDI_RTL == UBIDI_RTL, "");
_Static_assert(CICU_UBIDI_LTR == UBIDI_LTR, "");
_Static_assert(CICU_U_SHAPE_LETTERS_SHAPE == U_SHAPE_LETTERS_SHAPE, "");
_Static_assert(CICU_U_SHAPE_LAMALEF_RESIZE == U_SHAPE_LAMALEF_RESIZE, "");
_Static_assert(CICU_U_SHAPE_TEXT_DIRECTION_LOGICAL == U_SHAPE_TEXT_DIRECTION_LOGICAL, "");

cicu_converter *cicu_ucnv_open(const char *converterName, cicu_status *err) { return (cicu_converter *)ucnv_open(converterName, E(err)); }
void cicu_ucnv_close(cicu_converter *converter) { ucnv_close((UConverter *)converter); }
void cicu_ucnv_stopOnUnmappable(cicu_converter *converter, cicu_status *err) {
    ucnv_setFromUCallBack((UConverter *)converter, UCNV_FROM_U_CALLBACK_STOP, NULL, NULL, NULL, E(err));
    ucnv_setFallback((UConverter *)converter, 0);
}
int32_t cicu_ucnv_fromUChars(cicu_converter *cnv, char *dest, int32_t destCapacity, const cicu_uchar *src, int32_t srcLength, cicu_status *pErrorCode) { return ucnv_fromUChars((UConverter *)cnv, dest, destCapacity, U(src), srcLength, E(pErrorCode)); }
cicu_bidi *cicu_ubidi_open(void) { return (cicu_bidi *)ubidi_open(); }
void cicu_ubidi_close(cicu_bidi *pBiDi) { ubidi_close((UBiDi *)pBiDi); }
void cicu_ubidi_setPara(cicu_bidi *pBiDi, const cicu_uchar *text, int32_t length, uint8_t paraLevel, cicu_status *pErrorCode) { ubidi_setPara((UBiDi *)pBiDi, U(text), length, paraLevel, NULL, E(pErrorCode)); }
int32_t cicu_ubidi_writeReordered(cicu_bidi *pBiDi, cicu_uchar *dest, int32_t destSize, uint16_t options, cicu_status *pErrorCode) { return ubidi_writeReordered((UBiDi *)pBiDi, (UChar *)dest, destSize, options, E(pErrorCode)); }
int32_t cicu_u_shapeArabic(const cicu_uchar *source, int32_t sourceLength, cicu_uchar *dest, int32_t destSize, uint32_t options, cicu_status *pErrorCode) { return u_shapeArabic(U(source), sourceLength, (UChar *)dest, destSize, options, E(pErrorCode)); }
