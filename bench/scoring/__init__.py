"""Score the extraction pipeline: real published text first, invented sets after.

Importable: ``python -m bench.score`` prints the tables; the gold test imports the same
functions so a CI run and a person at a terminal apply one set of rules.
"""
