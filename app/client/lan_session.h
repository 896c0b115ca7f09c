// LAN play in the client: hosting (the server runs inside the client), finding and joining tables, the lobby
// until the host starts, and the game itself through a TcpTransport and the usual GameController. Shows who is
// away and when the connection is being restored.
#pragma once

#include <QDialog>
#include <QPointer>

#include <boost/json/fwd.hpp>

#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;
class QTreeWidget;
class QTreeWidgetItem;

namespace inno::net {
class DiscoveryBrowser;
class LanServer;
class TcpTransport;
}  // namespace inno::net

namespace inno::client {

class GameController;
class MainWindow;

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

signals:
    void gameShown();  // the table's first message arrived: show the game screen

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

// Host LAN game: name, players, table name, password, port.
class HostLanDialog : public QDialog {
    Q_OBJECT
public:
    explicit HostLanDialog(QWidget* parent = nullptr);
    QString playerName() const;
    QString tableName() const;
    QString password() const;
    int players() const;
    quint16 port() const;

private:
    QLineEdit* name_;
    QLineEdit* table_;
    QLineEdit* password_;
    QSpinBox* players_;
    QSpinBox* port_;
};

// Join LAN game: the servers and tables found by discovery within 2 seconds, or an address typed in.
class JoinLanDialog : public QDialog {
    Q_OBJECT
public:
    explicit JoinLanDialog(QWidget* parent = nullptr);
    ~JoinLanDialog() override;
    QString playerName() const;
    QString password() const;
    QString host() const { return host_; }
    quint16 port() const { return port_; }
    int table() const { return table_; }
    bool spectate() const { return spectate_; }
    bool rejoin() const { return rejoin_; }  // take the saved seat back (savedLanSeat())
    void search();

private:
    void addServer(const QString& host, quint16 port, const QString& name, const boost::json::array& tables);
    void lookUp();
    void choose(bool spectate);
    void selectionChanged();

    QLineEdit* name_;
    QLineEdit* password_;
    QLineEdit* address_;
    QTreeWidget* list_;
    QLabel* status_;
    QPushButton* join_;
    QPushButton* watch_;
    net::DiscoveryBrowser* browser_;
    QPointer<net::TcpTransport> probe_;
    QString host_;
    quint16 port_ = 0;
    int table_ = 0;
    bool spectate_ = false;
    bool rejoin_ = false;
};

// Until the host starts: who sits where; the host fills open seats with bots and starts.
class LobbyDialog : public QDialog {
    Q_OBJECT
public:
    LobbyDialog(net::TcpTransport* transport, const QString& address, QWidget* parent = nullptr);

private:
    void refresh(const boost::json::object& seats);

    net::TcpTransport* transport_;
    QLabel* info_;
    QListWidget* seats_;
    QComboBox* fill_;
    QPushButton* start_;
    QLabel* status_;
    QString address_;
    QList<QWidget*> hostWidgets_;
};

}  // namespace inno::client
