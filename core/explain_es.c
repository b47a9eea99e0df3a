/*
 * explain_es.c: the explanation module's templates in Spanish (explain_text.h): the holes of
 * each English template, in the same order. The Spanish pack's words (oros, copas, espadas,
 * bastos; Sota, Caballo, Rey; robar del monte) are its own; the sources are in
 * docs/translating.md.
 */
#include "explain_text.h"

const char *const explain_es[SAY_COUNT] = {
    /* ---- the rule broken alone ---- */
    [SAY_RULE_ALONE + TUTOR_OUT_OF_PHASE] =
        "La mano no está en el paso de esa acción: sus pasos se suceden, de la subasta a la "
        "última baza, y cada acción pertenece a uno de ellos.",
    [SAY_RULE_ALONE + TUTOR_OUT_OF_TURN] =
        "Es el turno de otro jugador: solo puede actuar el jugador al que le toca.",
    [SAY_RULE_ALONE + TUTOR_ALREADY_PASSED] =
        "Has pasado, y quien pasa no puede volver a pujar en la misma subasta.",
    [SAY_RULE_ALONE + TUTOR_BID_TOO_LOW] =
        "Una puja debe superar la más alta hasta ahora; quien no quiera superarla pasa.",
    [SAY_RULE_ALONE + TUTOR_BAD_ANNOUNCEMENT] =
        "Ese contrato ya está anunciado: cada uno se anuncia una vez, antes de la primera carta.",
    [SAY_RULE_ALONE + TUTOR_DISCARD_TWO] =
        "El repartidor descarta exactamente dos cartas distintas, para quedarse con quince como "
        "los demás.",
    [SAY_RULE_ALONE + TUTOR_GAME_OVER] =
        "La partida ha terminado: una pareja ha llegado a 800 puntos, así que en esta mano ya no "
        "se juega nada.",
    [SAY_RULE_ALONE + TUTOR_DISCARD_FOUR] =
        "El repartidor descarta exactamente cuatro cartas distintas, para quedarse con "
        "diecinueve como los demás.",

    /* ---- the card and a witness ---- */
    [SAY_WITH_WITNESS + TUTOR_BAD_DISCARD] =
        "%s no puede ir al descarte mientras conserves %s: un triunfo solo va al chien si quedan "
        "demasiado pocas cartas que no sean triunfos, Reyes o la Excusa, y entonces se enseña.",
    [SAY_WITH_WITNESS + TUTOR_BAD_CALL] =
        "Solo un declarante que tenga todas las cartas de cada rango superior puede llamar %s, y "
        "%s no está en tu mano.",
    [SAY_WITH_WITNESS + TUTOR_BAD_POIGNEE] =
        "%s puede sustituir a un triunfo en una poignée solo si se enseñan todos los triunfos que "
        "se tienen, y además tienes %s.",
    [SAY_WITH_WITNESS + TUTOR_MUST_KEEP] =
        "%s es un triunfo, y un triunfo solo se descarta si no hay otra opción: aún tienes %s, "
        "que sí puede descartarse.",

    /* ---- the card and the rule ---- */
    [SAY_AFTER_CARD + TUTOR_NOT_IN_HAND] = "%s no está en la mano del jugador al que le toca.",
    [SAY_AFTER_CARD + TUTOR_BAD_DISCARD] =
        "%s no puede ir al descarte: los Reyes y los bouts (el Petit, el 21 y la Excusa) nunca "
        "van al chien.",
    [SAY_AFTER_CARD + TUTOR_BAD_CALL] =
        "No se puede llamar %s: el declarante llama a un Rey (una Reina si tiene los cuatro "
        "Reyes, y así hasta las Sotas).",
    [SAY_AFTER_CARD + TUTOR_BAD_POIGNEE] =
        "%s no es un triunfo: una poignée enseña triunfos (la Excusa puede sustituir a uno "
        "cuando no se guarda ningún triunfo).",
    [SAY_AFTER_CARD + TUTOR_WINS_EXCUSE_LED_LAST] =
        "%s gana la baza: es la salida de la última baza por un bando que había ganado todas las "
        "anteriores, el único caso en que la Excusa gana una baza.",
    [SAY_AFTER_CARD + TUTOR_MUST_KEEP] =
        "%s no puede ir al descarte: los Reyes y el Trull (el Sküs, el Mond y el Pagat) nunca se "
        "descartan.",
    [SAY_AFTER_CARD + TUTOR_NOT_A_COMBINATION] =
        "%s y las demás cartas enseñadas no forman la combinación nombrada: un trío o un póquer "
        "no admite comodines, y una escalera necesita sus cartas verdaderas antes de que un "
        "comodín la complete.",
    [SAY_AFTER_CARD + TUTOR_DECLARED_TWICE] =
        "%s aparece en una segunda combinación de un tipo ya declarado: cada tipo, y la escalera "
        "de cada palo, se declara una sola vez.",
    [SAY_AFTER_CARD + TUTOR_MUST_CALL_ALLEGIANCE] =
        "Con %s se juega por primera vez el Bien o el Mal: lo llamas «nuestro» (tu pareja cuenta "
        "entonces solo sus palos: Tierra y Aire para el Bien, Fuego y Agua para el Mal) o "
        "«vuestro» (los cuenta la otra pareja), y debes decir cuál.",

    /* ---- a whole hand's rule broken ---- */
    [SAY_RULE_BROKEN + TUTOR_DETAIL_ONE_BID_EACH] =
        "La subasta ha terminado: cada jugador ha hecho su única puja.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_BID_NOT_HIGHER] =
        "Una puja debe ser más alta que la más alta hasta ahora.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_MARKS_BY_ONE] =
        "Una puja en marks solo puede subir la anterior en un mark.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_OPENING_MARKS] =
        "La primera puja en marks es de 2 marks como mucho, salvo que el pujador tenga 4 dobles "
        "y puje un Plunge (4 o más).",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_TRUMP_DECLARED_ONCE] =
        "El triunfo se declara después de la subasta, por quien la gana, una sola vez.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_NELLO_BID] =
        "Nello se puja por 1 o 2 marks, por un jugador, después de que todos los demás hayan "
        "pasado.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_SEVENS_BID] =
        "Sevens se puja en marks: al menos 42 puntos, un mark.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_PLUNGE_BID] =
        "Un Plunge exige al menos 4 dobles en la mano del declarante y una puja de al menos 4 "
        "marks.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_SPLASH_BID] =
        "Un Splash exige al menos 3 dobles en la mano del declarante y una puja de 2 marks.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_TRICKS_PLAYED] = "Todas las bazas de esta mano están jugadas.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_CANCEL_BEFORE_BID] =
        "Una mano se anula justo después del reparto, antes de la primera puja.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_NOBODY_CANCELS] =
        "Solo quien tiene el Petit seco (ningún otro triunfo, ni la Excusa) puede anular la "
        "mano, y nadie lo hace.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_CANCEL_ON_TURN] =
        "Solo el jugador que tiene el Petit seco (ningún otro triunfo, ni la Excusa) puede "
        "anular la mano, en su turno, antes de la primera puja.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_BID_OR_PASS_ONCE] =
        "La subasta ha terminado: cada jugador puja o pasa una sola vez.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_DISCARD_AFTER_AUCTION] =
        "El descarte viene después de la subasta, y lo hace quien gana con una petite o una "
        "garde.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_DISCARD_MADE] =
        "Ahora no hay descarte que hacer: quien gana con una petite o una garde descarta una "
        "vez, justo después de tomar el chien.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_DISCARD_UNDER_WAY] =
        "Primero se termina el descarte empezado, carta a carta.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_CALL_FIVE] = "El declarante llama a un Rey solo con 5 jugadores.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_CALL_ONCE] =
        "El declarante llama a un Rey una vez, tras la subasta y el descarte, antes del juego.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_POIGNEE_FIRST_TRICK] =
        "Una poignée se enseña en la primera baza, por quien va a jugar su primera carta.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_POIGNEE_UNDER_WAY] =
        "Primero se termina la poignée empezada: sus triunfos, y luego «hecho».",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_CHELEM_AFTER_AUCTION] =
        "El declarante anuncia un chelem una vez terminada la subasta, antes de la primera carta.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_CHELEM_BEFORE_CARD] =
        "Un chelem se anuncia antes de que se juegue la primera carta.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_CHELEM_ANNOUNCED] = "El chelem ya está anunciado.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_CHELEM_TAKER] =
        "Solo el declarante anuncia un chelem, en su turno, antes de la primera carta.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_THROWN_IN] =
        "No hay mano que jugar: se abandonó antes del juego.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_PLAY_AFTER_CALL] =
        "Las cartas se juegan terminada la subasta y después de que el declarante llame a un Rey.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_PLAY_AFTER_DISCARD] =
        "Las cartas se juegan terminada la subasta y después de que el declarante descarte.",

    /* ---- bad input ---- */
    [SAY_INPUT + EXPLAIN_DEALER_SEAT] = "dealer debe ser un puesto de 0 a %d, no %d.",
    [SAY_INPUT + EXPLAIN_LEADER_SEAT] = "leader debe ser un puesto de 0 a %d, no %d.",
    [SAY_INPUT + EXPLAIN_NOT_OF_GAME] = "%c no es una carta del juego %n.",
    [SAY_INPUT + EXPLAIN_DEALT_TWICE] = "%c se reparte dos veces.",
    [SAY_INPUT + EXPLAIN_NOT_IN_OPTIONS_PACK] =
        "%c, en %s, no está en la baraja que dan estas opciones.",
    [SAY_INPUT + EXPLAIN_DEALT_MORE_THAN_ONCE] = "%c, en %s, se reparte más de una vez.",
    [SAY_INPUT + EXPLAIN_DEAL_HANDS_FOR_OPTIONS] =
        "El reparto tiene %d manos; estas opciones sientan a %d jugadores.",
    [SAY_INPUT + EXPLAIN_STOCK_TOO_BIG] = "El monte tiene %d cartas; una baraja tiene como mucho %d.",
    [SAY_INPUT + EXPLAIN_LEADER_HOLDS_NONE] = "El puesto %d no tiene cartas, así que no puede salir.",
    [SAY_INPUT + EXPLAIN_DEAL_HANDS_FOR_PLAYERS] =
        "Un reparto para %d jugadores tiene %d manos, no %d.",
    [SAY_INPUT + EXPLAIN_CHIEN_SIZE] = "Con %d jugadores el chien tiene %d cartas; este tiene %d.",
    [SAY_INPUT + EXPLAIN_HAND_SIZE_FOR_PLAYERS] =
        "Con %d jugadores cada mano tiene %d cartas; el puesto %d tiene %d.",
    [SAY_INPUT + EXPLAIN_DEALT_TO_HANDS] = "El juego %n se reparte en %d manos, no %d.",
    [SAY_INPUT + EXPLAIN_SEAT_DEALT] =
        "El puesto %d recibe %d cartas; cada jugador tiene %d, y el repartidor %s más (en el "
        "resto del reparto o en la mano).",
    [SAY_INPUT + EXPLAIN_PIECES_PER_HAND] =
        "En el juego %n cada mano tiene %d %P; el puesto %d recibe %d.",
    [SAY_INPUT + EXPLAIN_PIECE_DEALT_TWICE] =
        "Una misma pieza del juego (%p) se reparte a más de un puesto.",
    [SAY_INPUT + EXPLAIN_GAME_DEAL_HANDS] = "Un reparto del juego %n tiene %d manos, no %d.",
    [SAY_INPUT + EXPLAIN_PILE_CARD_NUMBER] =
        "%s tiene la carta número %d, que no es una carta de la baraja del juego %n.",
    [SAY_INPUT + EXPLAIN_PILE_DEALT_TWICE] = "%c se reparte dos veces (otra vez en %s).",
    [SAY_INPUT + EXPLAIN_PILE_SIZE] = "%s debe tener %d cartas, no %d.",
    [SAY_INPUT + EXPLAIN_CARD_NUMBER] =
        "La carta número %d no es una carta de la baraja del juego %n.",
    [SAY_INPUT + EXPLAIN_TALON_TOP] = "La mitad de arriba del talón son tres cartas del talón.",
    [SAY_INPUT + EXPLAIN_DISCARD_NOT_OF_PACK] = "Una carta descartada no es de la baraja.",
    [SAY_INPUT + EXPLAIN_PLAYED_NOT_OF_PACK] = "La carta jugada no es de la baraja.",
    [SAY_INPUT + EXPLAIN_DECLARATION_SHAPE] =
        "Cada declaración nombra un tipo de cricca o de escalera y las cartas enseñadas.",
    [SAY_INPUT + EXPLAIN_HAND_NOT_OVER] = "La mano aún no ha terminado.",
    [SAY_INPUT + EXPLAIN_PILE_TRICKS] =
        "En el juego %n un montón se hace de bazas enteras de %d %P; %d %P no hacen un número "
        "entero de bazas.",
    [SAY_INPUT + EXPLAIN_SCORE_NEGATIVE] = "Un tanteo de partida nunca es negativo, no %d.",
    [SAY_INPUT + EXPLAIN_GAME_WON_ALREADY] =
        "Con %d a %d la partida ya está ganada: una partida nueva empieza en 0.",
    [SAY_INPUT + EXPLAIN_OPTION_NO_VALUE] = "El juego %n no tiene el valor %d para %s.",
    [SAY_INPUT + EXPLAIN_ALLEGIANCE_IN_HAND] =
        "La opción allegiance cuenta un solo montón; en una mano entera las llamadas hechas con "
        "el Bien y el Mal deciden qué palos cuenta cada pareja.",
    [SAY_INPUT + EXPLAIN_ALLEGIANCE_NEEDS_GOOD_EVIL] =
        "La opción allegiance cuenta un montón del Juego de la Alianza; dad también a good_evil "
        "el valor \"allegiance\".",
    [SAY_INPUT + EXPLAIN_DEALS_FIELD] = "deals debe ir de 1 a %d, no %d.",
    [SAY_INPUT + EXPLAIN_DEALS_PLAYED] = "Las %d manos de la partida se han jugado.",
    [SAY_INPUT + EXPLAIN_FOUR_HANDS_PLAYED] = "Las cuatro manos de la partida se han jugado.",
    [SAY_INPUT + EXPLAIN_JOINS_WHEN_OVER] = "Una mano entra en la partida cuando ha terminado.",
    [SAY_INPUT + EXPLAIN_JOINS_WHEN_PLAYED] =
        "Una mano entra en la partida cuando todas sus bazas se han jugado.",
    [SAY_INPUT + EXPLAIN_GAME_SEATS_PLAYERS] =
        "Cada mano de la partida se juega con %d jugadores, no %d.",
    [SAY_INPUT + EXPLAIN_DEALT_BY] = "Esta mano de la partida la reparte el puesto %d, no %d.",
    [SAY_INPUT + EXPLAIN_DEALT_AND_LED_BY] =
        "Esta mano de la partida la reparte el puesto %d, así que sale el puesto %d, no %d.",
    [SAY_INPUT + EXPLAIN_SCORES_FROM] =
        "Esta mano de la partida empieza con los tanteos %d y %d, no %d y %d.",
    [SAY_INPUT + EXPLAIN_GOOD_EVIL_AS] =
        "Cada mano de la partida se juega con el Bien y el Mal como %s.",
    [SAY_INPUT + EXPLAIN_SPELLED_OUT] = "La partida ha terminado: el puesto %d ha deletreado %N.",
    [SAY_INPUT + EXPLAIN_PARTNERSHIP_WON] = "La partida ha terminado: la ha ganado la pareja %d.",
    [SAY_INPUT + EXPLAIN_PARTNERSHIP_MARKS] = "La partida ha terminado: la pareja %d tiene %d marks.",
    [SAY_INPUT + EXPLAIN_MOVE_NO_CALL_NO_NUMBER] =
        "En el juego %n una jugada no lleva llamada ni número.",
    [SAY_INPUT + EXPLAIN_CARD_MOVE_NO_NUMBER] = "En el juego %n una jugada de carta no lleva número.",
    [SAY_INPUT + EXPLAIN_CARD_MOVES_NO_NUMBER] =
        "Una carta jugada, descartada o enseñada no lleva número.",
    [SAY_INPUT + EXPLAIN_DISCARD_NO_NUMBER] = "Una carta descartada no lleva número.",
    [SAY_INPUT + EXPLAIN_PASS_NO_NUMBER] = "Un paso no lleva número.",
    [SAY_INPUT + EXPLAIN_PASS_OR_DONE_EMPTY] = "Un paso o un «hecho» no lleva carta ni número.",
    [SAY_INPUT + EXPLAIN_PASS_ALL] = "Un paso no dice nada más.",
    [SAY_INPUT + EXPLAIN_GAME_CARD_NO_CALL] = "En el juego %n cada %p se juega sin llamada.",
    [SAY_INPUT + EXPLAIN_PIECE_NO_CALL] = "Cada %p se juega sin llamada.",
    [SAY_INPUT + EXPLAIN_CONTRACT_NUMBER] =
        "En el juego %n una puja es un contrato de 0 (petite) a 3 (garde contre), y no lleva "
        "carta.",
    [SAY_INPUT + EXPLAIN_FLAG_NUMBER] =
        "En el juego %n una señal vale 0 (anular) o 1 (chelem), y no lleva carta.",
    [SAY_INPUT + EXPLAIN_BID_TAKE_ANNOUNCE_NO_CARD] =
        "En el juego %n una puja, una toma del talón o un anuncio no lleva carta.",
    [SAY_INPUT + EXPLAIN_BID_NUMBER] =
        "En el juego %n una puja vale 0 (Tres cartas), 1 (Las 3 de abajo), 2 (Las 3 de arriba) o "
        "3 (Solo).",
    [SAY_INPUT + EXPLAIN_HALF_NUMBER] =
        "La mitad del talón tomada vale 0 (la de arriba) o 1 (la de abajo).",
    [SAY_INPUT + EXPLAIN_ANNOUNCEMENT_NUMBER] = "Un anuncio vale 0 (Pagat Ultimo) o 1 (Valat).",
    [SAY_INPUT + EXPLAIN_POINTS_OR_MARKS] =
        "En el juego %n una puja va de 30 a 42 puntos o de 1 a %d marks.",
    [SAY_INPUT + EXPLAIN_PLAY_CALL_NUMBER] =
        "El número de una jugada es su llamada: 0 ninguna, 1 nuestro, 2 vuestro, 3 confirmo, 4 "
        "cambio, no %d.",
    [SAY_INPUT + EXPLAIN_KIND_NUMBER] = "Un tipo de combinación va de 0 a %d, no %d.",
    [SAY_INPUT + EXPLAIN_DECLARE_NO_CARD] = "El tipo de una declaración y su final no llevan carta.",
    [SAY_INPUT + EXPLAIN_END_NO_NUMBER] = "El final de una declaración no lleva número.",
    [SAY_INPUT + EXPLAIN_DECLARED_AT_MOST] = "Un jugador declara como mucho %d combinaciones.",
    [SAY_INPUT + EXPLAIN_KIND_FIRST] =
        "Una carta se enseña en una combinación: declara primero su tipo.",
    [SAY_INPUT + EXPLAIN_DECLARATION_MOVES] =
        "Una declaración tiene como mucho %d jugadas, su DONE incluido: enseña esta combinación "
        "con menos cartas, o menos combinaciones.",
    [SAY_INPUT + EXPLAIN_DECLARATION_VALUES] =
        "En el juego %n una declaración nombra un contrato, un triunfo y los dobles, cada uno con "
        "uno de sus valores.",
    [SAY_INPUT + EXPLAIN_DECLARATION_ORDER] =
        "En el juego %n una declaración nombra el contrato, luego el triunfo, luego los dobles, "
        "cada uno como mucho una vez.",
    [SAY_INPUT + EXPLAIN_NO_SEQUENCE_TO_END] =
        "En el juego %n la mano no tiene ahora ninguna secuencia de jugadas que terminar.",
    [SAY_INPUT + EXPLAIN_NOT_IN_PACK_OF] = "La carta número %d no está en la baraja de %d cartas.",
    [SAY_INPUT + EXPLAIN_NO_REST] =
        "En el juego %n un reparto no tiene \"rest\": las %d %P se reparten todas.",
    [SAY_INPUT + EXPLAIN_MOVES_CARDS_DRAWS_PASSES] =
        "En el juego %n una mano se juega con cartas, robos y pasos.",
    [SAY_INPUT + EXPLAIN_MOVES_BIDS_DISCARD_CALL] =
        "En el juego %n una mano se juega con pujas, un descarte, una llamada, poignées, señales "
        "y cartas.",
    [SAY_INPUT + EXPLAIN_MOVES_BIDS_PASSES_TAKES] =
        "En el juego %n una mano se juega con pujas, pasos, tomas del talón, descartes, anuncios "
        "y cartas.",
    [SAY_INPUT + EXPLAIN_MOVES_DISCARDS_DECLARATIONS] =
        "El juego %n se juega con descartes, declaraciones (tipos, cartas enseñadas, final) y "
        "cartas.",
    [SAY_INPUT + EXPLAIN_MOVES_DISCARDS_PLAYS] =
        "En el juego %n una mano se juega con los descartes del repartidor y las jugadas.",
    [SAY_INPUT + EXPLAIN_MOVES_BIDS_DECLARATION] =
        "En el juego %n una mano se juega con pujas, una declaración de triunfo y %P.",
    [SAY_INPUT + EXPLAIN_PILE_IN_GROUPS] =
        "El juego %n cuenta las cartas %s: un montón tiene por tanto un múltiplo de %d; este "
        "tiene %d.",
    [SAY_INPUT + EXPLAIN_SCORES_NO_COMBINATIONS] = "El juego %n no cuenta combinaciones.",

    /* ---- trick play ---- */
    [SAY_SETS_NO_SUIT] = "se salió con %s, que no fija palo, así que ",
    [SAY_DEED_PLAY] = "jugar %s",
    [SAY_DEED_DRAW] = "robar del monte",
    [SAY_DEED_PASS] = "pasar",
    [SAY_OUTSIDE_JOIN] = ": ",
    [SAY_MUST_FOLLOW] = "%s. Tienes %s, %s: debes servir a %s y no puedes %s%s%s.",
    [SAY_MUST_TRUMP] = "%s. No tienes %s pero tienes %s, un triunfo: debes fallar con un triunfo "
                       "y no puedes jugar %s.",
    [SAY_MUST_OVERTRUMP] = "%s es el triunfo más alto de la baza y tienes %s, que lo supera: "
                           "debes jugar un triunfo que supere %s y no puedes jugar %s.",
    [SAY_MUST_DRAW] = "%s. No tienes %s y el monte no está vacío: debes robar hasta poder servir "
                      "a %s, y no puedes %s.",
    [SAY_MUST_PASS] = "%s. No tienes %s y el monte está vacío: pasas esta baza y no puedes %s.",
    [SAY_MUST_LEAD] = "Sales tú en esta baza y puedes salir con cada %s de tu mano; robar y "
                      "pasar son solo para quien no puede servir al palo de salida, así que no "
                      "puedes %s.",
    [SAY_MUST_PLAY_PAIR] = "Tu compañero jugó %s y tú tienes %s: en el Juego de la Alianza el "
                           "compañero que tiene la otra carta debe jugarla enseguida, sea cual "
                           "sea el palo de salida, así que no puedes jugar %s.",
    [SAY_WINS_LAST_OF_EQUALS] = "%s gana la baza: %s tienen el mismo rango, y cuando no se juega "
                                "un triunfo más alto gana el último de ellos jugado; supera así "
                                "%s.",
    [SAY_THESE_TRUMPS] = "estos triunfos",
    [SAY_WINS_GOOD_EVIL_PAIR] = "%s gana la baza: el Bien y el Mal los jugó una misma pareja, y "
                                "juntos lo superan todo; gana el primero de los dos jugado, %s.",
    [SAY_WINS_GOOD_EVIL_TO_LEAD] =
        "%s gana la baza: el Bien y el Mal los jugaron parejas contrarias, así que no cuentan "
        "nada, y ninguna otra carta podía ganar: la baza es para la carta de salida.",
    [SAY_WINS_GOOD_EVIL_CANCELLED] =
        "%s gana la baza: el Bien y el Mal los jugaron parejas contrarias, así que no cuentan "
        "nada; %s; no se jugó ningún otro triunfo, y nada de lo jugado supera %s.",
    [SAY_MUST_PLAY_NEAREST_SEVEN] = "En Sevens cada jugador debe jugar la %s cuyos puntos sumen "
                                    "más cerca de 7: tienes %s (%d puntos), más cerca que %s (%d "
                                    "puntos).",
    [SAY_WINS_NEAREST_SEVEN] = "%s gana la baza: sus puntos suman %d, lo más cerca de 7 en la "
                               "baza (en empate gana la %s jugada primero).",
    [SAY_NOBODY_MAY] = "La mano ha terminado: nadie puede ya %s.",
    [SAY_EVERY_TRICK_PLAYED] = "Todas las bazas se han jugado; ya no se puede jugar %s.",
    [SAY_WINS_HIGHEST_TRUMP] = "%s gana la baza: es el triunfo más alto jugado, y un triunfo "
                               "supera cada %s de un palo corriente.",
    [SAY_WINS_HIGHEST_OF_SUIT_LED] =
        "%s gana la baza: %s; nada de lo jugado en ese palo supera %s.",
    [SAY_WINS_HIGHEST_NO_TRUMP] = "%s gana la baza: %s; no se jugó ningún triunfo, y nada de lo "
                                  "jugado en ese palo supera %s.",
    [SAY_ULTIMO_CARD_NOT_HELD] = "El Pagat Ultimo promete ganar la última baza con %s, y no lo "
                                 "tienes, así que no puedes anunciarlo.",
    [SAY_DISCARD_WORTH_FIVE] = "%s no puede ir al descarte: vale 5 puntos, y el descarte del "
                               "repartidor no lleva Reyes ni ninguna de estas cartas: %s, %s, %s "
                               "y %s.",
    [SAY_DISCARD_KING_ACE_HONOUR] = "%s no puede ir al descarte: el descarte del repartidor no "
                                    "lleva Reyes, ni Ases, ni ninguno de los Honores (%s, %s y %s).",
    [SAY_CALL_ANSWERED] = "La otra pareja hizo la llamada con %s; jugando %s confirmas su llamada "
                          "o la cambias, y debes decir cuál.",
    [SAY_NO_CALL_AFTER_PARTNER] = "%s llega cuando tu propia pareja ya jugó %s: solo el primero "
                                  "del Bien y el Mal y la respuesta de la otra pareja llevan "
                                  "llamada; %s no hace ninguna.",
    [SAY_NO_CALL_CARD] = "Solo el Bien y el Mal llevan llamada, y solo en el Juego de la Alianza: "
                         "%s no hace ninguna.",
    [SAY_REASON_BY_NAME] = "%s: %s.",
    [SAY_PIECE_CARD] = "carta",
    [SAY_PIECE_TILE] = "ficha",
    [SAY_PIECES_CARD] = "cartas",
    [SAY_PIECES_TILE] = "fichas",
    [SAY_CARD_OF_SUIT] = "%s de %s",
    [SAY_TRUMP_NUMBERED] = "el triunfo %d",
    [SAY_SET_THE_SUIT] = "%s fijó el palo de salida: %s",
    [SAY_NO_SUIT] = "ninguno",

    /* ---- whole hands' refusals ---- */
    [SAY_CONTRACT_WITHOUT_TRUMPS] = "En el juego %s el contrato %s no tiene triunfo: \"trump\" "
                                    "\"%s\" no se puede aplicar; dad \"none\" u omitidlo.",
    [SAY_DOUBLES_WITHOUT_TRUMPS] = "\"doubles\" \"%s\" solo vale para una mano sin triunfo "
                                   "(follow-me o Nello), no para %s; dad \"high\" u omitidlo.",
    [SAY_IN_SEVENS] = "Sevens",
    [SAY_WITH_TRUMPS] = "una mano con triunfo",
    [SAY_TRUMP_NEEDED] = "El juego %s necesita la opción \"trump\" (de \"0\" a \"6\", \"doubles\" "
                         "o \"none\" para follow-me) para decidir las bazas de un contrato %s.",
    [SAY_PLAY_AFTER_DECLARATION] =
        "Las %s se juegan después de la subasta y de la declaración del triunfo.",
    [SAY_POIGNEE_NAMES_TWICE] = "La poignée nombra dos veces %s; cada carta se da una vez.",
    [SAY_DISCARD_NAMES_TWICE] = "El descarte nombra dos veces %s; cada carta se da una vez.",
    [SAY_BID_NOT_ABOVE_CONTRACT] = "Ya se ha pujado una %s: una puja debe ser más alta (petite, "
                                   "garde, garde sans le chien, garde contre le chien, de la más "
                                   "baja a la más alta), o un paso.",
    [SAY_DISCARD_SIZE] =
        "El declarante descarta %d cartas, tantas como tenía el chien; este descarte tiene %d.",
    [SAY_POIGNEE_SHOWN] = "El puesto %d ya ha enseñado una poignée en esta mano.",
    [SAY_POIGNEE_SHORT_ONE] =
        "Una poignée sencilla con %d jugadores enseña al menos %d triunfos; se ha enseñado %d.",
    [SAY_POIGNEE_SHORT_MANY] =
        "Una poignée sencilla con %d jugadores enseña al menos %d triunfos; se han enseñado %d.",
    [SAY_SHOWN_TWICE_IN_COMBINATION] = "%s se enseña una sola vez en una combinación.",
    [SAY_NO_COMBINATION_HELD] = "El puesto %d no tiene ninguna combinación de ese tipo que declarar.",

    /* ---- score lines ---- */
    [SAY_HALF_POINTS] = "%d,5",
    [SAY_NOTHING_CHANGES_HANDS] = "nadie paga nada",
    [SAY_EACH_DEFENDER_PAYS] = "cada defensor paga %d",
    [SAY_EACH_DEFENDER_IS_PAID] = "cada defensor cobra %d",
    [SAY_ROUNDED_UP] = " (%d: el medio punto se redondea hacia arriba para un declarante que gana)",
    [SAY_ROUNDED_DOWN] = " (%d: el medio punto se redondea hacia abajo para un declarante que pierde)",
    [SAY_BOUTS_ONE] = "%d bout",
    [SAY_BOUTS_MANY] = "%d bouts",
    [SAY_CONTRACT_WON] = "ganada",
    [SAY_CONTRACT_LOST] = "perdida",
    [SAY_MARGIN_OVER] = "de más",
    [SAY_MARGIN_SHORT] = "de menos",
    [SAY_TAKER_CONTRACT] = "%s %s: el bando del declarante hizo %s puntos de cartas con %s%s; "
                           "hacían falta %d, así que %d %s; %d por la partida más %d son %d, por "
                           "%d por el contrato: %s.",
    [SAY_PETIT_AU_BOUT] = "Petit au bout: el Petit estaba %s, ganada por %s: %d, por %d: %s.",
    [SAY_NEXT_TO_LAST_TRICK] = "en la penúltima baza (la Excusa ganó la última)",
    [SAY_LAST_TRICK] = "en la última baza",
    [SAY_TAKERS_SIDE] = "el bando del declarante",
    [SAY_THE_DEFENCE] = "la defensa",
    [SAY_POIGNEE_LINE] = "El puesto %d enseñó una poignée %s (%d triunfos): %d para el bando que "
                         "ganó la mano (%s): %s.",
    [SAY_POIGNEE_SINGLE] = "sencilla",
    [SAY_POIGNEE_DOUBLE] = "doble",
    [SAY_POIGNEE_TRIPLE] = "triple",
    [SAY_TAKERS] = "el declarante",
    [SAY_CHELEM_LINE] = "%s: %s.",
    [SAY_CHELEM_ANNOUNCED_MADE] = "Chelem anunciado y logrado",
    [SAY_CHELEM_ANNOUNCED_FAILED] = "Chelem anunciado y fallido",
    [SAY_CHELEM_UNANNOUNCED] = "Chelem logrado sin anunciar",
    [SAY_CHELEM_BY_DEFENCE] = "Chelem de la defensa",
    [SAY_DECLARER_BID_WON] = "%s: contrato ganado con %d de los 70 puntos de cartas (hacían falta "
                             "%d): cada defensor paga %d.",
    [SAY_DECLARER_BID_LOST] = "%s: contrato perdido con %d de los 70 puntos de cartas (hacían "
                              "falta %d): el declarante paga %d a cada defensor.",
    [SAY_VALAT_UNANNOUNCED] = "Valat logrado sin anunciar: %d veces el valor de la puja %s, %d, "
                              "así que cada defensor paga %d (en lugar de la puja).",
    [SAY_VALAT_ANNOUNCED_MADE] = "Valat anunciado y logrado: %d veces el valor de la puja %s, %d, "
                                 "así que cada defensor paga %d (en lugar de la puja).",
    [SAY_VALAT_ANNOUNCED_FAILED] = "Valat anunciado y fallido: %d veces el valor de la puja %s, "
                                   "%d, así que el declarante paga %d a cada defensor (en lugar de "
                                   "la puja).",
    [SAY_ULTIMO_ANNOUNCED_MADE] = "Pagat Ultimo anunciado y logrado: cada defensor paga 8.",
    [SAY_ULTIMO_ANNOUNCED_FAILED] =
        "Pagat Ultimo anunciado y fallido: el declarante paga 8 a cada defensor.",
    [SAY_ULTIMO_UNANNOUNCED] = "Pagat Ultimo sin anunciar: cada defensor paga 4.",
    [SAY_BID_MARKS_MADE] =
        "La puja de %s se cumplió: los que pujaron tomaron %d de los %d puntos (%s), así que ellos ganan %s.",
    [SAY_BID_MARKS_SET] =
        "La puja de %s fracasó: los que pujaron tomaron %d de los %d puntos (%s), así que los rivales ganan %s.",
    [SAY_NEED_NONE] =
        "no deben tomar ninguno",
    [SAY_NEED_ALL] =
        "hacían falta los %d",
    [SAY_NEED_SOME] =
        "hacían falta %d",
    [SAY_COACH_AS_GOOD] =
        "En %d repartos que encajan con lo que has visto, %s (%s) es tan bueno como cualquier otra opción: acabas por delante el %d%% de las veces y sumas %s puntos de media.",
    [SAY_COACH_WORSE] =
        "En %d repartos que encajan con lo que has visto, %s te deja por delante el %d%% de las veces y suma %s puntos de media; %s (%s) suma %s puntos menos de media.",
    [SAY_COACH_YOU_PLAYED] =
        "tu jugada",
    [SAY_COACH_YOU_CHOSE] =
        "tu elección",
    [SAY_QUOTED] = "«%s»",
    [SAY_TENTHS] =
        "%s%d,%d",
    [SAY_NO_HAND_CANCELLED] = "La mano se anuló: no hay mano que contar.",
    [SAY_NO_HAND_PASSED] = "Todos los jugadores pasaron: no hay mano que contar.",

    /* ---- the words bad input names ---- */
    [SAY_THE_STOCK] = "el monte",
    [SAY_A_HAND] = "una mano",
    [SAY_COUNT_NONE] = "no recibe ninguna",
    [SAY_COUNT_ONE] = "recibe una",
    [SAY_COUNT_TWO] = "recibe dos",
    [SAY_COUNT_THREE] = "recibe tres",
    [SAY_COUNT_FOUR] = "recibe cuatro",
    [SAY_COUNT_FIVE] = "recibe cinco",
    [SAY_COUNT_SIX] = "recibe seis",
    [SAY_THE_TALON] = "El talón",
    [SAY_SEAT_NUMBER] = "El puesto %d",
    [SAY_AS_AGREED] = "acordado",
    [SAY_IN_PAIRS] = "por parejas",
    [SAY_IN_THREES] = "de tres en tres",

    /* ---- the score request's fields ---- */
    [SAY_FIELD_ONE_OF] = "uno de ",
    [SAY_FIELD_WHOLE_NUMBER] = "un número entero de %d a %d",
    [SAY_FIELD_MISSING] = "La petición no tiene el campo \"%s\".",
    [SAY_FIELD_MISSING_WHAT] = "La petición no tiene el campo \"%s\"; debe ser %s.",
    [SAY_FIELD_HALVES] = "\"%s\" debe ir de 0 a %d, en puntos enteros o medios puntos.",
    [SAY_FIELD_POINTS_OR_MARKS] = "\"%s\" debe ir de %d a %d puntos, o {\"marks\": n}.",
    [SAY_FIELD_MUST_BE] = "\"%s\" debe ser %s.",

    /* ---- a score's lines, totals and notes ---- */
    [SAY_ITEM_CRICCA] = "Cricca",
    [SAY_ITEM_SEQUENCE] = "Escalera",
    [SAY_ITEM_CRICCHE_DOUBLED] = "Cricche dobladas (un bando las tiene todas)",
    [SAY_ITEM_SEQUENCES_DOUBLED] = "Escaleras dobladas (un bando las tiene todas)",
    [SAY_ITEM_CARD_POINTS] = "Puntos de cartas",
    [SAY_ITEM_LAST_TRICK] = "La última baza",
    [SAY_ITEM_DISCARD] = "El descarte del repartidor",
    [SAY_ITEM_FOOL] = "El Loco",
    [SAY_ITEM_FOOL_PAYMENT] = "La carta dada por el Loco",
    [SAY_ITEM_TRICK_POINTS] = "Un punto por baza",
    [SAY_SUITS_ALL] = "todos los palos",
    [SAY_SUITS_GOOD] = "los palos del Bien",
    [SAY_SUITS_EVIL] = "los palos del Mal",
    [SAY_MOMENT_DECLARED] = "declarada antes de la primera baza",
    [SAY_MOMENT_AT_END] = "contada al final",
    [SAY_LETTER_LINE] = "Aún con cartas en la mano: una letra de %s",
    [SAY_CARDS_ONE] = "%d carta",
    [SAY_CARDS_MANY] = "%d cartas",
    [SAY_SHOWN_IN_TRICK] = "enseñada en la baza %d",
    [SAY_LETTERS_OF] = "Letras de %s",
    [SAY_LETTERS_NONE] = "ninguna",
    [SAY_TOTAL] = "Total",
    [SAY_TOTAL_HAND_SCORE] = "El tanteo de la mano",
    [SAY_TOTAL_EACH_DEFENDER] = "Pagado por cada defensor al declarante (negativo: paga el "
                                "declarante)",
    [SAY_NOTE_SEAT_CHANGE] = "Lo que gana o pierde cada puesto",
    [SAY_NOTE_GAME_SCORE] = "Tanteo de la partida",

    /* ---- moves ---- */
    [SAY_MOVE_PLAY] = "Jugar %s",
    [SAY_MOVE_DISCARD] = "Descartar %s",
    [SAY_MOVE_CALL] = "Llamar %s",
    [SAY_MOVE_SHOW] = "Enseñar %s",
    [SAY_MOVE_POIGNEE] = "Enseñar %s en una poignée",
    [SAY_MOVE_DECLARE] = "Declarar %s",
    [SAY_MOVE_ANNOUNCE] = "Anunciar %s",
    [SAY_MOVE_TAKE] = "Tomar la mitad %s",
    [SAY_MOVE_CONTRACT] = "Contrato: %s",
    [SAY_MOVE_TRUMP] = "Triunfo: %s",
    [SAY_MOVE_DOUBLES] = "Dobles: %s",
    [SAY_MOVE_BID] = "Pujar: %s",
    [SAY_MOVE_DRAW] = "Robar del monte",
    [SAY_MOVE_PASS] = "Pasar",
    [SAY_MOVE_CHELEM] = "Anunciar un chelem",
    [SAY_MOVE_CANCEL] = "Anular la mano",
    [SAY_MOVE_DECLARE_NOTHING] = "No declarar nada",
    [SAY_MOVE_SHOW_THIS_CARD] = "Enseñar esta carta",
    [SAY_MOVE_SHOW_THESE_CARDS] = "Enseñar estas %d cartas",
    [SAY_MOVE_END_DECLARATION] = "Terminar aquí la declaración",
    [SAY_MOVE_CALLING] = ", llamando «%s»",
    [SAY_MARKS_ONE] = "%d mark",
    [SAY_MARKS_MANY] = "%d marks",
};
