"""Sample Church documents (real titles, authors, refs and URLs; bodies are sandbox summaries)."""

from __future__ import annotations

import functools
import math
from typing import Any

from sandbox.catalog.search import fold, word_list

VATICAN = "https://www.vatican.va/content"
COUNCIL = "https://www.vatican.va/archive/hist_councils/ii_vatican_council/documents"
NOTICE = "*Sandbox summary written for this imitation service; it is not the document's text.*"

# (id, title, author, ref, url, summary paragraphs). The paragraphs are our own short
# descriptions of what each document is about, enough for search and answers to work on.
_DOCUMENTS: list[tuple[str, str, str, str, str, list[str]]] = [
    (
        "laudato-si",
        "Laudato si'",
        "Pope Francis",
        "Encyclical, 24 May 2015",
        f"{VATICAN}/francesco/en/encyclicals/documents/"
        "papa-francesco_20150524_enciclica-laudato-si.html",
        [
            "An encyclical on care for our common home: the Earth is described as a shared house "
            "entrusted to every generation.",
            "It links the cry of the earth with the cry of the poor and proposes an *integral "
            "ecology* in which environmental, social and economic questions are considered "
            "together.",
            "Climate, water, biodiversity, consumerism and a throwaway culture are among the "
            "themes; it asks for dialogue in politics and an ecological conversion in daily life.",
            "Creation is presented as a gift to be received with gratitude rather than a resource "
            "to be used up.",
        ],
    ),
    (
        "laudate-deum",
        "Laudate Deum",
        "Pope Francis",
        "Apostolic Exhortation, 4 October 2023",
        f"{VATICAN}/francesco/en/apost_exhortations/documents/20231004-laudate-deum.html",
        [
            "A follow-up to *Laudato si'* focused on the climate crisis and the slow response of "
            "international politics.",
            "It criticises an unlimited technocratic paradigm and calls for binding multilateral "
            "agreements on the environment and emissions.",
            "Believers are invited to see care for creation as part of their faith.",
        ],
    ),
    (
        "fratelli-tutti",
        "Fratelli tutti",
        "Pope Francis",
        "Encyclical, 3 October 2020",
        f"{VATICAN}/francesco/en/encyclicals/documents/"
        "papa-francesco_20201003_enciclica-fratelli-tutti.html",
        [
            "An encyclical on fraternity and social friendship among all people.",
            "Using the parable of the Good Samaritan, it asks readers to become neighbours to "
            "anyone in need, across borders and cultures.",
            "It discusses migration, populism, the dignity of every person, a better kind of "
            "politics, dialogue, forgiveness, and the rejection of war and the death penalty.",
        ],
    ),
    (
        "evangelii-gaudium",
        "Evangelii gaudium",
        "Pope Francis",
        "Apostolic Exhortation, 24 November 2013",
        f"{VATICAN}/francesco/en/apost_exhortations/documents/"
        "papa-francesco_esortazione-ap_20131124_evangelii-gaudium.html",
        [
            "An exhortation on proclaiming the Gospel with joy in today's world.",
            "It describes a missionary Church that goes out to the peripheries, with parishes and "
            "structures reshaped for evangelization.",
            "The social dimension of evangelization, the inclusion of the poor, and good preaching "
            "and homilies receive particular attention.",
        ],
    ),
    (
        "amoris-laetitia",
        "Amoris laetitia",
        "Pope Francis",
        "Post-Synodal Apostolic Exhortation, 19 March 2016",
        f"{VATICAN}/francesco/en/apost_exhortations/documents/"
        "papa-francesco_esortazione-ap_20160319_amoris-laetitia.html",
        [
            "An exhortation on love in the family, gathered after two synods on marriage and the "
            "family.",
            "It reflects on married love, the education of children and the realities families "
            "face today.",
            "Pastors are asked to accompany, discern and integrate people in complex situations.",
        ],
    ),
    (
        "gaudete-et-exsultate",
        "Gaudete et exsultate",
        "Pope Francis",
        "Apostolic Exhortation, 19 March 2018",
        f"{VATICAN}/francesco/en/apost_exhortations/documents/"
        "papa-francesco_esortazione-ap_20180319_gaudete-et-exsultate.html",
        [
            "An exhortation on the call to holiness in the ordinary circumstances of life.",
            "It reads the Beatitudes as a portrait of the saint and warns against ways of thinking "
            "that reduce holiness to knowledge or to willpower alone.",
            "Joy, humour, boldness and life in community are named as signs of holiness today.",
        ],
    ),
    (
        "christus-vivit",
        "Christus vivit",
        "Pope Francis",
        "Post-Synodal Apostolic Exhortation, 25 March 2019",
        f"{VATICAN}/francesco/en/apost_exhortations/documents/"
        "papa-francesco_esortazione-ap_20190325_christus-vivit.html",
        [
            "An exhortation addressed to young people and to the whole Church after the synod on "
            "youth, faith and vocational discernment.",
            "It speaks of young saints, the gifts of the young, and how communities can walk with "
            "youth in discerning their vocation.",
        ],
    ),
    (
        "dilexit-nos",
        "Dilexit nos",
        "Pope Francis",
        "Encyclical, 24 October 2024",
        f"{VATICAN}/francesco/en/encyclicals/documents/20241024-enciclica-dilexit-nos.html",
        [
            "An encyclical on the human and divine love of the Heart of Jesus Christ.",
            "It presents devotion to the Sacred Heart as a path to a personal relationship with "
            "Christ and to love of neighbour, in a world that risks losing its heart.",
        ],
    ),
    (
        "lumen-fidei",
        "Lumen fidei",
        "Pope Francis",
        "Encyclical, 29 June 2013",
        f"{VATICAN}/francesco/en/encyclicals/documents/"
        "papa-francesco_20130629_enciclica-lumen-fidei.html",
        [
            "An encyclical on faith as a light for the whole of human existence, begun by Benedict "
            "XVI and completed by Francis.",
            "It relates faith to truth, love, memory and the common good.",
        ],
    ),
    (
        "deus-caritas-est",
        "Deus caritas est",
        "Pope Benedict XVI",
        "Encyclical, 25 December 2005",
        f"{VATICAN}/benedict-xvi/en/encyclicals/documents/"
        "hf_ben-xvi_enc_20051225_deus-caritas-est.html",
        [
            "An encyclical on Christian love: God is love, and human love in its forms of *eros* "
            "and *agape* finds its fulfilment in him.",
            "The second part treats the Church's charitable work as an essential expression of her "
            "life, alongside word and sacrament.",
        ],
    ),
    (
        "spe-salvi",
        "Spe salvi",
        "Pope Benedict XVI",
        "Encyclical, 30 November 2007",
        f"{VATICAN}/benedict-xvi/en/encyclicals/documents/hf_ben-xvi_enc_20071130_spe-salvi.html",
        [
            "An encyclical on Christian hope, which gives meaning to the present because it looks "
            "toward eternal life.",
            "Prayer, suffering and the last judgement are described as places where hope is "
            "learned and practised.",
        ],
    ),
    (
        "caritas-in-veritate",
        "Caritas in veritate",
        "Pope Benedict XVI",
        "Encyclical, 29 June 2009",
        f"{VATICAN}/benedict-xvi/en/encyclicals/documents/"
        "hf_ben-xvi_enc_20090629_caritas-in-veritate.html",
        [
            "A social encyclical on integral human development in charity and truth.",
            "It discusses globalisation, the economy and gratuitousness, work, technology and the "
            "protection of the environment.",
        ],
    ),
    (
        "fides-et-ratio",
        "Fides et ratio",
        "Pope John Paul II",
        "Encyclical, 14 September 1998",
        f"{VATICAN}/john-paul-ii/en/encyclicals/documents/"
        "hf_jp-ii_enc_14091998_fides-et-ratio.html",
        [
            "An encyclical on the relationship between faith and reason, described as two wings by "
            "which the human spirit rises toward truth.",
            "It encourages philosophy to keep asking the great questions of meaning.",
        ],
    ),
    (
        "evangelium-vitae",
        "Evangelium vitae",
        "Pope John Paul II",
        "Encyclical, 25 March 1995",
        f"{VATICAN}/john-paul-ii/en/encyclicals/documents/"
        "hf_jp-ii_enc_25031995_evangelium-vitae.html",
        [
            "An encyclical on the value and inviolability of human life.",
            "It addresses threats to life at its beginning and end, including abortion and "
            "euthanasia, and proposes a culture of life.",
        ],
    ),
    (
        "veritatis-splendor",
        "Veritatis splendor",
        "Pope John Paul II",
        "Encyclical, 6 August 1993",
        f"{VATICAN}/john-paul-ii/en/encyclicals/documents/"
        "hf_jp-ii_enc_06081993_veritatis-splendor.html",
        [
            "An encyclical on fundamental questions of the Church's moral teaching.",
            "It treats freedom and truth, conscience, and the existence of acts that are wrong in "
            "themselves.",
        ],
    ),
    (
        "laborem-exercens",
        "Laborem exercens",
        "Pope John Paul II",
        "Encyclical, 14 September 1981",
        f"{VATICAN}/john-paul-ii/en/encyclicals/documents/"
        "hf_jp-ii_enc_14091981_laborem-exercens.html",
        [
            "An encyclical on human work, written for the ninetieth anniversary of *Rerum "
            "novarum*.",
            "Work is described as a key to the social question; the dignity of workers and the "
            "priority of labour over capital are central themes.",
        ],
    ),
    (
        "centesimus-annus",
        "Centesimus annus",
        "Pope John Paul II",
        "Encyclical, 1 May 1991",
        f"{VATICAN}/john-paul-ii/en/encyclicals/documents/"
        "hf_jp-ii_enc_01051991_centesimus-annus.html",
        [
            "An encyclical marking a hundred years since *Rerum novarum*.",
            "It reflects on the events of 1989, private property and the universal destination of "
            "goods, the market, and the role of the state.",
        ],
    ),
    (
        "redemptoris-missio",
        "Redemptoris missio",
        "Pope John Paul II",
        "Encyclical, 7 December 1990",
        f"{VATICAN}/john-paul-ii/en/encyclicals/documents/"
        "hf_jp-ii_enc_07121990_redemptoris-missio.html",
        [
            "An encyclical on the permanent validity of the Church's missionary mandate.",
            "It treats mission to peoples who have not heard the Gospel, new evangelization and "
            "the role of missionaries.",
        ],
    ),
    (
        "ut-unum-sint",
        "Ut unum sint",
        "Pope John Paul II",
        "Encyclical, 25 May 1995",
        f"{VATICAN}/john-paul-ii/en/encyclicals/documents/hf_jp-ii_enc_25051995_ut-unum-sint.html",
        [
            "An encyclical on commitment to ecumenism and Christian unity.",
            "It invites other Christians into dialogue about how the ministry of the Bishop of "
            "Rome might serve unity.",
        ],
    ),
    (
        "familiaris-consortio",
        "Familiaris consortio",
        "Pope John Paul II",
        "Apostolic Exhortation, 22 November 1981",
        f"{VATICAN}/john-paul-ii/en/apost_exhortations/documents/"
        "hf_jp-ii_exh_19811122_familiaris-consortio.html",
        [
            "An exhortation on the role of the Christian family in the modern world.",
            "The family is described as a community of persons that serves life, society and the "
            "Church.",
        ],
    ),
    (
        "humanae-vitae",
        "Humanae vitae",
        "Pope Paul VI",
        "Encyclical, 25 July 1968",
        f"{VATICAN}/paul-vi/en/encyclicals/documents/hf_p-vi_enc_25071968_humanae-vitae.html",
        [
            "An encyclical on married love and the regulation of births.",
            "It teaches that the unitive and procreative meanings of the marital act belong "
            "together, and speaks of responsible parenthood.",
        ],
    ),
    (
        "populorum-progressio",
        "Populorum progressio",
        "Pope Paul VI",
        "Encyclical, 26 March 1967",
        f"{VATICAN}/paul-vi/en/encyclicals/documents/hf_p-vi_enc_26031967_populorum.html",
        [
            "An encyclical on the development of peoples.",
            "It argues that development must be integral, serving every person and the whole "
            "person, and that development is the new name for peace.",
        ],
    ),
    (
        "evangelii-nuntiandi",
        "Evangelii nuntiandi",
        "Pope Paul VI",
        "Apostolic Exhortation, 8 December 1975",
        f"{VATICAN}/paul-vi/en/apost_exhortations/documents/"
        "hf_p-vi_exh_19751208_evangelii-nuntiandi.html",
        [
            "An exhortation on evangelization in the modern world.",
            "It says the Church exists in order to evangelize and stresses the witness of life.",
        ],
    ),
    (
        "pacem-in-terris",
        "Pacem in terris",
        "Pope John XXIII",
        "Encyclical, 11 April 1963",
        f"{VATICAN}/john-xxiii/en/encyclicals/documents/hf_j-xxiii_enc_11041963_pacem.html",
        [
            "An encyclical on establishing universal peace in truth, justice, charity and liberty.",
            "It sets out human rights and duties and the order that should govern relations "
            "between persons, states and the world community, at a time of nuclear tension and "
            "war.",
        ],
    ),
    (
        "mater-et-magistra",
        "Mater et magistra",
        "Pope John XXIII",
        "Encyclical, 15 May 1961",
        f"{VATICAN}/john-xxiii/en/encyclicals/documents/hf_j-xxiii_enc_15051961_mater.html",
        [
            "An encyclical on Christianity and social progress.",
            "It addresses agriculture, just wages for workers and the gap between rich and poor "
            "nations.",
        ],
    ),
    (
        "rerum-novarum",
        "Rerum novarum",
        "Pope Leo XIII",
        "Encyclical, 15 May 1891",
        f"{VATICAN}/leo-xiii/en/encyclicals/documents/hf_l-xiii_enc_15051891_rerum-novarum.html",
        [
            "An encyclical on capital and labour, usually counted as the start of modern Catholic "
            "social teaching.",
            "It defends the rights of workers to a just wage and to form associations, while "
            "upholding private property.",
        ],
    ),
    (
        "aeterni-patris",
        "Aeterni Patris",
        "Pope Leo XIII",
        "Encyclical, 4 August 1879",
        f"{VATICAN}/leo-xiii/en/encyclicals/documents/hf_l-xiii_enc_04081879_aeterni-patris.html",
        [
            "An encyclical on the restoration of Christian philosophy.",
            "It recommends the study of Saint Thomas Aquinas in seminaries and universities.",
        ],
    ),
    (
        "quadragesimo-anno",
        "Quadragesimo anno",
        "Pope Pius XI",
        "Encyclical, 15 May 1931",
        f"{VATICAN}/pius-xi/en/encyclicals/documents/hf_p-xi_enc_19310515_quadragesimo-anno.html",
        [
            "An encyclical on reconstructing the social order, forty years after *Rerum novarum*.",
            "It is known for formulating the principle of subsidiarity.",
        ],
    ),
    (
        "lumen-gentium",
        "Lumen gentium",
        "Second Vatican Council",
        "Dogmatic Constitution on the Church, 21 November 1964",
        f"{COUNCIL}/vat-ii_const_19641121_lumen-gentium_en.html",
        [
            "The Council's dogmatic constitution on the Church.",
            "It describes the Church as the people of God and a sacrament of unity, explains the "
            "hierarchy and the laity, and teaches the universal call to holiness.",
            "Its last chapter presents the Virgin Mary within the mystery of Christ and the "
            "Church.",
        ],
    ),
    (
        "gaudium-et-spes",
        "Gaudium et spes",
        "Second Vatican Council",
        "Pastoral Constitution on the Church in the Modern World, 7 December 1965",
        f"{COUNCIL}/vat-ii_const_19651207_gaudium-et-spes_en.html",
        [
            "The Council's pastoral constitution on the Church in the modern world.",
            "It treats the dignity of the human person, marriage and family, culture, economic and "
            "social life, the political community, and peace and war.",
        ],
    ),
    (
        "dei-verbum",
        "Dei Verbum",
        "Second Vatican Council",
        "Dogmatic Constitution on Divine Revelation, 18 November 1965",
        f"{COUNCIL}/vat-ii_const_19651118_dei-verbum_en.html",
        [
            "The Council's constitution on divine revelation.",
            "It explains how Scripture and Tradition transmit revelation, the inspiration and "
            "interpretation of the Bible, and the place of Scripture in the life of the Church.",
        ],
    ),
    (
        "sacrosanctum-concilium",
        "Sacrosanctum concilium",
        "Second Vatican Council",
        "Constitution on the Sacred Liturgy, 4 December 1963",
        f"{COUNCIL}/vat-ii_const_19631204_sacrosanctum-concilium_en.html",
        [
            "The Council's constitution on the liturgy.",
            "It calls for full, conscious and active participation of the faithful and describes "
            "the liturgy, above all the Eucharist and the Mass, as the summit and source of the "
            "Church's life.",
        ],
    ),
    (
        "dignitatis-humanae",
        "Dignitatis humanae",
        "Second Vatican Council",
        "Declaration on Religious Freedom, 7 December 1965",
        f"{COUNCIL}/vat-ii_decl_19651207_dignitatis-humanae_en.html",
        [
            "The Council's declaration on religious freedom.",
            "It teaches that every person has a right to religious liberty grounded in human "
            "dignity, free from coercion by individuals or the state.",
        ],
    ),
    (
        "nostra-aetate",
        "Nostra aetate",
        "Second Vatican Council",
        "Declaration on the Relation of the Church to Non-Christian Religions, 28 October 1965",
        f"{COUNCIL}/vat-ii_decl_19651028_nostra-aetate_en.html",
        [
            "The Council's declaration on relations with other religions.",
            "It speaks with respect of Hinduism, Buddhism, Islam and especially Judaism, and "
            "rejects every form of discrimination.",
        ],
    ),
    (
        "unitatis-redintegratio",
        "Unitatis redintegratio",
        "Second Vatican Council",
        "Decree on Ecumenism, 21 November 1964",
        f"{COUNCIL}/vat-ii_decree_19641121_unitatis-redintegratio_en.html",
        [
            "The Council's decree on ecumenism and the restoration of unity among Christians.",
            "It encourages prayer, dialogue and cooperation with other Churches and communities.",
        ],
    ),
    (
        "catechism",
        "Catechism of the Catholic Church",
        "Holy See",
        "Promulgated by Pope John Paul II, 11 October 1992; second edition 1997",
        "https://www.vatican.va/archive/ENG0015/_INDEX.HTM",
        [
            "A reference summary of Catholic belief and practice in four parts: the profession of "
            "faith, the sacraments, life in Christ and Christian prayer.",
            "It covers the Creed, the seven sacraments including baptism and the Eucharist, the "
            "commandments and moral life, and the Lord's Prayer.",
        ],
    ),
    (
        "compendium-social-doctrine",
        "Compendium of the Social Doctrine of the Church",
        "Pontifical Council for Justice and Peace",
        "Compendium, 2004",
        "https://www.vatican.va/roman_curia/pontifical_councils/justpeace/documents/"
        "rc_pc_justpeace_doc_20060526_compendio-dott-soc_en.html",
        [
            "A systematic overview of Catholic social teaching.",
            "It gathers principles such as human dignity, the common good, subsidiarity and "
            "solidarity, and applies them to family, work, economy, politics, environment and "
            "peace.",
        ],
    ),
    (
        "antiqua-et-nova",
        "Antiqua et nova",
        "Dicastery for the Doctrine of the Faith",
        "Note on the relationship between artificial intelligence and human intelligence, "
        "28 January 2025",
        "https://www.vatican.va/roman_curia/congregations/cfaith/documents/"
        "rc_ddf_doc_20250128_antiqua-et-nova_en.html",
        [
            "A note on artificial intelligence and human intelligence.",
            "It distinguishes machine computation from human understanding and asks that AI serve "
            "human dignity, work, education, health care and peace rather than replace human "
            "responsibility.",
        ],
    ),
    (
        "dignitas-infinita",
        "Dignitas infinita",
        "Dicastery for the Doctrine of the Faith",
        "Declaration on human dignity, 2 April 2024",
        "https://www.vatican.va/roman_curia/congregations/cfaith/documents/"
        "rc_ddf_doc_20240402_dignitas-infinita_en.html",
        [
            "A declaration on the infinite dignity of every human person.",
            "It lists grave violations of dignity, including poverty, war, the plight of migrants, "
            "human trafficking, abortion and euthanasia.",
        ],
    ),
    (
        "code-of-canon-law",
        "Code of Canon Law",
        "Holy See",
        "Promulgated by Pope John Paul II, 25 January 1983",
        "https://www.vatican.va/archive/cod-iuris-canonici/cic_index_en.html",
        [
            "The body of law of the Latin Church.",
            "It covers the people of God, the teaching and sanctifying offices of the Church, "
            "church property, sanctions and procedures.",
        ],
    ),
    (
        "sandbox-hostile",
        "Sandbox rendering test",
        "Sandbox",
        "Test fixture, not a Church document",
        "https://sandbox.invalid/documents/sandbox-hostile",
        [
            "This sandbox document exists to test safe rendering of untrusted text.",
            "Script: <script>alert(1)</script>",
            "Image: <img src=x onerror=alert(1)>",
            "Links: [click me](javascript:alert(1)) and "
            "[data link](data:text/html,<script>alert(1)</script>)",
            "If you see an alert box, the rendering test has failed.",
        ],
    ),
]

