"""Template tags for the admin: how many disputes wait for a decision."""

from django import template

from games.models import Dispute

register = template.Library()


@register.simple_tag
def open_dispute_count() -> int:
    return Dispute.objects.filter(status=Dispute.Status.OPEN).count()
