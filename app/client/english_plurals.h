// English plurals without a translation file: "%n card(s)" reads "1 card" / "3 cards", "%n leaf/leaves"
// "1 leaf" / "2 leaves". Installed when the interface is English (other languages have real translations).
#pragma once

#include <QTranslator>

namespace inno::client {

class EnglishPlurals : public QTranslator {
public:
    using QTranslator::QTranslator;
    bool isEmpty() const override { return false; }
    QString translate(const char* context, const char* sourceText, const char* disambiguation = nullptr,
                      int n = -1) const override;
    // The same rule, for tests.
    static QString apply(const QString& text, int n);
};

}  // namespace inno::client
