/*
 * lesson.c: the lesson reader and checker (lesson.h, lessons/README.md).
 *
 * The lesson is read through the request helpers of api_internal.h, with the lesson object
 * standing as the request: its "game", "options", "dealer", "leader" and "learner" are read
 * exactly as a request's fields are. Every rule question goes to the core; this file decides
 * only what the lesson format says (which fields a step may have, which answers a question
 * needs). A failed helper becomes a problem, and checking goes on with the next field.
 *
 * The running table is a tutor_play from the lesson's deal, or, in a lesson with
 * "whole_hand", the `hand` request's whole hand (hand.c). A scripted play or action the
 * rules refuse stops it: the position after it is unknown, so the later steps' questions on
 * the running table are not checked (their own fields and `table` questions still are). Each
 * step's question is judged in questions.c; problems are noted through problems.c.
 */
#include "lesson.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "api.h"
#include "checker.h"

/* A required string that says something (title, summary, text). */
static const char *check_words(checker *k, const cJSON *object, const char *name,
                               const char *missing) {
    const cJSON *item = get(object, name);
    if (!item)
        lesson_problem(k, name, NULL, "%s", missing);
    else if (!cJSON_IsString(item) || !item->valuestring[0])
        lesson_problem(k, name, NULL, "\"%s\" must be a non-empty string.", name);
    else
        return item->valuestring;
    return "";
}

/* ---- the lesson's own fields ------------------------------------------------------------- */

static void check_format(checker *k) {
    const cJSON *format = get(k->c.request, "format");
    if (!format)
        lesson_problem(k, "format", NULL, "The lesson has no \"format\"; it must be \"%s\".",
                       LESSON_FORMAT);
    else if (!cJSON_IsString(format) || strcmp(format->valuestring, LESSON_FORMAT) != 0)
        lesson_problem(k, "format", NULL,
                       "\"format\" must be \"%s\", the version this checker reads.", LESSON_FORMAT);
}

/* The id is "<game>/<name>", and the name is the file's own when the lesson came from one. */
static int check_id(checker *k, const char *file_name) {
    const cJSON *id = get(k->c.request, "id"), *game = get(k->c.request, "game");
    const char *game_id = cJSON_IsString(game) ? game->valuestring : "<game>";
    size_t game_length = cJSON_IsString(game) ? strlen(game_id) : 0;
    if (!id)
        return lesson_problem(
            k, "id", NULL, "The lesson has no \"id\": \"%s/<name>\", under which progress is kept.",
            game_id);
    char shown[64];
    const char *slash = cJSON_IsString(id) ? strchr(id->valuestring, '/') : NULL;
    /* With no game to compare (it has its own problem), any "<word>/<name>" passes here. */
    if (!slash || slash == id->valuestring || !slash[1] || strchr(slash + 1, '/') ||
        strchr(slash + 1, ' ') ||
        (game_length && ((size_t)(slash - id->valuestring) != game_length ||
                         strncmp(id->valuestring, game_id, game_length) != 0))) {
        return lesson_problem(
            k, "id", NULL,
            "\"id\" is %s%s%s; it must be \"%s/<name>\": the game, then the lesson's name.",
            cJSON_IsString(id) ? "\"" : "",
            cJSON_IsString(id) ? clip(id->valuestring, 60, shown) : "not a string",
            cJSON_IsString(id) ? "\"" : "", game_id);
    }
    if (!file_name) return 1;
    const char *base = strrchr(file_name, '/');
    base = base ? base + 1 : file_name;
    size_t length = strlen(base);
    if (length > 5 && strcmp(base + length - 5, ".json") == 0) length -= 5;
    if (strlen(slash + 1) != length || strncmp(slash + 1, base, length) != 0) {
        char name[64];
        lesson_problem(k, "id", NULL,
                       "\"id\" is \"%s\", but the file is %s: the id must end with the file's name "
                       "(\"%s/%.*s\").",
                       clip(id->valuestring, 60, shown), clip(base, 60, name), game_id, (int)length,
                       base);
    }
    return 1;
}

/* Options are read for trick play when the lesson plays or asks about tricks; a lesson that
 * only counts needs no trump. */
