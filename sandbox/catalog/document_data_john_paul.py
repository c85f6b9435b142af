"""Sample documents of Pope John Paul II.

Real titles, dates and types; every summary is our own short description, not the text.
"""

from __future__ import annotations

from sandbox.catalog.document_record import (
    CONSTITUTION,
    ENCYCLICAL,
    EXHORTATION,
    JOHN_PAUL_II,
    LETTER,
    MOTU_PROPRIO,
    POST_SYNODAL,
    VATICAN,
    Doc,
)

# fmt: off
DOCUMENTS: list[Doc] = [
    Doc("fides-et-ratio", "Fides et ratio", JOHN_PAUL_II, "1998-09-14", ENCYCLICAL, "la",
        "faith, reason, philosophy, truth, theology",
        "An encyclical on the relationship between faith and reason, described as two wings by "
        "which the human spirit rises toward truth. It encourages philosophy to keep asking the "
        "great questions of meaning.",
        subtitle="On the relationship between faith and reason",
        url=f"{VATICAN}/john-paul-ii/en/encyclicals/documents/"
        f"hf_jp-ii_enc_14091998_fides-et-ratio.html",
    ),
    Doc("evangelium-vitae", "Evangelium vitae", JOHN_PAUL_II, "1995-03-25", ENCYCLICAL, "la",
        "life, abortion, euthanasia, death penalty, culture of life, dignity",
        "An encyclical on the value and inviolability of human life. It addresses threats to life"
        " at its beginning and end, including abortion and euthanasia, and proposes a culture of "
        "life.",
        subtitle="On the value and inviolability of human life",
        url=f"{VATICAN}/john-paul-ii/en/encyclicals/documents/"
        f"hf_jp-ii_enc_25031995_evangelium-vitae.html",
    ),
    Doc("veritatis-splendor", "Veritatis splendor", JOHN_PAUL_II, "1993-08-06", ENCYCLICAL, "la",
        "morality, conscience, freedom, truth, natural law, intrinsically evil acts",
        "An encyclical on fundamental questions of the Church's moral teaching. It treats freedom"
        " and truth, conscience, and the existence of acts that are wrong in themselves.",
        subtitle="On fundamental questions of the Church's moral teaching",
        url=f"{VATICAN}/john-paul-ii/en/encyclicals/documents/"
        f"hf_jp-ii_enc_06081993_veritatis-splendor.html",
    ),
    Doc("laborem-exercens", "Laborem exercens", JOHN_PAUL_II, "1981-09-14", ENCYCLICAL, "la",
        "work, labour, workers, dignity of work, capital, unions, wages",
        "An encyclical on human work, written for the ninetieth anniversary of *Rerum novarum*. "
        "Work is described as a key to the social question; the dignity of workers and the "
        "priority of labour over capital are central themes.",
        subtitle="On human work",
        url=f"{VATICAN}/john-paul-ii/en/encyclicals/documents/"
        f"hf_jp-ii_enc_14091981_laborem-exercens.html",
    ),
    Doc("centesimus-annus", "Centesimus annus", JOHN_PAUL_II, "1991-05-01", ENCYCLICAL, "la",
        "social teaching, private property, market, state, 1989, work, economy",
        "An encyclical marking a hundred years since *Rerum novarum*. It reflects on the events "
        "of 1989, private property and the universal destination of goods, the market, and the "
        "role of the state.",
        subtitle="On the hundredth anniversary of Rerum novarum",
        url=f"{VATICAN}/john-paul-ii/en/encyclicals/documents/"
        f"hf_jp-ii_enc_01051991_centesimus-annus.html",
    ),
    Doc("redemptoris-missio", "Redemptoris missio", JOHN_PAUL_II, "1990-12-07", ENCYCLICAL, "la",
        "mission, evangelization, missionaries, new evangelization, gospel",
        "An encyclical on the permanent validity of the Church's missionary mandate. It treats "
        "mission to peoples who have not heard the Gospel, new evangelization and the role of "
        "missionaries.",
        subtitle="On the permanent validity of the Church's missionary mandate",
        url=f"{VATICAN}/john-paul-ii/en/encyclicals/documents/"
        f"hf_jp-ii_enc_07121990_redemptoris-missio.html",
    ),
    Doc("ut-unum-sint", "Ut unum sint", JOHN_PAUL_II, "1995-05-25", ENCYCLICAL, "la",
        "ecumenism, christian unity, dialogue, papacy, bishop of rome",
        "An encyclical on commitment to ecumenism and Christian unity. It invites other "
        "Christians into dialogue about how the ministry of the Bishop of Rome might serve unity.",
        subtitle="On commitment to ecumenism",
        url=f"{VATICAN}/john-paul-ii/en/encyclicals/documents/"
        f"hf_jp-ii_enc_25051995_ut-unum-sint.html",
    ),
    Doc("familiaris-consortio", "Familiaris consortio", JOHN_PAUL_II, "1981-11-22",
        EXHORTATION, "la",
        "family, marriage, children, education, society, domestic church",
        "An exhortation on the role of the Christian family in the modern world. The family is "
        "described as a community of persons that serves life, society and the Church.",
        subtitle="On the role of the Christian family in the modern world",
        url=f"{VATICAN}/john-paul-ii/en/apost_exhortations/documents/"
        f"hf_jp-ii_exh_19811122_familiaris-consortio.html",
    ),
    Doc("redemptor-hominis", "Redemptor hominis", JOHN_PAUL_II, "1979-03-04", ENCYCLICAL, "la",
        "christ, redemption, human person, dignity, human rights, church",
        "The first encyclical of John Paul II. It presents Christ the Redeemer as the one who "
        "reveals the human person to himself, and makes each person the way of the Church, with "
        "attention to human rights, freedom and the threats of the modern world.",
        subtitle="On the Redeemer of man"),
    Doc("dives-in-misericordia", "Dives in misericordia", JOHN_PAUL_II, "1980-11-30",
        ENCYCLICAL, "la",
        "mercy, father, prodigal son, justice, love, forgiveness",
        "An encyclical on the mercy of God the Father. Reading the parable of the prodigal son, "
        "it presents mercy as a love that restores dignity, asks how mercy and justice relate, "
        "and calls the Church to profess and practise mercy.",
        subtitle="On the mercy of God"),
    Doc("slavorum-apostoli", "Slavorum apostoli", JOHN_PAUL_II, "1985-06-02", ENCYCLICAL, "la",
        "cyril and methodius, evangelization, slavs, europe, culture, unity",
        "An encyclical on Saints Cyril and Methodius, apostles of the Slavs and patrons of "
        "Europe. It honours their translation of the liturgy and Scripture into the people's "
        "language as a model of evangelization that respects culture.",
        subtitle="In commemoration of the eleventh centenary of the evangelizing work of Saints "
        "Cyril and Methodius"),
    Doc("dominum-et-vivificantem", "Dominum et vivificantem", JOHN_PAUL_II, "1986-05-18",
        ENCYCLICAL, "la",
        "holy spirit, sin, conscience, grace, church, pentecost",
        "An encyclical on the Holy Spirit, the Lord and giver of life. It speaks of the Spirit "
        "who convinces the world concerning sin, of conscience and conversion, and of the "
        "Spirit's gift of life and grace in the Church.",
        subtitle="On the Holy Spirit in the life of the Church and the world"),
    Doc("redemptoris-mater", "Redemptoris Mater", JOHN_PAUL_II, "1987-03-25", ENCYCLICAL, "la",
        "mary, mother of god, faith, marian year, church, mediation",
        "An encyclical on the Virgin Mary in the life of the pilgrim Church, written for a "
        "Marian Year. It follows Mary's pilgrimage of faith and describes her maternal "
        "presence in the Church.",
        subtitle="On the Blessed Virgin Mary in the life of the pilgrim Church"),
    Doc("sollicitudo-rei-socialis", "Sollicitudo rei socialis", JOHN_PAUL_II, "1987-12-30",
        ENCYCLICAL, "la",
        "development, solidarity, structures of sin, poor, social teaching, justice",
        "A social encyclical marking twenty years since Populorum progressio. It names "
        "structures of sin and proposes solidarity as a virtue, with a preferential love for "
        "the poor in the development of peoples.",
        subtitle="For the twentieth anniversary of Populorum progressio"),
    Doc("ecclesia-de-eucharistia", "Ecclesia de Eucharistia", JOHN_PAUL_II, "2003-04-17",
        ENCYCLICAL, "la",
        "eucharist, mass, church, sacrifice, communion, priesthood, adoration",
        "An encyclical on the Eucharist and the Church, signed on Holy Thursday. It teaches that "
        "the Church draws her life from the Eucharist, explains the sacrament as sacrifice, "
        "presence and communion, and asks for reverent celebration.",
        subtitle="On the Eucharist in its relationship to the Church"),
    Doc("catechesi-tradendae", "Catechesi tradendae", JOHN_PAUL_II, "1979-10-16", EXHORTATION,
        "la",
        "catechesis, catechism, education, faith, children, youth",
        "An exhortation on catechesis in our time, following the 1977 synod. It describes "
        "catechesis as a moment of evangelization centred on Christ, for children, young people "
        "and adults, in the family, the parish and the school.",
        subtitle="On catechesis in our time"),
    Doc("reconciliatio-et-paenitentia", "Reconciliatio et paenitentia", JOHN_PAUL_II,
        "1984-12-02", POST_SYNODAL, "la",
        "reconciliation, penance, confession, sin, mercy, forgiveness",
        "An exhortation following the 1983 synod on reconciliation and penance. It speaks of "
        "personal and social sin, the mercy of God that reconciles, and the sacrament of penance "
        "as the ordinary way of forgiveness.",
        subtitle="On reconciliation and penance in the mission of the Church today"),
    Doc("christifideles-laici", "Christifideles laici", JOHN_PAUL_II, "1988-12-30",
        POST_SYNODAL, "la",
        "laity, lay faithful, vocation, mission, women, society",
        "An exhortation on the vocation and mission of lay people, following the 1987 synod. "
        "Using the image of the vine and the branches, it describes their dignity, their "
        "communion in the Church and their task in family, work, culture and politics.",
        subtitle="On the vocation and the mission of the lay faithful in the Church and in the "
        "world"),
    Doc("pastores-dabo-vobis", "Pastores dabo vobis", JOHN_PAUL_II, "1992-03-25", POST_SYNODAL,
        "la",
        "priests, priesthood, seminary, formation, vocation",
        "An exhortation on the formation of priests, following the 1990 synod. It treats the "
        "identity of the priest, vocations, and the human, spiritual, intellectual and pastoral "
        "dimensions of formation before and after ordination.",
        subtitle="On the formation of priests in the circumstances of the present day"),
    Doc("vita-consecrata", "Vita consecrata", JOHN_PAUL_II, "1996-03-25", POST_SYNODAL, "la",
        "consecrated life, religious, vows, evangelical counsels, mission",
        "An exhortation on the consecrated life, following the 1994 synod. It presents the "
        "evangelical counsels of chastity, poverty and obedience as a sign of the Kingdom and "
        "describes the communion and mission of religious communities.",
        subtitle="On the consecrated life and its mission in the Church and in the world"),
    Doc("ecclesia-in-africa", "Ecclesia in Africa", JOHN_PAUL_II, "1995-09-14", POST_SYNODAL,
        "la",
        "africa, evangelization, inculturation, family, justice, peace",
        "An exhortation following the special synod for Africa. It describes the Church in "
        "Africa as a family of God and treats evangelization, inculturation, dialogue, justice "
        "and peace, and the media."),
    Doc("ecclesia-in-america", "Ecclesia in America", JOHN_PAUL_II, "1999-01-22", POST_SYNODAL,
        "la",
        "america, conversion, communion, solidarity, evangelization, migrants",
        "An exhortation following the synod for America, signed in Mexico City. It proposes "
        "the encounter with the living Christ as the way to conversion, communion and "
        "solidarity across the continent."),
    Doc("ecclesia-in-europa", "Ecclesia in Europa", JOHN_PAUL_II, "2003-06-28", POST_SYNODAL,
        "la",
        "europe, hope, gospel, culture, evangelization",
        "An exhortation following the second synod for Europe. It speaks of a loss of Christian "
        "memory on the continent and proposes Jesus Christ, alive in his Church, as the source "
        "of hope for Europe."),
    Doc("mulieris-dignitatem", "Mulieris dignitatem", JOHN_PAUL_II, "1988-08-15", LETTER, "la",
        "women, dignity, vocation, mary, motherhood, virginity",
        "A letter on the dignity and vocation of women, written during the Marian Year. "
        "Reflecting on Genesis, Mary and the women of the Gospel, it speaks of the equal dignity "
        "of man and woman and of the genius of women.",
        subtitle="On the dignity and vocation of women"),
    Doc("salvifici-doloris", "Salvifici doloris", JOHN_PAUL_II, "1984-02-11", LETTER, "la",
        "suffering, pain, cross, redemption, good samaritan, sick",
        "A letter on the Christian meaning of human suffering. It reads suffering in the light "
        "of the cross, where it becomes a share in redemption, and uses the Good Samaritan to "
        "describe the call to care for those who suffer.",
        subtitle="On the Christian meaning of human suffering"),
    Doc("tertio-millennio-adveniente", "Tertio millennio adveniente", JOHN_PAUL_II,
        "1994-11-10", LETTER, "la",
        "jubilee 2000, great jubilee, holy year, trinity, preparation",
        "A letter on preparing for the Great Jubilee of the Year 2000. It sets out years "
        "devoted to Christ, the Holy Spirit and the Father, and asks the Church to examine its "
        "conscience at the threshold of the new millennium.",
        subtitle="On preparation for the Jubilee of the Year 2000"),
    Doc("novo-millennio-ineunte", "Novo millennio ineunte", JOHN_PAUL_II, "2001-01-06", LETTER,
        "la",
        "holiness, prayer, contemplation, communion, charity, jubilee",
        "A letter at the close of the Great Jubilee. It invites the Church to start afresh from "
        "Christ, to make holiness and prayer the priorities of pastoral life, and to become a "
        "home and school of communion.",
        subtitle="At the close of the Great Jubilee of the Year 2000"),
    Doc("rosarium-virginis-mariae", "Rosarium Virginis Mariae", JOHN_PAUL_II, "2002-10-16",
        LETTER, "la",
        "rosary, mary, luminous mysteries, prayer, contemplation",
        "A letter on the Rosary, which it presents as contemplating the face of Christ with "
        "Mary. It proposes the five luminous mysteries of Christ's public life and opens a Year "
        "of the Rosary.",
        subtitle="On the most holy Rosary"),
    Doc("dies-domini", "Dies Domini", JOHN_PAUL_II, "1998-05-31", LETTER, "la",
        "sunday, lord's day, eucharist, mass, rest, resurrection",
        "A letter on keeping Sunday holy. It presents Sunday as the day of the Lord, of Christ, "
        "of the Church, of man and of days, centred on the Sunday Eucharist, with rest, joy and "
        "solidarity.",
        subtitle="On keeping the Lord's Day holy"),
    Doc("ordinatio-sacerdotalis", "Ordinatio sacerdotalis", JOHN_PAUL_II, "1994-05-22", LETTER,
        "la",
        "priesthood, ordination, women, apostles",
        "A short letter declaring that the Church has no authority to confer priestly "
        "ordination on women, a judgement to be held definitively. It recalls Christ's choice "
        "of the Twelve and the constant practice of the Church.",
        subtitle="On reserving priestly ordination to men alone"),
    Doc("gratissimam-sane", "Letter to Families (Gratissimam sane)", JOHN_PAUL_II,
        "1994-02-02", "Letter", "la",
        "family, marriage, love, civilization of love, children",
        "A letter addressed to families for the Year of the Family. It speaks of the family as "
        "a communion of persons, of marriage as a covenant of love, and of families as builders "
        "of a civilization of love."),
    Doc("fidei-depositum", "Fidei depositum", JOHN_PAUL_II, "1992-10-11", CONSTITUTION, "la",
        "catechism, faith, doctrine, deposit of faith",
        "The constitution by which the Catechism of the Catholic Church was published, on the "
        "thirtieth anniversary of the opening of the Second Vatican Council. It explains how "
        "the Catechism was prepared, how it is arranged, and its value as a sure norm for "
        "teaching the faith.",
        subtitle="On the publication of the Catechism of the Catholic Church"),
    Doc("sacrae-disciplinae-leges", "Sacrae disciplinae leges", JOHN_PAUL_II, "1983-01-25",
        CONSTITUTION, "la",
        "canon law, code, church law, second vatican council",
        "The constitution that promulgated the 1983 Code of Canon Law. It calls the Code an "
        "effort to translate the Council's teaching on the Church into canonical language, and "
        "describes the work of revision since 1959.",
        subtitle="Promulgating the Code of Canon Law"),
    Doc("ex-corde-ecclesiae", "Ex corde Ecclesiae", JOHN_PAUL_II, "1990-08-15", CONSTITUTION,
        "la",
        "universities, education, faith, reason, research, culture",
        "A constitution on Catholic universities. It describes their identity and mission in "
        "the search for truth, the dialogue between faith and reason, and gives general norms "
        "for their life.",
        subtitle="On Catholic universities"),
    Doc("pastor-bonus", "Pastor bonus", JOHN_PAUL_II, "1988-06-28", CONSTITUTION, "la",
        "roman curia, congregations, pontifical councils, pope, service",
        "A constitution on the Roman Curia, in force until 2022. It set out the secretariat, "
        "congregations, tribunals and councils that assist the Pope, and described their work "
        "as a service to the universal Church.",
        subtitle="On the Roman Curia"),
    Doc("universi-dominici-gregis", "Universi Dominici gregis", JOHN_PAUL_II, "1996-02-22",
        CONSTITUTION, "la",
        "conclave, election of the pope, cardinals, vacancy, sistine chapel",
        "A constitution on the vacancy of the Apostolic See and the election of the Roman "
        "Pontiff. It governs the conclave, the cardinal electors, the oath of secrecy and the "
        "voting in the Sistine Chapel.",
        subtitle="On the vacancy of the Apostolic See and the election of the Roman Pontiff"),
    Doc("divinus-perfectionis-magister", "Divinus perfectionis Magister", JOHN_PAUL_II,
        "1983-01-25", CONSTITUTION, "la",
        "saints, canonization, beatification, causes, miracles",
        "A constitution on the procedure for the causes of saints. It gives diocesan bishops "
        "the investigation of a candidate's life, virtues or martyrdom and miracles, and sets "
        "the role of the Congregation for the Causes of Saints.",
        subtitle="On the procedure for causes of saints"),
    Doc("misericordia-dei", "Misericordia Dei", JOHN_PAUL_II, "2002-04-07", MOTU_PROPRIO, "la",
        "penance, confession, mercy, absolution, reconciliation",
        "A motu proprio on the celebration of the sacrament of penance. It recalls that "
        "individual confession and absolution are the ordinary way of reconciliation, limits "
        "general absolution to real emergencies, and asks for generous availability of "
        "confessors.",
        subtitle="On certain aspects of the celebration of the sacrament of penance"),
    Doc("apostolos-suos", "Apostolos suos", JOHN_PAUL_II, "1998-05-21", MOTU_PROPRIO, "la",
        "bishops, episcopal conferences, collegiality, teaching authority",
        "A motu proprio on the theological and juridical nature of conferences of bishops, "
        "including when their doctrinal declarations carry authority.",
        subtitle="On the theological and juridical nature of episcopal conferences"),
]
# fmt: on
