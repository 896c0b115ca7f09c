// The Host LAN game dialog: your name, the number of players and the large-game rule, the table's name and
// password, the port, the expansion, whether hints are allowed and what a concession does.
#pragma once

#include "core/state.h"

#include <string_view>

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QSpinBox;

namespace inno::client {

class LargeGameSelector;

// Host LAN game: name, players, large-game rule, table name, password, port, and an option per expansion of this
// build (sets/set_words.h).
class HostLanDialog : public QDialog {
    Q_OBJECT
public:
    explicit HostLanDialog(QWidget* parent = nullptr);
    QString playerName() const;
    QString tableName() const;
    QString password() const;
    int players() const;
    LargeGame largeGame() const;
    void setPlayers(int players);  // for tests
    quint16 port() const;
    // Whether the set of this key is chosen (false for a set this build leaves out).
    bool hasSet(std::string_view key) const;
    // The table's options as chosen: the seats, the large-game rule and the expansions.
    Options options() const;
    bool allowHints() const;
    bool botOnConcede() const;  // a conceding player's seat goes to a bot (false: the game ends)

private:
    QLineEdit* name_;
    QLineEdit* table_;
    QLineEdit* password_;
    QSpinBox* players_;
    LargeGameSelector* large_;
    QSpinBox* port_;
    struct SetBox {
        SetId set;
        QCheckBox* box;
    };
    QList<SetBox> sets_;  // a check box per card set of this build that offers its option (sets/set_words.h)
    struct OptionBox {
        SetId set;
        int index;   // in CardSetDef::options
        QCheckBox* box;
    };
    QList<OptionBox> setOptions_;  // a check box per option of a set (SetWords::subOptions), under the set's
    QCheckBox* hints_;
    QComboBox* onConcede_;
};

}  // namespace inno::client
