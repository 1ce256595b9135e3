"""The Mozilla HTTP Observatory's scoring, applied to a Django test response.

Start at 100, apply one result per test from its scoring table, and grant the
bonuses only when the penalties leave 90 or more, as the Observatory does.
A+ is 100 and over. Redirection is scored from a plain-HTTP request of the
same URL; SRI from the page's scripts (all same-origin here).
"""

from dataclasses import dataclass, field
from html.parser import HTMLParser
from urllib.parse import urlsplit

SCORES = {
    # Content Security Policy
    "csp-implemented-with-no-unsafe-default-src-none": 10,
    "csp-implemented-with-no-unsafe": 5,
    "csp-implemented-with-unsafe-inline-in-style-src-only": 0,
    "csp-implemented-with-insecure-scheme-in-passive-content-only": -10,
    "csp-implemented-with-unsafe-eval": -10,
    "csp-implemented-with-unsafe-inline": -20,
    "csp-implemented-with-insecure-scheme": -20,
    "csp-header-invalid": -25,
    "csp-not-implemented": -25,
    # Cookies
    "cookies-secure-with-httponly-sessions-and-samesite": 5,
    "cookies-not-found": 0,
    "cookies-secure-with-httponly-sessions": 0,
    "cookies-without-secure-flag-but-protected-by-hsts": -5,
    "cookies-session-without-secure-flag-but-protected-by-hsts": -10,
    "cookies-without-secure-flag": -20,
    "cookies-samesite-flag-invalid": -20,
    "cookies-anticsrf-without-samesite-flag": -20,
    "cookies-session-without-httponly-flag": -30,
    "cookies-session-without-secure-flag": -40,
    # Cross-origin resource sharing
    "cross-origin-resource-sharing-not-implemented": 0,
    "cross-origin-resource-sharing-implemented-with-public-access": 0,
    "cross-origin-resource-sharing-implemented-with-restricted-access": 0,
    "cross-origin-resource-sharing-implemented-with-universal-access": -50,
    # Redirection
    "redirection-to-https": 0,
    "redirection-not-needed-no-http": 0,
    "redirection-off-host-from-http": -5,
    "redirection-not-to-https-on-initial-redirection": -10,
    "redirection-not-to-https": -20,
    "redirection-missing": -20,
    # Referrer-Policy
    "referrer-policy-private": 5,
    "referrer-policy-no-referrer-when-downgrade": 0,
    "referrer-policy-not-implemented": 0,
    "referrer-policy-unsafe": -5,
    "referrer-policy-header-invalid": -5,
    # Strict-Transport-Security
    "hsts-preloaded": 5,
    "hsts-implemented-max-age-at-least-six-months": 0,
    "hsts-implemented-max-age-less-than-six-months": -10,
    "hsts-not-implemented": -20,
    "hsts-header-invalid": -20,
    # Subresource integrity
    "sri-implemented-and-external-scripts-loaded-securely": 5,
    "sri-implemented-but-external-scripts-not-loaded-securely": -20,
    "sri-not-implemented-but-external-scripts-loaded-securely": -5,
    "sri-not-implemented-and-external-scripts-not-loaded-securely": -50,
    "sri-not-implemented-response-not-html": 0,
    "sri-not-implemented-but-all-scripts-loaded-from-secure-origin": 0,
    "sri-not-implemented-but-no-scripts-loaded": 0,
    # X-Content-Type-Options
    "x-content-type-options-nosniff": 0,
    "x-content-type-options-not-implemented": -5,
    "x-content-type-options-header-invalid": -5,
    # X-Frame-Options
    "x-frame-options-implemented-via-csp": 5,
    "x-frame-options-sameorigin-or-deny": 0,
    "x-frame-options-allow-from-origin": 0,
    "x-frame-options-not-implemented": -20,
    "x-frame-options-header-invalid": -20,
    # Cross-Origin-Resource-Policy
    "cross-origin-resource-policy-implemented-with-same-origin": 0,
    "cross-origin-resource-policy-implemented-with-same-site": 0,
    "cross-origin-resource-policy-implemented-with-cross-origin": 0,
    "cross-origin-resource-policy-not-implemented": 0,
    "cross-origin-resource-policy-header-invalid": -5,
}

PRIVATE_REFERRER = {
    "no-referrer",
    "same-origin",
    "strict-origin",
    "strict-origin-when-cross-origin",
}
UNSAFE_REFERRER = {"origin", "origin-when-cross-origin", "unsafe-url"}
SESSION_COOKIE_HINTS = ("session", "login", "sid", "auth")
ANTI_CSRF_HINTS = ("csrf", "xsrf")


