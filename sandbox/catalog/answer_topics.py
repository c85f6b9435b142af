"""The curated catholic_qa topics of the sandbox: what a question must mention to reach each one,
which library documents it cites (with a precise reference), and which topics to suggest next.

The prose of each answer, in five languages, lives in `answer_texts_<language>.py`.

Keywords are written per language as one comma-separated string, and matched on folded text
(lower case, no accents, an apostrophe splits words), word by word:
- `word` matches that word and its plural in -s/-es;
- `stem*` matches every word that starts with `stem` (a cheap stemmer for inflected forms);
- `two words` matches those words in a row (each with the rules above);
- `/2` after a keyword gives it a weight (the default is 1; `pope/0.5` is a faint hint).
A topic needs a total of at least `MIN_SCORE` to be chosen; the highest total wins, and on a
tie the earlier topic does.
"""

from __future__ import annotations

from dataclasses import dataclass

MIN_SCORE = 1.0
LANGUAGES = ("en", "es", "pt", "it", "hr")


@dataclass(frozen=True)
class Topic:
    key: str
    keywords: dict[str, str]  # language -> its keywords, comma-separated
    citations: tuple[tuple[str, str], ...]  # (document id in the library, precise reference)
    related: tuple[str, str, str]  # keys of the topics suggested as follow-up questions


