/*
 * texas_42_hand.c: a whole Texas 42 hand — the auction, the declaration, then trick play —
 * behind the one hand interface (tutor_hand in tutor.h).
 *
 * Source: shared/seeds/004. Rules choices (docs/rules-decisions.md):
 *  - "each player, starting with the dealer's left, gets one bid"; "30 points is the lowest
 *    bid, all 42 points is 1 mark, and the opening bid is maxed out at 2 marks" — so a bid of
 *    42 is one mark, the first bid in marks is at most 2, and later mark bids go up one mark;
 *  - Plunge: "at least 4 doubles ... at least 4 marks (this is the only way an opening bid can
 *    be higher than 2 marks)"; Splash: "3 doubles, and a bid of 2 marks"; in both the partner
 *    names trump, and in Splash the partner also leads;
 *  - Nello: "If every player before them has passed, the declarer may bid 1 or 2 marks and go
 *    Nello" — the bid must be 1 or 2 marks and the only bid of the auction;
 *  - Sevens is bid in marks (at least 1), as in the published rule;
 *  - every hand is played to its seventh trick;
 *  - the options the players agreed for the hand (a request's `options`) hold wherever the
 *    declaration does not say otherwise: combine_options() below.
 *
 * Moves: a bid (TUTOR_MOVE_BID, `number` 30..42 points, or 100 + n for n marks) or a pass;
 * the declaration as a sequence of options (TUTOR_MOVE_OPTION: `card` the option's slot,
 * `number` its value), contract first, then trump, then doubles, any of them left to what the
 * players agreed, ended by TUTOR_MOVE_DONE; then tiles played.
 */
#include <string.h>

#include "hand_checks.h"
#include "texas_42.h"

_Static_assert(sizeof(tutor_42_hand) <= TUTOR_HAND_STATE, "TUTOR_HAND_STATE is too small");

enum {
    MARKS_BID = 100, /* a bid of n marks is the number MARKS_BID + n */
    /* "Counting it up, it looks like 7 marks wins the game" (shared/seeds/004): no bid goes
     * higher than a game's worth. */
    MOST_MARKS = 7,
};

/* The declaration's options in the order they are named. */
static const int declared_slots[] = {T42_OPT_CONTRACT, T42_OPT_TRUMP, T42_OPT_DOUBLES};
enum { DECLARED_SLOTS = 3 };

static const char *const phases[] = {"bidding", "declaring", "playing", "over"};

/* A bid's size on one scale: points, with a mark worth 42. */
static int bid_value(tutor_42_bid bid) { return bid.marks > 0 ? 42 * bid.marks : bid.points; }

static int bid_marks(tutor_42_bid bid) {
    return bid.marks > 0 ? bid.marks : bid.points == 42 ? 1 : 0;
}

static int doubles_held(const tutor_42_hand *hand, int seat) {
    return tutor_set_size(tutor_set_and(hand->deal.hands[seat], texas_42_doubles()));
}

/* A refusal: the reason in *why, its sentence as the error's message, nothing changed. */
static tutor_status refuse(const tutor_42_hand *hand, tutor_reason_code code,
                           tutor_reason_detail detail, tutor_reason *why, tutor_error *error) {
    return hand_refuse(&tutor_texas_42, &hand->options, hand_detail(code, detail, 0, 0, 0), why,
                       error);
}

static int started(const tutor_42_hand *hand) { return hand->play.game != NULL; }

/* Bad input: the input's error, with the numbers its sentence states. */
static tutor_status reject(explain_input_code code, int first, int second, int third,
                           tutor_error *error) {
    explain_input input = {.code = code, .number = {first, second, third}};
    return explain_reject(&tutor_texas_42, input, error);
}

/* Checks the deal (four disjoint hands of seven, nothing left over) and the dealer's seat. The
 * options given are the players' agreement for the hand (doubles low in follow-me, say), kept
 * as given until the declaration completes them. */
