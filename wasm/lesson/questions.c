/*
 * questions.c: a lesson step's question (lessons/README.md, "Questions"): what it is
 * about (its own table, or the running table's seat to play or last trick), the core's answers
 * to it, and whether the answers the lesson accepts are right by them.
 */
#include <stdio.h>
#include <string.h>

#include "checker.h"

/* An answer is a move: a card played (TUTOR_MOVE_PLAY), or drawing from the stock or passing.
 * A set of them holds the cards, and the moves without a card as bits of `moves` (move_bit),
 * listed after the cards: drawing, then passing. */
typedef struct {
    tutor_set cards;
    unsigned moves;
} answers;

typedef enum {
    ASK_PLAY,
    ASK_LEGAL,
    ASK_WINNER,
    ASK_COUNT,
    ASK_SCORE,
    ASK_ACTION,
    ASK_KINDS
} ask_kind;
static const char *const ask_names[ASK_KINDS] = {"play",  "legal", "winner",
                                                 "count", "score", "action"};

/* What a play, legal or winner question is about: a trick, and for play and legal the hand
 * facing it. */
typedef struct {
    int seat;
    int from_table; /* the step's `table`, not the running table */
    tutor_card trick[TUTOR_MAX_TRICK];
    int n;
    tutor_set hand;
    int stock; /* the cards left in the draw pile, -1 when not given */
    /* On a whole hand (hand.c) the `hand` request says which answers are legal and why
     * the others are refused. */
    int whole;
    answers legal;
    cJSON *illegal; /* owned by the question being checked */
    int winner;     /* the winning card's place in the running table's `trick`, else -1 */
    tutor_reason winner_why;
} facing;

/* ---- answers ----------------------------------------------------------------------------- */

static int move_bit(tutor_move answer) {
    return answer.kind == TUTOR_MOVE_DRAW ? 1 : answer.kind == TUTOR_MOVE_PASS ? 2 : 0;
}

static int has(answers set, tutor_move answer) {
    return answer.kind == TUTOR_MOVE_PLAY ? tutor_set_has(set.cards, answer.card)
                                          : (set.moves & move_bit(answer)) != 0;
}

static answers with(answers set, tutor_move answer) {
    if (answer.kind == TUTOR_MOVE_PLAY) set.cards = tutor_set_add(set.cards, answer.card);
    set.moves |= move_bit(answer);
    return set;
}

static answers minus(answers set, answers out) {
    return (answers){tutor_set_minus(set.cards, out.cards), set.moves & ~out.moves};
}

/* The set's answers in order, into `out` (TUTOR_SET_CAPACITY + 2 of them); returns how many. */
static int listed(answers set, tutor_move *out) {
    int n = 0;
    tutor_card card;
    TUTOR_SET_FOREACH(card, set.cards) out[n++] = (tutor_move){TUTOR_MOVE_PLAY, card, 0};
    for (int i = 0; i < 2; i++)
        if (set.moves & (1u << i))
            out[n++] = (tutor_move){i ? TUTOR_MOVE_PASS : TUTOR_MOVE_DRAW, 0, 0};
    return n;
}

static const char *answer_code(const checker *k, tutor_move answer, char *code) {
    if (answer.kind != TUTOR_MOVE_PLAY)
        return strcpy(code, answer.kind == TUTOR_MOVE_DRAW ? "draw" : "pass");
    tutor_card_format(k->c.game, answer.card, code);
    return code;
}

static cJSON *answer_array(const checker *k, answers set) {
    cJSON *list = cJSON_CreateArray();
    char code[TUTOR_CODE_MAX];
    tutor_move each[TUTOR_SET_CAPACITY + 2];
    for (int i = 0, n = listed(set, each); i < n; i++)
        cJSON_AddItemToArray(list, cJSON_CreateString(answer_code(k, each[i], code)));
    return list;
}

/* ---- what a question is about ------------------------------------------------------------ */