# Query words mapped to words the documents use, so search is a little "meaning-ish".
# Keys and values are folded and stemmed like the index; other languages map into English.
SYNONYMS: dict[str, list[str]] = {
    "environment": ["creation", "ecology", "ecological", "environmental", "climate", "earth"],
    "environmental": ["environment", "creation", "ecology"],
    "ecology": ["environment", "creation", "climate"],
    "climate": ["environment", "ecology", "creation"],
    "creation": ["environment", "ecology", "earth"],
    "nature": ["creation", "environment"],
    "planet": ["earth", "creation", "environment"],
    "poor": ["poverty", "charity"],
    "poverty": ["poor"],
    "ai": ["artificial", "intelligence"],
    "technology": ["technocratic", "artificial", "intelligence"],
    "work": ["labour", "worker", "wage"],
    "labor": ["labour", "work", "worker"],
    "job": ["work", "worker"],
    "wage": ["worker", "labour"],
    "marriage": ["family", "married", "marital"],
    "family": ["marriage", "married"],
    "war": ["peace"],
    "peace": ["war"],
    "faith": ["belief"],
    "reason": ["faith", "philosophy"],
    "abortion": ["life", "dignity"],
    "euthanasia": ["life", "dignity"],
    "liturgy": ["mass", "eucharist", "worship"],
    "mass": ["liturgy", "eucharist"],
    "eucharist": ["mass", "liturgy", "sacrament"],
    "bible": ["scripture", "revelation"],
    "scripture": ["bible", "revelation"],
    "ecumenism": ["unity", "christian"],
    "unity": ["ecumenism"],
    "freedom": ["liberty"],
    "liberty": ["freedom"],
    "religion": ["religious"],
    "love": ["charity"],
    "charity": ["love"],
    "mission": ["evangelization", "missionary"],
    "evangelization": ["mission", "gospel"],
    "young": ["youth"],
    "youth": ["young"],
    "holiness": ["saint", "holy"],
    "migrant": ["migration"],
    "migration": ["migrant"],
    # Spanish, Portuguese, Italian and Croatian words into English ones (accents folded).
    "creacion": ["creation"], "criacao": ["creation"], "creato": ["creation"],
    "stvorenje": ["creation"], "stvorenja": ["creation"], "stvorenju": ["creation"],
    "ambiente": ["environment"], "okolis": ["environment"], "okolisa": ["environment"],
    "ecologia": ["ecology"], "ekologija": ["ecology"], "clima": ["climate"],
    "pobre": ["poor"], "pobreza": ["poverty"], "povero": ["poor"], "poveri": ["poor"],
    "poverta": ["poverty"], "siromasi": ["poor"], "siromastvo": ["poverty"],
    "familia": ["family"], "famiglia": ["family"], "obitelj": ["family"], "obitelji": ["family"],
    "matrimonio": ["marriage"], "casamento": ["marriage"], "brak": ["marriage"],
    "trabajo": ["work"], "trabalho": ["work"], "lavoro": ["work"], "rad": ["work"],
    "paz": ["peace"], "pace": ["peace"], "mir": ["peace"], "guerra": ["war"], "rat": ["war"],
    "fe": ["faith"], "fede": ["faith"], "vjera": ["faith"], "vjere": ["faith"],
    "razon": ["reason"], "razao": ["reason"], "ragione": ["reason"], "razum": ["reason"],
    "esperanza": ["hope"], "esperanca": ["hope"], "speranza": ["hope"],
    "amor": ["love"], "amore": ["love"], "ljubav": ["love"],
    "vida": ["life"], "vita": ["life"], "zivot": ["life"], "zivota": ["life"],
    "dignidad": ["dignity"], "dignidade": ["dignity"], "dignita": ["dignity"],
    "dostojanstvo": ["dignity"],
    "inteligencia": ["intelligence"], "intelligenza": ["intelligence"],
    "inteligencija": ["intelligence"], "umjetna": ["artificial"], "artificiale": ["artificial"],
    "iglesia": ["church"], "igreja": ["church"], "chiesa": ["church"], "crkva": ["church"],
    "eucaristia": ["eucharist"], "euharistija": ["eucharist"], "misa": ["mass"],
    "missa": ["mass"], "messa": ["mass"],
    "oracion": ["prayer"], "oracao": ["prayer"], "preghiera": ["prayer"], "molitva": ["prayer"],
    "santidad": ["holiness"], "santidade": ["holiness"], "santita": ["holiness"],
    "svetost": ["holiness"],
    "jovene": ["youth"], "joven": ["youth"], "jovem": ["youth"], "giovani": ["youth"],
    "mladi": ["youth"], "mladih": ["youth"],
    "trabajadore": ["worker"], "trabalhadore": ["worker"], "lavoratori": ["worker"],
    "radnici": ["worker"],
    "biblia": ["bible"], "bibbia": ["bible"], "biblija": ["bible"],
    "escritura": ["scripture"], "scrittura": ["scripture"], "pismo": ["scripture"],
    "unidad": ["unity"], "unidade": ["unity"], "unita": ["unity"], "jedinstvo": ["unity"],
    "libertad": ["freedom"], "liberdade": ["freedom"], "liberta": ["freedom"],
    "sloboda": ["freedom"],
    "corazon": ["heart"], "coracao": ["heart"], "cuore": ["heart"], "srce": ["heart"],
    "mision": ["mission"], "missao": ["mission"], "missione": ["mission"], "misija": ["mission"],
    "cuidado": ["care"], "cura": ["care"], "brizi": ["care"], "briga": ["care"],
    "brigu": ["care"], "skrb": ["care"],
    "casa": ["home"], "dom": ["home"], "comun": ["common"], "comum": ["common"],
    "comune": ["common"], "zajednicki": ["common"], "zajednickom": ["common"],
    "migrante": ["migrant"], "migranti": ["migrant"],
    "nadi": ["hope"], "nada": ["hope"],
}  # fmt: skip

