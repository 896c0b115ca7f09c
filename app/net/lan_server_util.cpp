// The LAN server's small helpers: hashing, secure random tokens, constant-time comparison, names of states.
#include "lan_server_util.h"

#include <QCryptographicHash>
#include <QRandomGenerator>

#include <vector>

Q_LOGGING_CATEGORY(lcServer, "innovation.server")

namespace inno::net::detail {

QByteArray sha256Hex(const QByteArray& data) { return QCryptographicHash::hash(data, QCryptographicHash::Sha256).toHex(); }

QByteArray randomHex(int bytes) {
    std::vector<quint32> words(static_cast<std::size_t>((bytes + 3) / 4));
    QRandomGenerator::system()->fillRange(words.data(), static_cast<qsizetype>(words.size()));
    return QByteArray(reinterpret_cast<const char*>(words.data()), bytes).toHex();
}

bool sameBytes(const QByteArray& a, const QByteArray& b) {
    if (a.size() != b.size()) return false;
    unsigned char d = 0;
    for (qsizetype i = 0; i < a.size(); ++i) d |= static_cast<unsigned char>(a[i] ^ b[i]);
    return d == 0;
}

const char* kindName(int k) { return k == 0 ? "open" : k == 1 ? "human" : "bot"; }

const char* phaseName(int p) { return p == 0 ? "lobby" : p == 1 ? "playing" : "over"; }

}  // namespace inno::net::detail
