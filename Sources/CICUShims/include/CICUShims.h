// CICUShims: the only door from Swift to the system's ICU4C.
//
// Two reasons shape this header:
// - ICU renames every C function per major version (unumf_openResult becomes
//   unumf_openResult_72) through macros Swift cannot import, so each function Money uses has
//   a `cicu_<name>` wrapper with ICU's own parameter order.
// - Foundation ships a second ICU (module _FoundationICU) whose headers define the same types
//   (UErrorCode, UChar, ...) differently. Any Swift module that sees both fails to build with
//   "'UErrorCode' has different definitions in different modules". So this header includes no
//   ICU header and names no ICU type: handles are opaque structs of our own, status codes and
//   enums are int32_t, and UChar is uint16_t. The wrappers live in CICUShims.c, the one file
//   that includes ICU, where static assertions hold every constant below to ICU's value.
// The header holds no logic.
#ifndef CICU_SHIMS_H
#define CICU_SHIMS_H

#include <stdint.h>

/// ICU's UErrorCode: zero is success, negative values are warnings, positive ones failures.
typedef int32_t cicu_status;
/// ICU's UChar: one UTF-16 code unit.
typedef uint16_t cicu_uchar;

typedef struct cicu_number_formatter cicu_number_formatter;   // UNumberFormatter
typedef struct cicu_formatted_number cicu_formatted_number;   // UFormattedNumber
typedef struct cicu_formatted_value cicu_formatted_value;     // UFormattedValue
typedef struct cicu_number_format cicu_number_format;         // UNumberFormat (classic, for parsing)
typedef struct cicu_resource_bundle cicu_resource_bundle;     // UResourceBundle
typedef struct cicu_enumeration cicu_enumeration;             // UEnumeration

/// The ICU major version this package was compiled against (72 on Debian 12).
extern const int32_t CICU_ICU_VERSION_MAJOR;

// MARK: - Constants (each checked against ICU's own value in CICUShims.c)

static const cicu_status CICU_U_ZERO_ERROR = 0;
static const cicu_status CICU_U_MISSING_RESOURCE_ERROR = 2;
static const cicu_status CICU_U_BUFFER_OVERFLOW_ERROR = 15;
static const cicu_status CICU_U_USING_DEFAULT_WARNING = -127;

static const int32_t CICU_ULOC_ACTUAL_LOCALE = 0;
static const int32_t CICU_ULOC_FULLNAME_CAPACITY = 157;

static const uint32_t CICU_UCURR_ALL = 0x7fffffff;
static const uint32_t CICU_UCURR_COMMON = 1;
static const uint32_t CICU_UCURR_NON_DEPRECATED = 8;
static const int32_t CICU_UCURR_USAGE_STANDARD = 0;
static const int32_t CICU_UCURR_USAGE_CASH = 1;
static const int32_t CICU_UCURR_SYMBOL_NAME = 0;
static const int32_t CICU_UCURR_LONG_NAME = 1;
static const int32_t CICU_UCURR_NARROW_SYMBOL_NAME = 2;

static const int32_t CICU_UNUM_DECIMAL = 1;
static const int32_t CICU_UNUM_CURRENCY = 2;
static const int32_t CICU_UNUM_CURRENCY_ACCOUNTING = 12;
static const int32_t CICU_UNUM_DECIMAL_SEPARATOR_SYMBOL = 0;
static const int32_t CICU_UNUM_GROUPING_SEPARATOR_SYMBOL = 1;
static const int32_t CICU_UNUM_MINUS_SIGN_SYMBOL = 6;
static const int32_t CICU_UNUM_PLUS_SIGN_SYMBOL = 7;
static const int32_t CICU_UNUM_CURRENCY_SYMBOL = 8;
static const int32_t CICU_UNUM_INTL_CURRENCY_SYMBOL = 9;
static const int32_t CICU_UNUM_MONETARY_SEPARATOR_SYMBOL = 10;
static const int32_t CICU_UNUM_MONETARY_GROUPING_SEPARATOR_SYMBOL = 17;
static const int32_t CICU_UNUM_POSITIVE_PREFIX = 0;      // UNumberFormatTextAttribute
static const int32_t CICU_UNUM_POSITIVE_SUFFIX = 1;
static const int32_t CICU_UNUM_NEGATIVE_PREFIX = 2;
static const int32_t CICU_UNUM_NEGATIVE_SUFFIX = 3;

// MARK: - Errors and versions

const char *cicu_u_errorName(cicu_status code);
void cicu_u_getVersion(uint8_t info[4]);
void cicu_ulocdata_getCLDRVersion(uint8_t info[4], cicu_status *status);

// MARK: - Locales

