#include "sets/set_words.h"

namespace inno::client {

QString setKey(SetId set) {
    const std::string_view key = cardSet(set).key;
    return QString::fromUtf8(key.data(), static_cast<qsizetype>(key.size()));
}

QString optionKey(SetId set, int index) {
    const auto& options = cardSet(set).options;
    if (index < 0 || index >= static_cast<int>(options.size())) return {};
    const std::string_view key = options[static_cast<std::size_t>(index)];
    return QString::fromUtf8(key.data(), static_cast<qsizetype>(key.size()));
}

const SetWords* setWords(SetId set) { return clientSet(set).words; }

const SetWords* zoneWords(Zone zone) {
    for (const ClientSet& s : clientSets()) {
        if (zone == Zone::Common && !cardSet(s.id).commonZone.empty()) return s.words;
        const RegisteredSet& r = registeredSet(s.id);
        const int first = r.firstZone;
        const int count = static_cast<int>(cardSet(s.id).zones.size());
        if (static_cast<int>(zone) >= first && static_cast<int>(zone) < first + count) return s.words;
    }
    return nullptr;
}

const SetWords* actionWords(ActionKind action) {
    const SetId set = setOfAction(action);
    return set == kMainSet ? nullptr : setWords(set);
}

QString demandLabelOf(Effect::Kind kind, const QString& demandLabel) {
    if (kind > Effect::Demand)
        if (QString w = firstWords([&](const SetWords& words) { return words.demandLabel(kind); }); !w.isEmpty()) return w;
    return demandLabel;
}

}  // namespace inno::client
