/*
 * hand_checks.h: what every whole hand checks, and how it says no. Every game's hand
 * (texas_42_hand.c, french_tarot_hand.c, tapp_tarock_hand.c, tarocchino_hand.c, piedmont_hand.c)
 * refuses an action the same way: the reason goes to the caller's *why, its sentence (the
 * explanation module's, from the reason) becomes the error's message with the code
 * "illegal-action", and the hand is left as it was. A value the rules have no word for (a seat
 * that does not exist, a card outside the pack) is bad input instead: an explain_input, whose
 * sentence and error code the explanation module gives.
 */
#ifndef TUTOR_HAND_CHECKS_H
#define TUTOR_HAND_CHECKS_H

#include "../explain.h"
#include "../game.h"

/* Every hand file defines its hooks under the names of struct tutor_hand_rules' members. */
#define HAND_HOOKS                                                                                 \
    .phases = phases, .start = start, .turn = turn, .phase = phase, .seats = seats,                \
    .options = options, .holding = holding, .tricks = tricks, .moves = moves, .apply = apply,      \
    .vocabulary = vocabulary, .view = view, .score = score, .describe = describe,                  \
    .record_score = record_score

/* A reason about `card` (0 when the reason names none), with no suit. */
tutor_reason hand_reason(tutor_reason_code code, tutor_card card);
/* The same, with a card that proves the obligation (a card that could be discarded instead). */
tutor_reason hand_reason_with(tutor_reason_code code, tutor_card card, tutor_card witness);

/* A reason that takes one of its code's particular sentences, with the numbers it states
 * (tutor_reason_detail in tutor.h says which); it names no card. */
tutor_reason hand_detail(tutor_reason_code code, tutor_reason_detail detail, int first, int second,
                         int third);

/* A refusal whose sentence explain.c makes from the reason. */
tutor_status hand_refuse(const tutor_game *game, const tutor_options *options, tutor_reason reason,
                         tutor_reason *why, tutor_error *error);
/* The hand interface's verdict on an action done or tried: HAND_APPLIED for TUTOR_OK, else
 * HAND_REFUSED (a refusal's or bad input's status). */
hand_outcome hand_outcome_of(tutor_status status);
/* A hand with no score (every player passed, a cancelled deal): the error "no-hand", saying
 * why. */
tutor_status hand_no_score(explain_no_hand_code why, tutor_error *error);
/* Bad input rather than a refusal: *why says no reason, the error is the input's
 * (explain_reject). */
tutor_status hand_reject_input(const tutor_game *game, explain_input input, tutor_reason *why,
                               tutor_error *error);

/* Every card of the deal's hands (the first `deal->seats`) and rest is in the options' pack
 * and dealt once: else "unknown-card" or "duplicate-card", naming the card. Sizes are each
 * game's own to check. */
tutor_status hand_check_cards(const tutor_game *game, const tutor_options *options,
                              const tutor_deal *deal, tutor_error *error);

/* A deal to `seats` seats by `dealer`, one of them, that hand_check_cards accepts, each hand of
 * `size` cards and the dealer's `extra` more in the rest or already in its hand (Ottocento's and
 * Eight Hundred's two, Piedmont's four): else the bad input, the first found. */
tutor_status hand_check_dealt(const tutor_game *game, const tutor_options *options,
                              const tutor_deal *deal, int dealer, int seats, int size, int extra,
                              tutor_error *error);

/* A dealer's discard of `size` cards (Ottocento's and Eight Hundred's two, Piedmont's four),
 * made one TUTOR_MOVE_DISCARD of one card at a time: moves[0..n-1], the last perhaps a
 * TUTOR_MOVE_DONE ending it short. Puts the cards to make or try the discard with into
 * cards[TUTOR_MAX_PENDING] (*count of them) and returns HAND_MORE while the cards so far may
 * stay (each is in `legal`, the cards the dealer may discard, and they are fewer than `size`),
 * HAND_APPLIED when they are the whole discard to make, HAND_REFUSED when the game's discard
 * is to be tried with them for its refusal: the cards chosen, the last one, and other cards
 * that may go to make `size` when there are any. */
hand_outcome hand_discard_step(tutor_set legal, int size, const tutor_move *moves, int n,
                               tutor_card *cards, int *count);

