"""Persistence of the shared tables (and tournaments): SQLAlchemy 2 models, one session per
request, Alembic migrations run at start. SQLite in the instance folder by default,
PostgreSQL (psycopg 3) through `DATABASE_URL`."""
