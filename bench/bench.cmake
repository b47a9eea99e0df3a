# bench.cmake: bench_core, the speed of whole hands and of the JSON API (bench/run.sh runs it).
# Natively it is a plain program; under emcmake the same source becomes one CommonJS file for
# Node with the .wasm inlined, so the two builds play the same hands and can be compared.

add_executable(bench_core bench/bench_core.c)
target_link_libraries(bench_core PRIVATE tutor_api)
target_compile_options(bench_core PRIVATE ${TUTOR_WARNINGS})
# Allocator calls are counted by routing malloc, calloc and realloc through the benchmark.
target_link_options(bench_core PRIVATE
  "LINKER:--wrap=malloc" "LINKER:--wrap=calloc" "LINKER:--wrap=realloc")
if(EMSCRIPTEN)
  set_target_properties(bench_core PROPERTIES SUFFIX ".cjs")
  target_link_options(bench_core PRIVATE
    -sSINGLE_FILE=1 -sENVIRONMENT=node -sALLOW_MEMORY_GROWTH=1 -sEXIT_RUNTIME=1)
endif()

# bench_heap: the API's heap after 1,000 requests and after 1,000,000 (bench/run.sh).
add_executable(bench_heap bench/bench_heap.c)
target_link_libraries(bench_heap PRIVATE tutor_api)
target_compile_options(bench_heap PRIVATE ${TUTOR_WARNINGS})
if(EMSCRIPTEN)
  set_target_properties(bench_heap PROPERTIES SUFFIX ".cjs")
  target_link_options(bench_heap PRIVATE
    -sSINGLE_FILE=1 -sENVIRONMENT=node -sALLOW_MEMORY_GROWTH=1 -sEXIT_RUNTIME=1)
endif()

# bench_bot: the computer players' strength on duplicate deals and their decision times
# (bench/run.sh).
add_executable(bench_bot bench/bench_bot.c)
target_link_libraries(bench_bot PRIVATE tutor_core m)
target_compile_options(bench_bot PRIVATE ${TUTOR_WARNINGS})
if(EMSCRIPTEN)
  set_target_properties(bench_bot PROPERTIES SUFFIX ".cjs")
  target_link_options(bench_bot PRIVATE
    -sSINGLE_FILE=1 -sENVIRONMENT=node -sALLOW_MEMORY_GROWTH=1 -sEXIT_RUNTIME=1)
endif()
