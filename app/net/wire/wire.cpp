#include "net/wire/wire.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>

namespace inno::wire {

namespace bj = boost::json;

// ---------------------------------------------------------------- frames

void FrameReader::feed(std::string_view bytes) {
    if (start_ > 0 && start_ == buf_.size()) {
        buf_.clear();
        start_ = 0;
    } else if (start_ > 64 * 1024 && start_ * 2 > buf_.size()) {
        buf_.erase(0, start_);
        start_ = 0;
    }
    buf_.append(bytes.data(), bytes.size());
}

FrameReader::Status FrameReader::next(std::string& frame) {
    for (;;) {
        const std::size_t from = start_ + scanned_;
        const std::size_t nl = buf_.find('\n', from);
        if (discarding_) {
            if (nl == std::string::npos) {
                // Everything buffered belongs to the oversized frame.
                buf_.clear();
                start_ = scanned_ = 0;
                return Status::NeedMore;
            }
            start_ = nl + 1;
            scanned_ = 0;
            discarding_ = false;
            continue;
        }
        if (nl == std::string::npos) {
            scanned_ = buf_.size() - start_;
            // One byte more than the limit may still be the '\r' of a "\r\n" ending, which does not count.
            if (scanned_ > max_ + 1 || (scanned_ == max_ + 1 && buf_.back() != '\r')) {
                discarding_ = true;
                buf_.clear();
                start_ = scanned_ = 0;
                return Status::Oversized;
            }
            return Status::NeedMore;
        }
        std::size_t len = nl - start_;
        if (len > 0 && buf_[nl - 1] == '\r') --len;  // "\r\n": the '\r' is not part of the frame
        if (len > max_) {
            start_ = nl + 1;
            scanned_ = 0;
            return Status::Oversized;
        }
        std::size_t end = nl;
        if (end > start_ && buf_[end - 1] == '\r') --end;
        frame.assign(buf_, start_, end - start_);
        start_ = nl + 1;
        scanned_ = 0;
        return Status::Frame;
    }
}

std::string encodeFrame(const bj::object& message) {
    std::string s = bj::serialize(message);
    s.push_back('\n');
    return s;
}

// ---------------------------------------------------------------- fields

std::string_view stringOf(const bj::value& v, std::string_view fallback) {
    const bj::string* s = v.if_string();
    return s ? std::string_view(s->data(), s->size()) : fallback;
}

std::int64_t intOf(const bj::value& v, std::int64_t fallback) {
    if (v.is_int64()) return v.get_int64();
    if (v.is_uint64()) {
        const std::uint64_t u = v.get_uint64();
        return u <= static_cast<std::uint64_t>(INT64_MAX) ? static_cast<std::int64_t>(u) : fallback;
    }
    if (v.is_double()) {
        // A whole double within int64's range (2^63 itself is exact as a double, and just out of range).
        const double d = v.get_double();
        return std::trunc(d) == d && d >= -0x1p63 && d < 0x1p63 ? static_cast<std::int64_t>(d) : fallback;
    }
    return fallback;
}

bool boolOf(const bj::value& v, bool fallback) { return v.is_bool() ? v.get_bool() : fallback; }

const bj::object& objectOf(const bj::value& v) {
    static const bj::object empty;
    const bj::object* o = v.if_object();
    return o ? *o : empty;
}

const bj::array& arrayOf(const bj::value& v) {
    static const bj::array empty;
    const bj::array* a = v.if_array();
    return a ? *a : empty;
}

namespace {
const bj::value& fieldOf(const bj::object& o, std::string_view key) {
    static const bj::value missing;
    const bj::value* v = o.if_contains(key);
    return v ? *v : missing;
}
}  // namespace

std::string_view stringField(const bj::object& o, std::string_view key, std::string_view fallback) {
    return stringOf(fieldOf(o, key), fallback);
}
std::int64_t intField(const bj::object& o, std::string_view key, std::int64_t fallback) { return intOf(fieldOf(o, key), fallback); }
bool boolField(const bj::object& o, std::string_view key, bool fallback) { return boolOf(fieldOf(o, key), fallback); }
const bj::object& objectField(const bj::object& o, std::string_view key) { return objectOf(fieldOf(o, key)); }
const bj::array& arrayField(const bj::object& o, std::string_view key) { return arrayOf(fieldOf(o, key)); }

namespace {

constexpr std::array<std::string_view, 5> kBotLevels = {"random", "easy", "medium", "hard", "expert"};

// Reads an integer field; absent -> nullopt with ok; wrong type or range -> error.
struct Checker {
    const bj::object& o;
    std::string error;

