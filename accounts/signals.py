"""The accounts' signals: how other apps hear of what happens to an account.

* ``password_changed(sender, user, keep_token)`` — sent inside the transaction that set a new
  password (a change or a reset). Receivers end the account's other sessions: every API token
  but ``keep_token`` (the key or id of the token that asked, or None: revoke them all).
* ``account_erasing(sender, user)`` — sent inside the transaction of ``DELETE /api/me``, before
  the account row is made anonymous. Every app that keeps personal data about ``user`` (email
  addresses, webhooks, devices, notifications, settings, ...) connects a receiver that erases
  it; the erasure test scans every table afterwards for the name and the address.
* ``blocked(sender, blocker, blocked)`` — sent inside the transaction that made a new block
  (``accounts.blocks.block_create``; not when the block already existed). The games answer it
  by withdrawing the pending invitations between the two (accounts cannot import the games).
  A receiver's refusal undoes the block.
"""

from django.dispatch import Signal

password_changed = Signal()
account_erasing = Signal()
blocked = Signal()
