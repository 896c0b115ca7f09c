#include "net/lan/store_salvage.h"

#include <boost/json.hpp>

#include <cstring>
#include <fstream>
#include <iterator>
#include <optional>
#include <set>

namespace inno::net::salvage {

namespace bj = boost::json;

namespace {

// SQLite's page types (the b-tree page header's first byte).
constexpr std::uint8_t kIndexInterior = 2, kTableInterior = 5, kIndexLeaf = 10, kTableLeaf = 13;

std::uint32_t be(std::string_view b, std::size_t at, int bytes) {
    std::uint32_t v = 0;
    for (int i = 0; i < bytes; ++i) v = (v << 8) | static_cast<std::uint8_t>(b[at + static_cast<std::size_t>(i)]);
    return v;
}

// A SQLite varint at `at` (1 to 9 bytes), moving `at` past it; false when it runs off the end.
bool varint(std::string_view b, std::size_t& at, std::uint64_t& v) {
    v = 0;
    for (int i = 0; i < 9; ++i) {
        if (at >= b.size()) return false;
        const auto c = static_cast<std::uint8_t>(b[at++]);
        if (i == 8) {
            v = (v << 8) | c;
            return true;
        }
        v = (v << 7) | (c & 0x7f);
        if (!(c & 0x80)) return true;
    }
    return true;
}

struct Value {
    enum Kind { Null, Int, Real, Text, Blob } kind = Null;
    std::int64_t i = 0;
    double r = 0;
    std::string_view s;
};

// A record (header of serial types, then the values), read strictly: it must fill `payload` exactly.
bool record(std::string_view payload, std::vector<Value>& out) {
    out.clear();
    std::size_t at = 0;
    std::uint64_t headerSize = 0;
    if (!varint(payload, at, headerSize) || headerSize < at || headerSize > payload.size() || headerSize > 256) return false;
    const std::string_view header = payload.substr(0, static_cast<std::size_t>(headerSize));
    std::size_t body = static_cast<std::size_t>(headerSize);
    while (at < header.size()) {
        std::uint64_t type = 0;
        if (!varint(header, at, type)) return false;
        Value v;
        std::size_t len = 0;
        if (type == 0) v.kind = Value::Null;
        else if (type <= 6) {
            static constexpr std::size_t kSizes[] = {0, 1, 2, 3, 4, 6, 8};
            len = kSizes[type];
            v.kind = Value::Int;
        } else if (type == 7) {
            len = 8;
            v.kind = Value::Real;
        } else if (type == 8 || type == 9) {
            v.kind = Value::Int;
            v.i = type == 9;
        } else if (type == 10 || type == 11) return false;
        else {
            len = static_cast<std::size_t>((type - (type % 2 ? 13 : 12)) / 2);
            v.kind = type % 2 ? Value::Text : Value::Blob;
        }
        if (len > payload.size() - body) return false;
        const std::string_view bytes = payload.substr(body, len);
        if (v.kind == Value::Int && len > 0) {
            std::uint64_t u = 0;
            for (char c : bytes) u = (u << 8) | static_cast<std::uint8_t>(c);
            const int shift = 64 - static_cast<int>(len) * 8;
            v.i = shift > 0 ? static_cast<std::int64_t>(u << shift) >> shift : static_cast<std::int64_t>(u);
        } else if (v.kind == Value::Real) {
            std::uint64_t u = 0;
            for (char c : bytes) u = (u << 8) | static_cast<std::uint8_t>(c);
            std::memcpy(&v.r, &u, sizeof v.r);
        } else if (v.kind == Value::Text || v.kind == Value::Blob) {
            v.s = bytes;
        }
        body += len;
        out.push_back(v);
    }
    return at == header.size() && body == payload.size();
}

bool isInt(const Value& v) { return v.kind == Value::Int; }
bool isText(const Value& v) { return v.kind == Value::Text; }

class File {
public:
    explicit File(std::string_view bytes) : bytes_(bytes) {
        if (bytes.size() >= 100 && std::memcmp(bytes.data(), "SQLite format 3", 16) == 0) {
            std::uint32_t size = be(bytes, 16, 2);
            if (size == 1) size = 65536;
            if (size >= 512 && size <= 65536 && (size & (size - 1)) == 0) {
                pageSize_ = size;
                const auto reserved = static_cast<std::uint8_t>(bytes[20]);
                if (reserved < size / 8) usable_ = size - reserved;
                freePages(be(bytes, 32, 4), be(bytes, 36, 4));
            }
        }
        if (usable_ == 0) usable_ = pageSize_;
    }