static tutor_status start(void *state, const tutor_game *game, const tutor_options *options,
                          const tutor_hand_start *start, tutor_error *error) {
    tutor_42_hand *hand = state;
    const tutor_deal *deal = &start->deal;
    (void)game;
    if (!tutor_set_is_empty(deal->rest)) return reject(EXPLAIN_NO_REST, T42_TILES, 0, 0, error);
    if (start->dealer < 0 || start->dealer >= T42_SEATS)
        return reject(EXPLAIN_DEALER_SEAT, T42_SEATS - 1, start->dealer, 0, error);
    tutor_set all = tutor_set_empty();
    for (int s = 0; s < T42_SEATS; s++) {
        int size = tutor_set_size(deal->hands[s]);
        if (size != T42_HAND) return reject(EXPLAIN_PIECES_PER_HAND, T42_HAND, s, size, error);
        if (!tutor_set_is_empty(tutor_set_and(all, deal->hands[s])))
            return reject(EXPLAIN_PIECE_DEALT_TWICE, 0, 0, 0, error);
        all = tutor_set_or(all, deal->hands[s]);
    }
    memset(hand, 0, sizeof *hand);
    hand->deal = *deal;
    hand->dealer = start->dealer;
    hand->phase = TUTOR_42_BIDDING;
    hand->declarer = TUTOR_NO_SEAT;
    if (options)
        hand->options = *options;
    else
        tutor_options_init(&hand->options);
    return TUTOR_OK;
}

/* The seat whose turn it is to bid, declare or play (TUTOR_NO_SEAT when over). */
static int turn(const void *state) {
    const tutor_42_hand *hand = state;
    if (hand->phase == TUTOR_42_BIDDING) return (hand->dealer + 1 + hand->bids_made) % T42_SEATS;
    if (hand->phase == TUTOR_42_DECLARING) return hand->declarer;
    return hand->phase == TUTOR_42_PLAYING ? hand->play.turn : TUTOR_NO_SEAT;
}

/* A bid ({0, 0}: a pass), already one the moves can say: 30 to 42 points or some marks. */
static tutor_status place_bid(tutor_42_hand *hand, tutor_42_bid bid, tutor_reason *why,
                              tutor_error *error) {
    if (hand->phase != TUTOR_42_BIDDING)
        return refuse(hand, TUTOR_OUT_OF_PHASE, TUTOR_DETAIL_ONE_BID_EACH, why, error);
    int seat = turn(hand);
    if (bid.marks > 0 || bid.points > 0) {
        int high_marks = bid_marks(hand->high);
        int plunge = doubles_held(hand, seat) >= 4 && bid.marks >= 4;
        if (bid_value(bid) <= bid_value(hand->high))
            return refuse(hand, TUTOR_BAD_BID, TUTOR_DETAIL_BID_NOT_HIGHER, why, error);
        if (bid.marks > 0 && !plunge && bid.marks > (high_marks ? high_marks + 1 : 2))
            return refuse(hand, TUTOR_BAD_BID,
                          high_marks ? TUTOR_DETAIL_MARKS_BY_ONE : TUTOR_DETAIL_OPENING_MARKS, why,
                          error);
        /* Nello needs every other player to have passed: only an opening bid counts them. */
        hand->passes_before_high = hand->declarer == TUTOR_NO_SEAT ? hand->bids_made : 0;
        hand->high = bid;
        hand->declarer = seat;
    }
    if (++hand->bids_made == T42_SEATS)
        hand->phase = hand->declarer == TUTOR_NO_SEAT ? TUTOR_42_OVER : TUTOR_42_DECLARING;
    return TUTOR_OK;
}

/* Whether the doubles are ranked by choice: "Follow Me (no trumps) declarations may choose
 * whether doubles count as high or low", "Nello players may choose how doubles are treated".
 * In a trump contract each double is the highest of its suit ("Double high ... always"; with
 * doubles trump, 6-6 down to 0-0), and Sevens ranks no tile but by its pips. */
static int doubles_chosen(int contract, int trump) {
    return contract == T42_NELLO || (contract != T42_SEVENS && trump == T42_TRUMP_NONE);
}

/* The options of the hand once declared: what the declaration names, and, where it names
 * nothing, what the players agreed for the whole hand (hand->options, e.g. doubles low in
 * follow-me) when it applies to the contract declared. A declaration naming an option its
 * contract cannot use (a trump for Nello) is refused by texas_42_complete() below, as
 * every request's options are. The contract is always set: the normal one by default. */
