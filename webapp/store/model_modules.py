"""Imports every module that declares models, so `Base.metadata` holds the whole schema
(Alembic's comparison and `create_all` in tests). A new models module is listed here."""

from __future__ import annotations

import importlib
import pkgutil

from webapp import store

# Any `*models.py` in this package (models.py, tournament_models.py, …) is imported.
for _info in pkgutil.iter_modules(store.__path__):
    if _info.name.endswith("models"):
        importlib.import_module(f"webapp.store.{_info.name}")