    std::uint32_t pageSize() const { return pageSize_; }
    std::uint32_t usable() const { return usable_; }
    int pages() const { return static_cast<int>(bytes_.size() / pageSize_); }
    bool isFree(int page) const { return free_.count(page) > 0; }
    std::string_view page(int n) const {
        return n >= 1 && n <= pages() ? bytes_.substr(static_cast<std::size_t>(n - 1) * pageSize_, usable_) : std::string_view();
    }

    // The payload of a cell whose local part starts at `at` on `page`, following its overflow pages.
    std::optional<std::string> payload(std::string_view page, std::size_t at, std::uint64_t size, bool tableLeaf) const {
        const std::uint64_t local = localSize(size, tableLeaf);
        if (at + local > page.size()) return std::nullopt;
        std::string out(page.substr(at, static_cast<std::size_t>(local)));
        if (local == size) return out;
        if (at + local + 4 > page.size()) return std::nullopt;
        std::uint32_t next = be(page, static_cast<std::size_t>(at + local), 4);
        for (int hops = 0; out.size() < size; ++hops) {
            const std::string_view o = this->page(static_cast<int>(next));
            if (o.size() < 4 || hops > pages()) return std::nullopt;
            const std::size_t take = std::min<std::size_t>(static_cast<std::size_t>(size - out.size()), o.size() - 4);
            out.append(o.substr(4, take));
            next = be(o, 0, 4);
        }
        return out;
    }

private:
    std::uint64_t localSize(std::uint64_t p, bool tableLeaf) const {
        const std::uint64_t u = usable_;
        const std::uint64_t x = tableLeaf ? u - 35 : ((u - 12) * 64 / 255) - 23;
        if (p <= x) return p;
        const std::uint64_t m = ((u - 12) * 32 / 255) - 23;
        const std::uint64_t k = m + ((p - m) % (u - 4));
        return k <= x ? k : m;
    }

    // The pages on the freelist (old contents that are no longer rows), when the header still says where it is.
    void freePages(std::uint32_t trunk, std::uint32_t count) {
        for (int hops = 0; trunk != 0 && hops <= pages() && free_.size() <= count; ++hops) {
            const std::string_view t = page(static_cast<int>(trunk));
            if (t.size() < 8) return;
            free_.insert(static_cast<int>(trunk));
            const std::uint32_t leaves = be(t, 4, 4);
            for (std::uint32_t i = 0; i < leaves && 8 + 4 * (i + 1) <= t.size(); ++i) free_.insert(static_cast<int>(be(t, 8 + 4 * i, 4)));
            trunk = be(t, 0, 4);
        }
    }

