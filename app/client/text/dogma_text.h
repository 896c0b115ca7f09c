// The dogma preview in words: who will share and who must obey, and why, a sentence per player.
#pragma once

#include "model/dogma_preview.h"

#include <QString>

namespace inno::client {

QString dogmaPreviewText(const DogmaPreview& d);

}  // namespace inno::client
