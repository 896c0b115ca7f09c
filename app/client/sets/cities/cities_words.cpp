// The words of Cities of Destiny (sets/set_words.h): its option, its log lines, its questions, the Endorse action's
// preview, the make-up of a player's totals (bonuses, flags, fountains) and a City's page in the catalogue. The
// sentences keep the Linguist context they were translated in ("Texts" for the table's words, "CityTexts" for the
// rest).
#include "sets/cities/cities_client.h"

#include "cities/city_marks.h"
#include "cities/city_rules.h"
#include "model/dogma_preview.h"
#include "model/table_model.h"
#include "style/palette.h"
#include "text/city_texts.h"
#include "text/html.h"
#include "text/words.h"

#include <QCoreApplication>

#include <array>

namespace inno::client {

namespace {

using inno::cities::SlotKind;
namespace rules = inno::cities;

QString q(std::string_view s) { return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())); }

// The special icon kinds the catalogue filters by, in the order of its menu.
constexpr std::array kFeatureKinds{SlotKind::Plus, SlotKind::Arrow, SlotKind::Search, SlotKind::Flag, SlotKind::Fountain, SlotKind::Bonus};

class CitiesWords final : public SetWords {
    Q_DECLARE_TR_FUNCTIONS(CityTexts)
public:
    QString optionLabel() const override { return tr("Cities of Destiny (expansion: City cards, Endorse, flags and fountains)"); }
    QString lanOptionLabel() const override { return tr("Cities of Destiny expansion"); }
    QString lanOptionToolTip() const override {
        return tr("Play with the 105 Cities of the expansion: City piles beside the base piles, and more "
                  "achievements to claim.");
    }
    QString name() const override { return tr("Cities of Destiny"); }
    QString tableMark() const override { return tr(" · Cities"); }

    QString hiddenCard(int age) const override { return Texts::tr("a City of age %1").arg(age); }
    QString hiddenCards(int age, int count) const override {
        return Texts::tr("%1 Cities of age %2", "%1: how many, in words (seven)", count).arg(Texts::countWord(count)).arg(age);
    }

    QString cause(const Event& e) const override {
        const QString city = e.source != kNoCard ? Texts::cardLink(e.source) : Texts::tr("the City");
        const auto cause = rules::causeOf(e.trigger);
        if (!cause) return {};
        switch (*cause) {
        case rules::Cause::CityForNewColor: return Texts::tr("City draw: the Meld action added a new color to the board");
        case rules::Cause::CityForSplay: return Texts::tr("City draw: a pile was splayed in a new direction");
        case rules::Cause::Plus: return Texts::tr("the plus icon of %1: draw a card of value one higher").arg(city);
        case rules::Cause::Arrow: return Texts::tr("the arrow icon of %1").arg(city);
        case rules::Cause::Search: return Texts::tr("the search icon of %1").arg(city);
        case rules::Cause::EndorsePayment: return Texts::tr("the payment for the Endorse action");
        }
        return {};
    }

    QString actionLine(const Event& e, const TableModel& m) const override {
        if (e.action != rules::endorse()) return {};
        return Texts::tr("%1 endorses %2: demands are issued twice, and they execute their own effects twice.")
            .arg(html::name(m, e.player), Texts::cardLink(e.card));
    }

    QString promptQuestion(const PromptState& p, const TableModel& m) const override {
        // The questions of an Endorse action (which City endorses, which card pays) and of a City's two icons.
        if (m.endorsing >= 0 && p.source == m.endorsing && p.kind == PromptKind::Cards) {
            const QString what = "<b>" + html::esc(cardTitle(m.endorsing)) + "</b>";
            if (p.purpose == Purpose::Target)
                return Texts::tr("Endorse %1: choose the top City that endorses it (it must show the featured icon).").arg(what);
            if (p.purpose == Purpose::Tuck)
                return Texts::tr("Endorse %1: choose the card from your hand to tuck as payment (value up to the City's).").arg(what);
        }
        if (p.kind == PromptKind::Option && orderedWays(p.source).size() == 2)
            return Texts::tr("%1: which icon acts first?").arg("<b>" + html::esc(cardTitle(p.source)) + "</b>");
        return {};
    }

