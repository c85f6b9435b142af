"""Daily Mass readings and martyrology: prefetched by Celery, served from the database."""