STOP_WORDS = frozenset(
    word_list(
        """
    a an the of for our and or to in on at is are was were be been what does do did about how
    why who whom which with by from that this it its as into than then there their they them
    me my i you your we us can could should would will shall may might must not no yes
    tell say says said teach teaches teaching church catholic
    el la los las de del que sobre por para con una uno un y o en es se su sus lo al como
    cual qu ensena dice
    os as da do das dos com um uma em e sao ao pela pelo ensina diz
    il lo gli le di della delle dei che cosa sulla sul nel nella per con un una e come insegna
    dice
    sto je i u o na za se li kako koji koja sto uci kaze crkva
    """
    )
)


def stem(token: str) -> str:
    """A very light English stemmer: plurals only, so "workers" finds "worker"."""
    if len(token) > 4 and token.endswith("ies"):
        return token[:-3] + "y"
    if len(token) > 3 and token.endswith("s") and not token.endswith(("ss", "us", "is")):
        return token[:-1]
    return token


def terms(text: str) -> list[str]:
    return [stem(t) for t in fold(text).split() if t not in STOP_WORDS]


@functools.cache
def _catalog() -> dict[str, dict[str, Any]]:
    out: dict[str, dict[str, Any]] = {}
    for doc_id, title, author, ref, url, paragraphs in _DOCUMENTS:
        body = "\n\n".join([f"# {title}", NOTICE, *paragraphs])
        out[doc_id] = {
            "id": doc_id,
            "title": title,
            "author": author,
            "ref": ref,
            "url": url,
            "body": body,
        }
    return out