/* The step's own `table`: a trick, a hand facing it (play, legal) and the stock's size. */
static int read_table(checker *k, const cJSON *table, ask_kind kind, facing *f) {
    static const char *const fields[] = {"trick", "hand", "stock", NULL};
    if (!cJSON_IsObject(table))
        return lesson_problem(
            k, "table", NULL,
            "\"table\" must be an object such as {\"trick\": [...], \"hand\": [...]}.");
    lesson_check_fields(k, table, "a table", fields);
    given_cards given = {0};
    int good = 1, hand_n = 0;
    const cJSON *trick = get(table, "trick"), *hand = get(table, "hand");
    if (trick) {
        good &=
            lesson_read_cards(k, trick, "table.trick", f->trick, TUTOR_MAX_TRICK, &f->n, &given);
    } else if (kind == ASK_WINNER) {
        good =
            lesson_problem(k, "table.trick", NULL,
                           "The table has no \"trick\": the complete trick whose winner is asked.");
    }
    if (hand) {
        tutor_card cards[TUTOR_SET_CAPACITY];
        good &=
            lesson_read_cards(k, hand, "table.hand", cards, TUTOR_SET_CAPACITY, &hand_n, &given);
        for (int i = 0; i < hand_n; i++) f->hand = tutor_set_add(f->hand, cards[i]);
    } else if (kind != ASK_WINNER) {
        good = lesson_problem(k, "table.hand", NULL,
                              "The table has no \"hand\": the cards the learner chooses from.");
    }
    if (!good) return 0;
    if (kind == ASK_WINNER && !check_complete_trick(&k->c, "table.trick", f->n))
        return lesson_helper_problem(k, "table.trick", NULL);
    int size = tutor_trick_size(k->c.game, &k->c.options);
    if (kind != ASK_WINNER && f->n >= size)
        return lesson_problem(
            k, "table.trick", NULL,
            "\"table.trick\" holds %d cards, but a trick here is complete at %d: nobody is "
            "left to play to it.",
            f->n, size);
    if (kind != ASK_WINNER && hand_n == 0)
        return lesson_problem(k, "table.hand", NULL,
                              "\"table.hand\" is empty: there is nothing to play.");
    const cJSON *stock = get(table, "stock");
    if (stock && !tutor_game_draws(k->c.game))
        return lesson_problem(
            k, "table.stock", NULL,
            "%s has no stock to draw from; only the tables of a game whose players draw "
            "have \"stock\".",
            tutor_game_name(k->c.game));
    if (stock) {
        long long v;
        int most = tutor_set_size(tutor_pack(k->c.game, &k->c.options)) - hand_n - f->n;
        if (!read_int(&k->c, stock, "table.stock", 0, most, &v))
            return lesson_helper_problem(k, "table.stock", NULL);
        f->stock = (int)v;
    } else if (kind != ASK_WINNER && tutor_game_draws(k->c.game) &&
               tutor_stock_matters(k->c.game, &k->c.options, f->trick, f->n, f->hand)) {
        return lesson_problem(
            k, "table.stock", NULL,
            "The answer depends on the draw pile here: give \"table.stock\", the number of "
            "cards left in it (0 when it is empty).");
    }
    return 1;
}

/* A winner question on the running table: its last completed trick, as the table took it. */
static int read_last_trick(checker *k, const tutor_trick *taken, int count, facing *f) {
    if (!count)
        return lesson_problem(
            k, "ask", NULL,
            "No trick has been completed on the running table yet, so there is no winner "
            "to pick.");
    const tutor_trick *last = &taken[count - 1];
    memcpy(f->trick, last->cards, sizeof f->trick);
    f->n = last->count;
    for (int i = 0; i < f->n; i++)
        if (last->seats[i] == last->winner) f->winner = i;
    f->winner_why = last->why;
    return 1;
}

/* The whole hand's seat to play (play, legal) or its last completed trick (winner). */
static int read_whole_hand(checker *k, ask_kind kind, facing *f) {
    const tutor_hand *hand = &k->hand.state;
    const tutor_trick *taken;
    tutor_trick current;
    int count = 0;
    int in_play = tutor_hand_tricks(hand, &taken, &count, &current);
    cJSON *answer = lesson_hand_answer(k);
    if (!answer) return 0;
    f->whole = 1;
    if (kind == ASK_WINNER) {
        cJSON_Delete(answer);
        return read_last_trick(k, taken, count, f);
    }
    tutor_move moves[TUTOR_MAX_MOVES];
    for (int i = 0, n = tutor_hand_legal(hand, moves); i < n; i++)
        f->legal = with(f->legal, moves[i]);
    f->illegal = cJSON_DetachItemFromObjectCaseSensitive(answer, "illegal");
    cJSON_Delete(answer);
    int stuck = tutor_set_is_empty(f->legal.cards) && !f->legal.moves && !f->illegal->child;
    if (!lesson_learner_acts(k, "play") ||
        (stuck && !lesson_problem(k, "ask", NULL,
                                  "The hand is %s: no card is played now, so ask \"action\" here.",
                                  tutor_hand_phase(hand)))) {
        cJSON_Delete(f->illegal);
        return 0;
    }
    f->seat = k->learner;
    if (in_play) {
        memcpy(f->trick, current.cards, sizeof f->trick);
        f->n = current.count;
    }
    f->hand = tutor_hand_holding(hand, k->learner);
    return 1;
}

