#include "sets/cities/cities_client.h"

#include <QCoreApplication>

namespace inno::client {

namespace {

class CitiesWords final : public SetWords {
    Q_DECLARE_TR_FUNCTIONS(CitiesWords)
public:
    QString optionLabel() const override { return tr("Cities of Destiny (expansion: City cards, Endorse, flags and fountains)"); }
};

}  // namespace

const SetWords& citiesWords() {
    static const CitiesWords w;
    return w;
}

}  // namespace inno::client
