#include "sets/echoes/echoes_client.h"

#include <QCoreApplication>

namespace inno::client {

namespace {

class EchoesWords final : public SetWords {
    Q_DECLARE_TR_FUNCTIONS(EchoesWords)
public:
    QString optionLabel() const override { return tr("Echoes of the Past (expansion: echo effects, bonuses, the forecast)"); }
};

}  // namespace

const SetWords& echoesWords() {
    static const EchoesWords w;
    return w;
}

}  // namespace inno::client
