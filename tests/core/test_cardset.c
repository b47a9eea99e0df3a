/* The bitset card sets: membership, algebra, counting and iteration across both words. */
#include "cardset.h"
#include "check.h"

int main(void) {
    tutor_set s = tutor_set_empty();
    CHECK(tutor_set_is_empty(s));
    s = tutor_set_add(s, 0);
    s = tutor_set_add(s, 63);
    s = tutor_set_add(s, 64);
    s = tutor_set_add(s, 79);
    CHECK_INT(tutor_set_size(s), 4);
    CHECK(tutor_set_has(s, 63) && tutor_set_has(s, 64) && !tutor_set_has(s, 65));
    CHECK_INT(tutor_set_first(s), 0);
    CHECK_INT(tutor_set_first(tutor_set_remove(tutor_set_remove(s, 0), 63)), 64);

    tutor_set t = tutor_set_or(tutor_set_of(64), tutor_set_of(5));
    CHECK_INT(tutor_set_size(tutor_set_and(s, t)), 1);
    CHECK_INT(tutor_set_size(tutor_set_minus(s, t)), 3);
    CHECK(tutor_set_equal(tutor_set_or(s, t), tutor_set_add(s, 5)));

    CHECK_INT(tutor_set_size(tutor_set_range(28)), 28);
    CHECK_INT(tutor_set_size(tutor_set_range(64)), 64);
    CHECK_INT(tutor_set_size(tutor_set_range(80)), 80);
    CHECK(!tutor_set_has(tutor_set_range(80), 80) && tutor_set_has(tutor_set_range(80), 79));

    /* Iteration visits every member once, in increasing order. */
    int seen = 0, last = -1, ordered = 1;
    tutor_card c;
    TUTOR_SET_FOREACH(c, s) {
        ordered = ordered && c > last;
        last = c;
        seen++;
    }
    CHECK_INT(seen, 4);
    CHECK(ordered);
    return check_summary("test_cardset");
}
