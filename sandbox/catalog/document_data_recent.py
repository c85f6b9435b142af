"""Sample documents of Popes Leo XIV, Francis and Benedict XVI.

Real titles, dates and types; every summary is our own short description, not the text.
"""

from __future__ import annotations

from sandbox.catalog.document_record import (
    BENEDICT_XVI,
    BULL,
    CONSTITUTION,
    ENCYCLICAL,
    EXHORTATION,
    FRANCIS,
    LEO_XIV,
    LETTER,
    MOTU_PROPRIO,
    POST_SYNODAL,
    VATICAN,
    Doc,
)

# fmt: off
DOCUMENTS: list[Doc] = [
    Doc("laudato-si", "Laudato si'", FRANCIS, "2015-05-24", ENCYCLICAL, "it",
        "care for creation, environment, ecology, integral ecology, climate, poor, common home, "
        "earth",
        "An encyclical on care for our common home: the Earth is described as a shared house "
        "entrusted to every generation. It links the cry of the earth with the cry of the poor "
        "and proposes an *integral ecology* in which environmental, social and economic questions"
        " are considered together. Climate, water, biodiversity, consumerism and a throwaway "
        "culture are among the themes; it asks for dialogue in politics and an ecological "
        "conversion in daily life. Creation is presented as a gift to be received with gratitude "
        "rather than a resource to be used up.",
        subtitle="On care for our common home",
        url=f"{VATICAN}/francesco/en/encyclicals/documents/"
        f"papa-francesco_20150524_enciclica-laudato-si.html",
    ),
    Doc("laudate-deum", "Laudate Deum", FRANCIS, "2023-10-04", EXHORTATION, "it",
        "climate crisis, environment, creation, ecology, politics, technocratic paradigm",
        "A follow-up to *Laudato si'* focused on the climate crisis and the slow response of "
        "international politics. It criticises an unlimited technocratic paradigm and calls for "
        "binding multilateral agreements on the environment and emissions. Believers are invited "
        "to see care for creation as part of their faith.",
        subtitle="On the climate crisis",
        url=f"{VATICAN}/francesco/en/apost_exhortations/documents/20231004-laudate-deum.html",
    ),
    Doc("fratelli-tutti", "Fratelli tutti", FRANCIS, "2020-10-03", ENCYCLICAL, "it",
        "fraternity, social friendship, good samaritan, migrants, politics, dialogue, peace, "
        "death penalty",
        "An encyclical on fraternity and social friendship among all people. Using the parable of"
        " the Good Samaritan, it asks readers to become neighbours to anyone in need, across "
        "borders and cultures. It discusses migration, populism, the dignity of every person, a "
        "better kind of politics, dialogue, forgiveness, and the rejection of war and the death "
        "penalty.",
        subtitle="On fraternity and social friendship",
        url=f"{VATICAN}/francesco/en/encyclicals/documents/"
        f"papa-francesco_20201003_enciclica-fratelli-tutti.html",
    ),
    Doc("evangelii-gaudium", "Evangelii gaudium", FRANCIS, "2013-11-24", EXHORTATION, "it",
        "evangelization, joy, gospel, mission, preaching, homily, poor, parish",
        "An exhortation on proclaiming the Gospel with joy in today's world. It describes a "
        "missionary Church that goes out to the peripheries, with parishes and structures "
        "reshaped for evangelization. The social dimension of evangelization, the inclusion of "
        "the poor, and good preaching and homilies receive particular attention.",
        subtitle="On the proclamation of the Gospel in today's world",
        url=f"{VATICAN}/francesco/en/apost_exhortations/documents/"
        f"papa-francesco_esortazione-ap_20131124_evangelii-gaudium.html",
    ),
    Doc("amoris-laetitia", "Amoris laetitia", FRANCIS, "2016-03-19", POST_SYNODAL, "it",
        "family, marriage, love, children, education, accompaniment, discernment, mercy",
        "An exhortation on love in the family, gathered after two synods on marriage and the "
        "family. It reflects on married love, the education of children and the realities "
        "families face today. Pastors are asked to accompany, discern and integrate people in "
        "complex situations.",
        subtitle="On love in the family",
        url=f"{VATICAN}/francesco/en/apost_exhortations/documents/"
        f"papa-francesco_esortazione-ap_20160319_amoris-laetitia.html",
    ),
    Doc("gaudete-et-exsultate", "Gaudete et exsultate", FRANCIS, "2018-03-19", EXHORTATION, "it",
        "holiness, saints, beatitudes, joy, mercy, spiritual combat",
        "An exhortation on the call to holiness in the ordinary circumstances of life. It reads "
        "the Beatitudes as a portrait of the saint and warns against ways of thinking that reduce"
        " holiness to knowledge or to willpower alone. Joy, humour, boldness and life in "
        "community are named as signs of holiness today.",
        subtitle="On the call to holiness in today's world",
        url=f"{VATICAN}/francesco/en/apost_exhortations/documents/"
        f"papa-francesco_esortazione-ap_20180319_gaudete-et-exsultate.html",
    ),
    Doc("christus-vivit", "Christus vivit", FRANCIS, "2019-03-25", POST_SYNODAL, "it",
        "youth, young people, vocation, discernment, synod, ministry",
        "An exhortation addressed to young people and to the whole Church after the synod on "
        "youth, faith and vocational discernment. It speaks of young saints, the gifts of the "
        "young, and how communities can walk with youth in discerning their vocation.",
        subtitle="To young people and to the entire People of God",
        url=f"{VATICAN}/francesco/en/apost_exhortations/documents/"
        f"papa-francesco_esortazione-ap_20190325_christus-vivit.html",
    ),
    Doc("dilexit-nos", "Dilexit nos", FRANCIS, "2024-10-24", ENCYCLICAL, "it",
        "sacred heart, love, jesus christ, devotion, mercy, reparation",
        "An encyclical on the human and divine love of the Heart of Jesus Christ. It presents "
        "devotion to the Sacred Heart as a path to a personal relationship with Christ and to "
        "love of neighbour, in a world that risks losing its heart.",
        subtitle="On the human and divine love of the Heart of Jesus Christ",
        url=f"{VATICAN}/francesco/en/encyclicals/documents/20241024-enciclica-dilexit-nos.html",
    ),
    Doc("lumen-fidei", "Lumen fidei", FRANCIS, "2013-06-29", ENCYCLICAL, "it",
        "faith, light, truth, love, common good, sacraments",
        "An encyclical on faith as a light for the whole of human existence, begun by Benedict "
        "XVI and completed by Francis. It relates faith to truth, love, memory and the common "
        "good.",
        subtitle="On faith",
        url=f"{VATICAN}/francesco/en/encyclicals/documents/"
        f"papa-francesco_20130629_enciclica-lumen-fidei.html",
    ),
    Doc("deus-caritas-est", "Deus caritas est", BENEDICT_XVI, "2005-12-25", ENCYCLICAL, "la",
        "love, charity, eros, agape, charitable work, justice",
        "An encyclical on Christian love: God is love, and human love in its forms of *eros* and "
        "*agape* finds its fulfilment in him. The second part treats the Church's charitable work"
        " as an essential expression of her life, alongside word and sacrament.",
        subtitle="On Christian love",
        url=f"{VATICAN}/benedict-xvi/en/encyclicals/documents/"
        f"hf_ben-xvi_enc_20051225_deus-caritas-est.html",
    ),
    Doc("spe-salvi", "Spe salvi", BENEDICT_XVI, "2007-11-30", ENCYCLICAL, "la",
        "hope, eternal life, prayer, suffering, judgement, salvation",
        "An encyclical on Christian hope, which gives meaning to the present because it looks "
        "toward eternal life. Prayer, suffering and the last judgement are described as places "
        "where hope is learned and practised.",
        subtitle="On Christian hope",
        url=f"{VATICAN}/benedict-xvi/en/encyclicals/documents/"
        f"hf_ben-xvi_enc_20071130_spe-salvi.html",
    ),
    Doc("caritas-in-veritate", "Caritas in veritate", BENEDICT_XVI, "2009-06-29", ENCYCLICAL, "la",
        "charity, truth, development, economy, globalisation, work, environment",
        "A social encyclical on integral human development in charity and truth. It discusses "
        "globalisation, the economy and gratuitousness, work, technology and the protection of "
        "the environment.",
        subtitle="On integral human development in charity and truth",
        url=f"{VATICAN}/benedict-xvi/en/encyclicals/documents/"
        f"hf_ben-xvi_enc_20090629_caritas-in-veritate.html",
    ),
    Doc("querida-amazonia", "Querida Amazonia", FRANCIS, "2020-02-02", POST_SYNODAL, "es",
        "amazon, indigenous peoples, environment, creation, culture, inculturation, poor",
        "Written after the 2019 synod on the Pan-Amazon region, it is organised as four dreams "
        "for the Amazon: social, cultural, ecological and ecclesial. It defends the rights of "
        "indigenous peoples and the poor, values their cultures and their care for the forest "
        "and rivers, and hopes for local Churches with an Amazonian face.",
        subtitle="To the People of God and to all persons of good will"),
    Doc("c-est-la-confiance", "C'est la confiance", FRANCIS, "2023-10-15", EXHORTATION, "fr",
        "therese of lisieux, trust, confidence, mercy, little way, holiness, love",
        "An exhortation on Saint Thérèse of the Child Jesus and the Holy Face, for the 150th "
        "anniversary of her birth. It presents her little way of trust and surrender to the "
        "merciful love of God as a short road to holiness for ordinary people, and her "
        "missionary heart as a gift to the whole Church.",
        subtitle="On confidence in the merciful love of God"),
    Doc("misericordiae-vultus", "Misericordiae vultus", FRANCIS, "2015-04-11", BULL, "la",
        "mercy, jubilee of mercy, holy year, forgiveness, works of mercy, father",
        "The bull that announced the Extraordinary Jubilee of Mercy of 2015-2016. It presents "
        "Jesus as the face of the Father's mercy, recalls the corporal and spiritual works of "
        "mercy, and asks the Church to be a place where everyone can find forgiveness and "
        "welcome.",
        subtitle="Bull of indiction of the Extraordinary Jubilee of Mercy"),
    Doc("misericordia-et-misera", "Misericordia et misera", FRANCIS, "2016-11-20", LETTER,
        "it",
        "mercy, jubilee of mercy, confession, reconciliation, forgiveness, world day of the poor",
        "A letter written at the close of the Jubilee of Mercy. Taking its title from the meeting "
        "of Jesus with the woman caught in adultery, it asks that mercy remain at the centre of "
        "the Church's life, extends some faculties given to confessors during the Jubilee and "
        "establishes the World Day of the Poor.",
        subtitle="At the conclusion of the Extraordinary Jubilee of Mercy"),
    Doc("spes-non-confundit", "Spes non confundit", FRANCIS, "2024-05-09", BULL, "it",
        "hope, jubilee 2025, holy year, pilgrims of hope, mercy, indulgence, prisoners",
        "The bull that announced the Ordinary Jubilee of 2025, with pilgrims of hope as its "
        "theme. It proposes signs of hope for prisoners, the sick, the young, migrants, the "
        "elderly and the poor, and explains the jubilee indulgence as a gift of God's mercy.",
        subtitle="Bull of indiction of the Ordinary Jubilee of the Year 2025"),
    Doc("patris-corde", "Patris corde", FRANCIS, "2020-12-08", LETTER, "it",
        "saint joseph, fatherhood, father, family, work, courage",
        "A letter on Saint Joseph, written 150 years after he was declared patron of the "
        "universal Church. It portrays him as a beloved, tender, obedient, accepting and "
        "creatively courageous father, a working man who stayed in the shadows, and opened a "
        "year dedicated to him.",
        subtitle="On the 150th anniversary of the proclamation of Saint Joseph as Patron of "
        "the Universal Church"),
    Doc("desiderio-desideravi", "Desiderio desideravi", FRANCIS, "2022-06-29", LETTER, "it",
        "liturgy, eucharist, mass, liturgical formation, beauty, sacraments",
        "A letter on the liturgical formation of the people of God. It presents the Eucharist "
        "as the place of encounter with Christ, asks for formation both for and by the liturgy, "
        "and speaks about the art of celebrating and the meaning of symbols and silence.",
        subtitle="On the liturgical formation of the People of God"),
    Doc("traditionis-custodes", "Traditionis custodes", FRANCIS, "2021-07-16", MOTU_PROPRIO,
        "it",
        "liturgy, roman missal, mass, latin mass, bishops, unity",
        "A motu proprio on the use of the Roman liturgy as it was before the reform of 1970. It "
        "gives the diocesan bishop responsibility for regulating celebrations with the older "
        "missal and names the liturgical books promulgated after the Council as the unique "
        "expression of the Roman rite.",
        subtitle="On the use of the Roman liturgy prior to the reform of 1970"),
    Doc("praedicate-evangelium", "Praedicate evangelium", FRANCIS, "2022-03-19", CONSTITUTION,
        "it",
        "roman curia, dicasteries, reform, evangelization, laity, service",
        "The constitution that reorganised the Roman Curia, replacing Pastor bonus. It groups "
        "the offices into dicasteries, places the Dicastery for Evangelization first, and "
        "describes the Curia as a service to the Pope and to the bishops, open to lay men and "
        "women.",
        subtitle="On the Roman Curia and its service to the Church in the world"),
    Doc("episcopalis-communio", "Episcopalis communio", FRANCIS, "2018-09-15", CONSTITUTION,
        "it",
        "synod of bishops, synodality, bishops, collegiality, consultation, listening",
        "A constitution on the Synod of Bishops. It describes the synod as a process in stages, "
        "beginning with consultation of the people of God in the local Churches, and treats the "
        "synod's final document and its relation to the Pope.",
        subtitle="On the Synod of Bishops"),
    Doc("veritatis-gaudium", "Veritatis gaudium", FRANCIS, "2017-12-08", CONSTITUTION, "it",
        "universities, faculties, theology, education, studies, research",
        "A constitution on ecclesiastical universities and faculties, updating the norms for "
        "their studies. Its introduction asks for theology done in dialogue, across "
        "disciplines and in networks, at the service of a Church that goes forth.",
        subtitle="On ecclesiastical universities and faculties"),
    Doc("vos-estis-lux-mundi", "Vos estis lux mundi", FRANCIS, "2019-05-07", MOTU_PROPRIO,
        "it",
        "abuse, protection of minors, vulnerable adults, accountability, bishops, reporting",
        "A motu proprio that sets procedures for reporting sexual abuse and its cover-up in the "
        "Church. It obliges clerics and religious to report, requires every diocese to provide "
        "a way to make reports, and sets out how bishops and superiors are investigated; a "
        "definitive version followed in 2023."),
    Doc("mitis-iudex-dominus-iesus", "Mitis Iudex Dominus Iesus", FRANCIS, "2015-08-15",
        MOTU_PROPRIO, "la",
        "marriage, nullity, annulment, canon law, tribunals, bishops",
        "A motu proprio reforming the canonical process for declaring the nullity of marriage in "
        "the Latin Church. It removes the need for a second concurring sentence, introduces a "
        "shorter process before the bishop for clear cases, and asks that the procedure be "
        "accessible and, as far as possible, free of charge.",
        subtitle="On the reform of the canonical process for cases of declaration of nullity "
        "of marriage"),
    Doc("aperuit-illis", "Aperuit illis", FRANCIS, "2019-09-30", MOTU_PROPRIO, "it",
        "word of god, bible, scripture, sunday, liturgy, homily",
        "A motu proprio that establishes the Sunday of the Word of God, the third Sunday in "
        "Ordinary Time. It asks communities to celebrate, study and spread the Bible and "
        "recalls the bond between Scripture, the Eucharist and charity.",
        subtitle="Instituting the Sunday of the Word of God"),
    Doc("antiquum-ministerium", "Antiquum ministerium", FRANCIS, "2021-05-10", MOTU_PROPRIO,
        "it",
        "catechist, ministry, laity, catechesis, evangelization",
        "A motu proprio that establishes the lay ministry of catechist. It recalls the "
        "catechists of the early Church and of the missions, and describes the gifts and "
        "formation expected of those who are instituted in this stable service.",
        subtitle="Instituting the ministry of catechist"),
    Doc("spiritus-domini", "Spiritus Domini", FRANCIS, "2021-01-10", MOTU_PROPRIO, "la",
        "lector, acolyte, women, ministry, laity, canon law, baptism",
        "A motu proprio that changes canon 230 so that the instituted ministries of lector and "
        "acolyte may be given to women as well as men. It grounds these ministries in baptism "
        "and distinguishes them from ordained ministry.",
        subtitle="On access of women to the ministries of lector and acolyte"),
    Doc("admirabile-signum", "Admirabile signum", FRANCIS, "2019-12-01", LETTER, "it",
        "nativity scene, christmas, crib, francis of assisi, incarnation, family",
        "A letter on the meaning and value of the nativity scene. It recalls the crib of "
        "Greccio prepared by Saint Francis of Assisi, and reads the figures of the scene as a "
        "simple way of passing on the faith in homes, schools and public places.",
        subtitle="On the meaning and importance of the nativity scene"),
    Doc("scripturae-sacrae-affectus", "Scripturae sacrae affectus", FRANCIS, "2020-09-30",
        LETTER, "it",
        "saint jerome, bible, scripture, vulgate, translation, study",
        "A letter for the sixteenth centenary of the death of Saint Jerome. It presents his life "
        "as one devoted to the Bible, his translation work behind the Vulgate, and his "
        "conviction that ignorance of Scripture is ignorance of Christ.",
        subtitle="On the sixteenth centenary of the death of Saint Jerome"),
    Doc("candor-lucis-aeternae", "Candor lucis aeternae", FRANCIS, "2021-03-25", LETTER, "it",
        "dante, divine comedy, poetry, hope, art, culture",
        "A letter for the seventh centenary of the death of Dante Alighieri. It reads the Divine "
        "Comedy as a pilgrimage from sin to the vision of God and calls Dante a prophet of hope "
        "for artists and readers today.",
        subtitle="On the seventh centenary of the death of Dante Alighieri"),
    Doc("vultum-dei-quaerere", "Vultum Dei quaerere", FRANCIS, "2016-06-29", CONSTITUTION, "it",
        "contemplative life, nuns, monasteries, prayer, women, religious life",
        "A constitution on the contemplative life of women. It speaks of prayer, the Word of "
        "God, community life, work and silence in monasteries, and gives norms on formation "
        "and on federations of monasteries.",
        subtitle="On women's contemplative life"),
    Doc("pascite-gregem-dei", "Pascite gregem Dei", FRANCIS, "2021-05-23", CONSTITUTION, "la",
        "canon law, penal law, sanctions, abuse, bishops, justice",
        "The constitution that rewrote Book VI of the Code of Canon Law on penal sanctions. It "
        "presents penalties as part of pastoral care, asks bishops to apply them when needed, "
        "and restates offences such as the abuse of minors.",
        subtitle="Reforming Book VI of the Code of Canon Law"),
    Doc("dilexi-te", "Dilexi te", LEO_XIV, "2025-10-04", EXHORTATION, "it",
        "poor, poverty, love, charity, almsgiving, mercy, social teaching",
        "The first apostolic exhortation of Pope Leo XIV, taking up a text on the poor that Pope "
        "Francis had been preparing. It gathers the long tradition of love for the poor, from "
        "Scripture and the Fathers to religious founders and social teaching, and presents care "
        "for the poor as belonging to the heart of the Gospel.",
        subtitle="On love for the poor"),
    Doc("sacramentum-caritatis", "Sacramentum caritatis", BENEDICT_XVI, "2007-02-22",
        POST_SYNODAL, "la",
        "eucharist, mass, sacrament, liturgy, adoration, mission, sunday",
        "An exhortation written after the 2005 synod on the Eucharist. It treats the Eucharist "
        "as a mystery to be believed, celebrated and lived: the sacrament's link with the "
        "Church and the other sacraments, the beauty of the liturgy, adoration, and the "
        "Eucharistic shape of Christian life.",
        subtitle="On the Eucharist as the source and summit of the Church's life and mission"),
    Doc("verbum-domini", "Verbum Domini", BENEDICT_XVI, "2010-09-30", POST_SYNODAL, "la",
        "word of god, scripture, bible, lectio divina, liturgy, exegesis",
        "An exhortation written after the 2008 synod on the Word of God. It treats God who "
        "speaks, the interpretation of Scripture in the Church, the Word in the liturgy and in "
        "prayer through lectio divina, and the Word sent out into the world.",
        subtitle="On the Word of God in the life and mission of the Church"),
    Doc("summorum-pontificum", "Summorum Pontificum", BENEDICT_XVI, "2007-07-07", MOTU_PROPRIO,
        "la",
        "liturgy, roman missal, extraordinary form, latin mass, mass",
        "A motu proprio on the use of the Roman liturgy prior to the reform of 1970. It allowed "
        "wider celebration of Mass with the 1962 missal as an extraordinary form of the Roman "
        "rite, alongside the ordinary form of Paul VI."),
    Doc("porta-fidei", "Porta fidei", BENEDICT_XVI, "2011-10-11", MOTU_PROPRIO, "la",
        "faith, year of faith, creed, catechism, second vatican council",
        "A motu proprio that announced a Year of Faith, fifty years after the opening of the "
        "Second Vatican Council and twenty after the Catechism. It invites the rediscovery of "
        "the content of the faith and of the joy of believing.",
        subtitle="For the indiction of the Year of Faith"),
    Doc("anglicanorum-coetibus", "Anglicanorum coetibus", BENEDICT_XVI, "2009-11-04",
        CONSTITUTION, "la",
        "anglicans, ordinariates, ecumenism, unity, liturgy",
        "A constitution that provides personal ordinariates for groups of Anglicans entering "
        "full communion with the Catholic Church. It allows them to keep elements of their "
        "liturgical and spiritual heritage.",
        subtitle="Providing for personal ordinariates for Anglicans entering into full "
        "communion with the Catholic Church"),
]
# fmt: on
