"""Tools for rule authors who write Gherkin, not Python (`python -m scoring <command>`).

One job per module: `features` reads feature files, `lint` checks them, `tags` resolves a
scenario's tags to catalog rules, `coverage` lists what is not yet specified, `index` writes
the scenario-link index the core ships, `report` renders a spec run as HTML, `vocabulary`
writes the phrase reference. None of them locates `features/` from its own files: the
folder comes from the command line (default `features` under the current directory).
"""
