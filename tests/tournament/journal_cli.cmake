# innovation-cli tournament --journal: a tournament stopped part way and started again reports what one unbroken
# run reports (the same answers digest and tallies); a line cut off by a killed run is dropped and its game played
# again; a journal of other options is refused and left as it was.
# Run by CTest: cmake -DCLI=... -DDIR=... -P journal_cli.cmake
set(journal ${DIR}/journal.jsonl)
file(REMOVE ${journal})
set(match --bots medium,random --seed 3 --threads 2 --json --quiet)

function(run games out)
  execute_process(COMMAND ${CLI} tournament ${match} --games ${games} ${ARGN} OUTPUT_VARIABLE json RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "tournament of ${games} games ${ARGN} failed (${rc})")
  endif()
  string(JSON digest GET "${json}" answersDigest)
  string(JSON wins GET "${json}" bots 0 wins)
  string(JSON losses GET "${json}" bots 1 wins)
  string(JSON resumed GET "${json}" resumedGames)
  set(${out} "${digest} ${wins}-${losses}" PARENT_SCOPE)
  set(${out}_resumed ${resumed} PARENT_SCOPE)
endfunction()

# The header and one line per game played: a game taken from the journal is not played again.
function(expect_lines count)
  file(READ ${journal} text)
  string(REGEX MATCHALL "\n" newlines "${text}")
  list(LENGTH newlines lines)
  if(NOT lines EQUAL count)
    message(FATAL_ERROR "the journal has ${lines} lines, not ${count}:\n${text}")
  endif()
endfunction()

# A run of all six games on the journal: the unbroken run's digest and tallies, `taken` games from the journal,
# and the header and six games in it afterwards.
function(expect_resumed taken)
  run(6 resumed --journal ${journal})
  if(NOT resumed STREQUAL whole OR NOT resumed_resumed EQUAL taken)
    message(FATAL_ERROR "resumed: '${resumed}' (${resumed_resumed} taken, not ${taken}), unbroken: '${whole}'")
  endif()
  expect_lines(7)
endfunction()

run(6 whole)
run(2 firstPart --journal ${journal})
if(NOT firstPart_resumed EQUAL 0)
  message(FATAL_ERROR "a new journal resumed ${firstPart_resumed} games")
endif()
expect_resumed(2)

# A run killed while writing a game: its half line goes, and the game is played again.
file(READ ${journal} text)
string(REGEX REPLACE "\n{\"game\":5,[^\n]*" "" text "${text}")
file(WRITE ${journal} "${text}{\"game\":5,\"botAt\":[0,")
expect_resumed(5)
file(READ ${journal} text)
if(NOT text MATCHES "\n{\"game\":5,[^\n]*\n")
  message(FATAL_ERROR "game 5 was not played again:\n${text}")
endif()

# Other options: refused, the journal untouched.
file(SHA256 ${journal} kept)
execute_process(COMMAND ${CLI} tournament --bots random,medium --seed 3 --games 6 --journal ${journal}
                RESULT_VARIABLE rc ERROR_VARIABLE error OUTPUT_VARIABLE none)
file(SHA256 ${journal} now)
if(NOT rc EQUAL 2 OR NOT error MATCHES "is the journal of another tournament" OR NOT none STREQUAL "" OR NOT now STREQUAL kept)
  message(FATAL_ERROR "another tournament's journal: exit ${rc}, '${error}', output '${none}'")
endif()
