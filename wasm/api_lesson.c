/*
 * api_lesson.c: the lesson request. A lesson (lessons/README.md) is checked by the core and,
 * when it has no problems, answered with every step as the app presents it (docs/api.md).
 */
#include <string.h>

#include "api_internal.h"
#include "lesson/lesson.h"

int op_lesson(api_call *c) {
    const cJSON *lesson = require(c, "lesson");
    if (!lesson) return 0;
    /* A lesson file's text as a string is read as `tutor lint` reads the file, so text that
     * is not JSON is a problem naming its line and column. */
    if (cJSON_IsString(lesson))
        lesson_check_text(lesson->valuestring, strlen(lesson->valuestring), NULL, c->response);
    else
        lesson_check(lesson, NULL, c->response);
    return 1;
}