@functools.cache
def _index() -> dict[str, tuple[dict[str, int], dict[str, int], str, str]]:
    index = {}
    for doc_id, doc in _catalog().items():
        title_terms: dict[str, int] = {}
        body_terms: dict[str, int] = {}
        for term in terms(doc["title"] + " " + doc["author"]):
            title_terms[term] = title_terms.get(term, 0) + 1
        # The sandbox notice is on every body; indexing it would make "sandbox" match all.
        for term in terms(doc["body"].replace(NOTICE, "")):
            body_terms[term] = body_terms.get(term, 0) + 1
        body_text = fold(doc["body"].replace(NOTICE, ""))
        index[doc_id] = (title_terms, body_terms, fold(doc["title"]), body_text)
    return index


def _expand(query: str) -> dict[str, float]:
    weights: dict[str, float] = {}
    for term in terms(query):
        weights[term] = max(weights.get(term, 0.0), 1.0)
        for synonym in SYNONYMS.get(term, []):
            synonym = stem(synonym)
            if synonym in STOP_WORDS:
                continue
            weights[synonym] = max(weights.get(synonym, 0.0), 0.6)
            # One more hop, so a Spanish word reaches the English synonyms too.
            for second in SYNONYMS.get(synonym, []):
                second = stem(second)
                weights[second] = max(weights.get(second, 0.0), 0.4)
    return weights


