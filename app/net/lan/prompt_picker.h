// A random answer to a prompt as it arrives on the wire (the "prompt" object of a prompt message), for bot
// clients: the load test and the LAN tests. Qt-free. The server checks every answer; a refused one is retried.
#pragma once

#include <boost/json.hpp>

#include <random>
#include <string>
#include <vector>

namespace inno::net {

// Between min and max option texts ("none" for an empty answer); an order prompt gets every option.
std::vector<std::string> randomPicks(const boost::json::object& prompt, std::mt19937_64& rng);

}  // namespace inno::net
