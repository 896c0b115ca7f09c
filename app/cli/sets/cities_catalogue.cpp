// Cities of Destiny in `innovation-cli catalogue --cities`: each City's age, color, six positions in the data's
// notation (tl tm tr / bl bm br) and featured icon.
#include "sets/catalogue_sets.h"

#include "cities/city_cards.h"
#include "cities/city_rules.h"

namespace {

QString q(std::string_view s) { return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())); }

const inno::cities::CityCard& cityOf(const inno::CardDef& c) { return *inno::cities::findCityCard(c.title); }

boost::json::object cityJson(const inno::CardDef& card) {
    const inno::cities::CityCard& c = cityOf(card);
    boost::json::array positions;
    for (const auto& s : c.icons) positions.emplace_back(inno::cities::slotText(s));
    return {{"title", c.title},
            {"age", c.age},
            {"color", inno::colorName(c.color)},
            {"slots", positions},
            {"featuredIcon", inno::iconName(c.featured)}};
}

void cityText(QTextStream& out, const inno::CardDef& card) {
    const inno::cities::CityCard& c = cityOf(card);
    out << c.age << "  " << q(c.title) << " (" << q(inno::colorName(c.color)) << ", featured " << q(inno::iconName(c.featured))
        << ")\n     ";
    for (int pos = 0; pos < inno::cities::kCitySlots; ++pos)
        out << (pos == inno::cities::BL ? " / " : pos ? " " : "") << q(inno::cities::slotText(c.icons[static_cast<std::size_t>(pos)]));
    out << "\n";
}

}  // namespace

const CatalogueSetPrinter& citiesCataloguePrinter() {
    static const CatalogueSetPrinter p{"cities",
                                       "Add the Cities of Destiny (edition III): each City's age, color, six positions "
                                       "(tl tm tr bl bm br) and featured icon.",
                                       "Cities of Destiny (positions: tl tm tr / bl bm br)",
                                       "cities",
                                       "citySpecials",
                                       "Cities special achievements",
                                       cityJson,
                                       cityText};
    return p;
}
