#include "expansion_options.h"

#include "catalogue/catalogue.h"
#include "core/card_set.h"

#include <cstdio>
#include <cstdlib>

using namespace inno;

namespace {
QString text(std::string_view s) { return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())); }
}  // namespace

ExpansionOptions::ExpansionOptions() {
    for (int set = 1; set < setCount(); ++set) {
        const CardSetDef& def = cardSet(static_cast<SetId>(set));
        switches_.push_back({QCommandLineOption(text(def.key), "Games with the " + text(def.name) + " expansion."),
                             static_cast<SetId>(set), def.name});
    }
    for (int i = 0; i < setOptionCount(); ++i)
        optionSwitches_.emplace_back(text(setOptionName(i)),
                                     "With the " + text(cardSet(setOfOption(i)).name) + " option " + text(setOptionName(i)) + ".");
    for (const catalogue::KnownExpansion& x : catalogue::knownExpansions())
        if (!x.built) switches_.push_back({QCommandLineOption(text(x.key), "Not in this build: " + text(x.name) + "."), std::nullopt, x.name});
}

void ExpansionOptions::addTo(QCommandLineParser& parser) const {
    for (const Switch& s : switches_) parser.addOption(s.option);
    for (const QCommandLineOption& o : optionSwitches_) parser.addOption(o);
}

std::uint8_t ExpansionOptions::setOptions(const QCommandLineParser& parser, SetMask sets) const {
    std::uint8_t out = 0;
    for (std::size_t i = 0; i < optionSwitches_.size(); ++i) {
        if (!parser.isSet(optionSwitches_[i])) continue;
        const int bit = static_cast<int>(i);
        if (!(sets & (1u << setOfOption(bit)))) {
            std::fprintf(stderr, "innovation-cli: the option \"%s\" needs %s\n", std::string(setOptionName(bit)).c_str(),
                         std::string(cardSet(setOfOption(bit)).name).c_str());
            std::exit(2);
        }
        out = static_cast<std::uint8_t>(out | (1u << bit));
    }
    return out;
}

SetMask ExpansionOptions::sets(const QCommandLineParser& parser) const {
    SetMask sets = 1u << kMainSet;
    for (const Switch& s : switches_) {
        if (!parser.isSet(s.option)) continue;
        if (!s.set) {
            std::fprintf(stderr, "innovation-cli: %s\n", catalogue::leftOutError(s.name).c_str());
            std::exit(2);
        }
        sets |= static_cast<SetMask>(1u << *s.set);
    }
    Options o;
    o.sets = sets;
    if (const std::string why = unfinishedSetsError(o); !why.empty()) {
        std::fprintf(stderr, "innovation-cli: %s\n", why.c_str());
        std::exit(2);
    }
    return sets;
}

QString ExpansionOptions::label(SetMask sets) {
    QString out;
    for (int set = 1; set < setCount(); ++set)
        if (sets & (1u << set)) {
            QString name = text(cardSet(static_cast<SetId>(set)).key);
            name[0] = name[0].toUpper();
            out += " " + name;
        }
    return out;
}
