// libFuzzer target for the LAN message decoder (app/net/wire/wire.cpp, which has no Qt): frames split at random
// points, every request decoded and validated, and the discovery datagrams. Build and run with fuzz/run.sh.
#include "net/wire/wire.h"

#include <boost/json/src.hpp>  // Boost.JSON compiled into this target, with the same sanitizers

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace {
// Reads every value of a message with the accessors the client and server use: any kind of value under any key
// must give its fallback, never throw.
void readAll(const boost::json::value& v, int depth) {
    (void)inno::wire::stringOf(v);
    (void)inno::wire::intOf(v, -1);
    (void)inno::wire::boolOf(v);
    if (depth > 8) return;
    for (const auto& [key, member] : inno::wire::objectOf(v)) {
        (void)inno::wire::stringField(inno::wire::objectOf(v), key);
        (void)inno::wire::intField(inno::wire::objectOf(v), key);
        (void)inno::wire::arrayField(inno::wire::objectOf(v), key);
        readAll(member, depth + 1);
    }
    for (const auto& element : inno::wire::arrayOf(v)) readAll(element, depth + 1);
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view all(reinterpret_cast<const char*>(data), size);

    // Whole input as one frame, one server frame and one datagram of each kind.
    (void)inno::wire::decodeRequest(all);
    if (const auto message = inno::wire::decodeServerFrame(all)) readAll(*message, 0);
    (void)inno::wire::decodeProbe(all);
    (void)inno::wire::decodeAnnounce(all);

    // As a byte stream: the first byte chooses the chunk size and the frame limit.
    const std::size_t chunk = size ? 1 + data[0] % 64 : 1;
    inno::wire::FrameReader reader(size > 1 ? 16 + data[1] * 8u : inno::wire::kMaxClientFrame);
    std::string frame;
    for (std::size_t at = 0; at < size; at += chunk) {
        reader.feed(all.substr(at, chunk));
        for (;;) {
            const auto st = reader.next(frame);
            if (st == inno::wire::FrameReader::Status::NeedMore) break;
            if (st == inno::wire::FrameReader::Status::Frame) {
                const auto d = inno::wire::decodeRequest(frame);
                if (d.request) {
                    // A valid request re-encodes to a frame that decodes to the same request.
                    const std::string again = inno::wire::encodeFrame(d.request->body);
                    const auto d2 = inno::wire::decodeRequest(std::string_view(again).substr(0, again.size() - 1));
                    if (!d2.request || d2.request->type != d.request->type || d2.request->seq != d.request->seq) __builtin_trap();
                } else if (d.error.code.empty() || d.error.message.empty()) {
                    __builtin_trap();  // every refusal must say why
                }
            }
        }
    }
    inno::wire::RateLimiter limiter(10, 5);
    for (std::size_t i = 0; i < size && i < 64; ++i) (void)limiter.take(data[i] / 16.0);
    return 0;
}
