/*
 * check.h: the C tests' few assertions. A failed check prints where and what, and the test
 * keeps going so one run shows every failure; main returns check_summary().
 */
#ifndef TUTOR_CHECK_H
#define TUTOR_CHECK_H

#include <stdio.h>
#include <string.h>

static int check_failures;
static int check_count;

#define CHECK(cond)                                                                          \
    do {                                                                                     \
        check_count++;                                                                       \
        if (!(cond)) {                                                                       \
            check_failures++;                                                                \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond);         \
        }                                                                                    \
    } while (0)

#define CHECK_INT(actual, expected)                                                          \
    do {                                                                                     \
        long long check_a = (long long)(actual), check_e = (long long)(expected);            \
        check_count++;                                                                       \
        if (check_a != check_e) {                                                            \
            check_failures++;                                                                \
            fprintf(stderr, "%s:%d: %s is %lld, expected %lld\n", __FILE__, __LINE__,        \
                    #actual, check_a, check_e);                                              \
        }                                                                                    \
    } while (0)

#define CHECK_STR(actual, expected)                                                          \
    do {                                                                                     \
        const char *check_a = (actual), *check_e = (expected);                               \
        check_count++;                                                                       \
        if (!check_a || strcmp(check_a, check_e) != 0) {                                     \
            check_failures++;                                                                \
            fprintf(stderr, "%s:%d: %s is \"%s\", expected \"%s\"\n", __FILE__, __LINE__,    \
                    #actual, check_a ? check_a : "(null)", check_e);                         \
        }                                                                                    \
    } while (0)

#define CHECK_CONTAINS(haystack, needle)                                                     \
    do {                                                                                     \
        const char *check_h = (haystack), *check_n = (needle);                               \
        check_count++;                                                                       \
        if (!check_h || !strstr(check_h, check_n)) {                                         \
            check_failures++;                                                                \
            fprintf(stderr, "%s:%d: \"%s\" does not contain \"%s\"\n", __FILE__, __LINE__,   \
                    check_h ? check_h : "(null)", check_n);                                  \
        }                                                                                    \
    } while (0)

static inline int check_summary(const char *name) {
    printf("%s: %d checks, %d failed\n", name, check_count, check_failures);
    return check_failures ? 1 : 0;
}

#endif
