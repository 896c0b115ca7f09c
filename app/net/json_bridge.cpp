#include "json_bridge.h"

#include <QJsonArray>

namespace inno::net {

boost::json::value toBoost(const QJsonValue& v, boost::json::storage_ptr sp) {
    switch (v.type()) {
    case QJsonValue::Null:
    case QJsonValue::Undefined: return boost::json::value(nullptr, sp);
    case QJsonValue::Bool: return boost::json::value(v.toBool(), sp);
    case QJsonValue::Double: {
        // QJsonValue keeps integers exactly up to 2^53; write them as integers.
        const double d = v.toDouble();
        const qint64 i = v.toInteger();
        if (static_cast<double>(i) == d) return boost::json::value(static_cast<std::int64_t>(i), sp);
        return boost::json::value(d, sp);
    }
    case QJsonValue::String: {
        const QByteArray u = v.toString().toUtf8();
        return boost::json::value(boost::json::string_view(u.constData(), static_cast<std::size_t>(u.size())), sp);
    }
    case QJsonValue::Array: {
        const QJsonArray a = v.toArray();
        boost::json::array out(sp);
        out.reserve(static_cast<std::size_t>(a.size()));
        for (const auto& x : a) out.push_back(toBoost(x, sp));
        return out;
    }
    case QJsonValue::Object: return toBoost(v.toObject(), sp);
    }
    return boost::json::value(nullptr, sp);
}

boost::json::object toBoost(const QJsonObject& o, boost::json::storage_ptr sp) {
    boost::json::object out(sp);
    out.reserve(static_cast<std::size_t>(o.size()));
    for (auto it = o.begin(); it != o.end(); ++it) {
        const QByteArray k = it.key().toUtf8();
        out.emplace(std::string_view(k.constData(), static_cast<std::size_t>(k.size())), toBoost(it.value(), sp));
    }
    return out;
}

}  // namespace inno::net
