// Every colour the client draws with, named once. Cards keep the colours of the printed game's five families;
// the table is warm paper and ink; marks that ask for attention are gold (a choice), blue (a pick), green
// (shares) and red (a demand).
#pragma once

#include "core/types.h"

#include <QColor>
#include <QString>

namespace inno::client::palette {

inline QColor withAlpha(QColor c, int alpha) {
    c.setAlpha(alpha);
    return c;
}

// ---------------------------------------------------------------- the five card colours

inline const QColor kRed{0xc0, 0x39, 0x2b}, kYellow{0xd9, 0xa2, 0x1b}, kGreen{0x3a, 0x8f, 0x4c}, kBlue{0x2f, 0x6f, 0xb8},
    kPurple{0x7f, 0x4b, 0xa0};
inline const QColor kRedLight{0xf7, 0xdc, 0xd8}, kYellowLight{0xfa, 0xef, 0xcc}, kGreenLight{0xd9, 0xef, 0xdd},
    kBlueLight{0xd7, 0xe5, 0xf5}, kPurpleLight{0xea, 0xdf, 0xf1};
inline const QColor kRedDark{0x7a, 0x1d, 0x14}, kYellowDark{0x7d, 0x5c, 0x06}, kGreenDark{0x1d, 0x56, 0x29},
    kBlueDark{0x16, 0x3f, 0x70}, kPurpleDark{0x4a, 0x26, 0x62};
inline const QColor kYellowText{0x9a, 0x73, 0x00};  // yellow dark enough to read on white

inline QColor cardBase(Color c) {
    switch (c) {
    case Color::Red: return kRed;
    case Color::Yellow: return kYellow;
    case Color::Green: return kGreen;
    case Color::Blue: return kBlue;
    case Color::Purple: return kPurple;
    }
    return Qt::gray;
}
inline QColor cardLight(Color c) {
    switch (c) {
    case Color::Red: return kRedLight;
    case Color::Yellow: return kYellowLight;
    case Color::Green: return kGreenLight;
    case Color::Blue: return kBlueLight;
    case Color::Purple: return kPurpleLight;
    }
    return Qt::white;
}
inline QColor cardDark(Color c) {
    switch (c) {
    case Color::Red: return kRedDark;
    case Color::Yellow: return kYellowDark;
    case Color::Green: return kGreenDark;
    case Color::Blue: return kBlueDark;
    case Color::Purple: return kPurpleDark;
    }
    return Qt::black;
}
// A card colour readable as text on white (log links, splayed pile captions).
inline QColor cardText(Color c) { return c == Color::Yellow ? kYellowText : cardDark(c).lighter(115); }

// ---------------------------------------------------------------- card faces, backs and icons

inline const QColor kCardFace{0xfb, 0xf8, 0xf0};
inline const QColor kCardInk{0x22, 0x22, 0x22};
inline const QColor kEffectInk{0x2b, 0x2b, 0x2b};
inline const QColor kIconTile{0x2a, 0x28, 0x26};      // the dark tile under an icon
inline const QColor kIconTileWidget{0x3d, 0x46, 0x50};  // an icon's tile in widgets and rich text
inline const QColor kHexGlyph{0x77, 0x77, 0x77};
inline const QColor kHexGlyphWidget{0x7d, 0x8b, 0x99};
inline const QColor kBackTop{0x33, 0x30, 0x2c}, kBackBottom{0x1f, 0x1d, 0x1a};
inline const QColor kBackInk{0xff, 0xf6, 0xe0};
inline const QColor kAchievementEdge{0xd8, 0xb4, 0x5a};
inline const QColor kSpecialTop{0xf6, 0xec, 0xd2}, kSpecialBottom{0xe5, 0xd3, 0xa8}, kSpecialEdge{0xa0, 0x7a, 0x2c},
    kSpecialSeal{0xc9, 0x96, 0x2b};
inline const QColor kGold{0xf2, 0xc2, 0x30};      // the crown, a set action's badge
inline const QColor kGoldInk{0x5a, 0x3f, 0x0c};   // text and edges on gold
inline const QColor kCastleStone{0xd8, 0xd4, 0xcc}, kCastleWindow{0x8f, 0x8a, 0x80};
inline const QColor kCrownJewel{0xff, 0xf3, 0xc0};
inline const QColor kLeaf{0x6c, 0xc2, 0x4a}, kLeafVein{0x2e, 0x6b, 0x1f};
inline const QColor kBulb{0xff, 0xe0, 0x66}, kBulbBase{0xb8, 0xb8, 0xb8}, kBulbShine{0xff, 0xfb, 0xe6};
inline const QColor kFactory{0xe0, 0x82, 0x3f}, kFactoryWindow{0x5a, 0x2e, 0x10};
inline const QColor kClockFace{0xe9, 0xf4, 0xff}, kClockRim{0x6f, 0xb7, 0xff}, kClockHands{0x1b, 0x3d, 0x66};
inline const QColor kBandTitle{0xff, 0xff, 0xff};        // a title on its colour band
inline const QColor kBackAgeDisc{255, 255, 255, 18};     // the faint disc (or star) behind a back's age
inline const QColor kTrackedBadge{30, 30, 30, 210}, kTrackedEye{0xff, 0xff, 0xff};  // a hidden card you saw move

// ---------------------------------------------------------------- a set's special icons and bonuses

inline const QColor kParchment{0xf5, 0xed, 0xd6};
inline const QColor kCoinTop{0xff, 0xe2, 0x7a}, kCoinInk{0x3b, 0x2a, 0x00};

// ---------------------------------------------------------------- the table

inline const QColor kCloth{0xe6, 0xde, 0xce};
inline const QColor kPaper{0xff, 0xfd, 0xf8};
inline const QColor kInk{0x2d, 0x2a, 0x26};
inline const QColor kSoftInk{0x6d, 0x65, 0x5a};
inline const QColor kFaintInk{0x7a, 0x6f, 0x60};
inline const QColor kMutedInk{0xb0, 0xa8, 0x98};  // a zero
inline const QColor kNoteInk{0x8a, 0x7f, 0x70};
inline const QColor kHeadingInk{0x7a, 0x6a, 0x50};
inline const QColor kHighlight{255, 190, 30};  // a legal choice
inline const QColor kSelected{40, 120, 230};   // a pick already made
inline const QColor kChangedEdge{0x1f, 0x8f, 0x8a, 210}, kChangedFill{0x1f, 0x8f, 0x8a, 38};  // changed since your last decision
inline const QColor kShare{0x2e, 0x8b, 0x57};
inline const QColor kDemand = kRed;
inline const QColor kCurrentEdge{0xc8, 0x96, 0x2e};
inline const QColor kActionsInk{0x9a, 0x6b, 0x12};
inline const QColor kWaiting{0xe6, 0x7e, 0x22};
inline const QColor kDistantFrame{0x7a, 0x6a, 0x9a};
inline const QColor kDistantPill{0xe4, 0xdc, 0xf0}, kDistantInk{0x5a, 0x4a, 0x7a};
inline const QColor kNeighbourPill{0xdc, 0xef, 0xe2}, kNeighbourInk{0x2e, 0x6b, 0x47};
inline const QColor kPlateFill{255, 253, 248, 235};
inline const QColor kLeftGameVeil{120, 120, 120, 130};  // over the plate of a seat that left the game
inline const QColor kPlateEdge{0, 0, 0, 40};
inline const QColor kCountPill{255, 255, 255, 235};
inline const QColor kShadow{0, 0, 0, 60};
inline const QColor kPanelShadow{0, 0, 0, 110};
inline const QColor kOwnArea{255, 255, 255, 120}, kOtherArea{255, 255, 255, 70}, kAreaEdge{0, 0, 0, 25};
inline const QColor kDropFill{255, 200, 60};
inline const QColor kCheckMark{0xff, 0xff, 0xff};  // the tick on a pick already made

// ---------------------------------------------------------------- the log and other words

inline const QColor kRolesInk{0x55, 0x55, 0x55};
inline const QColor kCauseInk{0x5d, 0x4e, 0x8a};
inline const QColor kClaimInk{0x8a, 0x5a, 0x00};
inline const QColor kRulesTitle{0x3a, 0x2a, 0x14}, kRulesHeading{0x6d, 0x4c, 0x1b};
// A colour as a style sheet writes it: rgba(...) when it is see-through, #rrggbb otherwise.
inline QString css(const QColor& c) {
    return c.alpha() < 255 ? QStringLiteral("rgba(%1, %2, %3, %4)").arg(c.red()).arg(c.green()).arg(c.blue()).arg(c.alpha())
                           : c.name();
}
// The area of a seat that left the game.
inline const QColor kLeftGameArea{0xcf, 0xcc, 0xc8};

// The dimmed band over the icons of a card in a zone whose icons count for nothing (a display), and its words.
inline const QColor kZoneBand{0x4a, 0x45, 0x40, 0xc8};
inline const QColor kZoneBandInk{0xff, 0xf8, 0xec};

// `html` in a span of colour `c`.
inline QString span(const QColor& c, const QString& html) {
    return QStringLiteral("<span style=\"color:%1\">%2</span>").arg(c.name(), html);
}

// ---------------------------------------------------------------- screens

inline const QColor kStartTop{0xf3, 0xec, 0xdf}, kStartBottom{0xd8, 0xcb, 0xb2};
inline const QColor kCoverTop{0x2b, 0x27, 0x23}, kCoverBottom{0x3a, 0x33, 0x2b};
inline const QColor kReplayAhead{0xec, 0xe6, 0xda}, kReplayHere{0xfb, 0xe7, 0xa6};
inline const QColor kChartGrid{0xe4, 0xdc, 0xcd};
inline const QColor kReviewWorst{0xf4, 0xd0, 0x3f}, kReviewWorstEdge{0x2b, 0x27, 0x23};  // the costliest decisions
inline const QColor kReviewCursor{0x8a, 0x81, 0x78};                                    // the dashed line at a moment
inline const QColor kOverlayShadow{0, 0, 0, 120};  // under a panel over the table
inline const QColor kFanShadow{0, 0, 0, 45};       // under the start screen's cards
inline const QColor kLanStatus{120, 40, 20, 215}, kLanStatusInk{0xff, 0xff, 0xff};  // a LAN table's trouble, over the table
// A lesson's balloon; its ring (the balloon's edge and the pointer to what the lesson is about) a deep blue, apart
// from the gold of the legal moves and from every card colour.
inline const QColor kTutorPaper{0xfd, 0xf6, 0xe3}, kTutorInk{0x2b, 0x2b, 0x2b}, kTutorRing{0x1e, 0x6f, 0xd9};
// One colour per seat in charts.
inline QColor seatColor(int seat) {
    static const QColor colors[] = {kRed, {0x24, 0x71, 0xa3}, {0x1e, 0x84, 0x49}, {0x8e, 0x44, 0xad}, {0xb9, 0x77, 0x0e}};
    return colors[seat < 0 ? 0 : seat > 4 ? 4 : seat];
}

}  // namespace inno::client::palette
