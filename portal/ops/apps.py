from django.apps import AppConfig


class OpsConfig(AppConfig):
    name = "portal.ops"
    label = "ops"
    verbose_name = "Operator console"

    def ready(self) -> None:
        from portal.magisterium import telemetry as door_telemetry
        from portal.ops import heartbeat  # noqa: F401 - registers "ops.heartbeat", connects beat's tick
        from portal.ops.telemetry import observer

        # The door counts its calls, cache look-ups and refusals into Redis through this.
        door_telemetry.register_observer(observer)
