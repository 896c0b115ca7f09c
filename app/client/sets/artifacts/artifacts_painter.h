// An Artifacts card drawn with QPainter (artifacts_painter.cpp): a base card with a bronze frame and a small
// bronze seal beside its age (Battleship Yamato's face-up 11 is the painter's age badge, read from the core's
// CardFacts::faceUpAge); the Artifacts back is the base back in bronze with strata and a dig's trowel mark.
#pragma once

#include "paint/card_painter.h"

namespace inno::client {

struct ArtifactsPainter : CardPainter {
    static void paintArtifactsFrame(QPainter* p, const QRectF& r, int cardId);
    static void paintArtifactsBack(QPainter* p, const QRectF& r, int age, qreal ageAt);
};

}  // namespace inno::client
