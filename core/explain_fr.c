/*
 * explain_fr.c: the explanation module's templates in French (explain_text.h): the holes of
 * each English template, in the same order. The games' own words (l'Excuse, le chien, la
 * Garde) are those of the French federation's rules; the sources are in docs/translating.md.
 */
#include "explain_text.h"

const char *const explain_fr[SAY_COUNT] = {
    /* ---- the rule broken alone ---- */
    [SAY_RULE_ALONE + TUTOR_OUT_OF_PHASE] =
        "La donne n'en est pas à l'étape de cette action : ses étapes se suivent, des enchères "
        "au dernier pli, et chaque action appartient à l'une d'elles.",
    [SAY_RULE_ALONE + TUTOR_OUT_OF_TURN] =
        "C'est au tour d'un autre joueur : seul le joueur dont c'est le tour peut agir.",
    [SAY_RULE_ALONE + TUTOR_ALREADY_PASSED] =
        "Vous avez passé, et un joueur qui a passé ne peut plus enchérir dans les mêmes enchères.",
    [SAY_RULE_ALONE + TUTOR_BID_TOO_LOW] =
        "Une enchère doit dépasser la plus haute enchère faite ; qui ne veut pas la dépasser "
        "passe.",
    [SAY_RULE_ALONE + TUTOR_BAD_ANNOUNCEMENT] =
        "Ce contrat est déjà annoncé : chacun s'annonce une fois, avant la première carte.",
    [SAY_RULE_ALONE + TUTOR_DISCARD_TWO] =
        "Le donneur écarte exactement deux cartes différentes, pour en garder quinze comme les "
        "autres.",
    [SAY_RULE_ALONE + TUTOR_GAME_OVER] =
        "La partie est finie : une équipe a atteint 800 points, on ne joue donc plus rien dans "
        "cette donne.",
    [SAY_RULE_ALONE + TUTOR_DISCARD_FOUR] =
        "Le donneur écarte exactement quatre cartes différentes, pour en garder dix-neuf comme "
        "les autres.",

    /* ---- the card and a witness ---- */
    [SAY_WITH_WITNESS + TUTOR_BAD_DISCARD] =
        "%s ne peut pas aller à l'écart tant que vous gardez %s : un atout ne va au chien que "
        "s'il reste trop peu de cartes autres que les atouts, les Rois et l'Excuse, et il est "
        "alors montré.",
    [SAY_WITH_WITNESS + TUTOR_BAD_CALL] =
        "Seul un preneur qui a toutes les cartes de chaque rang au-dessus peut appeler %s, et %s "
        "n'est pas dans votre main.",
    [SAY_WITH_WITNESS + TUTOR_BAD_POIGNEE] =
        "%s ne peut remplacer un atout dans une poignée que si tous les atouts tenus sont "
        "montrés, et vous avez aussi %s.",
    [SAY_WITH_WITNESS + TUTOR_MUST_KEEP] =
        "%s est un atout, et un atout ne s'écarte que s'il n'y a pas d'autre choix : vous avez "
        "encore %s, qui peut s'écarter.",

    /* ---- the card and the rule ---- */
    [SAY_AFTER_CARD + TUTOR_NOT_IN_HAND] = "%s n'est pas dans la main du joueur dont c'est le tour.",
    [SAY_AFTER_CARD + TUTOR_BAD_DISCARD] =
        "%s ne peut pas aller à l'écart : les Rois et les bouts (le Petit, le 21 et l'Excuse) ne "
        "vont jamais au chien.",
    [SAY_AFTER_CARD + TUTOR_BAD_CALL] =
        "On ne peut pas appeler %s : le preneur appelle un Roi (une Dame s'il a les quatre "
        "Rois, et ainsi de suite jusqu'aux Valets).",
    [SAY_AFTER_CARD + TUTOR_BAD_POIGNEE] =
        "%s n'est pas un atout : une poignée montre des atouts (l'Excuse peut en remplacer un "
        "quand aucun atout n'est gardé).",
    [SAY_AFTER_CARD + TUTOR_WINS_EXCUSE_LED_LAST] =
        "%s remporte le pli : c'est l'entame du dernier pli par un camp qui avait fait tous les "
        "plis précédents, le seul cas où l'Excuse fait un pli.",
    [SAY_AFTER_CARD + TUTOR_MUST_KEEP] =
        "%s ne peut pas aller à l'écart : les Rois et le Trull (le Sküs, le Mond et le Pagat) ne "
        "s'écartent jamais.",
    [SAY_AFTER_CARD + TUTOR_NOT_A_COMBINATION] =
        "%s et les autres cartes montrées ne forment pas la combinaison nommée : un brelan ou "
        "un carré ne prend pas de carte joker, et une suite a besoin de ses vraies cartes avant "
        "qu'un joker la complète.",
    [SAY_AFTER_CARD + TUTOR_DECLARED_TWICE] =
        "%s figure dans une deuxième combinaison d'un genre déjà déclaré : chaque genre, et "
        "la suite de chaque couleur, se déclare une seule fois.",
    [SAY_AFTER_CARD + TUTOR_MUST_CALL_ALLEGIANCE] =
        "Avec %s, le Bien ou le Mal est joué pour la première fois : vous l'appelez « nôtre » (votre équipe ne "
        "compte alors que ses couleurs : la Terre et l'Air pour le Bien, le Feu et l'Eau pour le "
        "Mal) ou « vôtre » (l'autre équipe le fait), et devez dire lequel.",

    /* ---- a whole hand's rule broken ---- */
    [SAY_RULE_BROKEN + TUTOR_DETAIL_ONE_BID_EACH] =
        "Les enchères sont finies : chaque joueur a fait sa seule enchère.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_BID_NOT_HIGHER] =
        "Une enchère doit être plus haute que la plus haute enchère faite.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_MARKS_BY_ONE] =
        "Une enchère en marques ne peut relever la précédente que d'une marque.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_OPENING_MARKS] =
        "La première enchère en marques est d'au plus 2 marques, sauf si l'enchérisseur a 4 "
        "doubles et annonce un Plunge (4 ou plus).",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_TRUMP_DECLARED_ONCE] =
        "L'atout se déclare après les enchères, par le gagnant des enchères, une seule fois.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_NELLO_BID] =
        "Nello s'annonce pour 1 ou 2 marques, par un joueur, après que tous les autres ont passé.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_SEVENS_BID] =
        "Sevens s'annonce en marques : au moins 42 points, une marque.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_PLUNGE_BID] =
        "Un Plunge demande au moins 4 doubles dans la main du déclarant et une enchère d'au "
        "moins 4 marques.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_SPLASH_BID] =
        "Un Splash demande au moins 3 doubles dans la main du déclarant et une enchère de 2 "
        "marques.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_TRICKS_PLAYED] = "Tous les plis de cette donne sont joués.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_CANCEL_BEFORE_BID] =
        "Une donne s'annule juste après la distribution, avant la première enchère.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_NOBODY_CANCELS] =
        "Seul un joueur qui a le Petit sec (aucun autre atout, ni l'Excuse) peut annuler la "
        "donne, et personne ne le fait.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_CANCEL_ON_TURN] =
        "Seul le joueur qui a le Petit sec (aucun autre atout, ni l'Excuse) peut annuler la "
        "donne, à son tour, avant la première enchère.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_BID_OR_PASS_ONCE] =
        "Les enchères sont finies : chaque joueur enchérit ou passe une seule fois.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_DISCARD_AFTER_AUCTION] =
        "L'écart vient après les enchères, et c'est le preneur d'une petite ou d'une garde qui "
        "le fait.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_DISCARD_MADE] =
        "Il n'y a pas d'écart à faire maintenant : le preneur d'une petite ou d'une garde écarte "
        "une fois, juste après avoir pris le chien.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_DISCARD_UNDER_WAY] =
        "On finit d'abord l'écart commencé, une carte à la fois.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_CALL_FIVE] = "Le preneur n'appelle un Roi qu'à 5 joueurs.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_CALL_ONCE] =
        "Le preneur appelle un Roi une fois, après les enchères et l'écart, avant le jeu.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_POIGNEE_FIRST_TRICK] =
        "Une poignée se montre au premier pli, par le joueur qui va jouer sa première carte.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_POIGNEE_UNDER_WAY] =
        "On finit d'abord la poignée commencée : ses atouts, puis « fini ».",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_CHELEM_AFTER_AUCTION] =
        "Le preneur annonce un chelem une fois les enchères finies, avant la première carte.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_CHELEM_BEFORE_CARD] =
        "Un chelem s'annonce avant que la première carte soit jouée.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_CHELEM_ANNOUNCED] = "Le chelem est déjà annoncé.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_CHELEM_TAKER] =
        "Seul le preneur annonce un chelem, à son tour, avant la première carte.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_THROWN_IN] =
        "Il n'y a pas de donne à jouer : elle a été abandonnée avant le jeu.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_PLAY_AFTER_CALL] =
        "On joue les cartes une fois les enchères finies et le Roi appelé par le preneur.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_PLAY_AFTER_DISCARD] =
        "On joue les cartes une fois les enchères finies et l'écart fait par le preneur.",

    /* ---- bad input ---- */
    [SAY_INPUT + EXPLAIN_DEALER_SEAT] = "dealer doit être une place de 0 à %d, pas %d.",
    [SAY_INPUT + EXPLAIN_LEADER_SEAT] = "leader doit être une place de 0 à %d, pas %d.",
    [SAY_INPUT + EXPLAIN_NOT_OF_GAME] = "%c n'est pas une carte du jeu %n.",
    [SAY_INPUT + EXPLAIN_DEALT_TWICE] = "%c est distribuée deux fois.",
    [SAY_INPUT + EXPLAIN_NOT_IN_OPTIONS_PACK] =
        "%c, dans %s, n'est pas dans le paquet que donnent ces options.",
    [SAY_INPUT + EXPLAIN_DEALT_MORE_THAN_ONCE] = "%c, dans %s, est distribuée plus d'une fois.",
    [SAY_INPUT + EXPLAIN_DEAL_HANDS_FOR_OPTIONS] =
        "La distribution a %d mains ; ces options font asseoir %d joueurs.",
    [SAY_INPUT + EXPLAIN_STOCK_TOO_BIG] =
        "La pioche a %d cartes ; un paquet en a au plus %d.",
    [SAY_INPUT + EXPLAIN_LEADER_HOLDS_NONE] =
        "La place %d n'a pas de cartes : elle ne peut pas entamer.",
    [SAY_INPUT + EXPLAIN_DEAL_HANDS_FOR_PLAYERS] =
        "Une distribution pour %d joueurs a %d mains, pas %d.",
    [SAY_INPUT + EXPLAIN_CHIEN_SIZE] =
        "À %d joueurs, le chien a %d cartes ; celui-ci en a %d.",
    [SAY_INPUT + EXPLAIN_HAND_SIZE_FOR_PLAYERS] =
        "À %d joueurs, chaque main a %d cartes ; la place %d en a %d.",
    [SAY_INPUT + EXPLAIN_DEALT_TO_HANDS] = "Le jeu %n se distribue en %d mains, pas %d.",
    [SAY_INPUT + EXPLAIN_SEAT_DEALT] =
        "La place %d reçoit %d cartes ; chaque joueur en a %d, et le donneur %s de plus (dans "
        "le reste de la distribution ou en main).",
    [SAY_INPUT + EXPLAIN_PIECES_PER_HAND] =
        "Au jeu %n, chaque main a %d %P ; la place %d en reçoit %d.",
    [SAY_INPUT + EXPLAIN_PIECE_DEALT_TWICE] =
        "Une même pièce du jeu (%p) est distribuée à plus d'une place.",
    [SAY_INPUT + EXPLAIN_GAME_DEAL_HANDS] =
        "Une distribution du jeu %n a %d mains, pas %d.",
    [SAY_INPUT + EXPLAIN_PILE_CARD_NUMBER] =
        "%s a la carte numéro %d, qui n'est pas une carte du paquet du jeu %n.",
    [SAY_INPUT + EXPLAIN_PILE_DEALT_TWICE] = "%c est distribuée deux fois (encore dans %s).",
    [SAY_INPUT + EXPLAIN_PILE_SIZE] = "%s doit avoir %d cartes, pas %d.",
    [SAY_INPUT + EXPLAIN_CARD_NUMBER] =
        "La carte numéro %d n'est pas une carte du paquet du jeu %n.",
    [SAY_INPUT + EXPLAIN_TALON_TOP] =
        "La moitié du haut du talon est faite de trois cartes du talon.",
    [SAY_INPUT + EXPLAIN_DISCARD_NOT_OF_PACK] = "Une carte écartée n'est pas du paquet.",
    [SAY_INPUT + EXPLAIN_PLAYED_NOT_OF_PACK] = "La carte jouée n'est pas du paquet.",
    [SAY_INPUT + EXPLAIN_DECLARATION_SHAPE] =
        "Chaque déclaration nomme un genre de cricca ou de suite et les cartes montrées.",
    [SAY_INPUT + EXPLAIN_HAND_NOT_OVER] = "La donne n'est pas encore finie.",
    [SAY_INPUT + EXPLAIN_PILE_TRICKS] =
        "Au jeu %n, un tas est fait de plis entiers de %d %P ; %d %P ne font pas un nombre "
        "entier de plis.",
    [SAY_INPUT + EXPLAIN_SCORE_NEGATIVE] = "Un score de partie n'est jamais négatif, pas %d.",
    [SAY_INPUT + EXPLAIN_GAME_WON_ALREADY] =
        "À %d contre %d, la partie est déjà gagnée : une nouvelle partie part de 0.",
    [SAY_INPUT + EXPLAIN_OPTION_NO_VALUE] = "Le jeu %n n'a pas de valeur %d pour %s.",
    [SAY_INPUT + EXPLAIN_ALLEGIANCE_IN_HAND] =
        "L'option allegiance compte un seul tas ; dans une donne entière, les appels faits avec "
        "le Bien et le Mal décident des couleurs que compte chaque équipe.",
    [SAY_INPUT + EXPLAIN_ALLEGIANCE_NEEDS_GOOD_EVIL] =
        "L'option allegiance compte un tas du Jeu de l'Allégeance ; donnez aussi à good_evil la "
        "valeur \"allegiance\".",
    [SAY_INPUT + EXPLAIN_DEALS_FIELD] = "deals doit aller de 1 à %d, pas %d.",
    [SAY_INPUT + EXPLAIN_DEALS_PLAYED] = "Les %d donnes de la partie ont été jouées.",
    [SAY_INPUT + EXPLAIN_FOUR_HANDS_PLAYED] = "Les quatre donnes de la partie ont été jouées.",
    [SAY_INPUT + EXPLAIN_JOINS_WHEN_OVER] = "Une donne rejoint la partie une fois finie.",
    [SAY_INPUT + EXPLAIN_JOINS_WHEN_PLAYED] =
        "Une donne rejoint la partie une fois tous ses plis joués.",
    [SAY_INPUT + EXPLAIN_GAME_SEATS_PLAYERS] =
        "Chaque donne de la partie se joue à %d joueurs, pas %d.",
    [SAY_INPUT + EXPLAIN_DEALT_BY] =
        "Cette donne de la partie est distribuée par la place %d, pas %d.",
    [SAY_INPUT + EXPLAIN_DEALT_AND_LED_BY] =
        "Cette donne de la partie est distribuée par la place %d, donc la place %d entame, pas "
        "%d.",
    [SAY_INPUT + EXPLAIN_SCORES_FROM] =
        "Cette donne de la partie part des scores %d et %d, pas %d et %d.",
    [SAY_INPUT + EXPLAIN_GOOD_EVIL_AS] =
        "Chaque donne de la partie se joue avec le Bien et le Mal en mode %s.",
    [SAY_INPUT + EXPLAIN_SPELLED_OUT] = "La partie est finie : la place %d a épelé %N.",
    [SAY_INPUT + EXPLAIN_PARTNERSHIP_WON] = "La partie est finie : l'équipe %d l'a gagnée.",
    [SAY_INPUT + EXPLAIN_PARTNERSHIP_MARKS] = "La partie est finie : l'équipe %d a %d marques.",
    [SAY_INPUT + EXPLAIN_MOVE_NO_CALL_NO_NUMBER] =
        "Au jeu %n, un coup ne porte ni appel ni nombre.",
    [SAY_INPUT + EXPLAIN_CARD_MOVE_NO_NUMBER] =
        "Au jeu %n, un coup de carte ne porte pas de nombre.",
    [SAY_INPUT + EXPLAIN_CARD_MOVES_NO_NUMBER] =
        "Une carte jouée, écartée ou montrée ne porte pas de nombre.",
    [SAY_INPUT + EXPLAIN_DISCARD_NO_NUMBER] = "Une carte écartée ne porte pas de nombre.",
    [SAY_INPUT + EXPLAIN_PASS_NO_NUMBER] = "Un passe ne porte pas de nombre.",
    [SAY_INPUT + EXPLAIN_PASS_OR_DONE_EMPTY] =
        "Un passe ou un « fini » ne porte ni carte ni nombre.",
    [SAY_INPUT + EXPLAIN_PASS_ALL] = "Un passe ne dit rien de plus.",
    [SAY_INPUT + EXPLAIN_GAME_CARD_NO_CALL] = "Au jeu %n, chaque %p se joue sans appel.",
    [SAY_INPUT + EXPLAIN_PIECE_NO_CALL] = "Chaque %p se joue sans appel.",
    [SAY_INPUT + EXPLAIN_CONTRACT_NUMBER] =
        "Au jeu %n, une enchère est un contrat de 0 (petite) à 3 (garde contre), et ne porte "
        "pas de carte.",
    [SAY_INPUT + EXPLAIN_FLAG_NUMBER] =
        "Au jeu %n, un signal vaut 0 (annuler) ou 1 (chelem), et ne porte pas de carte.",
    [SAY_INPUT + EXPLAIN_BID_TAKE_ANNOUNCE_NO_CARD] =
        "Au jeu %n, une enchère, une prise ou une annonce ne porte pas de carte.",
    [SAY_INPUT + EXPLAIN_BID_NUMBER] =
        "Au jeu %n, une enchère vaut 0 (Trois cartes), 1 (Les 3 du bas), 2 (Les 3 du haut) ou "
        "3 (Solo).",
    [SAY_INPUT + EXPLAIN_HALF_NUMBER] =
        "La moitié du talon prise vaut 0 (celle du haut) ou 1 (celle du bas).",
    [SAY_INPUT + EXPLAIN_ANNOUNCEMENT_NUMBER] =
        "Une annonce vaut 0 (Pagat Ultimo) ou 1 (Valat).",
    [SAY_INPUT + EXPLAIN_POINTS_OR_MARKS] =
        "Au jeu %n, une enchère va de 30 à 42 points ou de 1 à %d marques.",
    [SAY_INPUT + EXPLAIN_PLAY_CALL_NUMBER] =
        "Le nombre d'un coup est son appel : 0 aucun, 1 nôtre, 2 vôtre, 3 confirmer, 4 changer, "
        "pas %d.",
    [SAY_INPUT + EXPLAIN_KIND_NUMBER] = "Un genre de combinaison va de 0 à %d, pas %d.",
    [SAY_INPUT + EXPLAIN_DECLARE_NO_CARD] =
        "Le genre d'une déclaration et sa fin ne portent pas de carte.",
    [SAY_INPUT + EXPLAIN_END_NO_NUMBER] = "La fin d'une déclaration ne porte pas de nombre.",
    [SAY_INPUT + EXPLAIN_DECLARED_AT_MOST] = "Un joueur déclare au plus %d combinaisons.",
    [SAY_INPUT + EXPLAIN_KIND_FIRST] =
        "Une carte se montre dans une combinaison : déclarez d'abord son genre.",
    [SAY_INPUT + EXPLAIN_DECLARATION_MOVES] =
        "Une déclaration a au plus %d coups, son DONE compris : montrez cette combinaison avec "
        "moins de cartes, ou moins de combinaisons.",
    [SAY_INPUT + EXPLAIN_DECLARATION_VALUES] =
        "Au jeu %n, une déclaration nomme un contrat, un atout et les doubles, chacun par l'une "
        "de ses valeurs.",
    [SAY_INPUT + EXPLAIN_DECLARATION_ORDER] =
        "Au jeu %n, une déclaration nomme le contrat, puis l'atout, puis les doubles, chacun au "
        "plus une fois.",
    [SAY_INPUT + EXPLAIN_NO_SEQUENCE_TO_END] =
        "Au jeu %n, la donne n'a pas de suite de coups à finir maintenant.",
    [SAY_INPUT + EXPLAIN_NOT_IN_PACK_OF] =
        "La carte numéro %d n'est pas dans le paquet de %d cartes.",
    [SAY_INPUT + EXPLAIN_NO_REST] =
        "Au jeu %n, une distribution n'a pas de \"rest\" : les %d %P sont toutes distribuées.",
    [SAY_INPUT + EXPLAIN_MOVES_CARDS_DRAWS_PASSES] =
        "Au jeu %n, une donne se joue avec des cartes, des pioches et des passes.",
    [SAY_INPUT + EXPLAIN_MOVES_BIDS_DISCARD_CALL] =
        "Au jeu %n, une donne se joue avec des enchères, un écart, un appel, des poignées, des "
        "signaux et des cartes.",
    [SAY_INPUT + EXPLAIN_MOVES_BIDS_PASSES_TAKES] =
        "Au jeu %n, une donne se joue avec des enchères, des passes, des prises, des écarts, "
        "des annonces et des cartes.",
    [SAY_INPUT + EXPLAIN_MOVES_DISCARDS_DECLARATIONS] =
        "Le jeu %n se joue avec des écarts, des déclarations (genres, cartes montrées, fin) et "
        "des cartes.",
    [SAY_INPUT + EXPLAIN_MOVES_DISCARDS_PLAYS] =
        "Au jeu %n, une donne se joue avec les écarts du donneur et les cartes jouées.",
    [SAY_INPUT + EXPLAIN_MOVES_BIDS_DECLARATION] =
        "Au jeu %n, une donne se joue avec des enchères, une déclaration et des %P.",
    [SAY_INPUT + EXPLAIN_PILE_IN_GROUPS] =
        "Le jeu %n compte les cartes %s : un tas en a donc un multiple de %d ; celui-ci en a %d.",
    [SAY_INPUT + EXPLAIN_SCORES_NO_COMBINATIONS] = "Le jeu %n ne compte pas de combinaisons.",

    /* ---- trick play ---- */
    [SAY_SETS_NO_SUIT] = "on a entamé %s, qui ne fixe aucune couleur, donc ",
    [SAY_DEED_PLAY] = "jouer %s",
    [SAY_DEED_DRAW] = "piocher",
    [SAY_DEED_PASS] = "passer",
    [SAY_OUTSIDE_JOIN] = " : ",
    [SAY_MUST_FOLLOW] =
        "%s. Vous avez %s, %s : vous devez donc jouer %s et ne pouvez pas %s%s%s.",
    [SAY_MUST_TRUMP] = "%s. Vous n'avez rien en %s mais vous avez %s, un atout : vous devez "
                       "donc couper et ne pouvez pas jouer %s.",
    [SAY_MUST_OVERTRUMP] = "%s est le plus fort atout du pli et vous avez %s, qui le bat : vous "
                           "devez donc monter sur %s et ne pouvez pas jouer %s.",
    [SAY_MUST_DRAW] = "%s. Vous n'avez rien en %s et la pioche n'est pas vide : vous devez donc "
                      "piocher jusqu'à pouvoir jouer %s, et ne pouvez pas %s.",
    [SAY_MUST_PASS] = "%s. Vous n'avez rien en %s et la pioche est vide : vous passez donc ce pli "
                      "et ne pouvez pas %s.",
    [SAY_MUST_LEAD] = "Vous entamez ce pli et pouvez entamer de chaque %s de votre main ; "
                      "piocher et passer ne sont permis qu'à un joueur qui ne peut pas fournir la "
                      "couleur demandée : vous ne pouvez donc pas %s.",
    [SAY_MUST_PLAY_PAIR] = "Votre partenaire a joué %s et vous avez %s : au Jeu de l'Allégeance, "
                           "le partenaire qui tient l'autre carte doit la jouer aussitôt, quelle "
                           "que soit la couleur demandée ; vous ne pouvez donc pas jouer %s.",
    [SAY_WINS_LAST_OF_EQUALS] = "%s remporte le pli : %s sont de même rang, et quand aucun atout "
                                "plus fort n'est joué, le dernier d'entre eux joué fait le pli ; "
                                "il bat donc %s.",
    [SAY_THESE_TRUMPS] = "ces atouts",
    [SAY_WINS_GOOD_EVIL_PAIR] = "%s remporte le pli : le Bien et le Mal ont été joués tous deux "
                                "par une même équipe, et ensemble ils battent tout ; le premier "
                                "des deux joué, %s, fait le pli.",
    [SAY_WINS_GOOD_EVIL_TO_LEAD] =
        "%s remporte le pli : le Bien et le Mal ont été joués par des équipes adverses, ils ne "
        "comptent donc pour rien, et aucune autre carte ne pouvait faire le pli : il revient à "
        "la carte entamée.",
    [SAY_WINS_GOOD_EVIL_CANCELLED] =
        "%s remporte le pli : le Bien et le Mal ont été joués par des équipes adverses, ils ne "
        "comptent donc pour rien ; %s ; aucun autre atout n'a été joué, et rien de plus fort que "
        "%s n'y a été joué.",
    [SAY_MUST_PLAY_NEAREST_SEVEN] = "Au Sevens, chaque joueur doit jouer le %s dont les points "
                                    "totalisent le plus près de 7 : vous avez %s (%d points), "
                                    "plus près que %s (%d points).",
    [SAY_WINS_NEAREST_SEVEN] = "%s remporte le pli : ses points totalisent %d, le plus près de 7 "
                               "dans le pli (à égalité, le %s joué en premier l'emporte).",
    [SAY_NOBODY_MAY] = "La donne est finie : personne ne peut plus %s.",
    [SAY_EVERY_TRICK_PLAYED] = "Tous les plis ont été joués ; on ne peut plus jouer %s.",
    [SAY_WINS_HIGHEST_TRUMP] = "%s remporte le pli : c'est le plus fort atout joué, et un atout "
                               "bat chaque %s d'une couleur ordinaire.",
    [SAY_WINS_HIGHEST_OF_SUIT_LED] = "%s remporte le pli : %s ; rien de plus fort que %s n'y a "
                                     "été joué.",
    [SAY_WINS_HIGHEST_NO_TRUMP] = "%s remporte le pli : %s ; aucun atout n'a été joué, et rien "
                                  "de plus fort que %s n'y a été joué.",
    [SAY_ULTIMO_CARD_NOT_HELD] = "Le Pagat Ultimo promet de faire le dernier pli avec %s, et vous "
                                 "ne l'avez pas : vous ne pouvez donc pas l'annoncer.",
    [SAY_DISCARD_WORTH_FIVE] = "%s ne peut pas aller à l'écart : sa valeur est de 5 points, et "
                               "l'écart du donneur ne contient ni Roi ni aucune de ces cartes : %s, %s, %s "
                               "et %s.",
    [SAY_DISCARD_KING_ACE_HONOUR] = "%s ne peut pas aller à l'écart : l'écart du donneur ne contient "
                                    "ni Roi, ni As, ni aucun des Honneurs (%s, %s et %s).",
    [SAY_CALL_ANSWERED] = "L'autre équipe a fait l'appel avec %s ; en jouant %s, vous confirmez "
                          "leur appel ou le changez, et devez dire lequel.",
    [SAY_NO_CALL_AFTER_PARTNER] = "%s vient après %s de votre propre équipe : seuls le premier du "
                                  "Bien et du Mal et la réponse de l'autre équipe portent un "
                                  "appel ; %s n'en fait donc aucun.",
    [SAY_NO_CALL_CARD] = "Seuls le Bien et le Mal portent un appel, et seulement au Jeu de "
                         "l'Allégeance : %s n'en fait aucun.",
    [SAY_REASON_BY_NAME] = "%s : %s.",
    [SAY_PIECE_CARD] = "carte",
    [SAY_PIECE_TILE] = "domino",
    [SAY_PIECES_CARD] = "cartes",
    [SAY_PIECES_TILE] = "dominos",
    [SAY_CARD_OF_SUIT] = "%s de %s",
    [SAY_TRUMP_NUMBERED] = "le %d d'atout",
    [SAY_SET_THE_SUIT] = "%s a fixé la couleur demandée : %s",
    [SAY_NO_SUIT] = "aucune",

    /* ---- whole hands' refusals ---- */
    [SAY_CONTRACT_WITHOUT_TRUMPS] = "Au jeu %s, le contrat %s n'a pas d'atout : \"trump\" \"%s\" "
                                    "ne peut pas s'appliquer ; donnez \"none\" ou omettez-le.",
    [SAY_DOUBLES_WITHOUT_TRUMPS] = "\"doubles\" \"%s\" ne vaut que pour une donne sans atout "
                                   "(follow-me ou Nello), pas pour %s ; donnez \"high\" ou "
                                   "omettez-le.",
    [SAY_IN_SEVENS] = "Sevens",
    [SAY_WITH_TRUMPS] = "une donne avec atout",
    [SAY_TRUMP_NEEDED] = "Le jeu %s a besoin de l'option \"trump\" (\"0\" à \"6\", \"doubles\" "
                         "ou \"none\" pour follow-me) pour décider des plis d'un contrat %s.",
    [SAY_PLAY_AFTER_DECLARATION] =
        "Les %s se jouent après les enchères et la déclaration de l'atout.",
    [SAY_POIGNEE_NAMES_TWICE] = "La poignée nomme deux fois %s ; chaque carte se donne une fois.",
    [SAY_DISCARD_NAMES_TWICE] = "L'écart nomme deux fois %s ; chaque carte se donne une fois.",
    [SAY_BID_NOT_ABOVE_CONTRACT] = "La %s a déjà été demandée : une enchère doit donc être plus "
                                   "haute (petite, garde, garde sans le chien, garde contre le "
                                   "chien, de la plus basse à la plus haute), ou un passe.",
    [SAY_DISCARD_SIZE] =
        "Le preneur écarte %d cartes, autant que le chien en avait ; cet écart en a %d.",
    [SAY_POIGNEE_SHOWN] = "La place %d a déjà montré une poignée dans cette donne.",
    [SAY_POIGNEE_SHORT_ONE] =
        "Une simple poignée à %d joueurs montre au moins %d atouts ; %d a été montré.",
    [SAY_POIGNEE_SHORT_MANY] =
        "Une simple poignée à %d joueurs montre au moins %d atouts ; %d ont été montrés.",
    [SAY_SHOWN_TWICE_IN_COMBINATION] = "%s ne se montre qu'une fois dans une combinaison.",
    [SAY_NO_COMBINATION_HELD] = "La place %d n'a aucune combinaison de ce genre à déclarer.",

    /* ---- score lines ---- */
    [SAY_HALF_POINTS] = "%d,5",
    [SAY_NOTHING_CHANGES_HANDS] = "personne ne paie rien",
    [SAY_EACH_DEFENDER_PAYS] = "chaque défenseur paie %d",
    [SAY_EACH_DEFENDER_IS_PAID] = "chaque défenseur reçoit %d",
    [SAY_ROUNDED_UP] = " (%d : le demi-point s'arrondit au-dessus pour un preneur qui gagne)",
    [SAY_ROUNDED_DOWN] = " (%d : le demi-point s'arrondit au-dessous pour un preneur qui perd)",
    [SAY_BOUTS_ONE] = "%d bout",
    [SAY_BOUTS_MANY] = "%d bouts",
    [SAY_CONTRACT_WON] = "gagnée",
    [SAY_CONTRACT_LOST] = "perdue",
    [SAY_MARGIN_OVER] = "de plus",
    [SAY_MARGIN_SHORT] = "de moins",
    [SAY_TAKER_CONTRACT] = "%s %s : le camp du preneur a fait %s points de cartes avec %s%s ; il "
                           "en fallait %d, soit %d %s ; %d pour la partie plus %d font %d, fois "
                           "%d pour le contrat : %s.",
    [SAY_PETIT_AU_BOUT] = "Petit au bout : le Petit était dans %s, gagné par %s : %d, fois %d : %s.",
    [SAY_NEXT_TO_LAST_TRICK] = "l'avant-dernier pli (l'Excuse a fait le dernier)",
    [SAY_LAST_TRICK] = "le dernier pli",
    [SAY_TAKERS_SIDE] = "le camp du preneur",
    [SAY_THE_DEFENCE] = "la défense",
    [SAY_POIGNEE_LINE] = "La place %d a montré une %s poignée (%d atouts) : %d au camp qui a "
                         "gagné la donne, %s : %s.",
    [SAY_POIGNEE_SINGLE] = "simple",
    [SAY_POIGNEE_DOUBLE] = "double",
    [SAY_POIGNEE_TRIPLE] = "triple",
    [SAY_TAKERS] = "le preneur",
    [SAY_CHELEM_LINE] = "%s : %s.",
    [SAY_CHELEM_ANNOUNCED_MADE] = "Chelem annoncé et réussi",
    [SAY_CHELEM_ANNOUNCED_FAILED] = "Chelem annoncé et chuté",
    [SAY_CHELEM_UNANNOUNCED] = "Chelem réussi sans annonce",
    [SAY_CHELEM_BY_DEFENCE] = "Chelem de la défense",
    [SAY_DECLARER_BID_WON] = "%s : contrat gagné avec %d des 70 points de cartes (il en fallait %d) : "
                             "chaque défenseur paie %d.",
    [SAY_DECLARER_BID_LOST] = "%s : contrat perdu avec %d des 70 points de cartes (il en fallait %d) : le "
                              "déclarant paie %d à chaque défenseur.",
    [SAY_VALAT_UNANNOUNCED] = "Valat réussi sans annonce : %d fois la valeur de l'enchère %s, %d, "
                              "donc chaque défenseur paie %d (au lieu de l'enchère).",
    [SAY_VALAT_ANNOUNCED_MADE] = "Valat annoncé et réussi : %d fois la valeur de l'enchère %s, %d, "
                                 "donc chaque défenseur paie %d (au lieu de l'enchère).",
    [SAY_VALAT_ANNOUNCED_FAILED] = "Valat annoncé et chuté : %d fois la valeur de l'enchère %s, "
                                   "%d, donc le déclarant paie %d à chaque défenseur (au lieu de "
                                   "l'enchère).",
    [SAY_ULTIMO_ANNOUNCED_MADE] = "Pagat Ultimo annoncé et réussi : chaque défenseur paie 8.",
    [SAY_ULTIMO_ANNOUNCED_FAILED] =
        "Pagat Ultimo annoncé et chuté : le déclarant paie 8 à chaque défenseur.",
    [SAY_ULTIMO_UNANNOUNCED] = "Pagat Ultimo sans annonce : chaque défenseur paie 4.",
    [SAY_BID_MARKS_MADE] =
        "L’enchère de %s est réussie : les enchérisseurs ont pris %d des %d points (%s), donc les enchérisseurs gagnent %s.",
    [SAY_BID_MARKS_SET] =
        "L’enchère de %s a chuté : les enchérisseurs ont pris %d des %d points (%s), donc les adversaires gagnent %s.",
    [SAY_NEED_NONE] =
        "ils ne doivent en prendre aucun",
    [SAY_NEED_ALL] =
        "il les fallait tous les %d",
    [SAY_NEED_SOME] =
        "il en fallait %d",
    [SAY_COACH_AS_GOOD] =
        "Sur %d donnes conformes à ce que vous avez vu, %s (%s) vaut tout autre choix : vous finissez devant dans %d %% des cas et marquez %s points en moyenne.",
    [SAY_COACH_WORSE] =
        "Sur %d donnes conformes à ce que vous avez vu, %s vous place devant dans %d %% des cas et marque %s points en moyenne ; %s (%s) marque %s points de moins en moyenne.",
    [SAY_COACH_YOU_PLAYED] =
        "votre coup",
    [SAY_COACH_YOU_CHOSE] =
        "votre choix",
    [SAY_QUOTED] = "« %s »",
    [SAY_TENTHS] =
        "%s%d,%d",
    [SAY_NO_HAND_CANCELLED] = "La donne a été annulée : il n'y a pas de donne à compter.",
    [SAY_NO_HAND_PASSED] = "Tous les joueurs ont passé : il n'y a pas de donne à compter.",

    /* ---- the words bad input names ---- */
    [SAY_THE_STOCK] = "la pioche",
    [SAY_A_HAND] = "une main",
    [SAY_COUNT_NONE] = "n'en reçoit aucune",
    [SAY_COUNT_ONE] = "en reçoit une",
    [SAY_COUNT_TWO] = "en reçoit deux",
    [SAY_COUNT_THREE] = "en reçoit trois",
    [SAY_COUNT_FOUR] = "en reçoit quatre",
    [SAY_COUNT_FIVE] = "en reçoit cinq",
    [SAY_COUNT_SIX] = "en reçoit six",
    [SAY_THE_TALON] = "Le talon",
    [SAY_SEAT_NUMBER] = "La place %d",
    [SAY_AS_AGREED] = "convenu",
    [SAY_IN_PAIRS] = "par paires",
    [SAY_IN_THREES] = "par trois",

    /* ---- the score request's fields ---- */
    [SAY_FIELD_ONE_OF] = "l'un de ",
    [SAY_FIELD_WHOLE_NUMBER] = "un nombre entier de %d à %d",
    [SAY_FIELD_MISSING] = "La requête n'a pas de champ \"%s\".",
    [SAY_FIELD_MISSING_WHAT] = "La requête n'a pas de champ \"%s\" ; il doit être %s.",
    [SAY_FIELD_HALVES] = "\"%s\" doit aller de 0 à %d, en points entiers ou en demi-points.",
    [SAY_FIELD_POINTS_OR_MARKS] = "\"%s\" doit aller de %d à %d points, ou {\"marks\": n}.",
    [SAY_FIELD_MUST_BE] = "\"%s\" doit être %s.",

    /* ---- a score's lines, totals and notes ---- */
    [SAY_ITEM_CRICCA] = "Cricca",
    [SAY_ITEM_SEQUENCE] = "Suite",
    [SAY_ITEM_CRICCHE_DOUBLED] = "Cricche doublées (un camp les a toutes)",
    [SAY_ITEM_SEQUENCES_DOUBLED] = "Suites doublées (un camp les a toutes)",
    [SAY_ITEM_CARD_POINTS] = "Points de cartes",
    [SAY_ITEM_LAST_TRICK] = "Le dernier pli",
    [SAY_ITEM_DISCARD] = "L’écart du donneur",
    [SAY_ITEM_FOOL] = "Le Fou",
    [SAY_ITEM_FOOL_PAYMENT] = "La carte donnée pour le Fou",
    [SAY_ITEM_TRICK_POINTS] = "Un point par pli",
    [SAY_SUITS_ALL] = "toutes les couleurs",
    [SAY_SUITS_GOOD] = "les couleurs du Bien",
    [SAY_SUITS_EVIL] = "les couleurs du Mal",
    [SAY_MOMENT_DECLARED] = "déclarée avant le premier pli",
    [SAY_MOMENT_AT_END] = "comptée à la fin",
    [SAY_LETTER_LINE] = "Encore des cartes en main : une lettre de %s",
    [SAY_CARDS_ONE] = "%d carte",
    [SAY_CARDS_MANY] = "%d cartes",
    [SAY_SHOWN_IN_TRICK] = "montrée au pli %d",
    [SAY_LETTERS_OF] = "Lettres de %s",
    [SAY_LETTERS_NONE] = "aucune",
    [SAY_TOTAL] = "Total",
    [SAY_TOTAL_HAND_SCORE] = "Le score de la donne",
    [SAY_TOTAL_EACH_DEFENDER] = "Payé par chaque défenseur au déclarant (négatif : le déclarant "
                                "paie)",
    [SAY_NOTE_SEAT_CHANGE] = "Ce que gagne ou perd chaque place",
    [SAY_NOTE_GAME_SCORE] = "Score de la partie",

    /* ---- moves ---- */
    [SAY_MOVE_PLAY] = "Jouer %s",
    [SAY_MOVE_DISCARD] = "Écarter %s",
    [SAY_MOVE_CALL] = "Appeler %s",
    [SAY_MOVE_SHOW] = "Montrer %s",
    [SAY_MOVE_POIGNEE] = "Montrer %s dans une poignée",
    [SAY_MOVE_DECLARE] = "Déclarer %s",
    [SAY_MOVE_ANNOUNCE] = "Annoncer %s",
    [SAY_MOVE_TAKE] = "Prendre la moitié %s",
    [SAY_MOVE_CONTRACT] = "Contrat : %s",
    [SAY_MOVE_TRUMP] = "Atout : %s",
    [SAY_MOVE_DOUBLES] = "Doubles : %s",
    [SAY_MOVE_BID] = "Enchère : %s",
    [SAY_MOVE_DRAW] = "Piocher",
    [SAY_MOVE_PASS] = "Passer",
    [SAY_MOVE_CHELEM] = "Annoncer un chelem",
    [SAY_MOVE_CANCEL] = "Annuler la donne",
    [SAY_MOVE_DECLARE_NOTHING] = "Ne rien déclarer",
    [SAY_MOVE_SHOW_THIS_CARD] = "Montrer cette carte",
    [SAY_MOVE_SHOW_THESE_CARDS] = "Montrer ces %d cartes",
    [SAY_MOVE_END_DECLARATION] = "Finir la déclaration ici",
    [SAY_MOVE_CALLING] = ", en disant « %s »",
    [SAY_MARKS_ONE] = "%d marque",
    [SAY_MARKS_MANY] = "%d marques",
};
