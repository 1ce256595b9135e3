from django.conf import settings
from django.contrib import admin
from django.contrib.sitemaps.views import sitemap
from django.urls import include, path

from articles import views
from articles.sitemaps import sitemaps
from articles.views.sharing import robots_txt

urlpatterns = [
    path("healthz", views.healthz, name="healthz"),
    path("readyz", views.readyz, name="readyz"),
    path(settings.ADMIN_PATH, admin.site.urls),
    # Sharing: the sitemap and robots.txt that points crawlers at it.
    path("sitemap.xml", sitemap, {"sitemaps": sitemaps}, name="sitemap"),
    path("robots.txt", robots_txt, name="robots_txt"),
    # End of sharing.
    path("", include("articles.urls")),
]

handler400 = "articles.views.errors.bad_request"
handler403 = "articles.views.errors.permission_denied"
handler404 = "articles.views.errors.page_not_found"
handler500 = "articles.views.errors.server_error"
