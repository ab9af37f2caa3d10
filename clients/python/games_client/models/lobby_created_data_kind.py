from enum import StrEnum


class LobbyCreatedDataKind(StrEnum):
    BIDDLE = "biddle"
    DIDDLY = "diddly"
    DIDI_DOTTER = "didi_dotter"
    DIKDIK = "dikdik"
    QUIDDLER = "quiddler"

    def __str__(self) -> str:
        return str(self.value)
