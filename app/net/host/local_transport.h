// The in-process transport: a client and a TableHost in one program, talking as they would over a network.
#pragma once

#include "net/host/client_transport.h"

#include <QList>
#include <QPointer>

namespace inno::net {

class TableHost;

// In-process transport. Both directions are queued through the event loop, like a network, so neither
// side ever re-enters the other; call flush() (or run the event loop) to deliver what is pending.
class LocalTransport final : public ClientTransport {
    Q_OBJECT
public:
    // Sits in `seats` at `host` (an empty list watches as a spectator).
    LocalTransport(TableHost* host, const QList<int>& seats, QObject* parent = nullptr);
    ~LocalTransport() override;

    void send(const boost::json::object& message) override;
    bool isConnected() const override { return !host_.isNull(); }
    // Delivers every pending message in both directions now (tests, benchmarks).
    void flush();
    // When set, messages are handled at once instead of through the event loop.
    void setSynchronous(bool on) { synchronous_ = on; }

private:
    void deliverToClient(boost::json::object message);
    void pump();

    QPointer<TableHost> host_;
    int connection_ = 0;
    bool synchronous_ = false;
    bool pumpQueued_ = false;
    bool pumping_ = false;
    QList<boost::json::object> toClient_;
    QList<boost::json::object> toHost_;
};

}  // namespace inno::net