    std::string_view bytes_;
    std::uint32_t pageSize_ = 4096;
    std::uint32_t usable_ = 0;
    std::set<int> free_;
};

std::string text(const Value& v) { return std::string(v.s); }

// The store's rows, recognised by their shape (see table_store.cpp's schema).
bool asAnswer(const std::vector<Value>& r, Found found, Salvaged& out) {
    if (r.size() != 4 || !isInt(r[0]) || !isInt(r[1]) || !isInt(r[2]) || !isText(r[3])) return false;
    if (r[0].i <= 0 || r[0].i > INT32_MAX || r[1].i <= 0 || r[1].i > INT32_MAX || r[2].i < -1 || r[2].i > 64) return false;
    SalvagedAnswer a{static_cast<int>(r[0].i), static_cast<int>(r[1].i), StoredAnswer{static_cast<int>(r[2].i), {}}, found};
    if (!picksFrom(text(r[3]), a.answer.picks)) return false;
    out.answers.push_back(std::move(a));
    return true;
}

bool asTable(std::int64_t rowid, const std::vector<Value>& r, Salvaged& out) {
    if (r.size() != 17 && r.size() != 18) return false;
    if (!(r[0].kind == Value::Null || (isInt(r[0]) && r[0].i == rowid)) || rowid <= 0 || rowid > INT32_MAX) return false;
    for (int i : {1, 3, 4, 5, 13, 15, 16})
        if (!isText(r[static_cast<std::size_t>(i)])) return false;
    for (int i : {2, 6, 7, 8, 9, 10, 11, 12, 14})
        if (!isInt(r[static_cast<std::size_t>(i)])) return false;
    if (r.size() == 18 && !isInt(r[17])) return false;
    SalvagedTable s;
    StoredTable& t = s.table;
    t.id = static_cast<int>(rowid);
    t.name = text(r[1]);
    t.players = static_cast<int>(r[2].i);
    t.options = text(r[3]);
    t.passwordSalt = text(r[4]);
    t.passwordHash = text(r[5]);
    t.botDelayMs = static_cast<int>(r[6].i);
    t.created = r[7].i;
    t.hostSeat = static_cast<int>(r[8].i);
    t.seedFixed = r[9].i != 0;
    t.seed = static_cast<std::uint64_t>(r[10].i);
    t.hints = r[11].i != 0;
    t.botOnConcede = r[12].i != 0;
    t.phase = text(r[13]);
    t.conceded = static_cast<int>(r[14].i);
    t.ownerAddress = text(r[15]);
    s.seatsReadable = seatsFrom(text(r[16]), t.seats);
    s.acknowledged = r.size() == 18 ? r[17].i : 0;
    out.tables.push_back(std::move(s));
    return true;
}

bool asGuesses(const std::vector<Value>& r, Salvaged& out) {
    if (r.size() != 3 || !isText(r[0]) || !(isInt(r[1]) || r[1].kind == Value::Real) || !isInt(r[2])) return false;
    out.guesses.push_back(StoredGuesses{text(r[0]), r[1].kind == Value::Real ? r[1].r : static_cast<double>(r[1].i), r[2].i});
    return true;
}

// A page that reads as a b-tree page: its cells, as its cell array says. False when it does not, or when one of its
// cells cannot be read (the page is then searched as well).
bool readPage(const File& f, int number, Salvaged& out) {
    const std::string_view p = f.page(number);
    const std::size_t h = number == 1 ? 100 : 0;
    if (p.size() < h + 12) return false;
    const auto type = static_cast<std::uint8_t>(p[h]);
    if (type != kIndexInterior && type != kTableInterior && type != kIndexLeaf && type != kTableLeaf) return false;
    const std::size_t headerSize = type == kIndexInterior || type == kTableInterior ? 12 : 8;
    const std::uint32_t cells = be(p, h + 3, 2);
    const std::size_t cellsStart = h + headerSize + 2 * static_cast<std::size_t>(cells);
    if (cellsStart > p.size()) return false;
    if (type == kTableInterior) return true;  // keys and child pages only
    std::vector<Value> r;
    bool sound = true;
    for (std::uint32_t i = 0; i < cells; ++i) {
        std::size_t at = be(p, h + headerSize + 2 * i, 2);
        std::uint64_t size = 0, rowid = 0;
        std::optional<std::string> payload;
        if (at >= cellsStart && at < p.size()) {
            if (type == kIndexInterior) at += 4;
            if (varint(p, at, size) && size <= (1u << 24) && (type != kTableLeaf || varint(p, at, rowid)))
                payload = f.payload(p, at, size, type == kTableLeaf);
        }
        if (!payload || !record(*payload, r)) {
            sound = false;
            continue;
        }
        if (type == kTableLeaf) asTable(static_cast<std::int64_t>(rowid), r, out);
        else if (!asAnswer(r, Found::OnSoundPage, out)) asGuesses(r, out);
    }
    return sound;
}

// A page that does not read as a b-tree page: every offset is tried as the start of an answer's or a table's cell.
void searchPage(const File& f, int number, Salvaged& out) {
    const std::string_view p = f.page(number);
    std::vector<Value> r;
    for (std::size_t start = 0; start + 4 < p.size();) {
        std::size_t at = start;
        std::uint64_t size = 0;
        bool found = false;
        if (varint(p, at, size) && size >= 6 && size <= p.size() - at) {
            if (record(p.substr(at, static_cast<std::size_t>(size)), r) && asAnswer(r, Found::BySearch, out)) found = true;
            std::size_t rowAt = at;
            std::uint64_t rowid = 0;
            if (!found && varint(p, rowAt, rowid) && size <= p.size() - rowAt &&
                record(p.substr(rowAt, static_cast<std::size_t>(size)), r) && asTable(static_cast<std::int64_t>(rowid), r, out)) {
                at = rowAt;
                found = true;
            }
        }
        start = found ? at + static_cast<std::size_t>(size) : start + 1;
    }
}

}  // namespace

Salvaged fromBytes(std::string_view bytes) {
    const File f(bytes);
    Salvaged out;
    out.pages = f.pages();
    out.pageSize = f.pageSize();
    for (int n = 1; n <= f.pages(); ++n) {
        if (f.isFree(n)) continue;
        if (!readPage(f, n, out)) {
            ++out.unreadable;
            searchPage(f, n, out);
        }
    }
    return out;
}

Salvaged fromFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    return fromBytes(bytes);
}

