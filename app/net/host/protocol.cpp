#include "net/host/protocol.h"

#include "net/host/envelopes.h"
#include "net/wire/wire.h"

#include "json/codec.h"
#include "json/json_io.h"


#include <algorithm>

namespace inno::net {

QString qstring(std::string_view utf8) { return QString::fromUtf8(utf8.data(), static_cast<qsizetype>(utf8.size())); }

boost::json::string jsonString(const QString& s) {
    const QByteArray u = s.toUtf8();
    return boost::json::string(boost::json::string_view(u.constData(), static_cast<std::size_t>(u.size())));
}

QString qstringField(const boost::json::object& o, std::string_view key) { return qstring(wire::stringField(o, key)); }

QStringList qstringsOf(const boost::json::array& a) {
    QStringList out;
    out.reserve(static_cast<qsizetype>(a.size()));
    for (const auto& v : a) out.push_back(qstring(wire::stringOf(v)));
    return out;
}

boost::json::object optionsJson(const Options& o) { return json::optionsJson(o); }

std::optional<Options> optionsOf(const boost::json::value* v, int players, QString* error) {
    Options o;
    o.playerCount = players;
    if (!v) return o;
    const Names seats(static_cast<std::size_t>(std::max(players, 0)));
    try {
        return json::decode<Options>(*v, json::Seats{seats});
    } catch (const json::DecodeError& e) {
        if (error) *error = QString::fromUtf8(e.what());
    }
    return std::nullopt;
}

boost::json::object tableStart(const GameState& initial) { return encode(tableStartOf(initial)); }

}  // namespace inno::net
