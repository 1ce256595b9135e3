"""The ``extract`` management command: output shape and clear errors."""

import io
import json
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command

SEED = Path(__file__).resolve().parent.parent / "seeds" / "gaga-mulvaney-iwd-2024"


def run(*args):
    out = io.StringIO()
    call_command("extract", *args, stdout=out)
    return out.getvalue()


def test_json_shape(tmp_path):
    path = tmp_path / "a.txt"
    path.write_bytes(
        "\ufeffAnn Lee spoke.\n\n\u201cWe won it all,\u201d Lee said on Monday.".encode()
    )
    result = json.loads(run(str(path), "--published", "2024-03-12", "--json"))
    article = result[str(path)]
    assert article["people"][0]["name"] == "Ann Lee"
    quote = article["quotes"][0]
    assert {"text", "start", "end", "speaker", "cue", "is_fragment"} <= set(quote)
    text = path.read_text(encoding="utf-8-sig")  # offsets are after the BOM
    assert text[quote["start"] : quote["end"]] == quote["text"] == "We won it all,"
    assert quote["speaker"] == "Ann Lee"
    assert article["moments"][0] == {
        **article["moments"][0],
        "expression": "on Monday",
        "date": "2024-03-11",
        "precision": "day",
    }


def test_seed_and_readable_output():
    seed = str(SEED / "000_e289e1badceaf867.txt")
    assert "Lady Gaga" in run(seed, "--published", "2024-03-12")


@pytest.mark.parametrize(
    ("setup", "args", "message"),
    [
        (None, ["missing.txt"], "no such file"),
        (b"\xff\xfe\x00bad", ["bad.txt"], "not valid UTF-8"),
        (b"ok", ["ok.txt", "--published", "2024-02-30"], "YYYY-MM-DD"),
    ],
)
def test_errors(tmp_path, setup, args, message):
    if setup is not None:
        (tmp_path / args[0]).write_bytes(setup)
    args = [str(tmp_path / args[0]), *args[1:]]
    with pytest.raises(CommandError, match=message):
        run(*args)


def test_explain_prints_the_people_passed_over_and_the_rule_that_decided(tmp_path):
    path = tmp_path / "a.txt"
    path.write_text(
        "Ann Lee and Bo Park met on Monday.\n\n\u201cWe won it all,\u201d Lee said.\n",
        encoding="utf-8",
    )
    out = run(str(path), "--explain")
    assert "\u201cWe won it all,\u201d" in out and "\u2192 Ann Lee" in out
    assert "candidates passed over: Bo Park" in out
    assert "1. cue-after-quote: Ann Lee (decided)" in out