# More specific topics come first: they win ties.
TOPICS: tuple[Topic, ...] = (
    Topic(
        key="deacons",
        keywords={
            "en": "deacon*/2, diaconate/2",
            "es": "diacon*/2",
            "pt": "diacon*/2",
            "it": "diacon*/2",
            "hr": "dakon*/2, djakon*/2",
        },
        citations=(
            ("catechism", "CCC 1569–1571"),
            ("lumen-gentium", "§ 29"),
            ("code-of-canon-law", "cann. 1031–1032, 1042"),
        ),
        related=("priesthood", "baptism", "vatican-ii"),
    ),
    Topic(
        key="annulment",
        keywords={
            "en": "annul*/2, nullity/2, tribunal*, invalid*/0.5",
            "es": "nulidad/2, anulacion/2, anular/2, tribunal*",
            "pt": "nulidade/2, anulacao/2, anular/2, tribuna*",
            "it": "nullita/2, annullament*/2, sacra rota/2, tribunal*",
            "hr": "nistavost*/2, ponistenj*/2, ponistit*/2",
        },
        citations=(
            ("code-of-canon-law", "cann. 1095–1107, 1671–1691"),
            ("amoris-laetitia", "§ 241–244"),
            ("catechism", "CCC 1625–1629"),
        ),
        related=("marriage", "mercy", "confession"),
    ),
    Topic(
        key="rosary",
        keywords={
            "en": "rosary/2, rosaries/2, hail mary/2",
            "es": "rosario/2, ave maria/2",
            "pt": "rosario/2, terco/2, ave maria/2",
            "it": "rosario/2, ave maria/2",
            "hr": "krunic*/2, zdravo marijo/2",
        },
        citations=(
            ("catechism", "CCC 971, 2673–2679, 2708"),
            ("lumen-gentium", "§ 66–67"),
        ),
        related=("mary", "prayer", "saints"),
    ),
    Topic(
        key="triduum",
        keywords={
            "en": (
                "triduum/2, holy thursday/2, maundy thursday/2, good friday/2, holy saturday/2, "
                "easter vigil/2, holy week/2, easter"
            ),
            "es": (
                "triduo/2, jueves santo/2, viernes santo/2, sabado santo/2, vigilia pascual/2, "
                "semana santa/2, pascua"
            ),
            "pt": (
                "triduo/2, quinta feira santa/2, sexta feira santa/2, sabado santo/2, "
                "vigilia pascal/2, semana santa/2, pascoa"
            ),
            "it": (
                "triduo/2, giovedi santo/2, venerdi santo/2, sabato santo/2, veglia pasquale/2, "
                "settimana santa/2, pasqua, pasquale"
            ),
            "hr": (
                "trodnevl*/2, veliki cetvrtak/2, veliki petak/2, velika subota/2, "
                "veliki tjedan/2, vazmen*, uskrs*"
            ),
        },
        citations=(
            ("catechism", "CCC 638–658, 1168–1169"),
            ("sacrosanctum-concilium", "§ 5–6, 102"),
        ),
        related=("lent", "eucharist", "baptism"),
    ),
    Topic(
        key="vatican-ii",
        keywords={
            "en": (
                "vatican ii/2, vatican 2/2, second vatican/2, vatican council/2, council/0.5, "
                "conciliar/0.5"
            ),
            "es": "vaticano ii/2, vaticano 2/2, concilio vaticano/2, concilio/0.5",
            "pt": "vaticano ii/2, vaticano 2/2, concilio vaticano/2, concilio/0.5",
            "it": "vaticano ii/2, vaticano 2/2, concilio vaticano/2, concilio/0.5",
            "hr": "drugi vatikansk*/2, ii vatikansk*/2, vatikansk* koncil*/2, koncil*/0.5",
        },
        citations=(
            ("sacrosanctum-concilium", "§ 14"),
            ("lumen-gentium", "§ 9–17"),
            ("dei-verbum", "§ 7–10"),
            ("gaudium-et-spes", "§ 1–3"),
        ),
        related=("papacy", "bible", "eucharist"),
    ),
    Topic(
        key="purgatory",
        keywords={
            "en": "purgator*/2, holy souls/2, pray for the dead/2, prayers for the dead/2",
            "es": "purgatorio/2, animas benditas/2, rezar por los difuntos/2",
            "pt": "purgatorio/2, rezar pelos mortos/2, almas do purgatorio/2",
            "it": "purgatorio/2, anime del purgatorio/2, pregare per i defunti/2",
            "hr": "cistilist*/2, molitva za pokojne/2",
        },
        citations=(
            ("catechism", "CCC 1030–1032"),
            ("spe-salvi", "§ 45–48"),
            ("lumen-gentium", "§ 49–50"),
        ),
        related=("funerals", "saints", "mercy"),
    ),
    Topic(
        key="confession",
        keywords={
            "en": (
                "confess*, penance, reconcil*, absolution, absolve*, sin/0.5, sins/0.5, forgiv*/0.5"
            ),
            "es": (
                "confes*, confies*, reconcilia*, penitencia, absolucion, pecado*/0.5, perdon*/0.5"
            ),
            "pt": "confiss*, confess*, reconcilia*, penitencia, absolvi*, pecado*/0.5, perdo*/0.5",
            "it": "confess*, riconcilia*, penitenza, assoluzion*, peccat*/0.5, perdon*/0.5",
            "hr": (
                "ispovij*, ispovje*, ispovid*, pomirenj*, pokor*, grijeh*/0.5, grijes*/0.5, "
                "oprost*/0.5"
            ),
        },
        citations=(
            ("catechism", "CCC 1422–1498"),
            ("code-of-canon-law", "cann. 959–991"),
        ),
        related=("mercy", "lent", "grace"),
    ),
    Topic(
        key="mass-obligation",
        keywords={
            "en": (
                "obligation*, obliged, precept*, holy day*/2, miss mass/2, go to mass/2, "
                "sunday*, mass/0.5"
            ),
            "es": (
                "obligacion*, obligatori*, precepto*, fiesta* de guardar/2, ir a misa/2, "
                "domingo*, misa/0.5"
            ),
            "pt": (
                "obrigac*, obrigatori*, preceito*, dia* santo*/2, ir a missa/2, domingo*, missa/0.5"
            ),
            "it": "obblig*, precetto, andare a messa/2, domenic*, messa/0.5",
            "hr": (
                "obvez*, nedjelj*, zapovjedn*/2, blagdan*/0.5, misa/0.5, mise/0.5, misu/0.5, "
                "misi/0.5"
            ),
        },
        citations=(
            ("catechism", "CCC 2174–2188"),
            ("code-of-canon-law", "cann. 1246–1248"),
            ("sacrosanctum-concilium", "§ 106"),
        ),
        related=("eucharist", "advent", "triduum"),
    ),
    Topic(
        key="eucharist",
        keywords={
            "en": (
                "eucharist*, communion, real presence/2, transubstantiat*/2, body of christ/2, "
                "blessed sacrament/2, mass/0.5"
            ),
            "es": (
                "eucarist*, comulg*, comunion, presencia real/2, transustancia*/2, "
                "cuerpo de cristo/2, misa/0.5"
            ),
            "pt": (
                "eucarist*, comungar, comunhao, presenca real/2, transubstancia*/2, "
                "corpo de cristo/2, missa/0.5"
            ),
            "it": (
                "eucarist*, comunione, presenza reale/2, transustanzia*/2, corpo di cristo/2, "
                "messa/0.5"
            ),
            "hr": (
                "euharist*, pricest*, stvarna prisutnost/2, pretvorb*/2, tijelo kristovo/2, "
                "misa/0.5, mise/0.5, misu/0.5"
            ),
        },
        citations=(
            ("catechism", "CCC 1322–1419"),
            ("sacrosanctum-concilium", "§ 47–58"),
            ("lumen-gentium", "§ 11"),
        ),
        related=("mass-obligation", "confession", "prayer"),
    ),
    Topic(
        key="baptism",
        keywords={
            "en": "baptis*, baptiz*, christening, godparent*, godfather*, godmother*, sponsor*/0.5",
            "es": "bautis*, bautiz*, padrino*, madrina*",
            "pt": "batis*, batiz*, padrinho*, madrinha*",
            "it": "battes*, battez*, padrin*, madrin*",
            "hr": "krst*, kum, kuma, kumovi, kumova, kumstv*",
        },
        citations=(
            ("catechism", "CCC 1213–1284"),
            ("code-of-canon-law", "cann. 849–878"),
        ),
        related=("confirmation", "eucharist", "grace"),
    ),
    Topic(
        key="confirmation",
        keywords={
            "en": "confirmation*, chrism*",
            "es": "confirmacion*, confirmar*, crisma*",
            "pt": "crisma*, confirmacao",
            "it": "cresim*, confermazion*",
            "hr": "krizm*, potvrd*/0.5",
        },
        citations=(
            ("catechism", "CCC 1285–1321"),
            ("code-of-canon-law", "cann. 879–896"),
            ("lumen-gentium", "§ 11"),
        ),
        related=("baptism", "eucharist", "priesthood"),
    ),
    Topic(
        key="marriage",
        keywords={
            "en": "marri*, wedding*, spouse*, engaged, engagement, matrimon*, pre cana",
            "es": "matrimoni*, boda*, casar*, casamiento, novios, esposos, conyug*",
            "pt": "casament*, matrimoni*, casar*, noivos, noivado, conjug*",
            "it": "matrimoni*, nozze, sposar*, sposi, fidanzat*, coniug*",
            "hr": "brak*, bracn*, zenidb*, vjencanj*, vjencat*, zarucni*, supruz*",
        },
        citations=(
            ("catechism", "CCC 1601–1666"),
            ("amoris-laetitia", "§ 205–216"),
            ("familiaris-consortio", "§ 66"),
        ),
        related=("annulment", "baptism", "prayer"),
    ),
    Topic(
        key="anointing",
        keywords={
            "en": "anoint*/2, last rites/2, unction/2, sick, ill, dying/0.5",
            "es": "uncion/2, santos oleos/2, enfermo*, enferma*, moribundo*/0.5",
            "pt": "uncao/2, santos oleos/2, enfermo*, doente*",
            "it": "unzione/2, malat*, infermi*, moribond*/0.5",
            "hr": "pomazanj*/2, bolesni*, bolest*, umiruc*/0.5",
        },
        citations=(
            ("catechism", "CCC 1499–1532"),
            ("code-of-canon-law", "cann. 998–1007"),
            ("sacrosanctum-concilium", "§ 73–75"),
        ),
        related=("confession", "funerals", "purgatory"),
    ),
    Topic(
        key="funerals",
        keywords={
            "en": (
                "funeral*/2, cremat*/2, burial, buried, bury, ashes, cemetery, dead/0.5, death/0.5"
            ),
            "es": (
                "funeral*/2, exequia*/2, cremacion*/2, incinera*/2, entierro, sepultura, "
                "cementerio, cenizas/0.5, difunto*/0.5, muerte/0.5"
            ),
            "pt": (
                "funera*/2, exequias/2, cremac*/2, sepultura, enterro, cemiterio, cinzas/0.5, "
                "falecid*/0.5, morte/0.5"
            ),
            "it": (
                "funeral*/2, esequie/2, cremazion*/2, sepoltura, cimitero, ceneri/0.5, "
                "defunt*/0.5, morte/0.5"
            ),
            "hr": (
                "sprovod*/2, pokop*/2, kremacij*/2, kremira*/2, pogreb*, groblj*, pepel/0.5, "
                "pokojni*/0.5, smrt*/0.5"
            ),
        },
        citations=(
            ("catechism", "CCC 1680–1690, 2300–2301"),
            ("code-of-canon-law", "cann. 1176–1185"),
        ),
        related=("purgatory", "anointing", "saints"),
    ),
    Topic(
        key="mary",
        keywords={
            "en": (
                "mary, virgin, immaculate conception/2, immaculate, assumption, mother of god/2, "
                "marian, theotokos"
            ),
            "es": "maria, virgen, inmaculada, asuncion, madre de dios/2, marian*",
            "pt": "maria, virgem, imaculada, assuncao, mae de deus/2, marian*",
            "it": "maria, vergine, immacolata, assunzione, madre di dio/2, madonna, marian*",
            "hr": (
                "marij*, djevic*, bezgrjesn*, bezgresn*, uznesenj*, bogorodic*, gospa, gospe, "
                "gospi, gospu"
            ),
        },
        citations=(
            ("catechism", "CCC 487–511, 966"),
            ("lumen-gentium", "§ 52–69"),
        ),
        related=("rosary", "saints", "advent"),
    ),
    Topic(
        key="saints",
        keywords={
            "en": (
                "saints, holiness/0.5, intercession, intercede*, communion of saints/3, "
                "canoniz*, pray to saint*/2, patron/0.5"
            ),
            "es": (
                "santos, santidad/0.5, intercesion, interceder, comunion de los santos/3, canoniza*"
            ),
            "pt": (
                "santos, santidade/0.5, intercessao, interceder, comunhao dos santos/3, canoniza*"
            ),
            "it": (
                "santi, santita/0.5, intercessione, intercedere, comunione dei santi/3, canonizza*"
            ),
            "hr": (
                "svetac, sveci, svetost*/0.5, svetaca, svecima, svece, zagovor*, kanoniz*, "
                "zajednistvo svetih/3"
            ),
        },
        citations=(
            ("catechism", "CCC 946–962"),
            ("lumen-gentium", "§ 49–51"),
            ("gaudete-et-exsultate", "§ 3–9"),
        ),
        related=("mary", "purgatory", "prayer"),
    ),
    Topic(
        key="advent",
        keywords={
            "en": "advent/2, christmas/0.5",
            "es": "adviento/2, navidad/0.5",
            "pt": "advento/2, natal/0.5",
            "it": "avvento/2, natale/0.5",
            "hr": "advent*/2, dosasc*/2, bozic*/0.5",
        },
        citations=(
            ("catechism", "CCC 522–524"),
            ("sacrosanctum-concilium", "§ 102"),
        ),
        related=("lent", "mary", "confession"),
    ),
    Topic(
        key="lent",
        keywords={
            "en": (
                "lent/2, lenten/2, fast, fasting, fasts, abstain*, abstinence, ash wednesday/2, "
                "meat/0.5"
            ),
            "es": "cuaresma/2, ayun*, abstinencia, miercoles de ceniza/2, carne/0.5",
            "pt": "quaresma/2, jejum, jejuar, abstinencia, quarta feira de cinzas/2, carne/0.5",
            "it": "quaresima/2, digiun*, astinenza, mercoledi delle ceneri/2, carne/0.5",
            "hr": "korizm*/2, post, posta, postu, postiti, postimo, nemrs*, pepelnic*/2, meso/0.5",
        },
        citations=(
            ("catechism", "CCC 1434–1439, 2043"),
            ("code-of-canon-law", "cann. 1249–1253"),
            ("sacrosanctum-concilium", "§ 109–110"),
        ),
        related=("confession", "triduum", "mercy"),
    ),
    Topic(
        key="social-teaching",
        keywords={
            "en": (
                "social teaching/2, migra*/0.5, peace/0.5, refugee*/0.5, social doctrine/2, "
                "poor, poverty, common good/2, solidarity, subsidiarity, worker*, wage*, "
                "justice/0.5"
            ),
            "es": (
                "doctrina social/2, migra*/0.5, paz/0.5, refugiado*/0.5, pobre*, pobreza, "
                "bien comun/2, solidaridad, subsidiariedad, trabajador*, justicia/0.5"
            ),
            "pt": (
                "doutrina social/2, migra*/0.5, paz/0.5, refugiado*/0.5, pobre*, pobreza, "
                "bem comum/2, solidariedade, subsidiariedade, trabalhador*, justica/0.5"
            ),
            "it": (
                "dottrina sociale/2, migra*/0.5, pace/0.5, rifugiat*/0.5, pover*, bene comune/2, "
                "solidarieta, sussidiarieta, lavorator*, giustizia/0.5"
            ),
            "hr": (
                "socijalni nauk/2, migra*/0.5, mir/0.5, izbjeglic*/0.5, drustveni nauk/2, "
                "siromas*, siromah*, opce dobro/2, solidarnost*, supsidijarnost*, radnik*, "
                "pravd*/0.5"
            ),
        },
        citations=(
            ("compendium-social-doctrine", "§ 160–208"),
            ("evangelii-gaudium", "§ 186–216"),
            ("catechism", "CCC 2443–2449"),
        ),
        related=("mercy", "creation", "vatican-ii"),
    ),
    Topic(
        key="creation",
        keywords={
            "en": (
                "creation, ecology, ecological, environment*, climate, laudato si/2, "
                "common home/2, planet, nature/0.5"
            ),
            "es": (
                "creacion, ecolog*, medio ambiente/2, ambiental, clima*, casa comun/2, planeta, "
                "laudato si/2, naturaleza/0.5"
            ),
            "pt": (
                "criacao, ecolog*, meio ambiente/2, ambiental, clima*, casa comum/2, planeta, "
                "laudato si/2, natureza/0.5"
            ),
            "it": (
                "creato, creazione, ecolog*, ambiente, ambiental*, clima*, casa comune/2, "
                "pianeta, laudato si/2, natura/0.5"
            ),
            "hr": (
                "stvorenj*, ekolog*, okolis*, klim*, zajednick* dom*/2, planet*, laudato si/2, "
                "prirod*/0.5"
            ),
        },
        citations=(
            ("laudato-si", "§ 137–162"),
            ("laudate-deum", "§ 61–73"),
            ("catechism", "CCC 2415–2418"),
        ),
        related=("social-teaching", "prayer", "mercy"),
    ),
    Topic(
        key="mercy",
        keywords={
            "en": "mercy, merciful, works of mercy/2, divine mercy/2, compassion*/0.5, forgiv*/0.5",
            "es": "misericordi*, obras de misericordia/2, compasion/0.5, perdon*/0.5",
            "pt": "misericordi*, obras de misericordia/2, compaixao/0.5, perdo*/0.5",
            "it": "misericordi*, opere di misericordia/2, compassion*/0.5, perdon*/0.5",
            "hr": "milosrd*, djela milosrdja/2, suosjec*/0.5, oprost*/0.5",
        },
        citations=(
            ("catechism", "CCC 1846–1848, 2447"),
            ("gaudete-et-exsultate", "§ 80–82, 105–107"),
            ("evangelii-gaudium", "§ 3"),
        ),
        related=("confession", "social-teaching", "grace"),
    ),
    Topic(
        key="grace",
        keywords={
            "en": "grace, graces, sanctifying, justification, justified/0.5",
            "es": "gracia, justificacion, santificante",
            "pt": "graca, justificacao, santificante",
            "it": "grazia, giustificazion*, santificante",
            "hr": "milost, milosti, milošću, opravdanj*, posvetn*",
        },
        citations=(
            ("catechism", "CCC 1996–2005"),
            ("gaudete-et-exsultate", "§ 47–62"),
        ),
        related=("baptism", "confession", "prayer"),
    ),
    Topic(
        key="prayer",
        keywords={
            "en": "pray, prayer*, praying, liturgy of the hours/2, meditat*, contemplat*",
            "es": "orar, oracion*, rezar, rezo, liturgia de las horas/2",
            "pt": "orar, oracao, oracoes, rezar, liturgia das horas/2",
            "it": "pregare, preghier*, prega, preghi*, orazion*, liturgia delle ore/2",
            "hr": "molitv*, moliti, molimo, moli, casoslov*/2",
        },
        citations=(
            ("catechism", "CCC 2558–2565, 2697–2724"),
            ("gaudete-et-exsultate", "§ 147–157"),
            ("sacrosanctum-concilium", "§ 83–90"),
        ),
        related=("rosary", "bible", "eucharist"),
    ),
    Topic(
        key="papacy",
        keywords={
            "en": (
                "infallib*/2, papacy/2, primacy/2, ex cathedra/2, successor of peter/2, papal, "
                "pope/0.5, popes/0.5, authority/0.5, magisterium/0.5"
            ),
            "es": (
                "infalib*/2, papado/2, primado/2, ex cathedra/2, sucesor de pedro/2, papa/0.5, "
                "pontifice/0.5, autoridad/0.5, magisterio/0.5"
            ),
            "pt": (
                "infalib*/2, infaliv*/2, papado/2, primado/2, ex cathedra/2, "
                "sucessor de pedro/2, papa/0.5, pontifice/0.5, autoridade/0.5, magisterio/0.5"
            ),
            "it": (
                "infallib*/2, papato/2, primato/2, ex cathedra/2, successore di pietro/2, "
                "papa/0.5, pontefice/0.5, autorita/0.5, magistero/0.5"
            ),
            "hr": (
                "nezablud*/2, papinstv*/2, primat/2, ex cathedra/2, papinsk*, papa/0.5, "
                "pape/0.5, papi/0.5, papu/0.5, autoritet*/0.5, vlast*/0.5, uciteljstv*/0.5"
            ),
        },
        citations=(
            ("lumen-gentium", "§ 18–25"),
            ("catechism", "CCC 880–892"),
            ("code-of-canon-law", "cann. 331–335, 749"),
        ),
        related=("vatican-ii", "bible", "saints"),
    ),
    Topic(
        key="bible",
        keywords={
            "en": "bibl*, scripture*, word of god/2, lectio divina/2, gospel*/0.5",
            "es": "bibl*, escritura*, palabra de dios/2, lectio divina/2, evangelio*/0.5",
            "pt": "bibl*, escritura*, palavra de deus/2, lectio divina/2, evangelho*/0.5",
            "it": "bibbia, biblic*, scrittur*, parola di dio/2, lectio divina/2, vangel*/0.5",
            "hr": "bibl*, sveto pismo/2, pismo, rijec bozj*/2, lectio divina/2, evandel*/0.5",
        },
        citations=(
            ("dei-verbum", "§ 21–25"),
            ("catechism", "CCC 101–141"),
            ("evangelii-gaudium", "§ 152–153"),
        ),
        related=("prayer", "vatican-ii", "advent"),
    ),
    Topic(
        key="priesthood",
        keywords={
            "en": "priest*, vocation*, seminar*, holy orders/2, ordain*, ordination/0.5",
            "es": "sacerdo*, vocacion*, seminari*, orden sagrado/2, presbiter*, ordenacion/0.5",
            "pt": (
                "sacerdo*, vocac*, seminari*, ordem sacra/2, presbiter*, padres/0.5, ordenacao/0.5"
            ),
            "it": (
                "sacerdo*, prete, preti, vocazion*, seminari*, ordine sacro/2, presbiter*, "
                "ordinazion*/0.5"
            ),
            "hr": (
                "svecenik*, svecenic*, svecenist*, zvanj*, sjemenist*, sveti red/2, prezbiter*, "
                "redenj*/0.5"
            ),
        },
        citations=(
            ("catechism", "CCC 1536–1589"),
            ("lumen-gentium", "§ 28"),
            ("christus-vivit", "§ 248–277"),
        ),
        related=("deacons", "prayer", "eucharist"),
    ),
)

BY_KEY = {topic.key: topic for topic in TOPICS}

# Follow-up suggestions for an answer no curated topic matched and whose sources suggest none.
DEFAULT_RELATED = ("eucharist", "prayer", "mercy")