def document_search(query: str, limit: int = 10) -> list[dict[str, Any]]:
    """Documents ranked by weighted term matches over title and body; [] when nothing matches."""
    weights = _expand(query)
    if not weights or limit <= 0:
        return []
    phrase = fold(query)
    document_count = len(_index())
    frequency = {
        term: sum(1 for t, b, _, _ in _index().values() if term in t or term in b)
        for term in weights
    }
    scored: list[tuple[float, str]] = []
    for doc_id, (title_terms, body_terms, title_text, body_text) in _index().items():
        score = 0.0
        for term, weight in weights.items():
            hits = 3 * title_terms.get(term, 0) + min(body_terms.get(term, 0), 4)
            if hits:
                rarity = math.log(1 + document_count / frequency[term])
                score += weight * rarity * (1 + math.log(hits))
        if score and len(phrase) > 3:
            if phrase in title_text:
                score += 10
            elif phrase in body_text:
                score += 5
        if score > 0:
            scored.append((score, doc_id))
    scored.sort(key=lambda item: (-item[0], item[1]))
    catalog = _catalog()
    return [
        {"id": doc_id, "url": catalog[doc_id]["url"], "title": catalog[doc_id]["title"]}
        for _, doc_id in scored[:limit]
    ]


def document_fetch(doc_id: str) -> dict[str, Any] | None:
    doc = _catalog().get((doc_id or "").strip())
    return dict(doc) if doc else None


def all_documents() -> list[dict[str, Any]]:
    return [dict(doc) for doc in _catalog().values()]
