# ruff: noqa: E501 - page markup reads best a line per element
"""Write the saved article pages the boilerplate figure is measured on (run once; committed).

Twelve pages in twelve layouts an outlet might use, each around one of six
articles written for these tests (no site's text or markup is copied). Beside
each ``NN-layout.html`` goes ``NN-layout.json``: the article's paragraphs,
which the extracted text must keep, and the boilerplate, none of which it may
hold. ``python tests/web/layouts/generate.py`` writes them again.
"""

import html
import json
from pathlib import Path

HERE = Path(__file__).parent

ARTICLES = [
    {
        "headline": "Mara Quinn cancels the rest of her summer tour",
        "byline": "Priya Nair",
        "date": "2025-07-15T09:30:00+00:00",
        "paragraphs": [
            "Singer Mara Quinn has cancelled the last eight dates of her summer tour, her label "
            "said on Tuesday, two days after she left the stage early in Leeds.",
            "\u201cI have given everything I have to these shows, and my body is asking me to stop "
            "for a while,\u201d Quinn wrote in a statement posted to her website.",
            "Northline Records said every ticket would be refunded in full within thirty days, "
            "and that the singer was resting at home with her family.",
            "Quinn, 29, had played forty shows since May, many of them in arenas she had never "
            "filled before her second album went to number one.",
        ],
    },
    {
        "headline": "Leo Marsh returns to the stage in a revival of an old farce",
        "byline": "Tom Bell",
        "date": "2025-09-02T18:00:00+01:00",
        "paragraphs": [
            "Leo Marsh, who spent the last decade making action films, will return to the London "
            "stage in the spring in a revival of a farce first staged in 1927.",
            "\u201cI have missed the terror of a live audience more than I can say,\u201d Marsh told "
            "reporters outside the theatre on Monday.",
            "The production will run for twelve weeks, and its director, Ana Ferreira, said "
            "rehearsals would begin in January with most of the original cast.",
            "Tickets go on sale next week, with a ballot for the cheapest seats in the upper "
            "circle.",
            "Marsh last appeared on stage in a touring production that closed early after poor "
            "reviews, something he said he still thinks about.",
        ],
    },
    {
        "headline": "Velvet Hours announce they are going their separate ways",
        "byline": "Jess Okafor",
        "date": "2025-03-21T07:15:00+00:00",
        "paragraphs": [
            "The pop duo Velvet Hours are splitting up after eleven years and four albums, the "
            "pair announced in a joint post on Friday morning.",
            "\u201cWe started this as teenagers in a garage and we are ending it as friends,\u201d "
            "wrote Nina Vale, who sang and played keyboards in the band.",
            "Her bandmate, Sam Oduya, said he planned to produce records for other artists and "
            "had no plans to perform alone.",
            "The duo will play two farewell concerts in their home city in June, and said the "
            "money from both would go to a music school.",
        ],
    },
    {
        "headline": "Chef Rosa Delgado closes her restaurant after a rent rise",
        "byline": "Kiran Shah",
        "date": "2025-11-08T12:00:00+00:00",
        "paragraphs": [
            "Rosa Delgado, the television chef, will close her only restaurant at the end of the "
            "month after its landlord more than doubled the rent.",
            "\u201cNo menu in the world pays for a rent like that,\u201d Delgado said in a video "
            "filmed in the empty dining room.",
            "The restaurant opened nine years ago and kept a waiting list of several weeks for "
            "most of that time, helped by her cooking programme.",
            "Staff have been offered jobs at a bakery she runs with her brother, and a spokesman "
            "said none of them would lose their pay for the final weeks.",
            "Delgado said she would look for a smaller place in the same street next year.",
        ],
    },
    {
        "headline": "Footballer Danny Reyes apologises for missing a charity match",
        "byline": "Alex Morgan",
        "date": "2025-05-30T21:45:00+02:00",
        "paragraphs": [
            "Danny Reyes has apologised to the organisers of a charity match after he failed to "
            "turn up on Sunday, leaving his team a player short.",
            "\u201cThere is no excuse, I got the date wrong and I let people down,\u201d Reyes said "
            "in a post on Monday night.",
            "The match raised money for a children\u2019s hospital, and Reyes said he would double "
            "the sum raised out of his own pocket.",
            "The organisers said they accepted his apology and had already invited him to next "
            "year\u2019s game.",
        ],
    },
    {
        "headline": "Novelist Ines Varga wins a prize for her first book in ten years",
        "byline": "Maya Lund",
        "date": "2025-10-14T16:20:00+00:00",
        "paragraphs": [
            "Ines Varga has won a national fiction prize for a novel she wrote over ten years "
            "while working nights in a hospital pharmacy.",
            "\u201cI wrote most of it between two and four in the morning, on the backs of "
            "prescription forms,\u201d Varga said as she accepted the award.",
            "The judges called the book a patient, furious portrait of a family, and said the "
            "decision had been unanimous.",
            "Varga said she would use the prize money to take a year off work and finish a second "
            "novel she started in 2019.",
            "Her publisher said it would print another twenty thousand copies before the end of "
            "the year.",
        ],
    },
]


