"""The quiddler table (to be drawn: for now every legal command as a button)."""

from web.tables import Table, generic


def present(detail: dict) -> Table:
    return generic(detail)
