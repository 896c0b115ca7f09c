#include "table_model.h"

#include "protocol.h"
#include "wire.h"

#include "core/card.h"
#include "core/queries.h"

#include <algorithm>
#include <map>
#include <string>

namespace inno::client {

namespace bj = boost::json;
using net::qstring;
using net::qstringField;
using net::qstringsOf;

namespace {
template <typename E, typename F>
E parseName(std::string_view s, int count, F nameOf, E fallback) {
    for (int i = 0; i < count; ++i)
        if (nameOf(static_cast<E>(i)) == s) return static_cast<E>(i);
    return fallback;
}
EventKind parseKind(std::string_view s) { return parseName<EventKind>(s, 14, eventKindName, EventKind::GameStarted); }
Move parseMove(std::string_view s) { return parseName<Move>(s, 9, moveName, Move::Drawn); }
ActionKind parseAction(std::string_view s) { return parseName<ActionKind>(s, 4, actionKindName, ActionKind::Draw); }
PromptKind parsePromptKind(std::string_view s) { return parseName<PromptKind>(s, 8, promptKindName, PromptKind::Action); }
Zone zoneOf(std::string_view s) { return parseZone(s).value_or(Zone::Deck); }
Splay splayOf(std::string_view s) { return parseSplay(s).value_or(Splay::None); }

int maskOf(const bj::array& names, const TableModel& m) {
    int mask = 0;
    for (const auto& n : names)
        if (int p = m.playerIndex(qstring(wire::stringOf(n))); p >= 0) mask |= 1 << p;
    return mask;
}

std::array<int, kAges> deckSizesOf(const bj::object& decks) {
    std::array<int, kAges> sizes{};
    for (int a = 1; a <= kAges; ++a) sizes[a - 1] = static_cast<int>(wire::intField(decks, std::to_string(a)));
    return sizes;
}

void sortRefs(QList<CardRef>& l) {
    std::stable_sort(l.begin(), l.end(), [](const CardRef& a, const CardRef& b) {
        if (a.age != b.age) return a.age < b.age;
        if ((a.id >= 0) != (b.id >= 0)) return a.id >= 0;
        return a.id < b.id;
    });
}

QList<CardRef>* zoneList(TableModel& m, Zone z, int p) {
    if (p < 0 || p >= m.playerCount()) return nullptr;
    if (z == Zone::Hand) return &m.players[p].hand;
    if (z == Zone::Score) return &m.players[p].score;
    return nullptr;
}

void removeRef(QList<CardRef>& l, int card, int age, bool ownZone) {
    if (card >= 0) {
        for (qsizetype i = 0; i < l.size(); ++i)
            if (l[i].id == card) return void(l.removeAt(i));
        for (qsizetype i = 0; i < l.size(); ++i)
            if (l[i].id < 0 && l[i].age == age) return void(l.removeAt(i));
        for (qsizetype i = 0; i < l.size(); ++i)
            if (l[i].age == age) return void(l.removeAt(i));
        return;
    }
    // A card we may not identify left: if we knew some cards of that age here, we no longer know which stayed.
    qsizetype unknown = -1, any = -1;
    bool knewSome = false;
    for (qsizetype i = 0; i < l.size(); ++i) {
        if (l[i].age != age) continue;
        if (any < 0) any = i;
        if (l[i].id < 0 && unknown < 0) unknown = i;
        if (l[i].id >= 0) knewSome = true;
    }
    const qsizetype at = unknown >= 0 ? unknown : any;
    if (at >= 0) l.removeAt(at);
    if (knewSome && !ownZone)
        for (auto& r : l)
            if (r.age == age) r = CardRef{-1, age, false};
}
}  // namespace

int cardIdOf(std::string_view title) {
    const std::optional<CardId> c = findCard(title);
    return c ? static_cast<int>(*c) : -1;
}

QString cardTitle(int id) {
    if (id < 0 || id >= kCardCount) return {};
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

int TableModel::drawAge(int player) const {
    if (player < 0 || player >= playerCount()) return 1;
    int a = std::max(1, players[player].topAge());
    while (a <= kAges && decks[a - 1] == 0) ++a;
    return a;
}

bool TableModel::arePartners(int a, int b) const { return teams && a != b && a % 2 == b % 2; }

int TableModel::achievementsToWin() const {
    const int n = playerCount();
    int need = teams ? 6 : (n <= 2 ? 6 : n == 3 ? 5 : 4);
    return need + (extraAchievement ? 1 : 0);
}

void TableModel::recount() {
    for (auto& pl : players) {
        PlayerState ps;
        for (int c = 0; c < kColors; ++c) {
            Pile& pile = ps.board[c];
            for (int id : pl.piles[c].cards) pile.cards.push_back(static_cast<CardId>(id));
            pile.splay = pl.piles[c].splay;
        }
        IconCounts n = boardIcons(ps);
        for (int i = 0; i < kIconKinds; ++i) pl.icons[i] = n[i];
        int total = 0;
        for (const auto& r : pl.score) total += r.age;
        pl.scoreTotal = total;
    }
}

TableModel modelFromTable(const bj::object& table, int viewer) {
    TableModel m;
    m.viewer = viewer;
    for (const auto& pv : wire::arrayField(table, "players")) {
        const bj::object& po = wire::objectOf(pv);
        PlayerModel p;
        p.name = qstringField(po, "name");
        p.human = wire::boolField(po, "human", true);
        p.botLevel = qstringField(po, "level");
        m.players.push_back(p);
    }
    const bj::object& start = wire::objectField(table, "start");
    m.decks = deckSizesOf(wire::objectField(start, "deckSizes"));
    m.available = qstringsOf(wire::arrayField(start, "available"));
    const bj::object& opt = wire::objectField(table, "options");
    m.teams = wire::boolField(opt, "teams");
    m.extraAchievement = wire::boolField(opt, "extraAchievement");
    return m;
}

ClientEvent parseEvent(const bj::object& o, const TableModel& m) {
    ClientEvent e;
    auto playerOf = [&m](const bj::object& x) { return x.contains("player") ? m.playerIndex(qstringField(x, "player")) : -1; };
    auto number = [&o](std::string_view key) { return static_cast<int>(wire::intField(o, key)); };
    e.kind = parseKind(wire::stringField(o, "type"));
    e.player = playerOf(o);
    e.card = cardIdOf(wire::stringField(o, "card"));
    e.source = cardIdOf(wire::stringField(o, "source"));
    switch (e.kind) {
    case EventKind::CardMoved: {
        e.move = parseMove(wire::stringField(o, "move"));
        e.age = number("age");
        const bj::object& from = wire::objectField(o, "from");
        const bj::object& to = wire::objectField(o, "to");
        e.fromZone = zoneOf(wire::stringField(from, "zone"));
        e.toZone = zoneOf(wire::stringField(to, "zone"));
        e.fromPlayer = playerOf(from);
        e.toPlayer = playerOf(to);
        e.revealed = wire::boolField(o, "revealed");
        break;
    }
    case EventKind::CardRevealed:
        if (e.card >= 0) e.age = age(static_cast<CardId>(e.card));
        break;
    case EventKind::Splayed:
        e.color = parseColor(wire::stringField(o, "color")).value_or(Color::Red);
        e.oldSplay = splayOf(wire::stringField(o, "from"));
        e.splay = splayOf(wire::stringField(o, "to"));
        break;
    case EventKind::ActionTaken:
        e.action = parseAction(wire::stringField(o, "action"));
        e.value = number("age");
        break;
    case EventKind::DogmaStarted:
    case EventKind::DogmaRoles: {
        e.icon = parseIcon(wire::stringField(o, "icon")).value_or(Icon::None);
        const bj::object& counts = wire::objectField(o, "counts");
        for (int p = 0; p < m.playerCount() && p < kMaxPlayers; ++p)
            e.counts[p] = static_cast<int>(wire::intField(counts, m.players[p].name.toStdString()));
        e.sharers = maskOf(wire::arrayField(o, "sharers"), m);
        e.demanded = maskOf(wire::arrayField(o, "demanded"), m);
        break;
    }
    case EventKind::EffectStarted:
        e.value = number("effect");
        e.demand = wire::boolField(o, "demand");
        break;
    case EventKind::TurnStarted: e.value = number("actions"); break;
    case EventKind::AchievementClaimed:
        e.special = qstringField(o, "special");
        e.value = number("age");
        e.reason = qstringField(o, "reason");
        break;
    case EventKind::GameEnded:
        e.winners = maskOf(wire::arrayField(o, "winners"), m);
        e.reason = qstringField(o, "reason");
        break;
    default: break;
    }
    return e;
}

void applyEvent(TableModel& m, const ClientEvent& e) {
    auto valid = [&](int p) { return p >= 0 && p < m.playerCount(); };
    switch (e.kind) {
    case EventKind::CardMoved: {
        // Out of its place.
        switch (e.fromZone) {
        case Zone::Deck:
            if (e.age >= 1 && e.age <= kAges) m.decks[e.age - 1] = std::max(0, m.decks[e.age - 1] - 1);
            break;
        case Zone::Hand:
        case Zone::Score:
            if (auto* l = zoneList(m, e.fromZone, e.fromPlayer)) removeRef(*l, e.card, e.age, e.fromPlayer == m.viewer);
            break;
        case Zone::Board:
            if (valid(e.fromPlayer) && e.card >= 0)
                for (auto& pile : m.players[e.fromPlayer].piles) pile.cards.removeOne(e.card);
            break;
        case Zone::Achievement:
            if (valid(e.fromPlayer)) m.players[e.fromPlayer].achievements.removeOne(QString::number(e.age));
            else m.available.removeOne(QString::number(e.age));
            break;
        case Zone::Removed: break;
        }
        // Into its new place.
        switch (e.toZone) {
        case Zone::Deck:
            if (e.age >= 1 && e.age <= kAges) ++m.decks[e.age - 1];
            break;
        case Zone::Hand:
        case Zone::Score:
            if (auto* l = zoneList(m, e.toZone, e.toPlayer)) {
                l->push_back(CardRef{e.card, e.age, e.card >= 0 && e.toPlayer != m.viewer});
                sortRefs(*l);
            }
            break;
        case Zone::Board:
            if (valid(e.toPlayer) && e.card >= 0) {
                auto& pile = m.players[e.toPlayer].piles[index(color(static_cast<CardId>(e.card)))];
                if (e.move == Move::Tucked) pile.cards.push_back(e.card);
                else pile.cards.push_front(e.card);
                if (pile.cards.size() < 2) pile.splay = Splay::None;
            }
            break;
        case Zone::Achievement:
            if (valid(e.toPlayer)) {
                auto& a = m.players[e.toPlayer].achievements;
                qsizetype at = 0;
                while (at < a.size() && a[at].toInt() > 0) ++at;
                a.insert(at, QString::number(e.age));
            } else {
                m.available.push_back(QString::number(e.age));
            }
            break;
        case Zone::Removed: break;
        }
        // A pile left with one card loses its splay.
        if (e.fromZone == Zone::Board && valid(e.fromPlayer))
            for (auto& pile : m.players[e.fromPlayer].piles)
                if (pile.cards.size() < 2) pile.splay = Splay::None;
        break;
    }
    case EventKind::CardRevealed:
        if (valid(e.player) && e.card >= 0) {
            for (auto* l : {&m.players[e.player].hand, &m.players[e.player].score}) {
                if (std::any_of(l->begin(), l->end(), [&](const CardRef& r) { return r.id == e.card; })) break;
                auto it = std::find_if(l->begin(), l->end(), [&](const CardRef& r) { return r.id < 0 && r.age == e.age; });
                if (it != l->end()) {
                    *it = CardRef{e.card, e.age, e.player != m.viewer};
                    sortRefs(*l);
                    break;
                }
            }
        }
        break;
    case EventKind::Splayed:
        if (valid(e.player)) m.players[e.player].piles[index(e.color)].splay = e.splay;
        break;
    case EventKind::TurnStarted:
        m.current = std::max(0, e.player);
        m.actionsLeft = e.value;
        ++m.turnNumber;
        break;
    case EventKind::AchievementClaimed:
        if (!e.special.isEmpty() && valid(e.player)) {
            m.available.removeOne(e.special);
            m.players[e.player].achievements.push_back(e.special);
        }
        break;
    case EventKind::GameEnded: m.gameOver = true; break;
    default: break;
    }
    m.recount();
}

void applyView(TableModel& m, const bj::object& v) {
    const bj::array& players = wire::arrayField(v, "players");
    for (int p = 0; p < m.playerCount() && p < static_cast<int>(players.size()); ++p) {
        const bj::object& po = wire::objectOf(players[static_cast<std::size_t>(p)]);
        PlayerModel& pl = m.players[p];
        const bj::object& board = wire::objectField(po, "board");
        const bj::object& splay = wire::objectField(po, "splay");
        for (int c = 0; c < kColors; ++c) {
            const std::string_view cn = colorName(static_cast<Color>(c));
            PileModel pile;
            for (const auto& t : wire::arrayField(board, cn))
                if (int id = cardIdOf(wire::stringOf(t)); id >= 0) pile.cards.push_back(id);
            pile.splay = splayOf(wire::stringField(splay, cn));
            pl.piles[c] = pile;
        }
        auto zone = [&](QList<CardRef>& list, std::string_view agesKey, std::string_view titlesKey) {
            if (po.contains(titlesKey)) {
                QList<CardRef> fresh;
                for (const auto& t : wire::arrayField(po, titlesKey)) {
                    int id = cardIdOf(wire::stringOf(t));
                    fresh.push_back(CardRef{id, id >= 0 ? age(static_cast<CardId>(id)) : 0, false});
                }
                sortRefs(fresh);
                list = fresh;
                return;
            }
            std::map<int, int> want;
            for (const auto& a : wire::arrayField(po, agesKey)) ++want[static_cast<int>(wire::intOf(a))];
            QList<CardRef> fresh;
            for (auto [a, n] : want) {
                QList<CardRef> known;
                for (const auto& r : list)
                    if (r.age == a && r.id >= 0) known.push_back(r);
                if (known.size() > n) known.clear();  // we lost track
                fresh.append(known);
                for (qsizetype k = known.size(); k < n; ++k) fresh.push_back(CardRef{-1, a, false});
            }
            sortRefs(fresh);
            list = fresh;
        };
        zone(pl.hand, "handAges", "hand");
        zone(pl.score, "scoreAges", "score");
        pl.achievements = qstringsOf(wire::arrayField(po, "achievements"));
    }
    m.decks = deckSizesOf(wire::objectField(v, "deckSizes"));
    m.available = qstringsOf(wire::arrayField(v, "available"));
    m.current = std::max(0, m.playerIndex(qstringField(v, "current")));
    m.actionsLeft = static_cast<int>(wire::intField(v, "actionsLeft"));
    m.turnNumber = static_cast<int>(wire::intField(v, "turnNumber"));
    m.gameOver = wire::boolField(v, "gameOver");
    if (v.contains("prompt")) {
        m.waitingFor = m.viewer;
        m.waitingKind = qstringField(wire::objectField(v, "prompt"), "kind");
    } else if (v.contains("waitingFor")) {
        const bj::object& w = wire::objectField(v, "waitingFor");
        m.waitingFor = m.playerIndex(qstringField(w, "player"));
        m.waitingKind = qstringField(w, "kind");
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
                       [c](const PromptOption& o) { return o.type == PromptOption::Meld && o.card == c; });
}
bool PromptState::canDogma(int c) const {
    return std::any_of(options.begin(), options.end(),
                       [c](const PromptOption& o) { return o.type == PromptOption::Dogma && o.card == c; });
}
bool PromptState::canAchieve(int a) const {
    return std::any_of(options.begin(), options.end(),
                       [a](const PromptOption& o) { return o.type == PromptOption::Achieve && o.age == a; });
}
bool PromptState::offersCard(int c) const {
    return std::any_of(options.begin(), options.end(),
                       [c](const PromptOption& o) { return o.type == PromptOption::Card && o.card == c; });
}

PromptState parsePrompt(const bj::object& o, qint64 id, int seat, const TableModel& m) {
    PromptState p;
    p.seat = seat;
    p.id = id;
    p.kind = parsePromptKind(wire::stringField(o, "kind"));
    p.purpose = parsePurpose(wire::stringField(o, "purpose")).value_or(Purpose::Other);
    p.min = static_cast<int>(wire::intField(o, "min", 1));
    p.max = static_cast<int>(wire::intField(o, "max", 1));
    p.source = cardIdOf(wire::stringField(o, "source"));
    for (const auto& v : wire::arrayField(o, "options")) {
        PromptOption opt;
        const std::string_view text = wire::stringOf(v);
        opt.text = qstring(text);
        const QString& t = opt.text;
        if (p.kind == PromptKind::Action) {
            if (text == "draw") opt.type = PromptOption::Draw;
            else if (text.starts_with("meld ")) opt.type = PromptOption::Meld, opt.card = cardIdOf(text.substr(5));
            else if (text.starts_with("dogma ")) opt.type = PromptOption::Dogma, opt.card = cardIdOf(text.substr(6));
            else if (text.starts_with("achieve ")) opt.type = PromptOption::Achieve, opt.age = t.mid(8).toInt();
        } else if (p.kind == PromptKind::Color) {
            opt.type = PromptOption::Color;
            opt.color = parseColor(text).value_or(Color::Red);
        } else if (p.kind == PromptKind::YesNo) {
            opt.type = text == "yes" ? PromptOption::Yes : PromptOption::No;
        } else if (p.kind == PromptKind::Value) {
            opt.type = PromptOption::Value;
            opt.value = t.toInt();
        } else if (p.kind == PromptKind::Player) {
            opt.type = PromptOption::Player;
            opt.player = m.playerIndex(t);
        } else if (p.kind == PromptKind::Option) {
            opt.type = PromptOption::Branch;
            opt.value = t.toInt();
        } else {
            if (int c = cardIdOf(text); c >= 0) {
                opt.type = PromptOption::Card;
                opt.card = c;
                opt.age = age(static_cast<CardId>(c));
            } else if (const QStringList parts = t.split('/'); parts.size() == 3) {
                opt.type = PromptOption::Hidden;
                opt.player = m.playerIndex(parts[0]);
                opt.zone = zoneOf(parts[1].toStdString());
                opt.age = parts[2].toInt();
                // One option stands for every hidden card of that owner, zone and age.
                opt.count = 0;
                if (opt.player >= 0) {
                    const auto& l = opt.zone == Zone::Score ? m.players[opt.player].score : m.players[opt.player].hand;
                    for (const auto& r : l) opt.count += r.age == opt.age ? 1 : 0;
                }
                opt.count = std::max(1, opt.count);
            }
        }
        p.options.push_back(opt);
    }
    return p;
}

}  // namespace inno::client
