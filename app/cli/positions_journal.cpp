#include "positions_journal.h"

#include <filesystem>
#include <sstream>
#include <string_view>

namespace {
constexpr std::string_view kClosing = "# game ";
constexpr std::string_view kLeftOut = " left out";
}  // namespace

std::string closingLine(unsigned long long seed, bool leftOut) {
    return std::string(kClosing) + std::to_string(seed) + (leftOut ? std::string(kLeftOut) : std::string()) + "\n";
}

void PositionsJournal::count(const std::string& text, std::size_t from, std::size_t to) {
    for (std::size_t at = from; at < to;) {
        const std::size_t end = text.find('\n', at);
        const std::string_view line(text.data() + at, end - at);
        if (line.starts_with(kClosing)) {
            ++closed_;
            if (line.ends_with(kLeftOut)) ++leftOut_;
        } else if (!line.starts_with('#')) {
            ++rows_;
        }
        at = end + 1;
    }
}

std::string PositionsJournal::open(const std::string& path, const std::string& head) {
    std::error_code ec;
    std::size_t kept = 0;
    if (std::filesystem::exists(path, ec)) {
        std::ifstream in(path, std::ios::binary);
        if (!in) return "cannot read the journal " + path;
        std::stringstream buffer;
        buffer << in.rdbuf();
        const std::string text = buffer.str();
        if (!text.empty()) {
            if (!text.starts_with(head))
                return path + " holds other positions (another table, other bots or other deals); give another file "
                              "or the same options";
            // Keep everything up to the end of the last closing line.
            kept = head.size();
            for (std::size_t at = head.size(); at < text.size();) {
                const std::size_t end = text.find('\n', at);
                if (end == std::string::npos) break;
                if (std::string_view(text.data() + at, end - at).starts_with(kClosing)) kept = end + 1;
                at = end + 1;
            }
            count(text, head.size(), kept);
            if (kept < text.size()) std::filesystem::resize_file(path, kept, ec);
            if (ec) return "cannot mend the journal " + path + ": " + ec.message();
        }
    }
    if (kept == 0) {
        out_.open(path, std::ios::binary | std::ios::trunc);
        out_ << head;
    } else {
        out_.open(path, std::ios::binary | std::ios::app);
    }
    out_.flush();
    if (!out_) return "cannot write the journal " + path;
    return {};
}

void PositionsJournal::append(const std::string& block) {
    count(block, 0, block.size());
    out_ << block;
    out_.flush();
}
