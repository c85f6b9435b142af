"""Sample documents of the Second Vatican Council, the Catechism and canon law.

Real titles, dates and references; every summary is our own short description.
"""

from __future__ import annotations

from sandbox.catalog.document_record import (
    CANON_LAW,
    CATECHISM,
    COUNCIL,
    COUNCIL_DOCUMENTS,
    HOLY_SEE,
    VATICAN,
    Doc,
)

# fmt: off
DOCUMENTS: list[Doc] = [
    Doc("lumen-gentium", "Lumen gentium", COUNCIL, "1964-11-21", "Dogmatic Constitution", "la",
        "church, people of god, bishops, laity, holiness, mary, hierarchy",
        "The Council's dogmatic constitution on the Church. It describes the Church as the people"
        " of God and a sacrament of unity, explains the hierarchy and the laity, and teaches the "
        "universal call to holiness. Its last chapter presents the Virgin Mary within the mystery"
        " of Christ and the Church.",
        subtitle="Dogmatic Constitution on the Church",
        ref="Dogmatic Constitution on the Church, 21 November 1964",
        url=f"{COUNCIL_DOCUMENTS}/vat-ii_const_19641121_lumen-gentium_en.html",
    ),
    Doc("gaudium-et-spes", "Gaudium et spes", COUNCIL, "1965-12-07", "Pastoral Constitution", "la",
        "modern world, human dignity, marriage, family, culture, economy, peace, war",
        "The Council's pastoral constitution on the Church in the modern world. It treats the "
        "dignity of the human person, marriage and family, culture, economic and social life, the"
        " political community, and peace and war.",
        subtitle="Pastoral Constitution on the Church in the Modern World",
        ref="Pastoral Constitution on the Church in the Modern World, 7 December 1965",
        url=f"{COUNCIL_DOCUMENTS}/vat-ii_const_19651207_gaudium-et-spes_en.html",
    ),
    Doc("dei-verbum", "Dei Verbum", COUNCIL, "1965-11-18", "Dogmatic Constitution", "la",
        "revelation, scripture, bible, tradition, word of god, inspiration",
        "The Council's constitution on divine revelation. It explains how Scripture and Tradition"
        " transmit revelation, the inspiration and interpretation of the Bible, and the place of "
        "Scripture in the life of the Church.",
        subtitle="Dogmatic Constitution on Divine Revelation",
        ref="Dogmatic Constitution on Divine Revelation, 18 November 1965",
        url=f"{COUNCIL_DOCUMENTS}/vat-ii_const_19651118_dei-verbum_en.html",
    ),
    Doc("sacrosanctum-concilium", "Sacrosanctum concilium", COUNCIL, "1963-12-04",
        "Constitution", "la",
        "liturgy, mass, eucharist, participation, sacraments, sacred music",
        "The Council's constitution on the liturgy. It calls for full, conscious and active "
        "participation of the faithful and describes the liturgy, above all the Eucharist and the"
        " Mass, as the summit and source of the Church's life.",
        subtitle="Constitution on the Sacred Liturgy",
        ref="Constitution on the Sacred Liturgy, 4 December 1963",
        url=f"{COUNCIL_DOCUMENTS}/vat-ii_const_19631204_sacrosanctum-concilium_en.html",
    ),
    Doc("dignitatis-humanae", "Dignitatis humanae", COUNCIL, "1965-12-07", "Declaration", "la",
        "religious freedom, liberty, conscience, dignity, state",
        "The Council's declaration on religious freedom. It teaches that every person has a right"
        " to religious liberty grounded in human dignity, free from coercion by individuals or "
        "the state.",
        subtitle="Declaration on Religious Freedom",
        ref="Declaration on Religious Freedom, 7 December 1965",
        url=f"{COUNCIL_DOCUMENTS}/vat-ii_decl_19651207_dignitatis-humanae_en.html",
    ),
    Doc("nostra-aetate", "Nostra aetate", COUNCIL, "1965-10-28", "Declaration", "la",
        "interreligious dialogue, judaism, islam, hinduism, buddhism, religions",
        "The Council's declaration on relations with other religions. It speaks with respect of "
        "Hinduism, Buddhism, Islam and especially Judaism, and rejects every form of "
        "discrimination.",
        subtitle="Declaration on the Relation of the Church to Non-Christian Religions",
        ref=(
            "Declaration on the Relation of the Church to Non-Christian Religions, 28 October "
            "1965"
        ),
        url=f"{COUNCIL_DOCUMENTS}/vat-ii_decl_19651028_nostra-aetate_en.html",
    ),
    Doc("unitatis-redintegratio", "Unitatis redintegratio", COUNCIL, "1964-11-21", "Decree", "la",
        "ecumenism, christian unity, dialogue, separated brethren",
        "The Council's decree on ecumenism and the restoration of unity among Christians. It "
        "encourages prayer, dialogue and cooperation with other Churches and communities.",
        subtitle="Decree on Ecumenism",
        ref="Decree on Ecumenism, 21 November 1964",
        url=f"{COUNCIL_DOCUMENTS}/vat-ii_decree_19641121_unitatis-redintegratio_en.html",
    ),
    Doc("catechism", "Catechism of the Catholic Church", HOLY_SEE, "1992-10-11", CATECHISM, "fr",
        "catechism, creed, sacraments, commandments, prayer, faith, doctrine",
        "A reference summary of Catholic belief and practice in four parts: the profession of "
        "faith, the sacraments, life in Christ and Christian prayer. It covers the Creed, the "
        "seven sacraments including baptism and the Eucharist, the commandments and moral life, "
        "and the Lord's Prayer.",
        ref="Promulgated by Pope John Paul II, 11 October 1992; second edition 1997",
        url="https://www.vatican.va/archive/ENG0015/_INDEX.HTM",
    ),
    Doc("code-of-canon-law", "Code of Canon Law", HOLY_SEE, "1983-01-25", CANON_LAW, "la",
        "canon law, church law, people of god, sacraments, sanctions, procedures",
        "The body of law of the Latin Church. It covers the people of God, the teaching and "
        "sanctifying offices of the Church, church property, sanctions and procedures.",
        ref="Promulgated by Pope John Paul II, 25 January 1983",
        url="https://www.vatican.va/archive/cod-iuris-canonici/cic_index_en.html",
    ),
    Doc("inter-mirifica", "Inter mirifica", COUNCIL, "1963-12-04", "Decree", "la",
        "media, social communications, press, cinema, radio, television",
        "The Council's decree on the means of social communication. It recognises the press, "
        "cinema, radio and television as gifts that can serve the Gospel and the common good, "
        "and sets out the moral responsibilities of those who produce and use them.",
        subtitle="Decree on the Media of Social Communications",
        url=f"{COUNCIL_DOCUMENTS}/vat-ii_decree_19631204_inter-mirifica_en.html"),
    Doc("orientalium-ecclesiarum", "Orientalium Ecclesiarum", COUNCIL, "1964-11-21", "Decree",
        "la",
        "eastern catholic churches, rites, patriarchs, liturgy, ecumenism",
        "The Council's decree on the Catholic Eastern Churches. It affirms the equal dignity of "
        "the particular Churches and their rites, the rights of patriarchs, and the "
        "preservation of their liturgical and spiritual heritage.",
        subtitle="Decree on the Catholic Churches of the Eastern Rite",
        url=f"{COUNCIL_DOCUMENTS}/vat-ii_decree_19641121_orientalium-ecclesiarum_en.html"),
    Doc("christus-dominus", "Christus Dominus", COUNCIL, "1965-10-28", "Decree", "la",
        "bishops, dioceses, episcopal conferences, pastoral office, collegiality",
        "The Council's decree on the pastoral office of bishops. It treats bishops in relation "
        "to the universal Church, to their own dioceses and to one another, and encourages "
        "synods, councils and episcopal conferences.",
        subtitle="Decree concerning the Pastoral Office of Bishops in the Church",
        url=f"{COUNCIL_DOCUMENTS}/vat-ii_decree_19651028_christus-dominus_en.html"),
    Doc("perfectae-caritatis", "Perfectae caritatis", COUNCIL, "1965-10-28", "Decree", "la",
        "religious life, consecrated life, renewal, vows, charism, charity",
        "The Council's decree on the renewal of religious life. It asks institutes to return to "
        "the Gospel and to the spirit of their founders while adapting to changed conditions, "
        "and treats chastity, poverty, obedience and common life.",
        subtitle="Decree on the Adaptation and Renewal of Religious Life",
        url=f"{COUNCIL_DOCUMENTS}/vat-ii_decree_19651028_perfectae-caritatis_en.html"),
    Doc("optatam-totius", "Optatam totius", COUNCIL, "1965-10-28", "Decree", "la",
        "priestly formation, seminaries, priests, vocation, studies",
        "The Council's decree on priestly training. It asks for programmes of formation "
        "adapted to each country, the fostering of vocations, and seminary studies centred on "
        "the mystery of Christ.",
        subtitle="Decree on Priestly Training",
        url=f"{COUNCIL_DOCUMENTS}/vat-ii_decree_19651028_optatam-totius_en.html"),
    Doc("gravissimum-educationis", "Gravissimum educationis", COUNCIL, "1965-10-28",
        "Declaration", "la",
        "education, schools, parents, universities, children",
        "The Council's declaration on Christian education. It affirms the right of everyone to "
        "education, the primary role of parents, and the mission of Catholic schools and "
        "universities.",
        subtitle="Declaration on Christian Education",
        url=f"{COUNCIL_DOCUMENTS}/vat-ii_decl_19651028_gravissimum-educationis_en.html"),
    Doc("apostolicam-actuositatem", "Apostolicam actuositatem", COUNCIL, "1965-11-18",
        "Decree", "la",
        "laity, apostolate, lay people, family, society, mission",
        "The Council's decree on the apostolate of the laity. It describes the share of lay "
        "people in the mission of the Church, in the family, the parish, the workplace and "
        "public life, individually and in associations.",
        subtitle="Decree on the Apostolate of the Laity",
        url=f"{COUNCIL_DOCUMENTS}/vat-ii_decree_19651118_apostolicam-actuositatem_en.html"),
    Doc("ad-gentes", "Ad gentes", COUNCIL, "1965-12-07", "Decree", "la",
        "mission, missionary activity, evangelization, young churches, culture",
        "The Council's decree on the missionary activity of the Church. It grounds mission in "
        "the sending of the Son and the Spirit, describes how young Churches are planted, and "
        "asks the whole people of God to share in mission.",
        subtitle="Decree on the Mission Activity of the Church",
        url=f"{COUNCIL_DOCUMENTS}/vat-ii_decree_19651207_ad-gentes_en.html"),
    Doc("presbyterorum-ordinis", "Presbyterorum ordinis", COUNCIL, "1965-12-07", "Decree", "la",
        "priests, priesthood, ministry, eucharist, celibacy",
        "The Council's decree on the ministry and life of priests. It presents priests as "
        "co-workers of the bishops in preaching, the sacraments and pastoral care, with the "
        "Eucharist at the centre of their ministry.",
        subtitle="Decree on the Ministry and Life of Priests",
        url=f"{COUNCIL_DOCUMENTS}/vat-ii_decree_19651207_presbyterorum-ordinis_en.html"),
    Doc("ccc-prologue", "Catechism of the Catholic Church: Prologue", HOLY_SEE, "1992-10-11",
        CATECHISM, "fr",
        "catechism, catechesis, faith, structure, handing on the faith",
        "The opening of the Catechism: the life of man is to know and love God, and catechesis "
        "hands on the faith. It explains the aim of the Catechism, its intended readers and its "
        "arrangement in four parts.",
        ref="Catechism of the Catholic Church, §§1–25"),
    Doc("ccc-we-believe", "Catechism of the Catholic Church: \"I Believe\" – \"We Believe\"",
        HOLY_SEE, "1992-10-11", CATECHISM, "fr",
        "faith, revelation, scripture, tradition, reason, knowledge of god",
        "The first section of Part One. It treats the human desire for God, the knowledge of "
        "God by reason, God's revelation handed on through Scripture and Tradition, and faith "
        "as the human response.",
        ref="Catechism of the Catholic Church, §§26–184"),
    Doc("ccc-creed", "Catechism of the Catholic Church: The Profession of the Christian Faith",
        HOLY_SEE, "1992-10-11", CATECHISM, "fr",
        "creed, trinity, creation, jesus christ, holy spirit, church, mary, eternal life",
        "The second section of Part One, following the articles of the Creed: God the Father "
        "and creation, Jesus Christ, the Holy Spirit, the Church, the communion of saints, the "
        "forgiveness of sins, the resurrection and life everlasting.",
        ref="Catechism of the Catholic Church, §§185–1065"),
    Doc("ccc-sacramental-economy", "Catechism of the Catholic Church: The Sacramental Economy",
        HOLY_SEE, "1992-10-11", CATECHISM, "fr",
        "liturgy, sacraments, paschal mystery, liturgical year, worship",
        "The first section of Part Two. It explains the liturgy as the work of the Trinity, the "
        "sacraments as signs of grace, and who celebrates, how, when and where.",
        ref="Catechism of the Catholic Church, §§1066–1209"),
    Doc("ccc-baptism", "Catechism of the Catholic Church: The Sacrament of Baptism", HOLY_SEE,
        "1992-10-11", CATECHISM, "fr",
        "baptism, sacrament, grace, original sin, initiation, water",
        "The Catechism's teaching on baptism, the gateway to the sacraments: its names, its "
        "prefiguration and institution, how it is celebrated, who may receive and administer "
        "it, and its grace of new birth and forgiveness of sin.",
        ref="Catechism of the Catholic Church, §§1213–1284"),
    Doc("ccc-confirmation", "Catechism of the Catholic Church: The Sacrament of Confirmation",
        HOLY_SEE, "1992-10-11", CATECHISM, "fr",
        "confirmation, holy spirit, chrism, sacrament, grace",
        "The Catechism's teaching on confirmation: the sacrament that completes baptismal "
        "grace through a special outpouring of the Holy Spirit, with the anointing with chrism "
        "and its effects.",
        ref="Catechism of the Catholic Church, §§1285–1321"),
    Doc("ccc-eucharist", "Catechism of the Catholic Church: The Sacrament of the Eucharist",
        HOLY_SEE, "1992-10-11", CATECHISM, "fr",
        "eucharist, mass, real presence, sacrifice, communion, sunday",
        "The Catechism's teaching on the Eucharist, source and summit of Christian life: its "
        "institution at the Last Supper, the celebration of Mass, the sacrifice and presence of "
        "Christ, holy communion and the pledge of future glory.",
        ref="Catechism of the Catholic Church, §§1322–1419"),
    Doc("ccc-penance", "Catechism of the Catholic Church: The Sacrament of Penance and "
        "Reconciliation", HOLY_SEE, "1992-10-11", CATECHISM, "fr",
        "penance, confession, reconciliation, mercy, forgiveness, sin, contrition",
        "The Catechism's teaching on penance and reconciliation: conversion after baptism, "
        "contrition, confession and satisfaction, absolution by the priest, and the mercy of "
        "God that restores the sinner to grace.",
        ref="Catechism of the Catholic Church, §§1422–1498"),
    Doc("ccc-anointing", "Catechism of the Catholic Church: The Anointing of the Sick",
        HOLY_SEE, "1992-10-11", CATECHISM, "fr",
        "anointing of the sick, illness, suffering, sacrament, viaticum",
        "The Catechism's teaching on the anointing of the sick: illness in human life, Christ "
        "the physician, who receives the sacrament, how it is celebrated and its effects, "
        "including viaticum for the dying.",
        ref="Catechism of the Catholic Church, §§1499–1532"),
    Doc("ccc-holy-orders", "Catechism of the Catholic Church: The Sacrament of Holy Orders",
        HOLY_SEE, "1992-10-11", CATECHISM, "fr",
        "holy orders, priesthood, bishops, deacons, ordination",
        "The Catechism's teaching on holy orders: the three degrees of bishop, priest and "
        "deacon, the rite of ordination, who may confer and receive it, and its indelible "
        "character.",
        ref="Catechism of the Catholic Church, §§1536–1600"),
    Doc("ccc-matrimony", "Catechism of the Catholic Church: The Sacrament of Matrimony",
        HOLY_SEE, "1992-10-11", CATECHISM, "fr",
        "marriage, matrimony, family, consent, fidelity, children, domestic church",
        "The Catechism's teaching on marriage in God's plan, its celebration and consent, the "
        "unity, indissolubility and openness to life of married love, and the family as a "
        "domestic church.",
        ref="Catechism of the Catholic Church, §§1601–1666"),
    Doc("ccc-life-in-the-spirit", "Catechism of the Catholic Church: Man's Vocation, Life in "
        "the Spirit", HOLY_SEE, "1992-10-11", CATECHISM, "fr",
        "morality, conscience, virtues, sin, grace, justification, law, freedom",
        "The first section of Part Three. It treats human dignity, freedom, conscience, the "
        "virtues and sin, the human community and social justice, moral law, and grace and "
        "justification.",
        ref="Catechism of the Catholic Church, §§1691–2051"),
    Doc("ccc-ten-commandments", "Catechism of the Catholic Church: The Ten Commandments",
        HOLY_SEE, "1992-10-11", CATECHISM, "fr",
        "commandments, decalogue, worship, family, life, chastity, justice, truth",
        "The second section of Part Three, explaining the Decalogue one commandment at a time: "
        "love of God, the Lord's day, family and authority, respect for life, chastity, "
        "property and justice, truth, and purity of heart.",
        ref="Catechism of the Catholic Church, §§2052–2557"),
    Doc("ccc-prayer", "Catechism of the Catholic Church: Prayer in the Christian Life",
        HOLY_SEE, "1992-10-11", CATECHISM, "fr",
        "prayer, contemplation, meditation, psalms, blessing, adoration",
        "The first section of Part Four. It follows the revelation of prayer through Scripture, "
        "the tradition of prayer in the Church, its forms and expressions, and the battle of "
        "prayer.",
        ref="Catechism of the Catholic Church, §§2558–2758"),
    Doc("ccc-our-father", "Catechism of the Catholic Church: The Lord's Prayer", HOLY_SEE,
        "1992-10-11", CATECHISM, "fr",
        "our father, lord's prayer, prayer, petitions, forgiveness",
        "The last section of the Catechism, a commentary on the Our Father as a summary of the "
        "whole Gospel: addressing God as Father and the seven petitions.",
        ref="Catechism of the Catholic Church, §§2759–2865"),
    Doc("cic-book-1", "Code of Canon Law, Book I: General Norms", HOLY_SEE, "1983-01-25",
        CANON_LAW, "la",
        "canon law, laws, custom, juridic persons, acts, power of governance",
        "The first book of the Code, with the general rules for the rest: ecclesiastical laws "
        "and custom, general decrees, administrative acts, physical and juridic persons, the "
        "power of governance, ecclesiastical offices and the reckoning of time.",
        ref="Code of Canon Law, cann. 1–203"),
    Doc("cic-book-2", "Code of Canon Law, Book II: The People of God", HOLY_SEE, "1983-01-25",
        CANON_LAW, "la",
        "people of god, laity, clergy, pope, bishops, dioceses, parishes, religious",
        "The longest book of the Code: the rights and duties of all the faithful, the laity and "
        "the clergy, the hierarchical constitution of the Church from the Pope to the parish, "
        "and institutes of consecrated life.",
        ref="Code of Canon Law, cann. 204–746"),
    Doc("cic-book-3", "Code of Canon Law, Book III: The Teaching Function of the Church",
        HOLY_SEE, "1983-01-25", CANON_LAW, "la",
        "teaching, preaching, catechesis, missions, education, schools, universities",
        "The book on the Church's teaching office: the ministry of the word, preaching and "
        "catechesis, missionary activity, Catholic education and schools, the media and the "
        "profession of faith.",
        ref="Code of Canon Law, cann. 747–833"),
    Doc("cic-book-4", "Code of Canon Law, Book IV: The Sanctifying Function of the Church",
        HOLY_SEE, "1983-01-25", CANON_LAW, "la",
        "sacraments, baptism, eucharist, penance, marriage, liturgy, sacred places",
        "The book on the Church's sanctifying office: the law of each of the seven sacraments, "
        "including the long title on marriage, other acts of worship, and sacred places and "
        "times.",
        ref="Code of Canon Law, cann. 834–1253"),
    Doc("cic-book-5", "Code of Canon Law, Book V: The Temporal Goods of the Church", HOLY_SEE,
        "1983-01-25", CANON_LAW, "la",
        "church property, goods, administration, contracts, foundations",
        "The book on Church property: how goods are acquired and administered, contracts and "
        "alienation, and pious wills and foundations, always for worship, ministry and the "
        "poor.",
        ref="Code of Canon Law, cann. 1254–1310"),
    Doc("cic-book-6", "Code of Canon Law, Book VI: Sanctions in the Church", HOLY_SEE,
        "1983-01-25", CANON_LAW, "la",
        "penal law, sanctions, penalties, offences, excommunication, abuse",
        "The book on penal law: offences and penalties in general and particular offences. Its "
        "text was rewritten by Pope Francis in 2021 to make penalties clearer and easier to "
        "apply.",
        ref="Code of Canon Law, cann. 1311–1399"),
    Doc("cic-book-7", "Code of Canon Law, Book VII: Processes", HOLY_SEE, "1983-01-25",
        CANON_LAW, "la",
        "tribunals, trials, procedures, marriage nullity, penal process",
        "The last book of the Code: Church tribunals, contentious trials, special processes such "
        "as those for the nullity of marriage, the penal process, and recourse against "
        "administrative decrees.",
        ref="Code of Canon Law, cann. 1400–1752"),
    Doc("cceo", "Code of Canons of the Eastern Churches", HOLY_SEE, "1990-10-18", CANON_LAW,
        "la",
        "eastern catholic churches, canon law, patriarchs, eparchies, sacraments",
        "The common code of the Eastern Catholic Churches, promulgated by Pope John Paul II. It "
        "is arranged in thirty titles and sets out the law shared by the Churches sui iuris, "
        "their patriarchs, eparchies, clergy, laity and sacraments.",
        url=f"{VATICAN}/john-paul-ii/en/apost_constitutions.index.html"),
]
# fmt: on
