// The one protocol for every decision: a prompt names who decides and what may be picked.
#pragma once

#include "core/state.h"

#include <string>
#include <vector>

namespace inno {

// Set: a card set ("choose a card type"); Number: a number from 0 up ("choose a number"); Display: what to do with
// the card a player keeps on show beside their board at the start of their turn (Choice::Word options).
enum class PromptKind : std::uint8_t { Action, Cards, Color, YesNo, Value, Player, Option, Order, Deck, Icon, Set, Number, Display };
std::string_view promptKindName(PromptKind k);
std::optional<PromptKind> parsePromptKind(std::string_view s);

// What a prompt's answer will be used for, so a client can phrase the question.
enum class Purpose : std::uint8_t {
    Action, OpeningMeld, Meld, Tuck, Score, Return, Transfer, Exchange, Reveal, Splay, Keep, Rearrange,
    Execute, Achieve, Draw, Target, Value, Branch, Other,
    Parley,        // the card a parley action costs (returned)
    ParleyShare,   // a card to pay to share a distant player's dogma, or none
    ParleyEscape,  // a card to pay to escape a distant player's demand, or none
    Promote,       // a card to meld from a set's holding zone after a Meld action, or none
    Foreshadow,    // a card to put face down into a set's holding zone
};
std::string_view purposeName(Purpose p);
std::optional<Purpose> parsePurpose(std::string_view s);

struct Choice {
    enum Type : std::uint8_t {
        Draw, Meld, Dogma, Achieve, Card, Hidden, Color, Yes, No, Value, Player, Branch,
        SetAction,  // an action a card set adds (`kind`) on card `a`
        Parley,
        Deck,       // a supply pile: `set` and `age`
        IconKind,   // an icon type: `a` is its Icon
        CardSet,    // a card set: `set`
        Word,       // an option named by a word of choiceWord(): `a` is its number
    };
    Type type = Draw;
    std::uint16_t a = 0;     // card, color, value, player, branch number, icon, or the owner of hidden cards
    std::uint8_t zone = 0;   // hidden cards: their zone
    std::uint8_t age = 0;    // hidden cards and decks: their age; achieve: the achievement's age
    std::uint8_t count = 1;  // how often this option may be picked in one answer (hidden groups)
    SetId set = kMainSet;    // hidden cards and decks: their set
    std::uint8_t kind = 0;   // SetAction: its ActionKind
    bool operator==(const Choice&) const = default;
};

// Which picks of a `cards` prompt form a valid answer together, beyond `min` to `max` ("up to three cards of the
// same color", "three cards of equal value"). A hidden-card option is judged by its age alone.
struct CardsRule {
    enum Kind : std::uint8_t { Any, SameColor, SameValue, DifferentValues };
    Kind kind = Any;
    bool noneOrMax = false;  // only the empty answer or exactly `max` picks ("you may return two cards")
    bool operator==(const CardsRule&) const = default;
    // What the rule sees of a pick: its age, and its color (-1 for a hidden card, judged by its age alone).
    struct Seen {
        int age = 0;
        int color = -1;
    };
    // Whether two picks may stand in one answer (the number of picks is not judged here). The engine and the
    // client's card picking share it.
    static bool fitTogether(Kind k, Seen x, Seen y);
};
std::string_view cardsRuleName(CardsRule::Kind k);
std::optional<CardsRule::Kind> parseCardsRule(std::string_view s);

struct Prompt {
    std::uint8_t player = 0;
    PromptKind kind = PromptKind::Action;
    Purpose purpose = Purpose::Action;
    std::uint8_t min = 1;
    std::uint8_t max = 1;
    CardId source = kNoCard;  // the card whose effect asks; none for the action prompt
    std::vector<Choice> options;
    CardsRule rule;  // `cards` prompts only
    bool operator==(const Prompt&) const = default;
};

// An answer lists indices into the prompt's options (for `order`, every index in the new order).
using Answer = std::vector<std::uint8_t>;

// Checks an answer; returns an empty string if it is legal, otherwise the reason.
std::string validate(const Prompt& p, const Answer& a);

// The longest valid answer built from `a`'s picks in their order: a pick that does not fit the ones kept is
// dropped, a `noneOrMax` answer is completed from the other options in order, or emptied. For answer sources
// (bots) that pick cards one by one; the answer of a prompt without a rule is returned unchanged.
Answer fitToRule(const Prompt& p, Answer a);

}  // namespace inno
