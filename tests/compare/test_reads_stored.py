"""The comparison reads what ingest stored: no text pipeline runs on a request."""

import ast
from pathlib import Path

import articles

APP = Path(articles.__file__).resolve().parent
READERS = ["articles.comparison", "articles.views.compare"]


def module_path(name: str) -> Path | None:
    parts = name.split(".")[1:]
    for path in (APP.joinpath(*parts).with_suffix(".py"), APP.joinpath(*parts, "__init__.py")):
        if path.exists():
            return path
    return None


def imports_of(name: str) -> set[str]:
    """Return the modules ``name`` imports, relative imports resolved."""
    path = module_path(name)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = package.split(".")
            if node.level:
                base = base[: len(base) - node.level + 1]
                module = ".".join([*base, node.module] if node.module else base)
            else:
                module = node.module
            found.add(module)
            found |= {f"{module}.{alias.name}" for alias in node.names}
    return {m for m in found if module_path(m) or not m.startswith("articles")}


def test_the_comparison_and_its_views_import_nothing_from_the_text_pipeline():
    seen, todo = set(), list(READERS)
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        todo += [m for m in imports_of(name) if m.startswith("articles.")]
    assert "articles.views.compare" in seen and "articles.models" in seen
    assert not [m for m in seen if m.startswith("articles.extraction")]


def test_the_comparison_matches_no_text_on_a_request():
    # The sentences' counterparts are found at alignment (articles.alignment.sentences).
    assert not [m for name in READERS for m in imports_of(name) if m.startswith("rapidfuzz")]
    assert "rapidfuzz.fuzz" in imports_of("articles.alignment.sentences")


def test_the_check_sees_an_import_of_the_pipeline():
    assert "articles.extraction.compare" in imports_of("articles.ingest.counts")
