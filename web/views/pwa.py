"""What makes the web client installable: the web manifest and the service worker.

The worker is served from ``/sw.js`` (not under /static/) so that its scope is the whole site;
it caches the page shell and the last inbox it saw, and shows that inbox when offline
(``web/static/web/sw.js``). Push subscriptions are left to the push channel: the worker
already listens for ``push`` and ``notificationclick`` events (its seam).
"""

from __future__ import annotations

from django.contrib.staticfiles import finders
from django.http import FileResponse, Http404, JsonResponse
from django.templatetags.static import static
from django.views.decorators.cache import cache_control
from django.views.decorators.http import require_safe


@require_safe
@cache_control(max_age=3600, public=True)
def manifest(request):
    response = JsonResponse({
        "name": "Correspondence games", "short_name": "Games",
        "description": "Diddly, Don't Be a Dik Dik, Quiddler, Didi Dotter and Biddle by "
                       "correspondence, with friends or bots.",
        "start_url": "/", "scope": "/", "display": "standalone",
        "background_color": "#ffffff", "theme_color": "#1d4e89",
        "icons": [{"src": static("web/icon.svg"), "sizes": "any", "type": "image/svg+xml",
                   "purpose": "any"},
                  # PNGs for the launchers that take no SVG (drawn from icon.svg)
                  {"src": static("web/icon-192.png"), "sizes": "192x192", "type": "image/png",
                   "purpose": "any"},
                  {"src": static("web/icon-512.png"), "sizes": "512x512", "type": "image/png",
                   "purpose": "any"},
                  {"src": static("web/icon-maskable-512.png"), "sizes": "512x512",
                   "type": "image/png", "purpose": "maskable"}],
    })
    response["Content-Type"] = "application/manifest+json"
    return response


@require_safe
@cache_control(no_cache=True)
def service_worker(request):
    path = finders.find("web/sw.js")
    if path is None:
        raise Http404("no service worker")
    response = FileResponse(open(path, "rb"), content_type="text/javascript")
    response["Service-Worker-Allowed"] = "/"
    return response


@require_safe
def offline(request):
    """What the service worker shows for a page it cannot reach and has not kept."""
    from django.shortcuts import render
    return render(request, "web/pages/offline.html")
