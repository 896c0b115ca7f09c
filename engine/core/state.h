// The whole game as a plain value: copy it to fork a game, compare it to check a replay.
#pragma once

#include "core/types.h"

#include <random>

namespace inno {

// The rule for games of four or five seats without teams: none (first edition, four seats only), the parley
// rules (Ultimate) or the distant-player rule (Cities). Who counts as distant is decided in rules.h.
enum class LargeGame : std::uint8_t { None, Parley, Distant };
std::string_view largeGameName(LargeGame g);
std::optional<LargeGame> parseLargeGame(std::string_view s);

struct Options {
    int playerCount = 2;
    bool teams = false;             // 4 players only: seats 1+3 against 2+4
    bool extraAchievement = false;  // one more achievement needed to win
    bool cities = false;            // Cities of Destiny (edition III)
    LargeGame largeGame = LargeGame::None;  // ignored with teams
    int expansions() const { return cities ? 1 : 0; }
    bool operator==(const Options&) const = default;
};

struct Pile {
    CardList cards;  // top card first
    Splay splay = Splay::None;
    bool empty() const { return cards.empty(); }
    CardId top() const { return cards.empty() ? kNoCard : cards.front(); }
    CardId bottom() const { return cards.empty() ? kNoCard : cards.back(); }
    bool operator==(const Pile&) const = default;
};

struct PlayerState {
    std::array<Pile, kColors> board;
    CardList hand;
    CardList score;
    CardList achievements;       // standard achievement cards claimed, identities hidden from everyone
    SpecialMask specials = 0;    // bit per Special claimed
    std::uint8_t tuckedThisTurn = 0;
    std::uint8_t scoredThisTurn = 0;
    std::uint8_t constantCards = 0;  // board cards with constant icons (bonus, flag, fountain): 0 in base games

    Pile& pile(Color c) { return board[index(c)]; }
    const Pile& pile(Color c) const { return board[index(c)]; }
    bool hasSpecial(Special s) const { return specials & (1u << index(s)); }
    int achievementCount() const;  // achievement cards and special achievements held
    bool operator==(const PlayerState&) const = default;
};

enum class Phase : std::uint8_t { Opening, Playing, Over };
enum class EndReason : std::uint8_t { None, Achievements, DrewAboveTen, CardEffect };

struct Location {
    Zone zone = Zone::Deck;
    std::int8_t player = -1;  // owner for hand, board, score and achievements
    bool operator==(const Location&) const = default;
};

struct GameState {
    Options options;
    std::array<PlayerState, kMaxPlayers> players;
    std::array<CardList, kAges> decks;  // decks[age-1], top card first
    std::array<CardList, kAges> cityDecks;  // the City piles, cityDecks[age-1], top card first (Cities only)
    CardList availableAchievements;     // standard achievement cards still set aside
    SpecialMask availableSpecials = kBaseSpecials;
    CardList removed;                   // cards out of the game (Fission, "only" decks)
    std::array<Location, kCardCount> where{};

    Phase phase = Phase::Opening;
    std::uint8_t current = 0;      // whose turn it is
    std::uint8_t actionsLeft = 0;  // including the action being taken
    std::uint16_t turnNumber = 0;  // turns started so far, 1 for the first turn
    bool endorsed = false;         // the current player took the Endorse action this turn (Cities)
    std::uint32_t changes = 0;     // bumps on every card move and splay change

    std::uint8_t winners = 0;  // bit per winning seat
    EndReason endReason = EndReason::None;
    CardId endCard = kNoCard;  // the card whose effect ended the game

    std::minstd_rand rng{1};  // random picks among cards the chooser may not see

    int playerCount() const { return options.playerCount; }
    PlayerState& player(int p) { return players[p]; }
    const PlayerState& player(int p) const { return players[p]; }
    CardList& deck(int age) { return decks[age - 1]; }
    const CardList& deck(int age) const { return decks[age - 1]; }
    CardList& cityDeck(int age) { return cityDecks[age - 1]; }
    const CardList& cityDeck(int age) const { return cityDecks[age - 1]; }
    // The pile a card returns to: its City pile for a City, otherwise its base deck.
    CardList& supplyOf(CardId c, int age) { return isCity(c) ? cityDeck(age) : deck(age); }
    int cardsInGame() const { return options.cities ? kCardCount : kBaseCardCount; }
    SpecialMask allSpecials() const { return options.cities ? kBaseSpecials | kCitySpecials : kBaseSpecials; }
    bool over() const { return phase == Phase::Over; }
    bool operator==(const GameState&) const = default;
};

}  // namespace inno
