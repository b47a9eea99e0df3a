/*
 * tutor_burro.h: Burro, the Spanish children's game that sheds cards through tricks
 * (shared/seeds/004), with its Portuguese variant.
 *
 * "The first player leads a card to a trick, and players must follow suit. If they cannot,
 * they must draw cards until they have a card of the led suit to play. If the draw pile runs
 * out, the player simply passes." So a player facing a trick chooses among cards, drawing and
 * passing, and which of them are allowed depends on how many cards the stock still holds
 * (tutor_stock_legal() in tutor.h). A whole hand, from the deal until one player is left
 * holding cards, is a tutor_burro_hand; the one hand interface (tutor_hand in tutor.h) plays it.
 *
 * Options are Burro's (tutor_game_find("burro")): `deck` "40" or "48", `variant` "spanish"
 * or "portuguese", `players` "2" to "8"; an option not set counts as its default. Cards are
 * numbered as in every suited pack of the core: suit * 14 + rank - 1, Espadas 0, Bastos 1,
 * Copas 2, Oros 3, ranks 1 to 9, Sota 11, Caballo 12, Rey 14.
 */
#ifndef TUTOR_BURRO_H
#define TUTOR_BURRO_H

#include "tutor.h"

/* What the player to move may do (may_draw: a choice in the Portuguese variant when the hand
 * can follow). */
typedef tutor_stock_choice tutor_burro_choice;

enum { TUTOR_BURRO_MAX_CARDS = 48, TUTOR_BURRO_MAX_TRICKS = 48 };

/* A hand as a value: fixed size, no pointers, so copying is cloning. Every card is in exactly
 * one place: a hand, the stock (not yet drawn), the current trick, or a pile. The cards of a
 * finished trick go to its winner's pile and are out of play: winning a trick only wins the
 * lead, and Burro counts no card points. */
typedef struct {
    tutor_options options; /* defaults filled in */
    int players;
    tutor_set hands[TUTOR_MAX_SEATS];
    tutor_card stock[TUTOR_BURRO_MAX_CARDS]; /* the draw pile in drawing order */
    int stock_count;                         /* cards the pile started with */
    int stock_drawn;                         /* stock[stock_drawn] is the next card drawn */
    tutor_set piles[TUTOR_MAX_SEATS];
    tutor_trick current; /* the trick being played: leader, cards, seats */
    tutor_trick tricks[TUTOR_BURRO_MAX_TRICKS];
    int tricks_done;
    int turn;  /* the seat to act, or TUTOR_NO_SEAT once the hand is over */
    int burro; /* once over: the seat left holding cards, who takes one letter of B-U-R-R-O
                  (TUTOR_NO_SEAT only for a hand started with no cards in any hand) */
} tutor_burro_hand;

/* Deals from a seed (tutor_deal_seeded) and starts play: the seat after the dealer leads. The
 * stock is drawn in the order of the shuffle that dealt it. */
tutor_status tutor_burro_hand_deal(tutor_burro_hand *hand, const tutor_options *options,
                                   uint64_t seed, int dealer, tutor_error *error);

int tutor_burro_hand_stock(const tutor_burro_hand *hand); /* cards left in the draw pile */
/* What the seat to act may do (nothing once the hand is over). */
tutor_burro_choice tutor_burro_hand_legal(const tutor_burro_hand *hand);

/* The actions of the seat whose turn it is. A refused action returns TUTOR_ERROR with
 * error->code "illegal-action" and the sentence, fills *why (when not NULL) and leaves the hand
 * unchanged. A draw keeps the turn; *drawn (when not NULL) is the card drawn. */
tutor_status tutor_burro_hand_play(tutor_burro_hand *hand, tutor_card card, tutor_reason *why,
                                   tutor_error *error);
tutor_status tutor_burro_hand_draw(tutor_burro_hand *hand, tutor_card *drawn, tutor_reason *why,
                                   tutor_error *error);
tutor_status tutor_burro_hand_pass(tutor_burro_hand *hand, tutor_reason *why, tutor_error *error);

#endif
