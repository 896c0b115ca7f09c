// innovation-cli catalogue: every card as text or JSON; with --cities, the Cities of Destiny cards too.
#include "commands.h"

#include "cities/city_cards.h"
#include "core/card.h"

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
    QCommandLineOption cities("cities", "Add the Cities of Destiny (edition III): each City's age, color, six "
                                        "positions (tl tm tr bl bm br) and featured icon.");
    parser.addOptions({json, cities});
    parser.process(args);
    const bool withCities = parser.isSet(cities);
    QTextStream out(stdout);
    if (parser.isSet(json)) {
        boost::json::array cards;
        for (const auto& c : inno::allCards()) cards.push_back(baseCardJson(c));
        boost::json::object all{{"cards", cards}, {"specials", specialsJson(inno::allSpecials())}};
        if (withCities) {
            boost::json::array list;
            for (const auto& c : inno::cities::allCityCards()) list.push_back(cityJson(c));
            all["cities"] = list;
            all["citySpecials"] = specialsJson(inno::citySpecials());
        }
        out << QString::fromStdString(boost::json::serialize(all)) << "\n";
        return 0;
    }
    for (const auto& c : inno::allCards()) {
        out << c.age << "  " << q(c.title) << " (" << q(inno::colorName(c.color)) << ")\n";
        for (const auto& e : c.effects) out << "     [" << q(inno::iconName(c.dogmaIcon)) << "] " << q(e.text) << "\n";
    }
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
    for (const auto& s : inno::citySpecials()) out << "  " << q(s.name) << ": " << q(s.condition) << "\n";
    return 0;
}
