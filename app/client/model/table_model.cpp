// The client's model of the table, built from the engine's decoded messages.
#include "model/table_model.h"

#include "core/notation.h"

#include "net/host/envelopes.h"

#include "core/card_set.h"
#include "core/setup.h"

#include "net/host/protocol.h"
#include "net/wire/wire.h"

#include "core/card.h"
#include "core/queries.h"
#include "json/codec.h"

#include <algorithm>
#include <map>
#include <string>

namespace inno::client {

namespace bj = boost::json;
using net::qstring;
using net::qstringField;
using net::qstringsOf;

namespace {
void sortRefs(QList<CardRef>& l) {
    std::stable_sort(l.begin(), l.end(), [](const CardRef& a, const CardRef& b) {
        if (a.age != b.age) return a.age < b.age;
        if (a.set != b.set) return a.set < b.set;
        if ((a.id >= 0) != (b.id >= 0)) return a.id >= 0;
        return a.id < b.id;
    });
}

QList<CardRef>* zoneList(TableModel& m, Zone z, int p) {
    if (p < 0 || p >= m.playerCount()) return nullptr;
    if (z == Zone::Hand) return &m.players[p].hand;
    if (z == Zone::Score) return &m.players[p].score;
    if (isExtraZone(z)) return &m.players[p].zones[extraZoneIndex(z)];
    return nullptr;
}

// The supply a card of `set` goes back to: its own set's piles, or the main set's when its set has none.
std::size_t supplySet(int set) {
    return set > 0 && set < setCount() && !cardSet(static_cast<SetId>(set)).pileLabel.empty() ? static_cast<std::size_t>(set) : kMainSet;
}

// A set's action taken on a top card: its own choices come before the dogma.
bool isSetActionOnCard(ActionKind a) { return setOfAction(a) != kMainSet; }

// Takes a card out of a list: the card itself when it is named, else a card of its age and set (which one does not
// matter: the names the seat knows are given again from its tracker, nameHiddenCards).
void removeRef(QList<CardRef>& l, int card, int age, int set) {
    if (card >= 0)
        for (qsizetype i = 0; i < l.size(); ++i)
            if (l[i].id == card) return void(l.removeAt(i));
    for (qsizetype i = 0; i < l.size(); ++i)
        if (l[i].id < 0 && l[i].age == age && l[i].set == set) return void(l.removeAt(i));
    for (qsizetype i = 0; i < l.size(); ++i)
        if (l[i].age == age && l[i].set == set) return void(l.removeAt(i));
    for (qsizetype i = 0; i < l.size(); ++i)
        if (l[i].age == age) return void(l.removeAt(i));
}

// The names of the cards another seat keeps hidden, as this seat's tracker knows them; every other card is one of
// its age and set. The seat's own cards and a public zone's are named by the events themselves.
// A card every seat knows (knownToAll: its back names it) keeps its name, untracked: nobody had to watch it.
void nameHiddenCards(TableModel& m, Zone z, int p, const CardList& namedToAll = {}) {
    QList<CardRef>* l = zoneList(m, z, p);
    if (!l || p == m.viewer || isPublicExtraZone(z)) return;
    for (CardRef& r : *l)
        if (r.id < 0 || !knownToAll(static_cast<CardId>(r.id))) r = CardRef{-1, r.age, false, r.set};
    auto name = [&](CardId c) {
        if (std::any_of(l->begin(), l->end(), [&](const CardRef& r) { return r.id == static_cast<int>(c); })) return;
        const int a = age(c), set = static_cast<int>(facts(c).set);
        const auto slot = std::find_if(l->begin(), l->end(), [&](const CardRef& r) { return r.id < 0 && r.age == a && r.set == set; });
        if (slot != l->end()) *slot = CardRef{static_cast<int>(c), a, !knownToAll(c), set};
    };
    for (CardId c : namedToAll) name(c);
    for (CardId c : m.tracker.knownCards(z, p)) name(c);
    sortRefs(*l);
}
}  // namespace

int cardIdOf(std::string_view title) {
    const std::optional<CardId> c = findCard(title);
    return c ? static_cast<int>(*c) : -1;
}

QString cardTitle(int id) {
    if (id < 0 || id >= static_cast<int>(everyCard().size())) return {};
    auto t = card(static_cast<CardId>(id)).title;
    return QString::fromUtf8(t.data(), static_cast<qsizetype>(t.size()));
}

// ---------------------------------------------------------------- model

int PlayerModel::topAge() const {
    int best = 0;
    for (const auto& p : piles)
        if (!p.cards.isEmpty()) best = std::max(best, age(static_cast<CardId>(p.cards.front())));
    return best;
}

int PlayerModel::knownCount() const {
    int n = 0;
    for (const auto& r : hand) n += r.tracked ? 1 : 0;
    for (const auto& r : score) n += r.tracked ? 1 : 0;
    return n;
}

int TableModel::playerIndex(const QString& name) const {
    for (int p = 0; p < playerCount(); ++p)
        if (players[p].name == name) return p;
    return -1;
}

int TableModel::topCardOwner(int card) const {
    for (int p = 0; p < playerCount(); ++p)
        for (const PileModel& pile : players[p].piles)
            if (!pile.cards.isEmpty() && pile.cards.front() == card) return p;
    return -1;
}

Names TableModel::names() const {
    Names out;
    for (const auto& p : players) out.push_back(p.name.toStdString());
    return out;
}

bool TableModel::inPlay(std::string_view setKey) const {
    const auto set = findSet(setKey);
    return set && inPlay(*set);
}

bool TableModel::setInPlay(std::string_view setKey, bool on) {
    const auto set = findSet(setKey);
    if (!set) return false;
    if (on) rules.sets |= static_cast<SetMask>(1u << *set);
    else rules.sets &= static_cast<SetMask>(~(1u << *set));
    for (std::size_t z = 0; z < zonesInPlay.size(); ++z) zonesInPlay[z] = zoneInPlay(rules, extraZoneAt(z));
    return true;
}

std::array<int, kAges>& TableModel::piles(std::string_view setKey) { return supply[findSet(setKey).value_or(kMainSet)]; }

Options TableModel::options() const {
    Options o = rules;
    o.playerCount = playerCount();
    return o;
}

int TableModel::drawAge(int player) const {
    if (player < 0 || player >= playerCount()) return 1;
    return drawSourceAge(decks(), players[player].topAge());
}

bool TableModel::arePartners(int a, int b) const { return inno::arePartners(options(), a, b); }

bool TableModel::areDistant(int a, int b) const { return inno::areDistant(options(), a, b); }

int TableModel::achievementsToWin() const { return inno::achievementsToWin(options()); }

GameState TableModel::boardState() const {
    GameState s = emptyState(options());
    for (int p = 0; p < playerCount() && p < kMaxPlayers; ++p) {
        const PlayerModel& pl = players[p];
        for (int c = 0; c < kColors; ++c) {
            CardList pile;
            for (int id : pl.piles[c].cards) pile.push_back(static_cast<CardId>(id));
            s.setList(lists::pile(p, static_cast<Color>(c)), pile);
            s.seats[p].splay[c] = pl.piles[c].splay;
        }
    }
    recountBoards(s);
    return s;
}

void TableModel::recount() {
    // Only the boards matter to the icons, the bonuses and what the sets in play count beside the achievements.
    const GameState s = boardState();
    for (int p = 0; p < playerCount() && p < kMaxPlayers; ++p) {
        PlayerModel& pl = players[p];
        const PlayerState ps = s.player(p);
        IconCounts n = boardIcons(ps);
        for (int i = 0; i < kIconKinds; ++i) pl.icons[i] = n[i];
        int total = 0;
        for (const auto& r : pl.score) total += r.age;
        pl.bonusPoints = bonusPoints(ps);
        pl.scoreTotal = total + pl.bonusPoints;
        pl.achievementTotal = static_cast<int>(pl.achievements.size() + pl.countedAchievements.size()) + extraAchievements(s, p);
    }
}

TableModel modelFromTable(const net::TableEnvelope& table, int viewer) {
    TableModel m;
    m.viewer = viewer;
    m.tracker = CardTracker(viewer);
    for (const net::TablePlayer& tp : table.players) {
        PlayerModel p;
        p.name = tp.name;
        p.human = tp.human;
        if (tp.level) p.botLevel = qstring(botLevelName(*tp.level));
        m.players.push_back(p);
    }
    for (const auto& [pile, size] : table.start.deckSizes)  // the main set's decks, "1" to "10"
        for (int a = 1; a <= kAges; ++a)
            if (pile == std::to_string(a)) m.supply[kMainSet][a - 1] = size;
    for (const std::string& a : table.start.available) m.available.push_back(qstring(a));
    m.rules = table.options;
    for (SetId set = 0; set < setCount(); ++set)  // every other set's card starts in its pile
        if (set != kMainSet && m.inPlay(set) && !cardSet(set).pileLabel.empty())
            for (const CardDef& c : cardsOf(set))
                if (!c.outsideSupply) ++m.supply[set][c.age - 1];
    for (std::size_t z = 0; z < m.zonesInPlay.size(); ++z) m.zonesInPlay[z] = zoneInPlay(table.options, extraZoneAt(z));
    // The cards kept outside the supply start in the common zone, when it is in play.
    if (zoneInPlay(table.options, Zone::Common))
        for (SetId set = 0; set < setCount(); ++set)
            if (m.inPlay(set))
                for (const CardDef& c : cardsOf(set))
                    if (c.outsideSupply) m.common.push_back(static_cast<int>(c.id));
    // The tracker starts from the same piles, every card in them unseen, so that a card seen going back under a pile
    // is named again when it is drawn, whatever the sets in play.
    for (SetId set = 0; set < setCount(); ++set)
        for (int a = 1; a <= kAges; ++a)
            m.tracker.supplySlots(set, a).assign(static_cast<std::size_t>(m.supply[set][a - 1]),
                                                 CardTracker::Slot{kNoCard, static_cast<std::uint8_t>(CardTracker::publicAge(set, a))});
    return m;
}

TableModel modelFromTable(const bj::object& table, int viewer) {
    QString why;
    const auto decoded = net::decodeTable(table, &why);
    if (!decoded) throw json::DecodeError(why.toStdString());
    return modelFromTable(*decoded, viewer);
}

Event parseEvent(const bj::object& o, const TableModel& m) {
    const Names names = m.names();
    return json::decode<Event>(o, json::Seats{names});
}

namespace {
// A card among a player's achievements that only counts (kept apart, face up: a relic).
bool onlyCounts(const Event& e) { return e.card != kNoCard && card(e.card).onlyCounts; }
}  // namespace

void applyEvent(TableModel& m, const Event& e) {
    auto valid = [&](int p) { return p >= 0 && p < m.playerCount(); };
    const bool known = e.card != kNoCard;
    const int cardId = known ? static_cast<int>(e.card) : -1;
    m.tracker.observe(e);
    switch (e.kind) {
    case EventKind::CardMoved: {
        // Out of its place.
        switch (e.from.zone) {
        case Zone::Deck:
            if (e.age >= 1 && e.age <= kAges) {
                int& n = m.supply[supplySet(e.set)][e.age - 1];
                n = std::max(0, n - 1);
            }
            break;
        case Zone::Hand:
        case Zone::Score:
            if (auto* l = zoneList(m, e.from.zone, e.from.player)) removeRef(*l, cardId, e.age, e.set);
            break;
        case Zone::Board:
            if (valid(e.from.player) && known)
                for (auto& pile : m.players[e.from.player].piles) pile.cards.removeOne(cardId);
            break;
        case Zone::Achievement:
            if (valid(e.from.player) && onlyCounts(e)) m.players[e.from.player].countedAchievements.removeOne(cardId);
            else if (valid(e.from.player)) m.players[e.from.player].achievements.removeOne(QString::number(e.age));
            else m.available.removeOne(QString::number(e.age));
            break;
        case Zone::Removed: break;
        case Zone::Common: m.common.removeOne(cardId); break;
        case Zone::Extra1:
        case Zone::Extra2:
            if (auto* l = zoneList(m, e.from.zone, e.from.player)) removeRef(*l, cardId, e.age, e.set);
            break;
        }
        // Into its new place.
        switch (e.to.zone) {
        case Zone::Deck:
            if (e.age >= 1 && e.age <= kAges) ++m.supply[supplySet(e.set)][e.age - 1];
            break;
        case Zone::Hand:
        case Zone::Score:
        case Zone::Extra1:
        case Zone::Extra2:
            if (auto* l = zoneList(m, e.to.zone, e.to.player)) {
                l->push_back(CardRef{cardId, e.age, false, e.set});
                sortRefs(*l);
            }
            break;
        case Zone::Board:
            if (valid(e.to.player) && known) {
                auto& pile = m.players[e.to.player].piles[index(color(e.card))];
                if (e.move == Move::Tucked) pile.cards.push_back(cardId);
                else pile.cards.push_front(cardId);
            }
            break;
        case Zone::Achievement:
            if (valid(e.to.player) && onlyCounts(e)) {
                m.players[e.to.player].countedAchievements.push_back(cardId);
            } else if (valid(e.to.player)) {
                auto& a = m.players[e.to.player].achievements;
                qsizetype at = 0;
                while (at < a.size() && a[at].toInt() > 0) ++at;
                a.insert(at, QString::number(e.age));
            } else {
                m.available.push_back(QString::number(e.age));
            }
            break;
        case Zone::Removed: break;
        case Zone::Common:
            if (known) m.common.push_back(cardId);
            break;
        }
        nameHiddenCards(m, e.from.zone, e.from.player);
        nameHiddenCards(m, e.to.zone, e.to.player);
        // A set's rule put a card from a zone of its own on the board (a promotion): its free Dogma may follow.
        if (static_cast<int>(e.trigger) >= kCoreTriggers && isExtraZone(e.from.zone) && e.to.zone == Zone::Board) m.promoted = cardId;
        // A pile left with one card loses its splay: the engine says so with a Splayed event of its own.
        break;
    }
    case EventKind::CardRevealed:
        if (valid(e.player)) nameHiddenCards(m, Zone::Hand, e.player);
        break;
    case EventKind::Splayed:
        if (valid(e.player)) m.players[e.player].piles[index(e.color)].splay = e.splay;
        break;
    case EventKind::TurnStarted:
        m.endorsing = -1;
        m.promoted = -1;
        m.current = std::max(0, static_cast<int>(e.player));
        m.actionsLeft = e.value;
        ++m.turnNumber;
        break;
    case EventKind::AchievementClaimed:
        if (e.isSpecial && valid(e.player)) {
            const QString name = qstring(specialName(e.special));
            m.available.removeOne(name);
            m.players[e.player].achievements.push_back(name);
        }
        break;
    case EventKind::GameEnded: m.gameOver = true; break;
    case EventKind::SeatEliminated:
        if (valid(e.player)) m.players[e.player].eliminated = true, m.players[e.player].leftBy.card = cardId;
        break;
    case EventKind::ActionTaken: m.endorsing = isSetActionOnCard(e.action) ? cardId : -1; break;
    case EventKind::DogmaStarted: m.endorsing = -1, m.demandRunning = false; break;
    case EventKind::EffectStarted: m.demandRunning = e.demand != Effect::NonDemand, m.runningEffect = {cardId, e.value, e.tag}; break;
    case EventKind::DogmaEnded: m.demandRunning = false; break;
    default: break;
    }
    m.recount();
}

namespace {
QStringList achievementLabels(const std::vector<std::uint8_t>& ages, SpecialMask specials) {
    QStringList out;
    for (auto a : ages) out.push_back(QString::number(a));
    for (const SpecialDef& sp : allSpecials())
        if (specials & specialBit(sp.id)) out.push_back(qstring(sp.name));
    return out;
}
}  // namespace

View parseView(const bj::object& view, const TableModel& m) {
    const Names names = m.names();
    return json::decode<View>(view, json::Seats{names});
}

void applyView(TableModel& m, const View& v) {
    for (int p = 0; p < m.playerCount() && p < static_cast<int>(v.players.size()); ++p) {
        const PlayerView& pv = v.players[static_cast<std::size_t>(p)];
        PlayerModel& pl = m.players[p];
        for (int c = 0; c < kColors; ++c) {
            PileModel pile;
            for (CardId id : pv.board[c].cards) pile.cards.push_back(id);
            pile.splay = pv.board[c].splay;
            pl.piles[c] = pile;
        }
        auto zone = [&](QList<CardRef>& list, const std::vector<std::uint8_t>& ages, const std::vector<SetId>& sets,
                        const std::optional<CardList>& cards) {
            if (cards) {
                QList<CardRef> fresh;
                for (CardId id : *cards) fresh.push_back(CardRef{id, age(id), false, static_cast<int>(card(id).set)});
                sortRefs(fresh);
                list = fresh;
                return;
            }
            // Hidden cards by age and by set; the names this seat knows come from its tracker (nameHiddenCards).
            QList<CardRef> fresh;
            for (std::size_t i = 0; i < ages.size(); ++i)
                fresh.push_back(CardRef{-1, ages[i], false, i < sets.size() ? static_cast<int>(sets[i]) : 0});
            list = fresh;
        };
        zone(pl.hand, pv.handAges, pv.handSets, pv.hand);
        zone(pl.score, pv.scoreAges, pv.scoreSets, pv.score);
        nameHiddenCards(m, Zone::Hand, p, pv.handKnown);
        nameHiddenCards(m, Zone::Score, p, pv.scoreKnown);
        // Every zone of the sets in play.
        for (std::size_t z = 0; z < pv.zones.size() && z < pl.zones.size(); ++z) {
            if (zoneInPlay(v.options, extraZoneAt(z))) {
                const HiddenZone& hz = pv.zones[z];
                zone(pl.zones[z], hz.ages, hz.sets, hz.cards);
                nameHiddenCards(m, extraZoneAt(z), p, hz.known);
            } else {
                pl.zones[z].clear();
            }
        }
        pl.achievements = achievementLabels(pv.achievementAges, pv.specials);
        pl.countedAchievements.clear();
        for (CardId id : pv.countedAchievements) pl.countedAchievements.push_back(id);
        pl.eliminated = pv.eliminated;
    }
    m.rules.sets = v.options.sets;
    m.rules.setOptions = v.options.setOptions;
    m.supply = v.supplySizes;
    m.supply[kMainSet] = v.deckSizes();
    for (std::size_t z = 0; z < m.zonesInPlay.size(); ++z) m.zonesInPlay[z] = zoneInPlay(v.options, extraZoneAt(z));
    m.available = achievementLabels(v.availableAges, v.availableSpecials);
    m.common.clear();
    for (CardId id : v.common) m.common.push_back(id);
    m.current = v.current;
    m.actionsLeft = v.actionsLeft;
    m.turnNumber = v.turnNumber;
    m.gameOver = v.gameOver;
    if (v.prompt) {
        m.waitingFor = m.viewer;
        m.waitingKind = qstring(promptKindName(v.prompt->kind));
    } else if (v.waitingFor >= 0) {
        m.waitingFor = v.waitingFor;
        m.waitingKind = qstring(promptKindName(v.waitingKind));
    } else {
        m.waitingFor = -1;
        m.waitingKind.clear();
    }
    m.recount();
}

// ---------------------------------------------------------------- prompts

int PromptState::find(const QString& text) const {
    for (int i = 0; i < options.size(); ++i)
        if (options[i].text == text) return i;
    return -1;
}
bool PromptState::canDraw() const {
    return std::any_of(options.begin(), options.end(), [](const PromptOption& o) { return o.type == PromptOption::Draw; });
}
bool PromptState::canMeld(int c) const {
    return std::any_of(options.begin(), options.end(),
                       [c](const PromptOption& o) { return o.type == PromptOption::Meld && o.card() == c; });
}
bool PromptState::canDogma(int c) const {
    return std::any_of(options.begin(), options.end(),
                       [c](const PromptOption& o) { return o.type == PromptOption::Dogma && o.card() == c; });
}
bool PromptState::canSetAction(ActionKind a, int c) const {
    return std::any_of(options.begin(), options.end(),
                       [a, c](const PromptOption& o) { return o.type == PromptOption::SetAction && o.action() == a && o.card() == c; });
}
QList<ActionKind> PromptState::setActionsOn(int c) const {
    QList<ActionKind> out;
    for (const PromptOption& o : options)
        if (o.type == PromptOption::SetAction && o.card() == c && !out.contains(o.action())) out.push_back(o.action());
    return out;
}
bool PromptState::canAchieve(int a) const {
    return std::any_of(options.begin(), options.end(),
                       [a](const PromptOption& o) { return o.type == PromptOption::Achieve && o.age == a; });
}
bool PromptState::canParley(int c) const {
    return std::any_of(options.begin(), options.end(), [c](const PromptOption& o) { return o.type == PromptOption::Parley && o.card() == c; });
}

bool PromptState::offersCard(int c) const {
    return std::any_of(options.begin(), options.end(),
                       [c](const PromptOption& o) { return o.type == PromptOption::Card && o.card() == c; });
}

PromptOption PromptOption::make(Type type, QString text, int a, int age) {
    PromptOption o;
    o.type = type;
    o.text = std::move(text);
    o.a = static_cast<std::uint16_t>(std::max(0, a));
    o.age = static_cast<std::uint8_t>(age);
    return o;
}

int PromptOption::card() const {
    switch (type) {
    case Meld:
    case Dogma:
    case Parley:
    case Card:
    case SetAction: return a;
    default: return -1;
    }
}
int PromptOption::player() const { return type == Hidden || type == Player ? a : -1; }
Zone PromptOption::zone() const { return type == Hidden ? static_cast<Zone>(Choice::zone) : Zone::Hand; }
inno::Color PromptOption::color() const { return type == Color ? static_cast<inno::Color>(a) : inno::Color::Red; }
int PromptOption::value() const { return type == Value || type == Branch || type == Word ? a : 0; }
ActionKind PromptOption::action() const { return type == SetAction ? static_cast<ActionKind>(kind) : ActionKind::Draw; }
inno::Icon PromptOption::icon() const { return type == IconKind ? static_cast<inno::Icon>(a) : inno::Icon::None; }

PromptState promptState(const Prompt& p, qint64 id, int seat, const TableModel& m) {
    const Names names = m.names();
    PromptState out;
    out.seat = seat;
    out.id = id;
    out.kind = p.kind;
    out.purpose = p.purpose;
    out.min = p.min;
    out.max = p.max;
    out.source = p.source == kNoCard ? -1 : p.source;
    out.rule = p.rule;
    for (const Choice& c : p.options) {
        PromptOption o{c, qstring(optionText(c, names))};
        if (c.type == Choice::Card) o.age = static_cast<std::uint8_t>(age(c.a));  // public on a face-up card
        // A free Dogma offered by a word (the start-of-turn choice of a set's zone: `dogma`) is a Dogma of the card
        // that asks: the table and the prompt bar treat it as one (its preview, its confirmation).
        if (c.type == Choice::Word && choiceWord(c.a) == "dogma" && p.source != kNoCard) o.type = Choice::Dogma, o.a = p.source;
        out.options.push_back(o);
    }
    return out;
}

PromptState parsePrompt(const bj::object& o, qint64 id, int seat, const TableModel& m) {
    const Names names = m.names();
    return promptState(json::decode<Prompt>(o, json::Seats{names}), id, seat, m);
}

}  // namespace inno::client
