// Logging categories of the desktop client (enable with QT_LOGGING_RULES="innovation.*=true").
#pragma once

#include <QLoggingCategory>

Q_DECLARE_LOGGING_CATEGORY(lcClient)
Q_DECLARE_LOGGING_CATEGORY(lcTable)
Q_DECLARE_LOGGING_CATEGORY(lcApp)