/* The running table's seat to play (play, legal) or its last completed trick (winner). */
static int read_running(checker *k, ask_kind kind, facing *f) {
    if (!k->whole_hand && tutor_game_draws(k->c.game)) return lesson_no_running_table(k, "table");
    if (!k->running) {
        if (!k->deal_given) /* a question with no "table" of its own, and no "deal" to run */
            lesson_problem(k, "table", NULL,
                           "The lesson has no \"deal\", so there is no running table: give this "
                           "question its own \"table\".");
        return 0;
    }
    if (k->whole_hand) return read_whole_hand(k, kind, f);
    if (kind == ASK_WINNER) return read_last_trick(k, k->play.tricks, k->play.tricks_done, f);
    if (k->play.turn == TUTOR_NO_SEAT)
        return lesson_problem(k, "ask", NULL,
                              "Every trick has been played: there is no seat to play.");
    if (k->play.turn != k->learner)
        return lesson_problem(
            k, "ask", NULL,
            "It is seat %d's turn to play, not the learner's (seat %d): play seat %d's card "
            "with \"play\" first, or give the question its own \"table\".",
            k->play.turn, k->learner, k->play.turn);
    f->seat = k->play.turn;
    memcpy(f->trick, k->play.current.cards, sizeof f->trick);
    f->n = k->play.current.count;
    f->hand = k->play.hands[f->seat];
    return 1;
}

static int read_facing(checker *k, const cJSON *step, ask_kind kind, facing *f) {
    const cJSON *table = get(step, "table");
    *f = (facing){.seat = k->learner, .from_table = table != NULL, .stock = -1, .winner = -1};
    return table ? read_table(k, table, kind, f) : read_running(k, kind, f);
}

/* ---- the answers of play and legal questions --------------------------------------------- */

/* Everything the learner could answer: the hand's cards, and drawing and passing where the
 * game draws. */
static answers possible_answers(const checker *k, const facing *f) {
    return (answers){f->hand, tutor_game_draws(k->c.game) ? 3u : 0u};
}

static answers legal_answers(const checker *k, const facing *f) {
    if (f->whole) return f->legal;
    if (!tutor_game_draws(k->c.game))
        return (answers){tutor_legal(k->c.game, &k->c.options, f->trick, f->n, f->hand), 0};
    tutor_stock_choice choice = tutor_stock_legal(k->c.game, &k->c.options, f->trick, f->n, f->hand,
                                                  f->stock < 0 ? 0 : f->stock);
    return (answers){choice.cards, (choice.may_draw ? 1u : 0u) | (choice.must_pass ? 2u : 0u)};
}

/* Why an answer in possible_answers() but not legal_answers() is refused. */
static tutor_reason refusal_of(const checker *k, const facing *f, tutor_move answer) {
    int stock = f->stock < 0 ? 0 : f->stock;
    if (answer.kind != TUTOR_MOVE_PLAY)
        return tutor_stock_action_refusal(k->c.game, &k->c.options, f->trick, f->n, f->hand, stock,
                                          answer.kind == TUTOR_MOVE_DRAW ? TUTOR_ACTION_DRAW
                                                                         : TUTOR_ACTION_PASS);
    if (tutor_game_draws(k->c.game))
        return tutor_stock_refusal(k->c.game, &k->c.options, f->trick, f->n, f->hand, stock,
                                   answer.card);
    return tutor_refusal(k->c.game, &k->c.options, f->trick, f->n, f->hand, answer.card);
}