int32_t cicu_uloc_forLanguageTag(const char *tag, char *localeID, int32_t capacity, int32_t *parsedLength, cicu_status *err);
int32_t cicu_uloc_canonicalize(const char *localeID, char *name, int32_t capacity, cicu_status *err);
int32_t cicu_uloc_getLanguage(const char *localeID, char *language, int32_t capacity, cicu_status *err);
int32_t cicu_uloc_getScript(const char *localeID, char *script, int32_t capacity, cicu_status *err);
int32_t cicu_uloc_getCountry(const char *localeID, char *country, int32_t capacity, cicu_status *err);
int32_t cicu_uloc_addLikelySubtags(const char *localeID, char *maximized, int32_t capacity, cicu_status *err);
const char *const *cicu_uloc_getISOLanguages(void);
const char *const *cicu_uloc_getISOCountries(void);
int32_t cicu_uloc_countAvailable(void);
const char *cicu_uloc_getAvailable(int32_t n);

// MARK: - Resource bundles (currency metadata, locale existence)

cicu_resource_bundle *cicu_ures_open(const char *packageName, const char *locale, cicu_status *status);
cicu_resource_bundle *cicu_ures_openDirect(const char *packageName, const char *locale, cicu_status *status);
cicu_resource_bundle *cicu_ures_getByKey(const cicu_resource_bundle *resourceBundle, const char *key, cicu_resource_bundle *fillIn, cicu_status *status);
const int32_t *cicu_ures_getIntVector(const cicu_resource_bundle *resourceBundle, int32_t *len, cicu_status *status);
const char *cicu_ures_getLocaleByType(const cicu_resource_bundle *resourceBundle, int32_t type, cicu_status *status);
void cicu_ures_close(cicu_resource_bundle *resourceBundle);
/// The package of ICU's currency data tree (`icudt72l-curr`), where `supplementalData` keeps `CurrencyMeta`.
const char *cicu_icudata_curr(void);

// MARK: - Currencies

cicu_enumeration *cicu_ucurr_openISOCurrencies(uint32_t currType, cicu_status *pErrorCode);
int32_t cicu_ucurr_getDefaultFractionDigitsForUsage(const cicu_uchar *currency, int32_t usage, cicu_status *ec);
int32_t cicu_ucurr_getNumericCode(const cicu_uchar *currency);
const cicu_uchar *cicu_ucurr_getName(const cicu_uchar *currency, const char *locale, int32_t nameStyle, int8_t *isChoiceFormat, int32_t *len, cicu_status *ec);
const cicu_uchar *cicu_ucurr_getPluralName(const cicu_uchar *currency, const char *locale, int8_t *isChoiceFormat, const char *pluralCount, int32_t *len, cicu_status *ec);
int32_t cicu_ucurr_forLocale(const char *locale, cicu_uchar *buff, int32_t buffCapacity, cicu_status *ec);
const char *cicu_uenum_next(cicu_enumeration *en, int32_t *resultLength, cicu_status *status);
void cicu_uenum_close(cicu_enumeration *en);

// MARK: - Number formatting (ICU's NumberFormatter C API)

cicu_number_formatter *cicu_unumf_openForSkeletonAndLocale(const cicu_uchar *skeleton, int32_t skeletonLen, const char *locale, cicu_status *ec);
cicu_formatted_number *cicu_unumf_openResult(cicu_status *ec);
void cicu_unumf_formatDecimal(const cicu_number_formatter *uformatter, const char *value, int32_t valueLen, cicu_formatted_number *uresult, cicu_status *ec);
void cicu_unumf_formatInt(const cicu_number_formatter *uformatter, int64_t value, cicu_formatted_number *uresult, cicu_status *ec);
// The formatted text in place, without a copy: valid until the result is reused or closed.
const cicu_formatted_value *cicu_unumf_resultAsValue(const cicu_formatted_number *uresult, cicu_status *ec);
const cicu_uchar *cicu_ufmtval_getString(const cicu_formatted_value *ufmtval, int32_t *pLength, cicu_status *ec);
int32_t cicu_unumf_resultToString(const cicu_formatted_number *uresult, cicu_uchar *buffer, int32_t bufferCapacity, cicu_status *ec);
void cicu_unumf_close(cicu_number_formatter *uformatter);
void cicu_unumf_closeResult(cicu_formatted_number *uresult);

// MARK: - Parsing (the classic NumberFormat C API; NumberFormatter does not parse)

/// `unum_open` without a pattern (the style's own) and without the parse-error out-parameter.
cicu_number_format *cicu_unum_open(int32_t style, const char *locale, cicu_status *status);
void cicu_unum_close(cicu_number_format *fmt);
int32_t cicu_unum_getTextAttribute(const cicu_number_format *fmt, int32_t tag, cicu_uchar *result, int32_t resultLength, cicu_status *status);
int32_t cicu_unum_getSymbol(const cicu_number_format *fmt, int32_t symbol, cicu_uchar *buffer, int32_t size, cicu_status *status);

// MARK: - Parsing additions

static const int32_t CICU_UNUM_GROUPING_SIZE = 10;            // UNumberFormatAttribute
static const int32_t CICU_UNUM_SECONDARY_GROUPING_SIZE = 15;  // UNumberFormatAttribute

/// A numeric attribute of a classic format, such as its grouping sizes (MoneyParser checks
/// where grouping separators sit against them).
int32_t cicu_unum_getAttribute(const cicu_number_format *fmt, int32_t attr);

typedef struct cicu_plural_rules cicu_plural_rules;           // UPluralRules

