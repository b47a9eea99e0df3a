/*
 * say.c: a small snprintf for sentences and card codes (say.h).
 */
#include "say.h"

#include <stdarg.h>
#include <string.h>

/* Appends n bytes of text at *length, keeping what fits (with room for the NUL). */
static void put(char *buf, size_t size, size_t *length, const char *text, size_t n) {
    if (*length + 1 < size) {
        size_t room = size - 1 - *length;
        memcpy(buf + *length, text, n < room ? n : room);
    }
    *length += n;
}

static void put_int(char *buf, size_t size, size_t *length, int value) {
    char digits[12];
    int n = 0;
    unsigned magnitude = value < 0 ? 0u - (unsigned)value : (unsigned)value;
    do {
        digits[n++] = (char)('0' + magnitude % 10);
        magnitude /= 10;
    } while (magnitude);
    if (value < 0) digits[n++] = '-';
    while (n) put(buf, size, length, &digits[--n], 1);
}

int tutor_vsay(char *buf, size_t size, const char *format, va_list args) {
    size_t length = 0;
    const char *p = format;
    while (*p) {
        const char *mark = strchr(p, '%');
        if (!mark) {
            put(buf, size, &length, p, strlen(p));
            break;
        }
        put(buf, size, &length, p, (size_t)(mark - p));
        if (mark[1] == 's') {
            const char *text = va_arg(args, const char *);
            put(buf, size, &length, text, strlen(text));
        } else if (mark[1] == 'd') {
            put_int(buf, size, &length, va_arg(args, int));
        } else if (mark[1] == 'c') {
            char c = (char)va_arg(args, int);
            put(buf, size, &length, &c, 1);
        } else if (mark[1] == '%') {
            put(buf, size, &length, "%", 1);
        } else {
            /* Not a conversion this builder knows: written as it stands. */
            put(buf, size, &length, mark, mark[1] ? 2 : 1);
        }
        p = mark + (mark[1] ? 2 : 1);
    }
    if (size > 0) buf[length < size ? length : size - 1] = '\0';
    return (int)length;
}

int tutor_say(char *buf, size_t size, const char *format, ...) {
    va_list args;
    va_start(args, format);
    int length = tutor_vsay(buf, size, format, args);
    va_end(args);
    return length;
}
