// Where a card's title breaks into two lines: shared by the card faces and the titles written under piles.
#pragma once

#include <QStringList>

#include <functional>

class QFontMetricsF;

namespace inno::client {

// The two lines `title` splits into at a space, the longer as short as it can be in `fm`; empty without a space.
QStringList splitTitleAtSpace(const QString& title, const QFontMetricsF& fm);
// Whether a word of `title` broken before `cut` breaks between syllables as English hyphenates: before a common
// ending ("Bioengineer-ing", "Experimenta-tion"), after a vowel before a consonant and a vowel ("Domestica-tion"), or
// between two consonants that are not one sound ("Ar-chery", not "Arc-hery"). Card titles are English in every
// language. A title broken elsewhere reads as a misprint ("Domesticat-ion").
bool isSyllableBreak(const QString& title, qsizetype cut);
// `title` broken inside a word into two lines that both pass `fits` (the first ends with kBreakHyphen unless it ends
// with '-'), each part at least three letters: between syllables where such a break fits, else the longest first
// line that fits. Empty: no break inside a word fits.
QStringList breakTitleInWord(const QString& title, const std::function<bool(const QString&)>& fits);
// The title a reader takes from lines joined by '\n' (as fitted or broken above): a broken word joined again, lines
// joined with a space.
QString titleFromLines(const QString& text);

}  // namespace inno::client
