// LAN play in the client: hosting (the server runs inside the client), finding and joining tables, the lobby
// until the host starts, and the game itself through a TcpTransport and the usual GameController. Shows who is
// away and when the connection is being restored.
#pragma once

#include <QObject>
#include <QPointer>
#include <QWidget>

#include <optional>

class QLabel;
class QPushButton;

namespace inno::net {
class LanServer;
class TcpTransport;
}  // namespace inno::net

namespace inno::client {

class GameController;
class MainWindow;

// The name to offer in the LAN dialogs: the last one used, else the login name.
QString defaultLanPlayerName();

// The address people on the network can reach this machine at (the first IPv4 of an interface that is up).
QString localLanAddress();

// The seat this client last held at a LAN table (kept in the settings until the game ends), so that the client
// itself can crash or be closed and still come back to its seat.
struct SavedLanSeat {
    QString host;
    quint16 port = 0;
    int table = 0;
    QString token;
    QString tableName;
    bool hosted = false;  // the table runs in this client's own server
};
std::optional<SavedLanSeat> savedLanSeat();
void clearSavedLanSeat();

class LanSession : public QObject {
    Q_OBJECT
public:
    explicit LanSession(QWidget* gameScreen, QObject* parent = nullptr);
    ~LanSession() override;

    // Starts the server inside the client (listening on INNOVATION_LISTEN_ADDRESS or every interface).
    bool startServer(quint16 port, QString* error);
    net::LanServer* server() const { return server_; }
    net::TcpTransport* transport() const { return transport_; }
    GameController* controller() const { return controller_; }
    // The host allowed hints at this table (the table's "seats" message says so).
    bool hintsAllowed() const;

signals:
    void gameShown();  // the table's first message arrived: show the game screen
    void hintsAllowedChanged(bool allowed);
    // This client conceded and a bot took its seat: it watches now (`message`: the server's words).
    void concededToBot(const QString& message);

private:
    void updateOverlay();

    net::LanServer* server_ = nullptr;  // a child, when hosting
    bool hosted_ = false;
    net::TcpTransport* transport_ = nullptr;
    GameController* controller_ = nullptr;
    QPointer<QWidget> screen_;
    QLabel* overlay_ = nullptr;
    QString storageNotice_;  // the server's word that it cannot save (empty: it can)
    QPushButton* standIn_ = nullptr;
    bool shown_ = false;
};

}  // namespace inno::client
