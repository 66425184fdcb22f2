// CQRencode: libqrencode (Debian's libqrencode4), loaded on first use.
//
// PaymentCodes encodes payment payloads into QR symbols with it: a maintained encoder (Reed-Solomon
// blocks, masks, version choice) rather than one written here. It is opened with dlopen the first
// time a symbol is encoded, not linked: every `tipfmt` process would otherwise map and relocate it
// at start-up (about 0.24 M instructions, with the libpthread it brings) though only payment codes
// need it. The declarations mirror libqrencode 4's <qrencode.h> (QRcode, QRecLevel, the two
// functions called), an ABI unchanged since libqrencode 3. Only QRCode.swift imports this, and no
// libqrencode type appears in a public signature.
#ifndef CQRENCODE_H
#define CQRENCODE_H

/// Error-correction levels, as libqrencode numbers them (QRecLevel).
typedef enum {
    CQR_ECLEVEL_L = 0,
    CQR_ECLEVEL_M = 1,
    CQR_ECLEVEL_Q = 2,
    CQR_ECLEVEL_H = 3,
} CQRLevel;

/// libqrencode's QRcode: the symbol's version, its width in modules and one byte per module
/// (bit 0 is the module's colour).
typedef struct {
    int version;
    int width;
    unsigned char *data;
} CQRSymbol;

/// Whether libqrencode could be loaded (it is loaded on the first call of this or the next).
int cqr_available(void);

/// Why libqrencode could not be loaded (dlerror's text), or NULL when it was.
const char *cqr_load_error(void);

/// QRcode_encodeData: `size` bytes in 8-bit mode, `version` 0 for the smallest that fits. NULL
/// with errno set when it fails (ERANGE: the data fits no version), or with errno ENOENT when the
/// library could not be loaded.
CQRSymbol *cqr_encode_data(int size, const unsigned char *data, int version, CQRLevel level);

/// QRcode_free.
void cqr_free(CQRSymbol *symbol);

#endif
