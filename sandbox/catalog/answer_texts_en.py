"""English texts of the sandbox's curated answers (written for the sandbox, in our own words).

TOPICS maps a topic key (see answer_topics.py) to (the topic's own question, the answer in
Markdown with [n] marks for its citations, one short note per citation in citation order).
"""

INTRO = (
    "**Sandbox answer.** This reply was composed by the local sandbox for testing; it is not an "
    "answer from Magisterium AI."
)

FALLBACK = {
    "no_answer": "The sandbox has no prepared answer to this question. A search of its sample "
    "library found the documents below as the nearest to it; the real service would read "
    "sources like these and compose a cited answer from them.",
    "nothing_found": "The sandbox has no prepared answer to this question, and a search of its "
    "sample library found no document on the subject. The Catechism of the Catholic Church [1] "
    "is the usual place to start, and the Holy See publishes the Church's documents on its "
    "website [2].",
    "prepared": "The sandbox does have prepared answers to the questions a parish office or a "
    "researcher asks most often: the sacraments, the liturgical year, prayer, Mary and the "
    "saints, and the Church's social teaching. A few of them are suggested below.",
    "external_title": "The Holy See — official website",
    "external_ref": "External source",
    "external_text": "The Holy See publishes papal, conciliar and curial documents online.",
    "hostile": "The sandbox's rendering-test document [{n}] is cited as well.",
}

