from django.conf import settings
from django.contrib import admin
from django.urls import include, path

from articles import views

urlpatterns = [
    path("healthz", views.healthz, name="healthz"),
    path(settings.ADMIN_PATH, admin.site.urls),
    path("", include("articles.urls")),
]
