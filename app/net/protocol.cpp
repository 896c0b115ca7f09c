#include "protocol.h"

#include <QJsonDocument>

namespace inno::net {

QJsonValue toQt(const boost::json::value& v) {
    switch (v.kind()) {
    case boost::json::kind::null: return QJsonValue(QJsonValue::Null);
    case boost::json::kind::bool_: return v.get_bool();
    case boost::json::kind::int64: return static_cast<qint64>(v.get_int64());
    case boost::json::kind::uint64: return static_cast<qint64>(v.get_uint64());
    case boost::json::kind::double_: return v.get_double();
    case boost::json::kind::string: {
        const auto& s = v.get_string();
        return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
    }
    case boost::json::kind::array: {
        QJsonArray a;
        for (const auto& x : v.get_array()) a.append(toQt(x));
        return a;
    }
    case boost::json::kind::object: return toQt(v.get_object());
    }
    return {};
}

QJsonObject toQt(const boost::json::object& o) {
    QJsonObject out;
    for (const auto& kv : o)
        out.insert(QString::fromUtf8(kv.key().data(), static_cast<qsizetype>(kv.key().size())), toQt(kv.value()));
    return out;
}

QByteArray toLine(const QJsonObject& o) { return QJsonDocument(o).toJson(QJsonDocument::Compact); }

}  // namespace inno::net
