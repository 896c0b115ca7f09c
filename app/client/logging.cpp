#include "logging.h"

Q_LOGGING_CATEGORY(lcClient, "innovation.client", QtInfoMsg)
Q_LOGGING_CATEGORY(lcTable, "innovation.table", QtInfoMsg)
Q_LOGGING_CATEGORY(lcApp, "innovation.app", QtInfoMsg)
