// The typed codec of the table's messages: for each engine type that travels, its JSON encoding and its
// decoding side by side, so the client receives the engine's own types and a new event field or kind is
// added in one place.
//   - Enums convert by name with Boost.JSON's tag_invoke: bj::value_from(Color::Red) is "red", and
//     bj::value_to<Color>(v) reads it back (DecodeError on an unknown name).
//   - Types naming seats (options, events, prompts, views) write seats as player names, so they need the
//     table's names: encode(x, seats) / decode<T>(v, seats). (Boost 1.81, the one Debian ships, has no
//     conversion contexts for value_from/value_to; these two keep the same shape.)
// Decoding throws DecodeError, saying what was wrong, on a message that does not fit.
#pragma once

#include "core/event.h"
#include "core/notation.h"
#include "core/prompt.h"
#include "core/view.h"

#include <boost/json.hpp>

#include <stdexcept>
#include <string>
#include <string_view>

namespace inno::json {

namespace bj = boost::json;

// The conversion context: the names of the seats, in seat order.
struct Seats {
    const Names& names;
    std::string name(int seat) const;
    int seat(std::string_view name) const;  // -1 if no seat has that name
};

struct DecodeError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

template <typename T>
T decode(const bj::value& v, const Seats& seats);

// Options: {"teams", "extraAchievement"}; the player count is the number of names.
bj::value encode(const Options& o, const Seats& seats);
template <>
Options decode<Options>(const bj::value& v, const Seats& seats);

// Events: {"type", "player", ...} with the fields of their kind; a card hidden from the viewer is null.
bj::value encode(const Event& e, const Seats& seats);
template <>
Event decode<Event>(const bj::value& v, const Seats& seats);

// Prompts: {"player", "kind", "purpose", "min", "max", "source", "options": [option texts], "counts"}.
// "counts" (how often each option may be picked) is only written when an option may be picked more than once.
bj::value encode(const Prompt& p, const Seats& seats);
template <>
Prompt decode<Prompt>(const bj::value& v, const Seats& seats);
// One option of a prompt of `kind`, read back from its text (see notation.h); nullopt if it is not one.
std::optional<Choice> parseOption(PromptKind kind, std::string_view text, const Seats& seats);

// Views: what one seat may see (see core/view.h).
bj::value encode(const View& v, const Seats& seats);
template <>
View decode<View>(const bj::value& v, const Seats& seats);

}  // namespace inno::json

namespace inno {
// Enums by name (see above).
#define INNO_JSON_ENUM(E)                                                     \
    void tag_invoke(boost::json::value_from_tag, boost::json::value& jv, E e); \
    E tag_invoke(boost::json::value_to_tag<E>, const boost::json::value& jv);
INNO_JSON_ENUM(Color)
INNO_JSON_ENUM(Icon)
INNO_JSON_ENUM(Splay)
INNO_JSON_ENUM(Zone)
INNO_JSON_ENUM(Special)
INNO_JSON_ENUM(EventKind)
INNO_JSON_ENUM(Move)
INNO_JSON_ENUM(ActionKind)
INNO_JSON_ENUM(Trigger)
INNO_JSON_ENUM(ClaimReason)
INNO_JSON_ENUM(EndReason)
INNO_JSON_ENUM(PromptKind)
INNO_JSON_ENUM(Purpose)
#undef INNO_JSON_ENUM
}  // namespace inno
