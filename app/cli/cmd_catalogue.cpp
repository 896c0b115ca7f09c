// innovation-cli catalogue: every card as text or JSON; with an expansion's switch (--<key>), its cards too.
#include "commands.h"

#include "core/card.h"
#include "core/card_set.h"
#include "sets/catalogue_sets.h"

#include <boost/json.hpp>

#include <QCommandLineParser>
#include <QTextStream>

#include <vector>

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

void baseCardText(QTextStream& out, const inno::CardDef& c) {
    out << c.age << "  " << q(c.title) << " (" << q(inno::colorName(c.color)) << ")\n";
    for (const auto& e : c.effects) out << "     [" << q(inno::iconName(c.dogmaIcon)) << "] " << q(e.text) << "\n";
}

boost::json::array specialsJson(std::span<const inno::SpecialDef> specials) {
    boost::json::array out;
    for (const auto& s : specials) out.push_back({{"name", s.name}, {"condition", s.condition}});
    return out;
}

// An expansion's switch, and how its cards print (catalogue_sets.h; null: as base cards).
struct SetSwitch {
    inno::SetId set;
    QCommandLineOption option;
    const CatalogueSetPrinter* printer;
};

}  // namespace

int runCatalogueCommand(const QStringList& args) {
    QCommandLineParser parser;
    parser.setApplicationDescription("Prints the 105 cards and the special achievements (with an expansion's switch, "
                                     "its 105 cards and its special achievements after them).");
    parser.addHelpOption();
    QCommandLineOption json("json", "Print JSON instead of text.");
    parser.addOption(json);
    QCommandLineOption titles("titles", "Print only the title of every card of every card set of this build, one a line.");
    parser.addOption(titles);
    std::vector<SetSwitch> switches;
    for (int set = 1; set < inno::setCount(); ++set) {
        const inno::CardSetDef& def = inno::cardSet(static_cast<inno::SetId>(set));
        const CatalogueSetPrinter* printer = catalogueSetPrinter(def.key);
        const QString help = printer ? q(printer->switchHelp) : "Add the " + q(def.name) + ": each card's age, color and effects.";
        switches.push_back({static_cast<inno::SetId>(set), QCommandLineOption(q(def.key), help), printer});
    }
    for (const SetSwitch& s : switches) parser.addOption(s.option);
    parser.process(args);
    QTextStream out(stdout);
    if (parser.isSet(titles)) {
        for (const auto& c : inno::everyCard()) out << q(c.title) << "\n";
        return 0;
    }
    if (parser.isSet(json)) {
        boost::json::array cards;
        for (const auto& c : inno::cardsOf(inno::kMainSet)) cards.push_back(baseCardJson(c));
        boost::json::object all{{"cards", cards}, {"specials", specialsJson(inno::specialsOf(inno::kMainSet))}};
        for (const SetSwitch& s : switches) {
            if (!parser.isSet(s.option)) continue;
            const std::string key(inno::cardSet(s.set).key);
            boost::json::array list;
            for (const auto& c : inno::cardsOf(s.set)) list.push_back(s.printer ? s.printer->json(c) : baseCardJson(c));
            all[s.printer ? s.printer->cardsKey : key] = list;
            all[s.printer ? std::string(s.printer->specialsKey) : key + "Specials"] = specialsJson(inno::specialsOf(s.set));
        }
        out << QString::fromStdString(boost::json::serialize(all)) << "\n";
        return 0;
    }
    for (const auto& c : inno::cardsOf(inno::kMainSet)) baseCardText(out, c);
    for (const SetSwitch& s : switches) {
        if (!parser.isSet(s.option)) continue;
        const QString name = q(inno::cardSet(s.set).name);
        out << "\n" << (s.printer ? q(s.printer->heading) : name) << "\n";
        for (const auto& c : inno::cardsOf(s.set)) {
            if (s.printer) s.printer->text(out, c);
            else baseCardText(out, c);
        }
        out << "\n" << (s.printer ? q(s.printer->specialsHeading) : name + " special achievements") << "\n";
        for (const auto& sp : inno::specialsOf(s.set)) out << "  " << q(sp.name) << ": " << q(sp.condition) << "\n";
    }
    return 0;
}
