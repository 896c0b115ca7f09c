// Generated from the engine's card catalogue by translations/write_card_text_sources.cpp (do not edit; the
// build target update_translations rewrites it): every card's effect texts, echo effects, rulings and the names
// of the ways its either/or effects may go, marked
// for lupdate.
#include "card_texts.h"

#include <QCoreApplication>

namespace inno::client {

namespace {
const char* const kEffects[] = {
    // Agriculture
    QT_TRANSLATE_NOOP("CardText", "You may return a card from your hand. If you do, draw and score a card of value one higher than the card you returned."),
    // Archery
    QT_TRANSLATE_NOOP("CardText", "I demand you draw a 1, then transfer the highest card in your hand to my hand!"),
    // City States
    QT_TRANSLATE_NOOP("CardText", "I demand you transfer a top card with a [Castle] from your board to my board if you have at least four [Castle] icons on your board! If you do, draw a 1!"),
    // Clothing
    QT_TRANSLATE_NOOP("CardText", "Meld a card from your hand of different color from any card on your board."),
    QT_TRANSLATE_NOOP("CardText", "Draw and score a 1 for each color present on your board not present on any other player's board."),
    // Code of Laws
    QT_TRANSLATE_NOOP("CardText", "You may tuck a card from your hand of the same color as any card on your board. If you do, you may splay that color of your cards left."),
    // Domestication
    QT_TRANSLATE_NOOP("CardText", "Meld the lowest card in your hand. Draw a 1."),
    // Masonry
    QT_TRANSLATE_NOOP("CardText", "You may meld any number of cards from your hand, each with a [Castle]. If you melded four or more cards, claim the Monument achievement."),
    // Metalworking
    QT_TRANSLATE_NOOP("CardText", "Draw and reveal a 1. If it has a [Castle], score it and repeat this dogma effect. Otherwise, keep it."),
    // Mysticism
    QT_TRANSLATE_NOOP("CardText", "Draw a 1. If it is the same color as any card on your board, meld it and draw a 1."),
    // Oars
    QT_TRANSLATE_NOOP("CardText", "I demand you transfer a card with a [Crown] from your hand to my score pile! If you do, draw a 1."),
    QT_TRANSLATE_NOOP("CardText", "If no cards were transferred due to this demand, draw a 1."),
    // Pottery
    QT_TRANSLATE_NOOP("CardText", "You may return up to three cards from your hand. If you returned any cards, draw and score a card of value equal to the number of cards you returned."),
    QT_TRANSLATE_NOOP("CardText", "Draw a 1."),
    // Sailing
    QT_TRANSLATE_NOOP("CardText", "Draw and meld a 1."),
    // The Wheel
    QT_TRANSLATE_NOOP("CardText", "Draw two 1."),
    // Tools
    QT_TRANSLATE_NOOP("CardText", "You may return three cards from your hand. If you do, draw and meld a 3."),
    QT_TRANSLATE_NOOP("CardText", "You may return a 3 from your hand. If you do, draw three 1."),
    // Writing
    QT_TRANSLATE_NOOP("CardText", "Draw a 2."),
    // Calendar
    QT_TRANSLATE_NOOP("CardText", "If you have more cards in your score pile than in your hand, draw two 3."),
    // Canal Building
    QT_TRANSLATE_NOOP("CardText", "You may exchange all the highest cards in your hand with all the highest cards in your score pile."),
    // Construction
    QT_TRANSLATE_NOOP("CardText", "I demand you transfer two cards from your hand to my hand, then draw a 2!"),
    QT_TRANSLATE_NOOP("CardText", "If you are the only player with five top cards, claim the Empire achievement."),
    // Currency
    QT_TRANSLATE_NOOP("CardText", "You may return any number of cards from your hand. If you do, draw and score a 2 for every different value of card you returned."),
    // Fermenting
    QT_TRANSLATE_NOOP("CardText", "Draw a 2 for every two [Leaf] icons on your board."),
    // Mapmaking
    QT_TRANSLATE_NOOP("CardText", "I demand you transfer a 1 from your score pile to my score pile."),
    QT_TRANSLATE_NOOP("CardText", "If any card was transferred due to the demand, draw and score a 1."),
    // Mathematics
    QT_TRANSLATE_NOOP("CardText", "You may return a card from your hand. If you do, draw and meld a card of value one higher than the card you returned."),
    // Monotheism
    QT_TRANSLATE_NOOP("CardText", "I demand you transfer a top card on your board of a different color from any card on my board to my score pile! If you do, draw and tuck a 1!"),
    QT_TRANSLATE_NOOP("CardText", "Draw and tuck a 1."),
    // Philosophy
    QT_TRANSLATE_NOOP("CardText", "You may splay left any one color of your cards."),
    QT_TRANSLATE_NOOP("CardText", "You may score a card from your hand."),
    // Road Building
    QT_TRANSLATE_NOOP("CardText", "Meld one or two cards from your hand. If you melded two, you may transfer your top red card to another player's board. In exchange, transfer that player's top green card to your board."),
    // Alchemy
    QT_TRANSLATE_NOOP("CardText", "Draw and reveal a 4 for every three [Castle] icons on your board. If any of the drawn cards are red, return the cards drawn and all cards in your hand. Otherwise, keep them."),
    QT_TRANSLATE_NOOP("CardText", "Meld a card from your hand, then score a card from your hand."),
    // Compass
    QT_TRANSLATE_NOOP("CardText", "I demand you transfer a top non-green card with a [Leaf] from your board to my board, and then transfer a top card without a [Leaf] from my board to your board."),
    // Education
    QT_TRANSLATE_NOOP("CardText", "You may return the highest card from your score pile. If you do, draw a card of value two higher than the highest card remaining in your score pile."),
    // Engineering
    QT_TRANSLATE_NOOP("CardText", "I demand you transfer all top cards with a [Castle] from your board to my score pile!"),
    QT_TRANSLATE_NOOP("CardText", "You may splay your red cards left."),
    // Feudalism
    QT_TRANSLATE_NOOP("CardText", "I demand you transfer a card with a [Castle] from your hand to my hand!"),
    QT_TRANSLATE_NOOP("CardText", "You may splay your yellow or purple cards left."),
    // Machinery
    QT_TRANSLATE_NOOP("CardText", "I demand you exchange all cards in your hand with all the highest cards in my hand!"),
    QT_TRANSLATE_NOOP("CardText", "Score a card from your hand with a [Castle]. You may splay your red cards left."),
    // Medicine
    QT_TRANSLATE_NOOP("CardText", "I demand you exchange the highest card in your score pile with the lowest card in my score pile!"),
    // Optics
    QT_TRANSLATE_NOOP("CardText", "Draw and meld a 3. If it has a [Crown], draw and score a 4. Otherwise, transfer a card from your score pile to the score pile of an opponent with fewer points than you."),
    // Paper
    QT_TRANSLATE_NOOP("CardText", "You may splay your green or blue cards left."),
    QT_TRANSLATE_NOOP("CardText", "Draw a 4 for every color you have splayed left."),
    // Translation
    QT_TRANSLATE_NOOP("CardText", "You may meld all the cards in your score pile. If you meld one, you must meld them all."),
    QT_TRANSLATE_NOOP("CardText", "If each top card on your board has a [Crown], claim the World achievement."),
    // Anatomy
    QT_TRANSLATE_NOOP("CardText", "I demand you return a card from your score pile! If you do, return a top card of equal value from your board!"),
    // Colonialism
    QT_TRANSLATE_NOOP("CardText", "Draw and tuck a 3. If it has a [Crown], repeat this dogma effect."),
    // Enterprise
    QT_TRANSLATE_NOOP("CardText", "I demand you transfer a top non-purple card with a [Crown] from your board to my board! If you do, draw and meld a 4!"),
    QT_TRANSLATE_NOOP("CardText", "You may splay your green cards right."),
    // Experimentation
    QT_TRANSLATE_NOOP("CardText", "Draw and meld a 5."),
    // Gunpowder
    QT_TRANSLATE_NOOP("CardText", "I demand you transfer a top card with a [Castle] from your board to my score pile!"),
    QT_TRANSLATE_NOOP("CardText", "If any card was transferred due to the demand, draw and score a 2."),
    // Invention
    QT_TRANSLATE_NOOP("CardText", "You may splay right any one color of your cards currently splayed left. If you do, draw and score a 4."),
    QT_TRANSLATE_NOOP("CardText", "If you have five colors splayed, each in any direction, claim the Wonder achievement."),
    // Navigation
    QT_TRANSLATE_NOOP("CardText", "I demand you transfer a 2 or 3 from your score pile to my score pile!"),
    // Perspective
    QT_TRANSLATE_NOOP("CardText", "You may return a card from your hand. If you do, score a card from your hand for every two [LIghtbulb] icons on your board."),
    // Printing Press
    QT_TRANSLATE_NOOP("CardText", "You may return a card from your score pile. If you do, draw a card of value two higher than the top purple card on your board."),
    QT_TRANSLATE_NOOP("CardText", "You may splay your blue cards right."),
    // Reformation
    QT_TRANSLATE_NOOP("CardText", "You may tuck a card from your hand for every two [Leaf] icons on your board."),
    QT_TRANSLATE_NOOP("CardText", "You may splay your yellow or purple cards right."),
    // Astronomy
    QT_TRANSLATE_NOOP("CardText", "Draw and reveal a 6. If the card is green or blue, meld it and repeat this dogma effect."),
    QT_TRANSLATE_NOOP("CardText", "If all non-purple top cards on your board are value 6 or higher, claim the Universe achievement."),
    // Banking
    QT_TRANSLATE_NOOP("CardText", "I demand you transfer a top non-green card with a [Factory] from your board to my board! If you do, draw and score a 5."),
    QT_TRANSLATE_NOOP("CardText", "You may splay your green cards right."),
    // Chemistry
    QT_TRANSLATE_NOOP("CardText", "You may splay your blue cards right."),
    QT_TRANSLATE_NOOP("CardText", "Draw and score a card of value one higher than the highest top card on your board and then return a card from your score pile."),
    // Coal
    QT_TRANSLATE_NOOP("CardText", "Draw and tuck a 5."),
    QT_TRANSLATE_NOOP("CardText", "You may splay your red cards right."),
    QT_TRANSLATE_NOOP("CardText", "You may score any one of your top cards. If you do, also score the card beneath it."),
    // Measurement
    QT_TRANSLATE_NOOP("CardText", "You may return a card from your hand. If you do, splay any one color of your cards right, and draw a card of value equal to the number of cards of that color on your board."),
    // Physics
    QT_TRANSLATE_NOOP("CardText", "Draw three 6 and reveal them. If two or more of the drawn cards are of the same color, return the drawn cards and all the cards in your hand. Otherwise, keep them."),
    // Societies
    QT_TRANSLATE_NOOP("CardText", "I demand you transfer a top non-purple card with a [Lightbulb] from your board to my board! If you do, draw a 5!"),
    // Statistics
    QT_TRANSLATE_NOOP("CardText", "I demand you draw the highest card in your score pile! If you do, and have only one card in your hand afterwards, repeat this demand!"),
    QT_TRANSLATE_NOOP("CardText", "You may splay your yellow cards right."),
    // Steam Engine
    QT_TRANSLATE_NOOP("CardText", "Draw and tuck two 4, then score your bottom yellow card."),
    // The Pirate Code
    QT_TRANSLATE_NOOP("CardText", "I demand you transfer two cards of value 4 or less from your score pile to my score pile!"),
    QT_TRANSLATE_NOOP("CardText", "If any card was transferred due to the demand, score the lowest top card with a [Crown] from your board."),
    // Atomic Theory
    QT_TRANSLATE_NOOP("CardText", "You may splay your blue cards right."),
    QT_TRANSLATE_NOOP("CardText", "Draw and meld a 7."),
    // Canning
    QT_TRANSLATE_NOOP("CardText", "You may draw and tuck a 6. If you do, score all your top cards without a [Factory]."),
    QT_TRANSLATE_NOOP("CardText", "You may splay your yellow cards right."),
    // Classification
    QT_TRANSLATE_NOOP("CardText", "Reveal the color of a card from your hand. Take into your hand all cards of that color from all other player's hands. Then, meld all cards of that color from your hand."),
    // Democracy
    QT_TRANSLATE_NOOP("CardText", "You may return any number of cards from your hand. If you have returned more cards than any other player due to Democracy this phase, draw and score an 8."),
    // Emancipation
    QT_TRANSLATE_NOOP("CardText", "I demand you transfer a card from your hand to my score pile! If you do, draw a 6!"),
    QT_TRANSLATE_NOOP("CardText", "You may splay your red or purple cards right."),
    // Encyclopedia
    QT_TRANSLATE_NOOP("CardText", "You may meld all the highest cards in your score pile. If you meld one of the highest, you must meld all of the highest."),
    // Industrialization
    QT_TRANSLATE_NOOP("CardText", "Draw and tuck a 6 for every two [Factory] icons on your board."),
    QT_TRANSLATE_NOOP("CardText", "You may splay your red or purple cards right."),
    // Machine Tools
    QT_TRANSLATE_NOOP("CardText", "Draw and score a card of value equal to the highest card in your score pile."),
    // Metric System
    QT_TRANSLATE_NOOP("CardText", "If your green cards are splayed right, you may splay any color of your cards right."),
    QT_TRANSLATE_NOOP("CardText", "You may splay your green cards right."),
    // Vaccination
    QT_TRANSLATE_NOOP("CardText", "I demand you return all the lowest cards in your score pile! If you returned any, draw and meld a 6!"),
    QT_TRANSLATE_NOOP("CardText", "If any card was returned as a result of the demand, draw and meld a 7."),
    // Bicycle
    QT_TRANSLATE_NOOP("CardText", "You may exchange all the cards in your hand with all the cards in your score pile. If you exchange one, you must exchange them all."),
    // Combustion
    QT_TRANSLATE_NOOP("CardText", "I demand you transfer two cards from your score pile to my score pile!"),
    // Electricity
    QT_TRANSLATE_NOOP("CardText", "Return all your top cards without a [Factory], then draw an 8 for each card you returned."),
    // Evolution
    QT_TRANSLATE_NOOP("CardText", "You may choose to either draw and score an 8 and then return a card from your score pile, or draw a card of value one higher than the highest card in your score pile."),
    // Explosives
    QT_TRANSLATE_NOOP("CardText", "I demand you transfer your three highest cards from your hand to my hand! If you do, and then have no cards in hand, draw a 7!"),
    // Lighting
    QT_TRANSLATE_NOOP("CardText", "You may tuck up to three cards from your hand. If you do, draw and score a 7 for every different value of card you tucked."),
    // Publications
    QT_TRANSLATE_NOOP("CardText", "You may rearrange the order of one color of cards on your board."),
    QT_TRANSLATE_NOOP("CardText", "You may splay your yellow or blue cards up."),
    // Railroad
    QT_TRANSLATE_NOOP("CardText", "Return all cards from your hand, then draw three 6."),
    QT_TRANSLATE_NOOP("CardText", "You may splay up any one color of your cards currently splayed right."),
    // Refrigeration
    QT_TRANSLATE_NOOP("CardText", "I demand you return half (rounded down) of the cards in your hand!"),
    QT_TRANSLATE_NOOP("CardText", "You may score a card from your hand."),
    // Sanitation
    QT_TRANSLATE_NOOP("CardText", "I demand you exchange the two highest cards in your hand with the lowest card in my hand!"),
    // Antibiotics
    QT_TRANSLATE_NOOP("CardText", "You may return up to three cards from your hand. For every different value of card that you returned, draw two 8."),
    // Corporations
    QT_TRANSLATE_NOOP("CardText", "I demand you transfer a top non-green card with a [Factory] from your board to my score pile! If you do, draw and meld an 8."),
    QT_TRANSLATE_NOOP("CardText", "Draw and meld an 8."),
    // Empiricism
    QT_TRANSLATE_NOOP("CardText", "Choose two colors, then draw and reveal a 9. If it is either of the colors you chose, meld it and you may splay your cards of that color up."),
    QT_TRANSLATE_NOOP("CardText", "If you have twenty or more [Lightbulb] icons on your board, you win."),
    // Flight
    QT_TRANSLATE_NOOP("CardText", "If your red cards are splayed up, you may splay any one color of your cards up."),
    QT_TRANSLATE_NOOP("CardText", "You may splay your red cards up."),
    // Mass Media
    QT_TRANSLATE_NOOP("CardText", "You may return a card from your hand. If you do, choose a value, and return all cards of that value from all score piles."),
    QT_TRANSLATE_NOOP("CardText", "You may splay your purple cards up."),
    // Mobility
    QT_TRANSLATE_NOOP("CardText", "I demand you transfer your two highest non-red cards without a [Factory] from your board to my score pile! If you transferred any cards, draw an 8!"),
    // Quantum Theory
    QT_TRANSLATE_NOOP("CardText", "You may return up to two cards from your hand. If you return two, draw a 10 and then draw and score a 10."),
    // Rocketry
    QT_TRANSLATE_NOOP("CardText", "Return a card in any other player's score pile for every two [Clock] icons on your board."),
    // Skyscrapers
    QT_TRANSLATE_NOOP("CardText", "I demand you transfer a top non-yellow card with a [Clock] from your board to my board! If you do, score the card beneath it, and return all other cards from that pile!"),
    // Socialism
    QT_TRANSLATE_NOOP("CardText", "You may tuck all cards from your hand. If you tuck one, you must tuck them all. If you tucked at least one purple card, take all the lowest cards in each other player's hand into your hand."),
    // Collaboration
    QT_TRANSLATE_NOOP("CardText", "I demand you draw two 9 and reveal them. Transfer the card of my choice to my board, and meld the other."),
    QT_TRANSLATE_NOOP("CardText", "If you have ten or more green cards on your board, you win."),
    // Composites
    QT_TRANSLATE_NOOP("CardText", "I demand you transfer all but one card from your hand to my hand! Also, transfer the highest card from your score pile to my score pile!"),
    // Computers
    QT_TRANSLATE_NOOP("CardText", "You may splay your red cards or your green cards up."),
    QT_TRANSLATE_NOOP("CardText", "Draw and meld a 10, then execute its non-demand dogma effects for yourself only."),
    // Ecology
    QT_TRANSLATE_NOOP("CardText", "You may return a card from your hand. If you do, score a card from your hand and draw two 10."),
    // Fission
    QT_TRANSLATE_NOOP("CardText", "I demand you draw a 10! If it is red, remove all hands, boards, and score piles from the game! If this occurs, the dogma action is complete."),
    QT_TRANSLATE_NOOP("CardText", "Return a top card other than Fission from any player's board."),
    // Genetics
    QT_TRANSLATE_NOOP("CardText", "Draw and meld a 10. Score all cards beneath it."),
    // Satellites
    QT_TRANSLATE_NOOP("CardText", "Return all cards from your hand, and draw three 8."),
    QT_TRANSLATE_NOOP("CardText", "You may splay your purple cards up."),
    QT_TRANSLATE_NOOP("CardText", "Meld a card from your hand and then execute each of its non-demand dogma effects for yourself only."),
    // Services
    QT_TRANSLATE_NOOP("CardText", "I demand you transfer all the highest cards from your score pile to my hand! If you transferred any cards, then transfer a top card from my board without a [Leaf] to your hand!"),
    // Specialization
    QT_TRANSLATE_NOOP("CardText", "Reveal a card from your hand. Take into your hand the top card of that color from all other players' boards."),
    QT_TRANSLATE_NOOP("CardText", "You may splay your yellow or blue cards up."),
    // Suburbia
    QT_TRANSLATE_NOOP("CardText", "You may tuck any number of cards from your hand. Draw and score a 1 for each card you tucked."),
    // A.I.
    QT_TRANSLATE_NOOP("CardText", "Draw and score a 10."),
    QT_TRANSLATE_NOOP("CardText", "If Robotics and Software are top cards on any board, the single player with the lowest score wins."),
    // Bioengineering
    QT_TRANSLATE_NOOP("CardText", "Transfer a top card with a [Leaf] from any other player's board to your score pile."),
    QT_TRANSLATE_NOOP("CardText", "If any player has fewer than three [Leaf] icons on their board, the single player with the most [Leaf] icons on their board wins."),
    // Databases
    QT_TRANSLATE_NOOP("CardText", "I demand you return half (rounded up) of the cards in your score pile!"),
    // Globalization
    QT_TRANSLATE_NOOP("CardText", "I demand you return a top card with a [Leaf] on your board!"),
    QT_TRANSLATE_NOOP("CardText", "Draw and score a 6. If no player has more [Leaf] icons than [Factory] icons on their board, the single player with the most points wins."),
    // Miniaturization
    QT_TRANSLATE_NOOP("CardText", "You may return a card from your hand. If you returned a 10, draw a 10 for every different value of card in your score pile."),
    // Robotics
    QT_TRANSLATE_NOOP("CardText", "Score your top green card. Draw and meld a 10, then execute its non-demand dogma effects for yourself only."),
    // Self Service
    QT_TRANSLATE_NOOP("CardText", "Execute the non-demand dogma effects of any other top card on your board for yourself only."),
    QT_TRANSLATE_NOOP("CardText", "If you have more achievements than each other player, you win."),
    // Software
    QT_TRANSLATE_NOOP("CardText", "Draw and score a 10."),
    QT_TRANSLATE_NOOP("CardText", "Draw and meld two 10, then execute the second card's non-demand dogma effects for yourself only."),
    // Stem Cells
    QT_TRANSLATE_NOOP("CardText", "You may score all cards from your hand. If you score one, you must score them all."),
    // The Internet
    QT_TRANSLATE_NOOP("CardText", "You may splay your green cards up."),
    QT_TRANSLATE_NOOP("CardText", "Draw and score a 10."),
    QT_TRANSLATE_NOOP("CardText", "Draw and meld a 10 for every two [Clock] icons on your board."),
    // Dice
    QT_TRANSLATE_NOOP("CardText", "Draw and reveal a 1. If the card has a bonus, draw and meld a card of value equal to its bonus."),
    // Perfume
    QT_TRANSLATE_NOOP("CardText", "I demand you transfer a top card of different value from any top card on my board from your board to mine! If you do, draw and meld a card of equal value!"),
    // Ruler
    QT_TRANSLATE_NOOP("CardText", "No effect."),
    // Bangle
    QT_TRANSLATE_NOOP("CardText", "Draw and foreshadow a 3."),
    // Candles
    QT_TRANSLATE_NOOP("CardText", "I demand you transfer a card with a [Castle] from your hand to my hand! If you do, draw a 1!"),
    // Plumbing
    QT_TRANSLATE_NOOP("CardText", "No effect."),
    // Comb
    QT_TRANSLATE_NOOP("CardText", "Choose a color, then draw and reveal five 1s. Keep all cards that match the color chosen. Return the rest of the drawn cards."),
    // Ice Skates
    QT_TRANSLATE_NOOP("CardText", "Return up to three cards from your hand. For each card returned, either draw and meld a 2, or draw and foreshadow a 3. Return your highest top card."),
    // Umbrella
    QT_TRANSLATE_NOOP("CardText", "Return any number of cards from your hand. Score two cards from your hand for every card you returned."),
    // Chopsticks
    QT_TRANSLATE_NOOP("CardText", "If the 1 deck has at least one card, you may transfer its bottom card to the available achievements."),
    // Noodles
    QT_TRANSLATE_NOOP("CardText", "If you have more 1 in your hand than every other player, draw and score a 2."),
    QT_TRANSLATE_NOOP("CardText", "Draw and reveal a 1. If it is yellow, score all 1s from your hand."),
    // Soap
    QT_TRANSLATE_NOOP("CardText", "Choose a color. You may tuck any number of cards of that color from your hand. If you tucked at least three, you may achieve (if eligible) a card from your hand."),
    // Bell
    QT_TRANSLATE_NOOP("CardText", "Draw and foreshadow a 2."),
    // Flute
    QT_TRANSLATE_NOOP("CardText", "I demand you return a card with a bonus from your hand!"),
    QT_TRANSLATE_NOOP("CardText", "Draw and reveal a 1. If it has a bonus, draw a 1."),
    // Puppet
    QT_TRANSLATE_NOOP("CardText", "No effect."),
    // Lever
    QT_TRANSLATE_NOOP("CardText", "You may return any number of cards from your hand. For every two cards of matching value returned, draw a card of value one higher."),
    // Linguistics
    QT_TRANSLATE_NOOP("CardText", "Draw a card of value equal to a bonus on your board, if you have any."),
    // Crossbow
    QT_TRANSLATE_NOOP("CardText", "I demand you transfer a card with a bonus from your hand to my score pile!"),
    QT_TRANSLATE_NOOP("CardText", "Transfer a card from your hand to any other player's board."),
    // Horseshoes
    QT_TRANSLATE_NOOP("CardText", "I demand you transfer a top card without a [Castle] or [Factory] from your board to my board! If you do, draw and meld a 2!"),
    // Glassblowing
    QT_TRANSLATE_NOOP("CardText", "Draw and foreshadow a card of value three higher than the lowest non-green top card on your board."),
    // Scissors
    QT_TRANSLATE_NOOP("CardText", "You may choose up to two cards from your hand. For each card chosen, either meld it or score it."),
    QT_TRANSLATE_NOOP("CardText", "If Paper is a top card on any player's board, transfer it to your score pile."),
    // Toothbrush
    QT_TRANSLATE_NOOP("CardText", "You may splay any one color of your cards left."),
    QT_TRANSLATE_NOOP("CardText", "If the 2 deck has at least one card, you may transfer its bottom card to the available achievements."),
    // Watermill
    QT_TRANSLATE_NOOP("CardText", "Tuck a card with a bonus from your hand. If you do, draw a card of value equal to that card's bonus. If the drawn card also has a bonus, you may return a card from your hand to repeat this dogma effect."),
    // Pagoda
    QT_TRANSLATE_NOOP("CardText", "Draw and reveal a 3. If you have a card of matching color in your hand, tuck the card from your hand and meld the drawn card. Otherwise, foreshadow the drawn card."),
    // Chaturanga
    QT_TRANSLATE_NOOP("CardText", "Meld a card with a bonus from your hand. If you do, draw two cards of value equal to that card's bonus. Otherwise, draw and foreshadow a card of value equal to the number of top cards on your board."),
    // Almanac
    QT_TRANSLATE_NOOP("CardText", "You may return a card from your forecast with a bonus. If you do, draw and score a card of value one higher than that bonus."),
    // Magnifying Glass
    QT_TRANSLATE_NOOP("CardText", "You may return three cards of equal value from your hand. If you do, draw a card of value two higher than the cards you returned."),
    QT_TRANSLATE_NOOP("CardText", "You may splay your yellow or blue cards left."),
    // Liquid Fire
    QT_TRANSLATE_NOOP("CardText", "I demand you draw a card of value equal to the highest bonus on your board! Transfer it to my forecast! If it is red, transfer all cards from your hand to my score pile!"),
    // Katana
    QT_TRANSLATE_NOOP("CardText", "I demand you transfer two top cards with a [Castle] from your board to my score pile! If you transferred any, draw a card of value equal to the total number of [Castle] on those cards and transfer it to my forecast!"),
    // Charitable Trust
    QT_TRANSLATE_NOOP("CardText", "You may meld the card you drew due to Charitable Trust's echo effect. If you do, either return or achieve (if eligible) your top green card."),
    // Homing Pigeons
    QT_TRANSLATE_NOOP("CardText", "I demand you return two cards from your score pile whose values each match at least one card in my hand!"),
    QT_TRANSLATE_NOOP("CardText", "You may splay your red or green cards left."),
    // Deodorant
    QT_TRANSLATE_NOOP("CardText", "If you have a top card with a [Castle], draw and meld a 3. Otherwise, draw a 4."),
    // Sandpaper
    QT_TRANSLATE_NOOP("CardText", "You may return any number of cards from your hand. Draw that many 3, and then meld a card from your hand."),
    // Novel
    QT_TRANSLATE_NOOP("CardText", "Draw a 3. You may splay your purple cards left."),
    QT_TRANSLATE_NOOP("CardText", "If all your non-purple top cards share a common icon other than [Crown], claim the Supremacy achievement."),
    // Sunglasses
    QT_TRANSLATE_NOOP("CardText", "You may either splay your purple cards in the direction one of your other colors is splayed, or you may splay one of your other colors in the direction that your purple cards are splayed."),
    // Slide Rule
    QT_TRANSLATE_NOOP("CardText", "You may splay your yellow cards right."),
    QT_TRANSLATE_NOOP("CardText", "Draw a card of value equal to the value of your lowest top card plus the number of colors you have splayed."),
    // Telescope
    QT_TRANSLATE_NOOP("CardText", "You may place a card from your forecast on top of its deck. If you do, achieve a card from your forecast if you meet the requirements to do so."),
    // Kobukson
    QT_TRANSLATE_NOOP("CardText", "I demand you return all your top cards with a [Castle]! Draw and tuck a 4!"),
    QT_TRANSLATE_NOOP("CardText", "For every two cards returned as a result of the demand, draw and tuck a 4."),
    // Shuriken
    QT_TRANSLATE_NOOP("CardText", "I demand you transfer a top non-red card with a [Castle] or [Lightbulb] from your board to my board! If you do, draw a 4!"),
    QT_TRANSLATE_NOOP("CardText", "You may splay your purple cards right."),
    // Chintz
    QT_TRANSLATE_NOOP("CardText", "Draw a 4."),
    QT_TRANSLATE_NOOP("CardText", "If you have exactly one card in your hand, draw a 4, then draw and score a 4."),
    // Globe
    QT_TRANSLATE_NOOP("CardText", "You may return up to three cards from hand of the same color. If you return one, splay any color left; two, right; three, up. If you returned at least one card, draw and foreshadow a 6."),
    // Barometer
    QT_TRANSLATE_NOOP("CardText", "Draw and foreshadow a card of value two higher than a bonus on any board."),
    QT_TRANSLATE_NOOP("CardText", "You may return all the cards in your forecast. If any were blue, claim the Destiny achievement."),
    // Pencil
    QT_TRANSLATE_NOOP("CardText", "You may return up to three cards from your hand. If you do, draw that many cards of value one higher than the highest card you returned. Foreshadow one of them, and return the rest of the drawn cards."),
    // Clock
    QT_TRANSLATE_NOOP("CardText", "I demand you draw and reveal three 10, total the number of [Clock] on them, and then return them! Transfer all cards of that value from your hand and score pile to my score pile!"),
    // Toilet
    QT_TRANSLATE_NOOP("CardText", "I demand you return all cards from your score pile of value matching the highest bonus on my board!"),
    QT_TRANSLATE_NOOP("CardText", "You may return a card in your hand and draw a card of the same value."),
    // Lightning Rod
    QT_TRANSLATE_NOOP("CardText", "I demand you draw and tuck a 5! Return your top card of the tucked card's color!"),
    QT_TRANSLATE_NOOP("CardText", "Draw and tuck a 5. You may return a top card from your board."),
    // Thermometer
    QT_TRANSLATE_NOOP("CardText", "Draw and meld a card of value one higher than the value of your top yellow card. If the melded card is yellow, repeat this dogma effect."),
    // Coke
    QT_TRANSLATE_NOOP("CardText", "Draw and reveal a 6. If it has a [Factory], meld it and repeat this dogma effect. Otherwise, foreshadow it."),
    // Octant
    QT_TRANSLATE_NOOP("CardText", "I demand you transfer a top non-red card with a [Leaf] or [Factory] from your board to my board! If you do, draw and foreshadow a 6!"),
    QT_TRANSLATE_NOOP("CardText", "Draw and foreshadow a 6."),
    // Palampore
    QT_TRANSLATE_NOOP("CardText", "Draw and score a card of value equal to a bonus that occurs more than once on your board, if you have such a bonus."),
    QT_TRANSLATE_NOOP("CardText", "You may splay your purple cards right."),
    QT_TRANSLATE_NOOP("CardText", "If you have six or more bonuses on your board, claim the Wealth achievement."),
    // Seed Drill
    QT_TRANSLATE_NOOP("CardText", "I demand you return a top card from your board of value less than 3!"),
    QT_TRANSLATE_NOOP("CardText", "Choose the 3, 4, or 5 deck. If there is at least one card in that deck, you may transfer its bottom card to the available achievements."),
    // Pressure Cooker
    QT_TRANSLATE_NOOP("CardText", "Return all cards from your hand. For each top card on your board with a bonus, draw a card of value equal to that bonus."),
    // Stove
    QT_TRANSLATE_NOOP("CardText", "Draw and tuck a 4. If your top card of the tucked card's color has value less than 4, draw and score a 4."),
    QT_TRANSLATE_NOOP("CardText", "You may splay your green cards right."),
    // Piano
    QT_TRANSLATE_NOOP("CardText", "If you have five top cards, each with a different value, return five cards from your score pile and then draw and score a card of each of your top cards' values in ascending order."),
    // Tuning Fork
    QT_TRANSLATE_NOOP("CardText", "Return a card from your hand. If you do, draw and reveal a card of the same value, and meld it if it is higher than a top card of the same color on your board. Otherwise, return it. You may repeat this dogma effect."),
    // Bifocals
    QT_TRANSLATE_NOOP("CardText", "You may return a card from your forecast. If you do, draw and foreshadow a card of equal value to the card returned."),
    QT_TRANSLATE_NOOP("CardText", "You may splay your green cards right."),
    // Stethoscope
    QT_TRANSLATE_NOOP("CardText", "Draw a 7. If you melded a blue card due to Stethoscope's echo effect, draw an 8."),
    QT_TRANSLATE_NOOP("CardText", "You may splay your yellow cards right."),
    // Loom
    QT_TRANSLATE_NOOP("CardText", "You may return two cards of different value from your score pile. If you do, draw and tuck three 6."),
    QT_TRANSLATE_NOOP("CardText", "If you have five or more [Hexagon] visible on your board in one color, claim the Heritage achievement."),
    // Shrapnel
    QT_TRANSLATE_NOOP("CardText", "I demand you draw and tuck a 6! Transfer the top two cards of its color from your board to my score pile! Transfer the bottom card of its color from my board to your score pile!"),
    // Hot Air Balloon
    QT_TRANSLATE_NOOP("CardText", "You may achieve (if eligible) a top card from any other player's board if they have an achievement of matching value. If you do, transfer your top green card to that player's board. Otherwise, draw and meld a 7."),
    // Steamboat
    QT_TRANSLATE_NOOP("CardText", "I demand you draw and reveal a 6! If it is blue or yellow, transfer it and all cards in your hand to my hand! If it is red or green, keep it and transfer two cards from your score pile to mine! If it is purple, keep it!"),
    // Dentures
    QT_TRANSLATE_NOOP("CardText", "Score the top two non-bottom cards of the color of the last card you tucked due to Dentures. If there are none to score, draw and tuck a 6, then repeat this dogma effect."),
    QT_TRANSLATE_NOOP("CardText", "You may splay your blue cards right."),
    // Morphine
    QT_TRANSLATE_NOOP("CardText", "I demand you return all odd-valued cards in your hand! Draw a 6!"),
    QT_TRANSLATE_NOOP("CardText", "Draw a card of value one higher than the highest card returned due to the demand, if any were returned."),
    QT_TRANSLATE_NOOP("CardText", "You may splay your red cards right."),
    // Indian Clubs
    QT_TRANSLATE_NOOP("CardText", "I demand you return two cards from your score pile!"),
    QT_TRANSLATE_NOOP("CardText", "For every value of card you have in your score pile, score a card from your hand of that value."),
    // Kaleidoscope
    QT_TRANSLATE_NOOP("CardText", "Draw and meld a 7. You may splay your cards of that color right."),
    // Photography
    QT_TRANSLATE_NOOP("CardText", "I demand you take the highest top card from your board into your hand!"),
    QT_TRANSLATE_NOOP("CardText", "If you have at least three echo effects visible in one color, claim the History achievement."),
    // Typewriter
    QT_TRANSLATE_NOOP("CardText", "Return all cards from your hand. Draw a 6. For each color of card returned, draw a card of the next higher value."),
    // Machine Gun
    QT_TRANSLATE_NOOP("CardText", "I demand you transfer all of your top cards with a bonus to my score pile! If you transfered any, draw a 7!"),
    QT_TRANSLATE_NOOP("CardText", "Return all your non-red top cards."),
    // Rubber
    QT_TRANSLATE_NOOP("CardText", "Score a top card from your board without a bonus."),
    QT_TRANSLATE_NOOP("CardText", "You may splay your red cards up."),
    // Jeans
    QT_TRANSLATE_NOOP("CardText", "Choose two different values less than 7. Draw and reveal a card of each value. Meld one, and return the other."),
    // Telegraph
    QT_TRANSLATE_NOOP("CardText", "You may choose an opponent and a color. Match your splay in that color to theirs."),
    QT_TRANSLATE_NOOP("CardText", "You may splay your blue cards up."),
    // Elevator
    QT_TRANSLATE_NOOP("CardText", "Choose a value present in your score pile. Choose to transfer all cards of the chosen value from either all other players' hands or all their score piles to your score pile."),
    // Fertilizer
    QT_TRANSLATE_NOOP("CardText", "You may return a card from your hand. If you do, transfer all cards from all score piles to your hand of value equal to the returned card."),
    QT_TRANSLATE_NOOP("CardText", "Draw and foreshadow a card of any value."),
    // Ice Cream
    QT_TRANSLATE_NOOP("CardText", "I demand you draw and meld a 1!"),
    QT_TRANSLATE_NOOP("CardText", "Choose the 6, 7, 8, or 9 deck. If there is at least one card in that deck, you may transfer its bottom card to the available achievements."),
    // Saxophone
    QT_TRANSLATE_NOOP("CardText", "You may splay your purple cards up."),
    QT_TRANSLATE_NOOP("CardText", "If the [Music note] for Bell, Flute, Piano, and Saxophone are visible anywhere, you win. Otherwise, draw a 7 for each [Music note] that is visible."),
    // Radio Telescope
    QT_TRANSLATE_NOOP("CardText", "For every two [Lightbulb] on your board, draw a 9. Meld one of the cards drawn and return the rest. If you meld A.I. due to this dogma effect, you win."),
    // X-Ray
    QT_TRANSLATE_NOOP("CardText", "For every three [Leaf] on your board, draw and foreshadow a card of any value."),
    QT_TRANSLATE_NOOP("CardText", "You may splay your yellow cards up."),
    // Bandage
    QT_TRANSLATE_NOOP("CardText", "I demand you return the highest card in your score pile for which you do not have a card of matching value in your hand! Return a top card from your board with a [Clock]!"),
    // Parachute
    QT_TRANSLATE_NOOP("CardText", "I demand you transfer all cards without a [Clock] from your hand to my hand!"),
    // Nylon
    QT_TRANSLATE_NOOP("CardText", "Draw and tuck an 8 for every three [Factory] on your board. If any of the tucked cards were green, repeat this dogma effect."),
    QT_TRANSLATE_NOOP("CardText", "You may splay your red cards up."),
    // Sliced Bread
    QT_TRANSLATE_NOOP("CardText", "Return a card from your score pile. Draw and score two cards of value one less than the value of the card returned."),
    // Air Conditioner
    QT_TRANSLATE_NOOP("CardText", "I demand you return all cards from your score pile of value matching any of your top cards!"),
    // Tractor
    QT_TRANSLATE_NOOP("CardText", "Draw and score a 7. Draw a 7."),
    // Crossword
    QT_TRANSLATE_NOOP("CardText", "For each visible bonus on your board, draw a card of that value."),
    // Television
    QT_TRANSLATE_NOOP("CardText", "Choose a value and an opponent. Transfer a card of that value from their score pile to their board. If they have an achievement of the same value, achieve (if eligible) a card of that value from their score pile."),
    // Calculator
    QT_TRANSLATE_NOOP("CardText", "Score two bottom non-blue cards from your board. If you scored two and they have a total value less than 11, draw a card of that total value and repeat this dogma effect (once only)."),
    QT_TRANSLATE_NOOP("CardText", "You may splay your blue cards up."),
    // Laser
    QT_TRANSLATE_NOOP("CardText", "Return all unclaimed standard achievements. Then, return half (rounded up) of the cards in your score pile. Draw and meld two 10."),
    // Helicopter
    QT_TRANSLATE_NOOP("CardText", "Transfer a top card other than Helicopter from any player's board to its owner's score pile. You may return a card from your hand which shares an icon with the transferred card. If you do, repeat this dogma effect."),
    // Jet
    QT_TRANSLATE_NOOP("CardText", "I demand you return your top card of the color I melded due to Jet's echo effect!"),
    // Credit Card
    QT_TRANSLATE_NOOP("CardText", "You may take a top non-green card from your board into your hand. If you do, draw and score a card of equal value."),
    QT_TRANSLATE_NOOP("CardText", "You may splay your green cards up."),
    // Email
    QT_TRANSLATE_NOOP("CardText", "Draw and foreshadow a 9."),
    QT_TRANSLATE_NOOP("CardText", "Execute all non-demand dogma effects on your lowest non-green top card. Do not share them."),
    // ATM
    QT_TRANSLATE_NOOP("CardText", "I demand you transfer the highest top non-yellow card without a [Crown] from your board to my board!"),
    QT_TRANSLATE_NOOP("CardText", "You may splay your purple cards up."),
    // Wristwatch
    QT_TRANSLATE_NOOP("CardText", "For each visible bonus on your board, draw and tuck a card of that value, in ascending order."),
    // Karaoke
    QT_TRANSLATE_NOOP("CardText", "Execute all of the non-demand dogma effects of the card you melded due to Karaoke's echo effect. Do not share them."),
    QT_TRANSLATE_NOOP("CardText", "You may take a bottom card from your board into your hand."),
    // Rock
    QT_TRANSLATE_NOOP("CardText", "I demand you transfer your top green card to my hand! If Scissors is your new top green card, I win!"),
    QT_TRANSLATE_NOOP("CardText", "You may score a top card from your board. If Paper is your top green card, you win."),
    // Artificial Heart
    QT_TRANSLATE_NOOP("CardText", "Claim one standard achievement, if eligible. Your current score is doubled for the purpose of checking eligibility."),
    // Human Genome
    QT_TRANSLATE_NOOP("CardText", "You may draw and score a card of any value. Take a bottom card from your board into your hand. If the values of all the cards in your hand match the values of all the cards in your score pile exactly, you win."),
    // Camcorder
    QT_TRANSLATE_NOOP("CardText", "I demand you transfer all cards in your hand to my hand! Draw a 9!"),
    QT_TRANSLATE_NOOP("CardText", "Meld all 9 from your hand. Return all other cards from your hand. Draw three 9."),
    // Social Networking
    QT_TRANSLATE_NOOP("CardText", "I demand you choose an icon type! Transfer all top cards without that icon from your board to my score pile!"),
    QT_TRANSLATE_NOOP("CardText", "If you have fewer [Factory], fewer [Crown], and fewer [Castle] than each other player, you win."),
    // GPS
    QT_TRANSLATE_NOOP("CardText", "I demand you return all cards from your forecast!"),
    QT_TRANSLATE_NOOP("CardText", "Draw and foreshadow three 10."),
    QT_TRANSLATE_NOOP("CardText", "You may splay your yellow cards up."),
    // Flash Drive
    QT_TRANSLATE_NOOP("CardText", "I demand you return four cards from your score pile!"),
    QT_TRANSLATE_NOOP("CardText", "Return a card from your score pile. If you do, you may splay any one color of your cards up."),
    // Cell Phone
    QT_TRANSLATE_NOOP("CardText", "Draw a 10 for every two [Clock] on your board."),
    QT_TRANSLATE_NOOP("CardText", "You may splay your green cards up."),
    QT_TRANSLATE_NOOP("CardText", "You may tuck any number of cards with a [Clock] from your hand, splaying up each color you tucked into."),
    // MP3
    QT_TRANSLATE_NOOP("CardText", "Return any number of cards from your hand. For each card returned, claim two standard achievements for which you are eligible."),
    QT_TRANSLATE_NOOP("CardText", "Draw and score a card of value equal to a bonus on your board."),
    // Puzzle Cube
    QT_TRANSLATE_NOOP("CardText", "You may score the bottom card or two bottom cards of one color from your board. If all the colors on your board contain the same number of visible cards (unsplayed = 1), you win."),
    QT_TRANSLATE_NOOP("CardText", "Draw and meld a 10."),
    // Sudoku
    QT_TRANSLATE_NOOP("CardText", "Draw and meld a card of any value. If you have at least nine different bonus values visible on your board, you win. Execute each of the melded card's non-demand dogma effects. Do not share them."),
    // Treaty of Kadesh
    QT_TRANSLATE_NOOP("CardText", "I COMPEL you to return all top cards from your board with a demand effect!"),
    QT_TRANSLATE_NOOP("CardText", "Score a top, non-blue card from your board with a demand effect."),
    // Sibidu Needle
    QT_TRANSLATE_NOOP("CardText", "Draw and reveal a 1. If you have a top card of matching color and value to the drawn card, score the drawn card and repeat this effect."),
    // Basur Hoyuk Tokens
    QT_TRANSLATE_NOOP("CardText", "Draw and reveal a 4. If you have a top card of the drawn card's color that comes before it in the alphabet, return the drawn card and all cards from your score pile."),
    // Holmegaard Bows
    QT_TRANSLATE_NOOP("CardText", "I COMPEL you to transfer the highest top card with a [Castle] on your board to my hand!"),
    QT_TRANSLATE_NOOP("CardText", "Draw a 2."),
    // Papyrus of Ani
    QT_TRANSLATE_NOOP("CardText", "Return a purple card from your hand. If you do, draw and reveal a card of any type of value two higher. If the drawn card is purple, meld it and execute each of its non-demand dogma effects. Do not share them."),
    // Pavlovian Tusk
    QT_TRANSLATE_NOOP("CardText", "Draw three cards of value equal to your top green card. Return one of the drawn cards. Score one of the drawn cards."),
    // Priest-King
    QT_TRANSLATE_NOOP("CardText", "Score a card from your hand. If you have a top card matching its color, execute each of the top card's non-demand dogma effects. Do not share them."),
    QT_TRANSLATE_NOOP("CardText", "Claim an achievement, if eligible."),
    // Electrum Stater of Efesos
    QT_TRANSLATE_NOOP("CardText", "Draw and reveal a 3. If you do not have a top card of the drawn card's color, meld it and repeat this effect."),
    // Jiskairumoko Necklace
    QT_TRANSLATE_NOOP("CardText", "I COMPEL you to return a card from your score pile! If you do, transfer an achievement of the same value from your achievements to mine!"),
    // Dancing Girl
    QT_TRANSLATE_NOOP("CardText", "I COMPEL you to transfer Dancing Girl to your board!"),
    QT_TRANSLATE_NOOP("CardText", "If Dancing Girl has been on every board during this action, and it started on your board, you win."),
    // Lurgan Canoe
    QT_TRANSLATE_NOOP("CardText", "Meld a card from your hand. Score all other cards of the same color from your board. If you scored at least one card, repeat this effect."),
    // Xianrendong Shards
    QT_TRANSLATE_NOOP("CardText", "Reveal three cards from your hand. Score two, then tuck the other. If the scored cards were the same color, draw three 1s."),
    // Mask of Warka
    QT_TRANSLATE_NOOP("CardText", "Choose a color. Each player reveals all cards of that color from their hand. If you are the only player to reveal cards, return them and claim all achievements of value matching those cards, ignoring eligibility."),
    // Ark of the Covenant
    QT_TRANSLATE_NOOP("CardText", "Return a card from your hand. Transfer all cards of the same color from the boards of all players with no top Artifacts to your score pile. If Ark of the Covenant is a top card on any board, transfer it to your hand."),
    // Tale of the Shipwrecked Sailor
    QT_TRANSLATE_NOOP("CardText", "Choose a color. Draw a 1. Meld a card of the chosen color from your hand. If you do, splay that color left."),
    // Seikilos Epitaph
    QT_TRANSLATE_NOOP("CardText", "Draw and meld a 3. Meld your bottom card of the drawn card's color. Execute its non-demand dogma effects. Do not share them."),
    // Rosetta Stone
    QT_TRANSLATE_NOOP("CardText", "Choose a card type. Draw two 2 of that type. Meld one and transfer the other to an opponent's board."),
    // Chronicle of Zuo
    QT_TRANSLATE_NOOP("CardText", "If you have the least [Castle], draw a 2. If you have the least [Crown], draw a 3. If you have the least [Lightbulb], draw a 4."),
    // Babylonian Chronicles
    QT_TRANSLATE_NOOP("CardText", "I COMPEL you to transfer a top non-red card with a [Castle] from your board to my board!"),
    QT_TRANSLATE_NOOP("CardText", "Draw and score a 3."),
    // Holy Lance
    QT_TRANSLATE_NOOP("CardText", "I COMPEL you to transfer a top Artifact from your board to my board!"),
    QT_TRANSLATE_NOOP("CardText", "If Holy Grail is a top card on your board, you win."),
    // Baghdad Battery
    QT_TRANSLATE_NOOP("CardText", "Meld two cards from your hand. If you melded two of the same color and they are of different type, draw and score five 2s."),
    // Holy Grail
    QT_TRANSLATE_NOOP("CardText", "Return a card from your hand. Claim an achievement of matching value ignoring eligibility."),
    // Terracotta Army
    QT_TRANSLATE_NOOP("CardText", "I COMPEL you to return a top card with no [Castle]!"),
    QT_TRANSLATE_NOOP("CardText", "Score a card from your hand with no [Castle]."),
    // Dead Sea Scrolls
    QT_TRANSLATE_NOOP("CardText", "Draw an Artifact of value equal to the value of your highest top card."),
    // Cyrus Cylinder
    QT_TRANSLATE_NOOP("CardText", "Choose any other top purple card on any player's board. Execute its non-demand dogma effects. Do not share them. Splay left a color on any player's board."),
    // Dunhuang Star Chart
    QT_TRANSLATE_NOOP("CardText", "Return all cards from your hand. Draw a card of value equal to the number of cards returned."),
    // Charter of Liberties
    QT_TRANSLATE_NOOP("CardText", "Tuck a card from your hand. If you do, splay left its color, then choose a splayed color on any player's board. Execute all of that color's top card's non-demand effects, without sharing."),
    // Excalibur
    QT_TRANSLATE_NOOP("CardText", "I COMPEL you to transfer a top card of higher value than my top card of the same color from your board to my board!"),
    // Mjolnir Amulet
    QT_TRANSLATE_NOOP("CardText", "I COMPEL you to choose a top card on your board! Transfer all cards of that card's color from your board to my score pile!"),
    // Philosopher's Stone
    QT_TRANSLATE_NOOP("CardText", "Return a card from your hand. Score a number of cards from your hand equal to the value of the card returned."),
    // Beauvais Cathedral Clock
    QT_TRANSLATE_NOOP("CardText", "Draw and reveal a 4. Splay right the color matching the drawn card."),
    // Moylough Belt Shrine
    QT_TRANSLATE_NOOP("CardText", "I COMPEL you to reveal all cards in your hand and transfer the card of my choice to my board!"),
    // Along the River during the Qingming Festival
    QT_TRANSLATE_NOOP("CardText", "Draw and reveal a 4. If it is yellow, tuck it. If it is purple, score it. Otherwise, repeat this effect."),
    // Necronomicon
    QT_TRANSLATE_NOOP("CardText", "Draw and reveal a 3. If it is: Yellow: Return all cards in your hand. Green: Unsplay all your stacks. Red: Return all cards in your score pile. Blue: Draw a 9."),
    // Shroud of Turin
    QT_TRANSLATE_NOOP("CardText", "Return a card from your hand. If you do, return a top card from your board and a card from your score pile of the returned card's color. If you did all three, claim an achievement ignoring eligibility."),
    // Petition of Right
    QT_TRANSLATE_NOOP("CardText", "I COMPEL you to transfer a card from your score pile to my score pile for each top card with a [Castle] on your board!"),
    // Delft Pocket Telescope
    QT_TRANSLATE_NOOP("CardText", "Return a card from your score pile. If you do, draw a 5 and a 6, then reveal one of the drawn cards that has a symbol in common with the returned card. If you cannot, return the drawn cards and repeat this effect."),
    // East India Company Charter
    QT_TRANSLATE_NOOP("CardText", "Choose a value other than 5. Return all cards of that value from all score piles. For each player that returned cards, draw and score a 5."),
    // Tortugas Galleon
    QT_TRANSLATE_NOOP("CardText", "I COMPEL you to transfer all the highest cards from your score pile to my score pile! If you transfered any, transfer a top card on your board of that value to my board!"),
    // Molasses Reef Caravel
    QT_TRANSLATE_NOOP("CardText", "Return all cards from your hand. Draw three 4. Meld a blue card from your hand. Score a card from your hand. Return a card from your score pile."),
    // Hunt-Lenox Globe
    QT_TRANSLATE_NOOP("CardText", "If you have fewer than four cards in your hand, return all non-green top cards from your board. Draw a 5 for each card returned. Meld a card from hand."),
    // Moses
    QT_TRANSLATE_NOOP("CardText", "I COMPEL you to transfer all top cards with a [Crown] from your board to my score pile!"),
    QT_TRANSLATE_NOOP("CardText", "Score a top card with a [Crown]."),
    // Mona Lisa
    QT_TRANSLATE_NOOP("CardText", "Choose a number and a color. Draw five 4, then reveal your hand. If you have exactly that many cards of that color, score them, and splay right your cards of that color. Otherwise, return all cards from your hand."),
    // Cross of Coronado
    QT_TRANSLATE_NOOP("CardText", "Reveal your hand. If you have exactly five cards and five colors in your hand, you win."),
    // Abell Gallery Harpsichord
    QT_TRANSLATE_NOOP("CardText", "For each value of top card on your board appearing exactly once, draw and score a card of that value in ascending order."),
    // Boerhavve Silver Microscope
    QT_TRANSLATE_NOOP("CardText", "Return the lowest card in your hand and the lowest top card on your board. Draw and score a card of value equal to the sum of the values of the cards returned."),
    // Principia
    QT_TRANSLATE_NOOP("CardText", "Return all non-blue top cards from your board. For each card returned, draw and meld a card of value one higher than the value of the returned card, in ascending order."),
    // Bill of Rights
    QT_TRANSLATE_NOOP("CardText", "I COMPEL you to choose a color where you have more visible cards than I do! Transfer all cards of that color from your board to my board, from the bottom up!"),
    // Ship of the Line Sussex
    QT_TRANSLATE_NOOP("CardText", "If you have no cards in your score pile, choose a color and score all cards of that color from your board. Otherwise, return all cards from your score pile."),
    // Barque-Longue La Belle
    QT_TRANSLATE_NOOP("CardText", "Draw and meld a 5. If the drawn card is not green, repeat this effect."),
    // Hudson's Bay Company Archives
    QT_TRANSLATE_NOOP("CardText", "Score the bottom card of every color on your board. Meld a card from your score pile. Splay right the color of the melded card."),
    // Gujin Tushu Jinsheng
    QT_TRANSLATE_NOOP("CardText", "If Gujin Tushu Jinsheng is on your board, choose any other top card on any other board. Execute the effects on the chosen card as if they were on this card. Do not share them."),
    // The Daily Courant
    QT_TRANSLATE_NOOP("CardText", "Draw a card of any value, then place it on top of the draw pile of its age. Execute the effects of one of your other top cards as if they were on this card. Do not share them."),
    // Sandham Room Cricket Bat
    QT_TRANSLATE_NOOP("CardText", "Draw and reveal a 6. If it is red, claim an achievement, ignoring eligibility."),
    // Almira, Queen of the Castle
    QT_TRANSLATE_NOOP("CardText", "Meld a card from your hand. Claim an achievement of matching value, ignoring eligibility."),
    // Kilogram of the Archives
    QT_TRANSLATE_NOOP("CardText", "Return a card from your hand. Return a top card from your board. If you returned two cards and their values sum to ten, draw and score a 10."),
    // Puffing Billy
    QT_TRANSLATE_NOOP("CardText", "Return a card from your hand. Draw a card of value equal to the highest number of symbols of the same type visible in that color on your board. Splay right that color."),
    // Frigate Constitution
    QT_TRANSLATE_NOOP("CardText", "I COMPEL you to reveal a card in your hand! If you do, and its value is equal to the value of any of my top cards, return it and all cards of its color from your board!"),
    // U.S. Declaration of Independence
    QT_TRANSLATE_NOOP("CardText", "I COMPEL you to transfer the highest card in your hand to my hand, the highest card in your score pile to my score pile, and the highest top card with a [Factory] from your board to my board!"),
    // The Wealth of Nations
    QT_TRANSLATE_NOOP("CardText", "Draw and score a 1. Add up the values of all the cards in your score pile, divide by five, and round up. Draw and score a card of value equal to the result."),
    // Buttonwood Agreement
    QT_TRANSLATE_NOOP("CardText", "Choose three colors. Draw and reveal a 8. If the drawn card is one of the chosen colors, score it and splay up that color. Otherwise, return all cards of the drawn card's color from your score pile, and unsplay that color."),
    // Stamp Act
    QT_TRANSLATE_NOOP("CardText", "I COMPEL you to transfer a card of value equal to the top yellow card on your board from your score pile to mine! If you do, return a card from your score pile of value equal to the top green card on your board!"),
    // Pride and Prejudice
    QT_TRANSLATE_NOOP("CardText", "Draw and meld a 6. If the drawn card's color is the color with the fewest (or tied) number of visible cards on your board, score the melded card, and repeat this effect."),
    // Moonlight Sonata
    QT_TRANSLATE_NOOP("CardText", "Choose a color on your board having the highest top card. Meld the bottom card on your board of that color. Claim an achievement, ignoring eligibility."),
    // Marcha Real
    QT_TRANSLATE_NOOP("CardText", "Reveal and return two cards from your hand. If they have the same value, draw a card of value one higher. If they have the same color, claim an achievement, ignoring eligibility."),
    // Periodic Table
    QT_TRANSLATE_NOOP("CardText", "Choose two top cards on your board of the same value. If you do, draw a card of value one higher and meld it. If it melded over one of the chosen cards, repeat this effect."),
    // Corvette Challenger
    QT_TRANSLATE_NOOP("CardText", "Draw and tuck an 8. Splay up the color of the tucked card. Draw and score a card of value equal to the number of cards of that color visible on your board."),
    // Submarine H. L. Hunley
    QT_TRANSLATE_NOOP("CardText", "I COMPEL you to draw and meld a 7! Reveal the bottom card on your board of the melded card's color! If the revealed card is a 1, return all cards of its color from your board!"),
    // Jedlik's Electromagnetic Self-Rotor
    QT_TRANSLATE_NOOP("CardText", "Draw and score an 8. Draw and meld an 8. Claim an achievement of value 8 if it is available, ignoring eligibility."),
    // International Prototype Metre Bar
    QT_TRANSLATE_NOOP("CardText", "Choose a value. Draw and meld a card of that value. Splay up the color of the melded card. If the number of cards of that color visible on your board is exactly equal to the card's value, you win. Otherwise, return the melded card."),
    // Hansen Writing Ball
    QT_TRANSLATE_NOOP("CardText", "I COMPEL you to draw four 7! Meld a blue card, then transfer all cards in your hand to my hand!"),
    QT_TRANSLATE_NOOP("CardText", "Draw and reveal a 7. If it has no [Clock], tuck it and repeat this effect."),
    // Colt Paterson Revolver
    QT_TRANSLATE_NOOP("CardText", "I COMPEL you to reveal your hand! Draw a 7! If the color of the drawn card matches the color of any other card in your hand, return all cards in your hand and all cards in your score pile!"),
    // Singer Model 27
    QT_TRANSLATE_NOOP("CardText", "Tuck a card from your hand. If you do, splay up its color, and then tuck all cards from your score pile of that color."),
    // Roundhay Garden Scene
    QT_TRANSLATE_NOOP("CardText", "Meld the highest card from your score pile. Draw and score two cards of value equal to the melded card. Execute the effects of the melded card as if they were on this card. Do not share them."),
    // The Communist Manifesto
    QT_TRANSLATE_NOOP("CardText", "For each player in the game, draw and reveal a 7. Transfer one of the drawn cards to each player's board. Execute the non-demand effects of your card. Do not share them."),
    // Parnell Pitch Drop
    QT_TRANSLATE_NOOP("CardText", "Draw and meld a card of value one higher than the highest top card on your board. If the melded card has three [Clock], you win."),
    // Earhart's Lockheed Electra 10E
    QT_TRANSLATE_NOOP("CardText", "For each value below nine, return a top card of that value from your board, in descending order. If you return eight cards, you win. Otherwise, claim an achievement, ignoring eligibility."),
    // Battleship Bismarck
    QT_TRANSLATE_NOOP("CardText", "I COMPEL you to draw and reveal an 8! Return all cards of the drawn card's color from your board!"),
    // Ocean Liner Titanic
    QT_TRANSLATE_NOOP("CardText", "Score all bottom cards from your board."),
    // Meiji-Mura Stamp Vending Machine
    QT_TRANSLATE_NOOP("CardText", "Return a card from your hand. Draw and score three cards of the returned card's value."),
    // Plush Beweglich Rod Bear
    QT_TRANSLATE_NOOP("CardText", "Choose a value. Splay up each color with a top card of the chosen value. Return all cards of the chosen value from all score piles."),
    // Time
    QT_TRANSLATE_NOOP("CardText", "I COMPEL you to transfer a non-yellow top card with a [Clock] from your board to my board! If you do, repeat this effect!"),
    // Garland's Ruby Slippers
    QT_TRANSLATE_NOOP("CardText", "Meld an 8 from your hand. If the melded card has no effects, you win. Otherwise, execute the effects of the melded card as if they were on this card. Do not share them."),
    // '30 World Cup Final Ball
    QT_TRANSLATE_NOOP("CardText", "I COMPEL you to return one of your achievements!"),
    QT_TRANSLATE_NOOP("CardText", "Draw and reveal an 8. The single player with the highest top card of the drawn card's color achieves it, ignoring eligibility. If that happens, repeat this effect."),
    // Yeager's Bell X-1A
    QT_TRANSLATE_NOOP("CardText", "Draw and meld a 9. Execute the effects of the melded card as if they were on this card, without sharing. If that card has a [Clock], repeat this effect."),
    // Luna 3
    QT_TRANSLATE_NOOP("CardText", "Return all cards from your score pile. Draw and score a card of value equal to the number of cards returned."),
    // United Nations Charter
    QT_TRANSLATE_NOOP("CardText", "I COMPEL you to transfer all top cards on your board with a demand effect to my score pile!"),
    QT_TRANSLATE_NOOP("CardText", "If you have a top card on your board with a demand effect, draw a 10."),
    // Velcro Shoes
    QT_TRANSLATE_NOOP("CardText", "I COMPEL you to transfer a 9 from your hand to my hand! If you do not, transfer a 9 from your score pile to my score pile! If you do neither, I win!"),
    // Philips Compact Cassette
    QT_TRANSLATE_NOOP("CardText", "I COMPEL you to unsplay all splayed colors on your board!"),
    QT_TRANSLATE_NOOP("CardText", "Splay up two colors on your board."),
    // Syncom 3
    QT_TRANSLATE_NOOP("CardText", "Return all cards from your hand. Draw and reveal five 9. If you revealed all five colors, you win."),
    // Rock Around the Clock
    QT_TRANSLATE_NOOP("CardText", "For each top card on your board with a [Clock], draw and score a 9."),
    // Magnavox Odyssey
    QT_TRANSLATE_NOOP("CardText", "Draw and meld two 10. If they are the same color, you win."),
    // The Big Bang
    QT_TRANSLATE_NOOP("CardText", "Execute the non-demand effects of your top blue card, without sharing. If this caused any change to occur, draw and remove a 10 from the game, then repeat this effect."),
    // Marilyn Diptych
    QT_TRANSLATE_NOOP("CardText", "You may score a card from your hand. You may transfer any card from your score pile to your hand. If you have exactly 25 points, you win."),
    // Rover Curiosity
    QT_TRANSLATE_NOOP("CardText", "Draw and meld an Artifact 10. Execute the effects of the melded card as if they were on this card. Do not share them."),
    // Higgs Boson
    QT_TRANSLATE_NOOP("CardText", "Transfer all cards on your board to your score pile."),
    // Exxon Valdez
    QT_TRANSLATE_NOOP("CardText", "I COMPEL you to remove all cards from your hand, score pile, board, and achievements from the game! You lose! If there is only one player remaining in the game, that player wins!"),
    // Maldives
    QT_TRANSLATE_NOOP("CardText", "I COMPEL you to return all cards in your hand but two! Return all cards in your score pile but two!"),
    QT_TRANSLATE_NOOP("CardText", "Return all cards in your score pile but four."),
    // Maastricht Treaty
    QT_TRANSLATE_NOOP("CardText", "If you have the most cards in your score pile, you win."),
    // Seikan Tunnel
    QT_TRANSLATE_NOOP("CardText", "If you have the most cards of a color showing on your board out of all colors on all boards, you win."),
    // Dolly the Sheep
    QT_TRANSLATE_NOOP("CardText", "You may score your bottom yellow card. You may draw and tuck a 1. If your bottom yellow card is Domestication, you win. Otherwise, meld the highest card in your hand, then draw a 10."),
    // Where's Waldo?
    QT_TRANSLATE_NOOP("CardText", "You win."),
    // DeLorean DMC-12
    QT_TRANSLATE_NOOP("CardText", "If DeLorean DMC-12 is a top card on any board, remove all top cards on all boards and all cards in all hands from the game."),
    // Twister
    QT_TRANSLATE_NOOP("CardText", "I COMPEL you to reveal your score pile! For each color, meld a card of that color from your score pile!"),
    // Complex Numbers
    QT_TRANSLATE_NOOP("CardText", "You may reveal a card from your hand having exactly the same icons, in type and number, as a top card on your board. If you do, claim an achievement of matching value, ignoring eligibility."),
    // Newton-Wickins Telescope
    QT_TRANSLATE_NOOP("CardText", "You may return any number of cards from your score pile. If you do, draw and meld a card of value equal to number of cards returned. If the melded card has a [Clock], return it."),
    // Safety Pin
    QT_TRANSLATE_NOOP("CardText", "I DEMAND you return all cards of value higher than 6 from your hand! Draw a 6!"),
};

const char* const kRulings[] = {
    // Archery
    QT_TRANSLATE_NOOP("CardRuling", "If the opponent has several cards tied for highest in hand, only one of them is transferred; the opponent picks which."),
    // City States
    QT_TRANSLATE_NOOP("CardRuling", "An opponent is affected only if both hold: they have fewer [Crown] icons than you (the usual demand test) and they have at least four visible [Castle] icons on their board, splayed icons included."),
    // Clothing
    QT_TRANSLATE_NOOP("CardRuling", "For the second effect, a color counts only if it is missing from every other player's board; all other boards are checked, not one chosen player."),
    QT_TRANSLATE_NOOP("CardRuling", "In a team game your partner's board is ignored when checking colors."),
    // Masonry
    QT_TRANSLATE_NOOP("CardRuling", "The four or more cards must all be melded during a single Masonry dogma action; melds from separate actions, even in the same turn, do not add up."),
    QT_TRANSLATE_NOOP("CardRuling", "A sharing opponent who meets the condition claims Monument before you."),
    // Metalworking
    QT_TRANSLATE_NOOP("CardRuling", "The effect repeats until a revealed card has no [Castle]."),
    QT_TRANSLATE_NOOP("CardRuling", "The revealed card without a [Castle] stays in your hand."),
    // Mysticism
    QT_TRANSLATE_NOOP("CardRuling", "The meld and second draw happen at most once; the second card drawn is not checked."),
    QT_TRANSLATE_NOOP("CardRuling", "The first drawn card is shown to everyone, since whether it matches a color on your board decides the mandatory meld."),
    QT_TRANSLATE_NOOP("CardRuling", "If the first drawn card matches no color on your board, it stays in your hand."),
    // Oars
    QT_TRANSLATE_NOOP("CardRuling", "The second effect is not a demand, so opponents with enough icons share it."),
    QT_TRANSLATE_NOOP("CardRuling", "An opponent with no card bearing a [Crown] in hand must show their hand."),
    // Writing
    QT_TRANSLATE_NOOP("CardRuling", "You always draw a 2, whatever your highest top card is; a higher age is drawn only when the 2 pile is empty."),
    // Canal Building
    QT_TRANSLATE_NOOP("CardRuling", "The two groups exchanged may differ in size, and either may be empty."),
    // Construction
    QT_TRANSLATE_NOOP("CardRuling", "The second effect is not a demand, so opponents with enough icons share it."),
    QT_TRANSLATE_NOOP("CardRuling", "The opponent draws a 2 even if they transferred only one card or none."),
    QT_TRANSLATE_NOOP("CardRuling", "A sharing opponent who meets the condition claims Empire before you."),
    // Currency
    QT_TRANSLATE_NOOP("CardRuling", "Returning a single card is enough: you then draw and score one 2."),
    // Mapmaking
    QT_TRANSLATE_NOOP("CardRuling", "The second effect is not a demand, so opponents with enough icons share it."),
    QT_TRANSLATE_NOOP("CardRuling", "Only an age 1 card can be taken; an opponent with no 1 in their score pile transfers nothing."),
    // Monotheism
    QT_TRANSLATE_NOOP("CardRuling", "The second effect is not a demand, so opponents with enough icons share it."),
    // Road Building
    QT_TRANSLATE_NOOP("CardRuling", "Melding just one card is allowed; nothing else happens then."),
    QT_TRANSLATE_NOOP("CardRuling", "This is not a demand: it can be shared, and the player carrying out the effect, not the targeted player, picks the other player."),
    QT_TRANSLATE_NOOP("CardRuling", "If the chosen player has no top green card, your top red card is still transferred to them."),
    // Compass
    QT_TRANSLATE_NOOP("CardRuling", "The demanded player chooses both cards."),
    QT_TRANSLATE_NOOP("CardRuling", "When several opponents are affected, each one's exchange is finished before the next one's begins."),
    QT_TRANSLATE_NOOP("CardRuling", "The two transfers are independent: if one of them has no eligible card, the other still happens."),
    // Education
    QT_TRANSLATE_NOOP("CardRuling", "If the returned card leaves your score pile empty, the highest remaining value counts as 0, so you draw a 2."),
    // Engineering
    QT_TRANSLATE_NOOP("CardRuling", "The second effect is not a demand, so opponents with enough icons share it."),
    QT_TRANSLATE_NOOP("CardRuling", "Only the top cards present when the demand starts are taken; cards uncovered by the transfer are safe even if they show a [Castle]."),
    // Feudalism
    QT_TRANSLATE_NOOP("CardRuling", "The second effect is not a demand, so opponents with enough icons share it."),
    QT_TRANSLATE_NOOP("CardRuling", "An opponent with no card bearing a [Castle] in hand must show their hand."),
    // Machinery
    QT_TRANSLATE_NOOP("CardRuling", "The second effect is not a demand, so opponents with enough icons share it."),
    QT_TRANSLATE_NOOP("CardRuling", "When several opponents are affected, the exchanges are carried out one opponent at a time."),
    QT_TRANSLATE_NOOP("CardRuling", "The two groups exchanged may differ in size, and either may be empty."),
    QT_TRANSLATE_NOOP("CardRuling", "A player with no card bearing a [Castle] in hand must show their hand."),
    // Medicine
    QT_TRANSLATE_NOOP("CardRuling", "When several opponents are affected, the exchanges are carried out one opponent at a time."),
    QT_TRANSLATE_NOOP("CardRuling", "The two sides of the exchange may differ in size, and either may be empty."),
    // Optics
    QT_TRANSLATE_NOOP("CardRuling", "If no opponent has fewer points than you, no card is transferred."),
    QT_TRANSLATE_NOOP("CardRuling", "In a team game your partner is not an opponent and cannot receive the card."),
    // Paper
    QT_TRANSLATE_NOOP("CardRuling", "The second effect counts every color you have splayed left, not only green and blue."),
    // Translation
    QT_TRANSLATE_NOOP("CardRuling", "You do not need a pile of every color: with fewer piles, even a single one, you claim World as long as each of your top cards has a [Crown]."),
    QT_TRANSLATE_NOOP("CardRuling", "A sharing opponent who meets the condition claims World before you."),
    // Anatomy
    QT_TRANSLATE_NOOP("CardRuling", "The demanded player picks the score card to return; if none of their top cards has the same value, nothing is returned from their board."),
    // Colonialism
    QT_TRANSLATE_NOOP("CardRuling", "The effect repeats until a tucked 3 has no [Crown]."),
    // Enterprise
    QT_TRANSLATE_NOOP("CardRuling", "The second effect is not a demand, so opponents with enough icons share it."),
    // Gunpowder
    QT_TRANSLATE_NOOP("CardRuling", "The second effect is not a demand, so opponents with enough icons share it."),
    // Invention
    QT_TRANSLATE_NOOP("CardRuling", "A sharing opponent who meets the condition claims Wonder before you."),
    // Navigation
    QT_TRANSLATE_NOOP("CardRuling", "Only a card of age 2 or 3 can be taken; an opponent with neither in their score pile transfers nothing."),
    // Printing Press
    QT_TRANSLATE_NOOP("CardRuling", "With no purple pile, your top purple card counts as value 0, so you draw a 2."),
    // Reformation
    QT_TRANSLATE_NOOP("CardRuling", "Tucking is all or nothing: if you choose to tuck, you must tuck as many cards as half your [Leaf] icons (as far as your hand allows), never fewer by choice."),
    // Astronomy
    QT_TRANSLATE_NOOP("CardRuling", "A drawn card that is neither green nor blue stays in your hand."),
    QT_TRANSLATE_NOOP("CardRuling", "The effect repeats until the revealed 6 is neither green nor blue."),
    QT_TRANSLATE_NOOP("CardRuling", "You do not need a pile of every color: with fewer piles, even just the purple one, you claim Universe as long as every non-purple top card you have is value 6 or higher."),
    QT_TRANSLATE_NOOP("CardRuling", "A sharing opponent who meets the condition claims Universe before you."),
    // Banking
    QT_TRANSLATE_NOOP("CardRuling", "The second effect is not a demand, so opponents with enough icons share it."),
    // Measurement
    QT_TRANSLATE_NOOP("CardRuling", "You may pick a color that is already splayed right; it stays as it is, and you draw a card whose value is that pile's size."),
    QT_TRANSLATE_NOOP("CardRuling", "You may pick a color with zero or one card; that pile is not splayed, and the value drawn is its card count (zero or one)."),
    // Physics
    QT_TRANSLATE_NOOP("CardRuling", "You decide the order in which the cards are returned."),
    // Statistics
    QT_TRANSLATE_NOOP("CardRuling", "The second effect is not a demand, so opponents with enough icons share it."),
    QT_TRANSLATE_NOOP("CardRuling", "The opponent moves the highest card of their own score pile into their own hand; nothing is drawn from a supply pile."),
    // Steam Engine
    QT_TRANSLATE_NOOP("CardRuling", "If your yellow pile holds a single card, that card is the bottom one and is scored."),
    // The Pirate Code
    QT_TRANSLATE_NOOP("CardRuling", "The second effect is not a demand, so opponents with enough icons share it."),
    QT_TRANSLATE_NOOP("CardRuling", "The player executing the second effect picks which of their own top cards is scored."),
    // Classification
    QT_TRANSLATE_NOOP("CardRuling", "This is not a demand, so it can be shared."),
    QT_TRANSLATE_NOOP("CardRuling", "Each player, in turn order, must show their hand to prove that no cards of the chosen color are left in it."),
    QT_TRANSLATE_NOOP("CardRuling", "In a team game your partner is not affected, since the effect targets other players."),
    // Democracy
    QT_TRANSLATE_NOOP("CardRuling", "Several players can score an 8 from one Democracy action, provided each returns more cards than anyone before them."),
    QT_TRANSLATE_NOOP("CardRuling", "Sharing works as usual: sharing opponents act first in turn order and the activating player last; the first player to return any card scores an 8, and each later player scores only by beating the highest count returned so far."),
    // Emancipation
    QT_TRANSLATE_NOOP("CardRuling", "The second effect is not a demand, so opponents with enough icons share it."),
    // Machine Tools
    QT_TRANSLATE_NOOP("CardRuling", "With an empty score pile the highest value counts as 0, so you draw and score a 1."),
    // Vaccination
    QT_TRANSLATE_NOOP("CardRuling", "The second effect is not a demand, so opponents with enough icons share it."),
    // Bicycle
    QT_TRANSLATE_NOOP("CardRuling", "The two groups exchanged may differ in size, and either may be empty."),
    QT_TRANSLATE_NOOP("CardRuling", "Cards moved into your score pile by this exchange are not scored, so they do not count toward Monument."),
    // Evolution
    QT_TRANSLATE_NOOP("CardRuling", "With an empty score pile the highest value counts as 0, so the second option draws a 1."),
    // Explosives
    QT_TRANSLATE_NOOP("CardRuling", "An opponent holding fewer than three cards transfers all of them; one with an empty hand transfers nothing and does not draw a 7."),
    QT_TRANSLATE_NOOP("CardRuling", "The three cards need not share a value; they are simply the three highest (from a hand of 9, 8, 7, 6, 5 the 9, 8 and 7 go)."),
    // Lighting
    QT_TRANSLATE_NOOP("CardRuling", "Tucking a single card is enough: you then draw and score one 7."),
    // Publications
    QT_TRANSLATE_NOOP("CardRuling", "Only the top cards of opponents' boards may be looked at; you cannot search through their piles before deciding whether to use Publications."),
    // Railroad
    QT_TRANSLATE_NOOP("CardRuling", "With an empty hand you return nothing and still draw three 6s."),
    QT_TRANSLATE_NOOP("CardRuling", "An opponent who returns three 6s and then draws back those same cards (because the 6 pile was empty beforehand) has still shared, so you get the free Draw action."),
    // Refrigeration
    QT_TRANSLATE_NOOP("CardRuling", "The second effect is not a demand, so opponents with enough icons share it."),
    // Sanitation
    QT_TRANSLATE_NOOP("CardRuling", "The two sides of the exchange may differ in size, and either may be empty."),
    QT_TRANSLATE_NOOP("CardRuling", "When several opponents are affected, the exchanges are carried out one opponent at a time."),
    QT_TRANSLATE_NOOP("CardRuling", "The two cards need not share a value; they are simply the two highest (from a hand of 9, 8, 7, 6, 5 the 9 and 8 go)."),
    // Antibiotics
    QT_TRANSLATE_NOOP("CardRuling", "Returning a single card is enough: you then draw two 8s."),
    // Corporations
    QT_TRANSLATE_NOOP("CardRuling", "The second effect is not a demand, so opponents with enough icons share it."),
    // Empiricism
    QT_TRANSLATE_NOOP("CardRuling", "A sharing opponent with twenty or more [Lightbulb] icons wins the game."),
    // Mobility
    QT_TRANSLATE_NOOP("CardRuling", "If fewer than two top cards qualify, the opponent transfers every one that does."),
    QT_TRANSLATE_NOOP("CardRuling", "The two cards need not share a value; they are simply the two highest qualifying top cards (from top cards of 9, 8, 7, 6, 5 the 9 and 8 go)."),
    QT_TRANSLATE_NOOP("CardRuling", "Only the top cards present before the demand are considered; a card uncovered by a transfer is not taken even if it has no [Factory]."),
    // Quantum Theory
    QT_TRANSLATE_NOOP("CardRuling", "Returning just one card is allowed; nothing more happens then."),
    // Rocketry
    QT_TRANSLATE_NOOP("CardRuling", "This is not a demand: it can be shared, and the player carrying out the effect chooses which score piles lose cards."),
    QT_TRANSLATE_NOOP("CardRuling", "The returns are mandatory: one card for every two [Clock] icons."),
    QT_TRANSLATE_NOOP("CardRuling", "In a team game your partner's score pile cannot be chosen, since the effect targets other players."),
    // Collaboration
    QT_TRANSLATE_NOOP("CardRuling", "The second effect is not a demand, so opponents with enough icons share it."),
    QT_TRANSLATE_NOOP("CardRuling", "Unlike other demands, the activating player decides which drawn card is transferred and which is melded."),
    QT_TRANSLATE_NOOP("CardRuling", "Every green card on your board counts, whether or not the pile is splayed."),
    QT_TRANSLATE_NOOP("CardRuling", "A sharing opponent with ten or more green cards on their board wins the game."),
    // Computers
    QT_TRANSLATE_NOOP("CardRuling", "'For yourself only' means no other player shares the executed effects; effects that involve other players still apply to them."),
    // Fission
    QT_TRANSLATE_NOOP("CardRuling", "The second effect is not a demand, so opponents with enough icons share it."),
    QT_TRANSLATE_NOOP("CardRuling", "The drawn 10 is always revealed, red or not."),
    QT_TRANSLATE_NOOP("CardRuling", "If the drawn card is not red, each opponent who drew keeps the card."),
    QT_TRANSLATE_NOOP("CardRuling", "Achievements are not removed; the removed hands, boards and score piles leave the game entirely instead of being returned to the supply piles."),
    // Satellites
    QT_TRANSLATE_NOOP("CardRuling", "'For yourself only' means no other player shares the executed effects; effects that involve other players still apply to them."),
    // Services
    QT_TRANSLATE_NOOP("CardRuling", "The demanded opponent chooses which of your top cards they take."),
    QT_TRANSLATE_NOOP("CardRuling", "When several opponents are affected, each one's transfers are finished before the next one's begin."),
    // Specialization
    QT_TRANSLATE_NOOP("CardRuling", "In a team game your partner is not affected, since the effect targets other players."),
    // Suburbia
    QT_TRANSLATE_NOOP("CardRuling", "As with any draw, once the 1 pile is empty the draws come from the next higher non-empty pile."),
    // A.I.
    QT_TRANSLATE_NOOP("CardRuling", "If two or more players tie for the lowest score, nobody wins and the game goes on."),
    QT_TRANSLATE_NOOP("CardRuling", "Robotics and Software may be on different players' boards; both just need to be top cards."),
    // Bioengineering
    QT_TRANSLATE_NOOP("CardRuling", "This is not a demand: it can be shared, and the player carrying out the effect chooses the card to take."),
    QT_TRANSLATE_NOOP("CardRuling", "If two or more players tie for the most [Leaf] icons, nobody wins and the game goes on."),
    // Globalization
    QT_TRANSLATE_NOOP("CardRuling", "The second effect is not a demand, so opponents with enough icons share it."),
    QT_TRANSLATE_NOOP("CardRuling", "If two or more players tie for the highest score, nobody wins and the game goes on."),
    // Robotics
    QT_TRANSLATE_NOOP("CardRuling", "'For yourself only' means no other player shares the executed effects; effects that involve other players still apply to them."),
    // Self Service
    QT_TRANSLATE_NOOP("CardRuling", "'For yourself only' means no other player shares the executed effects; effects that involve other players still apply to them."),
    QT_TRANSLATE_NOOP("CardRuling", "A sharing opponent who has more achievements than each other player wins the game."),
    QT_TRANSLATE_NOOP("CardRuling", "In a team game, compare the combined achievements of each team."),
    // Software
    QT_TRANSLATE_NOOP("CardRuling", "The two 10s are melded one after the other in the order drawn, with no choice, and only the second one's non-demand effects are executed."),
    QT_TRANSLATE_NOOP("CardRuling", "'For yourself only' means no other player shares the executed effects; effects that involve other players still apply to them."),
    // Flute
    QT_TRANSLATE_NOOP("CardRuling", "The second effect is not a demand, so opponents with enough icons share it."),
    // Crossbow
    QT_TRANSLATE_NOOP("CardRuling", "The second effect is not a demand, so opponents with enough icons share it."),
    // Homing Pigeons
    QT_TRANSLATE_NOOP("CardRuling", "The second effect is not a demand, so opponents with enough icons share it."),
    // Kobukson
    QT_TRANSLATE_NOOP("CardRuling", "The second effect is not a demand, so opponents with enough icons share it."),
    // Shuriken
    QT_TRANSLATE_NOOP("CardRuling", "The second effect is not a demand, so opponents with enough icons share it."),
    // Toilet
    QT_TRANSLATE_NOOP("CardRuling", "The second effect is not a demand, so opponents with enough icons share it."),
    // Lightning Rod
    QT_TRANSLATE_NOOP("CardRuling", "The second effect is not a demand, so opponents with enough icons share it."),
    // Octant
    QT_TRANSLATE_NOOP("CardRuling", "The second effect is not a demand, so opponents with enough icons share it."),
    // Seed Drill
    QT_TRANSLATE_NOOP("CardRuling", "The second effect is not a demand, so opponents with enough icons share it."),
    // Morphine
    QT_TRANSLATE_NOOP("CardRuling", "The second effect is not a demand, so opponents with enough icons share it."),
    // Indian Clubs
    QT_TRANSLATE_NOOP("CardRuling", "The second effect is not a demand, so opponents with enough icons share it."),
    // Photography
    QT_TRANSLATE_NOOP("CardRuling", "The second effect is not a demand, so opponents with enough icons share it."),
    // Machine Gun
    QT_TRANSLATE_NOOP("CardRuling", "The second effect is not a demand, so opponents with enough icons share it."),
    // Ice Cream
    QT_TRANSLATE_NOOP("CardRuling", "The second effect is not a demand, so opponents with enough icons share it."),
    // ATM
    QT_TRANSLATE_NOOP("CardRuling", "The second effect is not a demand, so opponents with enough icons share it."),
    // Rock
    QT_TRANSLATE_NOOP("CardRuling", "The second effect is not a demand, so opponents with enough icons share it."),
    // Camcorder
    QT_TRANSLATE_NOOP("CardRuling", "The second effect is not a demand, so opponents with enough icons share it."),
    // Social Networking
    QT_TRANSLATE_NOOP("CardRuling", "The second effect is not a demand, so opponents with enough icons share it."),
    // GPS
    QT_TRANSLATE_NOOP("CardRuling", "The second effect is not a demand, so opponents with enough icons share it."),
    // Flash Drive
    QT_TRANSLATE_NOOP("CardRuling", "The second effect is not a demand, so opponents with enough icons share it."),
    // Treaty of Kadesh
    QT_TRANSLATE_NOOP("CardRuling", "The second effect is not a demand, so opponents with enough icons share it."),
    QT_TRANSLATE_NOOP("CardRuling", "A demand effect is any kind of demand: an I DEMAND or an I COMPEL."),
    // Holmegaard Bows
    QT_TRANSLATE_NOOP("CardRuling", "The second effect is not a demand, so opponents with enough icons share it."),
    QT_TRANSLATE_NOOP("CardRuling", "Among top cards with a castle tied for highest, the compelled player picks the one transferred."),
    // Papyrus of Ani
    QT_TRANSLATE_NOOP("CardRuling", "'Any type' is a set prompt over every set in play, asked after the return."),
    // Pavlovian Tusk
    QT_TRANSLATE_NOOP("CardRuling", "Without a top green card the value is 0: the cards drawn are 1s."),
    // Priest-King
    QT_TRANSLATE_NOOP("CardRuling", "The achievement is chosen by its value among the available standard achievements the player could achieve by the Achieve action."),
    // Jiskairumoko Necklace
    QT_TRANSLATE_NOOP("CardRuling", "Only a standard achievement can be transferred; achievements of one value are alike, so none is chosen."),
    // Dancing Girl
    QT_TRANSLATE_NOOP("CardRuling", "The second effect is not a demand, so opponents with enough icons share it."),
    QT_TRANSLATE_NOOP("CardRuling", "Activated from a display it starts on no board: its compel moves nothing and its win test fails."),
    QT_TRANSLATE_NOOP("CardRuling", "Every board means every player still in the game."),
    // Lurgan Canoe
    QT_TRANSLATE_NOOP("CardRuling", "The other cards are scored in ascending value, then title."),
    // Xianrendong Shards
    QT_TRANSLATE_NOOP("CardRuling", "With three cards or fewer in hand all are revealed; with two or fewer all are scored and none is tucked."),
    // Mask of Warka
    QT_TRANSLATE_NOOP("CardRuling", "Every available standard achievement of a value among the returned cards is claimed."),
    // Ark of the Covenant
    QT_TRANSLATE_NOOP("CardRuling", "The players with no top Artifact are found before any card moves; the executing player is one of them too."),
    // Tale of the Shipwrecked Sailor
    QT_TRANSLATE_NOOP("CardRuling", "The color is chosen before the draw, and every color may be chosen."),
    // Seikilos Epitaph
    QT_TRANSLATE_NOOP("CardRuling", "When the drawn card started its pile it is also the bottom card: it stays on top and its effects are executed."),
    // Rosetta Stone
    QT_TRANSLATE_NOOP("CardRuling", "Every set in play may be chosen. A set whose pile of that age is empty gives base cards, as any draw of an Artifact does."),
    // Chronicle of Zuo
    QT_TRANSLATE_NOOP("CardRuling", "A tie for the least counts as having the least. Each test reads the boards as they are then."),
    // Babylonian Chronicles
    QT_TRANSLATE_NOOP("CardRuling", "The second effect is not a demand, so opponents with enough icons share it."),
    // Holy Lance
    QT_TRANSLATE_NOOP("CardRuling", "The second effect is not a demand, so opponents with enough icons share it."),
    // Baghdad Battery
    QT_TRANSLATE_NOOP("CardRuling", "Type means the card's set (base, Artifacts, Cities, Echoes). The two are melded in the order picked: the second ends on top."),
    // Holy Grail
    QT_TRANSLATE_NOOP("CardRuling", "The achievement claimed is an available standard achievement of the returned card's value (the one that became available first); there is none to claim if none of that value is available."),
    // Terracotta Army
    QT_TRANSLATE_NOOP("CardRuling", "The second effect is not a demand, so opponents with enough icons share it."),
    QT_TRANSLATE_NOOP("CardRuling", "The top card returned is one on the compelled player's own board."),
    // Dead Sea Scrolls
    QT_TRANSLATE_NOOP("CardRuling", "An empty Artifacts pile of that value gives a base card of that value instead."),
    // Cyrus Cylinder
    QT_TRANSLATE_NOOP("CardRuling", "The splay is a player prompt, then a color prompt, over the piles a left splay would change."),
    // Dunhuang Star Chart
    QT_TRANSLATE_NOOP("CardRuling", "With no card returned the value is 0: the card drawn is a 1."),
    // Charter of Liberties
    QT_TRANSLATE_NOOP("CardRuling", "The choice is a player prompt, then a color prompt, over the splayed colors."),
    // Excalibur
    QT_TRANSLATE_NOOP("CardRuling", "A color the compelling player has no top card of counts as value 0: any top card of it is higher."),
    QT_TRANSLATE_NOOP("CardRuling", "Top cards compare by their values face up (Battleship Yamato is an 11)."),
    // Mjolnir Amulet
    QT_TRANSLATE_NOOP("CardRuling", "Only the card's color matters, so the choice is of a color with a top card."),
    // Philosopher's Stone
    QT_TRANSLATE_NOOP("CardRuling", "With fewer cards in hand than the value, every card in hand is scored."),
    // Moylough Belt Shrine
    QT_TRANSLATE_NOOP("CardRuling", "The compelling player picks the card among the revealed ones."),
    // Necronomicon
    QT_TRANSLATE_NOOP("CardRuling", "A yellow card drawn is in the hand, so it is returned with the rest."),
    // Shroud of Turin
    QT_TRANSLATE_NOOP("CardRuling", "The top card and the score pile card are both of the returned card's color. The achievement is chosen by its value among the available standard achievements."),
    // Petition of Right
    QT_TRANSLATE_NOOP("CardRuling", "The compelled player picks the cards, one per top card with a castle (all of them when the score pile holds fewer)."),
    // Delft Pocket Telescope
    QT_TRANSLATE_NOOP("CardRuling", "A symbol in common is one of the six standard icon types."),
    // East India Company Charter
    QT_TRANSLATE_NOOP("CardRuling", "Score piles are emptied of that value clockwise from the current player; then the 5s are drawn and scored by the executing player."),
    // Tortugas Galleon
    QT_TRANSLATE_NOOP("CardRuling", "The score pile's cards count their printed values; the top cards their values face up (Battleship Yamato on top is an 11, never an 8)."),
    // Hunt-Lenox Globe
    QT_TRANSLATE_NOOP("CardRuling", "The card is melded from the hand whether or not cards were returned."),
    // Moses
    QT_TRANSLATE_NOOP("CardRuling", "The second effect is not a demand, so opponents with enough icons share it."),
    QT_TRANSLATE_NOOP("CardRuling", "The top card scored is one on the executing player's own board."),
    // Mona Lisa
    QT_TRANSLATE_NOOP("CardRuling", "The number is chosen from 0 to 30, then the color; cards moved together go in ascending value, then title."),
    // Abell Gallery Harpsichord
    QT_TRANSLATE_NOOP("CardRuling", "The values are read from the top cards when the effect starts."),
    // Boerhavve Silver Microscope
    QT_TRANSLATE_NOOP("CardRuling", "The lowest top card is found by the values face up: Battleship Yamato on top is an 11."),
    // Principia
    QT_TRANSLATE_NOOP("CardRuling", "The top cards are those when the effect starts."),
    // Bill of Rights
    QT_TRANSLATE_NOOP("CardRuling", "Onto a new pile the cards form an unsplayed pile; onto an existing pile they keep its splay."),
    // Ship of the Line Sussex
    QT_TRANSLATE_NOOP("CardRuling", "Every color is offered, a color without cards on the board too."),
    // Hudson's Bay Company Archives
    QT_TRANSLATE_NOOP("CardRuling", "A pile of one card: that card is its bottom card."),
    // Gujin Tushu Jinsheng
    QT_TRANSLATE_NOOP("CardRuling", "Gujin Tushu Jinsheng must be on the executing player's own board: on display (a display Dogma) or on another player's board nothing happens."),
    QT_TRANSLATE_NOOP("CardRuling", "Any top card of any other player's board can be chosen, a teammate's too, even one whose effects would do nothing."),
    QT_TRANSLATE_NOOP("CardRuling", "The chosen card's demands and compels affect the opponents vulnerable (eligible to share) under this action's Lightbulb counts, not under the chosen card's featured icon; its other effects are executed by you alone."),
    // The Daily Courant
    QT_TRANSLATE_NOOP("CardRuling", "The value is a value prompt from 1 to 10; the card drawn follows the draw rules (an empty age draws higher) and goes back on top of its own set's pile of its age."),
    QT_TRANSLATE_NOOP("CardRuling", "The execution is mandatory. From the display every top card of your board is another top card."),
    QT_TRANSLATE_NOOP("CardRuling", "The chosen card's demands and compels affect the opponents vulnerable (eligible to share) under this action's Factory counts; its other effects are executed by you alone."),
    // Sandham Room Cricket Bat
    QT_TRANSLATE_NOOP("CardRuling", "The achievement is chosen by its value among the available standard achievements."),
    // Almira, Queen of the Castle
    QT_TRANSLATE_NOOP("CardRuling", "The melded card's value is its value face up on the board: Battleship Yamato melded is an 11, which matches no achievement."),
    // Kilogram of the Archives
    QT_TRANSLATE_NOOP("CardRuling", "The top card counts with its value face up."),
    // Puffing Billy
    QT_TRANSLATE_NOOP("CardRuling", "\"That color\" is the returned card's color; with an empty hand nothing happens."),
    QT_TRANSLATE_NOOP("CardRuling", "The symbols are the six standard icon types visible in that pile; with no pile of that color the highest number is 0, and a draw of 0 draws a 1."),
    // Frigate Constitution
    QT_TRANSLATE_NOOP("CardRuling", "The revealed card's value is compared with the values of the compelling player's top cards."),
    QT_TRANSLATE_NOOP("CardRuling", "The revealed card is returned first, then the board's cards of its color, in ascending value, then title."),
    // U.S. Declaration of Independence
    QT_TRANSLATE_NOOP("CardRuling", "On a tie for the highest the compelled player picks the card."),
    // The Wealth of Nations
    QT_TRANSLATE_NOOP("CardRuling", "The values are the cards' own (bonuses are not cards)."),
    // Buttonwood Agreement
    QT_TRANSLATE_NOOP("CardRuling", "The three colors are one color prompt (exactly three of the five)."),
    QT_TRANSLATE_NOOP("CardRuling", "Otherwise the drawn card stays in your hand; the score pile's cards of its color are returned in ascending value, then title."),
    // Stamp Act
    QT_TRANSLATE_NOOP("CardRuling", "Without a top yellow card nothing is transferred; without a top green card nothing is returned."),
    // Pride and Prejudice
    QT_TRANSLATE_NOOP("CardRuling", "The colors are compared after the meld, all five of them (a color without a pile has 0 visible cards), so a board missing a color never scores."),
    // Moonlight Sonata
    QT_TRANSLATE_NOOP("CardRuling", "The color prompt offers only the colors tied for the highest top card. A pile of one card: its bottom card is its top card, and melding it changes nothing."),
    QT_TRANSLATE_NOOP("CardRuling", "The achievement is claimed even with an empty board: a value prompt over every available value."),
    // Marcha Real
    QT_TRANSLATE_NOOP("CardRuling", "The two cards are one cards prompt (asked only with more than two in hand); with fewer than two cards in hand, the ones there are revealed and returned, and nothing else happens."),
    QT_TRANSLATE_NOOP("CardRuling", "The achievement is chosen by its value among every available standard achievement."),
    // Periodic Table
    QT_TRANSLATE_NOOP("CardRuling", "The two top cards are asked for only when more than two top cards share a value; values are face-up values."),
    // Corvette Challenger
    QT_TRANSLATE_NOOP("CardRuling", "A pile of one card cannot be splayed: its one card is visible, so a 1 is drawn and scored."),
    // Submarine H. L. Hunley
    QT_TRANSLATE_NOOP("CardRuling", "A pile of one card: the melded card is its bottom card."),
    // International Prototype Metre Bar
    QT_TRANSLATE_NOOP("CardRuling", "The card's value is the melded card's (a higher one when the chosen value's pile was empty)."),
    // Hansen Writing Ball
    QT_TRANSLATE_NOOP("CardRuling", "The second effect is not a demand, so opponents with enough icons share it."),
    QT_TRANSLATE_NOOP("CardRuling", "Without a blue card in hand nothing is melded, and the whole hand is still transferred."),
    // Colt Paterson Revolver
    QT_TRANSLATE_NOOP("CardRuling", "The drawn 7 is not revealed. The hand is returned first, then the score pile, each in ascending value."),
    // Roundhay Garden Scene
    QT_TRANSLATE_NOOP("CardRuling", "With an empty score pile nothing is melded, and nothing is drawn or executed."),
    QT_TRANSLATE_NOOP("CardRuling", "The melded card's demands and compels affect the opponents vulnerable (eligible to share) under this action's Leaf counts, counted before the meld."),
    // The Communist Manifesto
    QT_TRANSLATE_NOOP("CardRuling", "The executing player deals the drawn cards, to their own board first, then to each other player clockwise; then they execute the card dealt to themselves."),
    // Parnell Pitch Drop
    QT_TRANSLATE_NOOP("CardRuling", "A card with more than three [Clock] has three [Clock]."),
    // Earhart's Lockheed Electra 10E
    QT_TRANSLATE_NOOP("CardRuling", "Value by value from 8 down, each on the board as it is then: a card uncovered by an earlier return can be returned at its value."),
    QT_TRANSLATE_NOOP("CardRuling", "The achievement is chosen by its value among the available standard achievements."),
    // Battleship Bismarck
    QT_TRANSLATE_NOOP("CardRuling", "The drawn card stays in hand."),
    // Ocean Liner Titanic
    QT_TRANSLATE_NOOP("CardRuling", "A pile of one card: that card is its bottom card, and it is scored."),
    // Meiji-Mura Stamp Vending Machine
    QT_TRANSLATE_NOOP("CardRuling", "With an empty hand nothing is returned and nothing is drawn."),
    // Plush Beweglich Rod Bear
    QT_TRANSLATE_NOOP("CardRuling", "Every value from 1 to 10 is offered. The score piles are emptied of that value player by player, clockwise from the current player."),
    // Time
    QT_TRANSLATE_NOOP("CardRuling", "A card uncovered by a transfer can be transferred by the repeat."),
    // Garland's Ruby Slippers
    QT_TRANSLATE_NOOP("CardRuling", "Without an 8 in hand nothing happens (no win)."),
    QT_TRANSLATE_NOOP("CardRuling", "A card has no effects when it has neither dogma effects nor an echo effect of its own (a City, Battleship Yamato)."),
    // '30 World Cup Final Ball
    QT_TRANSLATE_NOOP("CardRuling", "The second effect is not a demand, so opponents with enough icons share it."),
    QT_TRANSLATE_NOOP("CardRuling", "Only a standard achievement is returned; achievements of one value are alike, so the value is chosen."),
    QT_TRANSLATE_NOOP("CardRuling", "A player without a top card of the drawn card's color has none; on a tie nobody achieves it, the card stays in the drawer's hand and the repeat stops."),
    // Yeager's Bell X-1A
    QT_TRANSLATE_NOOP("CardRuling", "The repeat looks at the icons printed on the melded card, wherever its effects moved it."),
    QT_TRANSLATE_NOOP("CardRuling", "The melded card's demands and compels affect the opponents vulnerable (eligible to share) under this action's Clock counts, counted when the action began."),
    // Luna 3
    QT_TRANSLATE_NOOP("CardRuling", "The cards return in ascending value, then title. With an empty score pile nothing is returned and a 0 is drawn and scored: a 1, as for any draw of a value below 1."),
    // United Nations Charter
    QT_TRANSLATE_NOOP("CardRuling", "The second effect is not a demand, so opponents with enough icons share it."),
    QT_TRANSLATE_NOOP("CardRuling", "A demand effect is any kind of demand: an I DEMAND or an I COMPEL. The top cards are those on the board when the compel starts (a card uncovered meanwhile stays); they move in ascending value, then title."),
    // Velcro Shoes
    QT_TRANSLATE_NOOP("CardRuling", "The compelled player with no 9 in hand and none in their score pile makes the compelling player win at once (with the team, in a team game); the opponents after them are not compelled."),
    // Philips Compact Cassette
    QT_TRANSLATE_NOOP("CardRuling", "The second effect is not a demand, so opponents with enough icons share it."),
    QT_TRANSLATE_NOOP("CardRuling", "Only colors that can be splayed up (two cards or more, not already up) are offered; with two or fewer such colors nothing is asked and they are splayed."),
    // Syncom 3
    QT_TRANSLATE_NOOP("CardRuling", "The cards are drawn one by one (a 10 once the 9 pile is empty) and stay in the hand."),
    // Rock Around the Clock
    QT_TRANSLATE_NOOP("CardRuling", "The top cards with a [Clock] are counted once, before the first draw."),
    // Magnavox Odyssey
    QT_TRANSLATE_NOOP("CardRuling", "The two 10s are drawn and melded one after the other; drawing from an empty 10 pile ends the game."),
    // The Big Bang
    QT_TRANSLATE_NOOP("CardRuling", "A change is any card moving or any splay changing. Each repeat executes the top blue card as it is then; without a top blue card nothing happens."),
    // Marilyn Diptych
    QT_TRANSLATE_NOOP("CardRuling", "Points are the score, bonuses included."),
    // Rover Curiosity
    QT_TRANSLATE_NOOP("CardRuling", "With the Artifacts 10 pile empty, a base 10 is drawn, melded and executed instead; with the base 10 pile empty too, the draw ends the game."),
    // Higgs Boson
    QT_TRANSLATE_NOOP("CardRuling", "Every card of every pile moves, in ascending value, then title."),
    // Exxon Valdez
    QT_TRANSLATE_NOOP("CardRuling", "The compelled player leaves the game with every card they hold, their display and forecast included; their achievements leave the game too. In a team game their whole team leaves. When one player (or one team) is left, it wins at once."),
    // Maldives
    QT_TRANSLATE_NOOP("CardRuling", "The second effect is not a demand, so opponents with enough icons share it."),
    QT_TRANSLATE_NOOP("CardRuling", "The player chooses the cards kept; the others return in ascending value, then title."),
    // Maastricht Treaty
    QT_TRANSLATE_NOOP("CardRuling", "A tie for the most is enough (only texts that say \"single\" need one player alone); every player still in the game is compared, a teammate too."),
    // Seikan Tunnel
    QT_TRANSLATE_NOOP("CardRuling", "Cards showing: one for an unsplayed pile, all of a splayed pile. A tie for the most is enough."),
    // Dolly the Sheep
    QT_TRANSLATE_NOOP("CardRuling", "Both \"you may\" are yes/no questions (the first asked only with a yellow pile). With an empty hand nothing is melded and the 10 is still drawn."),
    // Where's Waldo?
    QT_TRANSLATE_NOOP("CardRuling", "A player who shares it wins before the activator executes it."),
    // DeLorean DMC-12
    QT_TRANSLATE_NOOP("CardRuling", "On a display it is no top card, so nothing happens. The top cards are those when the effect starts (the cards they uncover stay); a player who shares it removes them first, and then nothing is left to remove for the activator."),
    // Twister
    QT_TRANSLATE_NOOP("CardRuling", "The colors go in the order red, yellow, green, blue, purple; for each the compelled player picks the card (asked only with two or more of that color)."),
    // Timbuktu
    QT_TRANSLATE_NOOP("CardRuling", "A relic (option relics): a City of age 3 that is in no supply pile; it comes only by a seize, to a hand only when Cities is in play."),
    QT_TRANSLATE_NOOP("CardRuling", "Its plus icon acts when it is melded by a Meld action, as any City's: draw a 4."),
    // Complex Numbers
    QT_TRANSLATE_NOOP("CardRuling", "A relic (option relics): a base card of age 4 that is in no supply pile; it comes only by a seize."),
    QT_TRANSLATE_NOOP("CardRuling", "\"The same icons\" are the six standard icon types, counted on every position of each card (a hexagon is no icon); the revealed card stays in the hand."),
    QT_TRANSLATE_NOOP("CardRuling", "The achievement claimed is an available standard achievement of the revealed card's value (the one that became available first); none is claimed if none of that value is available."),
    // Newton-Wickins Telescope
    QT_TRANSLATE_NOOP("CardRuling", "A relic (option relics): an Artifact of age 5 that is in no supply pile; it comes only by a seize. Returned, it goes back to the relic area, not to the Artifacts 5 pile."),
    QT_TRANSLATE_NOOP("CardRuling", "The cards are returned in one choice, any number of them; returning none does nothing more."),
    // Ching Shih
    QT_TRANSLATE_NOOP("CardRuling", "A relic (option relics): a Figure (Figures in the Sand), a set this program does not have, so it is only ever seized to achievements, where it counts as one."),
    QT_TRANSLATE_NOOP("CardRuling", "Its karma effects (\"When you meld this card, transfer an achievement from an opponent's achievements to yours.\" and \"If you would score a non-figure, instead transfer a card of the same value from an opponent's score pile to yours.\") never act."),
    // Safety Pin
    QT_TRANSLATE_NOOP("CardRuling", "A relic (option relics): an Echoes card of age 7 that is in no supply pile; it comes only by a seize, to a hand only when Echoes is in play. Its echo effect (draw and score a 7) runs like any Echoes card's."),
    QT_TRANSLATE_NOOP("CardRuling", "The demanded player returns every card above 6 in their hand (in ascending value, then title), then draws a 6 even if they returned nothing."),
};

const char* const kPrintedEffects[] = {
    // Perfume
    QT_TRANSLATE_NOOP("CardText", "Draw and tuck a 1."),
    // Ruler
    QT_TRANSLATE_NOOP("CardText", "Draw a 2."),
    // Bangle
    QT_TRANSLATE_NOOP("CardText", "Tuck a red card from your hand."),
    // Candles
    QT_TRANSLATE_NOOP("CardText", "If every other player has a higher score than you, draw a 3."),
    // Plumbing
    QT_TRANSLATE_NOOP("CardText", "Score a bottom card from your board."),
    // Umbrella
    QT_TRANSLATE_NOOP("CardText", "You may meld a card from your hand."),
    // Chopsticks
    QT_TRANSLATE_NOOP("CardText", "Draw a 1."),
    // Bell
    QT_TRANSLATE_NOOP("CardText", "You may score a card from your hand."),
    // Flute
    QT_TRANSLATE_NOOP("CardText", "You may splay one color of your cards left."),
    // Lever
    QT_TRANSLATE_NOOP("CardText", "Draw two 2."),
    // Linguistics
    QT_TRANSLATE_NOOP("CardText", "Draw a 3 OR Draw and foreshadow a 4."),
    // Horseshoes
    QT_TRANSLATE_NOOP("CardText", "Draw and foreshadow a 2."),
    // Glassblowing
    QT_TRANSLATE_NOOP("CardText", "Score a card with a bonus from your hand."),
    // Scissors
    QT_TRANSLATE_NOOP("CardText", "Take a bottom card from your board into your hand."),
    // Toothbrush
    QT_TRANSLATE_NOOP("CardText", "Tuck all cards of one present value from your hand."),
    // Almanac
    QT_TRANSLATE_NOOP("CardText", "Draw and foreshadow a 4."),
    // Magnifying Glass
    QT_TRANSLATE_NOOP("CardText", "Draw a 4, then return a card from your hand."),
    // Charitable Trust
    QT_TRANSLATE_NOOP("CardText", "Draw a 3 or 4."),
    // Deodorant
    QT_TRANSLATE_NOOP("CardText", "Draw and meld a 3."),
    // Novel
    QT_TRANSLATE_NOOP("CardText", "Draw a 3."),
    // Sunglasses
    QT_TRANSLATE_NOOP("CardText", "Score a card from your hand of a color you have splayed."),
    // Telescope
    QT_TRANSLATE_NOOP("CardText", "Draw and foreshadow a 5."),
    // Kobukson
    QT_TRANSLATE_NOOP("CardText", "Splay left one color on any player's board."),
    // Barometer
    QT_TRANSLATE_NOOP("CardText", "Transfer a 5 from your forecast to your hand."),
    // Pencil
    QT_TRANSLATE_NOOP("CardText", "Draw a 5."),
    // Clock
    QT_TRANSLATE_NOOP("CardText", "You may splay your color with the most cards right."),
    // Toilet
    QT_TRANSLATE_NOOP("CardText", "Draw and tuck a 4."),
    // Lightning Rod
    QT_TRANSLATE_NOOP("CardText", "Draw and tuck a 5."),
    // Thermometer
    QT_TRANSLATE_NOOP("CardText", "Meld your bottom green card. Maintain its splay."),
    // Coke
    QT_TRANSLATE_NOOP("CardText", "Draw and tuck a 4."),
    // Stove
    QT_TRANSLATE_NOOP("CardText", "Score a top card from your board without a [Factory]."),
    // Piano
    QT_TRANSLATE_NOOP("CardText", "Draw a card of a value present in any player's hand."),
    // Tuning Fork
    QT_TRANSLATE_NOOP("CardText", "Look at the top card of any deck, then place it back on top."),
    // Bifocals
    QT_TRANSLATE_NOOP("CardText", "Draw and foreshadow a card of any value."),
    // Stethoscope
    QT_TRANSLATE_NOOP("CardText", "Meld a blue or yellow card from your hand."),
    // Loom
    QT_TRANSLATE_NOOP("CardText", "Score your lowest top card."),
    // Hot Air Balloon
    QT_TRANSLATE_NOOP("CardText", "Draw and score a 7."),
    // Dentures
    QT_TRANSLATE_NOOP("CardText", "Draw and tuck a 6."),
    // Morphine
    QT_TRANSLATE_NOOP("CardText", "Score an odd-valued card from your hand."),
    // Photography
    QT_TRANSLATE_NOOP("CardText", "Meld a card from your forecast."),
    // Machine Gun
    QT_TRANSLATE_NOOP("CardText", "If you have five top cards, draw and score a 7."),
    // Rubber
    QT_TRANSLATE_NOOP("CardText", "Draw and tuck two 8."),
    // Jeans
    QT_TRANSLATE_NOOP("CardText", "Draw two 9. Return one, foreshadow the other."),
    // Elevator
    QT_TRANSLATE_NOOP("CardText", "Score your top or bottom green card."),
    // Ice Cream
    QT_TRANSLATE_NOOP("CardText", "Score a non-purple top card from your board without a bonus."),
    // X-Ray
    QT_TRANSLATE_NOOP("CardText", "Draw and tuck an 8."),
    // Bandage
    QT_TRANSLATE_NOOP("CardText", "Meld a card from hand with a [Leaf]."),
    // Sliced Bread
    QT_TRANSLATE_NOOP("CardText", "Return all cards from your hand and draw two 8."),
    // Air Conditioner
    QT_TRANSLATE_NOOP("CardText", "You may score a card from your hand."),
    // Tractor
    QT_TRANSLATE_NOOP("CardText", "Draw a 7."),
    // Television
    QT_TRANSLATE_NOOP("CardText", "Draw and meld an 8."),
    // Jet
    QT_TRANSLATE_NOOP("CardText", "Meld a card from your hand."),
    // Credit Card
    QT_TRANSLATE_NOOP("CardText", "Draw and foreshadow a 9."),
    // Email
    QT_TRANSLATE_NOOP("CardText", "Draw and foreshadow a 10."),
    // ATM
    QT_TRANSLATE_NOOP("CardText", "Draw and score a card of any value."),
    // Wristwatch
    QT_TRANSLATE_NOOP("CardText", "Take a non-yellow top card from your board and tuck it."),
    // Karaoke
    QT_TRANSLATE_NOOP("CardText", "Draw and meld a card of value less than 10."),
};

const char* const kChoices[] = {
    // Evolution
    QT_TRANSLATE_NOOP("CardChoice", "Draw and score an 8, then return a score card"),
    QT_TRANSLATE_NOOP("CardChoice", "Draw one above your highest score card"),
    // Ice Skates
    QT_TRANSLATE_NOOP("CardChoice", "Draw and meld a 2"),
    QT_TRANSLATE_NOOP("CardChoice", "Draw and foreshadow a 3"),
    // Scissors
    QT_TRANSLATE_NOOP("CardChoice", "Meld it"),
    QT_TRANSLATE_NOOP("CardChoice", "Score it"),
    // Charitable Trust
    QT_TRANSLATE_NOOP("CardChoice", "Return your top green card"),
    QT_TRANSLATE_NOOP("CardChoice", "Achieve your top green card"),
    // Sunglasses
    QT_TRANSLATE_NOOP("CardChoice", "Splay purple as another color is splayed"),
    QT_TRANSLATE_NOOP("CardChoice", "Splay another color as purple is splayed"),
    // Elevator
    QT_TRANSLATE_NOOP("CardChoice", "From the other players' hands"),
    QT_TRANSLATE_NOOP("CardChoice", "From the other players' score piles"),
    // Puzzle Cube
    QT_TRANSLATE_NOOP("CardChoice", "Score the bottom card"),
    QT_TRANSLATE_NOOP("CardChoice", "Score the two bottom cards"),
    // Linguistics (echo effect)
    QT_TRANSLATE_NOOP("CardChoice", "Draw a 3"),
    QT_TRANSLATE_NOOP("CardChoice", "Draw and foreshadow a 4"),
    // Elevator (echo effect)
    QT_TRANSLATE_NOOP("CardChoice", "Score your top green card"),
    QT_TRANSLATE_NOOP("CardChoice", "Score your bottom green card"),
};
}  // namespace

std::span<const char* const> effectTextSources() { return kEffects; }
std::span<const char* const> rulingSources() { return kRulings; }
std::span<const char* const> printedEffectSources() { return kPrintedEffects; }
std::span<const char* const> choiceSources() { return kChoices; }

}  // namespace inno::client
