// The five relics (option relics): their printed data (relics.inc, made by scripts/import-artifacts.py from
// engine/artifacts/data/relics.tsv) joined with the effects of their card files under cards/relics/.
//
// Each is a card of this module kept outside the supply (it starts in the relic area, the table's common zone),
// returned to the relic area, and only counted among achievements; each plays as a card of its printed set
// (CardDef::playsAs): Timbuktu a City, Complex Numbers a base card, Safety Pin an Echoes card. Ching Shih is a Figure,
// a set this program does not have: it is never in play, only seized to achievements.
#include "artifacts/artifacts.h"
#include "artifacts/artifacts_card.h"

#include <stdexcept>
#include <string>

namespace inno::artifacts {
namespace cards {
ArtifactEffects complex_numbers();
ArtifactEffects newton_wickins_telescope();
ArtifactEffects safety_pin();
}  // namespace cards

namespace {

enum EffectWord { NonDemand, Demand, Compel };
struct PrintedEffect {
    EffectWord word;
    std::string_view text;
};
struct PrintedRelic {
    std::string_view title;
    int age;
    Color color;
    std::string_view printedSet;  // the key of the set printed on it ("" for this set)
    std::array<Icon, 4> icons;    // top-left, bottom-left, bottom-middle, bottom-right
    std::array<Icon, 2> upper;    // a City's top-middle and top-right
    Icon featured;
    std::vector<PrintedEffect> effects;
};

const std::vector<PrintedRelic>& printedRelics() {
    static const std::vector<PrintedRelic> all = [] {
        std::vector<PrintedRelic> out;
#define EFFECT(word, text) PrintedEffect{word, text}
#define RELIC(title, age, color, printed, tl, bl, bm, br, tm, tr, featured, effects) \
    out.push_back(PrintedRelic{title, age, color, printed, {tl, bl, bm, br}, {tm, tr}, featured, std::vector<PrintedEffect> effects});
#include "relics.inc"
#undef RELIC
#undef EFFECT
        return out;
    }();
    return all;
}

// The relics without a card file (no dogma effect): what the catalogue says of them.
std::vector<std::string_view> rulingsWithoutEffects(std::string_view title) {
    if (title == "Timbuktu")
        return {"A relic (option relics): a City of age 3 that is in no supply pile; it comes only by a seize, to a "
                "hand only when Cities is in play.",
                "Its plus icon acts when it is melded by a Meld action, as any City's: draw a 4."};
    if (title == "Ching Shih")
        return {"A relic (option relics): a Figure (Figures in the Sand), a set this program does not have, so it is "
                "only ever seized to achievements, where it counts as one.",
                "Its karma effects (\"When you meld this card, transfer an achievement from an opponent's achievements "
                "to yours.\" and \"If you would score a non-figure, instead transfer a card of the same value from an "
                "opponent's score pile to yours.\") never act."};
    return {};
}

ArtifactEffects (*cardFile(std::string_view title))() {
    if (title == "Complex Numbers") return cards::complex_numbers;
    if (title == "Newton-Wickins Telescope") return cards::newton_wickins_telescope;
    if (title == "Safety Pin") return cards::safety_pin;
    return nullptr;
}

}  // namespace

std::vector<CardDef> relicDefs() {
    std::vector<CardDef> out;
    for (const PrintedRelic& p : printedRelics()) {
        CardDef c;
        c.title = p.title;
        c.age = p.age;
        c.color = p.color;
        c.icons = p.icons;
        c.upper = p.upper;
        c.dogmaIcon = p.featured;
        c.outsideSupply = c.returnsToCommon = c.onlyCounts = true;
        c.playsAs = p.printedSet;
        const auto file = cardFile(p.title);
        const ArtifactEffects written = file ? file() : ArtifactEffects{};
        if (written.run.size() != p.effects.size())
            throw std::logic_error("the card file of " + std::string(p.title) + " does not write each printed effect");
        for (std::size_t i = 0; i < p.effects.size(); ++i)
            c.effects.push_back({p.effects[i].word == Demand ? Effect::Demand : Effect::NonDemand, p.effects[i].text,
                                 written.run[i]});
        c.rulings = file ? written.rulings : rulingsWithoutEffects(p.title);
        out.push_back(std::move(c));
    }
    return out;
}

}  // namespace inno::artifacts
