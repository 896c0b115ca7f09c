#include "net/lan/lobby_table.h"

#include "net/lan/lan_server_util.h"
#include "net/host/protocol.h"

#include "json/json_io.h"
#include "core/card_set.h"

namespace inno::net {

namespace bj = boost::json;

const char* seatKindName(LobbySeat::Kind k) {
    return k == LobbySeat::Kind::Open ? "open" : k == LobbySeat::Kind::Human ? "human" : "bot";
}

std::optional<LobbySeat::Kind> parseSeatKind(std::string_view s) {
    if (s == "open") return LobbySeat::Kind::Open;
    if (s == "human") return LobbySeat::Kind::Human;
    if (s == "bot") return LobbySeat::Kind::Bot;
    return std::nullopt;
}

const char* phaseName(LobbyTable::Phase p) {
    return p == LobbyTable::Phase::Lobby ? "lobby" : p == LobbyTable::Phase::Playing ? "playing" : "over";
}

int LobbyTable::openSeats() const {
    return static_cast<int>(std::count_if(seats.begin(), seats.end(), [](const LobbySeat& s) { return s.kind == LobbySeat::Kind::Open; }));
}

int LobbyTable::people() const {
    return static_cast<int>(std::count_if(seats.begin(), seats.end(), [](const LobbySeat& s) { return s.kind == LobbySeat::Kind::Human; }));
}

bool LobbyTable::anyoneHere() const {
    return !spectators.isEmpty() || std::any_of(seats.begin(), seats.end(), [](const LobbySeat& s) { return s.conn != 0; });
}

bool LobbyTable::checkPassword(const QByteArray& password) const {
    if (passwordHash.isEmpty()) return true;
    return detail::sameBytes(detail::sha256Hex(passwordSalt + password), passwordHash);
}

std::size_t LobbyTable::answers() const { return host && host->game() ? host->game()->answers().size() : 0; }

QStringList LobbyTable::seatedNames() const {
    QStringList names;
    for (const auto& s : seats)
        if (s.kind != LobbySeat::Kind::Open) names << s.name;
    return names;
}

bj::object LobbyTable::summary() const {
    bj::array list;
    for (const auto& s : seats) {
        bj::object so{{"kind", seatKindName(s.kind)}, {"away", s.kind == LobbySeat::Kind::Human && s.conn == 0}};
        if (s.kind != LobbySeat::Kind::Open) so["name"] = jsonString(s.name);
        list.push_back(std::move(so));
    }
    bj::object summary{{"id", id},
                      {"name", jsonString(name)},
                      {"players", players()},
                      {"open", openSeats()},
                      {"password", !passwordHash.isEmpty()},
                      {"phase", phaseName(phase)},
                      {"host", jsonString(seats[static_cast<std::size_t>(hostSeat)].name)},
                      {"spectators", spectators.size()},
                      {"options", optionsJson(options)},
                      {"hints", hints},
                      {"onConcede", botOnConcede ? "bot" : "end"},
                      {"dealChosen", seedFixed},
                      {"seats", std::move(list)}};
    return summary;
}

bj::object LobbyTable::seatsMessage(int forSeat) const {
    bj::array list;
    for (std::size_t i = 0; i < seats.size(); ++i) {
        const LobbySeat& s = seats[i];
        bj::object so{{"seat", i},
                      {"kind", seatKindName(s.kind)},
                      {"away", s.tokenHash.size() > 0 && s.conn == 0 && !(s.kind == LobbySeat::Kind::Bot && !s.standIn)},
                      {"standIn", s.standIn},
                      {"you", static_cast<int>(i) == forSeat}};
        if (s.kind != LobbySeat::Kind::Open) so["name"] = jsonString(s.name);
        if (s.kind == LobbySeat::Kind::Bot) so["level"] = botLevelName(s.level);
        if (s.conceded) so["conceded"] = true;
        list.push_back(std::move(so));
    }
    bj::object m{{"type", "seats"},
                 {"table", id},
                 {"name", jsonString(name)},
                 {"phase", phaseName(phase)},
                 {"host", hostSeat},
                 {"password", !passwordHash.isEmpty()},
                 {"spectators", spectators.size()},
                 {"hints", hints},
                 {"onConcede", botOnConcede ? "bot" : "end"},
                 {"options", optionsJson(options)},  // as in the summary: the lobby shows the rule and the sets
                 {"seats", std::move(list)}};
    if (seedFixed) m["seed"] = seed;
    return m;
}

StoredTable LobbyTable::stored(bool withAnswers) const {
    StoredTable t;
    t.id = id;
    t.name = name.toStdString();
    t.players = players();
    t.options = bj::serialize(optionsJson(options));
    t.passwordSalt = passwordSalt.toStdString();
    t.passwordHash = passwordHash.toStdString();
    t.botDelayMs = botDelayMs;
    t.created = created;
    t.hostSeat = hostSeat;
    t.seedFixed = seedFixed;
    t.seed = seed;
    t.hints = hints;
    t.botOnConcede = botOnConcede;
    t.phase = phaseName(phase);
    t.conceded = conceded;
    t.ownerAddress = ownerAddress.toStdString();
    for (const auto& s : seats)
        t.seats.push_back(StoredSeat{seatKindName(s.kind), s.name.toStdString(), std::string(botLevelName(s.level)), s.tokenHash.toStdString(),
                                     s.standIn, s.conceded, s.concededAt});
    if (withAnswers && host && host->game()) {
        const Game& g = *host->game();
        const auto& by = host->answeredBy();
        for (std::size_t i = 0; i < g.answerTexts().size(); ++i)
            t.answers.push_back(StoredAnswer{i < by.size() ? by[i] : -1, g.answerTexts()[i]});
    }
    return t;
}

QString LobbyTable::restoreSave(const std::vector<StoredAnswer>& answers, std::size_t count) const {
    bj::object save{{"format", "innovation-save"}, {"version", 1}, {"options", optionsJson(options)}, {"seed", seed}};
    bj::array playerNames, seatList;
    for (const auto& s : seats) {
        playerNames.emplace_back(jsonString(s.name));
        seatList.push_back(bj::object{{"name", jsonString(s.name)},
                                      {"human", s.kind == LobbySeat::Kind::Human},
                                      {"level", botLevelName(s.level)},
                                      {"concededAt", s.conceded ? s.concededAt : -1}});
    }
    save["players"] = std::move(playerNames);
    save["seats"] = std::move(seatList);
    if (conceded >= 0 && conceded < players()) save["concededBy"] = jsonString(seats[static_cast<std::size_t>(conceded)].name);
    bj::array list, by;
    for (std::size_t i = 0; i < count && i < answers.size(); ++i) {
        bj::array p;
        for (const auto& x : answers[i].picks) p.emplace_back(x);
        list.push_back(std::move(p));
        by.emplace_back(answers[i].seat);
    }
    save["answers"] = std::move(list);
    save["answeredBy"] = std::move(by);
    return qstring(bj::serialize(save));
}

}  // namespace inno::net
