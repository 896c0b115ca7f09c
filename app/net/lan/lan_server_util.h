// Shared by the LAN server's parts (connections, lobby, store): its log category and small helpers.
#pragma once

#include <QByteArray>
#include <QLoggingCategory>
#include <QString>

#include <string>

Q_DECLARE_LOGGING_CATEGORY(lcServer)

namespace inno::net::detail {

inline std::string ss(const QString& s) { return s.toStdString(); }
QByteArray sha256Hex(const QByteArray& data);
QByteArray randomHex(int bytes);  // from the system's secure generator
bool sameBytes(const QByteArray& a, const QByteArray& b);  // in constant time

}  // namespace inno::net::detail