static void combine_options(const tutor_42_hand *hand, const tutor_options *declared,
                            tutor_options *options) {
    const tutor_options *agreed = &hand->options;
    *options = *declared;
    int contract =
        t42_value(declared, T42_OPT_CONTRACT, t42_value(agreed, T42_OPT_CONTRACT, T42_NORMAL));
    options->value[T42_OPT_CONTRACT] = (int8_t)contract;
    if (t42_has_trumps(contract) && options->value[T42_OPT_TRUMP] < 0)
        options->value[T42_OPT_TRUMP] = agreed->value[T42_OPT_TRUMP];
    int trump = options->value[T42_OPT_TRUMP];
    if (t42_has_trumps(contract) && trump < 0) return; /* the trump is missing: refused below */
    if (options->value[T42_OPT_DOUBLES] < 0 && doubles_chosen(contract, trump))
        options->value[T42_OPT_DOUBLES] = agreed->value[T42_OPT_DOUBLES];
}

/* The declaration, in the declaring phase, with the options it names. */
static tutor_status declare(tutor_42_hand *hand, const tutor_options *declared, tutor_reason *why,
                            tutor_error *error) {
    tutor_options options;
    combine_options(hand, declared, &options);
    int contract = options.value[T42_OPT_CONTRACT];
    int marks = bid_marks(hand->high), doubles = doubles_held(hand, hand->declarer);
    int unearned = /* the bid or the doubles the contract asks for, missing */
        contract == T42_NELLO && (!(marks == 1 || marks == 2) || hand->passes_before_high < 3)
            ? TUTOR_DETAIL_NELLO_BID
        : contract == T42_SEVENS && marks < 1                  ? TUTOR_DETAIL_SEVENS_BID
        : contract == T42_PLUNGE && (doubles < 4 || marks < 4) ? TUTOR_DETAIL_PLUNGE_BID
        : contract == T42_SPLASH && (doubles < 3 || marks < 2) ? TUTOR_DETAIL_SPLASH_BID
                                                               : TUTOR_DETAIL_NONE;
    if (unearned) return refuse(hand, TUTOR_BAD_DECLARATION, unearned, why, error);
    /* Splash: the partner "also lead[s] to the first trick". */
    int leader = (hand->declarer + (contract == T42_SPLASH ? 2 : 0)) % T42_SEATS;
    tutor_reason refused; /* as every request's options are checked */
    if (texas_42_complete(&options, TUTOR_FOR_PLAY, &refused))
        return hand_refuse(&tutor_texas_42, &hand->options, refused, why, error);
    tutor_play play;
    if (tutor_play_start(&play, &tutor_texas_42, &options, &hand->deal, leader, error))
        return TUTOR_ERROR;
    hand->options = options;
    hand->play = play;
    hand->phase = TUTOR_42_PLAYING;
    return TUTOR_OK;
}

static tutor_status play(tutor_42_hand *hand, tutor_card card, tutor_reason *why,
                         tutor_error *error) {
    if (hand->phase != TUTOR_42_PLAYING)
        return hand->phase == TUTOR_42_OVER
                   ? refuse(hand, TUTOR_HAND_OVER, TUTOR_DETAIL_TRICKS_PLAYED, why, error)
                   : refuse(hand, TUTOR_OUT_OF_PHASE, TUTOR_DETAIL_PLAY_AFTER_DECLARATION, why,
                            error);
    if (tutor_play_card(&hand->play, card, why, error)) return TUTOR_ERROR;
    if (hand->play.turn == TUTOR_NO_SEAT) hand->phase = TUTOR_42_OVER;
    return TUTOR_OK;
}

/* The result once every trick is played ("no-hand" when every player passed), and the side
 * the marks go to: the bidder's partnership when the bid is made, else the other. */
static tutor_status hand_score(const tutor_42_hand *hand, int *bidder_count, tutor_42_score *score,
                               int *side, tutor_error *error) {
    if (hand->declarer == TUTOR_NO_SEAT) return hand_no_score(EXPLAIN_EVERY_PLAYER_PASSED, error);
    if (hand->phase != TUTOR_42_OVER) return reject(EXPLAIN_HAND_NOT_OVER, 0, 0, 0, error);
    tutor_count_result points;
    unsigned bidders = (1u << hand->declarer) | (1u << ((hand->declarer + 2) % T42_SEATS));
    if (tutor_play_points(&hand->play, bidders, &points, error)) return TUTOR_ERROR;
    *bidder_count = points.points;
    *score = tutor_42_score_hand(&hand->options, hand->high, points.points);
    *side = (hand->declarer + !score->made) % 2;
    return TUTOR_OK;
}

