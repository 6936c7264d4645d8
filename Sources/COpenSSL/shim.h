#ifndef COPENSSL_SHIM_H
#define COPENSSL_SHIM_H
#include <openssl/ssl.h>
#include <openssl/err.h>
#include <openssl/x509.h>
#include <string.h>

// SSL_CTX_set_min_proto_version is a macro over SSL_CTX_ctrl: Swift cannot import it.
static inline int COpenSSL_SSL_CTX_set_min_proto_version(SSL_CTX *ctx, int version) {
    return (int)SSL_CTX_set_min_proto_version(ctx, version);
}

// SSL_CTX_set_mode is a macro over SSL_CTX_ctrl: Swift cannot import it.
static inline long COpenSSL_SSL_CTX_set_mode(SSL_CTX *ctx, long mode) {
    return SSL_CTX_set_mode(ctx, mode);
}

// SSL_OP_* are SSL_OP_BIT(n) expression macros in OpenSSL 3: Swift cannot import them.
static inline uint64_t COpenSSL_SSL_OP_NO_RENEGOTIATION(void) { return SSL_OP_NO_RENEGOTIATION; }
static inline uint64_t COpenSSL_SSL_OP_NO_COMPRESSION(void) { return SSL_OP_NO_COMPRESSION; }
static inline uint64_t COpenSSL_SSL_OP_CIPHER_SERVER_PREFERENCE(void) {
    return SSL_OP_CIPHER_SERVER_PREFERENCE;
}

// ALPN selection needs a C callback; keeping it here means Swift never handles the wire-format
// protocol list. We speak only http/1.1; a client offering only other protocols gets no ALPN
// (OpenSSL then continues without it, as RFC 7301 allows a server to do).
static inline int COpenSSL_alpn_select_http11(SSL *ssl, const unsigned char **out,
                                              unsigned char *outlen, const unsigned char *in,
                                              unsigned int inlen, void *arg) {
    static const unsigned char ours[] = { 8, 'h', 't', 't', 'p', '/', '1', '.', '1' };
    (void)ssl; (void)arg;
    unsigned char *selected = NULL;
    if (SSL_select_next_proto(&selected, outlen, ours, sizeof(ours), in, inlen)
        == OPENSSL_NPN_NEGOTIATED) {
        *out = selected;
        return SSL_TLSEXT_ERR_OK;
    }
    return SSL_TLSEXT_ERR_NOACK;
}

static inline void COpenSSL_SSL_CTX_select_alpn_http11(SSL_CTX *ctx) {
    SSL_CTX_set_alpn_select_cb(ctx, COpenSSL_alpn_select_http11, NULL);
}

#endif
