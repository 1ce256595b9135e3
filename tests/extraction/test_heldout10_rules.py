"""Rules found on the heldout10 set: people and bodies that speak through a spokesperson,
media that are no speakers, owners' roles in appositions, opening participle phrases,
unnamed speakers brought in earlier in a paragraph, messages from a sender, makers of a
work, standfirsts, framing "what X called", "told ... that", and the tense around dates."""

from .helpers import speakers


def test_a_representative_for_someone_speaks_as_a_spokesperson():
    text = (
        '"I am back," Mara Ellison said on Monday.\n\n'
        'A representative for Ellison said she is "resting and feeling much better".\n\n'
        '"The show goes on," a publicist for the theatre said.\n'
    )
    assert [s for _t, s in speakers(text)] == ["Mara Ellison", "a spokesperson", "a spokesperson"]


def test_a_persons_representatives_in_the_plural_are_a_spokesperson():
    text = (
        '"I am fine," Mara Ellison said.\n\n'
        "Ellison, 40, skipped three shows of the play, after suffering what her "
        'representatives described as "a nasty virus." She rested at home.\n'
    )
    assert speakers(text)[1] == ("a nasty virus.", "a spokesperson")


def test_a_body_that_gave_a_statement_goes_on_as_a_spokesperson():
    text = (
        "The Harbour FC board met on Monday. In a statement Friday, the club said it was "
        '"looking forward" to the season. After the match, the club said: "We are proud of '
        'this team."\n'
    )
    assert [s for _t, s in speakers(text)] == ["a spokesperson", "a spokesperson"]


def test_a_medium_before_a_participle_is_not_a_speaker():
    text = (
        '"I quit," Tom Reyes told fans on Friday.\n\n'
        "Reyes, 31, said in a clip posted to Instagram on Monday that he had been "
        '"running on empty for a year."\n'
    )
    assert speakers(text)[1] == ("running on empty for a year.", "Tom Reyes")


def test_police_without_an_article_speak_as_a_spokesperson():
    text = (
        "Officers stopped Ben Oduya, 22, in May. At the time, police said Oduya had "
        '"refused to stop", a claim later disputed.\n\n"He was calm," police said.\n'
    )
    assert [s for _t, s in speakers(text)] == ["a spokesperson", "a spokesperson"]


def test_an_apposition_with_an_owners_role_keeps_the_speaker():
    text = (
        "Lena Marsh runs Fairway.\n\n"
        "\u201cWe were glad,\u201d Dr. Lena Marsh, Fairway\u2019s chief executive, told CNN "
        "Thursday. \u201cNothing came.\u201d\n"
    )
    assert [s for _t, s in speakers(text)] == ["Lena Marsh", "Lena Marsh"]


def test_a_name_in_an_opening_participle_phrase_is_not_the_topic():
    text = (
        "Trade minister Ines Varga, who leads the talks, spoke in Brussels. "
        '"We will not blink," Varga said.\n\n'
        '"The talks are stuck," said Tom Reyes, the US envoy.\n\n'
        "Asked whether she had met Reyes this week, the minister said she had.\n\n"
        '"I have met Tom twice, and we were polite," she said.\n'
    )
    assert speakers(text)[-1][1] == "Ines Varga"


def test_an_unnamed_speaker_brought_in_earlier_in_the_paragraph_speaks():
    text = (
        '"It was my best night," Priya Holt said after the show.\n\n'
        "Not every parent was pleased. One parent at the gala, a teacher who said she had "
        'flown in from Leeds, told the Herald she left early. "The sound was awful," she '
        'said. "I want a refund."\n'
    )
    assert [s for _t, s in speakers(text)][1:] == ["a parent", "a parent"]


def test_a_message_read_from_a_named_sender_is_theirs():
    text = (
        "The bakery shut without warning on Saturday.\n\n"
        '"We are closed for good. Sorry for the trouble," read the text from co-founder Ana '
        "Ruiz, which staff forwarded to reporters.\n\n"
        '"I am sorry," Ruiz said later.\n'
    )
    assert speakers(text)[0][1] == "Ana Ruiz"


def test_a_standfirst_ending_on_quoted_words_holds_no_quotes():
    text = (
        "Singer Defends Her Stand-In\n\n"
        "The star, who missed shows of \u2018Night Train,\u2019 says the jeers "
        "\u201churt a lot\u201d\n\n"
        "By Sam Reed\n\n"
        "Mara Ellison missed six shows of \u201cNight Train,\u201d the play she leads.\n\n"
        "\u201cThe jeers hurt a lot, and I cried,\u201d Ellison wrote on Sunday.\n"
    )
    assert [t for t, _s in speakers(text)] == ["The jeers hurt a lot, and I cried,"]


def test_what_a_body_called_is_its_spokespersons_words():
    text = 'Prices rose on Monday, citing what the embassy called "reckless spending".\n'
    assert speakers(text) == [("reckless spending", "a spokesperson")]


def test_a_fragment_after_told_someone_that_is_speech():
    text = (
        'Jo Pike launched the fund in May. Pike said "it was time."\n\n'
        'At the time, he told fans that "every penny" would go to the charity.\n'
    )
    assert speakers(text)[1] == ("every penny", "Jo Pike")