/* Why the learner may not give `answer`, as a sentence. */
static const char *why_not(checker *k, const facing *f, tutor_move answer, char *buf, size_t size) {
    int held = has(possible_answers(k, f), answer);
    if (!held && f->from_table) return strcpy(buf, "it is not in \"table.hand\".");
    if (!held) return snprintf(buf, size, "seat %d does not hold it.", f->seat), buf;
    if (!f->whole) {
        tutor_reason why = refusal_of(k, f, answer);
        tutor_options english = spoken_options(&k->c, TUTOR_LANG_EN); /* a problem's sentence */
        return tutor_explain(k->c.game, &english, &why, buf, size), buf;
    }
    char code[TUTOR_CODE_MAX]; /* the `hand` request's own sentence */
    const cJSON *entry;
    cJSON_ArrayForEach(entry, f->illegal) {
        const cJSON *card = get(entry, "card"), *text = get(entry, "text");
        if (cJSON_IsString(card) && cJSON_IsString(text) &&
            strcmp(card->valuestring, answer_code(k, answer, code)) == 0)
            return snprintf(buf, size, "%s", text->valuestring), buf;
    }
    return strcpy(buf, "the core does not offer it now.");
}

/* Whether a problem with `answer` is a symptom of the learner's hand listed in part: the answer
 * is a card the seed dealt that hand, or the rule that refuses it rests on one (its witness).
 * Such a problem is not reported; the step is noted, and lesson_seeded_learner names the cause
 * once. */
static int seeded_symptom(checker *k, const facing *f, tutor_move answer) {
    if (f->from_table || tutor_set_is_empty(tutor_set_and(f->hand, k->learner_seeded))) return 0;
    int symptom = answer.kind == TUTOR_MOVE_PLAY && tutor_set_has(k->learner_seeded, answer.card);
    if (!symptom && !f->whole && has(possible_answers(k, f), answer)) {
        tutor_reason why = refusal_of(k, f, answer);
        symptom = why.has_witness && tutor_set_has(k->learner_seeded, why.witness);
    }
    if (symptom && k->step >= 1 && k->step <= 64) k->seeded_steps |= 1ull << (k->step - 1);
    return symptom;
}

/* `legal` and `illegal` as the `legal` request answers them, with drawing and passing
 * among the illegal entries too when they are refused. */
static void add_choice(checker *k, cJSON *question, const facing *f, answers legal) {
    cJSON_AddItemToObject(question, "legal", answer_array(k, legal));
    if (f->whole) {
        cJSON_AddItemToObject(question, "illegal", f->illegal); /* the question owns it now */
        return;
    }
    cJSON *illegal = cJSON_AddArrayToObject(question, "illegal");
    tutor_move each[TUTOR_SET_CAPACITY + 2];
    for (int i = 0, n = listed(minus(possible_answers(k, f), legal), each); i < n; i++) {
        char code[TUTOR_CODE_MAX];
        tutor_reason why = refusal_of(k, f, each[i]);
        answer_code(k, each[i], code);
        cJSON_AddItemToArray(illegal, refusal_named(&k->c, code, &why, NULL));
    }
}

/* One answer code (`text`, NULL when the entry is not a string): a card, or "draw" or "pass"
 * in a game that draws; written as the core writes it into `code`. */
static int read_answer(checker *k, const char *text, const char *name, tutor_move *answer,
                       char *code) {
    char buf[24];
    *answer = (tutor_move){TUTOR_MOVE_PLAY, 0, 0};
    if (!text)
        return lesson_problem(k, name, NULL, "\"%s\" must hold card codes as strings.", name);
    if (tutor_game_draws(k->c.game) && (strcmp(text, "draw") == 0 || strcmp(text, "pass") == 0))
        answer->kind = strcmp(text, "draw") == 0 ? TUTOR_MOVE_DRAW : TUTOR_MOVE_PASS;
    else if (tutor_card_parse(k->c.game, text, &answer->card, NULL))
        return lesson_problem(k, name, clip(text, 20, buf), "\"%s\" in \"%s\" is not a card of %s.",
                              buf, name, tutor_game_name(k->c.game));
    answer_code(k, *answer, code);
    return 1;
}

/* The accepted answers of a play or legal question. An entry that is no answer the learner
 * could give is a problem and left out; returns 0 only when `accept` is not a list at all. */