@dataclass
class Report:
    results: dict = field(default_factory=dict)

    @property
    def penalties(self):
        return sum(min(SCORES[r], 0) for r in self.results.values())

    @property
    def score(self):
        base = 100 + self.penalties
        bonus = sum(max(SCORES[r], 0) for r in self.results.values()) if base >= 90 else 0
        return max(base + bonus, 0)

    @property
    def grade(self):
        score = self.score
        for floor, grade in (
            (100, "A+"),
            (90, "A"),
            (85, "A-"),
            (80, "B+"),
            (70, "B"),
            (65, "B-"),
            (60, "C+"),
            (50, "C"),
            (45, "C-"),
            (40, "D+"),
            (30, "D"),
            (25, "D-"),
        ):
            if score >= floor:
                return grade
        return "F"

    def __str__(self):
        lines = [f"score {self.score} ({self.grade})"]
        lines += [
            f"  {test}: {result} ({SCORES[result]:+d})" for test, result in self.results.items()
        ]
        return "\n".join(lines)


def parse_csp(value):
    policy = {}
    for directive in value.split(";"):
        parts = directive.split()
        if parts:
            policy.setdefault(parts[0].lower(), [p.lower() for p in parts[1:]])
    return policy


def score_csp(response):
    header = response.headers.get("Content-Security-Policy")
    if not header:
        return "csp-not-implemented"
    policy = parse_csp(header)
    if not policy:
        return "csp-header-invalid"
    default = policy.get("default-src", [])
    scripts = policy.get("script-src", default)
    styles = policy.get("style-src", default)
    if "'unsafe-inline'" in scripts or "data:" in scripts:
        return "csp-implemented-with-unsafe-inline"
    if "'unsafe-eval'" in scripts:
        return "csp-implemented-with-unsafe-eval"
    active = scripts + policy.get("object-src", default)
    if any(s in {"http:", "*", "https:"} or s.startswith("http://") for s in active):
        return "csp-implemented-with-insecure-scheme"
    if "'unsafe-inline'" in styles:
        return "csp-implemented-with-unsafe-inline-in-style-src-only"
    if default == ["'none'"]:
        return "csp-implemented-with-no-unsafe-default-src-none"
    return "csp-implemented-with-no-unsafe"


def score_cookies(response, hsts):
    cookies = response.cookies
    if not cookies:
        return "cookies-not-found"
    result = "cookies-secure-with-httponly-sessions-and-samesite"
    worst = SCORES[result]

    def worse(candidate):
        nonlocal result, worst
        if SCORES[candidate] < worst:
            result, worst = candidate, SCORES[candidate]

    for name, morsel in cookies.items():
        lowered = name.lower()
        session = any(h in lowered for h in SESSION_COOKIE_HINTS)
        samesite = (morsel["samesite"] or "").lower()
        if samesite and samesite not in {"strict", "lax", "none"}:
            worse("cookies-samesite-flag-invalid")
        if any(h in lowered for h in ANTI_CSRF_HINTS) and not samesite:
            worse("cookies-anticsrf-without-samesite-flag")
        if not samesite:
            worse("cookies-secure-with-httponly-sessions")
        if not morsel["secure"]:
            if session:
                worse(
                    "cookies-session-without-secure-flag-but-protected-by-hsts"
                    if hsts
                    else "cookies-session-without-secure-flag"
                )
            else:
                worse(
                    "cookies-without-secure-flag-but-protected-by-hsts"
                    if hsts
                    else "cookies-without-secure-flag"
                )
        if session and not morsel["httponly"]:
            worse("cookies-session-without-httponly-flag")
    return result


def score_cors(response):
    origin = response.headers.get("Access-Control-Allow-Origin")
    if origin is None:
        return "cross-origin-resource-sharing-not-implemented"
    if origin.strip() == "*":
        if response.headers.get("Access-Control-Allow-Credentials", "").lower() == "true":
            return "cross-origin-resource-sharing-implemented-with-universal-access"
        return "cross-origin-resource-sharing-implemented-with-public-access"
    return "cross-origin-resource-sharing-implemented-with-restricted-access"


def score_redirection(http_response, host):
    if http_response is None:
        return "redirection-not-needed-no-http"
    if http_response.status_code not in {301, 302, 307, 308}:
        return "redirection-missing"
    target = urlsplit(http_response.headers.get("Location", ""))
    if target.scheme != "https":
        return "redirection-not-to-https-on-initial-redirection"
    if target.hostname and target.hostname != host:
        return "redirection-off-host-from-http"
    return "redirection-to-https"


