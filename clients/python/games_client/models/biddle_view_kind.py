from enum import StrEnum


class BiddleViewKind(StrEnum):
    BIDDLE = "biddle"

    def __str__(self) -> str:
        return str(self.value)
