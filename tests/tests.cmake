# tests.cmake: the C tests (tests/core, tests/api) and the conformance cases, under ctest.

# tutor_c_test(name source [arguments...]): the arguments are passed to the test.
function(tutor_c_test name source)
  add_executable(${name} ${source})
  target_link_libraries(${name} PRIVATE tutor_api)
  # Tests may reach a game's own header, private to core/games/.
  target_include_directories(${name} PRIVATE tests core/games)
  target_compile_options(${name} PRIVATE ${TUTOR_WARNINGS})
  add_test(NAME ${name} COMMAND ${name} ${ARGN})
endfunction()

tutor_c_test(test_cardset tests/core/test_cardset.c)
tutor_c_test(test_rng tests/core/test_rng.c)
tutor_c_test(test_deal_complete tests/core/test_deal_complete.c)
tutor_c_test(test_texas_42 tests/core/games/test_texas_42.c)
tutor_c_test(test_texas_42_hand tests/core/games/test_texas_42_hand.c)
tutor_c_test(test_french_tarot tests/core/games/test_french_tarot.c)
tutor_c_test(test_french_tarot_hand tests/core/games/test_french_tarot_hand.c)
tutor_c_test(test_play tests/core/test_play.c)
tutor_c_test(test_lang tests/core/test_lang.c)
tutor_c_test(test_api tests/api/test_api.c)
# The core built for French alone, as the site's tutor-web-fr is, against the build with every
# language.
tutor_c_test(test_one_language tests/api/test_one_language.c $<TARGET_FILE:tutor>)
target_sources(test_one_language PRIVATE wasm/one_language.c)
target_compile_definitions(test_one_language PRIVATE KEEP_fr)
tutor_c_test(test_hand tests/api/test_hand.c)
tutor_c_test(test_game tests/api/test_game.c)
tutor_c_test(test_tapp_tarock_score tests/core/games/test_tapp_tarock_score.c)
tutor_c_test(test_tapp_tarock tests/core/games/test_tapp_tarock.c)
tutor_c_test(test_tapp_tarock_hand tests/core/games/test_tapp_tarock_hand.c)
tutor_c_test(test_ottocento tests/core/games/test_ottocento.c)
tutor_c_test(test_eight_hundred tests/core/games/test_eight_hundred.c)
tutor_c_test(test_piedmont_tarocchi tests/core/games/test_piedmont_tarocchi.c)
tutor_c_test(test_piedmont_hand tests/core/games/test_piedmont_hand.c)
tutor_c_test(test_combinations tests/core/games/test_combinations.c)
tutor_c_test(test_tarocchino_hand tests/core/games/test_tarocchino_hand.c)
tutor_c_test(test_random_play tests/core/test_random_play.c)
tutor_c_test(test_burro tests/core/games/test_burro.c)
tutor_c_test(test_hands tests/core/test_hands.c)
# Seeded whole hands of every game against their recorded transcripts, byte for byte; after a
# deliberate change of the rules: test_transcripts --write tests/core/transcripts
tutor_c_test(test_transcripts tests/core/test_transcripts.c ${CMAKE_SOURCE_DIR}/tests/core/transcripts)
# Code outside core/games/, lessons/ and tests/ names no game, but for the files still listed
# in tests/game_names.sh (a list that only shrinks).
add_test(NAME game-names COMMAND bash ${CMAKE_SOURCE_DIR}/tests/game_names.sh ${CMAKE_SOURCE_DIR})

# The public conformance cases, through the native `tutor api`. The same runner takes the
# WebAssembly build through `node wasm/tutor-api.mjs` (see tests/run.sh).
find_program(NODE node REQUIRED)
set(conformance_files texas-42.jsonl replay-texas-42.jsonl french-tarot.jsonl tapp-tarock.jsonl
    ottocento.jsonl eight-hundred.jsonl piedmont-tarocchi.jsonl burro.jsonl replay-french-tarot.jsonl)
foreach(file ${conformance_files})
  add_test(NAME conformance-native-${file}
           COMMAND ${NODE} ${CMAKE_SOURCE_DIR}/tests/conformance/run.mjs
                   --cases ${TUTOR_SHARED_DIR}/conformance/public/${file}
                   -- $<TARGET_FILE:tutor> api)
endforeach()
# The bad-input matrix (docs/robustness.md), natively.
add_test(NAME bad-input-native
         COMMAND ${NODE} ${CMAKE_SOURCE_DIR}/tests/api/bad_input.mjs -- $<TARGET_FILE:tutor> api)
# Lessons: `tutor lint` on the broken, valid and curriculum lessons, and every lesson through
# the lesson request, natively (tests/run.sh runs the latter through WebAssembly too).
add_test(NAME lessons-lint COMMAND ${NODE} ${CMAKE_SOURCE_DIR}/tests/lessons/run.mjs -- $<TARGET_FILE:tutor>)
add_test(NAME lessons-native
         COMMAND ${NODE} ${CMAKE_SOURCE_DIR}/tests/lessons/play.mjs -- $<TARGET_FILE:tutor> api)
# What `games` says of every game (its cards and their names, suits, sides, options decided in
# the hand) against the other requests' answers, natively.
add_test(NAME games-native
         COMMAND ${NODE} ${CMAKE_SOURCE_DIR}/tests/api/games.mjs -- $<TARGET_FILE:tutor> api)
# Whole hands through the `hand` request, every action chosen at random, natively.
add_test(NAME hands-native
         COMMAND ${NODE} ${CMAKE_SOURCE_DIR}/tests/api/hands.mjs -- $<TARGET_FILE:tutor> api)
# Property test: every refusal's and every trick winner's claim true in its position, natively.
add_test(NAME claims-native
         COMMAND ${NODE} ${CMAKE_SOURCE_DIR}/tests/api/claims.mjs -- $<TARGET_FILE:tutor> api)
# Property test: random seeded hands played out with random legal cards, natively.
add_test(NAME random-hands-native
         COMMAND ${NODE} ${CMAKE_SOURCE_DIR}/tests/api/random_hands.mjs -- $<TARGET_FILE:tutor> api)
# The computer players: the sampler's consistency, the solver against plain minimax, and bots
# of every level over whole hands.
tutor_c_test(test_sample tests/core/test_sample.c)
tutor_c_test(test_bot tests/core/test_bot.c)
tutor_c_test(test_solve tests/core/test_solve.c)
tutor_c_test(test_bot_api tests/api/test_bot_api.c)