static int read_accepted(checker *k, const cJSON *accept, ask_kind kind, const facing *f,
                         answers legal, answers *accepted) {
    *accepted = (answers){tutor_set_empty(), 0};
    if (kind == ASK_PLAY && cJSON_IsString(accept) && strcmp(accept->valuestring, "legal") == 0) {
        *accepted = legal;
        return 1;
    }
    if (!cJSON_IsArray(accept))
        return lesson_problem(k, "accept", NULL, "\"accept\" must be a list of card codes%s.",
                              kind == ASK_PLAY ? ", or \"legal\" for every legal card" : "");
    const cJSON *item;
    cJSON_ArrayForEach(item, accept) {
        tutor_move answer;
        char code[TUTOR_CODE_MAX], why[400];
        if (!read_answer(k, cJSON_IsString(item) ? item->valuestring : NULL, "accept", &answer,
                         code))
            continue;
        if (has(*accepted, answer))
            lesson_problem(k, "accept", code, "\"%s\" appears twice in \"accept\".", code);
        else if (!has(possible_answers(k, f), answer)) {
            if (!seeded_symptom(k, f, answer))
                lesson_problem(k, "accept", code, "\"%s\" is accepted, but %s", code,
                               why_not(k, f, answer, why, sizeof why));
        } else
            *accepted = with(*accepted, answer);
    }
    if (kind == ASK_PLAY && !accept->child)
        lesson_problem(k, "accept", NULL,
                       "\"accept\" is empty: a play question accepts at least one card.");
    return 1;
}

/* `not_best`: legal cards the lesson does not accept, each with the author's reason. */
static answers read_not_best(checker *k, const cJSON *object, const facing *f, answers legal,
                             answers accepted, cJSON *question) {
    answers named = {tutor_set_empty(), 0};
    cJSON *out = cJSON_AddObjectToObject(question, "not_best");
    if (!object) return named;
    if (!cJSON_IsObject(object)) {
        lesson_problem(
            k, "not_best", NULL,
            "\"not_best\" must be an object such as {\"S5\": \"legal, but it throws away a "
            "point\"}.");
        return named;
    }
    const cJSON *item;
    cJSON_ArrayForEach(item, object) {
        tutor_move answer;
        char code[TUTOR_CODE_MAX], why[400];
        if (!read_answer(k, item->string, "not_best", &answer, code)) continue;
        if (has(named, answer))
            lesson_problem(k, "not_best", code, "\"%s\" appears twice in \"not_best\".", code);
        else if (!cJSON_IsString(item) || !item->valuestring[0])
            lesson_problem(
                k, "not_best", code,
                "\"not_best\" must give \"%s\" a reason: a sentence saying why it is legal but "
                "not the best.",
                code);
        else if (has(accepted, answer))
            lesson_problem(k, "not_best", code, "\"%s\" is both accepted and in \"not_best\".",
                           code);
        else if (!has(legal, answer)) {
            if (!seeded_symptom(k, f, answer))
                lesson_problem(k, "not_best", code,
                               "\"%s\" is in \"not_best\", but it may not be played here: %s",
                               code, why_not(k, f, answer, why, sizeof why));
        }
        else
            cJSON_AddStringToObject(out, code, item->valuestring);
        named = with(named, answer);
    }
    return named;
}

/* Whether the accepted answers and the `not_best` of a play or legal question are right. */
static void judge_answers(checker *k, const cJSON *step, ask_kind kind, const facing *f,
                          answers legal, cJSON *question) {
    const cJSON *accept = get(step, "accept");
    answers accepted = {tutor_set_empty(), 0}, not_best = accepted;
    int readable = accept && read_accepted(k, accept, kind, f, legal, &accepted);
    if (kind == ASK_PLAY)
        not_best = read_not_best(k, get(step, "not_best"), f, legal, accepted, question);
    cJSON_AddItemToObject(question, "accept", answer_array(k, accepted));
    if (!readable) return;
    char code[TUTOR_CODE_MAX], why[400];
    tutor_move each[TUTOR_SET_CAPACITY + 2];
    for (int i = 0, n = listed(minus(accepted, legal), each); i < n; i++) {
        if (seeded_symptom(k, f, each[i])) continue;
        answer_code(k, each[i], code);
        lesson_problem(k, "accept", code, "\"%s\" is accepted, but it may not be played here: %s",
                       code, why_not(k, f, each[i], why, sizeof why));
    }
    for (int i = 0, n = listed(minus(minus(legal, accepted), not_best), each); i < n; i++) {
        if (seeded_symptom(k, f, each[i])) continue;
        answer_code(k, each[i], code);
        lesson_problem(k, "accept", code, "\"%s\" is legal here, so %s.", code,
                       kind == ASK_PLAY ? "it must be accepted or given a reason in \"not_best\""
                                        : "\"accept\" must list it: a legal question accepts "
                                          "exactly the legal cards");
    }
}

