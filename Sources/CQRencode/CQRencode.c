#include "CQRencode.h"

#include <dlfcn.h>
#include <errno.h>
#include <pthread.h>
#include <stddef.h>

typedef CQRSymbol *(*EncodeData)(int, const unsigned char *, int, int);
typedef void (*FreeSymbol)(CQRSymbol *);

static pthread_once_t once = PTHREAD_ONCE_INIT;
static EncodeData encode_data;
static FreeSymbol free_symbol;
static const char *load_error;

// The names the library goes by: the versioned name of the runtime package (libqrencode4), the
// development link, and Homebrew's on macOS.
static const char *const names[] = {
#if defined(__APPLE__)
    "libqrencode.4.dylib", "/opt/homebrew/lib/libqrencode.4.dylib", "/usr/local/lib/libqrencode.4.dylib",
    "libqrencode.dylib",
#else
    "libqrencode.so.4", "libqrencode.so",
#endif
};

static void load(void) {
    void *library = NULL;
    for (size_t i = 0; i < sizeof names / sizeof names[0] && library == NULL; i++) {
        library = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
    }
    if (library == NULL) {
        const char *reason = dlerror();
        load_error = reason != NULL ? reason : "libqrencode.so.4 not found";
        return;
    }
    encode_data = (EncodeData)dlsym(library, "QRcode_encodeData");
    free_symbol = (FreeSymbol)dlsym(library, "QRcode_free");
    if (encode_data == NULL || free_symbol == NULL) {
        encode_data = NULL;
        free_symbol = NULL;
        load_error = "libqrencode has no QRcode_encodeData or QRcode_free";
    }
}

int cqr_available(void) {
    pthread_once(&once, load);
    return encode_data != NULL;
}

const char *cqr_load_error(void) {
    pthread_once(&once, load);
    return load_error;
}

CQRSymbol *cqr_encode_data(int size, const unsigned char *data, int version, CQRLevel level) {
    if (!cqr_available()) {
        errno = ENOENT;
        return NULL;
    }
    return encode_data(size, data, version, (int)level);
}

void cqr_free(CQRSymbol *symbol) {
    if (symbol != NULL && cqr_available()) free_symbol(symbol);
}
