#include "tournament_journal.h"

#include <boost/json.hpp>

#include <cmath>
#include <filesystem>
#include <sstream>

namespace tournament {
namespace bj = boost::json;

namespace {

bj::object keyJson(const TournamentKey& k) {
    return bj::object{{"bots", k.bots},           {"large", k.large},          {"expansions", k.expansions},
                      {"seed", k.seed},           {"answerCap", k.answerCap}, {"timeLimitMs", k.timeLimitMs}};
}

// Times are kept in whole microseconds: exact enough for percentiles, and a fifth of the text of a float.
bj::array timesJson(const std::vector<std::vector<float>>& perBot) {
    bj::array bots;
    for (const auto& times : perBot) {
        bj::array a;
        a.reserve(times.size());
        for (float ms : times) a.push_back(std::llround(static_cast<double>(ms) * 1000.0));
        bots.push_back(std::move(a));
    }
    return bots;
}

std::vector<std::vector<float>> timesFrom(const bj::value& v) {
    std::vector<std::vector<float>> perBot;
    for (const bj::value& bot : v.as_array()) {
        std::vector<float>& times = perBot.emplace_back();
        for (const bj::value& us : bot.as_array()) times.push_back(static_cast<float>(us.to_number<double>() / 1000.0));
    }
    return perBot;
}

bj::object gameJson(int game, const GameResult& r, int seats) {
    bj::array botAt;
    for (int s = 0; s < seats; ++s) botAt.push_back(r.botAt[s]);
    std::ostringstream digest;
    digest << std::hex << r.digest;
    return bj::object{{"game", game},
                      {"botAt", std::move(botAt)},
                      {"winners", r.winners},
                      {"turns", r.turns},
                      {"answers", r.answers},
                      {"digest", digest.str()},
                      {"capped", r.capped},
                      {"error", r.error},
                      {"decisionUs", timesJson(r.decisionMs)},
                      {"actionUs", timesJson(r.actionMs)},
                      {"cpuUs", timesJson(r.cpuMs)},
                      {"actionCpuUs", timesJson(r.actionCpuMs)}};
}

// Throws on a line that is not a game of this tournament's shape.
std::pair<int, GameResult> gameFrom(const std::string& line) {
    const bj::object o = bj::parse(line).as_object();
    GameResult r;
    const bj::array& botAt = o.at("botAt").as_array();
    if (botAt.size() > r.botAt.size()) throw std::runtime_error("too many seats");
    for (std::size_t s = 0; s < botAt.size(); ++s) r.botAt[s] = static_cast<int>(botAt[s].to_number<int>());
    r.winners = o.at("winners").to_number<std::uint8_t>();
    r.turns = o.at("turns").to_number<int>();
    r.answers = o.at("answers").to_number<int>();
    r.digest = std::stoull(std::string(o.at("digest").as_string()), nullptr, 16);
    r.capped = o.at("capped").as_bool();
    r.error = std::string(o.at("error").as_string());
    r.decisionMs = timesFrom(o.at("decisionUs"));
    r.actionMs = timesFrom(o.at("actionUs"));
    r.cpuMs = timesFrom(o.at("cpuUs"));
    r.actionCpuMs = timesFrom(o.at("actionCpuUs"));
    if (r.decisionMs.size() != botAt.size() || r.actionMs.size() != botAt.size() || r.cpuMs.size() != botAt.size() ||
        r.actionCpuMs.size() != botAt.size())
        throw std::runtime_error("times for another number of bots");
    return {o.at("game").to_number<int>(), std::move(r)};
}

}  // namespace

std::string Journal::open(const std::string& path, const TournamentKey& key, std::vector<GameResult>& results) {
    const std::string header = bj::serialize(bj::object{{"tournament", keyJson(key)}});
    std::error_code ec;
    const bool exists = std::filesystem::exists(path, ec);
    if (exists) {
        std::ifstream in(path, std::ios::binary);
        if (!in) return "cannot read the journal " + path;
        std::stringstream buffer;
        buffer << in.rdbuf();
        const std::string text = buffer.str();
        std::vector<std::pair<int, GameResult>> games;
        std::size_t at = 0, kept = 0;
        bool first = true;
        while (at < text.size()) {
            const std::size_t end = text.find('\n', at);
            if (end == std::string::npos) break;  // cut off mid-line by a killed run: dropped below
            const std::string line = text.substr(at, end - at);
            if (first) {
                if (line != header)
                    return path + " is the journal of another tournament (" + line + "); give another file or the same options";
                first = false;
            } else {
                try {
                    games.push_back(gameFrom(line));
                } catch (const std::exception& e) {
                    return path + " is damaged at byte " + std::to_string(at) + " (" + e.what() + ")";
                }
            }
            at = end + 1;
            kept = at;
        }
        if (first && !text.empty() && kept == 0) return path + " is not a tournament journal";
        for (auto& [game, r] : games) {
            if (game < 0 || game >= static_cast<int>(results.size()) || results[game].played()) continue;
            results[game] = std::move(r);
            ++resumed_;
        }
        if (kept < text.size()) std::filesystem::resize_file(path, kept, ec);
        if (ec) return "cannot mend the journal " + path + ": " + ec.message();
        if (kept == 0) {
            out_.open(path, std::ios::binary | std::ios::trunc);
            out_ << header << '\n';
        } else {
            out_.open(path, std::ios::binary | std::ios::app);
        }
    } else {
        out_.open(path, std::ios::binary | std::ios::trunc);
        out_ << header << '\n';
    }
    out_.flush();
    if (!out_) return "cannot write the journal " + path;
    return {};
}

void Journal::append(int game, const GameResult& r) {
    if (!out_.is_open()) return;
    out_ << bj::serialize(gameJson(game, r, static_cast<int>(r.decisionMs.size()))) << '\n';
    out_.flush();
}

}  // namespace tournament
