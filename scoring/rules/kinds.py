"""The shape of a penalty or prize kind: a word of the API, so lower-case snake_case."""

from __future__ import annotations

import re

KIND = re.compile(r"^[a-z][a-z0-9_]*$")
