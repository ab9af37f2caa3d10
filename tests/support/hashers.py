"""A password hasher for the test process only (``tests/conftest.py``)."""

from django.contrib.auth.hashers import PBKDF2PasswordHasher


class QuickPBKDF2PasswordHasher(PBKDF2PasswordHasher):
    """Django's PBKDF2 (same ``pbkdf2_sha256`` hashes) at 1,000 iterations: hashing is not what
    the tests test, and the default 1,000,000 costs 0.2 s a hash."""

    iterations = 1_000
