// The wrappers declared in RawICUShims.h: one ICU call each, ICU's own parameter order.
#include "RawICUShims.h"

#include <unicode/utypes.h>
#include <unicode/uversion.h>
#include <unicode/unumberformatter.h>

_Static_assert(sizeof(UChar) == sizeof(raw_uchar), "UChar is one UTF-16 code unit");
_Static_assert(sizeof(UErrorCode) == sizeof(raw_status), "UErrorCode fits int32_t");
_Static_assert(RAW_U_ZERO_ERROR == U_ZERO_ERROR, "");

void raw_u_getVersion(uint8_t info[4]) { u_getVersion(info); }

raw_number_formatter *raw_unumf_openForSkeletonAndLocale(
    const raw_uchar *skeleton, int32_t skeletonLen, const char *locale, raw_status *ec) {
    return (raw_number_formatter *)unumf_openForSkeletonAndLocale(
        (const UChar *)skeleton, skeletonLen, locale, (UErrorCode *)ec);
}

raw_formatted_number *raw_unumf_openResult(raw_status *ec) {
    return (raw_formatted_number *)unumf_openResult((UErrorCode *)ec);
}

void raw_unumf_formatDecimal(
    const raw_number_formatter *uformatter, const char *value, int32_t valueLen, raw_formatted_number *uresult,
    raw_status *ec) {
    unumf_formatDecimal(
        (const UNumberFormatter *)uformatter, value, valueLen, (UFormattedNumber *)uresult, (UErrorCode *)ec);
}

const raw_formatted_value *raw_unumf_resultAsValue(const raw_formatted_number *uresult, raw_status *ec) {
    return (const raw_formatted_value *)unumf_resultAsValue((const UFormattedNumber *)uresult, (UErrorCode *)ec);
}

const raw_uchar *raw_ufmtval_getString(const raw_formatted_value *ufmtval, int32_t *pLength, raw_status *ec) {
    return (const raw_uchar *)ufmtval_getString((const UFormattedValue *)ufmtval, pLength, (UErrorCode *)ec);
}

int32_t raw_unumf_resultToString(
    const raw_formatted_number *uresult, raw_uchar *buffer, int32_t bufferCapacity, raw_status *ec) {
    return unumf_resultToString((const UFormattedNumber *)uresult, (UChar *)buffer, bufferCapacity, (UErrorCode *)ec);
}

void raw_unumf_close(raw_number_formatter *uformatter) { unumf_close((UNumberFormatter *)uformatter); }

void raw_unumf_closeResult(raw_formatted_number *uresult) { unumf_closeResult((UFormattedNumber *)uresult); }
