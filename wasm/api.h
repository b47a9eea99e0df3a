/*
 * api.h: the JSON API over the rules core (docs/api.md). One request in, one response out.
 *
 * This layer only translates: it reads JSON into core values, asks the core, and writes the
 * answer back. It includes only the core's public header and cJSON.
 */
#ifndef TUTOR_API_H
#define TUTOR_API_H

#include <stddef.h>

/* Requests longer than this are refused whole with "request-too-large". */
#define TUTOR_API_MAX_REQUEST (64 * 1024)

/* Answers one request (`length` bytes, need not be NUL-terminated). Returns a NUL-terminated
 * JSON response allocated with malloc; the caller frees it. Never returns NULL unless memory
 * is exhausted. */
char *tutor_api_handle(const char *request, size_t length);

#endif
