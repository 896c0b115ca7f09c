#include "net/lan/player_names.h"

#include "net/wire/wire.h"

#include "core/card_set.h"
#include "core/card.h"
#include "core/notation.h"

#include <QCoreApplication>

#include <unicode/normalizer2.h>
#include <unicode/uchar.h>
#include <unicode/unistr.h>
#include <unicode/uspoof.h>

#include <array>
#include <set>
#include <stdexcept>

namespace inno::net {

namespace {

icu::UnicodeString unicode(const QString& s) {
    return icu::UnicodeString(reinterpret_cast<const UChar*>(s.utf16()), static_cast<int32_t>(s.size()));
}

QString qt(const icu::UnicodeString& s) {
    return QString(reinterpret_cast<const QChar*>(s.getBuffer()), s.length());
}

icu::UnicodeString normalizedWith(const icu::Normalizer2* (*instance)(UErrorCode&), const icu::UnicodeString& s) {
    UErrorCode status = U_ZERO_ERROR;
    const icu::Normalizer2* n = instance(status);
    if (U_FAILURE(status)) throw std::runtime_error(std::string("ICU normaliser: ") + u_errorName(status));
    icu::UnicodeString out = n->normalize(s, status);
    if (U_FAILURE(status)) throw std::runtime_error(std::string("ICU normalisation: ") + u_errorName(status));
    return out;
}

icu::UnicodeString folded(const icu::UnicodeString& s) { return normalizedWith(&icu::Normalizer2::getNFKCCasefoldInstance, s); }

// Characters no name may hold: invisible (default-ignorable), format and control characters, code points that
// are unassigned, private or surrogates.
bool invisible(UChar32 c) {
    switch (u_charType(c)) {
    case U_FORMAT_CHAR:
    case U_CONTROL_CHAR:
    case U_UNASSIGNED:
    case U_PRIVATE_USE_CHAR:
    case U_SURROGATE: return true;
    default: return u_hasBinaryProperty(c, UCHAR_DEFAULT_IGNORABLE_CODE_POINT);
    }
}

bool combiningMark(UChar32 c) { return (U_GET_GC_MASK(c) & U_GC_M_MASK) != 0; }

}  // namespace

struct PlayerNames::Checker {
    USpoofChecker* skeletons = nullptr;  // UTS #39 skeletons (confusable strings share one)
    USpoofChecker* scripts = nullptr;    // restriction level: no mix of look-alike scripts; no invisible marks
    std::set<icu::UnicodeString> answerKeys;
    std::vector<icu::UnicodeString> prefixKeys;  // "meld ", "dogma ", ...

    Checker() {
        UErrorCode status = U_ZERO_ERROR;
        skeletons = uspoof_open(&status);
        scripts = uspoof_open(&status);
        if (U_SUCCESS(status)) uspoof_setChecks(scripts, USPOOF_RESTRICTION_LEVEL | USPOOF_INVISIBLE | USPOOF_MIXED_NUMBERS, &status);
        if (U_SUCCESS(status)) uspoof_setRestrictionLevel(scripts, USPOOF_MODERATELY_RESTRICTIVE);
        if (U_FAILURE(status)) throw std::runtime_error(std::string("ICU spoof checker: ") + u_errorName(status));
        // Every option text the engine can write (its notation), "none" (the empty answer) and the small numbers.
        const Names noNames;
        auto add = [&](const std::string& text) {
            for (const auto& k : keys(unicode(QString::fromStdString(text)))) answerKeys.insert(k);
        };
        add("none");
        for (int n = 0; n <= 99; ++n) add(std::to_string(n));
        for (Choice::Type t : {Choice::Draw, Choice::Yes, Choice::No}) add(optionText(Choice{t}, noNames));
        for (int c = 0; c < kColors; ++c) add(optionText(Choice{Choice::Color, static_cast<std::uint8_t>(c)}, noNames));
        for (int a = 1; a <= kAges; ++a) add(optionText(Choice{.type = Choice::Achieve, .age = static_cast<std::uint8_t>(a)}, noNames));
        // The actions the card sets add ("<action> <title>"), as choices on a card.
        std::vector<Choice> setActions;
        for (int k = kCoreActionKinds; k < actionKindCount(); ++k) {
            Choice c{Choice::SetAction};
            c.kind = static_cast<std::uint8_t>(k);
            setActions.push_back(c);
        }
        for (const CardDef& card : everyCard()) {
            const auto id = static_cast<decltype(Choice::a)>(card.id);
            for (Choice::Type t : {Choice::Card, Choice::Meld, Choice::Dogma, Choice::Parley})
                add(optionText(Choice{t, id}, noNames));
            for (Choice c : setActions) {
                c.a = id;
                add(optionText(c, noNames));
            }
        }
        // The verbs the options start with, whatever follows them.
        const auto firstCard = static_cast<decltype(Choice::a)>(everyCard().front().id);
        std::vector<Choice> verbs{Choice{Choice::Meld, firstCard}, Choice{Choice::Dogma, firstCard},
                                  Choice{Choice::Parley, firstCard}, Choice{.type = Choice::Achieve, .age = 1}};
        for (Choice c : setActions) {
            c.a = firstCard;
            verbs.push_back(c);
        }
        for (Choice c : verbs) {
            const std::string text = optionText(c, noNames);
            const std::string verb = text.substr(0, text.find(' ') + 1);
            for (const auto& k : keys(unicode(QString::fromStdString(verb)))) prefixKeys.push_back(k);
        }
    }
    ~Checker() {
        uspoof_close(skeletons);
        uspoof_close(scripts);
    }