static tutor_purpose purpose_of(const cJSON *lesson) {
    /* A whole hand may declare its own trump, as the hand request reads options. */
    if (cJSON_IsTrue(get(lesson, "whole_hand"))) return TUTOR_FOR_COUNTING;
    if (get(lesson, "deal")) return TUTOR_FOR_PLAY;
    const cJSON *step;
    cJSON_ArrayForEach(step, get(lesson, "steps")) {
        const cJSON *ask = get(step, "ask");
        if (get(step, "play") || get(step, "after") ||
            (cJSON_IsString(ask) && strcmp(ask->valuestring, "count") != 0 &&
             strcmp(ask->valuestring, "score") != 0))
            return TUTOR_FOR_PLAY;
    }
    return TUTOR_FOR_COUNTING;
}

/* Reads the game and its options; the seats when they are good. */
static int read_rules(checker *k) {
    const cJSON *game = get(k->c.request, "game");
    if (!game)
        return lesson_problem(
            k, "game", NULL,
            "The lesson has no \"game\": give one of the games the `games` request lists.");
    if (!read_game(&k->c)) return lesson_helper_problem(k, "game", NULL);
    if (!read_options(&k->c, purpose_of(k->c.request)))
        return lesson_helper_problem(k, "options", NULL);
    k->rules = 1;
    k->seats = tutor_seats(k->c.game, &k->c.options);
    return 1;
}

/* Whether completing `partial` put cards in more than one place (hands and rest), so that
 * the seed decides which go where. */
static int seed_decides(const tutor_deal *partial, const tutor_deal *full) {
    int places = !tutor_set_equal(partial->rest, full->rest);
    for (int s = 0; s < partial->seats; s++)
        places += !tutor_set_equal(partial->hands[s], full->hands[s]);
    return places > 1;
}

/* A learner's hand listed in part and completed by the seed: its questions would be judged on
 * cards the lesson never names, so their problems are traced to that (problems.c). */
static void note_learner_seeded(checker *k, const tutor_deal *partial, const tutor_deal *full) {
    if (k->learner < 0 || k->learner >= partial->seats) return;
    int listed = tutor_set_size(partial->hands[k->learner]);
    tutor_set added = tutor_set_minus(full->hands[k->learner], partial->hands[k->learner]);
    if (listed == 0 || tutor_set_is_empty(added)) return;
    k->learner_listed = listed;
    k->learner_seeded = added;
}

