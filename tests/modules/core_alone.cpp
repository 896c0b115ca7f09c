// Compiled with the core's include path only: every core header builds on its own (the control for the test above).
#include "core/card_dsl.h"
#include "core/game.h"
#include "core/invariants.h"
#include "core/large_game.h"
#include "core/replay.h"
#include "core/setup.h"
#include "core/story.h"
#include "core/view.h"

int main() { return 0; }
