// The table's stacking order, back to front. A zone's cards stack from their base upwards by their position.
#pragma once

namespace inno::client {

enum ZOrder : int {
    ZPanel = -20,          // the panel behind a player's area
    ZChanged = -5,         // the outline of a pile the others changed since your last decision, under its cards
    ZDropZone = -1,        // the outline a dragged card may be dropped in
    ZSupply = 0,           // decks and achievements in the supply
    ZSlot = 1,             // a board pile's place and caption
    ZPlate = 2,            // a player's plate
    ZLabel = 3,            // "Hand: 3 cards", "Score: 12"…
    ZStack = 10,           // hands, score piles and achievements: + the card's position
    ZPileTop = 100,        // a board pile's top card; the cards under it count down from there
    ZHighlightedSlot = 300,  // a pile that is a choice now, above the cards that would hide its outline
    ZHovered = 4000,       // the card under the mouse in a hand or score pile, whose rows overlap
    ZDragged = 5000,       // the card being dragged or arriving where it moves
    ZFlying = 6000,        // a card crossing the table on its way into a deck or out of the game
};

}  // namespace inno::client
