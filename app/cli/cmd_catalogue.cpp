// innovation-cli catalogue: every card as text or JSON; with --cities, the Cities of Destiny cards too.
#include "commands.h"

#include "core/card.h"
#include "core/card_set.h"
#if INNOVATION_WITH_CITIES
#include "cities/city_cards.h"
#include "cities/city_rules.h"
#endif

#include <boost/json.hpp>

#include <QCommandLineParser>
#include <QTextStream>

namespace {

QString q(std::string_view s) { return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())); }

boost::json::object baseCardJson(const inno::CardDef& c) {
    boost::json::object o;
    o["title"] = c.title;
    o["age"] = c.age;
    o["color"] = inno::colorName(c.color);
    boost::json::array icons;
    for (auto i : c.icons) icons.emplace_back(inno::iconName(i));
    o["icons"] = icons;
    o["dogmaIcon"] = inno::iconName(c.dogmaIcon);
    boost::json::array effects;
    for (const auto& e : c.effects) effects.push_back({{"demand", e.isDemand()}, {"text", e.text}});
    o["effects"] = effects;
    boost::json::array rulings;
    for (auto r : c.rulings) rulings.emplace_back(r);
    o["rulings"] = rulings;
    return o;
}

#if INNOVATION_WITH_CITIES
// A City's facts: its six positions in the data's notation (tl tm tr bl bm br) and its featured icon.
boost::json::object cityJson(const inno::cities::CityCard& c) {
    boost::json::array positions;
    for (const auto& s : c.icons) positions.emplace_back(inno::cities::slotText(s));
    return {{"title", c.title},
            {"age", c.age},
            {"color", inno::colorName(c.color)},
            {"slots", positions},
            {"featuredIcon", inno::iconName(c.featured)}};
}
#endif

boost::json::array specialsJson(std::span<const inno::SpecialDef> specials) {
    boost::json::array out;
    for (const auto& s : specials) out.push_back({{"name", s.name}, {"condition", s.condition}});
    return out;
}

}  // namespace

int runCatalogueCommand(const QStringList& args) {
    QCommandLineParser parser;
    parser.setApplicationDescription("Prints the 105 cards and the special achievements (with --cities, the 105 Cities "
                                     "of Destiny and their five special achievements after them).");
    parser.addHelpOption();
    QCommandLineOption json("json", "Print JSON instead of text.");
    parser.addOption(json);
    QCommandLineOption titles("titles", "Print only the title of every card of every card set of this build, one a line.");
    parser.addOption(titles);
#if INNOVATION_WITH_CITIES
    QCommandLineOption cities("cities", "Add the Cities of Destiny (edition III): each City's age, color, six "
                                        "positions (tl tm tr bl bm br) and featured icon.");
    parser.addOption(cities);
#endif
    parser.process(args);
#if INNOVATION_WITH_CITIES
    const bool withCities = parser.isSet(cities);
#endif
    QTextStream out(stdout);
    if (parser.isSet(titles)) {
        for (const auto& c : inno::everyCard()) out << q(c.title) << "\n";
        return 0;
    }
    if (parser.isSet(json)) {
        boost::json::array cards;
        for (const auto& c : inno::cardsOf(inno::kMainSet)) cards.push_back(baseCardJson(c));
        boost::json::object all{{"cards", cards}, {"specials", specialsJson(inno::specialsOf(inno::kMainSet))}};
#if INNOVATION_WITH_CITIES
        if (withCities) {
            boost::json::array list;
            for (const auto& c : inno::cities::allCityCards()) list.push_back(cityJson(c));
            all["cities"] = list;
            all["citySpecials"] = specialsJson(inno::specialsOf(inno::cities::set()));
        }
#endif
        out << QString::fromStdString(boost::json::serialize(all)) << "\n";
        return 0;
    }
    for (const auto& c : inno::cardsOf(inno::kMainSet)) {
        out << c.age << "  " << q(c.title) << " (" << q(inno::colorName(c.color)) << ")\n";
        for (const auto& e : c.effects) out << "     [" << q(inno::iconName(c.dogmaIcon)) << "] " << q(e.text) << "\n";
    }
#if INNOVATION_WITH_CITIES
    if (!withCities) return 0;
    out << "\nCities of Destiny (positions: tl tm tr / bl bm br)\n";
    for (const auto& c : inno::cities::allCityCards()) {
        out << c.age << "  " << q(c.title) << " (" << q(inno::colorName(c.color)) << ", featured "
            << q(inno::iconName(c.featured)) << ")\n     ";
        for (int pos = 0; pos < inno::cities::kCitySlots; ++pos)
            out << (pos == inno::cities::BL ? " / " : pos ? " " : "") << q(inno::cities::slotText(c.icons[static_cast<std::size_t>(pos)]));
        out << "\n";
    }
    out << "\nCities special achievements\n";
    for (const auto& s : inno::specialsOf(inno::cities::set())) out << "  " << q(s.name) << ": " << q(s.condition) << "\n";
#endif
    return 0;
}
