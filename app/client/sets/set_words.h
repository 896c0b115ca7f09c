// The words a card set brings to the client (sets/client_set.h): its option in New game and Host LAN, its name in
// the catalogue and on the command line, the words of its piles, zones, specials, actions and log lines. Every
// method has a neutral default, so a set overrides only what it has; the generic code asks the set of the card,
// event or prompt at hand (clientSet(id).words), or every set in turn (clientSets()).
#pragma once

#include "core/card.h"
#include "core/card_set.h"
#include "core/event.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <span>
#include <string_view>

namespace inno::client {

struct PromptState;       // model/table_model.h
struct PromptOption;      // model/table_model.h
struct TableModel;        // model/table_model.h
struct DogmaPreview;      // model/dogma_preview.h

class SetWords {
public:
    virtual ~SetWords() = default;

    // --- Putting the set in a game
    // The option that puts the set in a game (New game), and its longer explanation (a tool tip).
    virtual QString optionLabel() const = 0;
    virtual QString optionToolTip() const { return {}; }
    // The same option in Host LAN.
    virtual QString lanOptionLabel() const { return optionLabel(); }
    virtual QString lanOptionToolTip() const { return optionToolTip(); }
    // The set's printed name, translated ("Cities of Destiny"): the lobby, the catalogue's menu of sets.
    virtual QString name() const = 0;
    // Its mark in the list of LAN tables, after the seats (" · Cities").
    virtual QString tableMark() const { return " · " + name(); }
    // The set's own options (CardSetDef::options, by index), each a check box under the set's own in New game and
    // Host LAN, enabled while the set is ticked.
    struct SubOption {
        int index = 0;  // in CardSetDef::options
        QString label, toolTip;
    };
    virtual QList<SubOption> subOptions() const { return {}; }

    // --- The log
    // A hidden card of the set moving, in a log line ("a City of age 3"); empty: as a hidden base card.
    virtual QString hiddenCard(int age) const { (void)age; return {}; }
    // Several of them of one age ("seven Cities of age 2", the count from Texts::countWord); empty: as base cards.
    virtual QString hiddenCards(int age, int count) const { (void)age; (void)count; return {}; }
    // The set's rule or icon that made an event happen (its Trigger), as a short clause for the end of its log
    // line; empty when the event's cause is not the set's.
    virtual QString cause(const Event& e) const { (void)e; return {}; }
    // The log line of one of the set's actions taken (ActionTaken with a set's ActionKind); empty: none.
    virtual QString actionLine(const Event& e, const TableModel& m) const { (void)e; (void)m; return {}; }
    // The log line of an effect the set runs (EffectStarted with the set's tag); empty: none.
    virtual QString effectLine(const Event& e, const TableModel& m) const { (void)e; (void)m; return {}; }
    // The log line of a card moved by one of the set's rules (CardMoved with its Trigger), in place of the table's
    // words for the move; empty: the table's words.
    virtual QString moveLine(const Event& e, const TableModel& m) const { (void)e; (void)m; return {}; }
    // Who made a move of the set's rules when the event names someone else (a seize names the relic's previous
    // holder, the seizing player takes it); -1: the event's player.
    virtual int moveTaker(const Event& e) const { (void)e; return -1; }

    // --- Prompts
    // A question the set's rules ask (its actions, its cards' icons, its own steps); empty: not the set's.
    virtual QString promptQuestion(const PromptState& p, const TableModel& m) const { (void)p; (void)m; return {}; }
    // Whether a question of the set's rules is answered in the prompt bar rather than in a panel over the table (a
    // choice about a card the bar's buttons preview), and the words of its Pass button when it may be declined.
    virtual bool answeredInBar(const PromptState& p) const { (void)p; return false; }
    virtual QString passWords(const PromptState& p, const TableModel& m) const { (void)p; (void)m; return {}; }
    // The label of one of the set's actions offered on a card ("Endorse Mysticism").
    virtual QString actionOption(ActionKind a, int card) const { (void)a; (void)card; return {}; }
    // One of the set's actions taken, as a clause without its subject in the summary of the others' turns
    // ("endorsed Mysticism", HTML); empty: the summary words it from actionOption.
    virtual QString actionDone(ActionKind a, int card) const { (void)a; (void)card; return {}; }
    // The ways of a Branch option the set's card offers in an order (a card's two icons that act), as words;
    // empty when the card offers no such choice.
    virtual QStringList orderedWays(int card) const { (void)card; return {}; }

    // --- Zones, specials, printed texts
    // A zone the set gives every player, as a place in a sentence: "their forecast" (theirs) or "Ada's forecast"
    // (`owner` already escaped). Empty: not the set's.
    virtual QString zonePlace(Zone z, const QString& owner, bool theirs) const { (void)z; (void)owner; (void)theirs; return {}; }
    // The same zone as where a card goes, with its preposition: "into Ada's forecast" (German "in Adas Vorschau").
    // Empty: "to" and zonePlace.
    virtual QString zoneDestination(Zone z, const QString& owner) const { (void)z; (void)owner; return {}; }
    // The name of one of the set's special achievements, by its English name, translated (empty: not the set's).
    virtual QString specialName(const QString& name) const { (void)name; return {}; }
    // The condition of one of the set's special achievements, by its English name (empty: not the set's). The
    // catalogue's words may differ (catalogueSpecialCondition).
    virtual QString specialCondition(const QString& name) const { (void)name; return {}; }
    // An effect the set's card prints beside the dogma effects (translated), and its heading in the catalogue.
    virtual QString printedEffect(const CardDef& c) const { (void)c; return {}; }
    virtual QString printedEffectHeading() const { return {}; }
    // The ways of an either/or in an effect the set runs with its own EffectStarted tag (English, CardChoice).
    virtual std::span<const std::string_view> choicesOf(const CardDef& c, int tag) const { (void)c; (void)tag; return {}; }

