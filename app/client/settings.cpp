#include "settings.h"

#include <QLocale>
#include <QSettings>
#include <QStandardPaths>

namespace inno::client {

namespace {
bool gTemporary = false;

// Until the player picks one: the system's language when the interface has it, else English.
QString systemLanguage() {
    for (const QString& l : QLocale::system().uiLanguages()) {
        const QString code = l.left(2).toLower();
        if (code == "de" || code == "fr" || code == "en") return code;
    }
    return "en";
}
}  // namespace

AppSettings& AppSettings::instance() {
    static AppSettings s;
    return s;
}

AppSettings::AppSettings() { load(); }

void AppSettings::useTemporaryStore() {
    gTemporary = true;
    QStandardPaths::setTestModeEnabled(true);
    AppSettings& s = instance();
    s.speed_ = Off;
    s.cardSize_ = Medium;
    s.language_ = "en";
    s.englishCardTexts_ = false;
    s.confirmDogma_ = false;
    s.confirmLeave_ = false;
    s.sinceSummary_ = true;
    s.flashOnTurn_ = true;
    s.beepOnTurn_ = false;
    s.lessonsStoppedForRun_ = false;
    s.botRecordForRun_.clear();
    s.playerNameForRun_.clear();
}

void AppSettings::load() {
    if (gTemporary) return;
    QSettings q;
    speed_ = static_cast<Speed>(std::clamp(q.value("animation/speed", static_cast<int>(Normal)).toInt(), 0, 3));
    cardSize_ = static_cast<CardSize>(std::clamp(q.value("table/cardSize", static_cast<int>(Medium)).toInt(), 0, 2));
    language_ = q.value("ui/language", systemLanguage()).toString();
    englishCardTexts_ = q.value("ui/englishCardTexts", false).toBool();
    confirmDogma_ = q.value("confirm/dogma", true).toBool();
    confirmLeave_ = q.value("confirm/leave", true).toBool();
    sinceSummary_ = q.value("table/sinceLastMove", true).toBool();
    flashOnTurn_ = q.value("alert/flash", true).toBool();
    beepOnTurn_ = q.value("alert/beep", false).toBool();
}

void AppSettings::save() const {
    if (gTemporary) return;
    QSettings q;
    q.setValue("animation/speed", static_cast<int>(speed_));
    q.setValue("table/cardSize", static_cast<int>(cardSize_));
    q.setValue("ui/language", language_);
    q.setValue("ui/englishCardTexts", englishCardTexts_);
    q.setValue("confirm/dogma", confirmDogma_);
    q.setValue("confirm/leave", confirmLeave_);
    q.setValue("table/sinceLastMove", sinceSummary_);
    q.setValue("alert/flash", flashOnTurn_);
    q.setValue("alert/beep", beepOnTurn_);
}

bool AppSettings::lessonsStopped() const {
    return gTemporary ? lessonsStoppedForRun_ : QSettings().value("learn/lessonsStopped", false).toBool();
}

void AppSettings::setLessonsStopped(bool stopped) {
    if (gTemporary) lessonsStoppedForRun_ = stopped;
    else QSettings().setValue("learn/lessonsStopped", stopped);
}

QByteArray AppSettings::windowGeometry() const { return gTemporary ? QByteArray() : QSettings().value("window/geometry").toByteArray(); }

void AppSettings::setWindowGeometry(const QByteArray& g) {
    if (!gTemporary) QSettings().setValue("window/geometry", g);
}

int AppSettings::botRecordValue(const QString& key) const {
    return gTemporary ? botRecordForRun_.value(key).toInt() : QSettings().value("botRecord/" + key, 0).toInt();
}

void AppSettings::setBotRecordValue(const QString& key, int value) {
    if (gTemporary) botRecordForRun_[key] = value;
    else QSettings().setValue("botRecord/" + key, value);
}

QVariant AppSettings::newGameValue(const QString& key) const {
    return gTemporary ? QVariant() : QSettings().value("newGame/" + key);
}

void AppSettings::setNewGameValue(const QString& key, const QVariant& value) {
    if (!gTemporary) QSettings().setValue("newGame/" + key, value);
}

void AppSettings::setSpeed(Speed s) { speed_ = s, save(), emit changed(); }
void AppSettings::setCardSize(CardSize s) { cardSize_ = s, save(), emit changed(); }
void AppSettings::setLanguage(const QString& l) { language_ = l, save(), emit changed(); }
void AppSettings::setEnglishCardTexts(bool on) { englishCardTexts_ = on, save(), emit changed(); }
void AppSettings::setConfirmDogma(bool on) { confirmDogma_ = on, save(), emit changed(); }
void AppSettings::setConfirmLeave(bool on) { confirmLeave_ = on, save(), emit changed(); }
void AppSettings::setSinceSummary(bool on) { sinceSummary_ = on, save(), emit changed(); }
void AppSettings::setFlashOnTurn(bool on) { flashOnTurn_ = on, save(), emit changed(); }
void AppSettings::setBeepOnTurn(bool on) { beepOnTurn_ = on, save(), emit changed(); }

// The login name makes a friendly default ("alex" -> "Alex"); without one, "Player" in the interface's language.
QString AppSettings::defaultPlayerName() const {
    QString user = QString::fromLocal8Bit(qgetenv("USER"));
    if (user.isEmpty() || user == "root") return tr("Player");
    user[0] = user[0].toUpper();
    return user;
}

QString AppSettings::lastPlayerName() const {
    const QString stored = gTemporary ? playerNameForRun_ : QSettings().value("game/playerName").toString();
    return stored.isEmpty() ? defaultPlayerName() : stored;
}

// The default is remembered as no name, so that it follows the language ("Joueur" is not kept for a German session).
void AppSettings::setLastPlayerName(const QString& n) {
    const QString kept = n == defaultPlayerName() ? QString() : n;
    if (gTemporary) {
        playerNameForRun_ = kept;
        return;
    }
    if (kept.isEmpty()) QSettings().remove("game/playerName");
    else QSettings().setValue("game/playerName", kept);
}

int AppSettings::animationMs() const {
    switch (speed_) {
    case Off: return 0;
    case Fast: return 220;
    case Normal: return 420;
    case Slow: return 750;
    }
    return 0;
}

int AppSettings::botDelayMs() const {
    switch (speed_) {
    case Off: return 250;
    case Fast: return 450;
    case Normal: return 800;
    case Slow: return 1300;
    }
    return 0;
}

qreal AppSettings::ownShare() const {
    switch (cardSize_) {
    case Small: return 0.36;
    case Medium: return 0.42;
    case Large: return 0.5;
    }
    return 0.42;
}

QString AppSettings::speedName(Speed s) {
    switch (s) {
    case Off: return tr("Off");
    case Fast: return tr("Fast");
    case Normal: return tr("Normal");
    case Slow: return tr("Slow");
    }
    return {};
}

QString AppSettings::cardSizeName(CardSize s) {
    switch (s) {
    case Small: return tr("Small");
    case Medium: return tr("Medium");
    case Large: return tr("Large");
    }
    return {};
}

}  // namespace inno::client
