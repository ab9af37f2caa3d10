from enum import StrEnum


class QuiddlerWordsLaidDownEventType(StrEnum):
    WORDSLAIDDOWN = "WordsLaidDown"

    def __str__(self) -> str:
        return str(self.value)
