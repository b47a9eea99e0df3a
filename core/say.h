/*
 * say.h: the sentence builder explain.c and the games' names and clauses use. It knows %s, %d
 * and %c, which is all a sentence of names and numbers needs, and skips the general printf
 * machinery (locale, widths, floating point) that made sentences the slowest part of answering
 * a `legal` request.
 */
#ifndef TUTOR_SAY_H
#define TUTOR_SAY_H

#include <stdarg.h>
#include <stddef.h>

/* Like snprintf with only %s, %d, %c (and %% for a percent sign): writes at most size - 1 bytes and a
 * NUL into buf (when size > 0) and returns the length the whole text has. */
int tutor_say(char *buf, size_t size, const char *format, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
int tutor_vsay(char *buf, size_t size, const char *format, va_list args);

#endif
