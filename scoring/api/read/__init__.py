"""The one place requests are read: JSON-shaped dicts into typed values, strictly.

Wrong shapes or types are 400s, numbers outside their bounds 422s (`bounds.py`); nothing is
guessed or clamped. `fields` holds the primitives every operation reads with.
"""