    icu::UnicodeString skeleton(const icu::UnicodeString& s) const {
        UErrorCode status = U_ZERO_ERROR;
        icu::UnicodeString out;
        uspoof_getSkeletonUnicodeString(skeletons, 0, s, out, &status);
        return U_SUCCESS(status) ? out : s;
    }
    // A name's look, as written and once letter case is ignored: two names look alike when any matches. The third
    // folds letter case after the skeleton too, since a skeleton may map a digit to a capital ("B0b" has the
    // skeleton "BOb", which only then matches "Bob").
    std::array<icu::UnicodeString, 3> keys(const icu::UnicodeString& s) const {
        return {skeleton(s), skeleton(folded(s)), skeleton(folded(skeleton(folded(s))))};
    }

    bool mixesScripts(const icu::UnicodeString& s) const {
        UErrorCode status = U_ZERO_ERROR;
        const int32_t failed = uspoof_check2UnicodeString(scripts, s, nullptr, &status);
        return U_FAILURE(status) || failed != 0;
    }
};

PlayerNames::PlayerNames() : checker_(std::make_unique<Checker>()) {}
PlayerNames::~PlayerNames() = default;

QString PlayerNames::normalised(const QString& raw) {
    return qt(normalizedWith(&icu::Normalizer2::getNFKCInstance, unicode(raw))).simplified();
}

bool PlayerNames::same(const QString& a, const QString& b) { return folded(unicode(a)) == folded(unicode(b)); }

// What any name shown to the players must not be: empty, too long, starting with a combining mark, or holding an
// invisible or formatting character (a bidi override turns the text around, U+200B hides in it).
QString PlayerNames::visibleTextProblem(const QString& name, std::size_t maxBytes) {
    if (name.isEmpty()) return QCoreApplication::translate("inno::net::PlayerNames", "A name needs at least one visible character.");
    if (static_cast<std::size_t>(name.toUtf8().size()) > maxBytes)
        return QCoreApplication::translate("inno::net::PlayerNames", "That name is too long: at most %1 bytes.").arg(maxBytes);
    const icu::UnicodeString u = unicode(name);
    if (combiningMark(u.char32At(0)))
        return QCoreApplication::translate("inno::net::PlayerNames", "A name cannot start with an accent or another combining mark.");
    for (int32_t i = 0; i < u.length(); i = u.moveIndex32(i, 1))
        if (invisible(u.char32At(i)))
            return QCoreApplication::translate("inno::net::PlayerNames", "A name cannot hold invisible or formatting characters (U+%1).")
                .arg(QString::number(u.char32At(i), 16).toUpper().rightJustified(4, '0'));
    return {};
}

QString PlayerNames::problem(const QString& name, const QStringList& others) const {
    if (QString why = visibleTextProblem(name, wire::kMaxNameLength); !why.isEmpty()) return why;
    const icu::UnicodeString u = unicode(name);
    const QString answerWord = QCoreApplication::translate("inno::net::PlayerNames",
                                                           "\"%1\" cannot be a player's name here: it reads or looks like an answer. "
                                                           "Please choose another name.")
                                   .arg(name);
    bool number = false;
    name.toLongLong(&number);
    if (number || name.contains('/')) return answerWord;
    const auto keys = checker_->keys(u);
    for (const auto& k : keys) {
        if (checker_->answerKeys.count(k) || k.indexOf(u'/') >= 0) return answerWord;
        for (const auto& prefix : checker_->prefixKeys)
            if (k.startsWith(prefix)) return answerWord;
    }
    if (checker_->mixesScripts(u))
        return QCoreApplication::translate("inno::net::PlayerNames",
                                           "\"%1\" mixes letters of scripts that look alike (Latin with Cyrillic or Greek, for "
                                           "instance). Please choose another name.")
            .arg(name);
    for (const QString& other : others) {
        if (same(name, other)) continue;  // the lobby numbers a repeated name
        const auto theirs = checker_->keys(unicode(other));
        if (keys[0] == theirs[0] || keys[1] == theirs[1] || keys[2] == theirs[2])
            return QCoreApplication::translate("inno::net::PlayerNames",
                                               "\"%1\" looks too much like \"%2\", who sits at this table. Please choose another name.")
                .arg(name, other);
    }
    return {};
}

}  // namespace inno::net
