"""Lines that resolve to a diocese the collection already holds are kept as DUPLICATE."""

from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("research", "0002_entry_chosen_and_refused"),
    ]

    operations = [
        migrations.AlterField(
            model_name="entry",
            name="status",
            field=models.CharField(
                choices=[
                    ("pending", "pending"),
                    ("done", "done"),
                    ("unresolved", "unresolved"),
                    ("failed", "failed"),
                    ("duplicate", "duplicate"),
                ],
                default="pending",
                max_length=12,
            ),
        ),
    ]
