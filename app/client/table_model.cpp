#include "table_model.h"

#include "core/card.h"
#include "core/queries.h"

#include <QHash>
#include <QJsonArray>

#include <algorithm>
#include <map>

namespace inno::client {

namespace {
template <typename E, typename F>
E parseName(const QString& s, int count, F nameOf, E fallback) {
    const QByteArray b = s.toUtf8();
    for (int i = 0; i < count; ++i) {
        auto n = nameOf(static_cast<E>(i));
        if (b.size() == static_cast<qsizetype>(n.size()) && std::equal(n.begin(), n.end(), b.begin())) return static_cast<E>(i);
    }
    return fallback;
}
EventKind parseKind(const QString& s) { return parseName<EventKind>(s, 14, eventKindName, EventKind::GameStarted); }
Move parseMove(const QString& s) { return parseName<Move>(s, 9, moveName, Move::Drawn); }
Zone parseZoneQ(const QString& s) { return parseName<Zone>(s, 6, zoneName, Zone::Deck); }
Color parseColorQ(const QString& s) { return parseName<Color>(s, kColors, colorName, Color::Red); }
Splay parseSplayQ(const QString& s) { return parseName<Splay>(s, 4, splayName, Splay::None); }
Icon parseIconQ(const QString& s) { return parseName<Icon>(s, kIconKinds, iconName, Icon::None); }
ActionKind parseAction(const QString& s) { return parseName<ActionKind>(s, 4, actionKindName, ActionKind::Draw); }
PromptKind parsePromptKind(const QString& s) { return parseName<PromptKind>(s, 8, promptKindName, PromptKind::Action); }

int maskOf(const QJsonArray& names, const TableModel& m) {
    int mask = 0;
    for (const auto& n : names)
        if (int p = m.playerIndex(n.toString()); p >= 0) mask |= 1 << p;
    return mask;
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

int cardIdOf(const QString& title) {
    static const QHash<QString, int> ids = [] {
        QHash<QString, int> h;
        for (const auto& c : allCards()) h.insert(QString::fromUtf8(c.title.data(), static_cast<qsizetype>(c.title.size())), c.id);
        return h;
    }();
    return ids.value(title, -1);
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

TableModel modelFromTable(const QJsonObject& table, int viewer) {
    TableModel m;
    m.viewer = viewer;
    for (const auto& pv : table.value("players").toArray()) {
        const QJsonObject po = pv.toObject();
        PlayerModel p;
        p.name = po.value("name").toString();
        p.human = po.value("human").toBool(true);
        p.botLevel = po.value("level").toString();
        m.players.push_back(p);
    }
    const QJsonObject start = table.value("start").toObject();
    const QJsonObject decks = start.value("deckSizes").toObject();
    for (int a = 1; a <= kAges; ++a) m.decks[a - 1] = decks.value(QString::number(a)).toInt();
    for (const auto& a : start.value("available").toArray()) m.available.push_back(a.toString());
    const QJsonObject opt = table.value("options").toObject();
    m.teams = opt.value("teams").toBool();
    m.extraAchievement = opt.value("extraAchievement").toBool();
    return m;
}

ClientEvent parseEvent(const QJsonObject& o, const TableModel& m) {
    ClientEvent e;
    e.kind = parseKind(o.value("type").toString());
    e.player = o.contains("player") ? m.playerIndex(o.value("player").toString()) : -1;
    auto cardOf = [](const QJsonValue& v) { return v.isString() ? cardIdOf(v.toString()) : -1; };
    e.card = cardOf(o.value("card"));
    e.source = cardOf(o.value("source"));
    switch (e.kind) {
    case EventKind::CardMoved: {
        e.move = parseMove(o.value("move").toString());
        e.age = o.value("age").toInt();
        const QJsonObject from = o.value("from").toObject(), to = o.value("to").toObject();
        e.fromZone = parseZoneQ(from.value("zone").toString());
        e.toZone = parseZoneQ(to.value("zone").toString());
        e.fromPlayer = from.contains("player") ? m.playerIndex(from.value("player").toString()) : -1;
        e.toPlayer = to.contains("player") ? m.playerIndex(to.value("player").toString()) : -1;
        e.revealed = o.value("revealed").toBool();
        break;
    }
    case EventKind::CardRevealed:
        if (e.card >= 0) e.age = age(static_cast<CardId>(e.card));
        break;
    case EventKind::Splayed:
        e.color = parseColorQ(o.value("color").toString());
        e.oldSplay = parseSplayQ(o.value("from").toString());
        e.splay = parseSplayQ(o.value("to").toString());
        break;
    case EventKind::ActionTaken:
        e.action = parseAction(o.value("action").toString());
        e.value = o.value("age").toInt();
        break;
    case EventKind::DogmaStarted:
    case EventKind::DogmaRoles: {
        e.icon = parseIconQ(o.value("icon").toString());
        const QJsonObject counts = o.value("counts").toObject();
        for (int p = 0; p < m.playerCount() && p < kMaxPlayers; ++p) e.counts[p] = counts.value(m.players[p].name).toInt();
        e.sharers = maskOf(o.value("sharers").toArray(), m);
        e.demanded = maskOf(o.value("demanded").toArray(), m);
        break;
    }
    case EventKind::EffectStarted:
        e.value = o.value("effect").toInt();
        e.demand = o.value("demand").toBool();
        break;
    case EventKind::TurnStarted: e.value = o.value("actions").toInt(); break;
    case EventKind::AchievementClaimed:
        e.special = o.value("special").toString();
        e.value = o.value("age").toInt();
        e.reason = o.value("reason").toString();
        break;
    case EventKind::GameEnded:
        e.winners = maskOf(o.value("winners").toArray(), m);
        e.reason = o.value("reason").toString();
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

void applyView(TableModel& m, const QJsonObject& v) {
    const QJsonArray players = v.value("players").toArray();
    for (int p = 0; p < m.playerCount() && p < players.size(); ++p) {
        const QJsonObject po = players.at(p).toObject();
        PlayerModel& pl = m.players[p];
        const QJsonObject board = po.value("board").toObject(), splay = po.value("splay").toObject();
        for (int c = 0; c < kColors; ++c) {
            const QString cn = QString::fromUtf8(colorName(static_cast<Color>(c)).data());
            PileModel pile;
            for (const auto& t : board.value(cn).toArray())
                if (int id = cardIdOf(t.toString()); id >= 0) pile.cards.push_back(id);
            pile.splay = parseSplayQ(splay.value(cn).toString());
            pl.piles[c] = pile;
        }
        auto zone = [&](QList<CardRef>& list, const char* agesKey, const char* titlesKey) {
            const QJsonArray ages = po.value(agesKey).toArray();
            if (po.contains(titlesKey)) {
                QList<CardRef> fresh;
                for (const auto& t : po.value(titlesKey).toArray()) {
                    int id = cardIdOf(t.toString());
                    fresh.push_back(CardRef{id, id >= 0 ? age(static_cast<CardId>(id)) : 0, false});
                }
                sortRefs(fresh);
                list = fresh;
                return;
            }
            std::map<int, int> want;
            for (const auto& a : ages) ++want[a.toInt()];
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
        pl.achievements.clear();
        for (const auto& a : po.value("achievements").toArray()) pl.achievements.push_back(a.toString());
    }
    const QJsonObject decks = v.value("deckSizes").toObject();
    for (int a = 1; a <= kAges; ++a) m.decks[a - 1] = decks.value(QString::number(a)).toInt();
    m.available.clear();
    for (const auto& a : v.value("available").toArray()) m.available.push_back(a.toString());
    m.current = std::max(0, m.playerIndex(v.value("current").toString()));
    m.actionsLeft = v.value("actionsLeft").toInt();
    m.turnNumber = v.value("turnNumber").toInt();
    m.gameOver = v.value("gameOver").toBool();
    if (v.contains("prompt")) {
        m.waitingFor = m.viewer;
        m.waitingKind = v.value("prompt").toObject().value("kind").toString();
    } else if (v.contains("waitingFor")) {
        const QJsonObject w = v.value("waitingFor").toObject();
        m.waitingFor = m.playerIndex(w.value("player").toString());
        m.waitingKind = w.value("kind").toString();
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

PromptState parsePrompt(const QJsonObject& o, qint64 id, int seat, const TableModel& m) {
    PromptState p;
    p.seat = seat;
    p.id = id;
    p.kind = parsePromptKind(o.value("kind").toString());
    p.purpose = parsePurpose(o.value("purpose").toString().toStdString()).value_or(Purpose::Other);
    p.min = o.value("min").toInt(1);
    p.max = o.value("max").toInt(1);
    p.source = o.contains("source") ? cardIdOf(o.value("source").toString()) : -1;
    for (const auto& v : o.value("options").toArray()) {
        PromptOption opt;
        opt.text = v.toString();
        const QString& t = opt.text;
        if (p.kind == PromptKind::Action) {
            if (t == "draw") opt.type = PromptOption::Draw;
            else if (t.startsWith("meld ")) opt.type = PromptOption::Meld, opt.card = cardIdOf(t.mid(5));
            else if (t.startsWith("dogma ")) opt.type = PromptOption::Dogma, opt.card = cardIdOf(t.mid(6));
            else if (t.startsWith("achieve ")) opt.type = PromptOption::Achieve, opt.age = t.mid(8).toInt();
        } else if (p.kind == PromptKind::Color) {
            opt.type = PromptOption::Color;
            opt.color = parseColorQ(t);
        } else if (p.kind == PromptKind::YesNo) {
            opt.type = t == "yes" ? PromptOption::Yes : PromptOption::No;
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
            if (int c = cardIdOf(t); c >= 0) {
                opt.type = PromptOption::Card;
                opt.card = c;
                opt.age = age(static_cast<CardId>(c));
            } else if (const QStringList parts = t.split('/'); parts.size() == 3) {
                opt.type = PromptOption::Hidden;
                opt.player = m.playerIndex(parts[0]);
                opt.zone = parseZoneQ(parts[1]);
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
