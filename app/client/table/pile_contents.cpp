// The piles of the table and their cards as the seat on view may see them (the pile browser's data).
#include "table/pile_contents.h"

#include "text/words.h"

#include <QCoreApplication>

namespace inno::client {

namespace {
class PileWords {
    Q_DECLARE_TR_FUNCTIONS(PileBrowser)
};

bool validPlayer(const TableModel& m, int p) { return p >= 0 && p < m.playerCount(); }

// A hidden card's face shows to its owner (who knows its hand and score pile) or to a seat that tracked it.
PileCard hiddenCard(const TableModel& m, int owner, const CardRef& r) {
    PileCard c;
    c.age = r.age;
    if (r.id >= 0) {
        c.kind = PileCard::Face;
        c.card = r.id;
        c.tracked = owner != m.viewer && r.tracked;
    }
    return c;
}
}  // namespace

QList<PileRef> browsablePiles(const TableModel& m) {
    QList<PileRef> out;
    for (int p = 0; p < m.playerCount(); ++p) {
        for (int c = 0; c < kColors; ++c) out << PileRef{PileRef::Board, p, static_cast<Color>(c), 0};
        out << PileRef{PileRef::Hand, p} << PileRef{PileRef::Score, p} << PileRef{PileRef::Achievements, p};
    }
    for (int a = 1; a <= kAges; ++a) out << PileRef{PileRef::Deck, -1, Color::Red, a};
    out << PileRef{PileRef::Available};
    return out;
}

QList<PileCard> pileCards(const TableModel& m, const PileRef& pile) {
    QList<PileCard> out;
    switch (pile.kind) {
    case PileRef::Board:
        if (!validPlayer(m, pile.player)) break;
        for (int id : m.players[pile.player].piles[index(pile.color)].cards) {
            PileCard c;
            c.kind = PileCard::Face;
            c.card = id;
            out << c;
        }
        break;
    case PileRef::Hand:
    case PileRef::Score:
        if (!validPlayer(m, pile.player)) break;
        for (const CardRef& r : pile.kind == PileRef::Hand ? m.players[pile.player].hand : m.players[pile.player].score)
            out << hiddenCard(m, pile.player, r);
        break;
    case PileRef::Achievements:
        if (!validPlayer(m, pile.player)) break;
        for (const QString& a : m.players[pile.player].achievements) {
            PileCard c;
            if (a.toInt() > 0) c.kind = PileCard::AchievementBack, c.age = a.toInt();
            else c.kind = PileCard::Special, c.special = a;
            out << c;
        }
        for (const int id : m.players[pile.player].countedAchievements) {  // a relic, face up
            PileCard c;
            c.kind = PileCard::Face;
            c.card = id;
            c.age = age(static_cast<CardId>(id));
            out << c;
        }
        break;
    case PileRef::Deck:
        if (pile.age < 1 || pile.age > kAges) break;
        for (int i = 0; i < m.decks()[pile.age - 1]; ++i) {
            PileCard c;
            c.age = pile.age;
            out << c;
        }
        break;
    case PileRef::Available:
        for (const QString& a : m.available) {
            PileCard c;
            if (a.toInt() > 0) c.kind = PileCard::AchievementBack, c.age = a.toInt();
            else c.kind = PileCard::Special, c.special = a;
            out << c;
        }
        break;
    }
    return out;
}

QString pileTitle(const TableModel& m, const PileRef& pile) {
    const QString who = validPlayer(m, pile.player) ? m.players[pile.player].name : QString();
    switch (pile.kind) {
    case PileRef::Board: {
        const Splay s = validPlayer(m, pile.player) ? m.players[pile.player].piles[index(pile.color)].splay : Splay::None;
        const QString what = s == Splay::None ? PileWords::tr("%1 pile").arg(Texts::color(pile.color))
                                              : PileWords::tr("%1 pile, splayed %2").arg(Texts::color(pile.color), Texts::splay(s));
        return PileWords::tr("%1 · %2").arg(who, what);
    }
    case PileRef::Hand: return PileWords::tr("%1 · hand").arg(who);
    case PileRef::Score: return PileWords::tr("%1 · score pile").arg(who);
    case PileRef::Achievements: return PileWords::tr("%1 · achievements").arg(who);
    case PileRef::Deck: return PileWords::tr("Age %1 deck").arg(pile.age);
    case PileRef::Available: return PileWords::tr("Achievements to claim");
    }
    return {};
}

std::optional<PileRef> pileOfItem(const TableModel& m, const ItemSpec& item) {
    switch (item.kind) {
    case ItemSpec::Deck: return PileRef{PileRef::Deck, -1, Color::Red, item.age};
    case ItemSpec::Achievement:
    case ItemSpec::Special:
        if (item.owner < 0) return PileRef{PileRef::Available};
        return PileRef{PileRef::Achievements, item.owner};
    case ItemSpec::Face:
    case ItemSpec::Back:
        if (!validPlayer(m, item.owner)) return std::nullopt;
        if (item.zone == Zone::Hand) return PileRef{PileRef::Hand, item.owner};
        if (item.zone == Zone::Score) return PileRef{PileRef::Score, item.owner};
        if (item.zone == Zone::Achievement) return PileRef{PileRef::Achievements, item.owner};
        if (item.zone == Zone::Board && item.card >= 0)
            for (int c = 0; c < kColors; ++c)
                if (m.players[item.owner].piles[c].cards.contains(item.card))
                    return PileRef{PileRef::Board, item.owner, static_cast<Color>(c)};
        return std::nullopt;
    }
    return std::nullopt;
}

std::optional<PileRef> pileOfSlot(const ItemKey& key) {
    if (key.kind != ItemKey::Slot || key.value < 0 || key.value >= kColors) return std::nullopt;
    return PileRef{PileRef::Board, key.player, static_cast<Color>(key.value)};
}

}  // namespace inno::client