    bool fail(std::string_view key, std::string_view what) {
        if (error.empty()) error = "field \"" + std::string(key) + "\" " + std::string(what);
        return false;
    }

    std::optional<std::int64_t> integer(std::string_view key, bool required, std::int64_t lo, std::int64_t hi) {
        const bj::value* v = o.if_contains(key);
        if (!v) {
            if (required) fail(key, "is missing");
            return std::nullopt;
        }
        std::int64_t n = 0;
        if (v->is_int64()) n = v->get_int64();
        else if (v->is_uint64() && v->get_uint64() <= static_cast<std::uint64_t>(INT64_MAX)) n = static_cast<std::int64_t>(v->get_uint64());
        else {
            fail(key, "must be a whole number");
            return std::nullopt;
        }
        if (n < lo || n > hi) {
            fail(key, "is out of range (" + std::to_string(lo) + " to " + std::to_string(hi) + ")");
            return std::nullopt;
        }
        return n;
    }

    bool boolean(std::string_view key) {
        const bj::value* v = o.if_contains(key);
        if (v && !v->is_bool()) return fail(key, "must be true or false");
        return true;
    }

    bool object(std::string_view key) {
        const bj::value* v = o.if_contains(key);
        if (v && !v->is_object()) return fail(key, "must be an object");
        return true;
    }

    // A text field: UTF-8 (Boost checks it while parsing), no control characters, length in bytes.
    bool text(std::string_view key, bool required, std::size_t minLen, std::size_t maxLen, bool printable = true) {
        const bj::value* v = o.if_contains(key);
        if (!v) return required ? fail(key, "is missing") : true;
        if (!v->is_string()) return fail(key, "must be text");
        const bj::string& s = v->get_string();
        if (s.size() < minLen) return fail(key, minLen == 1 ? "must not be empty" : "is too short");
        if (s.size() > maxLen) return fail(key, "is too long (at most " + std::to_string(maxLen) + " bytes)");
        if (printable)
            for (char c : s)
                if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) return fail(key, "must not hold control characters");
        return true;
    }

    bool name(std::string_view key, bool required) {
        if (!text(key, required, 1, kMaxNameLength)) return false;
        const std::string_view s = stringField(o, key);
        if (o.if_contains(key) && s.find_first_not_of(' ') == std::string_view::npos) return fail(key, "must not be blank");
        return true;
    }

