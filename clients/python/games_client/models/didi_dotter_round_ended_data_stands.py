from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.didi_dotter_round_ended_data_stands_additional_property_type_1 import (
    DidiDotterRoundEndedDataStandsAdditionalPropertyType1,
)
from ..models.didi_dotter_round_ended_data_stands_additional_property_type_2_type_1 import (
    DidiDotterRoundEndedDataStandsAdditionalPropertyType2Type1,
)
from ..models.didi_dotter_round_ended_data_stands_additional_property_type_3_type_1 import (
    DidiDotterRoundEndedDataStandsAdditionalPropertyType3Type1,
)

T = TypeVar("T", bound="DidiDotterRoundEndedDataStands")


@_attrs_define
class DidiDotterRoundEndedDataStands:
    additional_properties: dict[
        str,
        DidiDotterRoundEndedDataStandsAdditionalPropertyType1
        | DidiDotterRoundEndedDataStandsAdditionalPropertyType2Type1
        | DidiDotterRoundEndedDataStandsAdditionalPropertyType3Type1
        | None,
    ] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:

        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            if isinstance(prop, DidiDotterRoundEndedDataStandsAdditionalPropertyType1):
                field_dict[prop_name] = prop.value
            elif isinstance(prop, DidiDotterRoundEndedDataStandsAdditionalPropertyType2Type1):
                field_dict[prop_name] = prop.value
            elif isinstance(prop, DidiDotterRoundEndedDataStandsAdditionalPropertyType3Type1):
                field_dict[prop_name] = prop.value
            else:
                field_dict[prop_name] = prop

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        didi_dotter_round_ended_data_stands = cls()

        additional_properties = {}
        for prop_name, prop_dict in d.items():

            def _parse_additional_property(
                data: object,
            ) -> (
                DidiDotterRoundEndedDataStandsAdditionalPropertyType1
                | DidiDotterRoundEndedDataStandsAdditionalPropertyType2Type1
                | DidiDotterRoundEndedDataStandsAdditionalPropertyType3Type1
                | None
            ):
                if data is None:
                    return data
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    additional_property_type_1 = DidiDotterRoundEndedDataStandsAdditionalPropertyType1(data)

                    return additional_property_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    additional_property_type_2_type_1 = DidiDotterRoundEndedDataStandsAdditionalPropertyType2Type1(data)

                    return additional_property_type_2_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    additional_property_type_3_type_1 = DidiDotterRoundEndedDataStandsAdditionalPropertyType3Type1(data)

                    return additional_property_type_3_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(
                    DidiDotterRoundEndedDataStandsAdditionalPropertyType1
                    | DidiDotterRoundEndedDataStandsAdditionalPropertyType2Type1
                    | DidiDotterRoundEndedDataStandsAdditionalPropertyType3Type1
                    | None,
                    data,
                )

            additional_property = _parse_additional_property(prop_dict)

            additional_properties[prop_name] = additional_property

        didi_dotter_round_ended_data_stands.additional_properties = additional_properties
        return didi_dotter_round_ended_data_stands

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(
        self, key: str
    ) -> (
        DidiDotterRoundEndedDataStandsAdditionalPropertyType1
        | DidiDotterRoundEndedDataStandsAdditionalPropertyType2Type1
        | DidiDotterRoundEndedDataStandsAdditionalPropertyType3Type1
        | None
    ):
        return self.additional_properties[key]

    def __setitem__(
        self,
        key: str,
        value: DidiDotterRoundEndedDataStandsAdditionalPropertyType1
        | DidiDotterRoundEndedDataStandsAdditionalPropertyType2Type1
        | DidiDotterRoundEndedDataStandsAdditionalPropertyType3Type1
        | None,
    ) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
