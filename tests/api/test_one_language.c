/*
 * The core built for one language (wasm/one_language.c, the site's tutor-web-<lang>), here for
 * French: it answers every request as the build with every language answers it in French,
 * whether the request names French or no language, and refuses every other language by name.
 * The build with every language is the native `tutor` given as the argument.
 */
#define _POSIX_C_SOURCE 200809L

#include <stdio.h>
#include <stdlib.h>

#include "api.h"
#include "check.h"

/* Requests in French, each on one line, and the same without "lang". */
static const char *const requests[] = {
    "{\"op\":\"legal\",\"lang\":\"fr\",\"game\":\"texas-42\",\"options\":{\"trump\":\"4\"},"
    "\"trick\":[\"6-1\"],\"hand\":[\"6-4\",\"6-2\",\"3-3\"]}",
    "{\"op\":\"hand\",\"lang\":\"fr\",\"game\":\"french-tarot\",\"seed\":7,\"dealer\":0,"
    "\"actions\":[{\"bid\":\"pass\"},{\"bid\":\"garde\"},{\"bid\":\"pass\"},{\"bid\":\"pass\"}]}",
    "{\"op\":\"hand\",\"lang\":\"fr\",\"game\":\"ottocento\",\"seed\":3,\"dealer\":1,\"actions\":[]}",
    "{\"op\":\"coach\",\"lang\":\"fr\",\"game\":\"burro\",\"seed\":5,\"dealer\":0,\"level\":2,"
    "\"actions\":[]}",
    "{\"lang\":\"fr\",\"op\":\"games\"}",
    "{\"op\":\"legal\",\"lang\":\"fr\",\"game\":\"french-tarot\",\"trick\":[\"H1\"],\"hand\":[\"XX\"]}",
};

/* The answer of the build with every language (`tutor api` at `tool`) to one request. */
static char *full_answer(const char *tool, const char *request) {
    char path[] = "/tmp/one-language-XXXXXX";
    int fd = mkstemp(path);
    CHECK(fd >= 0);
    FILE *in = fdopen(fd, "w");
    fprintf(in, "%s\n", request);
    fclose(in);
    char command[512];
    snprintf(command, sizeof command, "'%s' api < '%s'", tool, path);
    FILE *out = popen(command, "r");
    static char line[1 << 20];
    line[0] = '\0';
    if (out) {
        if (!fgets(line, sizeof line, out)) line[0] = '\0';
        pclose(out);
    }
    remove(path);
    size_t n = strlen(line);
    if (n && line[n - 1] == '\n') line[n - 1] = '\0';
    CHECK(line[0] == '{');
    return line;
}

static char *answer(const char *request) {
    char *text = tutor_api_handle(request, strlen(request));
    CHECK(text != NULL);
    return text;
}

/* The request without its "lang" field. */
static void without_lang(const char *request, char *out, size_t size) {
    const char *at = strstr(request, "\"lang\":\"fr\",");
    CHECK(at != NULL);
    if (!at) at = request;
    snprintf(out, size, "%.*s%s", (int)(at - request), request, at + strlen("\"lang\":\"fr\","));
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: test_one_language PATH-TO-TUTOR\n");
        return 2;
    }
    for (size_t i = 0; i < sizeof requests / sizeof requests[0]; i++) {
        char *full = full_answer(argv[1], requests[i]);
        CHECK(strstr(full, "\"ok\":true") || strstr(full, "\"ok\":false"));
        char *one = answer(requests[i]);
        if (strcmp(one, full) != 0) fprintf(stderr, "request %zu differs:\n%s\n%s\n", i, one, full);
        CHECK_STR(one, full);
        char plain[1024];
        without_lang(requests[i], plain, sizeof plain);
        char *unnamed = answer(plain);
        CHECK_STR(unnamed, one);
        free(one);
        free(unnamed);
    }
    /* The answers are French indeed, and the other languages are not there. */
    char *french = answer(requests[0]);
    CHECK(strstr(french, "On a entamé 6-1") != NULL);
    free(french);
    static const char *const others[] = {"en", "de", "it", "es", "pt"};
    for (size_t i = 0; i < sizeof others / sizeof others[0]; i++) {
        char request[128], want[160];
        snprintf(request, sizeof request, "{\"op\":\"games\",\"lang\":\"%s\"}", others[i]);
        snprintf(want, sizeof want,
                 "\"message\":\"There is no language \\\"%s\\\"; the languages are \\\"fr\\\".\"",
                 others[i]);
        char *refused = answer(request);
        if (!strstr(refused, want)) fprintf(stderr, "%s\n", refused);
        CHECK(strstr(refused, "\"code\":\"unknown-lang\"") != NULL);
        CHECK(strstr(refused, want) != NULL);
        free(refused);
    }
    return check_summary("test_one_language");
}