    bool level(std::string_view key, bool required) {
        if (!text(key, required, 1, 16)) return false;
        const bj::value* v = o.if_contains(key);
        if (!v) return true;
        const std::string_view s = stringField(o, key);
        if (std::find(kBotLevels.begin(), kBotLevels.end(), s) == kBotLevels.end())
            return fail(key, "must be one of random, easy, medium, hard, expert");
        return true;
    }
};

bool checkSchema(const std::string& type, const bj::object& o, std::string& error) {
    Checker c{o, {}};
    if (type == request::Hello) {
        c.integer("protocol", true, 0, 1'000'000);
        c.text("client", false, 0, 100);
    } else if (type == request::Create) {
        c.name("name", true);
        c.text("table", false, 0, kMaxTableNameLength);
        c.integer("players", true, 2, kMaxSeats);
        c.text("password", false, 0, kMaxPasswordLength, false);
        // The game's options as the engine encodes them; the engine's codec reads them and its setup rules
        // judge them (lobby_requests.cpp).
        c.object("options");
        c.boolean("hints");
        if (o.contains("onConcede") && !(o.at("onConcede").is_string() &&
                                         (stringField(o, "onConcede") == "bot" || stringField(o, "onConcede") == "end")))
            c.fail("onConcede", "must be bot or end");
        c.integer("botDelayMs", false, 0, 5000);
        if (const bj::value* v = o.if_contains("seed"); v && !(v->is_uint64() || (v->is_int64() && v->get_int64() >= 0)))
            c.fail("seed", "must be a whole number from 0");
    } else if (type == request::List) {
        c.integer("offset", false, 0, INT32_MAX);
    } else if (type == request::Join) {
        c.integer("table", true, 1, INT32_MAX);
        c.boolean("spectate");
        c.name("name", !boolField(o, "spectate"));
        c.text("password", false, 0, kMaxPasswordLength, false);
        c.integer("seat", false, 0, kMaxSeats - 1);
    } else if (type == request::Resume) {
        c.integer("table", true, 1, INT32_MAX);
        if (c.text("token", true, kTokenLength, kTokenLength)) {
            for (char ch : stringField(o, "token"))
                if (!((ch >= '0' && ch <= '9') || (ch >= 'a' && ch <= 'f'))) {
                    c.fail("token", "must be lowercase hexadecimal");
                    break;
                }
        }
    } else if (type == request::Seat) {
        c.integer("seat", true, 0, kMaxSeats - 1);
        if (c.text("player", true, 1, 8)) {
            const std::string_view p = stringField(o, "player");
            if (p != "open" && p != "human" && p != "bot") c.fail("player", "must be open, human or bot");
            else c.level("level", p == "bot");
        }
    } else if (type == request::Start) {
        c.level("fill", false);
        if (const bj::value* v = o.if_contains("seed"); v && !(v->is_uint64() || (v->is_int64() && v->get_int64() >= 0)))
            c.fail("seed", "must be a whole number from 0");
    } else if (type == request::Answer) {
        c.integer("promptId", true, 0, INT32_MAX);
        c.integer("seat", false, 0, kMaxSeats - 1);
        const bj::value* v = o.if_contains("picks");
        if (!v) c.fail("picks", "is missing");
        else if (!v->is_array()) c.fail("picks", "must be a list of option texts");
        else {
            const bj::array& a = v->get_array();
            if (a.empty() || a.size() > kMaxPicks) c.fail("picks", "must hold 1 to " + std::to_string(kMaxPicks) + " option texts");
            for (const auto& x : a) {
                if (!x.is_string() || x.get_string().empty() || x.get_string().size() > kMaxPickLength) {
                    c.fail("picks", "must hold option texts of 1 to " + std::to_string(kMaxPickLength) + " bytes");
                    break;
                }
            }
        }
    } else if (type == request::Undo || type == request::Concede) {
        c.integer("seat", false, 0, kMaxSeats - 1);
    }
    error = c.error;
    return error.empty();
}

// Numbers beyond a double's range parse as infinity, which no JSON writer can write back: refuse them.
bool allFinite(const bj::value& v, int depth = 0) {
    if (depth > 64) return false;
    switch (v.kind()) {
    case bj::kind::double_: return std::isfinite(v.get_double());
    case bj::kind::array:
        for (const auto& x : v.get_array())
            if (!allFinite(x, depth + 1)) return false;
        return true;
    case bj::kind::object:
        for (const auto& kv : v.get_object())
            if (!allFinite(kv.value(), depth + 1)) return false;
        return true;
    default: return true;
    }
}

std::optional<bj::value> parseJson(std::string_view text, std::string* error) {
    boost::system::error_code ec;
    bj::parse_options opt;
    opt.max_depth = 32;
    bj::value v = bj::parse(text, ec, {}, opt);
    if (ec) {
        if (error) *error = ec.message();
        return std::nullopt;
    }
    if (!allFinite(v)) {
        if (error) *error = "a number is out of range";
        return std::nullopt;
    }
    return v;
}

}  // namespace

bool isRequestType(std::string_view type) {
    return std::find(request::kAll.begin(), request::kAll.end(), type) != request::kAll.end();
}

