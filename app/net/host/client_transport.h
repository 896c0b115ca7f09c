// The seam between a client and a table: the client controller talks only to a ClientTransport.
// LocalTransport (local_transport.h) reaches a TableHost in the same process; TcpTransport (LAN play) the same.
#pragma once

#include <QObject>

#include <boost/json.hpp>

namespace inno::net {

class ClientTransport : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;
    ~ClientTransport() override = default;
    // Sends one message to the table ("answer", "undo"; see docs/protocol.md).
    virtual void send(const boost::json::object& message) = 0;
    virtual bool isConnected() const = 0;

signals:
    // One message from the table, in order.
    void messageReceived(const boost::json::object& message);
    void connectionLost(const QString& reason);
};

}  // namespace inno::net