def paras(article, tag="p", attrs=""):
    return "\n".join(f"<{tag}{attrs}>{html.escape(p)}</{tag}>" for p in article["paragraphs"])


def head(article, site, extra=""):
    return f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<title>{html.escape(article["headline"])} | {site}</title>
<meta property="og:site_name" content="{site}">
<meta property="og:title" content="{html.escape(article["headline"])}">
<meta name="author" content="{article["byline"]}">
<meta property="article:published_time" content="{article["date"]}">
{extra}</head>"""


def tabloid(article):
    site = "The Daily Lamp"
    bp = [
        "Sign up for our morning newsletter and never miss a story",
        "Comments are closed on this article",
        "Most read: ten celebrity weddings that cost more than a house",
        "Copyright The Daily Lamp Group, all rights reserved",
    ]
    page = f"""{head(article, site)}
<body><header><nav><a href="/">Home</a> <a href="/showbiz">Showbiz</a> <a href="/sport">Sport</a></nav></header>
<div class="ticker">Breaking: live updates from the awards</div>
<article><h1>{html.escape(article["headline"])}</h1><p class="byline">By {article["byline"]}</p>
<figure><img src="/photo.jpg" alt=""><figcaption>The star at an event last year</figcaption></figure>
{paras(article)}
</article>
<aside class="newsletter"><h3>Newsletter</h3><p>{bp[0]}</p><form><input type="email"></form></aside>
<section class="comments"><p>{bp[1]}</p></section>
<aside class="most-read"><h3>Most read</h3><ul><li><a href="/a">{bp[2]}</a></li></ul></aside>
<footer><p>{bp[3]}</p></footer></body></html>"""
    return page, bp


def broadsheet(article):
    site = "The Northern Record"
    bp = [
        "Advertisement: book your winter holiday with us today",
        "Support independent journalism with a subscription from one pound a week",
        "More on this story: the best albums of the year so far",
        "About us, contact, privacy policy and terms of use",
    ]
    first, *rest = article["paragraphs"]
    body = f"<p>{html.escape(first)}</p>\n<div class='ad'><p>{bp[0]}</p></div>\n"
    body += "\n".join(f"<p>{html.escape(p)}</p>" for p in rest)
    page = f"""{head(article, site)}
<body><div id="masthead"><a href="/">The Northern Record</a><ul class="sections"><li>News</li><li>Culture</li></ul></div>
<div class="layout"><main><div class="story"><h1>{html.escape(article["headline"])}</h1>
<div class="meta">{article["byline"]} &middot; {article["date"][:10]}</div>
<div class="story-body">{body}</div></div>
<div class="support"><p>{bp[1]}</p><a class="button" href="/subscribe">Subscribe</a></div></main>
<aside class="sidebar"><h2>More on this story</h2><ul><li><a href="/b">{bp[2]}</a></li></ul></aside></div>
<footer><p>{bp[3]}</p></footer></body></html>"""
    return page, bp


def magazine(article):
    site = "Glow Magazine"
    bp = [
        "Share this article on your favourite social network",
        "You might also like: the year's biggest red carpet moments",
        "Glow Magazine is part of a family of lifestyle titles",
    ]
    sections = "\n".join(
        f"<section class='block'><div class='text'><p>{html.escape(p)}</p></div></section>"
        for p in article["paragraphs"]
    )
    page = f"""{head(article, site)}
<body><header class="top"><a class="logo" href="/">Glow</a><nav><a href="/celebrity">Celebrity</a> <a href="/style">Style</a></nav></header>
<main><h1 class="title">{html.escape(article["headline"])}</h1><span class="author">Words by {article["byline"]}</span>
<div class="share"><p>{bp[0]}</p></div>
{sections}
<div class="recirc"><h4>You might also like</h4><p><a href="/c">{bp[1]}</a></p></div></main>
<footer><small>{bp[2]}</small></footer></body></html>"""
    return page, bp


def blog(article):
    site = "Backstage Notes"
    bp = [
        "Posted in Music, Celebrity, Tours and tagged with news",
        "About the author: a writer who has covered entertainment for years",
        "Leave a reply: your email address will not be published",
        "Proudly powered by a blogging platform",
    ]
    page = f"""{head(article, site)}