static void ask_play(checker *k, const cJSON *step, ask_kind kind, cJSON *question) {
    facing f;
    if (!read_facing(k, step, kind, &f)) return;
    answers legal = legal_answers(k, &f);
    cJSON_AddNumberToObject(question, "seat", f.seat);
    cJSON_AddItemToObject(question, "trick", card_array(k->c.game, f.trick, f.n));
    cJSON_AddItemToObject(question, "hand", set_array(k->c.game, f.hand));
    if (f.stock >= 0) cJSON_AddNumberToObject(question, "stock", f.stock);
    add_choice(k, question, &f, legal);
    judge_answers(k, step, kind, &f, legal, question);
}

/* ---- winner, count and score ------------------------------------------------------------- */

static int ask_winner(checker *k, const cJSON *step, cJSON *question) {
    facing f;
    if (!read_facing(k, step, ASK_WINNER, &f)) return 0;
    tutor_reason why = f.winner_why;
    int winner =
        f.winner >= 0 ? f.winner : tutor_winner(k->c.game, &k->c.options, f.trick, f.n, &why);
    cJSON_AddItemToObject(question, "trick", card_array(k->c.game, f.trick, f.n));
    cJSON_AddNumberToObject(question, "winner", winner);
    add_sentence(&k->c, question, &why);
    const cJSON *accept = get(step, "accept");
    long long accepted;
    if (!accept) return 1;
    if (!read_int(&k->c, accept, "accept", 0, f.n - 1, &accepted))
        return lesson_helper_problem(k, "accept", NULL);
    cJSON_AddNumberToObject(question, "accept", (double)accepted);
    if (accepted == winner) return 1;
    char code[TUTOR_CODE_MAX], winning[TUTOR_CODE_MAX], sentence[400];
    tutor_card_format(k->c.game, f.trick[accepted], code);
    tutor_card_format(k->c.game, f.trick[winner], winning);
    tutor_options english = spoken_options(&k->c, TUTOR_LANG_EN); /* a problem's sentence */
    tutor_explain(k->c.game, &english, &why, sentence, sizeof sentence);
    return lesson_problem(k, "accept", code,
                          "\"accept\" is %lld (\"%s\"), but \"%s\" (%d) wins the trick: %s",
                          accepted, code, winning, winner, sentence);
}

/* The seats whose piles a count question counts, as a mask (bit s for seat s). */
static int read_seat_list(checker *k, const cJSON *list, unsigned *mask, cJSON *question) {
    *mask = 0;
    if (!cJSON_IsArray(list) || !list->child)
        return lesson_problem(
            k, "seats", NULL,
            "\"seats\" must be a list of seats whose piles are counted, such as [0, 2].");
    const cJSON *item;
    cJSON_ArrayForEach(item, list) {
        long long seat;
        if (!read_int(&k->c, item, "seats", 0, k->seats - 1, &seat))
            return lesson_helper_problem(k, "seats", NULL);
        if (*mask & (1u << seat))
            return lesson_problem(k, "seats", NULL, "Seat %lld appears twice in \"seats\".", seat);
        *mask |= 1u << seat;
    }
    cJSON_AddItemToObject(question, "seats", cJSON_Duplicate(list, 1));
    return 1;
}

/* A number answer: `verb` and `unit` say what the core found ("counts", " points"). */
static int check_number(checker *k, const cJSON *accept, double expected, const char *verb,
                        const char *unit, cJSON *question) {
    if (!accept) return 1;
    if (!cJSON_IsNumber(accept))
        return lesson_problem(k, "accept", NULL, "\"accept\" must be a number.");
    cJSON_AddNumberToObject(question, "accept", accept->valuedouble);
    if (accept->valuedouble != expected)
        lesson_problem(k, "accept", NULL, "\"accept\" is %g, but the core %s %g%s.",
                       accept->valuedouble, verb, expected, unit);
    return 1;
}