/// The plural rules of a locale, whose keywords ("one", "few", "other") name the forms of a
/// currency's long name the locale has.
cicu_plural_rules *cicu_uplrules_open(const char *locale, cicu_status *status);
cicu_enumeration *cicu_uplrules_getKeywords(const cicu_plural_rules *uplrules, cicu_status *status);
void cicu_uplrules_close(cicu_plural_rules *uplrules);
/// A string in a resource table, such as one of a locale's `CurrencyUnitPatterns` ("{0} de {1}").
const cicu_uchar *cicu_ures_getStringByKey(const cicu_resource_bundle *resB, const char *key, int32_t *len, cicu_status *status);
// MARK: - Template additions
// What MoneyFormatter's template formatter needs to learn a format from ICU: where each field of
// a formatted number sits (UConstrainedFieldPosition) and the plural rules' text
// (ICU's `plurals` data tree).

typedef struct cicu_constrained_field_position cicu_constrained_field_position;  // UConstrainedFieldPosition

static const int32_t CICU_UFIELD_CATEGORY_NUMBER = 2;
static const int32_t CICU_UNUM_INTEGER_FIELD = 0;
static const int32_t CICU_UNUM_FRACTION_FIELD = 1;
static const int32_t CICU_UNUM_DECIMAL_SEPARATOR_FIELD = 2;
static const int32_t CICU_UNUM_EXPONENT_SYMBOL_FIELD = 3;
static const int32_t CICU_UNUM_GROUPING_SEPARATOR_FIELD = 6;
static const int32_t CICU_UNUM_COMPACT_FIELD = 12;

cicu_constrained_field_position *cicu_ucfpos_open(cicu_status *ec);
void cicu_ucfpos_close(cicu_constrained_field_position *ucfpos);
void cicu_ucfpos_reset(cicu_constrained_field_position *ucfpos, cicu_status *ec);
void cicu_ucfpos_constrainCategory(cicu_constrained_field_position *ucfpos, int32_t category, cicu_status *ec);
int8_t cicu_ufmtval_nextPosition(const cicu_formatted_value *ufmtval, cicu_constrained_field_position *ucfpos, cicu_status *ec);
int32_t cicu_ucfpos_getField(const cicu_constrained_field_position *ucfpos, cicu_status *ec);
void cicu_ucfpos_getIndexes(const cicu_constrained_field_position *ucfpos, int32_t *pStart, int32_t *pLimit, cicu_status *ec);
int32_t cicu_ures_getSize(const cicu_resource_bundle *resourceBundle);
const cicu_uchar *cicu_ures_getNextString(cicu_resource_bundle *resourceBundle, int32_t *len, const char **key, cicu_status *status);
int32_t cicu_uloc_getBaseName(const char *localeID, char *name, int32_t nameCapacity, cicu_status *err);

// MARK: - Printing additions
// What the ESC/POS renderer needs: a printer's code pages through ICU's converters, and right-to-left
// lines in the order a printer lays them down (ICU's bidi and Arabic shaping).

typedef struct cicu_converter cicu_converter;   // UConverter
typedef struct cicu_bidi cicu_bidi;             // UBiDi

static const cicu_status CICU_U_INVALID_CHAR_FOUND = 10;
static const cicu_status CICU_U_ILLEGAL_CHAR_FOUND = 12;
static const uint16_t CICU_UBIDI_DO_MIRRORING = 2;
static const uint16_t CICU_UBIDI_REMOVE_BIDI_CONTROLS = 8;
static const uint8_t CICU_UBIDI_RTL = 1;
static const uint8_t CICU_UBIDI_LTR = 0;
static const uint32_t CICU_U_SHAPE_LETTERS_SHAPE = 8;
static const uint32_t CICU_U_SHAPE_LAMALEF_RESIZE = 0;
static const uint32_t CICU_U_SHAPE_TEXT_DIRECTION_LOGICAL = 0;

cicu_converter *cicu_ucnv_open(const char *converterName, cicu_status *err);
void cicu_ucnv_close(cicu_converter *converter);
/// Makes the converter stop at a character it cannot map instead of writing a substitute, and
/// turns off fallback mappings (one-way guesses), so only round-trip mappings are written.
void cicu_ucnv_stopOnUnmappable(cicu_converter *converter, cicu_status *err);
int32_t cicu_ucnv_fromUChars(cicu_converter *cnv, char *dest, int32_t destCapacity, const cicu_uchar *src, int32_t srcLength, cicu_status *pErrorCode);
cicu_bidi *cicu_ubidi_open(void);
void cicu_ubidi_close(cicu_bidi *pBiDi);
void cicu_ubidi_setPara(cicu_bidi *pBiDi, const cicu_uchar *text, int32_t length, uint8_t paraLevel, cicu_status *pErrorCode);
int32_t cicu_ubidi_writeReordered(cicu_bidi *pBiDi, cicu_uchar *dest, int32_t destSize, uint16_t options, cicu_status *pErrorCode);
int32_t cicu_u_shapeArabic(const cicu_uchar *source, int32_t sourceLength, cicu_uchar *dest, int32_t destSize, uint32_t options, cicu_status *pErrorCode);

#endif