TOPICS = {
    "deacons": (
        "What does a deacon do?",
        """Deacons receive the first degree of the sacrament of Holy Orders: they are ordained \
"not for the priesthood but for the ministry", for service in the name of Christ the Servant \
[1][2]. In the liturgy a deacon proclaims the Gospel, may preach, assists at the altar, \
distributes Holy Communion and leads prayers; outside Mass he may baptise, witness marriages in \
the name of the Church, bring Viaticum to the dying and preside at funerals without Mass.

The Second Vatican Council restored the **permanent diaconate** as a stable ministry in the Latin \
Church [2]. Men who are already married may be ordained permanent deacons (at least at 35, with \
their wife's consent); a man ordained as an unmarried deacon, and every transitional deacon on \
his way to the priesthood, promises celibacy [3].

Much of a deacon's ministry lies in charity: visiting the sick and prisoners, organising help \
for the poor and linking the parish with people on its margins. A parish that wants to explore \
the diaconate should speak with its pastor and the diocesan office for the permanent \
diaconate.""",
        (
            "Deacons are ordained for service, not for the priesthood.",
            "The Council restores the diaconate as a proper and permanent rank.",
            "Age, consent of the wife and the promise of celibacy for ordination.",
        ),
    ),
    "annulment": (
        "How does an annulment work?",
        """An "annulment" is properly a **declaration of nullity**: a Church tribunal examines a \
marriage and decides whether it was ever valid. It does not dissolve a true marriage, which the \
Church holds to be indissoluble; it finds that something essential was missing on the day of the \
wedding [3].

The grounds are set out in canon law: for example a lack of the freedom or the psychological \
capacity needed for consent, a grave error or fraud, consent given under force or fear, an \
impediment such as an earlier bond, or a failure of canonical form [1]. Since 2015 the process \
is simpler and, where the facts are clear, a shorter procedure before the bishop is possible.

Pope Francis asks pastors to accompany separated and divorced people with care and to make the \
process accessible and, as far as possible, free of charge [2]. The first step is a conversation \
with a parish priest, who can help prepare the petition to the diocesan tribunal.""",
        (
            "Defects of consent and the process for declaring the nullity of marriage.",
            "Accompanying separated and divorced people; quicker, accessible procedures.",
            "Consent makes the marriage; a tribunal may declare that it never existed.",
        ),
    ),
    "rosary": (
        "Why do Catholics pray the rosary?",
        """The rosary is a prayer of meditation on the life of Christ with Mary. Each decade \
joins an Our Father, ten Hail Marys and a Glory Be to one of the **mysteries**: the joyful, \
luminous, sorrowful and glorious events of the Gospel, from the Annunciation to the Resurrection \
and the glory of heaven [1].

The Church counts it among the forms of Marian devotion that lead to Christ rather than away \
from him: honouring the Mother always points to the Son [2]. Its repetition is meant to calm the \
mind so that the heart can contemplate; the Catechism calls it an "epitome of the whole Gospel" \
in the tradition of popular piety [1].

It can be prayed alone or together, in a family, a parish group or before Mass, whole or one \
decade at a time. Many parishes pray it especially in May and October.""",
        (
            "Devotion to Mary, the Hail Mary and meditation on the mysteries.",
            "True devotion to Mary leads to her Son.",
        ),
    ),
    "triduum": (
        "What is the Easter Triduum?",
        """The **Easter Triduum** is the summit of the liturgical year: three days that \
celebrate one paschal mystery, Christ's passion, death and resurrection [2]. It begins with the \
evening Mass of the Lord's Supper on Holy Thursday and ends with evening prayer on Easter Sunday \
[1].

- **Holy Thursday**: the Last Supper, the gift of the Eucharist and the priesthood, and the \
washing of feet.
- **Good Friday**: the celebration of the Lord's Passion, with the veneration of the cross and \
Holy Communion; no Mass is celebrated, and it is a day of fasting and abstinence.
- **Holy Saturday**: the Church waits at the tomb; after nightfall the **Easter Vigil**, "the \
mother of all vigils", lights the new fire, sings the Exsultet and celebrates baptisms.

Christ's resurrection is the crowning truth of the faith [1], so every Sunday is a little Easter \
and the fifty days of Easter are celebrated as one great feast [2].""",
        (
            "The Resurrection and Easter as the feast of feasts.",
            "The paschal mystery at the centre of the liturgy and of the year.",
        ),
    ),
    "vatican-ii": (
        "What did the Second Vatican Council teach?",
        """The Second Vatican Council (1962–1965), opened by Saint John XXIII and closed by \
Saint Paul VI, was the twenty-first ecumenical council. It defined no new dogma; it set out to \
renew the Church's life and to present its faith to the modern world. Its teaching rests on four \
constitutions:

- *Sacrosanctum concilium* renewed the liturgy and asked for the full, conscious and active \
participation of the faithful [1].
- *Lumen gentium* describes the Church as the people of God, explains the college of bishops \
with the Pope and teaches the universal call to holiness [2].
- *Dei Verbum* explains how Scripture and Tradition hand on God's revelation [3].
- *Gaudium et spes* turns to the joys and hopes of the world and to the dignity of the human \
person [4].

Decrees and declarations on ecumenism, other religions, religious freedom, the laity and the \
missions complete the Council's work. Reading the documents themselves remains the best way to \
know what it said.""",
        (
            "Active participation in the liturgy.",
            "The Church as the people of God.",
            "Scripture and Tradition transmitting revelation.",
            "The Church and the joys and hopes of the world.",
        ),
    ),
    "purgatory": (
        "What is purgatory?",
        """**Purgatory** is the final purification of those who die in God's grace and \
friendship but are not yet wholly purified. They are assured of salvation; purgatory is not a \
second chance and not a lesser hell, but the cleansing needed to enter the joy of heaven [1].

The Church bases this on Scripture and on the ancient practice of praying for the dead, above \
all by offering the Eucharist for them. Pope Benedict XVI describes it as the encounter with \
Christ himself, whose gaze burns away what is false and heals us [2].

Because the members of the Church stay united across death, the living can help the dead by \
prayer, almsgiving and indulgences [3]. November, and especially All Souls' Day on 2 November, \
is the month in which parishes remember the faithful departed.""",
        (
            "The final purification of the elect.",
            "Purification as an encounter with Christ, and hope for the dead.",
            "The union of the pilgrim Church with those who have died.",
        ),
    ),
    "confession": (
        "How does confession work?",
        """In the sacrament of **Penance and Reconciliation**, Christ forgives the sins \
committed after baptism and reconciles the sinner with God and with the Church [1]. Catholics \
are bound to confess grave sins at least once a year; confessing everyday faults is warmly \
recommended.

A confession usually follows these steps:

1. **Examine your conscience** in the light of the commandments and the Gospel.
2. **Confess your sins** to a priest, grave sins in kind and number.
3. **Express contrition** — sorrow for sin and the resolve not to sin again — often in an act of \
contrition.
4. **Receive absolution** and **do the penance** the priest gives.

The priest is bound by the absolute seal of confession: he may never reveal what he has heard \
[2]. Parishes publish their times for confession, and most priests will also hear confessions by \
appointment.""",
        (
            "The sacrament of Penance and Reconciliation.",
            "The minister, the penitent and the seal of the sacrament.",
        ),
    ),
    "mass-obligation": (
        "Do Catholics have to go to Mass on Sundays and holy days?",
        """Yes. Sunday, the day of the Lord's resurrection, is the first holy day of obligation: \
Catholics are bound to take part in Mass on Sundays and on the other holy days of obligation, \
and to rest from work that hinders the worship owed to God [1][2]. A Mass on the evening before \
(Saturday evening, or the eve of the feast) fulfils the obligation.

Besides Sunday, the universal law lists ten holy days, among them Christmas, the Epiphany, the \
Ascension, the Immaculate Conception, the Assumption and All Saints; each bishops' conference \
may suppress some or move them to a Sunday, so the local calendar decides [2].

The obligation does not bind someone who has a serious reason, such as illness, caring for a \
small child or the sick, or the real impossibility of reaching a church. Deliberately missing \
Mass without such a reason is a grave matter [1]. Sunday is above all a gift, the day on which \
the community gathers around the Eucharist [3].""",
        (
            "The Lord's Day and the Sunday obligation.",
            "Holy days of obligation and the Sunday precept.",
            "Sunday as the original feast day.",
        ),
    ),
    "eucharist": (
        "What does the Church teach about the Eucharist?",
        """The Eucharist is "the source and summit of the Christian life" [3]. In it Christ's \
one sacrifice on the cross is made present, and the Church offers it with him in thanksgiving to \
the Father [1].

The Church believes in the **real presence**: by the words of consecration the bread and wine \
become the Body and Blood of Christ — a change the Church calls **transubstantiation** — so that \
Christ is truly, really and substantially present, whole and entire, under each species [1]. \
That is why the Blessed Sacrament is adored and kept in the tabernacle.

To receive Holy Communion a Catholic should be in a state of grace (confessing any grave sin \
first) and keep the Eucharistic fast of one hour. The Council asked that the faithful take part \
in the Mass not as silent spectators but consciously, devoutly and actively [2].""",
        (
            "The institution, the real presence and Holy Communion.",
            "The mystery of the Eucharist and participation in the Mass.",
            "The Eucharist as source and summit of the Christian life.",
        ),
    ),
    "baptism": (
        "How do we arrange a baptism, and who can be a godparent?",
        """Baptism is the first sacrament: it frees from sin, gives new birth as a child of God \
and makes a person a member of the Church [1]. The Church baptises infants so that they receive \
this gift from the start, and asks parents to bring their children for baptism within the first \
weeks [2]. Parishes normally ask the parents to attend a short preparation.

A **godparent** helps the parents pass on the faith. According to canon law a godparent must:

- be chosen by the parents and be willing to take on the role;
- be at least 16 years old (the bishop may set another age);
- be a confirmed Catholic who has received the Eucharist and leads a life of faith;
- not be the father or mother of the child [2].

One godparent is enough; if there are two, they are a man and a woman. A baptised non-Catholic \
Christian may act as a Christian witness alongside a Catholic godparent.""",
        (
            "Baptism as new birth and entry into the Church.",
            "The celebration of baptism and the requirements for sponsors.",
        ),
    ),
    "confirmation": (
        "What is confirmation?",
        """Confirmation completes the grace of baptism: the baptised receive the gift of the \
Holy Spirit, as the apostles did at Pentecost, and are bound more closely to the Church and sent \
to witness to Christ [1][3].

The bishop is the ordinary minister; he anoints the forehead with **chrism** and says: "Be \
sealed with the Gift of the Holy Spirit." Like baptism, confirmation marks the soul with an \
indelible character and is received only once [1].

In the Latin Church confirmation is usually given around the age of discretion or in the teens, \
according to the bishops' conference [2]. A candidate should be in a state of grace and be \
prepared; the sponsor, ideally the baptismal godparent, must meet the same requirements as a \
godparent at baptism [2].""",
        (
            "The sacrament of confirmation and its effects.",
            "The celebration, the minister, the age and the sponsor.",
            "The confirmed are more perfectly bound to the Church.",
        ),
    ),
    "marriage": (
        "How do we prepare for a Catholic wedding?",
        """For Catholics, marriage between a man and a woman is a covenant for the whole of \
life, ordered to the good of the spouses and to the gift of children; between the baptised it is \
a sacrament [1]. Its marks are unity, fidelity and openness to life.

Couples should contact their parish well ahead of the date, often six months to a year before. \
The preparation usually includes:

- meetings with the priest or deacon and the paperwork (recent baptismal certificates, a \
statement of freedom to marry);
- a marriage-preparation course on communication, faith, sexuality and family life;
- the planning of the liturgy itself [2][3].

Pope Francis asks parishes to see this preparation as the start of an accompaniment that \
continues in the first years of married life [2]. A Catholic marrying a non-Catholic needs the \
bishop's permission (or, if the partner is not baptised, a dispensation), which the parish will \
arrange.""",
        (
            "The sacrament of matrimony and its properties.",
            "Preparing engaged couples and accompanying the first years of marriage.",
            "Preparation for marriage as a journey in stages.",
        ),
    ),
    "anointing": (
        "What is the anointing of the sick?",
        """The **anointing of the sick** is the sacrament for those in danger because of serious \
illness or old age. It is not only for the dying: it may be received before a serious operation, \
when the frail elderly grow weaker, and again if an illness becomes worse [1].

A priest anoints the forehead and hands with the oil of the sick and prays that the Lord will \
save and raise the sick person up. The sacrament gives strength, peace and courage, unites the \
sick person with Christ's passion and forgives sins; it may also restore health, if that serves \
the person's salvation [1][2].

The Council asked that it be called "anointing of the sick" rather than "extreme unction" [3]. \
For someone near death the Church also offers confession and **Viaticum**, Holy Communion as \
food for the journey. Call the parish early rather than at the last moment.""",
        (
            "Who may receive the anointing and what it gives.",
            "The minister and the person to be anointed.",
            "From extreme unction to anointing of the sick.",
        ),
    ),
    "funerals": (
        "What does the Church teach about funerals and cremation?",
        """A Catholic funeral commends the dead person to God, supports the family with the hope \
of the resurrection and honours the body, which was a temple of the Holy Spirit [1]. It normally \
includes a vigil, a funeral Mass and the committal at the grave.

The Church **prefers burial** of the body, following the example of Christ's own burial, but \
**permits cremation** unless it is chosen for reasons contrary to Christian faith, such as a \
denial of the resurrection [2]. When a body is cremated, the ashes are to be kept in a sacred \
place — a cemetery, a church or an area set aside for this — and are not to be scattered, \
divided among relatives or kept at home.

Where possible, the funeral liturgy is celebrated with the body present and the cremation takes \
place afterwards. Respect for the bodies of the dead is itself a work of mercy [1].""",
        (
            "Christian funerals and respect for the bodies of the dead.",
            "Ecclesiastical funerals, burial and cremation.",
        ),
    ),
    "mary": (
        "What does the Church teach about the Immaculate Conception and the Assumption of Mary?",
        """The Church honours Mary as the **Mother of God**, because her son is the eternal Son \
of God made man [1]. Two dogmas describe the grace given to her:

- **The Immaculate Conception** (defined in 1854): from the first moment of her conception Mary \
was preserved from original sin, by a singular grace and in view of the merits of Christ. It is \
not the virginal conception of Jesus, which is a different truth [1].
- **The Assumption** (defined in 1950): at the end of her earthly life Mary was taken up body \
and soul into heavenly glory, a sign of hope for the whole Church [1][2].

The Council placed Mary within the mystery of Christ and the Church, as its mother and model in \
faith, hope and love [2]. The two feasts are celebrated on 8 December and 15 August.""",
        (
            "Mary, Mother of God, the Immaculate Conception and the Assumption.",
            "The Virgin Mary in the mystery of Christ and the Church.",
        ),
    ),
    "saints": (
        "Why do Catholics ask the saints to intercede for them?",
        """The Church believes in the **communion of saints**: those on earth, those being \
purified and those in heaven form one family in Christ [1]. Death does not break this bond, so \
just as we ask each other to pray for us, we ask the saints, who are close to God, to pray for \
us [2].

Asking for a saint's intercession is not worship: worship is owed to God alone. Honouring the \
saints gives glory to God for what his grace has done in them, and their lives show that \
holiness is possible in every state of life [2].

Pope Francis writes about "the saints next door": parents, workers and the sick who live the \
Gospel faithfully and quietly [3]. Canonisation is the Church's declaration that a person is in \
heaven and may be venerated everywhere.""",
        (
            "The communion of saints.",
            "The union of the Church on earth with the Church in heaven.",
            "The saints who encourage us and the saints next door.",
        ),
    ),
    "advent": (
        "What is the meaning of Advent?",
        """**Advent** opens the liturgical year with the four Sundays before Christmas. It has a \
double character: it prepares for the celebration of Christ's first coming at Christmas, and it \
turns our minds to his second coming at the end of time [1][2].

It is a season of joyful expectation rather than of penance. The readings are those of the \
prophets, John the Baptist and Mary; the liturgical colour is violet, with rose allowed on the \
third Sunday (Gaudete).

Many families and parishes keep an Advent wreath, pray together in the evenings, go to \
confession before Christmas and make room for works of charity.""",
        (
            "Preparing for the coming of the Lord.",
            "The liturgical year and the coming of Christ.",
        ),
    ),
    "lent": (
        "What are the rules for fasting and abstinence in Lent?",
        """**Lent** is the forty days of preparation for Easter, from Ash Wednesday to the Mass \
of the Lord's Supper on Holy Thursday. It is a time of conversion marked by prayer, fasting and \
almsgiving [1][3].

The law of the Latin Church is [2]:

- **Abstinence** from meat on Ash Wednesday, Good Friday and every Friday of Lent (and, unless \
the bishops' conference allows another penance, on the Fridays of the year), from the age of 14.
- **Fasting** — one full meal and two smaller ones — on Ash Wednesday and Good Friday, from 18 \
until the beginning of the 60th year.

The sick, pregnant women and others with a serious reason are excused. Bishops' conferences may \
adapt these rules, so check the local norms. The aim is not the rule itself but a heart turned \
back to God and open to others.""",
        (
            "Interior penance and the seasons of penance.",
            "Days of penance, fasting and abstinence.",
            "The Lenten season and its baptismal and penitential character.",
        ),
    ),
    "social-teaching": (
        "What is Catholic social teaching?",
        """Catholic social teaching is the Church's reflection on life in society in the light \
of the Gospel. It took its modern form with Leo XIII's *Rerum novarum* (1891) and has been \
developed by every pope since [1]. Its main principles are:

- the **dignity of the human person**, the foundation of all the others;
- the **common good**, the conditions that allow everyone to flourish;
- **subsidiarity**, which leaves to families and smaller communities what they can do;
- **solidarity**, a firm commitment to the good of all;
- the **universal destination of goods** and the **preferential option for the poor** [1].

Pope Francis insists that the poor have a special place in God's heart and must be included in \
society, not only helped [2]. Love for the poor, shown in works of mercy, belongs to the \
Church's tradition from the beginning [3].""",
        (
            "The principles of the Church's social doctrine.",
            "The inclusion of the poor in society.",
            "Love for the poor and the works of mercy.",
        ),
    ),
    "creation": (
        "What does the Church teach about care for creation?",
        """The Church teaches that creation is a gift from God entrusted to human care, not a \
resource to be used up. In *Laudato si'* Pope Francis calls the Earth "our common home" and \
proposes an **integral ecology**, in which environmental, social and economic questions are seen \
together, because "the cry of the earth" and "the cry of the poor" are one cry [1].

He asks for an **ecological conversion**: a change of lifestyle, of consumption and of politics, \
rooted in gratitude and in a sense of communion with all creatures. In *Laudate Deum* he returns \
to the climate crisis, asks for effective international agreements and reminds believers that \
care for creation belongs to their faith [2].

The Catechism adds that the use of the world's resources cannot be separated from respect for \
the moral law and for future generations [3]. Parishes can respond with practical steps, \
education and prayer for creation, especially in the Season of Creation in September.""",
        (
            "Integral ecology.",
            "The spiritual motivations for caring for creation.",
            "Respect for the integrity of creation.",
        ),
    ),
    "mercy": (
        "What does the Church teach about mercy?",
        """Mercy is God's love turned towards our weakness and sin. The whole Gospel proclaims \
it: Jesus welcomes sinners, tells the parable of the prodigal son and forgives from the cross. \
The Church receives this mercy above all in the sacraments of baptism and penance [1].

Pope Francis writes that God never tires of forgiving us; it is we who tire of asking for \
forgiveness [3]. Whoever has received mercy is called to show it, as the beatitude says: \
"Blessed are the merciful, for they shall obtain mercy" [2].

Tradition names the **works of mercy** [1]:

- **corporal**: feed the hungry, give drink to the thirsty, clothe the naked, shelter the \
homeless, visit the sick and prisoners, bury the dead;
- **spiritual**: counsel the doubtful, instruct the ignorant, admonish sinners, comfort the \
afflicted, forgive offences, bear wrongs patiently, pray for the living and the dead.""",
        (
            "Mercy and sin; the corporal and spiritual works of mercy.",
            "Blessed are the merciful; mercy as the key to the Christian life.",
            "God never tires of forgiving.",
        ),
    ),
    "grace": (
        "What is grace?",
        """**Grace** is the free and undeserved gift of God's own life. By it God makes us his \
children and partakers of the divine nature, and helps us to respond to his call [1].

The Church distinguishes:

- **sanctifying grace**, the lasting gift received in baptism that makes the soul holy and \
pleasing to God;
- **actual graces**, God's help in a particular moment, to begin conversion or to do good [1].

Grace does not compete with human freedom: it heals and frees it. Pope Francis warns against the \
idea that we can become holy by our own efforts alone; everything begins with the gift of God, \
which we welcome with gratitude [2]. Grace is received above all in the sacraments and in \
prayer.""",
        (
            "Grace and justification.",
            "Against the new Pelagianism: the primacy of grace.",
        ),
    ),
    "prayer": (
        "How should a Catholic pray?",
        """Prayer is "the raising of one's mind and heart to God": a living relationship with \
him [1]. The Catechism describes three expressions — **vocal** prayer, **meditation** and \
**contemplative** prayer — and the forms of blessing, petition, intercession, thanksgiving and \
praise [1].

Some simple ways to begin:

- pray briefly at fixed times: on waking, at meals and before sleep;
- read and pray with the Gospel of the day;
- pray the Our Father slowly, and the rosary;
- take part in the Mass and in the **Liturgy of the Hours**, the Church's public prayer [3].

Pope Francis recalls that holiness grows in constant prayer, including moments of silence before \
God [2]. Distractions and dryness are normal; what matters is to persevere.""",
        (
            "What prayer is and the expressions of prayer.",
            "Holiness in constant prayer.",
            "The Divine Office as the prayer of the whole Church.",
        ),
    ),
    "papacy": (
        "What is the Pope's authority, and what does infallibility mean?",
        """The Pope is the Bishop of Rome and the successor of Saint Peter, to whom Christ \
entrusted the keys and the care of his flock. He is the visible principle of the unity of the \
Church and has full, supreme and universal power in it, exercised together with the college of \
bishops and never without it [1][2][3].

**Infallibility** is often misunderstood. It does not mean that the Pope is sinless or right \
about everything. It means that when he defines, as supreme teacher and in a definitive act, a \
doctrine on faith or morals to be held by the whole Church (*ex cathedra*), he is preserved from \
error by the Holy Spirit. The bishops together with him share this gift, above all in an \
ecumenical council [1][3].

Such definitions are rare: the Assumption of Mary in 1950 is the most recent. The Pope's \
ordinary teaching also calls for a religious assent of mind and will [1].""",
        (
            "The hierarchy, the college of bishops and infallibility.",
            "The Pope and the college of bishops.",
            "The Roman Pontiff and infallible teaching.",
        ),
    ),
    "bible": (
        "How should Catholics read the Bible?",
        """The Church reveres the Scriptures as the word of God written under the inspiration of \
the Holy Spirit, and wants every Catholic to have easy access to them [1]. Sacred Scripture and \
Tradition together form the one deposit of faith [2].

Some principles for reading:

- read **with the whole of Scripture** in view, since the Old and New Testaments illuminate each \
other;
- read **within the living Tradition** of the Church;
- pay attention to **literary forms** and to what the human authors intended [2].

A simple way to pray with the Bible is **lectio divina**: read a passage slowly, meditate on it, \
respond in prayer and rest in God's presence [3]. Starting with a Gospel, perhaps Mark, and the \
Sunday readings is a good habit for individuals and parish groups.""",
        (
            "Sacred Scripture in the life of the Church.",
            "Inspiration and the interpretation of Scripture.",
            "Lectio divina.",
        ),
    ),
    "priesthood": (
        "How do I know if I have a vocation to the priesthood?",
        """A **vocation** is God's call. Every baptised person is called to holiness, and some \
are called to serve as priests, configured to Christ the Shepherd through the sacrament of Holy \
Orders [1][2]. Priests preach the Gospel, celebrate the sacraments and guide the community \
together with their bishop [2].

Signs of a call can include a lasting desire to serve God and his people, a love of prayer and \
of the Eucharist, the recognition of others, and the human and spiritual maturity the ministry \
requires. Pope Francis encourages young people to discern in prayer and in conversation with a \
trusted guide, without fear [3].

A practical path is to speak with a priest, take part in discernment days and contact the \
diocesan vocations director. Seminary formation normally lasts six or more years.""",
        (
            "The sacrament of Holy Orders and the priesthood.",
            "Priests as co-workers of the bishops.",
            "Vocation and discernment for young people.",
        ),
    ),
}