<body class="single-post"><div id="page"><header id="masthead" class="site-header"><p class="site-title"><a href="/">Backstage Notes</a></p>
<nav class="main-navigation"><ul><li><a href="/">Home</a></li><li><a href="/about">About</a></li></ul></nav></header>
<div id="content"><div id="primary"><article class="post type-post"><header class="entry-header"><h1 class="entry-title">{html.escape(article["headline"])}</h1>
<span class="posted-on">{article["date"][:10]}</span> <span class="author vcard">{article["byline"]}</span></header>
<div class="entry-content">{paras(article)}</div>
<footer class="entry-footer"><span class="cat-links">{bp[0]}</span></footer></article>
<div class="author-info"><p>{bp[1]}</p></div>
<div id="comments" class="comments-area"><div id="respond"><h3>{bp[2]}</h3><form><textarea></textarea></form></div></div>
</div></div><footer id="colophon"><div class="site-info">{bp[3]}</div></footer></div></body></html>"""
    return page, bp


def paywall(article):
    site = "The Capital Ledger"
    bp = [
        "We use cookies to improve your experience. Accept all cookies or manage settings",
        "You have two free articles left this month. Subscribe for unlimited access",
        "Trending now: the royal family's holiday plans revealed",
    ]
    page = f"""{head(article, site)}
<body><div class="cookie-banner" role="dialog"><p>{bp[0]}</p><button>Accept</button></div>
<header><a href="/">The Capital Ledger</a></header>
<div class="trending"><span>{bp[2]}</span></div>
<main id="main"><article><header><h1>{html.escape(article["headline"])}</h1>
<p>By <a rel="author" href="/staff">{article["byline"]}</a> <time datetime="{article["date"]}">{article["date"][:10]}</time></p></header>
{paras(article)}
</article>
<div class="meter"><p>{bp[1]}</p></div></main></body></html>"""
    return page, bp


def divs(article):
    site = "Screen Daily Wire"
    bp = [
        "Watch: the trailer everyone is talking about this week",
        "Follow us for the latest entertainment news",
        "Screen Daily Wire, registered office and company details",
    ]
    body = "\n".join(
        f'<div class="paragraph">{html.escape(p)}</div>' for p in article["paragraphs"]
    )
    page = f"""{head(article, site)}
<body><div class="nav"><a href="/">Screen Daily Wire</a> | <a href="/film">Film</a> | <a href="/tv">TV</a></div>
<div class="video-promo"><a href="/v">{bp[0]}</a></div>
<div class="content"><div class="headline"><h1>{html.escape(article["headline"])}</h1></div>
<div class="article-text">{body}</div></div>
<div class="social"><p>{bp[1]}</p></div>
<div class="footer">{bp[2]}</div></body></html>"""
    return page, bp


def tables(article):
    site = "Oldtown Gazette"
    bp = [
        "Classifieds: lost cat, answers to the name of Biscuit",
        "Weather: showers clearing by the afternoon, highs of twelve",
        "Oldtown Gazette, printed and published every Thursday",
    ]
    page = f"""{head(article, site)}
<body><table width="100%"><tr><td colspan="2"><a href="/">Oldtown Gazette</a></td></tr>
<tr><td class="left" width="20%"><ul><li><a href="/local">Local</a></li><li><a href="/arts">Arts</a></li></ul><p>{bp[0]}</p></td>
<td class="main"><h1>{html.escape(article["headline"])}</h1><p><i>by {article["byline"]}</i></p>
{paras(article)}
</td></tr><tr><td colspan="2"><p>{bp[1]}</p><p>{bp[2]}</p></td></tr></table></body></html>"""
    return page, bp


def amp(article):
    site = "Pulse Mobile"
    bp = [
        "Open in the app for a better experience",
        "Related stories: a look back at the summer's festivals",
        "Pulse Mobile terms and privacy",
    ]
    page = f"""{head(article, site, '<link rel="canonical" href="https://pulse.example/story">')}