    QString actionOption(ActionKind a, int card) const override {
        if (a != rules::endorse()) return {};
        return Texts::tr("Endorse %1").arg(cardTitle(card));
    }

    QString actionDone(ActionKind a, int card) const override {
        if (a != rules::endorse()) return {};
        return tr("endorsed %1").arg(Texts::cardLink(card));
    }

    // A City's two different immediate icons (plus, arrow, search), in reading order, as words.
    QStringList orderedWays(int cityId) const override {
        QStringList out;
        if (cityId < 0 || !rules::isCity(static_cast<CardId>(cityId))) return out;
        const rules::CityCard& city = rules::cityOf(static_cast<CardId>(cityId));
        for (const rules::Slot& s : city.icons) {
            switch (s.kind) {
            case SlotKind::Plus: out << Texts::tr("the plus icon (draw a %1)").arg(city.age + 1); break;
            case SlotKind::Arrow: out << Texts::tr("the arrow (splay %1 %2)").arg(Texts::color(city.color), Texts::splay(s.arrow)); break;
            case SlotKind::Search: out << Texts::tr("the search icon (%1)").arg(Texts::iconWord(s.icon)); break;
            default: break;
            }
        }
        return out;
    }

    QString specialName(const QString& n) const override {
        if (n == "Legend") return Texts::tr("Legend");
        if (n == "Repute") return Texts::tr("Repute");
        if (n == "Fame") return Texts::tr("Fame");
        if (n == "Glory") return Texts::tr("Glory");
        if (n == "Victory") return Texts::tr("Victory");
        return {};
    }
    QString specialCondition(const QString& n) const override {
        if (n == "Legend") return Texts::tr("Meld a City with a left arrow onto its color's pile while that pile is already splayed left.");
        if (n == "Repute") return Texts::tr("Meld a City with a right arrow onto its color's pile while that pile is already splayed right.");
        if (n == "Fame") return Texts::tr("Meld a City with an up arrow onto its color's pile while that pile is already splayed up.");
        if (n == "Glory") return Texts::tr("Tuck a City that has a flag.");
        if (n == "Victory") return Texts::tr("Tuck a City that has a fountain.");
        return {};
    }

    QStringList dogmaLinesAfter(const DogmaPreview& d) const override {
        if (!d.setAction) return {};
        QStringList lines;
        lines << "";
        lines << Texts::tr("<b>Endorse</b>: first tuck a card from your hand, of value up to your City's, to pay.");
        if (d.hasDemand && d.demanded) lines << Texts::tr("Each demand is issued <b>twice</b> to every player who must obey.");
        lines << Texts::tr("You execute each of your non-demand effects <b>twice</b>; players who share execute them once.");
        return lines;
    }

    QString scoreExplanation(const TableModel& m, int player) const override {
        if (!m.options().has(rules::set()) || player < 0 || player >= m.playerCount()) return {};
        const PlayerModel& pl = m.players[player];
        QStringList lines;
        lines << Texts::tr("Score pile: %n point(s).", nullptr, pl.scoreTotal - pl.bonusPoints);
        for (const rules::ShownMark& mk : rules::shownMarks(m.boardState(), player)) {
            if (mk.kind != SlotKind::Bonus) continue;
            lines << (mk.points == mk.bonus && mk.points > 1
                          ? Texts::tr("Bonus %1 on %2: adds %1 (the highest bonus counts its value).").arg(mk.bonus).arg(cardTitle(mk.card))
                          : Texts::tr("Bonus %1 on %2: adds 1 (every bonus but the highest counts 1).").arg(mk.bonus).arg(cardTitle(mk.card)));
        }
        if (pl.bonusPoints == 0) lines << Texts::tr("No bonus is visible.");
        lines << Texts::tr("Score: %1 points.").arg(pl.scoreTotal);
        return lines.join('\n');
    }

