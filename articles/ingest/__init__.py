"""Turn article texts into the database: the only code that writes pipeline output.

One module per job: ``reading`` (story folders, ``event.toml``), ``writing``
(one article through the pipeline, in one transaction; the admin calls
``ingest_article()`` too), ``people`` (who a name is, merging people),
``alignment`` (statements and moments across a story's articles), ``counts``
(what the pages read instead of computing: ``store_aggregates()``, which the
admin runs through ``refresh_stories()`` after every change) and ``loading``
(``load_paths()``, for ``load_seeds``), ``versions`` (every text an article
has had, and the diffs between them), ``fetching`` (one web page, safely) and
``web`` (articles added by URL and fetched again). Anything an editor
verified or edited survives a re-run.
"""

from .alignment import Alignment, align_story, realign_stories
from .counts import refresh_stories, store_aggregates, store_measures, touch_stories
from .fetching import FetchError
from .loading import LoadReport, load_paths
from .people import merge_people_into, resolve_person, story_people
from .reading import (
    ArticleMeta,
    IngestError,
    StoryFolder,
    content_hash,
    parse_published,
    read_article_text,
    read_story_folder,
    text_hash,
)
from .slugs import unique_slug
from .versions import record_version
from .web import (
    Fetched,
    HostPacer,
    Refetch,
    add_article,
    articles_to_refetch,
    fetch_article,
    find_duplicate,
    refetch_article,
    refetch_articles,
    save_fetched,
)
from .writing import (
    Outcome,
    get_or_create_outlet,
    get_or_create_story,
    ingest_article,
    meta_of_article,
    reingest_article,
)

__all__ = [
    "Alignment",
    "ArticleMeta",
    "FetchError",
    "Fetched",
    "HostPacer",
    "IngestError",
    "LoadReport",
    "Outcome",
    "Refetch",
    "StoryFolder",
    "add_article",
    "align_story",
    "articles_to_refetch",
    "content_hash",
    "fetch_article",
    "find_duplicate",
    "get_or_create_outlet",
    "get_or_create_story",
    "ingest_article",
    "load_paths",
    "merge_people_into",
    "meta_of_article",
    "parse_published",
    "read_article_text",
    "read_story_folder",
    "realign_stories",
    "record_version",
    "refetch_article",
    "refetch_articles",
    "refresh_stories",
    "reingest_article",
    "resolve_person",
    "save_fetched",
    "store_aggregates",
    "store_measures",
    "story_people",
    "text_hash",
    "touch_stories",
    "unique_slug",
]
