// Writes app/client/text/card_text_sources.cpp: the effect texts and rulings of every card of every set in the engine's
// catalogue, and the Echoes cards' echo effects, each marked with QT_TRANSLATE_NOOP so that lupdate puts it into the
// .ts files (contexts "CardText" for effects and echo effects, "CardRuling" for rulings, keyed by the English text:
// a text printed twice, as an effect or an echo effect, is one entry).
//   write_card_text_sources FILE           rewrites FILE when its content differs (the update_translations target)
//   write_card_text_sources --check FILE   fails, saying what to run, when FILE is not what would be written
//                                          (the CTest card_text_sources_current)
#include "catalogue/catalogue.h"
#include "core/card.h"
#include "core/card_set.h"
#if INNOVATION_WITH_ECHOES
#include "echoes/echoes_card.h"
#endif

#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <string_view>

namespace {

std::string literal(std::string_view text) {
    std::string out = "\"";
    for (char c : text) {
        if (c == '\\' || c == '"') out += '\\';
        out += c;
    }
    return out + '"';
}

// The echo effects are not CardDef effects: the Echoes module keeps them beside its cards' dogma effects. Their
// choices (the names of the ways an either/or effect may go) are added to `choices`.
std::string echoEffects(std::ostringstream& choices) {
    std::ostringstream out;
#if INNOVATION_WITH_ECHOES
    for (const inno::echoes::EchoesCardDef& c : inno::echoes::allEchoesCards()) {
        if (!c.echo.printed()) continue;
        out << "    // " << c.title << '\n';
        out << "    QT_TRANSLATE_NOOP(\"CardText\", " << literal(c.echo.text) << "),\n";
        if (!c.echo.choices.empty()) choices << "    // " << c.title << " (echo effect)\n";
        for (std::string_view way : c.echo.choices) choices << "    QT_TRANSLATE_NOOP(\"CardChoice\", " << literal(way) << "),\n";
    }
#else
    (void)choices;
#endif
    return out.str();
}

std::string generated() {
    std::ostringstream effects, rulings, choices;
    for (const inno::CardDef& c : inno::everyCard()) {
        // A set offered to no game yet (its effects still being written, CardSetDef::missingEffects) is left out:
        // its texts are translated once it is finished.
        if (inno::cardSet(c.set).missingEffects > 0) continue;
        if (!c.effects.empty()) effects << "    // " << c.title << '\n';
        for (const inno::Effect& e : c.effects) {
            effects << "    QT_TRANSLATE_NOOP(\"CardText\", " << literal(e.text) << "),\n";
            if (!e.choices.empty()) choices << "    // " << c.title << '\n';
            for (std::string_view way : e.choices) choices << "    QT_TRANSLATE_NOOP(\"CardChoice\", " << literal(way) << "),\n";
        }
        if (!c.rulings.empty()) rulings << "    // " << c.title << '\n';
        for (std::string_view r : c.rulings) rulings << "    QT_TRANSLATE_NOOP(\"CardRuling\", " << literal(r) << "),\n";
    }
    const std::string echoes = echoEffects(choices);
    std::ostringstream out;
    out << "// Generated from the engine's card catalogue by translations/write_card_text_sources.cpp (do not edit; the\n"
           "// build target update_translations rewrites it): every card's effect texts, echo effects, rulings and the names\n"
           "// of the ways its either/or effects may go, marked\n"
           "// for lupdate.\n"
           "#include \"card_texts.h\"\n"
           "\n"
           "#include <QCoreApplication>\n"
           "\n"
           "namespace inno::client {\n"
           "\n"
           "namespace {\n"
           "const char* const kEffects[] = {\n"
        << effects.str()
        << "};\n"
           "\n"
           "const char* const kRulings[] = {\n"
        << rulings.str()
        << "};\n"
        << (echoes.empty() ? "" : "\nconst char* const kPrintedEffects[] = {\n" + echoes + "};\n")
        << "\nconst char* const kChoices[] = {\n"
        << choices.str()
        << "};\n"
        << "}  // namespace\n"
           "\n"
           "std::span<const char* const> effectTextSources() { return kEffects; }\n"
           "std::span<const char* const> rulingSources() { return kRulings; }\n"
           "std::span<const char* const> printedEffectSources() { return "
        << (echoes.empty() ? "{}" : "kPrintedEffects") << "; }\n"
           "std::span<const char* const> choiceSources() { return kChoices; }\n"
           "\n"
           "}  // namespace inno::client\n";
    return out.str();
}

std::string contentOf(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

}  // namespace

int main(int argc, char** argv) {
    inno::catalogue::install();
    const bool check = argc == 3 && std::string_view(argv[1]) == "--check";
    if (argc != 2 && !check) {
        std::cerr << "usage: write_card_text_sources [--check] app/client/text/card_text_sources.cpp\n";
        return 2;
    }
    const std::string path = argv[argc - 1];
    const std::string text = generated();
    if (contentOf(path) == text) return 0;
    if (check) {
        std::cerr << path << " does not hold the card texts of the engine's catalogue: run "
                     "`cmake --build build --target update_translations` and translate the new entries "
                     "(translations/README.md)\n";
        return 1;
    }
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << text;
    if (!out.flush()) {
        std::cerr << "cannot write " << path << '\n';
        return 1;
    }
    return 0;
}