    QString achievementExplanation(const TableModel& m, int player) const override {
        if (!m.options().has(rules::set()) || player < 0 || player >= m.playerCount()) return {};
        const PlayerModel& pl = m.players[player];
        QStringList lines;
        lines << Texts::tr("Achievements held: %1.").arg(pl.achievements.size());
        for (const rules::ShownMark& mk : rules::shownMarks(m.boardState(), player)) {
            const QString where = cardTitle(mk.card);
            if (mk.kind == SlotKind::Fountain) {
                lines << Texts::tr("Fountain on %1: counts (a visible fountain always does).").arg(where);
            } else if (mk.kind == SlotKind::Flag) {
                const QString col = Texts::color(mk.color);
                if (mk.counts)
                    lines << Texts::tr("Flag (%1) on %2: counts — no opponent shows more %1 cards (%3 shown here).")
                                 .arg(col, where)
                                 .arg(mk.mine);
                else
                    lines << Texts::tr("Flag (%1) on %2: does not count — %3 shows %4 %1 cards, more than the %5 here.")
                                 .arg(col, where, Texts::playerName(m, mk.rival))
                                 .arg(mk.rivalCount)
                                 .arg(mk.mine);
            }
        }
        lines << Texts::tr("Total: %1 of the %2 needed to win.").arg(pl.achievementTotal).arg(m.achievementsToWin());
        return lines.join('\n');
    }

    QString countedMarks(int count) const override { return tr("%n flag(s) or fountain(s)", nullptr, count); }

    QString anyFeature() const override { return tr("Any special icon"); }
    QList<Feature> features() const override {
        QList<Feature> out;
        for (SlotKind k : kFeatureKinds) out.push_back({CityTexts::kindName(k), static_cast<int>(k)});
        return out;
    }
    QString featureToolTip() const override { return tr("Only Cities with this special icon"); }
    bool hasFeature(const CardDef& c, int value) const override {
        return rules::isCity(c.id) && rules::findCityCard(c.title)->has(static_cast<SlotKind>(value));
    }

    QString cataloguePage(const CardDef& c) const override {
        if (!rules::isCity(c.id)) return {};
        const rules::CityCard& city = *rules::findCityCard(c.title);
        auto iconImage = [](Icon i) { return QString("<img src=\"icon:%1\" width=\"16\" height=\"16\"> ").arg(q(iconName(i))); };
        QString html = QString("<h2>%1</h2><p><b>%2</b><br>%3</p>")
                           .arg(q(c.title).toHtmlEscaped(),
                                tr("Age %1 · %2 · featured icon %3").arg(c.age).arg(Texts::color(c.color), Texts::iconWord(c.dogmaIcon)),
                                tr("A City (Cities of Destiny). Cities have no dogma effects: their special icons act when "
                                   "the City is melded, or count while they are visible."));
        QStringList rows;
        for (int pos = 0; pos < rules::kCitySlots; ++pos) {
            const rules::Slot& s = city.icons[static_cast<std::size_t>(pos)];
            const Icon shown = s.countsAs();
            rows << tr("%1: %2").arg(CityTexts::position(pos), (shown != Icon::None ? iconImage(shown) : QString()) + CityTexts::slot(s));
        }
        html += "<p>" + rows.join("<br>") + "</p>";
        // Each kind of special icon on the card, explained once, in the order it is first met.
        QList<SlotKind> kinds;
        for (const rules::Slot& s : city.icons)
            if (s.kind != SlotKind::Standard && s.kind != SlotKind::Hex && !kinds.contains(s.kind)) kinds << s.kind;
        if (!kinds.isEmpty()) {
            html += "<h3>" + tr("Special icons") + "</h3>";
            for (SlotKind k : kinds) html += QString("<p><b>%1.</b> %2</p>").arg(CityTexts::kindName(k), CityTexts::kindExplanation(k));
        }
        html += "<p style=\"color:" + palette::kSoftInk.name() + "\">" +
                tr("When it is covered in a splayed pile, a City shows the top right and bottom right positions (splayed "
                   "left), the top left and bottom left ones (right), or its bottom row (up).") +
                "</p>";
        return html;
    }
    QString catalogueSpecial(const QString& n) const override { return CityTexts::special(n); }
    QString catalogueSpecialCondition(const QString& n) const override { return CityTexts::specialCondition(n); }
};

}  // namespace

const SetWords& citiesWords() {
    static const CitiesWords w;
    return w;
}

}  // namespace inno::client