static int ask_count(checker *k, const cJSON *step, cJSON *question) {
    const cJSON *cards_item = get(step, "cards"), *seats_item = get(step, "seats");
    if (!cards_item == !seats_item)
        return lesson_problem(
            k, cards_item ? "seats" : "cards", NULL,
            "A count question counts either \"cards\" (a list of codes) or the piles of "
            "\"seats\" on the running table: one of the two.");
    tutor_card cards[TUTOR_SET_CAPACITY];
    int n = 0;
    tutor_count_result result;
    if (cards_item) {
        given_cards given = {0};
        if (!lesson_read_cards(k, cards_item, "cards", cards, TUTOR_SET_CAPACITY, &n, &given))
            return 0;
        if (tutor_count(k->c.game, &k->c.options, cards, n, &result, &k->c.error))
            return lesson_helper_problem(k, "cards", NULL);
    } else {
        unsigned mask;
        if (!read_seat_list(k, seats_item, &mask, question)) return 0;
        if (k->whole_hand) {
            /* The piles of a whole hand are the core's score's to count, with the Excuse's
             * and the Fool's exchanges, which the tricks as they lie do not show. */
            return lesson_problem(
                k, "seats", NULL,
                "On a whole hand, a count question counts \"cards\" (a list of codes), "
                "not the piles of \"seats\".");
        }
        if (tutor_game_draws(k->c.game)) return lesson_no_running_table(k, "seats");
        if (!k->running) {
            if (!k->deal_given)
                lesson_problem(k, "seats", NULL,
                               "The lesson has no \"deal\", so no seat has a pile to count: give "
                               "\"cards\" instead.");
            return 0;
        }
        if (tutor_play_points(&k->play, mask, &result, &k->c.error))
            return lesson_helper_problem(k, "seats", NULL);
        for (int s = 0; s < k->seats; s++) {
            tutor_card card;
            if (mask & (1u << s)) TUTOR_SET_FOREACH(card, k->play.piles[s]) cards[n++] = card;
        }
    }
    double points = result.halves ? result.points / 2.0 : result.points;
    cJSON_AddItemToObject(question, "cards", card_array(k->c.game, cards, n));
    cJSON_AddNumberToObject(question, "points", points);
    check_number(k, get(step, "accept"), points, "counts", " points", question);
    return 1;
}

/* Asks the `score` request itself, with the step's `score` as its fields and the lesson's
 * options, so a score question reads its fields exactly as the request does. */
static int ask_score(checker *k, const cJSON *step, cJSON *question) {
    const cJSON *fields = get(step, "score");
    if (!cJSON_IsObject(fields))
        return lesson_problem(
            k, "score", NULL,
            "A score question needs \"score\": the fields of the core's \"score\" request, "
            "such as {\"bid\": 30, \"bidder_count\": 31}.");
    cJSON *request = cJSON_Duplicate(fields, 1);
    cJSON_DeleteItemFromObjectCaseSensitive(request, "options");
    if (get(k->c.request, "options"))
        cJSON_AddItemToObject(request, "options", cJSON_Duplicate(get(k->c.request, "options"), 1));
    api_call score = {
        .request = request, .response = cJSON_CreateObject(), .game = k->c.game, .error_index = -1};
    int value;
    if (!score_request(&score, &value)) {
        /* The request's wording ("The request has no ...") said of the step's field. */
        const char *message = score.error.message, *request_word = "The request ";
        if (score.error.code && strcmp(score.error.code, "unknown-op") == 0)
            lesson_problem(
                k, "ask", NULL,
                "The core does not score %s hands yet, so this lesson cannot ask \"score\".",
                tutor_game_name(k->c.game));
        else if (strncmp(message, request_word, strlen(request_word)) == 0)
            lesson_problem(k, "score", NULL, "\"score\" %s", message + strlen(request_word));
        else
            lesson_problem(k, "score", NULL, "In \"score\": %s", message);
    } else {
        cJSON_AddNumberToObject(question, "value", value);
        check_number(k, get(step, "accept"), value, "scores", "", question);
    }
    cJSON_Delete(score.response);
    cJSON_Delete(request);
    return 1;
}

/* ---- the question ------------------------------------------------------------------------ */