def score_referrer(response):
    header = response.headers.get("Referrer-Policy")
    if header is None:
        return "referrer-policy-not-implemented"
    values = [v.strip().lower() for v in header.split(",") if v.strip()]
    known = PRIVATE_REFERRER | UNSAFE_REFERRER | {"no-referrer-when-downgrade"}
    valid = [v for v in values if v in known]
    if not valid:
        return "referrer-policy-header-invalid"
    effective = valid[-1]  # browsers use the last policy they understand
    if effective in PRIVATE_REFERRER:
        return "referrer-policy-private"
    if effective == "no-referrer-when-downgrade":
        return "referrer-policy-no-referrer-when-downgrade"
    return "referrer-policy-unsafe"


def score_hsts(response, preloaded=False):
    header = response.headers.get("Strict-Transport-Security")
    if header is None:
        return "hsts-not-implemented"
    directives = {}
    for part in header.split(";"):
        key, _, value = part.strip().partition("=")
        if key:
            directives[key.lower()] = value.strip('"')
    try:
        max_age = int(directives["max-age"])
    except (KeyError, ValueError):
        return "hsts-header-invalid"
    if preloaded:
        return "hsts-preloaded"
    if max_age >= 15768000:
        return "hsts-implemented-max-age-at-least-six-months"
    return "hsts-implemented-max-age-less-than-six-months"


class _Scripts(HTMLParser):
    def __init__(self):
        super().__init__()
        self.scripts = []

    def handle_starttag(self, tag, attrs):
        if tag == "script" and dict(attrs).get("src"):
            self.scripts.append(dict(attrs))


def score_sri(response, host):
    if "html" not in response.headers.get("Content-Type", ""):
        return "sri-not-implemented-response-not-html"
    parser = _Scripts()
    parser.feed(response.content.decode())
    if not parser.scripts:
        return "sri-not-implemented-but-no-scripts-loaded"
    external = [s for s in parser.scripts if urlsplit(s["src"]).hostname not in {None, host}]
    if not external:
        return "sri-not-implemented-but-all-scripts-loaded-from-secure-origin"
    secure = all(s["src"].startswith("https://") for s in external)
    with_sri = all(s.get("integrity") for s in external)
    if with_sri:
        return (
            "sri-implemented-and-external-scripts-loaded-securely"
            if secure
            else "sri-implemented-but-external-scripts-not-loaded-securely"
        )
    return (
        "sri-not-implemented-but-external-scripts-loaded-securely"
        if secure
        else "sri-not-implemented-and-external-scripts-not-loaded-securely"
    )


def score_nosniff(response):
    header = response.headers.get("X-Content-Type-Options")
    if header is None:
        return "x-content-type-options-not-implemented"
    if header.strip().lower() != "nosniff":
        return "x-content-type-options-header-invalid"
    return "x-content-type-options-nosniff"


def score_frame_options(response):
    csp = parse_csp(response.headers.get("Content-Security-Policy", ""))
    ancestors = csp.get("frame-ancestors")
    if ancestors and "*" not in ancestors:
        return "x-frame-options-implemented-via-csp"
    header = response.headers.get("X-Frame-Options")
    if header is None:
        return "x-frame-options-not-implemented"
    value = header.strip().lower()
    if value in {"deny", "sameorigin"}:
        return "x-frame-options-sameorigin-or-deny"
    if value.startswith("allow-from "):
        return "x-frame-options-allow-from-origin"
    return "x-frame-options-header-invalid"


def score_corp(response):
    header = response.headers.get("Cross-Origin-Resource-Policy")
    if header is None:
        return "cross-origin-resource-policy-not-implemented"
    value = header.strip().lower()
    if value not in {"same-origin", "same-site", "cross-origin"}:
        return "cross-origin-resource-policy-header-invalid"
    return f"cross-origin-resource-policy-implemented-with-{value}"


def observe(https_response, http_response=None, host="testserver"):
    """Return the Observatory's report for one URL fetched over HTTPS (and plain HTTP)."""
    hsts_result = score_hsts(https_response)
    report = Report()
    report.results = {
        "content-security-policy": score_csp(https_response),
        "cookies": score_cookies(https_response, hsts=not hsts_result.startswith("hsts-not")),
        "cross-origin-resource-sharing": score_cors(https_response),
        "redirection": score_redirection(http_response, host),
        "referrer-policy": score_referrer(https_response),
        "strict-transport-security": hsts_result,
        "subresource-integrity": score_sri(https_response, host),
        "x-content-type-options": score_nosniff(https_response),
        "x-frame-options": score_frame_options(https_response),
        "cross-origin-resource-policy": score_corp(https_response),
    }
    return report
