/*
 * one_language.c: the core in one language, for the site, which loads the build of its page's
 * language alone (CMakeLists.txt: tutor-web-<lang>). Compiled with KEEP_<lang> ("KEEP_fr"), it
 * defines every other language's table of sentences empty: the linker then finds those tables
 * here and never takes the real ones (core/explain_<lang>.c) out of the core's library, and
 * the core offers the kept language alone (explain_built), answering in it when a request
 * names no language.
 */
#include "explain_text.h"

#define EMPTY_TABLE(code) const char *const explain_##code[SAY_COUNT] = {0}

#ifndef KEEP_en
EMPTY_TABLE(en);
#endif
#ifndef KEEP_fr
EMPTY_TABLE(fr);
#endif
#ifndef KEEP_de
EMPTY_TABLE(de);
#endif
#ifndef KEEP_it
EMPTY_TABLE(it);
#endif
#ifndef KEEP_es
EMPTY_TABLE(es);
#endif
#ifndef KEEP_pt
EMPTY_TABLE(pt);
#endif
