/*
 * cli.c: the native `tutor` command. `tutor api` answers JSON Lines: one request per line on
 * standard input, one response per line on standard output, in order. A bad line gets an
 * error response; the next line is read.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "api.h"

static int usage(FILE *out) {
    fputs("usage: tutor api    answer JSON requests, one per line (docs/api.md)\n", out);
    return out == stdout ? 0 : 2;
}

static int serve_json_lines(void) {
    size_t capacity = 0;
    char *line = NULL;
    for (;;) {
        /* Read a whole line of any length; an oversized one is refused by the API. */
        size_t length = 0;
        int ch;
        while ((ch = getchar()) != EOF && ch != '\n') {
            if (length + 1 >= capacity) {
                size_t grown = capacity ? capacity * 2 : 4096;
                char *bigger = realloc(line, grown);
                if (!bigger) {
                    free(line);
                    fputs("tutor: out of memory\n", stderr);
                    return 1;
                }
                line = bigger;
                capacity = grown;
            }
            line[length++] = (char)ch;
        }
        if (ch == EOF && length == 0) break;
        if (length > 0 && line[length - 1] == '\r') length--;
        int blank = 1;
        for (size_t i = 0; i < length && blank; i++) blank = strchr(" \t", line[i]) != NULL;
        if (!blank) {
            char *response = tutor_api_handle(line ? line : "", length);
            if (!response) {
                fputs("tutor: out of memory\n", stderr);
                free(line);
                return 1;
            }
            puts(response);
            fflush(stdout);
            free(response);
        }
        if (ch == EOF) break;
    }
    free(line);
    return 0;
}

int main(int argc, char **argv) {
    if (argc == 2 && strcmp(argv[1], "api") == 0) return serve_json_lines();
    if (argc == 2 && (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0))
        return usage(stdout);
    return usage(stderr);
}
