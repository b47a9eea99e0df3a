/*
 * explain_it.c: the explanation module's templates in Italian (explain_text.h): the holes of
 * each English template, in the same order. The Bolognese words (il Matto, il Bégato, i Mori,
 * cricca, sequenza) are those of the Bolognese rules; the sources are in docs/translating.md.
 */
#include "explain_text.h"

const char *const explain_it[SAY_COUNT] = {
    /* ---- the rule broken alone ---- */
    [SAY_RULE_ALONE + TUTOR_OUT_OF_PHASE] =
        "La mano non è alla fase di questa azione: le fasi si susseguono, dalla licitazione "
        "all'ultima presa, e ogni azione appartiene a una di esse.",
    [SAY_RULE_ALONE + TUTOR_OUT_OF_TURN] =
        "Tocca a un altro giocatore: può agire solo il giocatore di turno.",
    [SAY_RULE_ALONE + TUTOR_ALREADY_PASSED] =
        "Hai passato, e chi passa non può più dichiarare nella stessa licitazione.",
    [SAY_RULE_ALONE + TUTOR_BID_TOO_LOW] =
        "Una dichiarazione deve superare la più alta fatta finora; chi non vuole superarla passa.",
    [SAY_RULE_ALONE + TUTOR_BAD_ANNOUNCEMENT] =
        "Questo contratto è già annunciato: ognuno si annuncia una volta, prima della prima carta.",
    [SAY_RULE_ALONE + TUTOR_DISCARD_TWO] =
        "Il mazziere scarta esattamente due carte diverse, per tenerne quindici come gli altri.",
    [SAY_RULE_ALONE + TUTOR_GAME_OVER] =
        "La partita è finita: una coppia ha raggiunto 800 punti, quindi in questa mano non si "
        "gioca più nulla.",
    [SAY_RULE_ALONE + TUTOR_DISCARD_FOUR] =
        "Il mazziere scarta esattamente quattro carte diverse, per tenerne diciannove come gli "
        "altri.",

    /* ---- the card and a witness ---- */
    [SAY_WITH_WITNESS + TUTOR_BAD_DISCARD] =
        "%s non può andare nello scarto finché tieni %s: un trionfo va nel chien solo se restano "
        "troppo poche carte che non siano trionfi, Re o l'Excuse, e allora si mostra.",
    [SAY_WITH_WITNESS + TUTOR_BAD_CALL] =
        "Solo un dichiarante che ha tutte le carte di ogni grado superiore può chiamare %s, e %s "
        "non è nella tua mano.",
    [SAY_WITH_WITNESS + TUTOR_BAD_POIGNEE] =
        "%s può sostituire un trionfo in una poignée solo se si mostrano tutti i trionfi tenuti, "
        "e tu hai anche %s.",
    [SAY_WITH_WITNESS + TUTOR_MUST_KEEP] =
        "%s è un trionfo, e un trionfo si scarta solo se non c'è altra scelta: hai ancora %s, "
        "che si può scartare.",

    /* ---- the card and the rule ---- */
    [SAY_AFTER_CARD + TUTOR_NOT_IN_HAND] = "%s non è nella mano del giocatore di turno.",
    [SAY_AFTER_CARD + TUTOR_BAD_DISCARD] =
        "%s non può andare nello scarto: i Re e i bouts (il Petit, il 21 e l'Excuse) non vanno "
        "mai nel chien.",
    [SAY_AFTER_CARD + TUTOR_BAD_CALL] =
        "Non si può chiamare %s: il dichiarante chiama un Re (una Donna se ha tutti e quattro i "
        "Re, e così via fino ai Fanti).",
    [SAY_AFTER_CARD + TUTOR_BAD_POIGNEE] =
        "%s non è un trionfo: una poignée mostra trionfi (l'Excuse può sostituirne uno quando "
        "non si tiene nascosto nessun trionfo).",
    [SAY_AFTER_CARD + TUTOR_WINS_EXCUSE_LED_LAST] =
        "%s vince la presa: è l'attacco dell'ultima presa da parte di chi aveva vinto tutte le "
        "prese precedenti, l'unico caso in cui l'Excuse prende.",
    [SAY_AFTER_CARD + TUTOR_MUST_KEEP] =
        "%s non può andare nello scarto: i Re e il Trull (lo Sküs, il Mond e il Pagat) non si "
        "scartano mai.",
    [SAY_AFTER_CARD + TUTOR_NOT_A_COMBINATION] =
        "%s e le altre carte mostrate non formano la combinazione dichiarata: tre o quattro "
        "carte uguali non prendono contatori, e una sequenza ha bisogno delle sue carte vere "
        "prima che un contatore la completi.",
    [SAY_AFTER_CARD + TUTOR_DECLARED_TWICE] =
        "%s compare in una seconda combinazione di un tipo già dichiarato: ogni tipo, e la "
        "sequenza di ogni seme, si dichiara una volta sola.",
    [SAY_AFTER_CARD + TUTOR_MUST_CALL_ALLEGIANCE] =
        "Con %s il Bene o il Male è giocato per la prima volta: lo chiami «nostro» (la tua "
        "coppia conta allora solo i suoi semi: Terra e Aria per il Bene, Fuoco e Acqua per il "
        "Male) o «vostro» (li conta l'altra coppia), e devi dire quale.",

    /* ---- a whole hand's rule broken ---- */
    [SAY_RULE_BROKEN + TUTOR_DETAIL_ONE_BID_EACH] =
        "La licitazione è finita: ogni giocatore ha fatto la sua unica dichiarazione.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_BID_NOT_HIGHER] =
        "Una dichiarazione deve essere più alta della più alta fatta finora.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_MARKS_BY_ONE] =
        "Una dichiarazione in marks può alzare la precedente di un solo mark.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_OPENING_MARKS] =
        "La prima dichiarazione in marks è al massimo di 2 marks, a meno che il dichiarante "
        "abbia 4 doppi e dichiari un Plunge (4 o più).",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_TRUMP_DECLARED_ONCE] =
        "La briscola si dichiara dopo la licitazione, da chi l'ha vinta, una volta sola.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_NELLO_BID] =
        "Nello si dichiara per 1 o 2 marks, da un giocatore, dopo che tutti gli altri hanno "
        "passato.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_SEVENS_BID] =
        "Sevens si dichiara in marks: almeno 42 punti, un mark.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_PLUNGE_BID] =
        "Un Plunge richiede almeno 4 doppi nella mano del dichiarante e una dichiarazione di "
        "almeno 4 marks.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_SPLASH_BID] =
        "Uno Splash richiede almeno 3 doppi nella mano del dichiarante e una dichiarazione di 2 "
        "marks.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_TRICKS_PLAYED] = "Tutte le prese di questa mano sono giocate.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_CANCEL_BEFORE_BID] =
        "Una mano si annulla subito dopo la distribuzione, prima della prima dichiarazione.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_NOBODY_CANCELS] =
        "Solo chi ha il Petit secco (nessun altro trionfo, né l'Excuse) può annullare la mano, e "
        "nessuno lo fa.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_CANCEL_ON_TURN] =
        "Solo il giocatore che ha il Petit secco (nessun altro trionfo, né l'Excuse) può "
        "annullare la mano, al suo turno, prima della prima dichiarazione.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_BID_OR_PASS_ONCE] =
        "La licitazione è finita: ogni giocatore dichiara o passa una volta sola.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_DISCARD_AFTER_AUCTION] =
        "Lo scarto viene dopo la licitazione, e lo fa chi ha preso con una petite o una garde.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_DISCARD_MADE] =
        "Ora non c'è nessuno scarto da fare: chi prende con una petite o una garde scarta una "
        "volta, subito dopo aver preso il chien.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_DISCARD_UNDER_WAY] =
        "Prima si finisce lo scarto iniziato, una carta alla volta.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_CALL_FIVE] = "Il dichiarante chiama un Re solo in 5 giocatori.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_CALL_ONCE] =
        "Il dichiarante chiama un Re una volta, dopo la licitazione e lo scarto, prima del gioco.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_POIGNEE_FIRST_TRICK] =
        "Una poignée si mostra alla prima presa, da chi sta per giocare la sua prima carta.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_POIGNEE_UNDER_WAY] =
        "Prima si finisce la poignée iniziata: i suoi trionfi, poi «fatto».",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_CHELEM_AFTER_AUCTION] =
        "Il dichiarante annuncia uno chelem a licitazione finita, prima della prima carta.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_CHELEM_BEFORE_CARD] =
        "Uno chelem si annuncia prima che si giochi la prima carta.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_CHELEM_ANNOUNCED] = "Lo chelem è già annunciato.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_CHELEM_TAKER] =
        "Solo il dichiarante annuncia uno chelem, al suo turno, prima della prima carta.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_THROWN_IN] =
        "Non c'è nessuna mano da giocare: è stata abbandonata prima del gioco.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_PLAY_AFTER_CALL] =
        "Le carte si giocano a licitazione finita e dopo che il dichiarante ha chiamato un Re.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_PLAY_AFTER_DISCARD] =
        "Le carte si giocano a licitazione finita e dopo che il dichiarante ha scartato.",

    /* ---- bad input ---- */
    [SAY_INPUT + EXPLAIN_DEALER_SEAT] = "dealer deve essere un posto da 0 a %d, non %d.",
    [SAY_INPUT + EXPLAIN_LEADER_SEAT] = "leader deve essere un posto da 0 a %d, non %d.",
    [SAY_INPUT + EXPLAIN_NOT_OF_GAME] = "%c non è una carta del gioco %n.",
    [SAY_INPUT + EXPLAIN_DEALT_TWICE] = "%c è distribuita due volte.",
    [SAY_INPUT + EXPLAIN_NOT_IN_OPTIONS_PACK] =
        "%c, in %s, non è nel mazzo che danno queste opzioni.",
    [SAY_INPUT + EXPLAIN_DEALT_MORE_THAN_ONCE] = "%c, in %s, è distribuita più di una volta.",
    [SAY_INPUT + EXPLAIN_DEAL_HANDS_FOR_OPTIONS] =
        "La distribuzione ha %d mani; queste opzioni fanno sedere %d giocatori.",
    [SAY_INPUT + EXPLAIN_STOCK_TOO_BIG] = "Il tallone ha %d carte; un mazzo ne ha al massimo %d.",
    [SAY_INPUT + EXPLAIN_LEADER_HOLDS_NONE] =
        "Il posto %d non ha carte, quindi non può attaccare.",
    [SAY_INPUT + EXPLAIN_DEAL_HANDS_FOR_PLAYERS] =
        "Una distribuzione per %d giocatori ha %d mani, non %d.",
    [SAY_INPUT + EXPLAIN_CHIEN_SIZE] = "Con %d giocatori il chien ha %d carte; questo ne ha %d.",
    [SAY_INPUT + EXPLAIN_HAND_SIZE_FOR_PLAYERS] =
        "Con %d giocatori ogni mano ha %d carte; il posto %d ne ha %d.",
    [SAY_INPUT + EXPLAIN_DEALT_TO_HANDS] = "Il gioco %n si distribuisce in %d mani, non %d.",
    [SAY_INPUT + EXPLAIN_SEAT_DEALT] =
        "Il posto %d riceve %d carte; ogni giocatore ne ha %d, e il mazziere %s in più (nel "
        "resto della distribuzione o in mano).",
    [SAY_INPUT + EXPLAIN_PIECES_PER_HAND] =
        "Nel gioco %n ogni mano ha %d %P; il posto %d ne riceve %d.",
    [SAY_INPUT + EXPLAIN_PIECE_DEALT_TWICE] =
        "Uno stesso pezzo del gioco (%p) è distribuito a più di un posto.",
    [SAY_INPUT + EXPLAIN_GAME_DEAL_HANDS] = "Una distribuzione del gioco %n ha %d mani, non %d.",
    [SAY_INPUT + EXPLAIN_PILE_CARD_NUMBER] =
        "%s ha la carta numero %d, che non è una carta del mazzo del gioco %n.",
    [SAY_INPUT + EXPLAIN_PILE_DEALT_TWICE] = "%c è distribuita due volte (di nuovo in %s).",
    [SAY_INPUT + EXPLAIN_PILE_SIZE] = "%s deve avere %d carte, non %d.",
    [SAY_INPUT + EXPLAIN_CARD_NUMBER] =
        "La carta numero %d non è una carta del mazzo del gioco %n.",
    [SAY_INPUT + EXPLAIN_TALON_TOP] =
        "La metà di sopra del talon è fatta di tre carte del talon.",
    [SAY_INPUT + EXPLAIN_DISCARD_NOT_OF_PACK] = "Una carta scartata non è del mazzo.",
    [SAY_INPUT + EXPLAIN_PLAYED_NOT_OF_PACK] = "La carta giocata non è del mazzo.",
    [SAY_INPUT + EXPLAIN_DECLARATION_SHAPE] =
        "Ogni dichiarazione nomina un tipo di cricca o di sequenza e le carte mostrate.",
    [SAY_INPUT + EXPLAIN_HAND_NOT_OVER] = "La mano non è ancora finita.",
    [SAY_INPUT + EXPLAIN_PILE_TRICKS] =
        "Nel gioco %n un mucchio è fatto di prese intere di %d %P; %d %P non fanno un numero "
        "intero di prese.",
    [SAY_INPUT + EXPLAIN_SCORE_NEGATIVE] = "Un punteggio di partita non è mai negativo, non %d.",
    [SAY_INPUT + EXPLAIN_GAME_WON_ALREADY] =
        "Sul %d a %d la partita è già vinta: una nuova partita parte da 0.",
    [SAY_INPUT + EXPLAIN_OPTION_NO_VALUE] = "Il gioco %n non ha il valore %d per %s.",
    [SAY_INPUT + EXPLAIN_ALLEGIANCE_IN_HAND] =
        "L'opzione allegiance conta un solo mucchio; in una mano intera le chiamate fatte con il "
        "Bene e il Male decidono quali semi conta ogni coppia.",
    [SAY_INPUT + EXPLAIN_ALLEGIANCE_NEEDS_GOOD_EVIL] =
        "L'opzione allegiance conta un mucchio del Gioco dell'Alleanza; date anche a good_evil "
        "il valore \"allegiance\".",
    [SAY_INPUT + EXPLAIN_DEALS_FIELD] = "deals deve andare da 1 a %d, non %d.",
    [SAY_INPUT + EXPLAIN_DEALS_PLAYED] = "Le %d mani della partita sono state giocate.",
    [SAY_INPUT + EXPLAIN_FOUR_HANDS_PLAYED] = "Le quattro mani della partita sono state giocate.",
    [SAY_INPUT + EXPLAIN_JOINS_WHEN_OVER] = "Una mano entra nella partita quando è finita.",
    [SAY_INPUT + EXPLAIN_JOINS_WHEN_PLAYED] =
        "Una mano entra nella partita quando tutte le sue prese sono giocate.",
    [SAY_INPUT + EXPLAIN_GAME_SEATS_PLAYERS] =
        "Ogni mano della partita si gioca in %d giocatori, non %d.",
    [SAY_INPUT + EXPLAIN_DEALT_BY] =
        "Questa mano della partita è distribuita dal posto %d, non %d.",
    [SAY_INPUT + EXPLAIN_DEALT_AND_LED_BY] =
        "Questa mano della partita è distribuita dal posto %d, quindi attacca il posto %d, non "
        "%d.",
    [SAY_INPUT + EXPLAIN_SCORES_FROM] =
        "Questa mano della partita parte dai punteggi %d e %d, non %d e %d.",
    [SAY_INPUT + EXPLAIN_GOOD_EVIL_AS] =
        "Ogni mano della partita si gioca con il Bene e il Male come %s.",
    [SAY_INPUT + EXPLAIN_SPELLED_OUT] = "La partita è finita: il posto %d ha compitato %N.",
    [SAY_INPUT + EXPLAIN_PARTNERSHIP_WON] = "La partita è finita: l'ha vinta la coppia %d.",
    [SAY_INPUT + EXPLAIN_PARTNERSHIP_MARKS] = "La partita è finita: la coppia %d ha %d marks.",
    [SAY_INPUT + EXPLAIN_MOVE_NO_CALL_NO_NUMBER] =
        "Nel gioco %n una mossa non porta né chiamata né numero.",
    [SAY_INPUT + EXPLAIN_CARD_MOVE_NO_NUMBER] =
        "Nel gioco %n una mossa di carta non porta numero.",
    [SAY_INPUT + EXPLAIN_CARD_MOVES_NO_NUMBER] =
        "Una carta giocata, scartata o mostrata non porta numero.",
    [SAY_INPUT + EXPLAIN_DISCARD_NO_NUMBER] = "Una carta scartata non porta numero.",
    [SAY_INPUT + EXPLAIN_PASS_NO_NUMBER] = "Un passo non porta numero.",
    [SAY_INPUT + EXPLAIN_PASS_OR_DONE_EMPTY] = "Un passo o un «fatto» non porta né carta né numero.",
    [SAY_INPUT + EXPLAIN_PASS_ALL] = "Un passo non dice altro.",
    [SAY_INPUT + EXPLAIN_GAME_CARD_NO_CALL] = "Nel gioco %n ogni %p si gioca senza chiamata.",
    [SAY_INPUT + EXPLAIN_PIECE_NO_CALL] = "Ogni %p si gioca senza chiamata.",
    [SAY_INPUT + EXPLAIN_CONTRACT_NUMBER] =
        "Nel gioco %n una dichiarazione è un contratto da 0 (petite) a 3 (garde contre), e non "
        "porta carta.",
    [SAY_INPUT + EXPLAIN_FLAG_NUMBER] =
        "Nel gioco %n un segnale vale 0 (annullare) o 1 (chelem), e non porta carta.",
    [SAY_INPUT + EXPLAIN_BID_TAKE_ANNOUNCE_NO_CARD] =
        "Nel gioco %n una dichiarazione, una presa del talon o un annuncio non porta carta.",
    [SAY_INPUT + EXPLAIN_BID_NUMBER] =
        "Nel gioco %n una dichiarazione vale 0 (Tre carte), 1 (Le 3 di sotto), 2 (Le 3 di "
        "sopra) o 3 (Solo).",
    [SAY_INPUT + EXPLAIN_HALF_NUMBER] =
        "La metà del talon presa vale 0 (quella di sopra) o 1 (quella di sotto).",
    [SAY_INPUT + EXPLAIN_ANNOUNCEMENT_NUMBER] = "Un annuncio vale 0 (Pagat Ultimo) o 1 (Valat).",
    [SAY_INPUT + EXPLAIN_POINTS_OR_MARKS] =
        "Nel gioco %n una dichiarazione va da 30 a 42 punti o da 1 a %d marks.",
    [SAY_INPUT + EXPLAIN_PLAY_CALL_NUMBER] =
        "Il numero di una giocata è la sua chiamata: 0 nessuna, 1 nostro, 2 vostro, 3 confermo, "
        "4 cambio, non %d.",
    [SAY_INPUT + EXPLAIN_KIND_NUMBER] = "Un tipo di combinazione va da 0 a %d, non %d.",
    [SAY_INPUT + EXPLAIN_DECLARE_NO_CARD] =
        "Il tipo di una dichiarazione e la sua fine non portano carta.",
    [SAY_INPUT + EXPLAIN_END_NO_NUMBER] = "La fine di una dichiarazione non porta numero.",
    [SAY_INPUT + EXPLAIN_DECLARED_AT_MOST] = "Un giocatore dichiara al massimo %d combinazioni.",
    [SAY_INPUT + EXPLAIN_KIND_FIRST] =
        "Una carta si mostra in una combinazione: dichiara prima il suo tipo.",
    [SAY_INPUT + EXPLAIN_DECLARATION_MOVES] =
        "Una dichiarazione ha al massimo %d mosse, il suo DONE compreso: mostra questa "
        "combinazione con meno carte, o meno combinazioni.",
    [SAY_INPUT + EXPLAIN_DECLARATION_VALUES] =
        "Nel gioco %n una dichiarazione nomina un contratto, una briscola e i doppi, ognuno con "
        "uno dei suoi valori.",
    [SAY_INPUT + EXPLAIN_DECLARATION_ORDER] =
        "Nel gioco %n una dichiarazione nomina il contratto, poi la briscola, poi i doppi, "
        "ognuno al massimo una volta.",
    [SAY_INPUT + EXPLAIN_NO_SEQUENCE_TO_END] =
        "Nel gioco %n la mano non ha ora nessuna sequenza di mosse da finire.",
    [SAY_INPUT + EXPLAIN_NOT_IN_PACK_OF] = "La carta numero %d non è nel mazzo da %d carte.",
    [SAY_INPUT + EXPLAIN_NO_REST] =
        "Nel gioco %n una distribuzione non ha \"rest\": le %d %P sono tutte distribuite.",
    [SAY_INPUT + EXPLAIN_MOVES_CARDS_DRAWS_PASSES] =
        "Nel gioco %n una mano si gioca con carte, pescate e passi.",
    [SAY_INPUT + EXPLAIN_MOVES_BIDS_DISCARD_CALL] =
        "Nel gioco %n una mano si gioca con dichiarazioni, uno scarto, una chiamata, poignées, "
        "segnali e carte.",
    [SAY_INPUT + EXPLAIN_MOVES_BIDS_PASSES_TAKES] =
        "Nel gioco %n una mano si gioca con dichiarazioni, passi, prese del talon, scarti, "
        "annunci e carte.",
    [SAY_INPUT + EXPLAIN_MOVES_DISCARDS_DECLARATIONS] =
        "Il gioco %n si gioca con scarti, dichiarazioni (tipi, carte mostrate, fine) e carte.",
    [SAY_INPUT + EXPLAIN_MOVES_DISCARDS_PLAYS] =
        "Nel gioco %n una mano si gioca con gli scarti del mazziere e le giocate.",
    [SAY_INPUT + EXPLAIN_MOVES_BIDS_DECLARATION] =
        "Nel gioco %n una mano si gioca con dichiarazioni, una dichiarazione di briscola e %P.",
    [SAY_INPUT + EXPLAIN_PILE_IN_GROUPS] =
        "Il gioco %n conta le carte %s: un mucchio ne ha quindi un multiplo di %d; questo ne ha "
        "%d.",
    [SAY_INPUT + EXPLAIN_SCORES_NO_COMBINATIONS] = "Il gioco %n non conta combinazioni.",

    /* ---- trick play ---- */
    [SAY_SETS_NO_SUIT] = "è stato giocato per primo %s, che non fissa alcun seme, quindi ",
    [SAY_DEED_PLAY] = "giocare %s",
    [SAY_DEED_DRAW] = "pescare dal tallone",
    [SAY_DEED_PASS] = "passare",
    [SAY_OUTSIDE_JOIN] = ": ",
    [SAY_MUST_FOLLOW] =
        "%s. Hai %s, %s: devi quindi rispondere a %s e non puoi %s%s%s.",
    [SAY_MUST_TRUMP] = "%s. Non hai %s ma hai %s, un trionfo: devi quindi giocare un trionfo e "
                       "non puoi giocare %s.",
    [SAY_MUST_OVERTRUMP] = "%s è il trionfo più alto della presa e tu hai %s, che lo batte: devi "
                           "quindi giocare un trionfo che superi %s e non puoi giocare %s.",
    [SAY_MUST_DRAW] = "%s. Non hai %s e il tallone non è vuoto: devi quindi pescare finché puoi "
                      "rispondere a %s, e non puoi %s.",
    [SAY_MUST_PASS] = "%s. Non hai %s e il tallone è vuoto: passi quindi questa presa e non puoi "
                      "%s.",
    [SAY_MUST_LEAD] = "Attacchi tu questa presa e puoi attaccare con ogni %s della tua mano; "
                      "pescare e passare spettano solo a chi non può rispondere al seme "
                      "d'attacco: non puoi quindi %s.",
    [SAY_MUST_PLAY_PAIR] = "Il tuo compagno ha giocato %s e tu hai %s: nel Gioco dell'Alleanza "
                           "il compagno che tiene l'altra carta deve giocarla subito, qualunque "
                           "sia il seme d'attacco; non puoi quindi giocare %s.",
    [SAY_WINS_LAST_OF_EQUALS] = "%s vince la presa: %s hanno lo stesso grado, e quando non si "
                                "gioca un trionfo più alto prende l'ultimo di essi giocato; batte "
                                "quindi %s.",
    [SAY_THESE_TRUMPS] = "questi trionfi",
    [SAY_WINS_GOOD_EVIL_PAIR] = "%s vince la presa: il Bene e il Male sono stati giocati entrambi "
                                "da una stessa coppia, e insieme battono tutto; prende il primo "
                                "dei due giocato, %s.",
    [SAY_WINS_GOOD_EVIL_TO_LEAD] =
        "%s vince la presa: il Bene e il Male sono stati giocati da coppie avversarie, quindi "
        "non contano nulla, e nessun'altra carta poteva prendere: la presa va alla carta "
        "d'attacco.",
    [SAY_WINS_GOOD_EVIL_CANCELLED] =
        "%s vince la presa: il Bene e il Male sono stati giocati da coppie avversarie, quindi non "
        "contano nulla; %s; non si è giocato nessun altro trionfo, e nient'altro giocato supera "
        "%s.",
    [SAY_MUST_PLAY_NEAREST_SEVEN] = "In Sevens ogni giocatore deve giocare il %s i cui punti "
                                    "sommano più vicino a 7: hai %s (%d punti), più vicino di %s "
                                    "(%d punti).",
    [SAY_WINS_NEAREST_SEVEN] = "%s vince la presa: i suoi punti sommano %d, il più vicino a 7 "
                               "nella presa (in parità vince il %s giocato per primo).",
    [SAY_NOBODY_MAY] = "La mano è finita: nessuno può più %s.",
    [SAY_EVERY_TRICK_PLAYED] = "Tutte le prese sono state giocate; non si può più giocare %s.",
    [SAY_WINS_HIGHEST_TRUMP] = "%s vince la presa: è il trionfo più alto giocato, e un trionfo "
                               "batte ogni %s di un seme semplice.",
    [SAY_WINS_HIGHEST_OF_SUIT_LED] =
        "%s vince la presa: %s; nient'altro giocato in quel seme supera %s.",
    [SAY_WINS_HIGHEST_NO_TRUMP] = "%s vince la presa: %s; non si è giocato nessun trionfo, e "
                                  "nient'altro giocato in quel seme supera %s.",
    [SAY_ULTIMO_CARD_NOT_HELD] = "Il Pagat Ultimo promette di vincere l'ultima presa con %s, e "
                                 "tu non ce l'hai: non puoi quindi annunciarlo.",
    [SAY_DISCARD_WORTH_FIVE] = "%s non può andare nello scarto: vale 5 punti, e lo scarto del "
                               "mazziere non contiene né Re né alcuna di queste carte: %s, %s, %s "
                               "e %s.",
    [SAY_DISCARD_KING_ACE_HONOUR] = "%s non può andare nello scarto: lo scarto del mazziere non "
                                    "contiene né Re, né Assi, né alcuno degli Onori (%s, %s e %s).",
    [SAY_CALL_ANSWERED] = "L'altra coppia ha fatto la chiamata con %s; giocando %s confermi la "
                          "loro chiamata o la cambi, e devi dire quale.",
    [SAY_NO_CALL_AFTER_PARTNER] = "%s viene dopo %s della tua stessa coppia: solo il primo del "
                                  "Bene e del Male e la risposta dell'altra coppia portano una "
                                  "chiamata; %s quindi non ne fa.",
    [SAY_NO_CALL_CARD] = "Solo il Bene e il Male portano una chiamata, e solo nel Gioco "
                         "dell'Alleanza: %s non ne fa.",
    [SAY_REASON_BY_NAME] = "%s: %s.",
    [SAY_PIECE_CARD] = "carta",
    [SAY_PIECE_TILE] = "domino",
    [SAY_PIECES_CARD] = "carte",
    [SAY_PIECES_TILE] = "domino",
    [SAY_CARD_OF_SUIT] = "%s di %s",
    [SAY_TRUMP_NUMBERED] = "il trionfo %d",
    [SAY_SET_THE_SUIT] = "%s ha fissato il seme d'attacco: %s",
    [SAY_NO_SUIT] = "nessuno",

    /* ---- whole hands' refusals ---- */
    [SAY_CONTRACT_WITHOUT_TRUMPS] = "Nel gioco %s il contratto %s non ha briscola: \"trump\" "
                                    "\"%s\" non si può applicare; date \"none\" o omettetelo.",
    [SAY_DOUBLES_WITHOUT_TRUMPS] = "\"doubles\" \"%s\" vale solo per una mano senza briscola "
                                   "(follow-me o Nello), non per %s; date \"high\" o omettetelo.",
    [SAY_IN_SEVENS] = "Sevens",
    [SAY_WITH_TRUMPS] = "una mano con briscola",
    [SAY_TRUMP_NEEDED] = "Il gioco %s ha bisogno dell'opzione \"trump\" (da \"0\" a \"6\", "
                         "\"doubles\" o \"none\" per follow-me) per decidere le prese di un "
                         "contratto %s.",
    [SAY_PLAY_AFTER_DECLARATION] =
        "I %s si giocano dopo la licitazione e la dichiarazione della briscola.",
    [SAY_POIGNEE_NAMES_TWICE] = "La poignée nomina due volte %s; ogni carta si dà una volta.",
    [SAY_DISCARD_NAMES_TWICE] = "Lo scarto nomina due volte %s; ogni carta si dà una volta.",
    [SAY_BID_NOT_ABOVE_CONTRACT] = "È già stata dichiarata una %s: una dichiarazione deve quindi "
                                   "essere più alta (petite, garde, garde sans le chien, garde "
                                   "contre le chien, dalla più bassa), o un passo.",
    [SAY_DISCARD_SIZE] =
        "Il dichiarante scarta %d carte, tante quante ne aveva il chien; questo scarto ne ha %d.",
    [SAY_POIGNEE_SHOWN] = "Il posto %d ha già mostrato una poignée in questa mano.",
    [SAY_POIGNEE_SHORT_ONE] =
        "Una poignée semplice in %d giocatori mostra almeno %d trionfi; ne è stato mostrato %d.",
    [SAY_POIGNEE_SHORT_MANY] =
        "Una poignée semplice in %d giocatori mostra almeno %d trionfi; ne sono stati mostrati %d.",
    [SAY_SHOWN_TWICE_IN_COMBINATION] = "%s si mostra una volta sola in una combinazione.",
    [SAY_NO_COMBINATION_HELD] = "Il posto %d non ha nessuna combinazione di quel tipo da "
                                "dichiarare.",

    /* ---- score lines ---- */
    [SAY_HALF_POINTS] = "%d,5",
    [SAY_NOTHING_CHANGES_HANDS] = "nessuno paga nulla",
    [SAY_EACH_DEFENDER_PAYS] = "ogni difensore paga %d",
    [SAY_EACH_DEFENDER_IS_PAID] = "ogni difensore riceve %d",
    [SAY_ROUNDED_UP] = " (%d: il mezzo punto si arrotonda per eccesso per un dichiarante che vince)",
    [SAY_ROUNDED_DOWN] = " (%d: il mezzo punto si arrotonda per difetto per un dichiarante che perde)",
    [SAY_BOUTS_ONE] = "%d bout",
    [SAY_BOUTS_MANY] = "%d bouts",
    [SAY_CONTRACT_WON] = "vinta",
    [SAY_CONTRACT_LOST] = "persa",
    [SAY_MARGIN_OVER] = "in più",
    [SAY_MARGIN_SHORT] = "in meno",
    [SAY_TAKER_CONTRACT] = "%s %s: la parte del dichiarante ha fatto %s punti di carte con %s%s; "
                           "ne servivano %d, quindi %d %s; %d per la partita più %d fa %d, per "
                           "%d per il contratto: %s.",
    [SAY_PETIT_AU_BOUT] = "Petit au bout: il Petit era %s, vinta da %s: %d, per %d: %s.",
    [SAY_NEXT_TO_LAST_TRICK] = "nella penultima presa (l'Excuse ha preso l'ultima)",
    [SAY_LAST_TRICK] = "nell'ultima presa",
    [SAY_TAKERS_SIDE] = "la parte del dichiarante",
    [SAY_THE_DEFENCE] = "la difesa",
    [SAY_POIGNEE_LINE] = "Il posto %d ha mostrato una poignée %s (%d trionfi): %d alla parte che "
                         "ha vinto la mano (%s): %s.",
    [SAY_POIGNEE_SINGLE] = "semplice",
    [SAY_POIGNEE_DOUBLE] = "doppia",
    [SAY_POIGNEE_TRIPLE] = "tripla",
    [SAY_TAKERS] = "il dichiarante",
    [SAY_CHELEM_LINE] = "%s: %s.",
    [SAY_CHELEM_ANNOUNCED_MADE] = "Chelem annunciato e riuscito",
    [SAY_CHELEM_ANNOUNCED_FAILED] = "Chelem annunciato e fallito",
    [SAY_CHELEM_UNANNOUNCED] = "Chelem riuscito senza annuncio",
    [SAY_CHELEM_BY_DEFENCE] = "Chelem della difesa",
    [SAY_DECLARER_BID_WON] = "%s: contratto vinto con %d dei 70 punti di carte (ne servivano %d): "
                             "ogni difensore paga %d.",
    [SAY_DECLARER_BID_LOST] = "%s: contratto perso con %d dei 70 punti di carte (ne servivano "
                              "%d): il dichiarante paga %d a ogni difensore.",
    [SAY_VALAT_UNANNOUNCED] = "Valat riuscito senza annuncio: %d volte il valore della "
                              "dichiarazione %s, %d, quindi ogni difensore paga %d (al posto "
                              "della dichiarazione).",
    [SAY_VALAT_ANNOUNCED_MADE] = "Valat annunciato e riuscito: %d volte il valore della "
                                 "dichiarazione %s, %d, quindi ogni difensore paga %d (al posto "
                                 "della dichiarazione).",
    [SAY_VALAT_ANNOUNCED_FAILED] = "Valat annunciato e fallito: %d volte il valore della "
                                   "dichiarazione %s, %d, quindi il dichiarante paga %d a ogni "
                                   "difensore (al posto della dichiarazione).",
    [SAY_ULTIMO_ANNOUNCED_MADE] = "Pagat Ultimo annunciato e riuscito: ogni difensore paga 8.",
    [SAY_ULTIMO_ANNOUNCED_FAILED] =
        "Pagat Ultimo annunciato e fallito: il dichiarante paga 8 a ogni difensore.",
    [SAY_ULTIMO_UNANNOUNCED] = "Pagat Ultimo senza annuncio: ogni difensore paga 4.",
    [SAY_BID_MARKS_MADE] =
        "La dichiarazione di %s è riuscita: i dichiaranti hanno preso %d dei %d punti (%s), quindi i dichiaranti vincono %s.",
    [SAY_BID_MARKS_SET] =
        "La dichiarazione di %s è fallita: i dichiaranti hanno preso %d dei %d punti (%s), quindi gli avversari vincono %s.",
    [SAY_NEED_NONE] =
        "non devono prenderne nessuno",
    [SAY_NEED_ALL] =
        "servivano tutti i %d",
    [SAY_NEED_SOME] =
        "ne servivano %d",
    [SAY_COACH_AS_GOOD] =
        "Su %d distribuzioni coerenti con ciò che hai visto, %s (%s) vale quanto ogni altra scelta: finisci in vantaggio il %d%% delle volte e segni in media %s punti.",
    [SAY_COACH_WORSE] =
        "Su %d distribuzioni coerenti con ciò che hai visto, %s ti porta in vantaggio il %d%% delle volte e segna in media %s punti; %s (%s) segna in media %s punti in meno.",
    [SAY_COACH_YOU_PLAYED] =
        "la tua giocata",
    [SAY_COACH_YOU_CHOSE] =
        "la tua scelta",
    [SAY_QUOTED] = "«%s»",
    [SAY_TENTHS] =
        "%s%d,%d",
    [SAY_NO_HAND_CANCELLED] = "La mano è stata annullata: non c'è nessuna mano da contare.",
    [SAY_NO_HAND_PASSED] = "Tutti i giocatori hanno passato: non c'è nessuna mano da contare.",

    /* ---- the words bad input names ---- */
    [SAY_THE_STOCK] = "il tallone",
    [SAY_A_HAND] = "una mano",
    [SAY_COUNT_NONE] = "non ne riceve nessuna",
    [SAY_COUNT_ONE] = "ne riceve una",
    [SAY_COUNT_TWO] = "ne riceve due",
    [SAY_COUNT_THREE] = "ne riceve tre",
    [SAY_COUNT_FOUR] = "ne riceve quattro",
    [SAY_COUNT_FIVE] = "ne riceve cinque",
    [SAY_COUNT_SIX] = "ne riceve sei",
    [SAY_THE_TALON] = "Il talon",
    [SAY_SEAT_NUMBER] = "Il posto %d",
    [SAY_AS_AGREED] = "concordato",
    [SAY_IN_PAIRS] = "a coppie",
    [SAY_IN_THREES] = "a tre a tre",

    /* ---- the score request's fields ---- */
    [SAY_FIELD_ONE_OF] = "uno tra ",
    [SAY_FIELD_WHOLE_NUMBER] = "un numero intero da %d a %d",
    [SAY_FIELD_MISSING] = "La richiesta non ha il campo \"%s\".",
    [SAY_FIELD_MISSING_WHAT] = "La richiesta non ha il campo \"%s\"; deve essere %s.",
    [SAY_FIELD_HALVES] = "\"%s\" deve andare da 0 a %d, in punti interi o mezzi punti.",
    [SAY_FIELD_POINTS_OR_MARKS] = "\"%s\" deve andare da %d a %d punti, o {\"marks\": n}.",
    [SAY_FIELD_MUST_BE] = "\"%s\" deve essere %s.",

    /* ---- a score's lines, totals and notes ---- */
    [SAY_ITEM_CRICCA] = "Cricca",
    [SAY_ITEM_SEQUENCE] = "Sequenza",
    [SAY_ITEM_CRICCHE_DOUBLED] = "Cricche raddoppiate (una parte le ha tutte)",
    [SAY_ITEM_SEQUENCES_DOUBLED] = "Sequenze raddoppiate (una parte le ha tutte)",
    [SAY_ITEM_CARD_POINTS] = "Punti di carte",
    [SAY_ITEM_LAST_TRICK] = "L’ultima presa",
    [SAY_ITEM_DISCARD] = "Lo scarto del mazziere",
    [SAY_ITEM_FOOL] = "Il Matto",
    [SAY_ITEM_FOOL_PAYMENT] = "La carta data per il Matto",
    [SAY_ITEM_TRICK_POINTS] = "Un punto per presa",
    [SAY_SUITS_ALL] = "tutti i semi",
    [SAY_SUITS_GOOD] = "i semi del Bene",
    [SAY_SUITS_EVIL] = "i semi del Male",
    [SAY_MOMENT_DECLARED] = "dichiarata prima della prima presa",
    [SAY_MOMENT_AT_END] = "contata alla fine",
    [SAY_LETTER_LINE] = "Ancora carte in mano: una lettera di %s",
    [SAY_CARDS_ONE] = "%d carta",
    [SAY_CARDS_MANY] = "%d carte",
    [SAY_SHOWN_IN_TRICK] = "mostrata alla presa %d",
    [SAY_LETTERS_OF] = "Lettere di %s",
    [SAY_LETTERS_NONE] = "nessuna",
    [SAY_TOTAL] = "Totale",
    [SAY_TOTAL_HAND_SCORE] = "Il punteggio della mano",
    [SAY_TOTAL_EACH_DEFENDER] = "Pagato da ogni difensore al dichiarante (negativo: paga il "
                                "dichiarante)",
    [SAY_NOTE_SEAT_CHANGE] = "Quanto guadagna o perde ogni posto",
    [SAY_NOTE_GAME_SCORE] = "Punteggio della partita",

    /* ---- moves ---- */
    [SAY_MOVE_PLAY] = "Gioca %s",
    [SAY_MOVE_DISCARD] = "Scarta %s",
    [SAY_MOVE_CALL] = "Chiama %s",
    [SAY_MOVE_SHOW] = "Mostra %s",
    [SAY_MOVE_POIGNEE] = "Mostra %s in una poignée",
    [SAY_MOVE_DECLARE] = "Dichiara %s",
    [SAY_MOVE_ANNOUNCE] = "Annuncia %s",
    [SAY_MOVE_TAKE] = "Prendi la metà %s",
    [SAY_MOVE_CONTRACT] = "Contratto: %s",
    [SAY_MOVE_TRUMP] = "Briscola: %s",
    [SAY_MOVE_DOUBLES] = "Doppi: %s",
    [SAY_MOVE_BID] = "Dichiara: %s",
    [SAY_MOVE_DRAW] = "Pesca dal tallone",
    [SAY_MOVE_PASS] = "Passo",
    [SAY_MOVE_CHELEM] = "Annuncia uno chelem",
    [SAY_MOVE_CANCEL] = "Annulla la mano",
    [SAY_MOVE_DECLARE_NOTHING] = "Non dichiarare nulla",
    [SAY_MOVE_SHOW_THIS_CARD] = "Mostra questa carta",
    [SAY_MOVE_SHOW_THESE_CARDS] = "Mostra queste %d carte",
    [SAY_MOVE_END_DECLARATION] = "Termina qui la dichiarazione",
    [SAY_MOVE_CALLING] = ", chiamando «%s»",
    [SAY_MARKS_ONE] = "%d mark",
    [SAY_MARKS_MANY] = "%d marks",
};