static int phase(const void *state) { return (int)((const tutor_42_hand *)state)->phase; }

static int seats(const void *state) {
    (void)state;
    return T42_SEATS;
}

static const tutor_options *options(const void *state) {
    return &((const tutor_42_hand *)state)->options;
}

static tutor_set holding(const void *state, int seat) {
    const tutor_42_hand *hand = state;
    return started(hand) ? hand->play.hands[seat] : hand->deal.hands[seat];
}

static int tricks(const void *state, const tutor_trick **taken, int *count, tutor_trick *current) {
    return hand_play_tricks(&((const tutor_42_hand *)state)->play, taken, count, current);
}

/* The place of an option's slot in the declaration's order. */
static int slot_rank(int slot) {
    for (int i = 0; i < DECLARED_SLOTS; i++)
        if (declared_slots[i] == slot) return i;
    return -1;
}

static int moves(const void *state, const tutor_move *pending, int n, tutor_move *out) {
    const tutor_42_hand *hand = state;
    int count = 0;
    if (hand->phase == TUTOR_42_BIDDING) {
        for (int points = 30; points <= 42; points++)
            out[count++] = (tutor_move){TUTOR_MOVE_BID, 0, (int16_t)points};
        for (int marks = 1; marks <= MOST_MARKS; marks++)
            out[count++] = (tutor_move){TUTOR_MOVE_BID, 0, (int16_t)(MARKS_BID + marks)};
        out[count++] = (tutor_move){TUTOR_MOVE_PASS_BID, 0, 0};
    } else if (hand->phase == TUTOR_42_DECLARING) {
        /* The options after the last one named, each value; and the end of the declaration. */
        int from = n > 0 ? slot_rank(pending[n - 1].card) + 1 : 0;
        for (int r = from; r < DECLARED_SLOTS; r++) {
            const tutor_option_spec *spec = tutor_game_option(&tutor_texas_42, declared_slots[r]);
            for (int v = 0; v < spec->value_count; v++)
                out[count++] =
                    (tutor_move){TUTOR_MOVE_OPTION, (tutor_card)declared_slots[r], (int16_t)v};
        }
        out[count++] = (tutor_move){TUTOR_MOVE_DONE, 0, 0};
    } else if (hand->phase == TUTOR_42_PLAYING) {
        /* The dominoes the trick allows: each one offered is tried, thousands of times in a
         * search, and the others would be refused. */
        tutor_card card;
        TUTOR_SET_FOREACH(card, tutor_play_legal(&hand->play))
        out[count++] = (tutor_move){TUTOR_MOVE_PLAY, card, 0};
    }
    return count;
}

/* Whether some choice of the options after slot rank `from` (each named or left to the
 * agreement) makes a declaration the core accepts; *why and *error say why not. */
static int completable(const tutor_42_hand *hand, tutor_options *declared, int from,
                       tutor_reason *why, tutor_error *error) {
    tutor_42_hand trial = *hand;
    if (declare(&trial, declared, why, error) == TUTOR_OK) return 1;
    for (int r = from; r < DECLARED_SLOTS; r++) {
        int slot = declared_slots[r];
        const tutor_option_spec *spec = tutor_game_option(&tutor_texas_42, slot);
        for (int v = 0; v < spec->value_count; v++) {
            declared->value[slot] = (int8_t)v;
            int found = completable(hand, declared, r + 1, NULL, NULL);
            declared->value[slot] = -1;
            if (found) return 1;
        }
    }
    return 0;
}

/* A move no action of the game makes: the input's error (`most`: the number it states). */
static hand_outcome rejected(explain_input_code code, int most, tutor_error *error) {
    return hand_outcome_of(reject(code, most, 0, 0, error));
}

/* A declaration so far: the options named, in order, each once. */
static hand_outcome declaration(tutor_42_hand *hand, const tutor_move *moves, int n,
                                tutor_reason *why, tutor_error *error) {
    tutor_options declared;
    tutor_options_init(&declared);
    int last = -1;
    int done = moves[n - 1].kind == TUTOR_MOVE_DONE;
    for (int i = 0; i < n - done; i++) {
        int rank = moves[i].kind == TUTOR_MOVE_OPTION ? slot_rank(moves[i].card) : -1;
        const tutor_option_spec *spec =
            rank < 0 ? NULL : tutor_game_option(&tutor_texas_42, moves[i].card);
        if (!spec || moves[i].number < 0 || moves[i].number >= spec->value_count)
            return rejected(EXPLAIN_DECLARATION_VALUES, 0, error);
        if (rank <= last) return rejected(EXPLAIN_DECLARATION_ORDER, 0, error);
        last = rank;
        declared.value[moves[i].card] = (int8_t)moves[i].number;
    }
    if (done) return hand_outcome_of(declare(hand, &declared, why, error));
    return completable(hand, &declared, last + 1, why, error) ? HAND_MORE : HAND_REFUSED;
}