/* Reads the deal, completes it from its seed, and starts the running table; 0 at a problem. */
static int read_deal(checker *k, int dealer, int leader) {
    static const char *const fields[] = {"seed", "hands", "rest", NULL};
    const cJSON *deal = get(k->c.request, "deal");
    if (!deal) {
        if (k->whole_hand)
            lesson_problem(k, "deal", NULL,
                           "A lesson with \"whole_hand\" plays its hand from a \"deal\": give "
                           "one (a seed alone deals the whole hand).");
        return 0;
    }
    if (tutor_game_draws(k->c.game) && !k->whole_hand) return lesson_no_running_table(k, "deal");
    if (!cJSON_IsObject(deal))
        return lesson_problem(
            k, "deal", NULL,
            "\"deal\" must be an object such as {\"seed\": 7, \"hands\": [[...], ...]}.");
    lesson_check_fields(k, deal, "a deal", fields);
    tutor_deal partial = {.seats = k->seats}, full;
    given_cards given = {0};
    tutor_card cards[TUTOR_SET_CAPACITY], rest_order[TUTOR_SET_CAPACITY];
    int n, good = 1, rest_count = 0;
    const cJSON *hands = get(deal, "hands");
    if (hands && (!cJSON_IsArray(hands) || cJSON_GetArraySize(hands) != k->seats)) {
        good = lesson_problem(
            k, "deal.hands", NULL,
            "\"deal.hands\" must be a list of %d hands, seat 0 first ([] for a seat given no "
            "cards).",
            k->seats);
    } else if (hands) {
        for (int s = 0; s < k->seats; s++) {
            char name[24];
            snprintf(name, sizeof name, "deal.hands[%d]", s);
            good &= lesson_read_cards(k, cJSON_GetArrayItem(hands, s), name, cards,
                                      TUTOR_SET_CAPACITY, &n, &given);
            for (int i = 0; i < n; i++)
                partial.hands[s] = tutor_set_add(partial.hands[s], cards[i]);
        }
    }
    const cJSON *rest = get(deal, "rest");
    if (rest) {
        good &= lesson_read_cards(k, rest, "deal.rest", rest_order, TUTOR_SET_CAPACITY, &rest_count,
                                  &given);
        for (int i = 0; i < rest_count; i++)
            partial.rest = tutor_set_add(partial.rest, rest_order[i]);
    }
    const cJSON *seed_item = get(deal, "seed");
    uint64_t seed = 0;
    if (seed_item && !read_seed(&k->c, seed_item, "deal.seed", &seed))
        good = lesson_helper_problem(k, "deal.seed", NULL);
    if (!good) return 0;
    if (tutor_deal_complete(k->c.game, &k->c.options, seed, dealer, &partial, &full, &k->c.error))
        return lesson_helper_problem(k, "deal", NULL);
    if (!seed_item && seed_decides(&partial, &full))
        return lesson_problem(
            k, "deal.seed", NULL,
            "The deal gives %d of the %d cards, and the others could be dealt in more than one "
            "way: give \"deal.seed\" to say how.",
            tutor_set_size(given.cards), tutor_set_size(tutor_pack(k->c.game, &k->c.options)));
    note_learner_seeded(k, &partial, &full);
    if (k->whole_hand) {
        /* The rest in the order the hand takes it (a talon's top half first):
         * the lesson's own, then the cards the seed added, in card order. */
        tutor_card card;
        TUTOR_SET_FOREACH(card, tutor_set_minus(full.rest, partial.rest))
        rest_order[rest_count++] = card;
        return lesson_hand_start(k, &full, rest_order, rest_count, dealer,
                                 seed_item && !hands && !rest);
    }
    if (tutor_play_start(&k->play, k->c.game, &k->c.options, &full, leader, &k->c.error))
        return lesson_helper_problem(k, "deal", NULL);
    k->running = 1;
    return 1;
}

static int read_seats_and_deal(checker *k) {
    int dealer = 0, leader = 0;
    if (!read_seat(&k->c, "dealer", 0, &dealer)) return lesson_helper_problem(k, "dealer", NULL);
    if (k->whole_hand && get(k->c.request, "leader"))
        return lesson_problem(
            k, "leader", NULL,
            "A whole hand starts as the core deals it: the seat to act first follows "
            "from the \"dealer\", so a lesson with \"whole_hand\" has no \"leader\".");
    if (!read_seat(&k->c, "leader", (dealer + 1) % k->seats, &leader))
        return lesson_helper_problem(k, "leader", NULL);
    if (!read_seat(&k->c, "learner", 0, &k->learner))
        return lesson_helper_problem(k, "learner", NULL);
    return read_deal(k, dealer, leader);
}

/* ---- the running table ------------------------------------------------------------------- */

