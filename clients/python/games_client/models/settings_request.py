from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.email_enum import EmailEnum
from ..models.notification_kind_enum import NotificationKindEnum
from ..types import UNSET, Unset

T = TypeVar("T", bound="SettingsRequest")


@_attrs_define
class SettingsRequest:
    """
    Attributes:
        inbox (bool | Unset):
        webhook (bool | Unset):
        email (EmailEnum | Unset): * `off` - off
            * `immediate` - immediate
            * `daily` - daily
        muted (list[NotificationKindEnum] | Unset):
    """

    inbox: bool | Unset = UNSET
    webhook: bool | Unset = UNSET
    email: EmailEnum | Unset = UNSET
    muted: list[NotificationKindEnum] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        inbox = self.inbox

        webhook = self.webhook

        email: str | Unset = UNSET
        if not isinstance(self.email, Unset):
            email = self.email.value

        muted: list[str] | Unset = UNSET
        if not isinstance(self.muted, Unset):
            muted = []
            for muted_item_data in self.muted:
                muted_item = muted_item_data.value
                muted.append(muted_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if inbox is not UNSET:
            field_dict["inbox"] = inbox
        if webhook is not UNSET:
            field_dict["webhook"] = webhook
        if email is not UNSET:
            field_dict["email"] = email
        if muted is not UNSET:
            field_dict["muted"] = muted

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        inbox = d.pop("inbox", UNSET)

        webhook = d.pop("webhook", UNSET)

        _email = d.pop("email", UNSET)
        email: EmailEnum | Unset
        if isinstance(_email, Unset):
            email = UNSET
        else:
            email = EmailEnum(_email)

        _muted = d.pop("muted", UNSET)
        muted: list[NotificationKindEnum] | Unset = UNSET
        if _muted is not UNSET:
            muted = []
            for muted_item_data in _muted:
                muted_item = NotificationKindEnum(muted_item_data)

                muted.append(muted_item)

        settings_request = cls(
            inbox=inbox,
            webhook=webhook,
            email=email,
            muted=muted,
        )

        settings_request.additional_properties = d
        return settings_request

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