static hand_outcome apply(void *state, const tutor_move *moves, int n, tutor_reason *why,
                          tutor_error *error) {
    tutor_42_hand *hand = state;
    tutor_move move = moves[n - 1];
    if (hand->phase == TUTOR_42_DECLARING &&
        (move.kind == TUTOR_MOVE_OPTION || move.kind == TUTOR_MOVE_DONE))
        return declaration(hand, moves, n, why, error);
    int points = move.number >= 30 && move.number <= 42;
    int marks = move.number > MARKS_BID && move.number <= MARKS_BID + MOST_MARKS;
    tutor_42_bid bid = {points ? move.number : 0, marks ? move.number - MARKS_BID : 0};
    switch (move.kind) {
    case TUTOR_MOVE_BID:
        if (move.card != 0 || !(points || marks))
            return rejected(EXPLAIN_POINTS_OR_MARKS, MOST_MARKS, error);
        return hand_outcome_of(place_bid(hand, bid, why, error));
    case TUTOR_MOVE_PASS_BID:
        if (move.card || move.number) return rejected(EXPLAIN_PASS_ALL, 0, error);
        return hand_outcome_of(place_bid(hand, (tutor_42_bid){0, 0}, why, error));
    case TUTOR_MOVE_PLAY:
        if (move.number) return rejected(EXPLAIN_PIECE_NO_CALL, 0, error);
        return hand_outcome_of(play(hand, move.card, why, error));
    case TUTOR_MOVE_OPTION:
    case TUTOR_MOVE_DONE:
        return hand_outcome_of(
            refuse(hand, TUTOR_OUT_OF_PHASE, TUTOR_DETAIL_TRUMP_DECLARED_ONCE, why, error));
    default:
        return rejected(EXPLAIN_MOVES_BIDS_DECLARATION, 0, error);
    }
}

static const char *const pass_word[] = {"pass"};
/* The options' values as a person reads them, in the order of texas_42.c's values. */
static const char *const contract_names[] = {"normal", "Nello", "Sevens", "Plunge", "Splash"};
static const char *const trump_names_fr[] = {"blanc", "as",     "deux",    "trois",
                                             "quatre", "cinq", "six", "doubles",
                                             "aucun (on suit)"};
static const char *const trump_names_it[] = {"bianchi", "uno", "due", "tre", "quattro",
                                             "cinque", "sei", "doppi", "nessuna (si segue)"};
static const char *const doubles_names_it[] = {"alti", "bassi", "a parte", "a parte, invertiti"};
static const char *const trump_names_es[] = {"blancas", "unos", "doses", "treses", "cuatros",
                                             "cincos", "seises", "dobles", "ninguno (se sigue)"};
static const char *const doubles_names_es[] = {"altos", "bajos", "aparte", "aparte, invertidos"};
static const char *const trump_names_pt[] = {"brancos", "uns", "dois", "três", "quatros",
                                             "cincos", "seis", "duplos", "nenhum (segue-se)"};
static const char *const doubles_names_pt[] = {"altos", "baixos", "à parte", "à parte, invertidos"};
static const char *const trump_names_de[] = {"Nullen", "Einser", "Zweier", "Dreier", "Vierer",
                                             "Fünfer", "Sechser", "Pasche", "keiner (Farbe folgen)"};
static const char *const doubles_names_de[] = {"hoch", "niedrig", "eigene Farbe",
                                               "eigene Farbe, umgekehrt"};
static const char *const doubles_names_fr[] = {"hauts", "bas", "à part", "à part, inversés"};
static const char *const trump_names[] = {"blanks", "ones",  "twos",    "threes",          "fours",
                                          "fives",  "sixes", "doubles", "none (follow me)"};

