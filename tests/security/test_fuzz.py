"""Every query parameter of every view, fuzzed: bad values are ignored or refused, never a 500."""

import pytest
from django.test import Client
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ..factories import make_covered_story

pytestmark = pytest.mark.django_db

# Parameters each view reads, plus ones it does not.
PARAMETERS = {
    "/": ["page", "q"],
    "/search/": ["q", "page"],
    "/events/gaga/": ["person", "outlet", "published", "open"],
    "/events/gaga/timeline/": ["person", "outlet", "published", "open"],
    "/events/gaga/compare/": ["outlets"],
    "/events/gaga/quotes/": ["speaker"],
    "/events/gaga/articles/": ["page"],
    "/events/gaga.json": ["format"],
    "/events/gaga/statements/{statement}/diff/": ["sentence", "outlet", "outlets"],
    "/events/gaga/statements/{statement}/": ["x"],
    "/events/gaga/moments/posts-photos/": ["x"],
    "/people/{gaga}/": ["x"],
    "/healthz": ["x"],
    "/readyz": ["x"],
}

values = st.one_of(
    st.text(max_size=50),
    st.text(alphabet=st.characters(codec="utf-8"), max_size=300),
    st.text(alphabet=st.characters(min_codepoint=0, max_codepoint=0x1F), max_size=20),
    st.sampled_from(
        [
            "",
            "0",
            "-1",
            "1e309",
            "NaN",
            "9" * 400,
            "null",
            "[]",
            "%00",
            "\x00",
            "..%2f..%2f",
            "<script>",
            "a,b,,c",
            "unknown",
            "lady-gaga",
            "posts-photos",
            "\u202e",
            "\ud7ff",
            "x" * 10_000,
        ]
    ),
)
query = st.lists(
    st.tuples(st.sampled_from(sorted({p for ps in PARAMETERS.values() for p in ps})), values),
    max_size=6,
)


@pytest.fixture
def fuzz_story():
    """Make the story once per view; every example only reads it."""
    story = make_covered_story(articles=3, slug="gaga")
    return {"statement": story.fixture["statement"].pk, "gaga": story.fixture["gaga"].slug}


@pytest.mark.parametrize("path", sorted(PARAMETERS))
def test_no_query_string_makes_a_view_fail(fuzz_story, path):
    client = Client(raise_request_exception=False)
    url = path.format(**fuzz_story)

    @settings(
        max_examples=60,
        deadline=None,
        suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
    )
    @given(query, st.booleans())
    def check(pairs, htmx):
        data = {}
        for name, value in pairs:
            data.setdefault(name, []).append(value)
        headers = {"HX-Request": "true"} if htmx else {}
        response = client.get(url, data, headers=headers)
        assert response.status_code in {200, 301, 302, 400, 404}, (url, pairs, response.status_code)

    check()
