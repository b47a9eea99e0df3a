/*
 * exports.c: what the WebAssembly module exports (listed, with why, in exports.txt).
 * Strings in and out only: the caller frees each response with tutor_free().
 */
#include <stdlib.h>
#include <string.h>

#include "api.h"

char *tutor_request(const char *request);
char *tutor_request_bytes(const char *request, size_t length);
void tutor_free(char *response);

char *tutor_request(const char *request) {
    return tutor_api_handle(request, strlen(request));
}

char *tutor_request_bytes(const char *request, size_t length) {
    return tutor_api_handle(request, length);
}

void tutor_free(char *response) {
    free(response);
}
