"""Regex pieces that several stages share, built once from the lexicon."""

from __future__ import annotations

from .lexicon import lines

# Surname particles (lexicon/name_particles.txt): every one may stand inside a name, those not
# marked "!" may also open one ("de Vries said").
_PARTICLE_LINES = lines("name_particles")
NAME_PARTICLES = frozenset(line.split()[0] for line in _PARTICLE_LINES)
LEADING_PARTICLES = frozenset(line for line in _PARTICLE_LINES if not line.endswith("!"))


def _alternation(words) -> str:
    return "(?:" + "|".join(sorted(words, key=lambda w: (-len(w), w))) + ")"


# "Ó" is the Irish particle, a capital outside [A-Z] ("Ó Dálaigh said")
PARTICLE = _alternation({*NAME_PARTICLES, "\u00d3"})
LEADING_PARTICLE = _alternation({*LEADING_PARTICLES, "\u00d3"})