/* Plays the step's `play` or `after` cards on the running table, in turn. */
static cJSON *scripted_plays(checker *k, const cJSON *step, const char *name) {
    cJSON *plays = cJSON_CreateArray();
    const cJSON *list = get(step, name);
    if (!list) return plays;
    if (!cJSON_IsArray(list)) {
        lesson_problem(k, name, NULL, "\"%s\" must be a list of card codes, played in turn.", name);
        return plays;
    }
    if (!k->rules || !list->child) return plays;
    if (tutor_game_draws(k->c.game)) {
        lesson_no_running_table(k, name);
        return plays;
    }
    if (!k->running) {
        if (!k->deal_given)
            lesson_problem(
                k, name, NULL,
                "The lesson has no \"deal\", so there is no running table to play \"%s\" to.",
                name);
        return plays;
    }
    const cJSON *item;
    cJSON_ArrayForEach(item, list) {
        tutor_card card;
        char buf[24], code[TUTOR_CODE_MAX];
        if (!cJSON_IsString(item) || tutor_card_parse(k->c.game, item->valuestring, &card, NULL)) {
            lesson_problem(k, name, quoted(item, buf), "%s%s%s in \"%s\" is not a card of %s.",
                           cJSON_IsString(item) ? "\"" : "",
                           cJSON_IsString(item) ? buf : "an entry",
                           cJSON_IsString(item) ? "\"" : "", name, tutor_game_name(k->c.game));
            k->running = 0;
            break;
        }
        tutor_card_format(k->c.game, card, code);
        int seat = k->play.turn;
        tutor_reason why;
        if (tutor_play_card(&k->play, card, &why, NULL)) {
            char sentence[400]; /* a problem's: in English, for the lesson's author */
            tutor_options english = spoken_options(&k->c, TUTOR_LANG_EN);
            tutor_explain(k->c.game, &english, &why, sentence, sizeof sentence);
            if (seat == TUTOR_NO_SEAT)
                lesson_problem(k, name, code, "%s The running table stops here.", sentence);
            else
                lesson_problem(
                    k, name, code,
                    "Seat %d may not play \"%s\": %s The running table stops here, so later "
                    "steps are not checked against it.",
                    seat, code, sentence);
            k->running = 0;
            break;
        }
        cJSON *entry = cJSON_CreateObject();
        cJSON_AddNumberToObject(entry, "seat", seat);
        cJSON_AddStringToObject(entry, "card", code);
        cJSON_AddItemToArray(plays, entry);
    }
    return plays;
}

/* The running table as the app shows it, null when it is stopped: the `hand` request's answer
 * on a whole hand, else the `position` request's. */
static cJSON *running_position(checker *k) {
    cJSON *position = NULL;
    if (k->running && k->whole_hand) {
        position = lesson_hand_answer(k);
    } else if (k->running) {
        position = cJSON_CreateObject();
        if (!add_position(&k->c, position, &k->play)) lesson_helper_problem(k, "deal", NULL);
    }
    return position ? position : cJSON_CreateNull();
}

/* ---- steps ------------------------------------------------------------------------------- */

/* The cards a step's text speaks of (`show`), which the app shows beside the text and points at
 * on the table: cards of the game, each named once. */
static void check_shown(checker *k, const cJSON *step) {
    const cJSON *show = get(step, "show"), *item;
    tutor_set named = tutor_set_empty();
    if (!show || !k->rules) return;
    if (!cJSON_IsArray(show) || cJSON_GetArraySize(show) == 0) {
        lesson_problem(
            k, "show", NULL,
            "\"show\" must be a list of card codes, the cards the step's text speaks of, or "
            "be left out.");
        return;
    }
    cJSON_ArrayForEach(item, show) {
        tutor_card card;
        tutor_set unused = tutor_set_empty();
        char buf[24], code[TUTOR_CODE_MAX];
        if (!read_card(&k->c, item, "show", &card, &unused)) {
            lesson_helper_problem(k, "show", quoted(item, buf));
            continue;
        }
        tutor_card_format(k->c.game, card, code);
        if (tutor_set_has(named, card))
            lesson_problem(k, "show", code, "\"%s\" is named twice in \"show\".", code);
        named = tutor_set_add(named, card);
    }
}

/* A step: its own fields, its plays, its question and its `after`, as the app presents it. */
static cJSON *check_step(checker *k, const cJSON *step) {
    static const char *const fields[] = {"text",   "show",     "play",  "actions", "ask",
                                         "accept", "not_best", "hints", "explain", "table",
                                         "cards",  "seats",    "score", "after",   NULL};
    cJSON *out = cJSON_CreateObject();
    if (!cJSON_IsObject(step)) {
        lesson_problem(k, "steps", NULL, "A step must be an object such as {\"text\": \"...\"}.");
        return out;
    }
    lesson_check_fields(k, step, "a step", fields);
    check_shown(k, step);
    cJSON_AddStringToObject(
        out, "text",
        check_words(k, step, "text",
                    "The step has no \"text\": every step says something to the learner."));
    if (k->whole_hand)
        lesson_hand_script(k, step, "actions", "play", out, "plays", "actions");
    else if (get(step, "actions"))
        lesson_problem(k, "actions", NULL,
                       "\"actions\" are taken on a whole hand: give the lesson \"whole_hand\": "
                       "true, or script cards with \"play\".");
    if (!k->whole_hand) cJSON_AddItemToObject(out, "plays", scripted_plays(k, step, "play"));
    cJSON_AddItemToObject(out, "position", running_position(k));
    cJSON_AddItemToObject(out, "question", lesson_question(k, step));
    if (k->whole_hand)
        lesson_hand_script(k, step, "after", NULL, out, "after", "after_actions");
    else
        cJSON_AddItemToObject(out, "after", scripted_plays(k, step, "after"));
    cJSON_AddItemToObject(out, "end", running_position(k));
    return out;
}

