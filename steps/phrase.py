"""Declaring a step: its phrase, an example an author can copy, and what it means.

Every step is declared through `given`/`when`/`then` here, which register it with pytest-bdd
and record it in `PHRASES`; the checker (`python -m scoring check`) and the phrase reference
(`features/REFERENCE.md`) are built from that record, so they cannot drift from the code.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest_bdd
from pytest_bdd import parsers
from pytest_bdd.parsers import StepParser

from steps.words import TYPES

KEYWORD = {"given": "前提", "when": "もし", "then": "ならば"}


@dataclass(frozen=True)
class Phrase:
    kind: str  # given, when or then
    pattern: str  # as declared: a parse pattern ({name:Type}) or a regular expression
    example: str  # a step text the phrase accepts (checked by a test)
    meaning: str  # what it does, for the reference
    concept: str  # the steps module that defines it (table, win, hand, …)
    parser: StepParser
    literals: tuple[str, ...]  # text every match contains: a cheap first test

    def matches(self, text: str) -> bool:
        return all(part in text for part in self.literals) and self.parser.is_matching(text)

    @property
    def form(self) -> str:
        """The phrase as an author reads it: placeholders as {name}."""
        if isinstance(self.parser, parsers.re):
            readable = re.sub(r"\(\?P<(\w+)>[^()]*(?:\([^()]*\)[^()]*)*\)", r"{\1}", self.pattern)
            readable = re.sub(r"\(\?:[^()]*\)\??", "…", readable)
            return readable.rstrip("$")
        return re.sub(r"\{(\w+):\w+\}", r"{\1}", self.pattern)


PHRASES: list[Phrase] = []


def _literals(pattern: str, regex: bool) -> tuple[str, ...]:
    if regex:
        return ()
    return tuple(part for part in re.split(r"\{[^{}]*\}", pattern) if part)


def _declare(kind: str, pattern: str, example: str, meaning: str, regex: bool,
             target_fixture: str | None) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    parser: StepParser = (parsers.re(pattern) if regex
                          else parsers.parse(pattern, extra_types=TYPES))
    module = sys._getframe(2).f_globals.get("__name__", "")
    PHRASES.append(Phrase(kind, pattern, example, meaning, module.rpartition(".")[2], parser,
                          _literals(pattern, regex)))
    decorate = {"given": pytest_bdd.given, "when": pytest_bdd.when, "then": pytest_bdd.then}[kind]
    # Returned undecorated so pytest-bdd injects the step fixture into the caller's module.
    return decorate(parser, target_fixture=target_fixture)


def given(pattern: str, example: str, meaning: str = "", *, regex: bool = False,
          target_fixture: str | None = None) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    return _declare("given", pattern, example, meaning, regex, target_fixture)


def when(pattern: str, example: str, meaning: str = "", *, regex: bool = False,
         target_fixture: str | None = "result") -> Callable[[Callable[..., Any]], Any]:
    return _declare("when", pattern, example, meaning, regex, target_fixture)


def then(pattern: str, example: str, meaning: str = "", *, regex: bool = False,
         target_fixture: str | None = None) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    return _declare("then", pattern, example, meaning, regex, target_fixture)