Decoded decodeRequest(std::string_view frame) {
    Decoded d;
    try {
        std::string why;
        auto v = parseJson(frame, &why);
        if (!v) {
            d.error = {"badJson", "The message is not valid JSON: " + why + ".", {}, 0};
            return d;
        }
        if (!v->is_object()) {
            d.error = {"notObject", "A message must be a JSON object.", {}, 0};
            return d;
        }
        bj::object& o = v->get_object();
        const bj::value* t = o.if_contains("type");
        const bj::value* s = o.if_contains("seq");
        std::int64_t seq = 0;
        if (s && s->is_int64() && s->get_int64() > 0) seq = s->get_int64();
        else if (s && s->is_uint64() && s->get_uint64() <= static_cast<std::uint64_t>(INT64_MAX)) seq = static_cast<std::int64_t>(s->get_uint64());
        if (!t || !t->is_string() || t->get_string().empty() || t->get_string().size() > 32) {
            d.error = {"badType", "A message needs a \"type\" naming the request.", {}, seq};
            return d;
        }
        std::string type(t->get_string().data(), t->get_string().size());
        if (!isRequestType(type)) {
            std::string shown = type;
            for (char& ch : shown)
                if (static_cast<unsigned char>(ch) < 0x20) ch = '?';
            d.error = {"unknownType", "Unknown request \"" + shown + "\".", type, seq};
            return d;
        }
        if (seq <= 0) {
            d.error = {"badSeq", "A request needs a positive whole \"seq\".", type, 0};
            return d;
        }
        if (!checkSchema(type, o, why)) {
            d.error = {"badField", "Bad \"" + type + "\" request: " + why + ".", type, seq};
            return d;
        }
        d.request = Request{std::move(type), seq, std::move(o)};
    } catch (const std::exception& e) {
        d.request.reset();
        d.error = {"badJson", std::string("The message could not be read: ") + e.what(), {}, 0};
    }
    return d;
}

std::optional<bj::object> decodeServerFrame(std::string_view frame, std::string* error) {
    try {
        auto v = parseJson(frame, error);
        if (!v) return std::nullopt;
        if (!v->is_object()) {
            if (error) *error = "not a JSON object";
            return std::nullopt;
        }
        const bj::value* t = v->get_object().if_contains("type");
        if (!t || !t->is_string()) {
            if (error) *error = "no type";
            return std::nullopt;
        }
        return std::move(v->get_object());
    } catch (const std::exception& e) {
        if (error) *error = e.what();
        return std::nullopt;
    }
}

// ---------------------------------------------------------------- discovery

std::string encodeProbe(std::string_view nonce) {
    bj::object o;
    o["type"] = "innovation.discover";
    o["protocol"] = kWireVersion;
    o["nonce"] = nonce;
    const std::string bare = bj::serialize(o);
    // The padding makes room for the answer (an announcement is never larger than its probe).
    constexpr std::size_t kPadField = sizeof(R"(,"pad":"")") - 1;
    if (bare.size() + kPadField < kProbeSize) o["pad"] = std::string(kProbeSize - bare.size() - kPadField, '.');
    return bj::serialize(o);
}

std::optional<std::string> decodeProbe(std::string_view datagram) {
    if (datagram.size() > kMaxProbe) return std::nullopt;
    try {
        auto v = parseJson(datagram, nullptr);
        if (!v || !v->is_object()) return std::nullopt;
        const bj::object& o = v->get_object();
        if (stringField(o, "type") != "innovation.discover") return std::nullopt;
        if (intField(o, "protocol", -1) != kWireVersion) return std::nullopt;
        const std::string_view nonce = stringField(o, "nonce");
        if (nonce.size() > 64) return std::nullopt;
        return std::string(nonce);
    } catch (const std::bad_alloc&) {
        return std::nullopt;  // a datagram that cannot be held is not answered
    }
}

std::optional<bj::object> decodeAnnounce(std::string_view datagram) {
    if (datagram.size() > kMaxAnnounce) return std::nullopt;
    try {
        auto v = parseJson(datagram, nullptr);
        if (!v || !v->is_object()) return std::nullopt;
        bj::object& o = v->get_object();
        if (stringField(o, "type") != "innovation.announce") return std::nullopt;
        const std::int64_t port = intField(o, "port", -1);
        if (port <= 0 || port > 65535) return std::nullopt;
        return std::move(o);
    } catch (const std::bad_alloc&) {
        return std::nullopt;  // a datagram that cannot be held is ignored
    }
}

// ---------------------------------------------------------------- rate limits

bool RateLimiter::has(double now, double cost) {
    if (last_ < 0) last_ = now;
    if (now > last_) {
        tokens_ = std::min(burst_, tokens_ + (now - last_) * rate_);
        last_ = now;
    }
    return tokens_ >= cost;
}

double RateLimiter::tokens(double now) {
    has(now, 0);
    return tokens_;
}

bool RateLimiter::take(double now, double cost) {
    if (!has(now, cost)) return false;
    tokens_ -= cost;
    return true;
}

}  // namespace inno::wire
