// CQRencode: the system's libqrencode (Debian's libqrencode-dev), found through pkg-config.
//
// PaymentCodes encodes payment payloads into QR symbols with it: a maintained encoder (Reed-Solomon
// blocks, masks, version choice) rather than one written here. Only QRCode.swift imports it, and
// no libqrencode type appears in a public signature.
#ifndef CQRENCODE_H
#define CQRENCODE_H

#include <qrencode.h>

#endif
