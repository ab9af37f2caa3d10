"""Push: "your turn" and the other notifications sent to a player's phones and browsers."""
