/*
 * cli.c: the native `tutor` command. `tutor api` answers JSON Lines: one request per line on
 * standard input, one response per line on standard output, in order, every line answered
 * (docs/api.md, "JSON Lines"). A bad line gets an error response; the next line is read. `tutor lint FILE...` checks lesson files with the
 * checker the lesson request uses (wasm/lesson/), and a lesson's words in another language
 * (lessons/<game>/<lang>/<name>.json) against the lesson they translate.
 */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "api.h"
#include "lesson/lesson.h"

static int usage(FILE *out) {
    fputs("usage: tutor api          answer JSON requests, one per line (docs/api.md)\n"
          "       tutor lint FILE... check lesson files and lessons' words in other languages\n"
          "                          (lessons/README.md): one line per problem, then a count;\n"
          "                          exit status 1 when any is found\n",
          out);
    return out == stdout ? 0 : 2;
}

/* Answers one line of `length` bytes: `line` holds them all, or, for a line over the API's
 * limit, as many as were kept (the API refuses it from its length alone). */
static int answer(const char *line, size_t length) {
    char *response = tutor_api_handle(line, length);
    if (!response) {
        fputs("tutor: out of memory\n", stderr);
        return 0;
    }
    puts(response);
    fflush(stdout);
    free(response);
    return 1;
}

/* JSON Lines, as wasm/tutor-api.mjs reads them too: a line ends at \n and nowhere else (a \r
 * or a NUL is a byte of the line), and every line gets exactly one answer, an empty one
 * included; a last line without \n is a line when it holds anything. A line is kept only up to
 * one byte past TUTOR_API_MAX_REQUEST: the rest of a longer one is counted and dropped as it
 * streams by, and the API refuses it from its length alone. */
static int serve_json_lines(void) {
    static char line[TUTOR_API_MAX_REQUEST + 1];
    size_t kept = 0, length = 0;
    int ch;
    while ((ch = getchar()) != EOF) {
        if (ch == '\n') {
            if (!answer(line, length)) return 1;
            kept = length = 0;
            continue;
        }
        if (kept < sizeof line) line[kept++] = (char)ch;
        if (length < SIZE_MAX) length++;
    }
    if (length > 0 && !answer(line, length)) return 1;
    return 0;
}

/* Reads up to `size` bytes of a file into `text`; 0 with errno set when it cannot be read. */
static int read_file(const char *path, char *text, size_t size, size_t *length) {
    FILE *file = fopen(path, "rb");
    if (!file) return 0;
    *length = fread(text, 1, size, file);
    int failed = ferror(file), reason = errno; /* fread's reason, e.g. EISDIR for a folder */
    fclose(file);
    errno = reason;
    return !failed;
}

/* Whether `text` is a lesson's words in another language rather than a lesson. */
static int is_words_file(const char *text, size_t length) {
    cJSON *file = cJSON_ParseWithLength(text, length);
    const cJSON *format = cJSON_GetObjectItemCaseSensitive(file, "format");
    int words = cJSON_IsString(format) && strcmp(format->valuestring, LESSON_WORDS_FORMAT) == 0;
    cJSON_Delete(file);
    return words;
}

/* The lesson a words file translates: lessons/<game>/<lang>/<name>.json is the words of
 * lessons/<game>/<name>.json. */
static int lesson_path_of(const char *path, char *lesson, size_t size) {
    const char *name = strrchr(path, '/');
    if (!name) return snprintf(lesson, size, "../%s", path) < (int)size;
    const char *folder = name;
    while (folder > path && folder[-1] != '/') folder--;
    return snprintf(lesson, size, "%.*s%s", (int)(folder - path), path, name + 1) < (int)size;
}

/* Checks one file, a lesson or a lesson's words, into `report`; returns the problems' count. */
static int check_file(const char *path, const char *text, size_t length, cJSON *report) {
    if (!is_words_file(text, length)) return lesson_check_text(text, length, path, report);
    static char lesson_text[LESSON_MAX_BYTES + 1];
    char lesson[4096];
    size_t lesson_length = 0;
    if (!lesson_path_of(path, lesson, sizeof lesson) ||
        !read_file(lesson, lesson_text, sizeof lesson_text, &lesson_length)) {
        cJSON *problem = cJSON_CreateObject();
        cJSON_AddNumberToObject(problem, "step", 0);
        char message[4200];
        snprintf(message, sizeof message,
                 "these are a lesson's words, but the lesson they translate, %s, cannot be read: %s",
                 lesson, strerror(errno));
        cJSON_AddStringToObject(problem, "message", message);
        cJSON_AddItemToArray(cJSON_AddArrayToObject(report, "problems"), problem);
        return 1;
    }
    return lesson_words_check_text(lesson_text, lesson_length, text, length, path, report);
}

/* Prints one file's problems as "FILE: step N: message" ("FILE: message" for the lesson's own
 * fields) and returns how many there are. */
static int lint_file(const char *path) {
    size_t length;
    /* One byte past the limit is enough for the checker to say the file is too big. */
    static char text[LESSON_MAX_BYTES + 1];
    if (!read_file(path, text, sizeof text, &length)) {
        printf("%s: cannot be read: %s\n", path, strerror(errno));
        return 1;
    }
    cJSON *report = cJSON_CreateObject();
    int count = check_file(path, text, length, report);
    const cJSON *problem;
    cJSON_ArrayForEach(problem, cJSON_GetObjectItemCaseSensitive(report, "problems")) {
        int step = cJSON_GetObjectItemCaseSensitive(problem, "step")->valueint;
        const char *message = cJSON_GetObjectItemCaseSensitive(problem, "message")->valuestring;
        printf("%s: ", path);
        if (step > 0) printf("step %d: ", step);
        printf("%s\n", message);
    }
    cJSON_Delete(report);
    return count;
}

static int lint(int count, char **paths) {
    int problems = 0;
    for (int i = 0; i < count; i++) problems += lint_file(paths[i]);
    printf("%d lesson%s checked, %d problem%s\n", count, count == 1 ? "" : "s", problems,
           problems == 1 ? "" : "s");
    return problems ? 1 : 0;
}

int main(int argc, char **argv) {
    if (argc == 2 && strcmp(argv[1], "api") == 0) return serve_json_lines();
    if (argc >= 3 && strcmp(argv[1], "lint") == 0) return lint(argc - 2, argv + 2);
    if (argc == 2 && (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0))
        return usage(stdout);
    return usage(stderr);
}
