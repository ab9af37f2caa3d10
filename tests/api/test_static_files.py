"""With DEBUG off, the app serves its static files itself (WhiteNoise, from STATIC_ROOT):
the API docs page's scripts come from this server, after ``collectstatic``."""

from __future__ import annotations

import re

from django.core.management import call_command
from django.test import Client, override_settings


def test_the_docs_scripts_are_served_with_debug_off(tmp_path):
    root = tmp_path / "static"
    with override_settings(DEBUG=False, STATIC_ROOT=root):
        call_command("collectstatic", interactive=False, verbosity=0)
        client = Client()  # a new client loads the middleware, reading STATIC_ROOT now
        page = client.get("/api/docs/")
        assert page.status_code == 200
        scripts = re.findall(r'src="(/static/[^"]+\.js)"', page.content.decode())
        bundle = next(s for s in scripts if s.endswith("swagger-ui-bundle.js"))
        r = client.get(bundle, HTTP_ACCEPT_ENCODING="gzip")
        assert r.status_code == 200, bundle
        assert r["Content-Type"].startswith("text/javascript")
        assert r["Content-Encoding"] == "gzip"  # the compressed copy collectstatic made
        assert client.get("/static/no-such-file.js").status_code == 404