/* A dealer's discard lying face down: the dealer and the viewer who sees everything
 * (TUTOR_NO_SEAT) see it aside; the others know only how many cards lie there. */
void hand_view_discard(tutor_view *view, int seat, int dealer, tutor_set discard);
/* The same in what the table shows: `aside`, with the `discard` pile once there is one. */
void hand_record_discard(tutor_record *record, int viewer, int dealer, tutor_set discard);
/* What became of the Fool (a tutor_fool_state), and the card given for it once paid. */
void hand_record_fool(tutor_record *record, int fool, tutor_card payment);

/* The tricks hook of a hand whose trick play is `play`: its tricks taken and the trick under
 * way, and whether trick play has begun (its game is set once the cards are played). */
int hand_play_tricks(const tutor_play *play, const tutor_trick **taken, int *count,
                     tutor_trick *current);

/* The card a partnership gives for the Fool from the cards it has won: one worth the fewest
 * card points; among those one that is not `dearer` (for what else it counts for), then the
 * lowest numbered. */
tutor_card hand_fool_payment(const tutor_game *game, tutor_set won, int (*dearer)(tutor_card));

/* The first card of `cards` that appears twice, or -1. */
int hand_repeated_card(const tutor_card *cards, int n);

/* The card points of a pile the game's count accepts (whole tricks when it counts cards in
 * threes, an even number in pairs): tutor_count() of its cards in card order. */
int hand_points(const tutor_game *game, const tutor_options *options, tutor_set cards);

/* A score's `lines`, each {"item", "points", "text"}, the text explain_line()'s from its words. */
void hand_record_lines(tutor_record *record, const tutor_game *game, const tutor_score_line *lines,
                       const explain_line_words *words, int count);

/* One move of `kind` for each card of `cards`, in card order, into out; how many. */
int hand_card_moves(tutor_move *out, int kind, tutor_set cards);
/* The cards that moves[0..n-1] name. */
tutor_set hand_moves_cards(const tutor_move *moves, int n);
/* Every move a vocabulary of words, numbers, cards and trues names, in its order, into out: a
 * word's numbers (those with a word) and a number's from first to last, a true's number, and a
 * card move for each of `cards`; how many. For a hand whose moves the core tries (not exact). */
int hand_every_move(const struct hand_word *words, int count, tutor_set cards, tutor_move *out);

/* The card of `rank` in each of the four suits. */
tutor_set hand_rank_cards(int rank);

/* What happened to the Fool in a hand that plays it out (Ottocento's, Eight Hundred's,
 * Piedmont's); from OWED on, it went back from a trick the other partnership won. */
typedef enum {
    TUTOR_FOOL_IN_HAND, /* not played yet */
    TUTOR_FOOL_KEPT,    /* played to a trick its own partnership won: it stays in that trick */
    TUTOR_FOOL_OWED,    /* face up beside its player, who owes the trick's winner a card */
    TUTOR_FOOL_PAID,    /* back with its partnership, a card given for it */
    TUTOR_FOOL_LOST     /* its partnership captured nothing: it went to the trick's winner */
} tutor_fool_state;

/* A dealer's discard move (hand_discard_step): HAND_MORE while the cards so far may stay, else
 * what the game's own `discard` of the cards to make or try it says, the hand left as it was
 * when it refuses. */
typedef tutor_status (*hand_discard_fn)(void *hand, const tutor_card *cards, int n,
                                        tutor_reason *why, tutor_error *error);
hand_outcome hand_discard_move(void *hand, hand_discard_fn discard, tutor_set legal, int size,
                               const tutor_move *moves, int n, tutor_reason *why,
                               tutor_error *error);

/* The phase, seats and options hooks of a hand whose state, a `type`, holds its phase and
 * options under those names; `seat_count` is a constant or an expression of `state`. */
#define HAND_STATE_HOOKS(type, seat_count)                                                         \
    static int phase(const void *state) { return ((const type *)state)->phase; }                   \
    static int seats(const void *state) { return (void)state, seat_count; }                        \
    static const tutor_options *options(const void *state) {                                       \
        return &((const type *)state)->options;                                                    \
    }

#endif
