from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.notification import Notification


T = TypeVar("T", bound="NotificationInbox")


@_attrs_define
class NotificationInbox:
    """
    Attributes:
        notifications (list[Notification]):
        last_id (int): pass it as `after` next time
        has_more (bool):
        unread (int):
    """

    notifications: list[Notification]
    last_id: int
    has_more: bool
    unread: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        notifications = []
        for notifications_item_data in self.notifications:
            notifications_item = notifications_item_data.to_dict()
            notifications.append(notifications_item)

        last_id = self.last_id

        has_more = self.has_more

        unread = self.unread

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "notifications": notifications,
                "last_id": last_id,
                "has_more": has_more,
                "unread": unread,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.notification import Notification  # noqa: PLC0415

        d = dict(src_dict)
        notifications = []
        _notifications = d.pop("notifications")
        for notifications_item_data in _notifications:
            notifications_item = Notification.from_dict(notifications_item_data)

            notifications.append(notifications_item)

        last_id = d.pop("last_id")

        has_more = d.pop("has_more")

        unread = d.pop("unread")

        notification_inbox = cls(
            notifications=notifications,
            last_id=last_id,
            has_more=has_more,
            unread=unread,
        )

        notification_inbox.additional_properties = d
        return notification_inbox

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
