"""Sample documents of the popes from Pius IX to Paul VI.

Real titles, dates and types; every summary is our own short description, not the text.
"""

from __future__ import annotations

from sandbox.catalog.document_record import (
    BENEDICT_XV,
    CONSTITUTION,
    ENCYCLICAL,
    EXHORTATION,
    JOHN_XXIII,
    LEO_XIII,
    LETTER,
    MOTU_PROPRIO,
    PAUL_VI,
    PIUS_IX,
    PIUS_X,
    PIUS_XI,
    PIUS_XII,
    VATICAN,
    Doc,
)

# fmt: off
DOCUMENTS: list[Doc] = [
    Doc("humanae-vitae", "Humanae vitae", PAUL_VI, "1968-07-25", ENCYCLICAL, "la",
        "marriage, married love, responsible parenthood, contraception, life, family",
        "An encyclical on married love and the regulation of births. It teaches that the unitive "
        "and procreative meanings of the marital act belong together, and speaks of responsible "
        "parenthood.",
        subtitle="On the regulation of birth",
        url=f"{VATICAN}/paul-vi/en/encyclicals/documents/"
        f"hf_p-vi_enc_25071968_humanae-vitae.html",
    ),
    Doc("populorum-progressio", "Populorum progressio", PAUL_VI, "1967-03-26", ENCYCLICAL, "la",
        "development, poverty, peace, solidarity, poor nations, justice",
        "An encyclical on the development of peoples. It argues that development must be "
        "integral, serving every person and the whole person, and that development is the new "
        "name for peace.",
        subtitle="On the development of peoples",
        url=f"{VATICAN}/paul-vi/en/encyclicals/documents/hf_p-vi_enc_26031967_populorum.html",
    ),
    Doc("evangelii-nuntiandi", "Evangelii nuntiandi", PAUL_VI, "1975-12-08", EXHORTATION, "la",
        "evangelization, gospel, witness, mission, culture",
        "An exhortation on evangelization in the modern world. It says the Church exists in order"
        " to evangelize and stresses the witness of life.",
        subtitle="On evangelization in the modern world",
        url=f"{VATICAN}/paul-vi/en/apost_exhortations/documents/"
        f"hf_p-vi_exh_19751208_evangelii-nuntiandi.html",
    ),
    Doc("pacem-in-terris", "Pacem in terris", JOHN_XXIII, "1963-04-11", ENCYCLICAL, "la",
        "peace, human rights, war, justice, freedom, world community",
        "An encyclical on establishing universal peace in truth, justice, charity and liberty. It"
        " sets out human rights and duties and the order that should govern relations between "
        "persons, states and the world community, at a time of nuclear tension and war.",
        subtitle="On establishing universal peace in truth, justice, charity and liberty",
        url=f"{VATICAN}/john-xxiii/en/encyclicals/documents/hf_j-xxiii_enc_11041963_pacem.html",
    ),
    Doc("mater-et-magistra", "Mater et magistra", JOHN_XXIII, "1961-05-15", ENCYCLICAL, "la",
        "social teaching, agriculture, workers, wages, poor nations, justice",
        "An encyclical on Christianity and social progress. It addresses agriculture, just wages "
        "for workers and the gap between rich and poor nations.",
        subtitle="On Christianity and social progress",
        url=f"{VATICAN}/john-xxiii/en/encyclicals/documents/hf_j-xxiii_enc_15051961_mater.html",
    ),
    Doc("rerum-novarum", "Rerum novarum", LEO_XIII, "1891-05-15", ENCYCLICAL, "la",
        "workers, just wage, labour, private property, unions, social teaching",
        "An encyclical on capital and labour, usually counted as the start of modern Catholic "
        "social teaching. It defends the rights of workers to a just wage and to form "
        "associations, while upholding private property.",
        subtitle="On capital and labour",
        url=f"{VATICAN}/leo-xiii/en/encyclicals/documents/"
        f"hf_l-xiii_enc_15051891_rerum-novarum.html",
    ),
    Doc("aeterni-patris", "Aeterni Patris", LEO_XIII, "1879-08-04", ENCYCLICAL, "la",
        "philosophy, thomas aquinas, scholasticism, faith, reason, seminaries",
        "An encyclical on the restoration of Christian philosophy. It recommends the study of "
        "Saint Thomas Aquinas in seminaries and universities.",
        subtitle="On the restoration of Christian philosophy",
        url=f"{VATICAN}/leo-xiii/en/encyclicals/documents/"
        f"hf_l-xiii_enc_04081879_aeterni-patris.html",
    ),
    Doc("quadragesimo-anno", "Quadragesimo anno", PIUS_XI, "1931-05-15", ENCYCLICAL, "la",
        "subsidiarity, social order, workers, economy, justice, social teaching",
        "An encyclical on reconstructing the social order, forty years after *Rerum novarum*. It "
        "is known for formulating the principle of subsidiarity.",
        subtitle="On reconstruction of the social order",
        url=f"{VATICAN}/pius-xi/en/encyclicals/documents/"
        f"hf_p-xi_enc_19310515_quadragesimo-anno.html",
    ),
    Doc("ecclesiam-suam", "Ecclesiam suam", PAUL_VI, "1964-08-06", ENCYCLICAL, "la",
        "church, dialogue, renewal, self-awareness, council",
        "The first encyclical of Paul VI, written while the Council was in session. It asks the "
        "Church to deepen her awareness of herself, to renew herself, and to enter into "
        "dialogue with the world in widening circles.",
        subtitle="On the Church"),
    Doc("mysterium-fidei", "Mysterium fidei", PAUL_VI, "1965-09-03", ENCYCLICAL, "la",
        "eucharist, real presence, transubstantiation, mass, adoration",
        "An encyclical on the doctrine and worship of the Eucharist. It reaffirms the real "
        "presence of Christ and transubstantiation against reductive interpretations, and "
        "encourages adoration of the Blessed Sacrament.",
        subtitle="On the doctrine and worship of the Holy Eucharist"),
    Doc("sacerdotalis-caelibatus", "Sacerdotalis caelibatus", PAUL_VI, "1967-06-24", ENCYCLICAL,
        "la",
        "priesthood, celibacy, priests, vocation, chastity",
        "An encyclical on priestly celibacy. It answers objections raised at the time and "
        "presents celibacy as a gift linked to Christ, to the Church and to the coming Kingdom.",
        subtitle="On the celibacy of the priest"),
    Doc("marialis-cultus", "Marialis cultus", PAUL_VI, "1974-02-02", EXHORTATION, "la",
        "mary, devotion, liturgy, rosary, angelus",
        "An exhortation on devotion to the Virgin Mary. It describes Mary's place in the "
        "renewed liturgical year, gives guidelines for Marian devotion, and commends the "
        "Angelus and the Rosary.",
        subtitle="For the right ordering and development of devotion to the Blessed Virgin Mary"),
    Doc("gaudete-in-domino", "Gaudete in Domino", PAUL_VI, "1975-05-09", EXHORTATION, "la",
        "joy, saints, hope, holy year, mary",
        "An exhortation on Christian joy, written during the Holy Year 1975. It speaks of the "
        "joy of Christ and of the saints and invites Christians to rediscover joy as a fruit "
        "of the Spirit.",
        subtitle="On Christian joy"),
    Doc("octogesima-adveniens", "Octogesima adveniens", PAUL_VI, "1971-05-14", LETTER, "la",
        "urbanisation, politics, social teaching, justice, workers, equality",
        "A letter for the eightieth anniversary of Rerum novarum. It treats new social "
        "problems such as urbanisation, discrimination and the environment, and the political "
        "responsibility of Christians.",
        subtitle="On the eightieth anniversary of Rerum novarum"),
    Doc("paenitemini", "Paenitemini", PAUL_VI, "1966-02-17", CONSTITUTION, "la",
        "penance, fasting, abstinence, conversion, lent",
        "A constitution on penance that reorganised the rules of fast and abstinence. It "
        "explains penance as conversion of heart and leaves episcopal conferences room to adapt "
        "its practice."),
    Doc("missale-romanum", "Missale Romanum", PAUL_VI, "1969-04-03", CONSTITUTION, "la",
        "roman missal, mass, liturgy, eucharistic prayers, reform",
        "The constitution that promulgated the Roman Missal revised after the Second Vatican "
        "Council. It introduces the new eucharistic prayers, the revised order of Mass and the "
        "richer choice of Scripture readings.",
        subtitle="Promulgating the Roman Missal revised by decree of the Second Vatican Council"),
    Doc("indulgentiarum-doctrina", "Indulgentiarum doctrina", PAUL_VI, "1967-01-01",
        CONSTITUTION, "la",
        "indulgences, penance, communion of saints, sin, mercy",
        "A constitution on the revision of indulgences. It explains their basis in the "
        "communion of saints and the mercy of God, and simplifies the norms for gaining them.",
        subtitle="On the revision of sacred indulgences"),
    Doc("credo-of-the-people-of-god", "Credo of the People of God", PAUL_VI, "1968-06-30",
        MOTU_PROPRIO, "la",
        "creed, faith, profession of faith, year of faith",
        "A solemn profession of faith pronounced by Paul VI at the close of the Year of Faith "
        "(the motu proprio Solemni hac liturgia). It restates the articles of the creed with "
        "clarifications on questions debated after the Council."),
    Doc("ad-petri-cathedram", "Ad Petri cathedram", JOHN_XXIII, "1959-06-29", ENCYCLICAL, "la",
        "truth, unity, peace, charity",
        "The first encyclical of John XXIII. It speaks of truth, unity and peace in a spirit of "
        "charity, and of his hope for the unity of all Christians.",
        subtitle="On truth, unity and peace, in a spirit of charity"),
    Doc("humanae-salutis", "Humanae salutis", JOHN_XXIII, "1961-12-25", CONSTITUTION, "la",
        "second vatican council, council, renewal, unity",
        "The constitution by which the Second Vatican Council was convoked. It reads the signs "
        "of the times and sets out the hopes of the council for the Church and the world.",
        subtitle="Convoking the Second Vatican Council"),
    Doc("veterum-sapientia", "Veterum sapientia", JOHN_XXIII, "1962-02-22", CONSTITUTION, "la",
        "latin, education, seminaries, liturgy",
        "A constitution on the study of Latin, which it calls the living language of the "
        "Church. It asks that Latin be taught and used in seminaries and ecclesiastical "
        "studies.",
        subtitle="On the promotion of the study of Latin"),
    Doc("summi-pontificatus", "Summi pontificatus", PIUS_XII, "1939-10-20", ENCYCLICAL, "la",
        "unity, war, human society, natural law, state",
        "The first encyclical of Pius XII, published in the first weeks of the Second World "
        "War. It traces the evils of the age to the rejection of natural law and affirms the "
        "unity of the human race.",
        subtitle="On the unity of human society"),
    Doc("mystici-corporis-christi", "Mystici corporis Christi", PIUS_XII, "1943-06-29",
        ENCYCLICAL, "la",
        "church, mystical body, christ, holy spirit, grace",
        "An encyclical on the Church as the mystical body of Christ. It describes Christ as "
        "head, the Holy Spirit as soul of the body, and the union of the faithful with Christ "
        "through grace.",
        subtitle="On the Mystical Body of Christ"),
    Doc("divino-afflante-spiritu", "Divino afflante Spiritu", PIUS_XII, "1943-09-30",
        ENCYCLICAL, "la",
        "bible, scripture, exegesis, literary forms, study",
        "An encyclical on biblical studies, fifty years after Providentissimus Deus. It "
        "encourages study of the original languages and attention to literary forms, opening "
        "the way to modern Catholic exegesis.",
        subtitle="On promoting biblical studies"),
    Doc("mediator-dei", "Mediator Dei", PIUS_XII, "1947-11-20", ENCYCLICAL, "la",
        "liturgy, eucharist, mass, worship, participation",
        "An encyclical on the sacred liturgy. It describes the liturgy as the public worship "
        "of Christ and his Church, encourages the participation of the faithful, and warns "
        "against excesses.",
        subtitle="On the sacred liturgy"),
    Doc("humani-generis", "Humani generis", PIUS_XII, "1950-08-12", ENCYCLICAL, "la",
        "theology, evolution, philosophy, doctrine, errors",
        "An encyclical on opinions that threatened Catholic doctrine. It defends the capacity "
        "of reason, addresses evolution and the origin of the human race, and warns against "
        "relativism in theology.",
        subtitle="Concerning some false opinions threatening to undermine the foundations of "
        "Catholic doctrine"),
    Doc("munificentissimus-deus", "Munificentissimus Deus", PIUS_XII, "1950-11-01",
        CONSTITUTION, "la",
        "mary, assumption, dogma, heaven",
        "The constitution that defined the dogma of the Assumption: that Mary, at the end of "
        "her earthly life, was taken up body and soul into heavenly glory.",
        subtitle="Defining the dogma of the Assumption"),
    Doc("haurietis-aquas", "Haurietis aquas", PIUS_XII, "1956-05-15", ENCYCLICAL, "la",
        "sacred heart, love, devotion, jesus",
        "An encyclical on devotion to the Sacred Heart of Jesus, written a century after the "
        "feast was extended to the whole Church. It grounds the devotion in Scripture and the "
        "Fathers as worship of the love of Christ.",
        subtitle="On devotion to the Sacred Heart"),
    Doc("fulgens-corona", "Fulgens corona", PIUS_XII, "1953-09-08", ENCYCLICAL, "la",
        "mary, immaculate conception, marian year",
        "An encyclical proclaiming a Marian Year for the centenary of the definition of the "
        "Immaculate Conception, with an invitation to prayer and conversion.",
        subtitle="Proclaiming a Marian Year"),
    Doc("casti-connubii", "Casti connubii", PIUS_XI, "1930-12-31", ENCYCLICAL, "la",
        "marriage, family, children, chastity, divorce",
        "An encyclical on Christian marriage. It describes the goods of marriage, offspring, "
        "fidelity and the sacrament, and opposes contemporary attacks on the family.",
        subtitle="On Christian marriage"),
    Doc("quas-primas", "Quas primas", PIUS_XI, "1925-12-11", ENCYCLICAL, "la",
        "christ the king, kingship, feast, society",
        "The encyclical that established the feast of Christ the King. It teaches that Christ's "
        "kingship extends over individuals and societies and sees the feast as a remedy for "
        "secularism.",
        subtitle="On the feast of Christ the King"),
    Doc("mit-brennender-sorge", "Mit brennender Sorge", PIUS_XI, "1937-03-14", ENCYCLICAL, "de",
        "nazism, germany, racism, religious freedom, church",
        "An encyclical written in German and read from the pulpits of Germany. It protested "
        "violations of the concordat by the National Socialist state and rejected the idolatry "
        "of race and nation.",
        subtitle="On the Church and the German Reich"),
    Doc("divini-redemptoris", "Divini Redemptoris", PIUS_XI, "1937-03-19", ENCYCLICAL, "la",
        "communism, atheism, social justice, workers",
        "An encyclical on atheistic communism. It sets out the errors of the communist system "
        "and proposes the Church's social teaching and social justice as the answer.",
        subtitle="On atheistic communism"),
    Doc("divini-illius-magistri", "Divini illius magistri", PIUS_XI, "1929-12-31", ENCYCLICAL,
        "la",
        "education, schools, family, children, state",
        "An encyclical on Christian education. It describes the roles of family, Church and "
        "state in education and defends the rights of parents and of Catholic schools.",
        subtitle="On Christian education"),
    Doc("mortalium-animos", "Mortalium animos", PIUS_XI, "1928-01-06", ENCYCLICAL, "la",
        "christian unity, ecumenism, truth",
        "An encyclical on religious unity, written in response to the early ecumenical "
        "movement. It holds that unity must be grounded in the one true faith."),
    Doc("miserentissimus-redemptor", "Miserentissimus Redemptor", PIUS_XI, "1928-05-08",
        ENCYCLICAL, "la",
        "sacred heart, reparation, mercy, devotion",
        "An encyclical on reparation to the Sacred Heart of Jesus. It explains reparation as "
        "love answering the merciful love of the Redeemer.",
        subtitle="On reparation to the Sacred Heart"),
    Doc("ad-beatissimi-apostolorum", "Ad beatissimi Apostolorum", BENEDICT_XV, "1914-11-01",
        ENCYCLICAL, "la",
        "peace, war, world war, charity",
        "The first encyclical of Benedict XV, written in the first months of the First World "
        "War. It pleads for peace and names the lack of charity as a root of the conflict.",
        subtitle="Appealing for peace"),
    Doc("pacem-dei-munus", "Pacem, Dei munus pulcherrimum", BENEDICT_XV, "1920-05-23",
        ENCYCLICAL, "la",
        "peace, reconciliation, forgiveness, nations, war",
        "An encyclical written after the First World War. It asks for reconciliation between "
        "peoples, forgiveness of enemies and charity as the foundation of a lasting peace.",
        subtitle="On peace and Christian reconciliation"),
    Doc("spiritus-paraclitus", "Spiritus Paraclitus", BENEDICT_XV, "1920-09-15", ENCYCLICAL,
        "la",
        "saint jerome, bible, scripture, inspiration",
        "An encyclical for the fifteenth centenary of the death of Saint Jerome. It presents "
        "his love for Scripture and teaches on biblical inspiration and inerrancy.",
        subtitle="On Saint Jerome"),
    Doc("maximum-illud", "Maximum illud", BENEDICT_XV, "1919-11-30", LETTER, "la",
        "mission, missionaries, native clergy, evangelization",
        "A letter on the missions. It asks missionaries to serve the Gospel rather than their "
        "own nations and to train a local clergy in the lands they evangelize.",
        subtitle="On the propagation of the faith throughout the world"),
    Doc("e-supremi", "E supremi", PIUS_X, "1903-10-04", ENCYCLICAL, "la",
        "christ, restoration, priests, seminaries",
        "The first encyclical of Pius X, who took as his programme to restore all things in "
        "Christ, with particular attention to the formation of priests.",
        subtitle="On the restoration of all things in Christ"),
    Doc("acerbo-nimis", "Acerbo nimis", PIUS_X, "1905-04-15", ENCYCLICAL, "la",
        "catechism, catechesis, doctrine, children, parish",
        "An encyclical on teaching Christian doctrine. It blames ignorance of the faith for many "
        "evils and requires parish catechism for children and adults.",
        subtitle="On teaching Christian doctrine"),
    Doc("pascendi-dominici-gregis", "Pascendi dominici gregis", PIUS_X, "1907-09-08",
        ENCYCLICAL, "la",
        "modernism, theology, philosophy, doctrine, errors",
        "An encyclical on modernism, which it describes as a synthesis of errors. It analyses "
        "modernist positions in philosophy, theology and history and prescribes remedies.",
        subtitle="On the doctrines of the Modernists"),
    Doc("tra-le-sollecitudini", "Tra le sollecitudini", PIUS_X, "1903-11-22", MOTU_PROPRIO,
        "it",
        "sacred music, gregorian chant, liturgy, participation",
        "A motu proprio on sacred music. It holds up Gregorian chant as the model of Church "
        "music and first spoke of the active participation of the faithful in the liturgy.",
        subtitle="On the restoration of sacred music"),
    Doc("providentissimus-deus", "Providentissimus Deus", LEO_XIII, "1893-11-18", ENCYCLICAL,
        "la",
        "bible, scripture, inspiration, study",
        "An encyclical on the study of Holy Scripture. It encourages biblical scholarship, "
        "defends the inspiration of the Bible and addresses apparent conflicts with science.",
        subtitle="On the study of Holy Scripture"),
    Doc("immortale-dei", "Immortale Dei", LEO_XIII, "1885-11-01", ENCYCLICAL, "la",
        "state, church and state, politics, society",
        "An encyclical on the Christian constitution of states. It distinguishes the spheres of "
        "Church and state and their cooperation for the good of society.",
        subtitle="On the Christian constitution of states"),
    Doc("libertas-praestantissimum", "Libertas praestantissimum", LEO_XIII, "1888-06-20",
        ENCYCLICAL, "la",
        "freedom, liberty, law, conscience",
        "An encyclical on the nature of human liberty. It describes freedom as a power ordered "
        "to the good and guided by law, and examines the liberties claimed by liberalism.",
        subtitle="On the nature of human liberty"),
    Doc("divinum-illud-munus", "Divinum illud munus", LEO_XIII, "1897-05-09", ENCYCLICAL, "la",
        "holy spirit, grace, novena, pentecost",
        "An encyclical on the Holy Spirit, who dwells in the Church and in the souls of the just "
        "through grace. It asks for a novena before Pentecost.",
        subtitle="On the Holy Spirit"),
    Doc("quamquam-pluries", "Quamquam pluries", LEO_XIII, "1889-08-15", ENCYCLICAL, "la",
        "saint joseph, family, workers, devotion",
        "An encyclical on devotion to Saint Joseph, whom it presents as patron of the Church, "
        "model for fathers of families and for workers.",
        subtitle="On devotion to Saint Joseph"),
    Doc("ineffabilis-deus", "Ineffabilis Deus", PIUS_IX, "1854-12-08", CONSTITUTION, "la",
        "mary, immaculate conception, dogma, grace, original sin",
        "The constitution that defined the dogma of the Immaculate Conception: that Mary was "
        "preserved from original sin from the first moment of her conception, by a singular "
        "grace of God.",
        subtitle="Defining the dogma of the Immaculate Conception"),
    Doc("quanta-cura", "Quanta cura", PIUS_IX, "1864-12-08", ENCYCLICAL, "la",
        "errors, syllabus, religious liberty, state",
        "An encyclical condemning errors of the time on religion and society, published with the "
        "Syllabus of Errors.",
        subtitle="Condemning current errors"),
]
# fmt: on
