// The server's log, limited per source. What one client causes (lines about its address) may take at most `rate`
// lines a second after a burst of `burst`, and all clients together `totalRate` after `totalBurst`: a client
// cannot fill the disk the tables live on with log lines. Lines over the limits are counted, and the server
// writes one summary a second of what was left out (takeLeftOut()).
#pragma once

#include "net/wire/wire.h"

#include <QElapsedTimer>
#include <QString>

#include <map>
#include <utility>

namespace inno::net {

class LogLimiter {
public:
    LogLimiter(double rate, double burst, double totalRate, double totalBurst);
    // Whether a line about `source` may be written now (it counts against the limits when it may).
    bool allow(const QString& source);
    // The lines left out since the last call, per source (and forgets the sources that are quiet again).
    std::map<QString, int> takeLeftOut();

private:
    double now() const { return clock_.elapsed() / 1000.0; }

    double rate_, burst_;
    wire::RateLimiter total_;
    std::map<QString, wire::RateLimiter> sources_;
    std::map<QString, int> leftOut_;
    QElapsedTimer clock_;
};

}  // namespace inno::net
