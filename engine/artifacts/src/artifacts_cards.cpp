// The Artifacts card table: the printed data (artifacts_cards.inc) joined with the card files' effects.
#include "artifacts/artifacts_card.h"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace inno::artifacts {
namespace cards {
#define CARD(age, fn) ArtifactEffects fn();
#include "all_cards.inc"
#undef CARD
}  // namespace cards

namespace {

enum EffectWord { NonDemand, Demand, Compel };
struct PrintedEffect {
    EffectWord word;
    std::string_view text;
};
struct PrintedCard {
    std::string_view title;
    int age;
    Color color;
    std::array<Icon, 4> icons;
    Icon featured;
    std::vector<PrintedEffect> effects;
};

const std::vector<PrintedCard>& printed() {
    static const std::vector<PrintedCard> all = [] {
        std::vector<PrintedCard> out;
#define EFFECT(word, text) PrintedEffect{word, text}
#define ARTIFACT(title, age, color, tl, bl, bm, br, featured, effects) \
    out.push_back(PrintedCard{title, age, color, {tl, bl, bm, br}, featured, std::vector<PrintedEffect> effects});
#include "artifacts_cards.inc"
#undef ARTIFACT
#undef EFFECT
        if (out.size() != 105) throw std::logic_error("Artifacts of History must hold its 105 cards");
        return out;
    }();
    return all;
}

}  // namespace

std::span<const ArtifactEffects> writtenCards() {
    static const std::vector<ArtifactEffects> all{
#define CARD(age, fn) cards::fn(),
#include "all_cards.inc"
#undef CARD
    };
    return all;
}

std::vector<CardDef> cardDefs() {
    std::vector<CardDef> out;
    const auto written = writtenCards();
    for (const PrintedCard& p : printed()) {
        CardDef c;
        c.title = p.title;
        c.age = p.age;
        c.color = p.color;
        c.icons = p.icons;
        c.dogmaIcon = p.featured;
        const auto it = std::find_if(written.begin(), written.end(), [&](const ArtifactEffects& w) { return w.title == p.title; });
        if (it != written.end() && it->run.size() != p.effects.size())
            throw std::logic_error("the card file of " + std::string(p.title) + " does not write each printed effect");
        for (std::size_t i = 0; i < p.effects.size(); ++i) {
            Effect e;
            // The set's first demand rule is the compel (Effect::SetDemand + 0; the registry renumbers it).
            e.kind = p.effects[i].word == Compel ? Effect::SetDemand : p.effects[i].word == Demand ? Effect::Demand : Effect::NonDemand;
            e.text = p.effects[i].text;
            e.run = it != written.end() ? it->run[i] : nullptr;
            c.effects.push_back(std::move(e));
        }
        if (it != written.end()) c.rulings = it->rulings;
        out.push_back(std::move(c));
    }
    for (const ArtifactEffects& w : written)
        if (std::none_of(out.begin(), out.end(), [&](const CardDef& c) { return c.title == w.title; }))
            throw std::logic_error("no Artifacts card is titled " + std::string(w.title));
    for (CardDef& relic : relicDefs()) out.push_back(std::move(relic));
    return out;
}

}  // namespace inno::artifacts
