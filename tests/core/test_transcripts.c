/*
 * test_transcripts.c: recorded transcripts of seeded whole hands of every game, compared byte
 * for byte (like OpenSpiel's playthroughs).
 *
 * For every game that plays whole hands (two seeds each, and the option sets in `extra` below),
 * a hand is dealt from its seed (tutor_hand_seeded_start, tutor_hand_begin) and played to its
 * end, each move chosen from the legal list by a small generator of this file's own seeded
 * with the seed, so the choice depends only on the seed and the list. The transcript says, in
 * plain text: the deal; at each step the phase, the seat to move, the legal moves (how many and
 * which) and the move made; each trick as it is taken, with its winner and why; what the table
 * shows everyone (tutor_hand_describe) whenever the phase changes; and at the end the score
 * lines, the returns, and the score as records (tutor_hand_record_score).
 *
 * A move is written raw, independent of any JSON: the kind's name (kind_names below), the
 * card's code when the kind takes a card, then its number when the kind takes one or it is not
 * 0 ("play T21", "play EK 1", "bid 30", "option 0 3", "pass-bid").
 *
 *   test_transcripts DIR          compares each transcript with DIR/<name>.txt and fails on a
 *                                 missing, different or unexpected file, printing the first
 *                                 differing line;
 *   test_transcripts --write DIR  (re)writes every transcript into DIR: after a deliberate
 *                                 change of the rules, then review the difference (git diff).
 */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tutor.h"

enum { SEEDS = 2, MOST_STEPS = 2000, MOST_TRANSCRIPTS = 64 };

/* Option sets worth a transcript of their own, beyond each game's defaults: "name=value,...". */
static const struct {
    const char *game;
    const char *options;
    uint64_t seed;
} extra[] = {
    {"texas-42", "doubles=low", 3},
    {"french-tarot", "players=3", 3},
    {"french-tarot", "players=5", 3},
    {"piedmont-tarocchi", "good_evil=allegiance", 3},
    {"burro", "deck=48,players=2", 3},
    {"burro", "variant=portuguese,players=6", 3},
};

/* Each kind's name, whether it takes a card, and whether it takes a number. */
static const struct {
    const char *name;
    int card, number;
} kind_names[TUTOR_MOVE_KINDS] = {
    [TUTOR_MOVE_PLAY] = {"play", 1, 0},     [TUTOR_MOVE_BID] = {"bid", 0, 1},
    [TUTOR_MOVE_PASS_BID] = {"pass-bid", 0, 0}, [TUTOR_MOVE_DISCARD] = {"discard", 1, 0},
    [TUTOR_MOVE_CALL] = {"call", 1, 0},     [TUTOR_MOVE_SHOW] = {"show", 1, 0},
    [TUTOR_MOVE_DECLARE] = {"declare", 0, 1}, [TUTOR_MOVE_TAKE] = {"take", 0, 1},
    [TUTOR_MOVE_OPTION] = {"option", 0, 1}, [TUTOR_MOVE_FLAG] = {"flag", 0, 1},
    [TUTOR_MOVE_DRAW] = {"draw", 0, 0},     [TUTOR_MOVE_PASS] = {"pass", 0, 0},
    [TUTOR_MOVE_DONE] = {"done", 0, 0},
};

/* ---- text built in memory ---------------------------------------------------------------- */

typedef struct {
    char *text;
    size_t length, capacity;
} buffer;

static void put(buffer *b, const char *format, ...) {
    va_list args, again;
    va_start(args, format);
    va_copy(again, args);
    int n = vsnprintf(NULL, 0, format, args);
    va_end(args);
    if (n < 0) abort();
    if (b->length + (size_t)n + 1 > b->capacity) {
        size_t capacity = b->capacity ? b->capacity : 4096;
        while (b->length + (size_t)n + 1 > capacity) capacity *= 2;
        char *text = realloc(b->text, capacity);
        if (!text) abort();
        b->text = text;
        b->capacity = capacity;
    }
    vsnprintf(b->text + b->length, (size_t)n + 1, format, again);
    va_end(again);
    b->length += (size_t)n;
}