/* ---- the lesson -------------------------------------------------------------------------- */

static const cJSON *check_steps_list(checker *k) {
    const cJSON *steps = get(k->c.request, "steps");
    int count = cJSON_GetArraySize(steps);
    if (!steps)
        lesson_problem(k, "steps", NULL, "The lesson has no \"steps\".");
    else if (!cJSON_IsArray(steps) || count == 0)
        lesson_problem(k, "steps", NULL, "\"steps\" must be a list of at least one step.");
    else if (count > LESSON_MAX_STEPS)
        lesson_problem(k, "steps", NULL,
                       "The lesson has %d steps; a lesson has at most %d: split it in two.", count,
                       LESSON_MAX_STEPS);
    else
        return steps;
    return NULL;
}

int lesson_check(const cJSON *lesson, const char *file_name, cJSON *into) {
    return lesson_check_in(TUTOR_LANG_EN, lesson, file_name, into);
}

int lesson_check_in(tutor_lang lang, const cJSON *lesson, const char *file_name, cJSON *into) {
    static const char *const fields[] = {"$schema",    "format",  "id",     "game",   "title",
                                         "summary",    "options", "dealer", "leader", "learner",
                                         "whole_hand", "deal",    "steps",  NULL};
    checker checking = {.c.error_index = -1, .c.lang = lang, .c.error.lang = lang}, *k = &checking;
    k->problems = cJSON_AddArrayToObject(into, "problems");
    if (!cJSON_IsObject(lesson)) {
        lesson_problem(k, "lesson", NULL,
                       "A lesson must be a JSON object such as {\"format\": \"%s\", ...}.",
                       LESSON_FORMAT);
        return 1;
    }
    k->c.request = lesson;
    /* Known before the deal is read, so that a deal with problems of its own does not also
     * make every play look like a play without a deal. */
    k->deal_given = get(lesson, "deal") != NULL;
    const cJSON *whole_hand = get(lesson, "whole_hand");
    if (whole_hand && !cJSON_IsBool(whole_hand))
        lesson_problem(k, "whole_hand", NULL,
                       "\"whole_hand\" must be true (the running table is a whole hand, from the "
                       "auction on) or false.");
    k->whole_hand = cJSON_IsTrue(whole_hand);
    lesson_check_fields(k, lesson, "a lesson", fields);
    check_format(k);
    check_id(k, file_name);
    const char *title = check_words(k, lesson, "title", "The lesson has no \"title\".");
    const char *summary = check_words(k, lesson, "summary", "The lesson has no \"summary\".");
    const cJSON *steps = check_steps_list(k);
    if (read_rules(k)) read_seats_and_deal(k);

    cJSON *presented = cJSON_CreateArray();
    const cJSON *step;
    cJSON_ArrayForEach(step, steps) {
        k->step++;
        cJSON_AddItemToArray(presented, check_step(k, step));
    }
    cJSON_Delete(k->hand.request);
    lesson_seeded_learner(k);
    int count = cJSON_GetArraySize(k->problems);
    if (count == 0) {
        cJSON_AddStringToObject(into, "game", tutor_game_id(k->c.game));
        cJSON_AddStringToObject(into, "title", title);
        cJSON_AddStringToObject(into, "summary", summary);
        cJSON_AddNumberToObject(into, "learner", k->learner);
        cJSON_AddNumberToObject(into, "seats", k->seats);
        if (k->whole_hand) cJSON_AddTrueToObject(into, "whole_hand");
        cJSON_AddItemToObject(into, "steps", presented);
    } else {
        cJSON_Delete(presented);
    }
    return count;
}

