// What a card's effect code sees: "you" (the player executing the effect), "me" (the player who
// activated the dogma, the one who demands), the keywords, and the choices cut into prompts
// exactly as the scenario format prescribes.
#pragma once

#include "core/engine.h"

#include <initializer_list>
#include <vector>

namespace inno {

// Who picks, and whether the candidates are face up to the chooser whatever their zone.
struct ChoiceBy {
    int chooser = -1;       // -1: the player executing the effect
    bool faceUp = false;    // the candidates were revealed (e.g. drawn and revealed)
};

class Ctx {
public:
    Ctx(Engine& engine, int you, int me, CardId card, DogmaMemory& memory)
        : e_(engine), you_(you), me_(me), card_(card), memory_(memory) {}

    // --- who and what ---
    int you() const { return you_; }
    int me() const { return me_; }
    CardId thisCard() const { return card_; }
    Engine& engine() { return e_; }
    const GameState& state() const { return e_.state(); }
    PlayerState player(int p) const { return e_.state().player(p); }
    DogmaMemory& memory() { return memory_; }
    // "If any card was transferred (returned...) due to the demand": the engine notes what the demanded
    // players' cards went through during this dogma's demands.
    bool demandMoved(Move how) const { return memory_.demandMoves & (1u << static_cast<int>(how)); }
    // A value this card's effect notes for you for a later effect of the same action, and reading it back.
    void note(int value) { memory_.note(card_, you_, value); }
    std::optional<int> noted(CardId card) const { return memory_.noted(card, you_); }
    int playerCount() const { return e_.state().playerCount(); }

    // Seats other than `p` (default you) still in the game, clockwise from p's left; a team partner is not one of them.
    std::vector<int> otherPlayers(int p = -1) const;
    // Every seat still in the game, clockwise starting with the current player.
    std::vector<int> allPlayers() const;

    // --- reading the table (default: your own) ---
    CardSpan hand(int p = -1) const;
    CardSpan scorePile(int p = -1) const;
    CardList topCards(int p = -1) const;
    CardId topCard(Color c, int p = -1) const;
    CardId bottomCard(Color c, int p = -1) const;
    PileView pile(Color c, int p = -1) const;
    int icons(Icon i, int p = -1) const;
    int points(int p = -1) const;
    int highestTop(int p = -1) const;
    bool hasColor(Color c, int p = -1) const;
    int achievementCount(int p = -1) const;

    static int age(CardId c);
    static Color color(CardId c);
    static bool has(CardId c, Icon i);
    static CardList only(CardSpan cards, bool (*keep)(CardId));
    template <typename F>
    static CardList filter(CardSpan cards, F&& keep) {
        CardList out;
        for (CardId c : cards)
            if (keep(c)) out.push_back(c);
        return out;
    }
    // All the cards of the highest (lowest) value among `cards`: no choice involved.
    static CardList allHighest(CardSpan cards);
    static CardList allLowest(CardSpan cards);

    // --- keywords, done by you unless a player is named ---
    CardId draw(int age);
    CardId drawAndReveal(int age);
    CardId drawAndMeld(int age);
    CardId drawAndScore(int age);
    CardId drawAndTuck(int age);
    void meld(CardId c, int p = -1);
    void tuck(CardId c, int p = -1);
    void score(CardId c, int p = -1);
    void returnCard(CardId c);
    void transfer(CardId c, int toPlayer, Zone to);
    void exchange(CardId c, int toPlayer, Zone to);
    bool splay(Color c, Splay dir, int p = -1);
    bool canSplay(Color c, Splay dir, int p = -1) const;
    void reveal(CardId c);
    void revealHand(int p = -1);
    void removeFromGame(CardId c);
    bool claim(Special which);
    [[noreturn]] void win(int p = -1);
    // "the single player with the most/lowest ...": wins if exactly one seat still in the game has the best value.
    template <typename F>
    void singlePlayerWins(F&& value, bool most) {
        int best = 0, who = -1, count = 0;
        for (int p : allPlayers()) {
            int v = value(p);
            if (who < 0 || (most ? v > best : v < best)) best = v, who = p, count = 1;
            else if (v == best) ++count;
        }
        if (count == 1) win(who);
    }
    [[noreturn]] void completeDogma();
    void executeForYourselfOnly(CardId c);

