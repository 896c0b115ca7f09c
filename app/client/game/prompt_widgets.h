// The prompt bar under the table (the question in words, its choices, Done / Pass) and the small choice panel
// that appears over the table for answers that are not on it (a color, a value, yes/no, either/or, a player,
// an order). Both are driven by the same ChoiceBox, which also takes number keys.
#pragma once

#include "model/table_model.h"

#include <QFrame>
#include <QLabel>
#include <QList>
#include <QPushButton>

#include <optional>

class QListWidget;

namespace inno::client {

class FlowLayout;
class ScrollingRows;
class LiveLabel;
class IconTextBrowser;

class ChoiceBox : public QWidget {
    Q_OBJECT
public:
    explicit ChoiceBox(QWidget* parent = nullptr);
    void setPrompt(const std::optional<PromptState>& p, const TableModel& m, bool enabled);
    bool multi() const;
    QStringList picks() const { return picks_; }
    // A pick from the table (several-card answers toggle; a single pick answers at once).
    void pick(const QString& option);
    bool activateNumber(int n);  // 1-based
    bool confirm();              // Done
    bool pass();                 // the empty answer, when allowed
    bool canPass() const;
    void clearPicks();
    int optionCount() const;

signals:
    void answered(const QStringList& picks);
    void actionChosen(const inno::client::PromptOption& option);  // action prompt options
    void picksChanged(const QStringList& picks);
    void cardHovered(int card, QPoint screenPos);
    void hoverEnded();

protected:
    bool eventFilter(QObject* o, QEvent* e) override;

private:
    void rebuild();
    void fitRows();  // the option rows as tall as their buttons, up to a few rows (then they scroll)
    void updateButtons();
    void clicked(int option);
    static QString countText(const PromptState& p);

    std::optional<PromptState> prompt_;
    TableModel model_;
    bool enabled_ = false;
    QStringList picks_;
    ScrollingRows* rows_;
    FlowLayout* flow_;
    QList<QPushButton*> buttons_;
    QPushButton* hovered_ = nullptr;  // the choice whose card is previewed: its preview goes with it
    QListWidget* order_ = nullptr;
    QWidget* footer_;
    QLabel* count_;
    QPushButton* pass_;
    QPushButton* done_;
};

class PromptBar : public QFrame {
    Q_OBJECT
public:
    explicit PromptBar(QWidget* parent = nullptr);
    // Rows of option buttons the bar shows before they scroll. The table keeps the rest of the window's height,
    // room for this many rows kept whatever the question, so that it does not move as their count changes.
    static constexpr int kRowsShown = 3;
    static constexpr int kRowSpacing = 4;  // between the rows, and under the question
    static constexpr int kMargin = 5;  // over the question and under the buttons
    // The prompt for the seat on view (or none: `waiting` says who the table waits for).
    void setState(const std::optional<PromptState>& p, const TableModel& m, bool enabled, const QString& waiting,
                  bool choicesHere);
    void showError(const QString& why);
    // Turns the eye back to the question: the bar lights up for a moment and says `note` under the question.
    void drawAttention(const QString& note);
    bool drawsAttention() const { return property("attention").toBool(); }
    QString questionText() const;  // the question, or what the table waits for
    // Where the question's words and the picture of the card that asks stand, in the bar's coordinates.
    QRect questionWordsRect() const;
    QRect sourceCardRect() const;
    // What the bar shows, each part in the bar's coordinates: the words, the card that asks, the note under the
    // question, every button (the rest of the bar is empty room).
    QList<QRect> shownParts() const;
    ChoiceBox* choices() const { return box_; }
    // The Hint button ("What would the Expert do?") shows on the player's own prompts when hints are available.
    void setHintsAvailable(bool on);
    QPushButton* hintButton() const { return hint_; }
    // "The result" shows after the game, to bring its panel back.
    void setResultAvailable(bool on);
    QPushButton* resultButton() const { return result_; }

signals:
    void cardHovered(int card, QPoint screenPos);
    void hoverEnded();
    void hintRequested();
    void resultRequested();

protected:
    bool eventFilter(QObject* o, QEvent* e) override;

private:
    QLabel* source_;
    LiveLabel* question_;
    QLabel* error_;
    ChoiceBox* box_;
    int sourceCard_ = -1;
    QPushButton* hint_;
    QPushButton* result_;
    bool hintsAvailable_ = false;
    bool ownPrompt_ = false;
};

// Floats over the table for the answers that are not on it.
class ChoicePanel : public QFrame {
    Q_OBJECT
public:
    explicit ChoicePanel(QWidget* parent);
    void setPrompt(const std::optional<PromptState>& p, const TableModel& m, bool enabled);
    ChoiceBox* choices() const { return box_; }
    // Where the card the question is about lies on the table (parent coordinates): the panel keeps off it.
    void setAvoid(const QRect& r) { avoid_ = r; }
    void reposition();

private:
    // The effect texts beside the card: an effect its set added alone while that is what asks, else every dogma effect.
    static QString effectsHtml(const CardDef& def, const TableModel& m);

    QRect avoid_;
    QLabel* title_;
    QLabel* card_;
    int source_ = -1;  // the card pictured
    // The picture of the card as large as the panel allows (at most 300 x 200): on a short table the choices stay
    // below it rather than over it.
    void fitPicture();
    IconTextBrowser* text_;
    ChoiceBox* box_;
};

// Prompt kinds answered in the floating panel rather than on the table.
bool answeredInPanel(const PromptState& p);

}  // namespace inno::client
