from enum import StrEnum


class DikdikPassCommandType(StrEnum):
    PASS = "pass"

    def __str__(self) -> str:
        return str(self.value)
