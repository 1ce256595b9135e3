"""Draw the 1200×630 preview images that link unfurls show.

``draw_preview`` is a pure function over plain strings: no Django, no
database. It uses DejaVu when the machine has it and Pillow's built-in
scalable font otherwise, so a fresh machine draws the same layout.
"""

import hashlib
import io
import json
from dataclasses import asdict, dataclass, field
from functools import cache
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

WIDTH, HEIGHT = 1200, 630
MARGIN = 64
# Bump when the drawing changes, so cached images are drawn again.
LAYOUT_VERSION = "1"

INK = (20, 24, 31)
PAPER = (250, 248, 243)
ACCENT = (176, 35, 24)
MUTED = (74, 80, 92)
QUOTE_BAND = (238, 234, 224)

FONT_DIRS = (
    Path("/usr/share/fonts/truetype/dejavu"),
    Path("/usr/share/fonts/dejavu"),
    Path("/usr/local/share/fonts/dejavu"),
)


@dataclass(frozen=True)
class Preview:
    """What one preview image shows."""

    title: str
    kicker: str = ""
    date: str = ""
    people: tuple[str, ...] = field(default_factory=tuple)
    quote: str = ""
    quote_by: str = ""

    def digest(self):
        """Return a hash of everything drawn: the cache key and the ETag."""
        data = json.dumps([LAYOUT_VERSION, asdict(self)], ensure_ascii=False, sort_keys=True)
        return hashlib.sha256(data.encode()).hexdigest()


@cache
def load_font(size, bold=False):
    """Return DejaVu Sans (bold) at ``size`` px, or Pillow's built-in scalable font."""
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    for folder in FONT_DIRS:
        path = folder / name
        if path.is_file():
            return ImageFont.truetype(str(path), size)
    return ImageFont.load_default(size=size)


def wrap(text, font, width, max_lines):
    """Return ``text`` broken into at most ``max_lines`` lines no wider than ``width``.

    The last line ends in an ellipsis when the text did not fit; a word wider
    than a line is cut.
    """
    words = text.split()
    lines, current = [], ""
    for word in words:
        candidate = f"{current} {word}".strip()
        if font.getlength(candidate) <= width:
            current = candidate
            continue
        if current:
            lines.append(current)
        current = word
        while font.getlength(current) > width:
            cut = len(current)
            while cut > 1 and font.getlength(current[:cut]) > width:
                cut -= 1
            lines.append(current[:cut])
            current = current[cut:]
    if current:
        lines.append(current)
    if len(lines) <= max_lines:
        return lines
    kept = lines[:max_lines]
    last = kept[-1]
    while last and font.getlength(last + "…") > width:
        last = last[:-1].rstrip()
    kept[-1] = last.rstrip(",;:.-–— ") + "…"
    return kept


def fit_title(text, width, max_lines, sizes=(68, 60, 52, 46)):
    """Return the largest title font (and its lines) that fits ``max_lines`` lines."""
    for size in sizes:
        font = load_font(size, bold=True)
        lines = wrap(text, font, width, max_lines=len(text))
        if len(lines) <= max_lines:
            return font, lines
    font = load_font(sizes[-1], bold=True)
    return font, wrap(text, font, width, max_lines)


def draw_preview(preview):
    """Return the PNG bytes of ``preview``: kicker, title, date and people, a line of quote."""
    image = Image.new("RGB", (WIDTH, HEIGHT), PAPER)
    draw = ImageDraw.Draw(image)
    width = WIDTH - 2 * MARGIN
    draw.rectangle([0, 0, WIDTH, 14], fill=ACCENT)

    y = MARGIN - 8
    kicker_font = load_font(28, bold=True)
    kicker = wrap((preview.kicker or "Newsroom").upper(), kicker_font, width, 1)[0]
    draw.text((MARGIN, y), kicker, font=kicker_font, fill=ACCENT)
    y += 52

    has_quote = bool(preview.quote)
    title_font, title_lines = fit_title(preview.title, width, 3 if has_quote else 4)
    line_height = int(title_font.size * 1.18)
    for line in title_lines:
        draw.text((MARGIN, y), line, font=title_font, fill=INK)
        y += line_height
    y += 10

    details = " · ".join(part for part in (preview.date, ", ".join(preview.people)) if part)
    if details:
        detail_font = load_font(30)
        line = wrap(details, detail_font, width, 1)[0]
        draw.text((MARGIN, y), line, font=detail_font, fill=MUTED)

    if has_quote:
        band_top = HEIGHT - 180
        draw.rectangle([0, band_top, WIDTH, HEIGHT], fill=QUOTE_BAND)
        draw.rectangle([MARGIN - 24, band_top + 30, MARGIN - 16, HEIGHT - 30], fill=ACCENT)
        quote_font = load_font(34)
        by = preview.quote_by
        lines = wrap(f"“{preview.quote}”", quote_font, width, 2)
        qy = band_top + 28
        for line in lines:
            draw.text((MARGIN, qy), line, font=quote_font, fill=INK)
            qy += 44
        if by:
            by_font = load_font(26, bold=True)
            draw.text((MARGIN, qy + 4), wrap(by, by_font, width, 1)[0], font=by_font, fill=MUTED)

    brand_font = load_font(24, bold=True)
    if not has_quote:
        draw.text((MARGIN, HEIGHT - MARGIN - 10), "NEWSROOM", font=brand_font, fill=MUTED)

    out = io.BytesIO()
    image.save(out, format="PNG", optimize=True)
    return out.getvalue()