static void put_cards(buffer *b, const tutor_game *game, const tutor_card *cards, int n) {
    for (int i = 0; i < n; i++) {
        char code[TUTOR_CODE_MAX];
        tutor_card_format(game, cards[i], code);
        put(b, " %s", code);
    }
}

static void put_set(buffer *b, const tutor_game *game, tutor_set set) {
    tutor_card list[TUTOR_SET_CAPACITY], card;
    int n = 0;
    TUTOR_SET_FOREACH(card, set) list[n++] = card;
    put_cards(b, game, list, n);
}

static void put_move(buffer *b, const tutor_game *game, tutor_move move) {
    if (move.kind >= TUTOR_MOVE_KINDS) {
        put(b, "kind-%d %d %d", move.kind, move.card, move.number);
        return;
    }
    put(b, "%s", kind_names[move.kind].name);
    if (kind_names[move.kind].card) {
        char code[TUTOR_CODE_MAX];
        tutor_card_format(game, move.card, code);
        put(b, " %s", code);
    } else if (move.kind == TUTOR_MOVE_OPTION || move.card != 0) {
        put(b, " %d", move.card); /* an option's index, or a card where none is expected */
    }
    if (kind_names[move.kind].number || move.number != 0) put(b, " %d", move.number);
}

/* ---- records as indented text -------------------------------------------------------------- */

typedef struct {
    tutor_record record; /* first, so the callbacks find the writer */
    const tutor_game *game;
    buffer *out;
    int depth;
    char closers[32]; /* '}' or ']' for each container open */
} text_record;

static void record_key(tutor_record *record, const char *key) {
    text_record *w = (text_record *)record;
    put(w->out, "%*s", 2 + 2 * w->depth, "");
    if (key)
        put(w->out, "%s:", key);
    else
        put(w->out, "-");
}

static void record_open(tutor_record *record, const char *key, int list) {
    text_record *w = (text_record *)record;
    record_key(record, key);
    put(w->out, " %s\n", list ? "[" : "{");
    if (w->depth < (int)sizeof w->closers) w->closers[w->depth] = list ? ']' : '}';
    w->depth++;
}

static void record_close(tutor_record *record) {
    text_record *w = (text_record *)record;
    if (w->depth > 0) w->depth--;
    put(w->out, "%*s%c\n", 2 + 2 * w->depth, "",
        w->depth < (int)sizeof w->closers ? w->closers[w->depth] : '}');
}

static void record_number(tutor_record *record, const char *key, double value) {
    record_key(record, key);
    if (value == (double)(long long)value)
        put(((text_record *)record)->out, " %lld\n", (long long)value);
    else
        put(((text_record *)record)->out, " %.17g\n", value);
}

static void record_word(tutor_record *record, const char *key, const char *word) {
    record_key(record, key);
    if (word)
        put(((text_record *)record)->out, " \"%s\"\n", word);
    else
        put(((text_record *)record)->out, " null\n");
}

static void record_truth(tutor_record *record, const char *key, int value) {
    record_key(record, key);
    put(((text_record *)record)->out, " %s\n", value ? "true" : "false");
}

static void record_card(tutor_record *record, const char *key, tutor_card card) {
    record_key(record, key);
    put_cards(((text_record *)record)->out, ((text_record *)record)->game, &card, 1);
    put(((text_record *)record)->out, "\n");
}

static void record_cards(tutor_record *record, const char *key, const tutor_card *cards, int n) {
    record_key(record, key);
    put(((text_record *)record)->out, " (%d)", n);
    put_cards(((text_record *)record)->out, ((text_record *)record)->game, cards, n);
    put(((text_record *)record)->out, "\n");
}

static text_record text_writer(const tutor_game *game, buffer *out) {
    text_record w = {{record_open, record_close, record_number, record_word, record_truth,
                      record_card, record_cards, TUTOR_LANG_EN},
                     game, out, 0, {0}};
    return w;
}

/* ---- one transcript ------------------------------------------------------------------------ */

/* splitmix64: the choice of move depends only on the seed and the legal list. */
static uint64_t next_random(uint64_t *state) {
    uint64_t z = (*state += 0x9E3779B97F4A7C15u);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9u;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBu;
    return z ^ (z >> 31);
}

