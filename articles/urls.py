from django.urls import path

from . import views
from .feeds import LatestFeed, StoryFeed
from .views import sharing, versions

app_name = "articles"

urlpatterns = [
    path("", views.index, name="index"),
    path("search/", views.search, name="search"),
    path("events/<slug:slug>/", views.timeline, {"is_story_page": True}, name="story"),
    path("events/<slug:slug>.json", views.story_export, name="story_json"),
    path("events/<slug:slug>/timeline/", views.timeline, name="timeline"),
    path("events/<slug:slug>/compare/", views.compare, name="compare"),
    path("events/<slug:slug>/quotes/", views.quotes, name="quotes"),
    path("events/<slug:slug>/quotes/<int:pk>/", views.quote, name="quote"),
    path("events/<slug:slug>/articles/", views.story_articles, name="story_articles"),
    path("events/<slug:slug>/statements/<int:pk>/", views.statement, name="statement"),
    path(
        "events/<slug:slug>/statements/<int:pk>/diff/",
        views.statement_diff,
        name="statement_diff",
    ),
    path("events/<slug:slug>/moments/<slug:moment_slug>/", views.moment, name="moment"),
    path("articles/<slug:outlet_slug>/<slug:slug>/", views.article, name="article"),
    path(
        "articles/<slug:outlet_slug>/<slug:slug>/versions/",
        versions.article_versions,
        name="article_versions",
    ),
    path(
        "articles/<slug:outlet_slug>/<slug:slug>/versions/<int:old>-<int:new>/",
        versions.article_diff,
        name="article_diff",
    ),
    path("people/<slug:slug>/", views.person, name="person"),
    # Sharing: preview images for link unfurls, and Atom feeds.
    path("preview.png", sharing.site_preview, name="site_preview"),
    path("feed/", LatestFeed(), name="feed"),
    path("events/<slug:slug>/preview.png", sharing.story_preview, name="story_preview"),
    path("events/<slug:slug>/feed/", StoryFeed(), name="story_feed"),
    path(
        "events/<slug:slug>/moments/<slug:moment_slug>/preview.png",
        sharing.moment_preview,
        name="moment_preview",
    ),
    path(
        "events/<slug:slug>/statements/<int:pk>/preview.png",
        sharing.statement_preview,
        name="statement_preview",
    ),
    # End of sharing.
]
