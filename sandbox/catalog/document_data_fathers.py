"""Sample classics of the Church Fathers (public-domain works) and of Thomas Aquinas.

Real titles, authors and approximate dates; every summary is our own short description.
"""

from __future__ import annotations

from sandbox.catalog.document_record import (
    FATHERS_URL,
    PATRISTIC,
    Doc,
)

AUGUSTINE = "Saint Augustine of Hippo"

# fmt: off
DOCUMENTS: list[Doc] = [
    Doc("augustine-confessions", "Confessions", AUGUSTINE, "0400", PATRISTIC, "la",
        "conversion, autobiography, grace, prayer, memory, time, restless heart",
        "Augustine's story of his life up to his conversion in Milan and the death of his mother "
        "Monica, written as one long prayer addressed to God. The later books turn to memory, "
        "time and the first verses of Genesis. It is a classic of grace and conversion: the "
        "heart is restless until it rests in God.",
        url=f"{FATHERS_URL}1101.htm"),
    Doc("augustine-city-of-god", "The City of God", AUGUSTINE, "0426", PATRISTIC, "la",
        "history, two cities, rome, providence, church, peace, pagan gods",
        "Begun after the sack of Rome in 410, a defence of Christianity against the charge that "
        "it had weakened the empire. Over twenty-two books it contrasts the earthly city, built "
        "on love of self, with the city of God, built on love of God, from creation to their "
        "final ends.",
        url=f"{FATHERS_URL}1201.htm"),
    Doc("augustine-nature-and-grace", "On Nature and Grace", AUGUSTINE, "0415", PATRISTIC, "la",
        "grace, nature, pelagianism, free will, sin",
        "A treatise against the teaching of Pelagius that human nature can avoid sin without "
        "the help of grace. Augustine argues that nature, wounded by sin, is healed and "
        "strengthened only by the grace of Christ."),
    Doc("augustine-grace-and-free-will", "On Grace and Free Will", AUGUSTINE, "0426",
        PATRISTIC, "la",
        "grace, free will, merit, pelagianism, monks",
        "A treatise written for monks troubled by the debate on grace. Augustine shows from "
        "Scripture that free will is real and that every good act is nonetheless a gift of "
        "grace."),
    Doc("augustine-enchiridion", "Enchiridion on Faith, Hope and Love", AUGUSTINE, "0421",
        PATRISTIC, "la",
        "faith, hope, charity, love, creed, lord's prayer, handbook",
        "A short handbook of the faith written at a layman's request. It follows the Creed for "
        "faith, the Lord's Prayer for hope, and ends with love, the greatest of the three."),
    Doc("athanasius-on-the-incarnation", "On the Incarnation", "Saint Athanasius of Alexandria",
        "0318", PATRISTIC, "el",
        "incarnation, word of god, redemption, death, resurrection, creation",
        "A short treatise on why the Word of God became man. Athanasius explains that the Word "
        "through whom the world was made took a body to restore the image of God in humanity "
        "and to overcome death by his death and resurrection."),
    Doc("athanasius-life-of-antony", "Life of Antony", "Saint Athanasius of Alexandria", "0360",
        PATRISTIC, "el",
        "monasticism, desert, asceticism, holiness, prayer, temptation",
        "The life of Saint Antony, the Egyptian hermit who withdrew into the desert. Widely "
        "read in East and West, it shaped the ideal of monastic life, with its prayer, "
        "struggle against temptation and discernment."),
    Doc("didache", "Didache (The Teaching of the Twelve Apostles)", "Anonymous", "0100",
        PATRISTIC, "el",
        "baptism, eucharist, fasting, prayer, two ways, church order",
        "A brief early Christian manual. It begins with the way of life and the way of death, "
        "then gives instructions on baptism, fasting, the Lord's Prayer, the Eucharist, "
        "travelling prophets and the Lord's day."),
    Doc("clement-to-the-corinthians", "First Letter of Clement to the Corinthians",
        "Saint Clement of Rome", "0096", PATRISTIC, "el",
        "unity, order, peace, church, repentance, ministry",
        "A letter from the Church of Rome to the Church of Corinth, divided after some "
        "presbyters were deposed. It calls for humility, repentance and peace, and for respect "
        "for the order of ministry handed down from the apostles."),
    Doc("ignatius-to-the-romans", "Letter to the Romans", "Saint Ignatius of Antioch", "0107",
        PATRISTIC, "el",
        "martyrdom, eucharist, church of rome, discipleship",
        "Written by Ignatius on his way to martyrdom in Rome. He asks the Roman Christians not "
        "to prevent his death, which he sees as the fulfilment of his discipleship, and speaks "
        "of himself as God's wheat."),
    Doc("ignatius-to-the-smyrnaeans", "Letter to the Smyrnaeans", "Saint Ignatius of Antioch",
        "0107", PATRISTIC, "el",
        "catholic church, eucharist, bishop, incarnation, unity",
        "A letter against those who denied that Christ truly took flesh. It insists on the "
        "reality of the Eucharist and of the incarnation, on unity with the bishop, and is the "
        "first known text to speak of the Catholic Church."),
    Doc("justin-first-apology", "First Apology", "Saint Justin Martyr", "0155", PATRISTIC, "el",
        "eucharist, sunday, baptism, christians, persecution, logos",
        "A defence of Christians addressed to the emperor Antoninus Pius. It answers accusations "
        "against them, presents Christ as the Word, and ends with the earliest detailed "
        "description of baptism and of the Sunday Eucharist."),
    Doc("irenaeus-against-heresies", "Against Heresies", "Saint Irenaeus of Lyons", "0180",
        PATRISTIC, "el",
        "gnosticism, tradition, apostolic succession, church, recapitulation, scripture",
        "A refutation of the Gnostic systems in five books. Irenaeus appeals to the tradition "
        "handed down by the apostles through the succession of bishops, and presents Christ as "
        "recapitulating all things."),
    Doc("tertullian-apology", "Apology", "Tertullian", "0197", PATRISTIC, "la",
        "persecution, christians, martyrs, roman empire, religious freedom",
        "A defence of Christians addressed to the governors of the Roman provinces. Tertullian "
        "exposes the injustice of the trials of Christians and describes their life and "
        "worship."),
    Doc("cyprian-unity-of-the-church", "On the Unity of the Catholic Church",
        "Saint Cyprian of Carthage", "0251", PATRISTIC, "la",
        "church, unity, schism, bishops, peter",
        "A treatise written during the schisms that followed the persecution of Decius. Cyprian "
        "teaches that the Church is one, founded on Peter and held together by the bishops, "
        "and that no one can have God for Father who does not have the Church for mother."),
    Doc("cyril-catechetical-lectures", "Catechetical Lectures", "Saint Cyril of Jerusalem",
        "0350", PATRISTIC, "el",
        "catechesis, creed, baptism, eucharist, mystagogy, lent",
        "Instructions given in Jerusalem to candidates for baptism during Lent, explaining the "
        "Creed, followed by mystagogical lectures on baptism, chrismation and the Eucharist "
        "for the newly baptised."),
    Doc("basil-on-the-holy-spirit", "On the Holy Spirit", "Saint Basil the Great", "0375",
        PATRISTIC, "el",
        "holy spirit, trinity, doxology, tradition, worship",
        "A treatise defending the divinity of the Holy Spirit, occasioned by Basil's use of a "
        "doxology giving glory to the Father with the Son together with the Spirit. It also "
        "speaks of unwritten apostolic tradition."),
    Doc("gregory-nazianzen-theological-orations", "Theological Orations",
        "Saint Gregory of Nazianzus", "0380", PATRISTIC, "el",
        "trinity, god, theology, son, holy spirit",
        "Five sermons preached in Constantinople on the Trinity. They treat the conditions for "
        "speaking about God, the divinity of the Son and of the Holy Spirit, and earned Gregory "
        "the title of the Theologian."),
    Doc("ambrose-on-the-mysteries", "On the Mysteries", "Saint Ambrose of Milan", "0390",
        PATRISTIC, "la",
        "baptism, eucharist, sacraments, initiation, mystagogy",
        "Instructions to the newly baptised explaining the rites they have received: baptism, "
        "the anointing and the Eucharist, read through the figures of the Old Testament."),
    Doc("chrysostom-on-the-priesthood", "On the Priesthood", "Saint John Chrysostom", "0386",
        PATRISTIC, "el",
        "priesthood, priests, ministry, preaching, pastoral care",
        "A dialogue in six books on the dignity and burdens of the priesthood. Chrysostom "
        "explains why he fled ordination and describes the virtues needed by a pastor of "
        "souls and a preacher."),
    Doc("leo-tome-to-flavian", "Tome of Leo (Letter 28 to Flavian)", "Pope Saint Leo the Great",
        "0449-06-13", PATRISTIC, "la",
        "christology, two natures, incarnation, council of chalcedon",
        "A letter to Flavian of Constantinople on the person of Christ. It teaches that the one "
        "Christ is true God and true man, each nature keeping its properties, and was received "
        "by the Council of Chalcedon in 451."),
    Doc("vincent-commonitory", "Commonitory", "Saint Vincent of Lérins", "0434", PATRISTIC,
        "la",
        "tradition, doctrine, development, heresy",
        "A guide for telling Catholic truth from heresy. It proposes what has been believed "
        "everywhere, always and by all, and describes true development of doctrine as growth "
        "without change of meaning."),
    Doc("gregory-pastoral-rule", "Pastoral Rule", "Pope Saint Gregory the Great", "0590",
        PATRISTIC, "la",
        "pastors, bishops, preaching, humility, pastoral care",
        "A book on the office of pastor, written at the start of Gregory's pontificate. It "
        "treats who should become a pastor, how he should live, how to admonish different "
        "kinds of people, and the humility he needs."),
    Doc("aquinas-summa-theologiae", "Summa Theologiae", "Saint Thomas Aquinas", "1265",
        "Theological work", "la",
        "theology, god, creation, virtues, grace, christ, sacraments",
        "The great theological synthesis of Thomas Aquinas, written for beginners from 1265 "
        "and left unfinished. Its three parts treat God and creation, the human journey to God "
        "through virtue and grace, and Christ and the sacraments.",
        url="https://www.newadvent.org/summa/"),
]
# fmt: on
