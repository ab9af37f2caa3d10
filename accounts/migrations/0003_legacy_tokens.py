"""Move the API tokens of before (DRF's authtoken: one per account, its key in the clear) into
device tokens: each key's digest becomes a ``DeviceToken`` (its first 15 characters its
``token_key``), so the key clients hold keeps working, and the clear keys are deleted.

knox checks any key string the same way (the digest of what is sent), so a 40-character key of
before is found as a 64-character one is. The moved token expires as any other: TOKEN_TTL after
its last use. Databases made after DRF's authtoken left the project have no such table: nothing
to do.
"""

from django.db import migrations
from django.utils import timezone
from knox.crypto import hash_token
from knox.settings import CONSTANTS, knox_settings

LEGACY_TABLE = "authtoken_token"
LEGACY_DEVICE = "a token from before devices were named"


def move_legacy_tokens(apps, schema_editor):
    connection = schema_editor.connection
    if LEGACY_TABLE not in connection.introspection.table_names():
        return
    q = connection.ops.quote_name
    with connection.cursor() as cursor:
        cursor.execute(f"SELECT {q('key')}, {q('user_id')} FROM {q(LEGACY_TABLE)}")
        rows = cursor.fetchall()
    DeviceToken = apps.get_model("accounts", "DeviceToken")
    expiry = timezone.now() + knox_settings.TOKEN_TTL
    DeviceToken.objects.bulk_create(
        [DeviceToken(digest=hash_token(key), token_key=key[:CONSTANTS.TOKEN_KEY_LENGTH],
                     user_id=user_id, device=LEGACY_DEVICE, expiry=expiry)
         for key, user_id in rows], batch_size=500)
    with connection.cursor() as cursor:
        cursor.execute(f"DELETE FROM {q(LEGACY_TABLE)}")


class Migration(migrations.Migration):
    dependencies = [("accounts", "0002_device_tokens")]
    operations = [migrations.RunPython(move_legacy_tokens, migrations.RunPython.noop)]