/* ---- lesson text ------------------------------------------------------------------------- */

/* The line and column (from 1, in characters) of `at` in `text`. */
static void locate(const char *text, const char *at, int *line, int *column) {
    *line = 1;
    *column = 1;
    for (const char *p = text; p < at; p++) {
        if (*p == '\n')
            ++*line, *column = 1;
        else if (((unsigned char)*p & 0xC0) != 0x80) /* not a UTF-8 continuation byte */
            ++*column;
    }
}

/* What stands at `at`, in printable ASCII only (at most 20 characters), so that a message stays
 * valid UTF-8 whatever the bytes of a broken file are. */
static void near_text(const char *at, const char *stop, char near[24]) {
    size_t n = 0;
    while (n < 20 && at + n < stop && at[n] >= 0x20 && at[n] < 0x7f) n++;
    memcpy(near, at, n);
    near[n] = '\0';
}

/* The one problem of a text that is not read; returns NULL. */
static cJSON *API_PRINTF(2, 3) text_problem(cJSON *problems, const char *format, ...) {
    va_list args;
    va_start(args, format);
    lesson_add_problem(problems, 0, "lesson", NULL, format, args);
    va_end(args);
    return NULL;
}

cJSON *lesson_read_text(const char *text, size_t length, const char *what, cJSON *problems) {
    if (length > LESSON_MAX_BYTES)
        return text_problem(problems,
                            "too big: over %d bytes (%d KiB), the most a lesson file may be.",
                            LESSON_MAX_BYTES, LESSON_MAX_BYTES / 1024);
    /* Some editors begin a UTF-8 file with a byte order mark, which RFC 8259 lets a reader
     * skip. */
    if (length >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0) {
        text += 3;
        length -= 3;
    }
    tutor_json_problem problem;
    if (tutor_json_check(text, length, &problem)) {
        cJSON *parsed = cJSON_ParseWithLength(text, length);
        return parsed ? parsed
                      : text_problem(problems, "not JSON: the %s could not be read (out of memory).",
                                     what);
    }
    const char *stop = text + length, *at = text + (problem.at < length ? problem.at : length);
    int line, column;
    locate(text, at, &line, &column);
    char near[24];
    near_text(at, stop, near);
    int blank = 1;
    for (const char *p = text; p < stop && blank; p++)
        blank = *p == ' ' || *p == '\t' || *p == '\r' || *p == '\n';
    if (blank) return text_problem(problems, "not JSON: the text is empty.");
    if (problem.trailing)
        return text_problem(
            problems, "not JSON: line %d, column %d: more text after the %s's object (\"%s\").",
            line, column, what, near);
    char where[64] = "", at_near[32] = "";
    if (problem.first != SIZE_MAX) {
        int first_line, first_column;
        locate(text, text + problem.first, &first_line, &first_column);
        snprintf(where, sizeof where, " (first at line %d, column %d)", first_line, first_column);
    }
    if (near[0]) snprintf(at_near, sizeof at_near, ", at \"%s\"", near);
    return text_problem(problems, "not JSON: line %d, column %d%s: %s%s.", line, column, at_near,
                        problem.what, where);
}

int lesson_check_text(const char *text, size_t length, const char *file_name, cJSON *into) {
    return lesson_check_text_in(TUTOR_LANG_EN, text, length, file_name, into);
}

int lesson_check_text_in(tutor_lang lang, const char *text, size_t length, const char *file_name,
                         cJSON *into) {
    cJSON *problems = cJSON_CreateArray();
    cJSON *lesson = lesson_read_text(text, length, "lesson", problems);
    if (!lesson) {
        cJSON_AddItemToObject(into, "problems", problems);
        return cJSON_GetArraySize(problems);
    }
    cJSON_Delete(problems);
    int count = lesson_check_in(lang, lesson, file_name, into);
    cJSON_Delete(lesson);
    return count;
}
