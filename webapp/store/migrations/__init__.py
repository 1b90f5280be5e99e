"""Alembic's environment and the schema's revisions (package data: they ship in the wheel)."""
