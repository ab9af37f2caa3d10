"""Template tags for the admin: how many chat reports wait."""

from django import template

from chat.models import ChatReport

register = template.Library()


@register.simple_tag
def open_report_count() -> int:
    return ChatReport.objects.filter(status=ChatReport.Status.OPEN).count()
