// Compiled with the core's include path only: a core file that reaches for a card set must not build.
#include "core/state.h"
#include "cities/city_rules.h"

int main() { return 0; }
