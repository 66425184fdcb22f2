// RawICUShims: the few ICU calls the benchmarks' floor makes (RawICU.swift), with the root
// package's CICUShims conventions: no ICU header, no ICU type (opaque handles, int32_t status,
// uint16_t UChar), so the Swift module that also sees Foundation builds. The names carry a
// `raw_` prefix because Money's own `cicu_` wrappers are linked into the same binary.
#ifndef RAW_ICU_SHIMS_H
#define RAW_ICU_SHIMS_H

#include <stdint.h>

typedef int32_t raw_status;
typedef uint16_t raw_uchar;
typedef struct raw_number_formatter raw_number_formatter;
typedef struct raw_formatted_number raw_formatted_number;
typedef struct raw_formatted_value raw_formatted_value;

static const raw_status RAW_U_ZERO_ERROR = 0;

void raw_u_getVersion(uint8_t info[4]);
raw_number_formatter *raw_unumf_openForSkeletonAndLocale(
    const raw_uchar *skeleton, int32_t skeletonLen, const char *locale, raw_status *ec);
raw_formatted_number *raw_unumf_openResult(raw_status *ec);
void raw_unumf_formatDecimal(
    const raw_number_formatter *uformatter, const char *value, int32_t valueLen, raw_formatted_number *uresult,
    raw_status *ec);
const raw_formatted_value *raw_unumf_resultAsValue(const raw_formatted_number *uresult, raw_status *ec);
const raw_uchar *raw_ufmtval_getString(const raw_formatted_value *ufmtval, int32_t *pLength, raw_status *ec);
int32_t raw_unumf_resultToString(
    const raw_formatted_number *uresult, raw_uchar *buffer, int32_t bufferCapacity, raw_status *ec);
void raw_unumf_close(raw_number_formatter *uformatter);
void raw_unumf_closeResult(raw_formatted_number *uresult);

#endif