    // --- choices ---
    // A mandatory choice of one card; asked only when more than one candidate.
    std::optional<CardId> chooseCard(CardSpan from, Purpose why, ChoiceBy by = {});
    // "You may ... a card": asked whenever there is a candidate, and may be declined.
    std::optional<CardId> mayChooseCard(CardSpan from, Purpose why, ChoiceBy by = {});
    // Between min and max cards (clamped to what exists), in the order picked; not asked when forced.
    CardList chooseCards(CardSpan from, int min, int max, Purpose why, ChoiceBy by = {});
    // "You may return up to three cards of the same color": min to max cards that together fit `rule`, one prompt
    // over the cards that can be part of a valid answer (asked whenever there is one; not asked when forced).
    CardList chooseCardsFitting(CardSpan from, int min, int max, Purpose why, CardsRule rule);
    // The n highest (lowest) cards: the unambiguous ones are taken, ties are asked about.
    CardList chooseHighest(CardSpan from, int n, Purpose why, ChoiceBy by = {});
    CardList chooseLowest(CardSpan from, int n, Purpose why, ChoiceBy by = {});
    // Colors: mandatory (min 1) or optional (min 0). Returns nothing if declined or no candidate.
    std::optional<Color> chooseColor(const std::vector<Color>& from, Purpose why, bool optional, ChoiceBy by = {});
    std::vector<Color> chooseColors(const std::vector<Color>& from, int count, Purpose why, ChoiceBy by = {});
    std::optional<int> choosePlayer(const std::vector<int>& from, Purpose why, bool optional, ChoiceBy by = {});
    std::optional<int> chooseValue(const std::vector<int>& from, Purpose why, bool optional, ChoiceBy by = {});
    // "Either 1 or 2": returns 1 or 2, or nothing if declined.
    std::optional<int> chooseBranch(int branches, bool optional, ChoiceBy by = {});
    // A yes/no for a "you may" with nothing to choose; ask only when doing it would change something.
    bool mayDo(Purpose why, ChoiceBy by = {});
    // A new order for a pile, top first; asked only for two or more cards.
    CardList chooseOrder(CardSpan cards, Purpose why, ChoiceBy by = {});

    // --- choose and act: the verb is the prompt's purpose; the chosen cards, in the order acted on ---
    // One card, mandatory ("return a card from your hand"); asked only when more than one candidate.
    std::optional<CardId> chooseAndMeld(CardSpan from);
    std::optional<CardId> chooseAndScore(CardSpan from);
    std::optional<CardId> chooseAndReturn(CardSpan from);
    std::optional<CardId> chooseAndTransfer(CardSpan from, int toPlayer, Zone to);
    // One card, optional ("you may return a card"): asked whenever there is a candidate.
    std::optional<CardId> mayMeld(CardSpan from);
    std::optional<CardId> mayTuck(CardSpan from);
    std::optional<CardId> mayScore(CardSpan from);
    std::optional<CardId> mayReturn(CardSpan from);
    // Between min and max cards, as chooseCards.
    CardList chooseAndMeld(CardSpan from, int min, int max);
    CardList chooseAndTuck(CardSpan from, int min, int max);
    CardList chooseAndScore(CardSpan from, int min, int max);
    CardList chooseAndReturn(CardSpan from, int min, int max);
    CardList chooseAndTransfer(CardSpan from, int min, int max, int toPlayer, Zone to);
    // The n highest (lowest) cards, as chooseHighest / chooseLowest.
    CardList meldLowest(CardSpan from, int n);
    CardList scoreLowest(CardSpan from, int n);
    CardList transferHighest(CardSpan from, int n, int toPlayer, Zone to);

    // "You may splay your X cards DIR": a yes/no, asked only if the splay is possible.
    bool maySplay(Color c, Splay dir);
    // "You may splay your X or Y cards DIR" / "any one color": a color prompt with min 0 among those possible.
    std::optional<Color> maySplayOneOf(const std::vector<Color>& colors, Splay dir);
    static std::vector<Color> allColors() { return {kAllColors.begin(), kAllColors.end()}; }

private:
    int who(int p) const { return p < 0 ? you_ : p; }
    Prompt makePrompt(PromptKind kind, Purpose why, int chooser, int min, int max) const;
    CardList askCards(CardSpan from, int min, int max, Purpose why, ChoiceBy by, CardsRule rule = {});
    bool visibleTo(CardId c, int chooser) const;
    // Does `verb` (Meld, Tuck, Score, Return or Transfer) to each card, in order; returns them.
    CardList act(Purpose verb, CardSpan cards, int toPlayer = -1, Zone to = Zone::Hand);
    std::optional<CardId> act(Purpose verb, std::optional<CardId> card, int toPlayer = -1, Zone to = Zone::Hand);

    Engine& e_;
    int you_;
    int me_;
    CardId card_;
    DogmaMemory& memory_;
};

}  // namespace inno
