// What the table draws for a card set (sets/client_set.h): its supply piles, its cards' faces and backs, its
// zones' words and its actions' badges. Every method has a neutral default (drawn as base cards are), so a set
// overrides only what it has.
#pragma once

#include "core/card_set.h"
#include "core/types.h"

#include <QList>
#include <QString>
#include <QStringList>

class QPainter;
class QRectF;

namespace inno::client {

// Who a zone's label is written for: an opponent's area, your own, or your seat in a replay (not "you").
enum class ZoneReader { Opponent, Owner, Replay };

class SetTable {
public:
    virtual ~SetTable() = default;

    // ---- the supply
    // Its piles' word in the supply's heading, after the decks' ("Decks · Cities").
    virtual QString supplyHeading() const { return {}; }
    // The hover text of its pile of `age` with `count` cards left (empty: the table's own words).
    virtual QString pileTip(int /*age*/, int /*count*/) const { return {}; }
    // The hover text of `count` hidden cards of `age` in `zone`: of this set's cards (`ownCards`), or of any
    // card in one of this set's zones.
    virtual QString hiddenTip(Zone /*zone*/, int /*age*/, int /*count*/, bool /*ownCards*/) const { return {}; }

    // ---- faces and backs
    // Draws the whole face of one of its cards; false: the card is drawn as a base card (with decorate()).
    virtual bool paintFace(QPainter*, const QRectF&, int /*card*/, bool /*keepIcons*/) const { return false; }
    // Adds the set's own prints to a face drawn as a base card (icons, bonuses in its positions).
    virtual void decorate(QPainter*, const QRectF&, int /*card*/) const {}
    // HTML put before a large face's effects (an effect the set adds), empty for none.
    virtual QString effectsPrelude(int /*card*/) const { return {}; }
    // Whether a face shows only its title band and icons, never effect lines (a card without dogma effects).
    virtual bool titleBandOnly(int /*card*/) const { return false; }
    // Draws its cards' back; false: the base back.
    virtual bool paintBack(QPainter*, const QRectF&, int /*age*/, qreal /*ageAt*/) const { return false; }
    // What the card's own positions do, as HTML paragraphs under its picture (the large card); empty for none.
    virtual QString cardNotes(int /*card*/) const { return {}; }

    // ---- zones
    // The label over one of its zones holding `count` cards, the longest wording first and shorter ones after it
    // (the table takes the longest that fits, then the bare count), and its hover text.
    virtual QStringList zoneLabels(Zone zone, int count, ZoneReader reader) const;
    virtual QString zoneTip(Zone zone, ZoneReader reader) const;
    // Words on a dimmed band across the icon row of a face shown in one of its zones (the display: "icons not
    // counted"); empty for none.
    virtual QString zoneCardBand(Zone /*zone*/) const { return {}; }
    // The hover text of one card's line in a zone listed by title (the common zone in the supply): by default its age.
    virtual QString zoneCardTip(Zone zone, int card) const;

    // ---- actions taken on a top card
    // The badge a top card shows when the action may take it ("Endorse ×2"), the context menu's item, the
    // confirmation's title and button.
    virtual QString actionBadge(ActionKind) const { return {}; }
    virtual QString actionMenuItem(ActionKind, const QString& cardTitle) const { return cardTitle; }
    virtual QString actionQuestion(ActionKind, const QString& cardTitle) const { return cardTitle; }
    virtual QString actionButton(ActionKind) const { return {}; }
    // What the table says when the action is refused.
    virtual QString actionRefused(ActionKind, const QString& cardTitle) const { return cardTitle; }

    // ---- effects
    // The cards of a pile (top first, as the model keeps it) whose set-added effects run before a dogma of its top
    // card, in the order they run; empty for none.
    virtual QList<int> preludeCards(const QList<int>& /*pile*/, Splay /*splay*/) const { return {}; }
    // The words of an effect of `card` the set tagged `tag` (EffectStarted) while it runs, as HTML; empty: not the
    // set's, the card's dogma effects are what runs.
    virtual QString runningEffectHtml(int /*card*/, int /*tag*/) const { return {}; }

    // ---- totals
    // Whether the set makes the score and achievement totals more than the piles (bonuses, marks that count as
    // achievements): a player's plate then explains them.
    virtual bool explainsTotals() const { return false; }
};

// The table of the set a card, a zone or an action belongs to (the default one for the main set's); a card's is
// the table of the set it prints (printedSet, sets/client_set.h).
const SetTable& setTable(SetId set);
const SetTable& tableOfCard(int card);
const SetTable& tableOfZone(Zone zone);
const SetTable& tableOfAction(ActionKind action);
// The set that gave every player `zone`, or that declared the common zone (kMainSet for the core's zones).
SetId setOfZone(Zone zone);
// A zone's name as its set declared it, capitalised ("Showcase"): the default label's word.
QString zoneTitle(Zone zone);

}  // namespace inno::client
