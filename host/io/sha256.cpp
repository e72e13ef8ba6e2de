// Sha256 over OpenSSL's EVP interface; see sha256.hpp.
#include "host/io/sha256.hpp"

#include <new>
#include <openssl/evp.h>
#include <stdexcept>

namespace twobit {

Sha256::Sha256() : context_(EVP_MD_CTX_new()) {
    if (context_ == nullptr) throw std::bad_alloc();
    if (EVP_DigestInit_ex(static_cast<EVP_MD_CTX*>(context_), EVP_sha256(), nullptr) != 1)
        throw std::runtime_error("SHA-256: OpenSSL could not start a digest");
}

Sha256::~Sha256() {
    EVP_MD_CTX_free(static_cast<EVP_MD_CTX*>(context_));
}

void Sha256::add(const void* data, size_t size) {
    if (EVP_DigestUpdate(static_cast<EVP_MD_CTX*>(context_), data, size) != 1)
        throw std::runtime_error("SHA-256: OpenSSL could not add to a digest");
}

std::string Sha256::hex() {
    unsigned char digest[EVP_MAX_MD_SIZE];
    unsigned int size = 0;
    if (EVP_DigestFinal_ex(static_cast<EVP_MD_CTX*>(context_), digest, &size) != 1)
        throw std::runtime_error("SHA-256: OpenSSL could not finish a digest");
    static const char* const kHex = "0123456789abcdef";
    std::string text;
    for (unsigned int i = 0; i < size; ++i) {
        text += kHex[digest[i] >> 4];
        text += kHex[digest[i] & 15];
    }
    return text;
}

} // namespace twobit
