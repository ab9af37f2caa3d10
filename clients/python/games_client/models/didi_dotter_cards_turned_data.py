from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.didi_dotter_cards_turned_data_by import DidiDotterCardsTurnedDataBy
from ..models.didi_dotter_cards_turned_data_down_item import DidiDotterCardsTurnedDataDownItem
from ..models.didi_dotter_cards_turned_data_reason import DidiDotterCardsTurnedDataReason
from ..models.didi_dotter_cards_turned_data_up_item import DidiDotterCardsTurnedDataUpItem
from ..types import UNSET, Unset

T = TypeVar("T", bound="DidiDotterCardsTurnedData")


@_attrs_define
class DidiDotterCardsTurnedData:
    """
    Attributes:
        player (str): a seat id: "0", "1", ... in join order
        reason (DidiDotterCardsTurnedDataReason):
        by (DidiDotterCardsTurnedDataBy):
        hidden (bool):
        at_ms (int): when it happened (the service's clock)
        at_version (int): the event's own version in the log
        down (list[DidiDotterCardsTurnedDataDownItem] | Unset): cards turned face down (absent when hidden from you)
        up (list[DidiDotterCardsTurnedDataUpItem] | Unset): cards turned face up (absent when hidden from you)
        turned_down (int | Unset): when hidden from you: how many went down
        turned_up (int | Unset): when hidden from you: how many went up
    """

    player: str
    reason: DidiDotterCardsTurnedDataReason
    by: DidiDotterCardsTurnedDataBy
    hidden: bool
    at_ms: int
    at_version: int
    down: list[DidiDotterCardsTurnedDataDownItem] | Unset = UNSET
    up: list[DidiDotterCardsTurnedDataUpItem] | Unset = UNSET
    turned_down: int | Unset = UNSET
    turned_up: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        reason = self.reason.value

        by = self.by.value

        hidden = self.hidden

        at_ms = self.at_ms

        at_version = self.at_version

        down: list[str] | Unset = UNSET
        if not isinstance(self.down, Unset):
            down = []
            for down_item_data in self.down:
                down_item = down_item_data.value
                down.append(down_item)

        up: list[str] | Unset = UNSET
        if not isinstance(self.up, Unset):
            up = []
            for up_item_data in self.up:
                up_item = up_item_data.value
                up.append(up_item)

        turned_down = self.turned_down

        turned_up = self.turned_up

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "player": player,
                "reason": reason,
                "by": by,
                "hidden": hidden,
                "at_ms": at_ms,
                "at_version": at_version,
            }
        )
        if down is not UNSET:
            field_dict["down"] = down
        if up is not UNSET:
            field_dict["up"] = up
        if turned_down is not UNSET:
            field_dict["turned_down"] = turned_down
        if turned_up is not UNSET:
            field_dict["turned_up"] = turned_up

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        reason = DidiDotterCardsTurnedDataReason(d.pop("reason"))

        by = DidiDotterCardsTurnedDataBy(d.pop("by"))

        hidden = d.pop("hidden")

        at_ms = d.pop("at_ms")

        at_version = d.pop("at_version")

        _down = d.pop("down", UNSET)
        down: list[DidiDotterCardsTurnedDataDownItem] | Unset = UNSET
        if _down is not UNSET:
            down = []
            for down_item_data in _down:
                down_item = DidiDotterCardsTurnedDataDownItem(down_item_data)

                down.append(down_item)

        _up = d.pop("up", UNSET)
        up: list[DidiDotterCardsTurnedDataUpItem] | Unset = UNSET
        if _up is not UNSET:
            up = []
            for up_item_data in _up:
                up_item = DidiDotterCardsTurnedDataUpItem(up_item_data)

                up.append(up_item)

        turned_down = d.pop("turned_down", UNSET)

        turned_up = d.pop("turned_up", UNSET)

        didi_dotter_cards_turned_data = cls(
            player=player,
            reason=reason,
            by=by,
            hidden=hidden,
            at_ms=at_ms,
            at_version=at_version,
            down=down,
            up=up,
            turned_down=turned_down,
            turned_up=turned_up,
        )

        didi_dotter_cards_turned_data.additional_properties = d
        return didi_dotter_cards_turned_data

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
