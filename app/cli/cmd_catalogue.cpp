// innovation-cli catalogue: every card as text or JSON.
#include "commands.h"

#include "core/card.h"

#include <boost/json.hpp>

#include <QCommandLineParser>
#include <QTextStream>

int runCatalogueCommand(const QStringList& args) {
    QCommandLineParser parser;
    parser.setApplicationDescription("Prints the 105 cards and the special achievements.");
    parser.addHelpOption();
    QCommandLineOption json("json", "Print JSON instead of text.");
    parser.addOption(json);
    parser.process(args);
    QTextStream out(stdout);
    if (parser.isSet(json)) {
        boost::json::array cards;
        for (const auto& c : inno::allCards()) {
            boost::json::object o;
            o["title"] = c.title;
            o["age"] = c.age;
            o["color"] = inno::colorName(c.color);
            boost::json::array icons;
            for (auto i : c.icons) icons.emplace_back(inno::iconName(i));
            o["icons"] = icons;
            o["dogmaIcon"] = inno::iconName(c.dogmaIcon);
            boost::json::array effects;
            for (const auto& e : c.effects)
                effects.push_back({{"demand", e.isDemand()}, {"text", e.text}});
            o["effects"] = effects;
            boost::json::array rulings;
            for (auto r : c.rulings) rulings.emplace_back(r);
            o["rulings"] = rulings;
            cards.push_back(o);
        }
        boost::json::array specials;
        for (const auto& s : inno::allSpecials()) specials.push_back({{"name", s.name}, {"condition", s.condition}});
        out << QString::fromStdString(boost::json::serialize(boost::json::object{{"cards", cards}, {"specials", specials}}))
            << "\n";
        return 0;
    }
    for (const auto& c : inno::allCards()) {
        out << c.age << "  " << QString::fromUtf8(c.title.data(), static_cast<int>(c.title.size())) << " ("
            << QString::fromUtf8(inno::colorName(c.color).data()) << ")\n";
        for (const auto& e : c.effects)
            out << "     [" << QString::fromUtf8(inno::iconName(c.dogmaIcon).data()) << "] "
                << QString::fromUtf8(e.text.data(), static_cast<int>(e.text.size())) << "\n";
    }
    return 0;
}
