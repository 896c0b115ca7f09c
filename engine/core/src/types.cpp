#include "core/types.h"

namespace inno {

namespace {
constexpr std::array<std::string_view, kColors> kColorNames{"red", "yellow", "green", "blue", "purple"};
constexpr std::array<std::string_view, kIconKinds> kIconNames{"none", "hex",       "castle",  "crown",
                                                              "leaf", "lightbulb", "factory", "clock"};
constexpr std::array<std::string_view, 4> kSplayNames{"none", "left", "right", "up"};

template <typename E, std::size_t N>
std::optional<E> parseFrom(const std::array<std::string_view, N>& names, std::string_view s) {
    for (std::size_t i = 0; i < N; ++i)
        if (names[i] == s) return static_cast<E>(i);
    return std::nullopt;
}
}  // namespace

std::string_view colorName(Color c) { return kColorNames[index(c)]; }
std::string_view iconName(Icon i) { return kIconNames[index(i)]; }
std::string_view splayName(Splay s) { return kSplayNames[static_cast<int>(s)]; }

std::optional<Color> parseColor(std::string_view s) { return parseFrom<Color>(kColorNames, s); }
std::optional<Icon> parseIcon(std::string_view s) { return parseFrom<Icon>(kIconNames, s); }
std::optional<Splay> parseSplay(std::string_view s) { return parseFrom<Splay>(kSplayNames, s); }

}  // namespace inno
