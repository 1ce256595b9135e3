from django.urls import path

from . import views

app_name = "articles"

urlpatterns = [
    path("", views.index, name="index"),
    path("events/<slug:slug>/", views.story, name="story"),
    path("articles/<slug:outlet_slug>/<slug:slug>/", views.article, name="article"),
]
