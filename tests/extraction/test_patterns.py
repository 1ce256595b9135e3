"""Shared pattern pieces: a word list set as a tree matches exactly as the list does."""

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from articles.extraction.patterns import alternation

# few letters, so that words share beginnings and run into one another
word = st.text(alphabet="abAB -'", min_size=1, max_size=6).filter(
    lambda w: w == w.strip(" -'") and "  " not in w
)
text = st.text(alphabet="abAB -'.x", max_size=60)


def listed(words) -> str:
    """The plain list, longest first: what the tree stands for."""
    return "(?:" + "|".join(sorted(set(words), key=lambda w: (-len(w), w))) + ")"


def spans(pattern: str, text: str, flags: int) -> list[tuple[int, int]]:
    return [m.span() for m in re.finditer(pattern, text, flags)]


@settings(max_examples=300, deadline=None)
@given(st.lists(word, min_size=1, max_size=12), text)
def test_a_tree_of_words_matches_as_the_longest_first_list(words, text):
    for flags in (0, re.IGNORECASE):
        for around in ("{}", r"\b{}\b", r"{}(?= )", r"{}\s*$"):
            tree = around.format(alternation(words))
            plain = around.format(listed(words))
            assert spans(tree, text, flags) == spans(plain, text, flags), (tree, plain)


def test_shared_beginnings_are_read_once():
    assert alternation(["singer", "singer-songwriter", "star"]) == (
        r"(?:s(?:inger(?:\-songwriter)?|tar))"
    )
    # ("Sam" and "sam": under IGNORECASE both branches would match; the list stays a list)
    assert alternation(["Sam", "sam", "x"]) == "(?:Sam|sam|x)"
    # a word that is a pattern of its own keeps the list as it is
    assert alternation(["said", r"told\s+us"]) == r"(?:told\s+us|said)"
