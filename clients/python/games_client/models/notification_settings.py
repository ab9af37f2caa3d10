from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.email_enum import EmailEnum

T = TypeVar("T", bound="NotificationSettings")


@_attrs_define
class NotificationSettings:
    """
    Attributes:
        inbox (bool):
        webhook (bool):
        email (EmailEnum): * `off` - off
            * `immediate` - immediate
            * `daily` - daily
        muted (list[str]):
        kinds (list[str]): every kind
    """

    inbox: bool
    webhook: bool
    email: EmailEnum
    muted: list[str]
    kinds: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        inbox = self.inbox

        webhook = self.webhook

        email = self.email.value

        muted = self.muted

        kinds = self.kinds

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "inbox": inbox,
                "webhook": webhook,
                "email": email,
                "muted": muted,
                "kinds": kinds,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        inbox = d.pop("inbox")

        webhook = d.pop("webhook")

        email = EmailEnum(d.pop("email"))

        muted = cast(list[str], d.pop("muted"))

        kinds = cast(list[str], d.pop("kinds"))

        notification_settings = cls(
            inbox=inbox,
            webhook=webhook,
            email=email,
            muted=muted,
            kinds=kinds,
        )

        notification_settings.additional_properties = d
        return notification_settings

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