static int copy_hints(checker *k, const cJSON *step, cJSON *question) {
    const cJSON *hints = get(step, "hints"), *item;
    cJSON *out = cJSON_AddArrayToObject(question, "hints");
    if (hints && !cJSON_IsArray(hints))
        return lesson_problem(k, "hints", NULL,
                              "\"hints\" must be a list of sentences: the rule first, then more.");
    cJSON_ArrayForEach(item, hints) {
        if (!cJSON_IsString(item) || !item->valuestring[0])
            return lesson_problem(k, "hints", NULL, "Each hint must be a non-empty string.");
        cJSON_AddItemToArray(out, cJSON_CreateString(item->valuestring));
    }
    return 1;
}

static ask_kind read_ask(checker *k, const cJSON *ask) {
    for (int kind = 0; cJSON_IsString(ask) && kind < ASK_KINDS; kind++)
        if (strcmp(ask->valuestring, ask_names[kind]) == 0) return (ask_kind)kind;
    char shown[48];
    lesson_problem(
        k, "ask", NULL,
        "\"ask\" is %s%s%s; it must be one of \"play\", \"legal\", \"winner\", \"count\", "
        "\"score\" and \"action\".",
        cJSON_IsString(ask) ? "\"" : "",
        cJSON_IsString(ask) ? clip(ask->valuestring, 40, shown) : "not a string",
        cJSON_IsString(ask) ? "\"" : "");
    return ASK_KINDS;
}

/* Fields that belong to some questions only. */
static void check_question_fields(checker *k, const cJSON *step, ask_kind kind) {
    static const struct {
        const char *name;
        unsigned kinds; /* bit k: allowed for ask kind k */
        const char *which;
    } only[] = {
        {"not_best", 1u << ASK_PLAY | 1u << ASK_ACTION, "\"play\" and \"action\" questions"},
        {"table", 1u << ASK_PLAY | 1u << ASK_LEGAL | 1u << ASK_WINNER,
         "\"play\", \"legal\" and \"winner\" questions"},
        {"cards", 1u << ASK_COUNT, "\"count\" questions"},
        {"seats", 1u << ASK_COUNT, "\"count\" questions"},
        {"score", 1u << ASK_SCORE, "\"score\" questions"},
        {"accept", ~0u, "questions"},
        {"hints", ~0u, "questions"},
        {"explain", ~0u, "questions"},
    };
    for (size_t i = 0; i < sizeof only / sizeof only[0]; i++) {
        if (!get(step, only[i].name)) continue;
        if (kind == ASK_KINDS)
            lesson_problem(
                k, only[i].name, NULL,
                "\"%s\" belongs to a question, and this step asks none: give it \"ask\".",
                only[i].name);
        else if (!(only[i].kinds & (1u << kind)))
            lesson_problem(k, only[i].name, NULL,
                           "\"%s\" is only for %s, and this step asks \"%s\".", only[i].name,
                           only[i].which, ask_names[kind]);
    }
}

cJSON *lesson_question(checker *k, const cJSON *step) {
    const cJSON *ask = get(step, "ask");
    if (!ask) {
        check_question_fields(k, step, ASK_KINDS);
        return cJSON_CreateNull();
    }
    ask_kind kind = read_ask(k, ask);
    if (kind == ASK_KINDS) return cJSON_CreateNull();
    check_question_fields(k, step, kind);
    cJSON *question = cJSON_CreateObject();
    cJSON_AddStringToObject(question, "ask", ask_names[kind]);
    if (!get(step, "accept"))
        lesson_problem(k, "accept", NULL,
                       "The question has no \"accept\": say which answers are right.");
    if (k->rules) {
        if (kind == ASK_PLAY || kind == ASK_LEGAL) ask_play(k, step, kind, question);
        if (kind == ASK_WINNER) ask_winner(k, step, question);
        if (kind == ASK_COUNT) ask_count(k, step, question);
        if (kind == ASK_SCORE) ask_score(k, step, question);
        if (kind == ASK_ACTION) lesson_ask_action(k, step, question);
    }
    copy_hints(k, step, question);
    const cJSON *explain = get(step, "explain");
    if (explain && (!cJSON_IsString(explain) || !explain->valuestring[0]))
        lesson_problem(k, "explain", NULL, "\"explain\" must be a non-empty string.");
    cJSON_AddItemToObject(question, "explain",
                          cJSON_IsString(explain) ? cJSON_CreateString(explain->valuestring)
                                                  : cJSON_CreateNull());
    return question;
}