static int fail(const char *name, const char *what, const char *message) {
    fprintf(stderr, "%s: %s: %s\n", name, what, message);
    return 0;
}

static void put_options(buffer *b, const tutor_game *game, const tutor_options *options) {
    int count = tutor_game_option_count(game);
    if (count == 0) put(b, " (none)");
    for (int i = 0; i < count; i++) {
        const tutor_option_spec *spec = tutor_game_option(game, i);
        int v = options->value[i];
        put(b, " %s=%s", spec->name, v >= 0 && v < spec->value_count ? spec->values[v] : "-");
    }
}

static void put_trick(buffer *b, const tutor_game *game, int number, const tutor_trick *trick) {
    put(b, "  trick %d:", number);
    for (int i = 0; i < trick->count; i++) {
        char code[TUTOR_CODE_MAX];
        tutor_card_format(game, trick->cards[i], code);
        put(b, " %d:%s", trick->seats[i], code);
    }
    put(b, " -> seat %d (%s)\n", trick->winner, tutor_reason_name(trick->why.code));
}

static void put_describe(buffer *b, const tutor_hand *hand, const char *when) {
    put(b, "describe (everyone, %s):\n", when);
    text_record w = text_writer(hand->game, b);
    tutor_hand_describe(hand, TUTOR_NO_SEAT, &w.record);
}

/* Plays the hand and writes its transcript into *b; 0 (with a message) when it cannot. */
static int transcript(const char *name, const tutor_game *game, const char *option_text,
                      uint64_t seed, buffer *b) {
    tutor_error error = {0};
    tutor_options options;
    tutor_options_init(&options);
    if (option_text) {
        char text[128];
        snprintf(text, sizeof text, "%s", option_text);
        for (char *pair = strtok(text, ","); pair; pair = strtok(NULL, ",")) {
            char *equals = strchr(pair, '=');
            if (!equals) return fail(name, "options", "an option without '='");
            *equals = '\0';
            if (tutor_options_set(game, &options, pair, equals + 1, &error) != TUTOR_OK)
                return fail(name, "options", error.message);
        }
    }
    int seats = tutor_seats(game, &options);
    int dealer = (int)(seed % (uint64_t)seats);
    static tutor_hand_start start;
    if (tutor_hand_seeded_start(game, &options, seed, dealer, &start, &error) != TUTOR_OK)
        return fail(name, "seeded start", error.message);
    static tutor_hand hand;
    if (tutor_hand_begin(&hand, game, &options, &start, &error) != TUTOR_OK)
        return fail(name, "begin", error.message);

    put(b, "# %s: recorded by tests/core/test_transcripts.c (see its head comment).\n", name);
    put(b, "game %s\nseed %llu\noptions", tutor_game_id(game), (unsigned long long)seed);
    put_options(b, game, &options);
    put(b, "\nhand options");
    put_options(b, game, tutor_hand_options(&hand));
    put(b, "\nseats %d\ndealer %d\ndeal:\n", tutor_hand_seats(&hand), tutor_hand_dealer(&hand));
    for (int s = 0; s < start.deal.seats; s++) {
        put(b, "  seat %d (%d):", s, tutor_set_size(start.deal.hands[s]));
        put_set(b, game, start.deal.hands[s]);
        put(b, "\n");
    }
    put(b, "  rest (%d):", tutor_set_size(start.deal.rest));
    put_set(b, game, start.deal.rest);
    put(b, "\n");
    if (start.order_count > 0) {
        put(b, "  rest in order:");
        put_cards(b, game, start.order, start.order_count);
        put(b, "\n");
    }

    uint64_t random = seed;
    const char *phase = tutor_hand_phase(&hand);
    put_describe(b, &hand, phase);
    int steps = 0, tricks_seen = 0;
    while (tutor_hand_turn(&hand) != TUTOR_NO_SEAT) {
        if (++steps > MOST_STEPS) return fail(name, "play", "the hand does not end");
        tutor_move legal[TUTOR_MAX_MOVES];
        int n = tutor_hand_legal(&hand, legal);
        put(b, "step %d: %s, seat %d, %d legal:", steps, tutor_hand_phase(&hand),
            tutor_hand_turn(&hand), n);
        for (int i = 0; i < n; i++) {
            put(b, i ? ", " : " ");
            put_move(b, game, legal[i]);
        }
        if (n == 0) {
            put(b, "\n");
            return fail(name, "play", "a seat is to move and has no legal move");
        }
        tutor_move move = legal[next_random(&random) % (uint64_t)n];
        put(b, "\n  move ");
        put_move(b, game, move);
        put(b, "\n");
        tutor_reason why;
        if (tutor_hand_apply(&hand, move, &why, &error) != TUTOR_OK)
            return fail(name, "a legal move was refused", error.message);
        const tutor_trick *taken;
        tutor_trick current;
        int count = 0;
        if (tutor_hand_tricks(&hand, &taken, &count, &current))
            for (; tricks_seen < count; tricks_seen++)
                put_trick(b, game, tricks_seen + 1, &taken[tricks_seen]);
        if (strcmp(phase, tutor_hand_phase(&hand)) != 0) {
            phase = tutor_hand_phase(&hand);
            put_describe(b, &hand, phase);
        }
    }

    tutor_hand_score score;
    if (tutor_hand_scored(&hand, &score, &error) != TUTOR_OK)
        return fail(name, "score", error.message);
    put(b, "score (%s):\n", score.scored ? "scored" : "not scored");
    for (int i = 0; i < score.line_count; i++)
        put(b, "  %s %d side %d seat %d\n", score.lines[i].item, score.lines[i].points,
            score.lines[i].side, score.lines[i].seat);
    put(b, "returns:");
    for (int s = 0; s < tutor_hand_seats(&hand); s++) put(b, " %d", score.returns[s]);
    put(b, "\nscore records:\n");
    text_record w = text_writer(game, b);
    if (tutor_hand_record_score(&hand, &w.record, &error) != TUTOR_OK)
        return fail(name, "score records", error.message);
    return 1;
}

