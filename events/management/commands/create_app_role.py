"""Create (or update) the least-privilege PostgreSQL role the application serves with.

The owner role runs migrations; the app role only serves. It may read and append events
but never change or remove them: no UPDATE (but of the relay's ``position`` column, which the
trigger lets be set once), DELETE or TRUNCATE on ``events_event``, and, being
no superuser, it cannot switch triggers off (``session_replication_role``) either. Every other
table of the schema gets ordinary read/write rights. Idempotent: run it again after each
``migrate`` so new tables are granted too.
"""

from __future__ import annotations

import os

from django.core.management.base import BaseCommand, CommandError
from django.db import connection, transaction
from psycopg import sql

EVENT_TABLES = ["events_event"]  # append-only: SELECT and INSERT only


class Command(BaseCommand):
    help = "Create or update the app's least-privilege PostgreSQL role (owner runs this)."

    def add_arguments(self, parser):
        parser.add_argument("--role", default=os.environ.get("APP_DB_ROLE", "games_app"),
                            help="role name (default $APP_DB_ROLE or games_app)")
        parser.add_argument("--password", default=os.environ.get("APP_DB_PASSWORD"),
                            help="login password (default $APP_DB_PASSWORD; none: unchanged)")
        parser.add_argument("--schema", default="public")

    def handle(self, *args, role, password, schema, **options):
        if connection.vendor != "postgresql":
            raise CommandError("create_app_role is for PostgreSQL only.")
        r, s = sql.Identifier(role), sql.Identifier(schema)
        db = sql.Identifier(connection.settings_dict["NAME"])
        owner = sql.Identifier(connection.settings_dict["USER"] or "postgres")
        attrs = sql.SQL("LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS")
        events = sql.SQL(", ").join(sql.Identifier(s_) for s_ in EVENT_TABLES)
        with transaction.atomic(), connection.cursor() as cur:
            cur.execute("SELECT 1 FROM pg_roles WHERE rolname = %s", [role])
            verb = "ALTER" if cur.fetchone() else "CREATE"
            statement = sql.SQL(verb + " ROLE {} WITH {}").format(r, attrs)
            if password:
                statement = sql.SQL("{} PASSWORD {}").format(statement, sql.Literal(password))
            steps = [
                statement,
                sql.SQL("GRANT CONNECT ON DATABASE {} TO {}").format(db, r),
                sql.SQL("GRANT USAGE ON SCHEMA {} TO {}").format(s, r),
                sql.SQL("REVOKE CREATE ON SCHEMA {} FROM {}").format(s, r),
                sql.SQL("GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA {} TO {}"
                        ).format(s, r),
                sql.SQL("GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA {} TO {}"
                        ).format(s, r),
                sql.SQL("REVOKE UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER ON {} FROM {}"
                        ).format(events, r),
                sql.SQL("GRANT SELECT, INSERT ON {} TO {}").format(events, r),
                # the relay numbers committed events; the trigger allows only NULL -> number
                sql.SQL("GRANT UPDATE (position) ON {} TO {}").format(events, r),
                # tables the owner creates later: ordinary rights (re-run this command after
                # migrate all the same, in case a new event table appears)
                sql.SQL("ALTER DEFAULT PRIVILEGES FOR ROLE {} IN SCHEMA {} GRANT SELECT, "
                        "INSERT, UPDATE, DELETE ON TABLES TO {}").format(owner, s, r),
                sql.SQL("ALTER DEFAULT PRIVILEGES FOR ROLE {} IN SCHEMA {} GRANT USAGE, "
                        "SELECT, UPDATE ON SEQUENCES TO {}").format(owner, s, r),
            ]
            for step in steps:
                cur.execute(step.as_string(cur.connection))
        self.stdout.write(self.style.SUCCESS(
            f"role {role}: read/append on {', '.join(EVENT_TABLES)}, read/write elsewhere"))
