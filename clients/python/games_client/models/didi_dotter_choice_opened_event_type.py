from enum import StrEnum


class DidiDotterChoiceOpenedEventType(StrEnum):
    CHOICEOPENED = "ChoiceOpened"

    def __str__(self) -> str:
        return str(self.value)
