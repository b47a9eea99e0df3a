/*
 * lesson.h: the lesson reader and checker (lessons/README.md, format "tutor-lesson/1").
 *
 * A lesson is read field by field and walked step by step on a running table (trick play from
 * its deal); every rule it relies on is asked of the core: that its cards exist and are dealt
 * once, that its scripted plays are legal in turn, that each question's accepted answers are
 * right. Every problem is kept, not only the first, as
 *
 *     {"step": n, "field": "accept", "card": "S5", "message": "a sentence"}
 *
 * with `step` counted from 1 (0 for the lesson's own fields) and `card` only when one is at
 * fault. A lesson without problems is also presented as the app shows it: each step's scripted
 * plays, the running table after them, the question with the core's answers, and the running
 * table after the step's `after` (docs/api.md, the `lesson` request).
 *
 * Ownership: `into` belongs to the caller; the fields added to it are owned by it.
 */
#ifndef TUTOR_LESSON_H
#define TUTOR_LESSON_H

#include <stddef.h>

#include <cjson/cJSON.h>

#include "tutor.h"

#define LESSON_FORMAT "tutor-lesson/1"
#define LESSON_WORDS_FORMAT "tutor-lesson-words/1"
#define LESSON_MAX_STEPS 200
/* The most a lesson file may be, in bytes: `tutor lint` and the app apply it to the file. Any
 * file within it fits in one request as the lesson request's "file" (base64, a third larger):
 * 4 * ceil(40961 / 3) = 54,616 bytes, well under TUTOR_API_MAX_REQUEST. */
#define LESSON_MAX_BYTES (40 * 1024)

/* Checks a parsed lesson. Adds "problems" to `into` and, when there are none, "game",
 * "title", "summary", "learner", "seats" and "steps". `file_name`, when not NULL, is the path
 * the lesson was read from: its id must then end with the file's name. Returns the number of
 * problems. */
int lesson_check(const cJSON *lesson, const char *file_name, cJSON *into);
/* The same with the core's sentences (refusals, winners, move labels) in `lang`; the
 * problems found stay in English, for the lesson's author. */
int lesson_check_in(tutor_lang lang, const cJSON *lesson, const char *file_name, cJSON *into);

/* The same for a lesson file's bytes (`length` of them, need not be NUL-terminated), read as
 * strict JSON in UTF-8 (tutor_json_check; a byte order mark is skipped): a file over
 * LESSON_MAX_BYTES, or that is not strict JSON, is one problem, "too big: ..." or "not JSON:
 * line L, column C: ...". `tutor lint`, the app (the lesson request's "file") and a lesson given
 * as text all read a lesson through this. */
int lesson_check_text(const char *text, size_t length, const char *file_name, cJSON *into);
int lesson_check_text_in(tutor_lang lang, const char *text, size_t length, const char *file_name,
                         cJSON *into);

/* Checks `words`, a lesson's words in another language (format "tutor-lesson-words/1"), against
 * `lesson`, the lesson they translate: the same id, an offered language other than English, and
 * every text of the lesson (title, summary, each step's text, hints, explain and the reasons of
 * not_best) given as words, nothing else. Adds each problem to the list `problems`, with `step`
 * counted as in a lesson's. `file_name`, when not NULL, is the words file's path, whose folder
 * must be named for its language. Returns the number of problems added. */
int lesson_words_check(const cJSON *lesson, const cJSON *words, const char *file_name,
                       cJSON *problems);
/* The same for the two files' texts, each read as lesson_check_text reads a lesson (the words
 * file's problems of reading are its own; a lesson that cannot be read is one problem). Adds
 * "problems" to `into`. */
int lesson_words_check_text(const char *lesson_text, size_t lesson_length, const char *text,
                            size_t length, const char *file_name, cJSON *into);

#endif
