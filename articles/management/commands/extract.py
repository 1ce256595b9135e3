"""Print what the extraction pipeline finds in text files, for editors and for scoring."""

import datetime
import json as _json
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from articles.extraction import extract
from articles.extraction.serialize import extraction_to_dict


class Command(BaseCommand):
    help = (
        "Extract people, quotes and dated moments from text files. Offsets index the file's "
        "text decoded as UTF-8 with any leading byte-order mark removed."
    )

    def add_arguments(self, parser):
        parser.add_argument("files", nargs="+", metavar="FILE")
        parser.add_argument("--published", help="publication date, YYYY-MM-DD")
        parser.add_argument("--json", action="store_true", help="print one JSON object")
        parser.add_argument(
            "--explain",
            action="store_true",
            help="print, per quote, the people named around it that were passed over, and every "
            "rule that chose a speaker, in order; the last decided",
        )

    def handle(self, *args, files, published=None, **options):
        published_on = None
        if published:
            try:
                published_on = datetime.date.fromisoformat(published)
            except ValueError:
                raise CommandError(
                    f"--published must be a date as YYYY-MM-DD, not {published!r}"
                ) from None
        extractions = {name: extract(_read(name), published_on) for name in files}
        if options["explain"]:
            for name, extraction in extractions.items():
                self.stdout.write(_explained(name, extraction))
            return
        results = {name: extraction_to_dict(extraction) for name, extraction in extractions.items()}
        if options["json"]:
            self.stdout.write(_json.dumps(results, ensure_ascii=False, indent=2))
        else:
            for name, result in results.items():
                self.stdout.write(_readable(name, result))


def _read(name: str) -> str:
    try:
        return Path(name).read_bytes().decode("utf-8").removeprefix("\ufeff")
    except FileNotFoundError:
        raise CommandError(f"{name}: no such file") from None
    except UnicodeDecodeError:
        raise CommandError(f"{name}: not valid UTF-8 text") from None
    except OSError as error:
        raise CommandError(f"{name}: cannot read ({error.strerror})") from None


def _readable(name: str, result: dict) -> str:
    lines = [
        f"== {name}",
        f"headline: {result['headline']}",
        f"outlet: {result['outlet']}",
        "",
        "People:",
    ]
    for person in result["people"]:
        extra = ", ".join(person["aliases"] + person["descriptors"])
        ages = f" ({', '.join(map(str, person['ages']))})" if person["ages"] else ""
        lines.append(f"  {person['name']}{ages}" + (f" — {extra}" if extra else ""))
    lines += ["", "Quotes:"]
    for quote in result["quotes"]:
        fragment = " [fragment]" if quote["is_fragment"] else ""
        lines.append(
            f"  {quote['speaker'] or '(unknown)'} {quote['cue'] or ''}{fragment}: "
            f"“{quote['text']}” [{quote['start']}:{quote['end']}]"
        )
    lines += ["", "Moments:"]
    for moment in result["moments"]:
        lines.append(
            f"  {moment['date']} ({moment['precision']}) “{moment['expression']}”: "
            f"{moment['summary']}"
        )
    return "\n".join(lines) + "\n"


def _explained(name: str, extraction) -> str:
    lines = [f"== {name}"]
    for quote in extraction.quotes:
        speaker = quote.speaker or quote.speaker_label or "(unknown)"
        lines.append(f"“{quote.text[:70]}” [{quote.start}:{quote.end}] → {speaker}")
        others = [name for name in quote.candidates if name != quote.speaker]
        lines.append(f"    candidates passed over: {', '.join(others) or '(none)'}")
        if not quote.decisions:
            lines.append("    no rule looked for a speaker")
        for i, decision in enumerate(quote.decisions, 1):
            last = i == len(quote.decisions)
            mark = "decided" if last and quote.reason else "found nobody" if last else "overruled"
            lines.append(f"    {i}. {decision.rule}: {decision.choice or '(nobody)'} ({mark})")
    return "\n".join(lines) + "\n"