/* In the order an action's members are read: a declaration's contract before its trump. */
static const struct hand_word moves_written[] = {
    {.kind = TUTOR_MOVE_BID, .key = "bid", .value = TUTOR_WRITTEN_NUMBER, .first = 30, .last = 42},
    /* any number of marks is read (the core takes a Plunge above a game's worth) */
    {.kind = TUTOR_MOVE_BID,
     .key = "bid",
     .value = TUTOR_WRITTEN_UNIT,
     .first = MARKS_BID,
     .last = MARKS_BID + 42,
     .unit = "marks"},
    {.kind = TUTOR_MOVE_PASS_BID, .key = "bid", .value = TUTOR_WRITTEN_WORD, .words = pass_word},
    {.kind = TUTOR_MOVE_OPTION,
     .value = TUTOR_WRITTEN_WORD,
     .number = T42_OPT_CONTRACT,
     .names = contract_names,
     .local_names = {[TUTOR_LANG_FR] = contract_names, /* the game's own words */
                     [TUTOR_LANG_IT] = contract_names,
                     [TUTOR_LANG_ES] = contract_names,
                     [TUTOR_LANG_PT] = contract_names,
                     [TUTOR_LANG_DE] = contract_names}},
    {.kind = TUTOR_MOVE_OPTION,
     .value = TUTOR_WRITTEN_WORD,
     .number = T42_OPT_TRUMP,
     .names = trump_names,
     .local_names = {[TUTOR_LANG_FR] = trump_names_fr, [TUTOR_LANG_IT] = trump_names_it,
                     [TUTOR_LANG_ES] = trump_names_es,
                     [TUTOR_LANG_PT] = trump_names_pt,
                     [TUTOR_LANG_DE] = trump_names_de}},
    {.kind = TUTOR_MOVE_OPTION,
     .value = TUTOR_WRITTEN_WORD,
     .number = T42_OPT_DOUBLES,
     .local_names = {[TUTOR_LANG_FR] = doubles_names_fr, [TUTOR_LANG_IT] = doubles_names_it,
                     [TUTOR_LANG_ES] = doubles_names_es,
                     [TUTOR_LANG_PT] = doubles_names_pt,
                     [TUTOR_LANG_DE] = doubles_names_de}},
    {.kind = TUTOR_MOVE_DONE, .key = "done", .value = TUTOR_WRITTEN_TRUE},
    {.kind = TUTOR_MOVE_PLAY, .key = "play", .value = TUTOR_WRITTEN_CARD},
};

static int vocabulary(const tutor_game *game, const struct hand_word **words) {
    (void)game;
    return HAND_WORDS(moves_written);
}

/* Every tile is in a hand or a trick, and the auction and the declaration are public. */
static void view(const void *state, int seat, tutor_view *view) {
    (void)state;
    (void)seat;
    (void)view;
}

/* Before the last trick: the bid is made once the bidders have what it needs (their count only
 * grows), and set once what is left cannot bring them there, or (in Nello) once they take
 * anything; the marks are the bid's whatever the margin, so the returns are known. */
static int settled(const void *state, int *returns) {
    const tutor_42_hand *hand = state;
    if (hand->phase != TUTOR_42_PLAYING || hand->declarer == TUTOR_NO_SEAT) return 0;
    unsigned bidders = (1u << hand->declarer) | (1u << ((hand->declarer + 2) % T42_SEATS));
    tutor_count_result theirs, taken;
    tutor_error ignored;
    if (tutor_play_points(&hand->play, bidders, &theirs, &ignored) ||
        tutor_play_points(&hand->play, (1u << T42_SEATS) - 1, &taken, &ignored))
        return 0;
    tutor_42_score now = tutor_42_score_hand(&hand->options, hand->high, theirs.points);
    int left = T42_WHOLE_HAND - taken.points;
    int decided = now.needed < 0 ? theirs.points > 0
                                 : now.made || theirs.points + left < now.needed;
    if (!decided) return 0;
    int side = (hand->declarer + !now.made) % 2;
    for (int s = 0; s < T42_SEATS; s++) returns[s] = s % 2 == side ? now.marks : -now.marks;
    for (int s = T42_SEATS; s < TUTOR_MAX_SEATS; s++) returns[s] = 0;
    return 1;
}

