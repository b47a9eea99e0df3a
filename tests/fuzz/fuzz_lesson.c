/*
 * fuzz_lesson.c: libFuzzer target for the lesson reader (wasm/lesson/). Each input is the text
 * of a lesson file, read two ways:
 *   - as `tutor lint` reads a file (lesson_check_text, every byte, NULs included);
 *   - as the string of a lesson request (the text up to a NUL). That request's answer is held
 *     to every promise of the API by fuzz_api.c's own checks (strict JSON, valid UTF-8, `ok`,
 *     the same bytes twice); a text that is not UTF-8 makes the request itself not JSON
 *     (bad-json), else the answer is the reader's report.
 * Beyond what the sanitizers catch:
 *   - the count returned is the number of problems, and every problem has a whole `step` from
 *     0 to the lesson's step count, a `field`, a non-empty `message` and, if any, a `card`;
 *   - a lesson without problems has one presented step per step, each with `text`, `plays`,
 *     `position`, `question`, `after` and `end`;
 *   - the request answers exactly what the reader found.
 * A broken invariant prints the reason and aborts, so libFuzzer records the input as a crash.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "api.h"
#include "lesson/lesson.h"

/* fuzz_api.c's checks of one API answer, under another name: this file has its own entry. */
#define LLVMFuzzerTestOneInput check_api_answer
#include "fuzz_api.c"
#undef LLVMFuzzerTestOneInput

static void broken(const char *why, const uint8_t *data, size_t size, const cJSON *report) {
    char *text = cJSON_PrintUnformatted(report);
    fail(why, data, size, text);
}

static int steps_in(const char *text, size_t length) {
    cJSON *lesson = cJSON_ParseWithLength(text, length);
    int count = cJSON_GetArraySize(cJSON_GetObjectItemCaseSensitive(lesson, "steps"));
    cJSON_Delete(lesson);
    return count;
}

/* The reader's report on `text`: its problems and, when there are none, its steps. */
static void check_report(const cJSON *report, int count, const char *text, size_t length,
                         const uint8_t *data, size_t size) {
    const cJSON *problems = cJSON_GetObjectItemCaseSensitive(report, "problems");
    if (!cJSON_IsArray(problems) || cJSON_GetArraySize(problems) != count)
        broken("\"problems\" is not a list of as many problems as returned", data, size, report);
    int steps = steps_in(text, length);
    const cJSON *problem;
    cJSON_ArrayForEach(problem, problems) {
        const cJSON *step = cJSON_GetObjectItemCaseSensitive(problem, "step");
        const cJSON *card = cJSON_GetObjectItemCaseSensitive(problem, "card");
        if (!cJSON_IsNumber(step) || step->valuedouble != step->valueint || step->valueint < 0 ||
            step->valueint > steps)
            broken("a problem's step is not a step of the lesson", data, size, report);
        if (!cJSON_IsString(cJSON_GetObjectItemCaseSensitive(problem, "field")) ||
            !nonempty_string(cJSON_GetObjectItemCaseSensitive(problem, "message")) ||
            (card && !cJSON_IsString(card)))
            broken("a problem without field or message", data, size, report);
    }
    const cJSON *presented = cJSON_GetObjectItemCaseSensitive(report, "steps");
    if (count > 0) {
        if (presented) broken("steps are presented despite problems", data, size, report);
        return;
    }
    if (cJSON_GetArraySize(presented) != steps)
        broken("not one presented step per step", data, size, report);
    static const char *const parts[] = {"text", "plays", "position", "question", "after", "end"};
    const cJSON *step;
    cJSON_ArrayForEach(step, presented) {
        for (size_t i = 0; i < sizeof parts / sizeof parts[0]; i++)
            if (!cJSON_GetObjectItemCaseSensitive(step, parts[i]))
                broken("a presented step lacks a part", data, size, report);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    cJSON *report = cJSON_CreateObject();
    int count = lesson_check_text((const char *)data, size, NULL, report);
    check_report(report, count, (const char *)data, size, data, size);
    cJSON_Delete(report);

    /* The request carries a string, which ends at the first NUL. */
    char *text = malloc(size + 1);
    if (!text) return 0;
    memcpy(text, data, size);
    text[size] = '\0';
    size_t length = strlen(text);
    report = cJSON_CreateObject();
    count = lesson_check_text(text, length, NULL, report);
    check_report(report, count, text, length, data, size);

    cJSON *request = cJSON_CreateObject();
    cJSON_AddStringToObject(request, "op", "lesson");
    cJSON_AddStringToObject(request, "lesson", text);
    char *line = cJSON_PrintUnformatted(request);
    cJSON_Delete(request);
    if (line && strlen(line) <= TUTOR_API_MAX_REQUEST) {
        check_api_answer((const uint8_t *)line, strlen(line));
        char *answer_text = tutor_api_handle(line, strlen(line));
        cJSON *answer = cJSON_Parse(answer_text);
        tutor_json_problem problem;
        if (!tutor_json_check(line, strlen(line), &problem)) {
            /* Bytes that are not UTF-8 (cJSON copies them as they are): not JSON at all. */
            const cJSON *error = cJSON_GetObjectItemCaseSensitive(answer, "error");
            const cJSON *code = cJSON_GetObjectItemCaseSensitive(error, "code");
            if (!cJSON_IsString(code) || strcmp(code->valuestring, "bad-json") != 0)
                fail("a request that is not UTF-8 is not refused as bad-json", data, size,
                     answer_text);
        } else {
            /* The answer is the report with the request's `id` and `ok` in front. */
            cJSON_DeleteItemFromObjectCaseSensitive(answer, "id");
            cJSON_DeleteItemFromObjectCaseSensitive(answer, "ok");
            if (!cJSON_Compare(answer, report, 1))
                fail("the lesson request answers otherwise than the reader", data, size,
                     answer_text);
        }
        cJSON_Delete(answer);
        free(answer_text);
    }
    free(line);
    cJSON_Delete(report);
    free(text);
    return 0;
}