/* ---- every transcript, written or compared ------------------------------------------------- */

static char names[MOST_TRANSCRIPTS][160];
static int name_count;

static void file_name(char *out, size_t size, const tutor_game *game, const char *option_text,
                      uint64_t seed) {
    size_t n = (size_t)snprintf(out, size, "%s-", tutor_game_id(game));
    for (const char *c = option_text; c && *c && n + 2 < size; c++)
        out[n++] = (*c == '=' || *c == ',') ? '-' : *c;
    if (option_text) out[n++] = '-';
    snprintf(out + n, size - n, "%llu", (unsigned long long)seed);
}

static char *read_file(const char *path, size_t *length) {
    FILE *file = fopen(path, "rb");
    if (!file) return NULL;
    buffer b = {0};
    char chunk[8192];
    size_t n;
    while ((n = fread(chunk, 1, sizeof chunk, file)) > 0) put(&b, "%.*s", (int)n, chunk);
    fclose(file);
    *length = b.length;
    return b.text ? b.text : calloc(1, 1);
}

/* The first line where `expected` and `got` differ, printed; they are known to differ. */
static void show_difference(const char *path, const char *expected, size_t expected_length,
                            const char *got, size_t got_length) {
    size_t i = 0, line_start_e = 0, line_start_g = 0;
    int line = 1;
    while (i < expected_length && i < got_length && expected[i] == got[i]) {
        if (expected[i] == '\n') {
            line++;
            line_start_e = line_start_g = i + 1;
        }
        i++;
    }
    size_t end_e = line_start_e, end_g = line_start_g;
    while (end_e < expected_length && expected[end_e] != '\n') end_e++;
    while (end_g < got_length && got[end_g] != '\n') end_g++;
    fprintf(stderr, "%s:%d: the transcript differs from the recorded file\n", path, line);
    if (line_start_e < expected_length)
        fprintf(stderr, "  expected: %.*s%s\n", (int)(end_e - line_start_e),
                expected + line_start_e, end_e == expected_length ? " (no newline)" : "");
    else
        fprintf(stderr, "  expected: (end of file)\n");
    if (line_start_g < got_length)
        fprintf(stderr, "  got:      %.*s%s\n", (int)(end_g - line_start_g), got + line_start_g,
                end_g == got_length ? " (no newline)" : "");
    else
        fprintf(stderr, "  got:      (end of transcript)\n");
}