<body><header class="amp-header"><a href="/">Pulse</a></header>
<div class="app-banner"><p>{bp[0]}</p></div>
<article class="amp-article"><h1>{html.escape(article["headline"])}</h1><address>{article["byline"]}</address>
<div class="amp-body">{paras(article)}</div></article>
<section class="related"><h2>Related stories</h2><ul><li><a href="/r">{bp[1]}</a></li></ul></section>
<footer><p>{bp[2]}</p></footer></body></html>"""
    return page, bp


def breadcrumbs(article):
    site = "Stagefront"
    bp = [
        "Home / Entertainment / Celebrity news",
        "Editor's picks: five films to see before the awards",
        "Stagefront is a registered trademark",
    ]
    page = f"""{head(article, site)}
<body><nav class="breadcrumbs"><p>{bp[0]}</p></nav>
<div class="wrapper"><article><h1>{html.escape(article["headline"])}</h1>
<div class="byline">{article["byline"]}, {article["date"][:10]}</div>
<div class="body">{paras(article)}</div></article>
<aside><h2>Editor's picks</h2><ol><li><a href="/p">{bp[1]}</a></li></ol></aside></div>
<footer><p>{bp[2]}</p></footer></body></html>"""
    return page, bp


def article_footer(article):
    site = "Riverside Times"
    bp = [
        "Tags: celebrity, music, theatre, awards",
        "Corrections and clarifications: contact the readers' editor",
        "Riverside Times newsletter: the day's news in your inbox",
    ]
    page = f"""{head(article, site)}
<body><header><div class="brand">Riverside Times</div><nav><a href="/news">News</a><a href="/arts">Arts</a></nav></header>
<main><article><header><h1>{html.escape(article["headline"])}</h1><p class="byline">{article["byline"]}</p></header>
<div class="article-body">{paras(article)}</div>
<footer class="article-footer"><p class="tags">{bp[0]}</p><p class="corrections">{bp[1]}</p></footer></article></main>
<aside class="signup"><p>{bp[2]}</p></aside></body></html>"""
    return page, bp


def comments(article):
    site = "Fan Forum News"
    bp = [
        "Great news, I have been waiting for this for years",
        "I do not believe a word of it, to be honest",
        "Load more comments",
        "Fan Forum News community guidelines",
    ]
    page = f"""{head(article, site)}
<body><header><a href="/">Fan Forum News</a></header>
<article id="post"><h1>{html.escape(article["headline"])}</h1><p class="by">{article["byline"]}</p>
{paras(article)}
</article>
<section id="comments" class="comments"><h2>Comments</h2>
<div class="comment"><p class="comment-author">fan_1998</p><p>{bp[0]}</p></div>
<div class="comment"><p class="comment-author">skeptic</p><p>{bp[1]}</p></div>
<button>{bp[2]}</button></section>
<footer><a href="/rules">{bp[3]}</a></footer></body></html>"""
    return page, bp


def inline_related(article):
    site = "Metro Beat"
    bp = [
        "Read more: the ten best-dressed stars of the year",
        "Get the Metro Beat app for breaking news alerts",
        "Metro Beat, part of a media group",
    ]
    first, second, *rest = article["paragraphs"]
    page = f"""{head(article, site)}
<body><header><a href="/">Metro Beat</a><nav><a href="/celebs">Celebs</a></nav></header>
<main><article><h1>{html.escape(article["headline"])}</h1><p class="author">{article["byline"]}</p>
<div class="content"><p>{html.escape(first)}</p><p>{html.escape(second)}</p>
<aside class="inline-related"><ul><li><a href="/m">{bp[0]}</a></li></ul></aside>
{"".join(f"<p>{html.escape(p)}</p>" for p in rest)}</div></article>
<div class="app-promo"><p>{bp[1]}</p></div></main>
<footer><p>{bp[2]}</p></footer></body></html>"""
    return page, bp


LAYOUTS = [
    tabloid,
    broadsheet,
    magazine,
    blog,
    paywall,
    divs,
    tables,
    amp,
    breadcrumbs,
    article_footer,
    comments,
    inline_related,
]


def main():
    for number, layout in enumerate(LAYOUTS, 1):
        article = ARTICLES[(number - 1) % len(ARTICLES)]
        page, boilerplate = layout(article)
        name = f"{number:02d}-{layout.__name__.replace('_', '-')}"
        (HERE / f"{name}.html").write_text(page, encoding="utf-8")
        expected = {"paragraphs": article["paragraphs"], "boilerplate": boilerplate}
        (HERE / f"{name}.json").write_text(
            json.dumps(expected, ensure_ascii=False, indent=2) + "\n", encoding="utf-8"
        )


if __name__ == "__main__":
    main()