std::string seatsJson(const std::vector<StoredSeat>& seats) {
    bj::array a;
    for (const auto& s : seats)
        a.push_back(bj::object{{"kind", s.kind},       {"name", s.name},         {"level", s.level},           {"token", s.token},
                               {"standIn", s.standIn}, {"conceded", s.conceded}, {"concededAt", s.concededAt}});
    return bj::serialize(a);
}

std::string picksJson(const std::vector<std::string>& picks) {
    bj::array a;
    for (const auto& p : picks) a.emplace_back(p);
    return bj::serialize(a);
}

bool seatsFrom(const std::string& text, std::vector<StoredSeat>& seats) {
    boost::system::error_code ec;
    const bj::value v = bj::parse(text, ec);
    if (ec || !v.is_array()) return false;
    seats.clear();
    for (const auto& sv : v.get_array()) {
        const bj::object* o = sv.if_object();
        if (!o) return false;
        StoredSeat s;
        auto field = [&](const char* key, std::string& out) {
            if (const bj::value* x = o->if_contains(key); x && x->is_string()) out = std::string(x->get_string());
        };
        field("kind", s.kind);
        field("name", s.name);
        field("level", s.level);
        field("token", s.token);
        if (const bj::value* x = o->if_contains("standIn"); x && x->is_bool()) s.standIn = x->get_bool();
        if (const bj::value* x = o->if_contains("conceded"); x && x->is_bool()) s.conceded = x->get_bool();
        if (const bj::value* x = o->if_contains("concededAt"); x && x->is_int64()) s.concededAt = static_cast<int>(x->get_int64());
        seats.push_back(std::move(s));
    }
    return true;
}

bool picksFrom(const std::string& text, std::vector<std::string>& picks) {
    boost::system::error_code ec;
    const bj::value v = bj::parse(text, ec);
    if (ec || !v.is_array()) return false;
    picks.clear();
    for (const auto& p : v.get_array()) {
        if (!p.is_string()) return false;
        picks.emplace_back(p.get_string());
    }
    return true;
}

}  // namespace inno::net::salvage
