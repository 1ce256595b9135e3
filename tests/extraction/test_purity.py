"""The pipeline stays pure: no Django, no files, no network, no clock; each run gives the same."""

import ast
import os
import subprocess
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[2] / "articles" / "extraction"
FORBIDDEN_MODULES = {
    "django",
    "os",
    "pathlib",
    "io",
    "socket",
    "urllib",
    "requests",
    "time",
    "subprocess",
    "shutil",
    "sqlite3",
    "http",
}
FORBIDDEN_CALLS = {"open", "input", "print", "exec", "eval", "__import__"}
CLOCK = {"now", "today", "utcnow", "time"}


# lexicon.py reads the package's own word lists once, at import (see its docstring)
DATA_READER = "lexicon.py"
# every module, subpackages' too (quotes/)
MODULES = sorted(PACKAGE.rglob("*.py"))


def _module_id(path: Path) -> str:
    return path.relative_to(PACKAGE).as_posix()


@pytest.mark.parametrize(
    "path",
    [p for p in MODULES if p != PACKAGE / DATA_READER],
    ids=_module_id,
)
def test_module_is_pure(path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            roots = {alias.name.split(".")[0] for alias in node.names}
            assert not roots & FORBIDDEN_MODULES, f"{path.name} imports {roots}"
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            assert node.module.split(".")[0] not in FORBIDDEN_MODULES, node.module
        elif isinstance(node, ast.Call):
            func = node.func
            if isinstance(func, ast.Name):
                assert func.id not in FORBIDDEN_CALLS, f"{path.name} calls {func.id}()"
            elif isinstance(func, ast.Attribute):
                assert func.attr not in CLOCK | {"read_text", "write_text", "open"}, (
                    f"{path.name} calls .{func.attr}()"
                )


def test_only_the_lexicon_reads_data_and_only_its_own():
    source = (PACKAGE / DATA_READER).read_text(encoding="utf-8")
    tree = ast.parse(source)
    imported = {
        node.module if isinstance(node, ast.ImportFrom) else alias.name
        for node in ast.walk(tree)
        if isinstance(node, ast.Import | ast.ImportFrom)
        for alias in node.names
    }
    # (unicodedata's tables are built into Python: it reads no file)
    assert imported <= {"__future__", "functools", "importlib", "unicodedata"}, imported
    assert "resources.files(__package__)" in source


def _bound_at_top(tree: ast.Module):
    """Yield (name, node) for each name a module binds at its top level."""
    for node in tree.body:
        if isinstance(node, ast.Assign):
            for target in node.targets:
                if isinstance(target, ast.Name):
                    yield target.id, node
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            yield node.target.id, node
        elif isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            yield node.name, node


@pytest.mark.parametrize("path", MODULES, ids=_module_id)
def test_no_module_name_is_bound_twice_unless_it_extends_itself(path):
    # a pattern defined again further down silently replaces the first for every rule above
    tree = ast.parse(path.read_text(encoding="utf-8"))
    seen: set[str] = set()
    for name, node in _bound_at_top(tree):
        if name in seen:
            reads = {n.id for n in ast.walk(node) if isinstance(n, ast.Name)}
            assert name in reads, f"{path.name}: {name} bound twice (line {node.lineno})"
        seen.add(name)


# "The 64-year-old American singer-songwriter": "singer" and "singer-songwriter" are both roles
_SEED_TEXT = (
    "Dana Whitlow has postponed her tour.\n\n"
    "In a statement, Tom Marland said Whitlow is improving.\n\n"
    "The 64-year-old American singer-songwriter was expected to tour next month.\n"
)
_SEED_SCRIPT = (
    "import json, sys\n"
    "from articles.extraction import extract\n"
    "from articles.extraction.serialize import extraction_to_dict\n"
    "print(json.dumps(extraction_to_dict(extract(sys.stdin.read(), None)), sort_keys=True))\n"
)


def test_the_output_does_not_depend_on_the_hash_seed():
    """Sets iterate in an order that changes with ``PYTHONHASHSEED``; no choice may follow it."""
    outputs = set()
    for seed in range(6):
        env = {**os.environ, "PYTHONHASHSEED": str(seed)}
        done = subprocess.run(
            [sys.executable, "-c", _SEED_SCRIPT],
            input=_SEED_TEXT,
            capture_output=True,
            text=True,
            env=env,
            cwd=PACKAGE.parents[1],
            check=True,
        )
        outputs.add(done.stdout)
    assert len(outputs) == 1
    assert "The 64-year-old American singer-songwriter" in outputs.pop()
