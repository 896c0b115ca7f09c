// The words of Echoes of the Past (sets/set_words.h): its option, its log lines, its questions, the forecast as a
// place, its special achievements, a card's echo effect and its positions in the catalogue. The sentences keep the
// Linguist context they were translated in ("Texts" for the table's words, "EchoesTexts" for the rest).
#include "sets/echoes/echoes_client.h"

#include "echoes/echoes.h"
#include "model/dogma_preview.h"
#include "model/table_model.h"
#include "text/card_texts.h"
#include "text/echoes_texts.h"
#include "text/html.h"
#include "text/words.h"

#include <QCoreApplication>

namespace inno::client {

namespace {

namespace rules = inno::echoes;

class EchoesWords final : public SetWords {
    Q_DECLARE_TR_FUNCTIONS(EchoesTexts)
public:
    QString optionLabel() const override { return tr("Echoes of the Past (expansion: echo effects, bonuses, the forecast)"); }
    QString lanOptionLabel() const override { return tr("Echoes of the Past expansion"); }
    QString lanOptionToolTip() const override {
        return tr("Play with the 105 Echoes cards: Echoes piles beside the base piles, echo effects, bonuses, "
                  "the forecast and five more special achievements.");
    }
    QString name() const override { return tr("Echoes of the Past"); }
    QString tableMark() const override { return tr(" · Echoes"); }

    QString cause(const Event& e) const override { return EchoesTexts::cause(e.trigger); }
    QString effectLine(const Event& e, const TableModel& m) const override {
        if (e.tag != rules::kEchoTag) return {};
        return EchoesTexts::echoEffectLine(html::name(m, e.player), e.card);
    }

    QString promptQuestion(const PromptState& p, const TableModel& m) const override {
        // The promotion after a Meld action, then the free Dogma on the promoted card.
        if (p.purpose == Purpose::Promote && p.kind == PromptKind::Cards) return EchoesTexts::promoteQuestion(p.source);
        if (p.purpose == Purpose::Execute && p.kind == PromptKind::YesNo && m.promoted >= 0 && p.source == m.promoted)
            return EchoesTexts::freeDogmaQuestion(p.source);
        return {};
    }

    QString zonePlace(Zone z, const QString& owner, bool theirs) const override {
        if (z != rules::forecastZone()) return {};
        return theirs ? tr("their forecast") : tr("%1's forecast").arg(owner);
    }
    QString zoneDestination(Zone z, const QString& owner) const override {
        return z == rules::forecastZone() ? tr("into %1's forecast").arg(owner) : QString();
    }

    QString specialName(const QString& n) const override {
        if (n == "Wealth") return Texts::tr("Wealth");
        if (n == "Destiny") return Texts::tr("Destiny");
        if (n == "Heritage") return Texts::tr("Heritage");
        if (n == "History") return Texts::tr("History");
        if (n == "Supremacy") return Texts::tr("Supremacy");
        return {};
    }
    QString specialCondition(const QString& n) const override {
        if (n == "Wealth") return Texts::tr("Have at least eight visible bonuses on your board.");
        if (n == "Destiny") return Texts::tr("Have at least seven cards in your forecast.");
        if (n == "Heritage") return Texts::tr("Have at least eight visible hexagons in one color.");
        if (n == "History") return Texts::tr("Have at least four visible echo effects in one color.");
        if (n == "Supremacy") return Texts::tr("Have at least three visible icons of one kind in each of four colors.");
        return {};
    }

    QString printedEffect(const CardDef& c) const override {
        if (c.id == kNoCard || !rules::isEchoesCard(c.id)) return {};
        const rules::EchoEffect& effect = rules::echoesOf(c.id).echo;
        return effect.printed() ? cardText(effect.text) : QString();
    }
    QString printedEffectHeading() const override { return tr("Echo effect"); }
    std::span<const std::string_view> choicesOf(const CardDef& c, int tag) const override {
        if (tag != rules::kEchoTag || c.id == kNoCard || !rules::isEchoesCard(c.id)) return {};
        return rules::echoesOf(c.id).echo.choices;
    }

    QStringList dogmaLinesBefore(const DogmaPreview& d) const override {
        if (d.preludeCards.isEmpty()) return {};
        QStringList titles;
        for (int e : d.preludeCards) titles << "<b>" + html::esc(cardTitle(e)) + "</b>";
        return {Texts::tr("First the echo effects, from the bottom of the pile up: %1.", nullptr, static_cast<int>(titles.size()))
                    .arg(titles.join(", "))};
    }

    QString cataloguePosition(const CardDef& c, int position, const QString& positionName) const override {
        // An Echoes card may print its echo effect or a bonus in a position.
        if (!rules::isEchoesCard(c.id)) return {};
        const rules::Slot& slot = rules::echoesOf(c.id).positions[static_cast<std::size_t>(position)];
        if (slot.kind == rules::Slot::Echo) return tr("%1: the echo effect").arg(positionName);
        if (slot.kind == rules::Slot::Bonus) return tr("%1: bonus %2").arg(positionName).arg(slot.bonus);
        return {};
    }
};

}  // namespace

const SetWords& echoesWords() {
    static const EchoesWords w;
    return w;
}

}  // namespace inno::client