/* The marks go to one side: the bidder's when the bid is made, else the opponents'. */
static tutor_status score(const void *state, tutor_hand_score *score, tutor_error *error) {
    const tutor_42_hand *hand = state;
    if (hand->phase != TUTOR_42_OVER) return TUTOR_OK;
    score->scored = 1;
    if (hand->declarer == TUTOR_NO_SEAT) return TUTOR_OK; /* every player passed */
    int bidder_count = 0, side;
    tutor_42_score result;
    if (hand_score(hand, &bidder_count, &result, &side, error)) return TUTOR_ERROR;
    score->lines[score->line_count++] = (tutor_score_line){"bid", result.marks, (int8_t)side, -1};
    for (int s = 0; s < T42_SEATS; s++)
        score->returns[s] = s % 2 == side ? result.marks : -result.marks;
    return TUTOR_OK;
}

/* A bid: its points, {"marks": n}, or null for none. */
static void record_bid(tutor_record *record, const char *key, tutor_42_bid bid) {
    if (bid.marks > 0) {
        record->open(record, key, 0);
        record->number(record, "marks", bid.marks);
        record->close(record);
    } else if (bid.points > 0) {
        record->number(record, key, bid.points);
    } else {
        record->word(record, key, NULL);
    }
}

/* Everything is in a hand or a trick; the auction, the declaration as played (with the
 * defaults filled in) and who sits out in Nello are public. */
static void describe(const void *state, const tutor_game *game, int viewer, tutor_record *record) {
    const tutor_42_hand *hand = state;
    (void)viewer;
    record->open(record, "aside", 0);
    record->close(record);
    record_seat(record, "bidder", hand->declarer);
    record_bid(record, "bid", hand->high); /* none ({0, 0}) until a player bids */
    if (!started(hand)) {
        record->word(record, "declared", NULL);
    } else {
        record->open(record, "declared", 0);
        for (int i = 0; i < tutor_game_option_count(game); i++) {
            const tutor_option_spec *spec = tutor_game_option(game, i);
            int value = hand->options.value[i];
            record->word(record, spec->name, value < 0 ? NULL : spec->values[value]);
        }
        record->close(record);
    }
    record_seat(record, "sitting_out", started(hand) ? hand->play.sitting_out : TUTOR_NO_SEAT);
}

/* Once every trick is played: the bid, what the bidders took, and one line giving the marks
 * to a side. */
static tutor_status record_score(const void *state, const tutor_game *game, tutor_record *record,
                                 tutor_error *error) {
    const tutor_42_hand *hand = state;
    if (hand->phase != TUTOR_42_OVER) {
        record->word(record, "score", NULL);
        return TUTOR_OK;
    }
    int bidder_count = 0, side = 0, by_side[2] = {0, 0};
    tutor_42_score result = {0};
    if (hand_score(hand, &bidder_count, &result, &side, error)) {
        if (strcmp(error->code, "no-hand") != 0) return TUTOR_ERROR;
        record->word(record, "score", NULL); /* every player passed */
        record->word(record, "no_hand", error->message);
        return TUTOR_OK;
    }
    by_side[side] = result.marks;
    record->open(record, "score", 0);
    record->number(record, "bidder", hand->declarer);
    record_bid(record, "bid", hand->high);
    record->number(record, "bidder_count", bidder_count);
    record->truth(record, "made", result.made);
    record->open(record, "marks", 0);
    record->number(record, result.made ? "bidder" : "opponents", result.marks);
    record->close(record);
    record->open(record, "lines", 1);
    record->open(record, NULL, 0);
    record->word(record, "item", "bid");
    record->number(record, "points", result.marks);
    record->number(record, "side", side);
    char text[320];
    explain_line(game, record->lang,
                 &(explain_line_words){EXPLAIN_LINE_BID_FOR_MARKS,
                                       {hand->high.points, hand->high.marks, bidder_count,
                                        result.needed, result.made, result.marks, T42_WHOLE_HAND}},
                 text, sizeof text);
    record->word(record, "text", text);
    record->close(record);
    record->close(record);
    record_summary(record, &(record_score_summary){.total = EXPLAIN_TOTAL,
                                                   .total_key = "side",
                                                   .totals = by_side,
                                                   .total_count = 2});
    record->close(record);
    return TUTOR_OK;
}

const struct tutor_hand_rules texas_42_hand_rules = {
    .size = sizeof(tutor_42_hand),
    HAND_HOOKS,
    .settled = settled,
};
