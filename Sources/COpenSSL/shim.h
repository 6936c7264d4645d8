#ifndef COPENSSL_SHIM_H
#define COPENSSL_SHIM_H
#include <openssl/ssl.h>
#include <openssl/err.h>
#include <openssl/x509.h>

// SSL_CTX_set_min_proto_version is a macro over SSL_CTX_ctrl: Swift cannot import it.
static inline int COpenSSL_SSL_CTX_set_min_proto_version(SSL_CTX *ctx, int version) {
    return (int)SSL_CTX_set_min_proto_version(ctx, version);
}

// SSL_CTX_set_mode is a macro over SSL_CTX_ctrl: Swift cannot import it.
static inline long COpenSSL_SSL_CTX_set_mode(SSL_CTX *ctx, long mode) {
    return SSL_CTX_set_mode(ctx, mode);
}

#endif