/* Writes or compares one transcript; returns 1 when it is as recorded (or written). */
static int one(const char *dir, int write, const tutor_game *game, const char *option_text,
               uint64_t seed) {
    char name[128], path[4096];
    file_name(name, sizeof name, game, option_text, seed);
    if (name_count < MOST_TRANSCRIPTS) snprintf(names[name_count++], sizeof names[0], "%s.txt", name);
    snprintf(path, sizeof path, "%s/%s.txt", dir, name);
    buffer b = {0};
    if (!transcript(name, game, option_text, seed, &b)) {
        free(b.text);
        return 0;
    }
    int ok = 1;
    if (write) {
        FILE *file = fopen(path, "wb");
        if (!file || fwrite(b.text, 1, b.length, file) != b.length) {
            fprintf(stderr, "%s: cannot write\n", path);
            ok = 0;
        }
        if (file && fclose(file) != 0) ok = 0;
        if (ok) printf("wrote %s (%zu bytes)\n", path, b.length);
    } else {
        size_t length = 0;
        char *recorded = read_file(path, &length);
        if (!recorded) {
            fprintf(stderr, "%s: missing (record it with test_transcripts --write %s)\n", path, dir);
            ok = 0;
        } else if (length != b.length || memcmp(recorded, b.text, length) != 0) {
            show_difference(path, recorded, length, b.text, b.length);
            ok = 0;
        }
        free(recorded);
    }
    free(b.text);
    return ok;
}

/* A .txt file in the folder that no transcript writes is stale: a game or seed dropped. */
static int unexpected_files(const char *dir) {
    DIR *folder = opendir(dir);
    if (!folder) {
        fprintf(stderr, "%s: cannot open the folder\n", dir);
        return 1;
    }
    int stale = 0;
    for (struct dirent *entry; (entry = readdir(folder)) != NULL;) {
        size_t n = strlen(entry->d_name);
        if (n < 4 || strcmp(entry->d_name + n - 4, ".txt") != 0) continue;
        int known = 0;
        for (int i = 0; i < name_count && !known; i++) known = strcmp(names[i], entry->d_name) == 0;
        if (!known) {
            fprintf(stderr, "%s/%s: no transcript writes this file (remove it)\n", dir,
                    entry->d_name);
            stale++;
        }
    }
    closedir(folder);
    return stale;
}

int main(int argc, char **argv) {
    int write = argc == 3 && strcmp(argv[1], "--write") == 0;
    if (!(argc == 2 && argv[1][0] != '-') && !write) {
        fprintf(stderr, "usage: test_transcripts DIR | test_transcripts --write DIR\n");
        return 2;
    }
    const char *dir = argv[argc - 1];
    int passed = 0, failed = 0;
    for (int g = 0; g < tutor_game_count(); g++) {
        const tutor_game *game = tutor_game_at(g);
        if (!tutor_game_plays_hands(game)) continue;
        for (uint64_t seed = 1; seed <= SEEDS; seed++)
            one(dir, write, game, NULL, seed) ? passed++ : failed++;
    }
    for (size_t k = 0; k < sizeof extra / sizeof extra[0]; k++) {
        const tutor_game *game = tutor_game_find(extra[k].game);
        if (!game || !tutor_game_plays_hands(game)) {
            fprintf(stderr, "%s: no such game playing whole hands\n", extra[k].game);
            failed++;
            continue;
        }
        one(dir, write, game, extra[k].options, extra[k].seed) ? passed++ : failed++;
    }
    if (name_count >= MOST_TRANSCRIPTS) {
        fprintf(stderr, "more than %d transcripts: raise MOST_TRANSCRIPTS\n", MOST_TRANSCRIPTS);
        failed++;
    }
    if (!write) failed += unexpected_files(dir);
    printf("test_transcripts: %d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
