"""What the pages show of each house, one module per page family, built once per process.

`houses` the house list and each house's names · `names` seats, draws and penalties in a
language · `calculators` the small settings answer each calculator (and the sheet) gets ·
`catalog` the rule page's groups of rules · `chart` the score chart's tables · `compare` two
houses field by field · `session` the night page's settings. The calculators never get the
catalog; the rule, chart and compare pages get their content here so Jinja renders it (first
paint from the server, no rendering in the browser).
"""
