#include "net/lan/log_limiter.h"

namespace inno::net {

LogLimiter::LogLimiter(double rate, double burst, double totalRate, double totalBurst)
    : rate_(rate), burst_(burst), total_(totalRate, totalBurst) {
    clock_.start();
}

bool LogLimiter::allow(const QString& source) {
    const double t = now();
    wire::RateLimiter& own = sources_.try_emplace(source, rate_, burst_).first->second;
    if (own.has(t) && total_.take(t)) {
        own.take(t);
        return true;
    }
    ++leftOut_[source];
    return false;
}

std::map<QString, int> LogLimiter::takeLeftOut() {
    const double t = now();
    for (auto it = sources_.begin(); it != sources_.end();) {
        if (it->second.has(t, burst_) && !leftOut_.count(it->first)) it = sources_.erase(it);
        else ++it;
    }
    return std::exchange(leftOut_, {});
}

}  // namespace inno::net
