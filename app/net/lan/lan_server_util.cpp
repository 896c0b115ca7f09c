// The LAN server's small helpers: hashing, secure random tokens, constant-time comparison.
#include "net/lan/lan_server_util.h"

#include <QCryptographicHash>
#include <QRandomGenerator>

#include <vector>

// Debug lines (every connection opened and closed) are off unless asked for (QT_LOGGING_RULES): a client must
// not be able to fill the log.
Q_LOGGING_CATEGORY(lcServer, "innovation.server", QtInfoMsg)

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

}  // namespace inno::net::detail
