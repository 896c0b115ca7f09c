#include "protocol.h"

#include "wire.h"

#include "core/card.h"
#include "core/card_set.h"
#include "core/notation.h"
#include "core/queries.h"

namespace inno::net {

QString qstring(std::string_view utf8) { return QString::fromUtf8(utf8.data(), static_cast<qsizetype>(utf8.size())); }

boost::json::string jsonString(const QString& s) {
    const QByteArray u = s.toUtf8();
    return boost::json::string(boost::json::string_view(u.constData(), static_cast<std::size_t>(u.size())));
}

QString qstringField(const boost::json::object& o, std::string_view key) { return qstring(wire::stringField(o, key)); }

QStringList qstringsOf(const boost::json::array& a) {
    QStringList out;
    out.reserve(static_cast<qsizetype>(a.size()));
    for (const auto& v : a) out.push_back(qstring(wire::stringOf(v)));
    return out;
}

boost::json::object tableStart(const GameState& initial) {
    boost::json::object decks;
    for (int set = 0; set < setCount(); ++set)
        if (initial.options.has(static_cast<SetId>(set)))
            for (int a = 1; a <= kAges; ++a)
                decks[deckKey(static_cast<SetId>(set), a)] = static_cast<int>(initial.supply(static_cast<SetId>(set), a).size());
    boost::json::array available;
    for (CardId c : initial.availableAchievements()) available.emplace_back(std::to_string(age(c)));
    for (const SpecialDef& sp : allSpecials())
        if (initial.availableSpecials & specialBit(sp.id)) available.emplace_back(sp.name);
    return boost::json::object{{"deckSizes", std::move(decks)}, {"available", std::move(available)}};
}

}  // namespace inno::net
