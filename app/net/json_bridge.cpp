#include "json_bridge.h"

#include <QJsonArray>

namespace inno::net {

boost::json::value toBoost(const QJsonValue& v) {
    switch (v.type()) {
    case QJsonValue::Null:
    case QJsonValue::Undefined: return nullptr;
    case QJsonValue::Bool: return v.toBool();
    case QJsonValue::Double: {
        // QJsonValue keeps integers exactly up to 2^53; write them as integers.
        const double d = v.toDouble();
        const qint64 i = v.toInteger();
        if (static_cast<double>(i) == d) return static_cast<std::int64_t>(i);
        return d;
    }
    case QJsonValue::String: {
        const QByteArray u = v.toString().toUtf8();
        return boost::json::string(u.constData(), static_cast<std::size_t>(u.size()));
    }
    case QJsonValue::Array: {
        const QJsonArray a = v.toArray();
        boost::json::array out;
        out.reserve(static_cast<std::size_t>(a.size()));
        for (const auto& x : a) out.push_back(toBoost(x));
        return out;
    }
    case QJsonValue::Object: return toBoost(v.toObject());
    }
    return nullptr;
}

boost::json::object toBoost(const QJsonObject& o) {
    boost::json::object out;
    out.reserve(static_cast<std::size_t>(o.size()));
    for (auto it = o.begin(); it != o.end(); ++it) {
        const QByteArray k = it.key().toUtf8();
        out.emplace(std::string_view(k.constData(), static_cast<std::size_t>(k.size())), toBoost(it.value()));
    }
    return out;
}

}  // namespace inno::net