    // --- The set's own kinds of demand (CardSetDef::demandRules, e.g. a compel): `kind` may be any set's; each
    // answers empty for a kind that is not its own. A seat its rule affects, in the dogma preview ("Bob is
    // compelled: 5 crowns ≥ your 3.") and in the log's roles ("Bob is compelled: 5 crowns ≥ Ada's 3"); the lead of a
    // question such a demand asks ("Ada compels you (Card): "); the word for the preview's summary ("compels").
    virtual QString demandRolePreview(Effect::Kind kind, const QString& who, const QString& theirs, int mine) const {
        (void)kind; (void)who; (void)theirs; (void)mine;
        return {};
    }
    virtual QString demandRoleLog(Effect::Kind kind, const QString& who, const QString& theirs, const QString& against) const {
        (void)kind; (void)who; (void)theirs; (void)against;
        return {};
    }
    virtual QString demandQuestionLead(Effect::Kind kind, const QString& demander, const QString& card) const {
        (void)kind; (void)demander; (void)card;
        return {};
    }
    // The label before an effect of that kind on a card ("Compel:"); empty: not the set's.
    virtual QString demandLabel(Effect::Kind kind) const { (void)kind; return {}; }
    // A question's options the set words itself (the display's "dogma", "return", "keep"; a card type by its set);
    // empty: the table's words.
    virtual QString optionWords(const PromptOption& o, const PromptState& p, const TableModel& m) const {
        (void)o; (void)p; (void)m;
        return {};
    }

    // --- A dogma's preview and a player's totals
    // Lines the set adds to a dogma's preview (its own steps before or instead of the plain dogma), before and
    // after the lines on who shares and obeys.
    virtual QStringList dogmaLinesBefore(const DogmaPreview& d) const { (void)d; return {}; }
    virtual QStringList dogmaLinesAfter(const DogmaPreview& d) const { (void)d; return {}; }
    // What a player's score and achievement totals are made of, as plain lines (empty: the set adds nothing).
    virtual QString scoreExplanation(const TableModel& m, int player) const { (void)m; (void)player; return {}; }
    virtual QString achievementExplanation(const TableModel& m, int player) const { (void)m; (void)player; return {}; }
    // The marks the set's cards show that count as achievements (`count` of them, besides the achievements
    // held), in a list of a player's achievements; empty: the set has none.
    virtual QString countedMarks(int count) const { (void)count; return {}; }

    // --- The catalogue
    // A filter of the set's own (a kind of icon its cards print): its menu's first entry, its entries (label,
    // value), its tool tip, and whether a card has the entry `value`.
    struct Feature {
        QString label;
        int value = 0;
    };
    virtual QString anyFeature() const { return {}; }
    virtual QList<Feature> features() const { return {}; }
    virtual QString featureToolTip() const { return {}; }
    virtual bool hasFeature(const CardDef& c, int value) const { (void)c; (void)value; return false; }
    // A card's whole page in the catalogue when the set's cards read differently from a base card (empty: the
    // base card's page); else what the set prints in a position of the four (empty: the icon).
    virtual QString cataloguePage(const CardDef& c) const { (void)c; return {}; }
    virtual QString cataloguePosition(const CardDef& c, int position, const QString& positionName) const {
        (void)c; (void)position; (void)positionName;
        return {};
    }
    // A special achievement's name and condition as the catalogue shows them (empty: Texts::special and
    // Texts::specialCondition).
    virtual QString catalogueSpecial(const QString& name) const { (void)name; return {}; }
    virtual QString catalogueSpecialCondition(const QString& name) const { (void)name; return {}; }
};

// A set's key as options, settings and switches name it ("base" for the main set).
QString setKey(SetId set);
// The key of a set's own option (CardSetDef::options[index]): "relics".
QString optionKey(SetId set, int index);
// The words of a set (null for the main set and a set that brought none); of the set that declared an extra zone
// or the common zone;
// of the set that added an action kind.
const SetWords* setWords(SetId set);
const SetWords* zoneWords(Zone zone);
const SetWords* actionWords(ActionKind action);
// The label before a demand effect of `kind` on a card: a set's own ("Compel:"), else `demandLabel` ("Demand:").
QString demandLabelOf(Effect::Kind kind, const QString& demandLabel);
// The first non-empty answer of the sets' words, in the engine's order (empty if none answers).
template <typename F>
QString firstWords(F&& ask);

}  // namespace inno::client

#include "sets/client_set.h"

template <typename F>
QString inno::client::firstWords(F&& ask) {
    for (const ClientSet& s : clientSets())
        if (s.words)
            if (QString w = ask(*s.words); !w.isEmpty()) return w;
    return {};
}
