from django.apps import AppConfig


class ReadingsConfig(AppConfig):
    name = "portal.readings"
    label = "readings"

    def ready(self) -> None:
        from django.db.models.signals import post_delete, post_save

        from portal.readings.models import MartyrologyEntry, MassReadings
        from portal.readings.signals import forget_kept_pages

        for model in (MassReadings, MartyrologyEntry):
            name = model.__name__
            post_save.connect(forget_kept_pages, sender=model, dispatch_uid=f"kept-{name}")
            post_delete.connect(forget_kept_pages, sender=model, dispatch_uid=f"kept-del-{name}")
