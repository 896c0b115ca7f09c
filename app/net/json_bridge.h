// Qt JSON to Boost.JSON, for the wire (the table host and the client controller speak QJsonObject; the wire
// encodes and decodes with Boost.JSON). The other direction is toQt() in protocol.h.
#pragma once

#include <QJsonObject>
#include <QJsonValue>

#include <boost/json.hpp>

namespace inno::net {

// With a storage (a monotonic buffer for one message) the conversion allocates almost nothing.
boost::json::value toBoost(const QJsonValue& v, boost::json::storage_ptr sp = {});
boost::json::object toBoost(const QJsonObject& o, boost::json::storage_ptr sp = {});

}  // namespace inno::net
