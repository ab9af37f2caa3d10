from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="BiddleDiceRolledData")


@_attrs_define
class BiddleDiceRolledData:
    """
    Attributes:
        player (str): a seat id: "0", "1", ... in join order
        roll (int):
        reroll (list[int]):
        faces (list[int]): the new faces of the re-rolled dice
        dice (list[int]): all the dice after the roll
    """

    player: str
    roll: int
    reroll: list[int]
    faces: list[int]
    dice: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        roll = self.roll

        reroll = self.reroll

        faces = self.faces

        dice = self.dice

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "player": player,
                "roll": roll,
                "reroll": reroll,
                "faces": faces,
                "dice": dice,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        roll = d.pop("roll")

        reroll = cast(list[int], d.pop("reroll"))

        faces = cast(list[int], d.pop("faces"))

        dice = cast(list[int], d.pop("dice"))

        biddle_dice_rolled_data = cls(
            player=player,
            roll=roll,
            reroll=reroll,
            faces=faces,
            dice=dice,
        )

        biddle_dice_rolled_data.additional_properties = d
        return biddle_dice_rolled_data

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
