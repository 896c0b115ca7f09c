#include "screens/settings_dialog.h"

#include "settings.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace inno::client {

SettingsDialog::SettingsDialog(QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Settings"));
    AppSettings& s = AppSettings::instance();
    auto* v = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    auto* speed = new QComboBox(this);
    for (int i = 0; i <= 3; ++i) speed->addItem(AppSettings::speedName(static_cast<AppSettings::Speed>(i)), i);
    speed->setCurrentIndex(s.speed());
    auto* size = new QComboBox(this);
    for (int i = 0; i <= 2; ++i) size->addItem(AppSettings::cardSizeName(static_cast<AppSettings::CardSize>(i)), i);
    size->setCurrentIndex(s.cardSize());
    auto* language = new QComboBox(this);
    language->addItem("English", "en");
    language->addItem("Deutsch", "de");
    language->addItem("Français", "fr");
    language->setCurrentIndex(std::max(0, language->findData(s.language())));
    auto* cardTexts = new QComboBox(this);
    cardTexts->setObjectName("cardTexts");
    cardTexts->addItem(tr("In the interface language"), false);
    cardTexts->addItem(tr("In English"), true);
    cardTexts->setCurrentIndex(s.englishCardTexts() ? 1 : 0);
    auto* note = new QLabel(tr("The language changes the next time you start Innovation; the card texts on the table too."), this);
    note->setWordWrap(true);
    note->setObjectName("hint");
    auto* dogma = new QCheckBox(tr("Show who shares before activating a dogma"), this);
    dogma->setChecked(s.confirmDogma());
    auto* leave = new QCheckBox(tr("Ask before replacing a game in progress"), this);
    leave->setChecked(s.confirmLeave());
    auto* since = new QCheckBox(tr("Sum up the other players' moves since mine and outline the piles they changed"), this);
    since->setObjectName("sinceSummary");
    since->setChecked(s.sinceSummary());
    auto* flash = new QCheckBox(tr("Flash the taskbar when it is my turn"), this);
    flash->setObjectName("flashOnTurn");
    flash->setChecked(s.flashOnTurn());
    auto* beep = new QCheckBox(tr("Beep when it is my turn"), this);
    beep->setObjectName("beepOnTurn");
    beep->setChecked(s.beepOnTurn());
    form->addRow(tr("Animation speed:"), speed);
    form->addRow(tr("Card size (your own area):"), size);
    form->addRow(tr("Language:"), language);
    form->addRow(tr("Card texts and rulings:"), cardTexts);
    form->addRow(QString(), note);
    form->addRow(tr("On my turn:"), since);
    form->addRow(tr("Confirmations:"), dogma);
    form->addRow(QString(), leave);
    form->addRow(tr("In the background:"), flash);
    form->addRow(QString(), beep);
    v->addLayout(form);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    v->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(buttons, &QDialogButtonBox::accepted, this, [=, this] {
        AppSettings& st = AppSettings::instance();
        st.setSpeed(static_cast<AppSettings::Speed>(speed->currentData().toInt()));
        st.setCardSize(static_cast<AppSettings::CardSize>(size->currentData().toInt()));
        st.setLanguage(language->currentData().toString());
        st.setEnglishCardTexts(cardTexts->currentData().toBool());
        st.setConfirmDogma(dogma->isChecked());
        st.setConfirmLeave(leave->isChecked());
        st.setSinceSummary(since->isChecked());
        st.setFlashOnTurn(flash->isChecked());
        st.setBeepOnTurn(beep->isChecked());
        accept();
    });
}

}  // namespace inno::client
