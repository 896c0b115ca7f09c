// Seats (2 to 5, each a person or a bot level), options and the seed of a new game.
#pragma once

#include "net/host/table_host.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QLabel;

namespace inno::client {

class LargeGameSelector;

class NewGameDialog : public QDialog {
    Q_OBJECT
public:
    explicit NewGameDialog(QWidget* parent = nullptr);
    QList<net::SeatSpec> seats() const;
    Options options() const;
    quint64 seed() const;
    // For tests and the command line.
    void setSeats(const QList<net::SeatSpec>& seats);
    void setSeed(quint64 seed);

private:
    void update();
    void remember() const;  // the seats and options, for the next dialog (settings)
    void restoreLast();
    struct Row {
        QCheckBox* on;
        QLineEdit* name;
        QComboBox* kind;
    };
    QList<Row> rows_;
    QCheckBox* teams_;
    QCheckBox* extra_;
    LargeGameSelector* large_;
    QLabel* needed_;  // achievements needed to win with these seats and options
    struct SetBox {
        SetId set;
        QCheckBox* box;
    };
    QList<SetBox> sets_;  // a check box per card set of this build that offers its option (sets/set_words.h)
    struct OptionBox {
        SetId set;
        int option;  // bit of Options::setOptions
        QCheckBox* box;
    };
    QList<OptionBox> setOptions_;  // a check box per option of a set (SetWords::subOptions), under the set's
    QLineEdit* seed_;
    QLabel* hint_;
};

}  // namespace inno::client
