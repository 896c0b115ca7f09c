// The in-process transport: both directions queued through the event loop.
#include "net/host/local_transport.h"

#include "net/host/table_host.h"

#include <QMetaObject>

namespace inno::net {

LocalTransport::LocalTransport(TableHost* host, const QList<int>& seats, QObject* parent)
    : ClientTransport(parent), host_(host) {
    connection_ = host->addConnection(seats, [this](boost::json::object m) { deliverToClient(std::move(m)); });
    connect(host, &QObject::destroyed, this, [this] { emit connectionLost(tr("The table was closed.")); });
}

LocalTransport::~LocalTransport() {
    if (host_) host_->removeConnection(connection_);
}

void LocalTransport::send(const boost::json::object& message) {
    toHost_.append(message);
    pump();
}

void LocalTransport::deliverToClient(boost::json::object message) {
    toClient_.append(std::move(message));
    pump();
}

void LocalTransport::pump() {
    if (synchronous_) {
        flush();
        return;
    }
    if (pumpQueued_) return;
    pumpQueued_ = true;
    QMetaObject::invokeMethod(this, [this] { flush(); }, Qt::QueuedConnection);
}

void LocalTransport::flush() {
    pumpQueued_ = false;
    if (pumping_) return;  // the loop below picks up what arrives meanwhile
    pumping_ = true;
    while (!toHost_.isEmpty() || !toClient_.isEmpty()) {
        while (!toClient_.isEmpty()) emit messageReceived(toClient_.takeFirst());
        if (!toHost_.isEmpty()) {
            const boost::json::object m = toHost_.takeFirst();
            if (host_) host_->receive(connection_, m);
        }
    }
    pumping_ = false;
}

}  // namespace inno::net
