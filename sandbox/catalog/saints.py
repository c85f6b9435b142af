"""Saints, blesseds, venerables and servants of God: well-known ones plus invented causes."""

from __future__ import annotations

import functools
import random
from typing import Any

from sandbox.catalog.search import NameIndex, slugify

# Other names people search by (a saint's popular or birth name), indexed beside the primary one.
ALIASES: dict[str, list[str]] = {
    "pio-of-pietrelcina": ["Padre Pio", "Pio of Pietrelcina", "Francesco Forgione"],
    "teresa-of-calcutta": ["Mother Teresa", "Mother Teresa of Calcutta"],
    "therese-of-lisieux": ["The Little Flower", "Thérèse of the Child Jesus"],
    "jerome": ["Eusebius Hieronymus"],
}
# Public reference pages the sandbox is confident of; every other saint has none (None) rather
# than an invented address.
LEARN_MORE: dict[str, str] = {
    "jerome": "https://www.newadvent.org/cathen/08341a.htm",
}
MONTHS = [
    "January", "February", "March", "April", "May", "June",
    "July", "August", "September", "October", "November", "December",
]  # fmt: skip

PRE_CONGREGATION = "Pre-Congregation (venerated before formal canonization)"

# (id, name, vocation, feast MM-DD, birth "date|place", death "date|place",
#  canonization "date|by" ("" = pre-congregation), patronage "a; b", iconography "a; b").
# Dates and places are the commonly given ones; a bare year means only the year is known.
# fmt: off
_KNOWN: list[tuple[str, str, str, str, str, str, str, str, str]] = [
    ("jerome", "Saint Jerome", "Priest and Doctor of the Church", "09-30", "347|Stridon, Dalmatia",
     "420-09-30|Bethlehem", "", "translators; librarians; scholars; archivists",
     "lion; cardinal's hat; skull; book"),
    ("andrew", "Saint Andrew", "Apostle", "11-30", "|Bethsaida, Galilee", "60|Patras, Achaia", "",
     "Scotland; fishermen; Greece; Russia", "X-shaped cross; fishing net"),
    ("joseph", "Saint Joseph", "Spouse of the Blessed Virgin Mary", "03-19", "|Bethlehem, Judaea",
     "|Nazareth, Galilee", "", "the universal Church; workers; fathers; a happy death",
     "carpenter's tools; lily; the Child Jesus"),
    ("francis-of-assisi", "Saint Francis of Assisi", "Religious and Founder", "10-04",
     "1181|Assisi, Umbria", "1226-10-03|Assisi, Umbria", "1228-07-16|Pope Gregory IX",
     "animals; ecology; Italy; merchants", "stigmata; wolf; birds; brown habit"),
    ("therese-of-lisieux", "Saint Thérèse of Lisieux", "Virgin and Doctor of the Church", "10-01",
     "1873-01-02|Alençon, France", "1897-09-30|Lisieux, France", "1925-05-17|Pope Pius XI",
     "missions; missionaries; florists; France", "roses; crucifix; Carmelite habit"),
    ("thomas-aquinas", "Saint Thomas Aquinas", "Priest and Doctor of the Church", "01-28",
     "1225|Roccasecca, Kingdom of Sicily", "1274-03-07|Fossanova, Latium",
     "1323-07-18|Pope John XXII", "students; universities; theologians; schools",
     "sun on the chest; ox; dove; book"),
    ("nicholas", "Saint Nicholas", "Bishop", "12-06", "270|Patara, Lycia", "343-12-06|Myra, Lycia",
     "", "children; sailors; merchants; Russia", "three gold balls; bishop's vestments"),
    ("lucy", "Saint Lucy", "Virgin and Martyr", "12-13", "283|Syracuse, Sicily",
     "304|Syracuse, Sicily", "", "the blind; eye ailments; Syracuse", "eyes on a dish; lamp; palm"),
    ("stephen", "Saint Stephen", "Deacon and First Martyr", "12-26", "|Judaea", "34|Jerusalem", "",
     "deacons; stonemasons; headache sufferers", "stones; dalmatic; palm"),
    ("john-the-evangelist", "Saint John the Evangelist", "Apostle and Evangelist", "12-27",
     "|Bethsaida, Galilee", "100|Ephesus, Asia Minor", "", "love; friendship; authors; Asia Minor",
     "eagle; chalice with a serpent; book"),
    ("peter", "Saint Peter", "Apostle", "06-29", "|Bethsaida, Galilee", "64|Rome", "",
     "fishermen; the papacy; Rome", "keys; upside-down cross; rooster"),
    ("paul", "Saint Paul", "Apostle", "06-29", "5|Tarsus, Cilicia", "67|Rome", "",
     "missionaries; writers; theologians; Malta", "sword; book; scroll"),
    ("mary-magdalene", "Saint Mary Magdalene", "Disciple of the Lord", "07-22", "|Magdala, Galilee",
     "|Ephesus, Asia Minor", "", "penitents; perfumers; apothecaries",
     "jar of ointment; long hair; red egg"),
    ("james-the-greater", "Saint James the Greater", "Apostle", "07-25", "|Bethsaida, Galilee",
     "44|Jerusalem", "", "Spain; pilgrims; labourers", "scallop shell; pilgrim's staff"),
    ("bartholomew", "Saint Bartholomew", "Apostle", "08-24", "|Cana, Galilee",
     "|Albanopolis, Armenia", "", "tanners; plasterers; Armenia", "flaying knife; book"),
    ("matthew", "Saint Matthew", "Apostle and Evangelist", "09-21", "|Capernaum, Galilee",
     "|Ethiopia", "", "accountants; tax collectors; bankers", "winged man; money bag; book"),
    ("thomas-the-apostle", "Saint Thomas", "Apostle", "07-03", "|Galilee", "72|Mylapore, India", "",
     "India; architects; builders", "spear; builder's square"),
    ("philip-the-apostle", "Saint Philip", "Apostle", "05-03", "|Bethsaida, Galilee",
     "80|Hierapolis, Phrygia", "", "hatters; pastry chefs; Uruguay", "loaves of bread; cross"),
    ("james-the-less", "Saint James the Less", "Apostle", "05-03", "|Galilee", "62|Jerusalem", "",
     "pharmacists; fullers; Uruguay", "fuller's club; book"),
    ("simon-the-zealot", "Saint Simon", "Apostle", "10-28", "|Cana, Galilee", "|Persia", "",
     "curriers; sawyers; tanners", "saw; boat; fish"),
    ("jude-thaddeus", "Saint Jude", "Apostle", "10-28", "|Galilee", "65|Beirut, Phoenicia", "",
     "lost causes; desperate situations; hospitals", "club; medallion with the face of Christ"),
    ("matthias", "Saint Matthias", "Apostle", "05-14", "|Judaea", "80|Jerusalem", "",
     "carpenters; tailors; alcoholics", "axe; book"),
    ("mark-the-evangelist", "Saint Mark", "Evangelist", "04-25", "|Cyrene, Libya",
     "68|Alexandria, Egypt", "", "Venice; notaries; Egypt", "winged lion; book"),
    ("luke-the-evangelist", "Saint Luke", "Evangelist", "10-18", "|Antioch, Syria",
     "84|Thebes, Boeotia", "", "physicians; artists; surgeons", "winged ox; icon of Mary"),
    ("barnabas", "Saint Barnabas", "Apostle", "06-11", "|Cyprus", "61|Salamis, Cyprus", "",
     "Cyprus; peacemakers", "olive branch; Gospel of Matthew"),
    ("john-the-baptist", "Saint John the Baptist", "Prophet and Martyr", "06-24",
     "|Ein Karem, Judaea", "31|Machaerus, Perea", "",
     "baptism; Jordan; French Canadians; Puerto Rico", "lamb; camel-hair garment; cross-staff"),
    ("anne", "Saint Anne", "Mother of the Blessed Virgin Mary", "07-26", "|Bethlehem, Judaea",
     "|Jerusalem", "", "grandmothers; mothers; Quebec; miners", "book; teaching young Mary"),
    ("joachim", "Saint Joachim", "Father of the Blessed Virgin Mary", "07-26", "|Nazareth",
     "|Jerusalem", "", "grandfathers; fathers", "lamb; basket of doves"),
    ("augustine-of-hippo", "Saint Augustine of Hippo", "Bishop and Doctor of the Church", "08-28",
     "354-11-13|Thagaste, Numidia", "430-08-28|Hippo Regius, Numidia", "",
     "theologians; brewers; printers", "flaming heart; child with a shell; book"),
    ("monica", "Saint Monica", "Mother", "08-27", "332|Thagaste, Numidia", "387|Ostia, Latium", "",
     "mothers; wives; patience", "tears; belt; book"),
    ("ambrose", "Saint Ambrose", "Bishop and Doctor of the Church", "12-07", "340|Trier, Gaul",
     "397-04-04|Milan", "", "beekeepers; Milan; learning", "beehive; scourge"),
    ("gregory-the-great", "Saint Gregory the Great", "Pope and Doctor of the Church", "09-03",
     "540|Rome", "604-03-12|Rome", "", "musicians; singers; teachers", "dove at the ear; tiara"),
    ("basil-the-great", "Saint Basil the Great", "Bishop and Doctor of the Church", "01-02",
     "330|Caesarea, Cappadocia", "379-01-01|Caesarea, Cappadocia", "",
     "hospital administrators; Cappadocia", "book; pallium"),
    ("gregory-nazianzen", "Saint Gregory Nazianzen", "Bishop and Doctor of the Church", "01-02",
     "329|Arianzus, Cappadocia", "390-01-25|Arianzus, Cappadocia", "", "poets; theologians",
     "book; omophorion"),
    ("athanasius", "Saint Athanasius", "Bishop and Doctor of the Church", "05-02",
     "296|Alexandria, Egypt", "373-05-02|Alexandria, Egypt", "", "theologians; Orthodoxy",
     "book; bishop's vestments"),
    ("john-chrysostom", "Saint John Chrysostom", "Bishop and Doctor of the Church", "09-13",
     "347|Antioch, Syria", "407-09-14|Comana, Pontus", "", "preachers; orators; Constantinople",
     "beehive; book; dove"),
    ("benedict-of-nursia", "Saint Benedict of Nursia", "Abbot", "07-11", "480|Norcia, Umbria",
     "547-03-21|Monte Cassino", "", "Europe; monks; farmers; students",
     "broken cup with a serpent; raven; rule book"),
    ("scholastica", "Saint Scholastica", "Virgin", "02-10", "480|Norcia, Umbria",
     "543-02-10|Monte Cassino", "", "nuns; storms; convulsive children", "dove; crosier"),
    ("patrick", "Saint Patrick", "Bishop", "03-17", "385|Roman Britain", "461-03-17|Saul, Ireland",
     "", "Ireland; engineers; Nigeria", "shamrock; snakes; crosier"),
    ("brigid-of-kildare", "Saint Brigid of Kildare", "Abbess", "02-01", "451|Faughart, Ireland",
     "525-02-01|Kildare, Ireland", "", "Ireland; dairy workers; babies", "Brigid's cross; cow"),
    ("columba", "Saint Columba", "Abbot", "06-09", "521|Gartan, Ireland",
     "597-06-09|Iona, Scotland", "", "Ireland; Scotland; poets", "dove; coracle"),
    ("bernard-of-clairvaux", "Saint Bernard of Clairvaux", "Abbot and Doctor of the Church",
     "08-20", "1090|Fontaine-lès-Dijon, Burgundy", "1153-08-20|Clairvaux, Champagne",
     "1174-01-18|Pope Alexander III", "beekeepers; candle-makers; Gibraltar",
     "beehive; white habit; chained demon"),
    ("dominic", "Saint Dominic", "Priest and Founder", "08-08", "1170|Caleruega, Castile",
     "1221-08-06|Bologna", "1234-07-03|Pope Gregory IX", "astronomers; the Dominican Republic",
     "dog with a torch; rosary; star"),
    ("clare-of-assisi", "Saint Clare of Assisi", "Virgin and Foundress", "08-11",
     "1194-07-16|Assisi, Umbria", "1253-08-11|Assisi, Umbria", "1255-09-26|Pope Alexander IV",
     "television; eye disease; embroiderers", "monstrance; lamp"),
    ("anthony-of-padua", "Saint Anthony of Padua", "Priest and Doctor of the Church", "06-13",
     "1195-08-15|Lisbon, Portugal", "1231-06-13|Padua", "1232-05-30|Pope Gregory IX",
     "lost things; the poor; Portugal", "Child Jesus; lily; book"),
    ("bonaventure", "Saint Bonaventure", "Bishop and Doctor of the Church", "07-15",
     "1221|Bagnoregio, Latium", "1274-07-15|Lyon, France", "1482-04-14|Pope Sixtus IV",
     "bowel disorders; Bagnoregio", "cardinal's hat; book"),
    ("albert-the-great", "Saint Albert the Great", "Bishop and Doctor of the Church", "11-15",
     "1200|Lauingen, Swabia", "1280-11-15|Cologne", "1931-12-16|Pope Pius XI",
     "scientists; natural sciences; students", "book; quill"),
    ("catherine-of-siena", "Saint Catherine of Siena", "Virgin and Doctor of the Church", "04-29",
     "1347-03-25|Siena", "1380-04-29|Rome", "1461-06-29|Pope Pius II",
     "Italy; Europe; nurses; against fire", "lily; crown of thorns; stigmata"),
    ("joan-of-arc", "Saint Joan of Arc", "Virgin", "05-30", "1412-01-06|Domrémy, France",
     "1431-05-30|Rouen, France", "1920-05-16|Pope Benedict XV", "France; soldiers",
     "armour; banner; sword"),
    ("ignatius-of-loyola", "Saint Ignatius of Loyola", "Priest and Founder", "07-31",
     "1491-10-23|Azpeitia, Basque Country", "1556-07-31|Rome", "1622-03-12|Pope Gregory XV",
     "soldiers; retreats; the Society of Jesus", "IHS monogram; book; chasuble"),
    ("francis-xavier", "Saint Francis Xavier", "Priest and Missionary", "12-03",
     "1506-04-07|Javier, Navarre", "1552-12-03|Shangchuan Island, China",
     "1622-03-12|Pope Gregory XV", "missions; Asia; Navarre", "crucifix; torch; ship"),
    ("teresa-of-avila", "Saint Teresa of Ávila", "Virgin and Doctor of the Church", "10-15",
     "1515-03-28|Ávila, Castile", "1582-10-04|Alba de Tormes, Castile",
     "1622-03-12|Pope Gregory XV", "Spain; headache sufferers; writers",
     "heart pierced by an arrow; dove; book"),
    ("john-of-the-cross", "Saint John of the Cross", "Priest and Doctor of the Church", "12-14",
     "1542-06-24|Fontiveros, Castile", "1591-12-14|Úbeda, Andalusia",
     "1726-12-27|Pope Benedict XIII", "mystics; contemplatives; Spanish poets",
     "cross; eagle; Carmelite habit"),
    ("philip-neri", "Saint Philip Neri", "Priest and Founder", "05-26", "1515-07-21|Florence",
     "1595-05-26|Rome", "1622-03-12|Pope Gregory XV", "Rome; humorists; joy",
     "lily; rosary; flaming heart"),
    ("charles-borromeo", "Saint Charles Borromeo", "Bishop", "11-04", "1538-10-02|Arona",
     "1584-11-03|Milan", "1610-11-01|Pope Paul V", "catechists; seminarians; Lombardy",
     "cord; cardinal's robes"),
    ("francis-de-sales", "Saint Francis de Sales", "Bishop and Doctor of the Church", "01-24",
     "1567-08-21|Thorens, Savoy", "1622-12-28|Lyon, France", "1665-04-08|Pope Alexander VII",
     "writers; journalists; the deaf", "heart with a crown of thorns"),
    ("jane-frances-de-chantal", "Saint Jane Frances de Chantal", "Religious and Foundress", "08-12",
     "1572-01-28|Dijon, Burgundy", "1641-12-13|Moulins, France", "1767-07-16|Pope Clement XIII",
     "widows; parents separated from children", "heart with IHS monogram"),
    ("vincent-de-paul", "Saint Vincent de Paul", "Priest and Founder", "09-27",
     "1581-04-24|Pouy, Gascony", "1660-09-27|Paris", "1737-06-16|Pope Clement XII",
     "charities; hospitals; prisoners", "children; cassock; surplice"),
    ("louise-de-marillac", "Saint Louise de Marillac", "Religious and Foundress", "03-15",
     "1591-08-12|Paris", "1660-03-15|Paris", "1934-03-11|Pope Pius XI",
     "social workers; widows; orphans", "grey habit; cornette"),
    ("rose-of-lima", "Saint Rose of Lima", "Virgin", "08-23", "1586-04-20|Lima, Peru",
     "1617-08-24|Lima, Peru", "1671-04-12|Pope Clement X", "the Americas; Peru; florists",
     "crown of roses; anchor; Child Jesus"),
    ("martin-de-porres", "Saint Martin de Porres", "Religious", "11-03", "1579-12-09|Lima, Peru",
     "1639-11-03|Lima, Peru", "1962-05-06|Pope John XXIII",
     "mixed-race people; barbers; social justice", "broom; dog and cat eating together"),
    ("juan-diego", "Saint Juan Diego Cuauhtlatoatzin", "Layperson", "12-09",
     "1474|Cuauhtitlán, Mexico", "1548-05-30|Tepeyac, Mexico", "2002-07-31|Pope John Paul II",
     "Indigenous peoples; Mexico", "tilma with roses; image of Our Lady of Guadalupe"),
    ("kateri-tekakwitha", "Saint Kateri Tekakwitha", "Virgin", "07-14", "1656|Ossernenon, New York",
     "1680-04-17|Kahnawake, New France", "2012-10-21|Pope Benedict XVI",
     "ecology; Native Americans; exiles", "lily; turtle; rosary"),
    ("elizabeth-ann-seton", "Saint Elizabeth Ann Seton", "Religious and Foundress", "01-04",
     "1774-08-28|New York City", "1821-01-04|Emmitsburg, Maryland", "1975-09-14|Pope Paul VI",
     "Catholic schools; widows; in-law problems", "black bonnet; book"),
    ("frances-xavier-cabrini", "Saint Frances Xavier Cabrini", "Virgin and Foundress", "11-13",
     "1850-07-15|Sant'Angelo Lodigiano", "1917-12-22|Chicago, Illinois", "1946-07-07|Pope Pius XII",
     "immigrants; hospital administrators", "heart; religious habit"),
    ("katharine-drexel", "Saint Katharine Drexel", "Virgin and Foundress", "03-03",
     "1858-11-26|Philadelphia, Pennsylvania", "1955-03-03|Bensalem, Pennsylvania",
     "2000-10-01|Pope John Paul II", "racial justice; philanthropists", "religious habit"),
    ("john-vianney", "Saint John Vianney", "Priest", "08-04", "1786-05-08|Dardilly, France",
     "1859-08-04|Ars-sur-Formans, France", "1925-05-31|Pope Pius XI", "parish priests; confessors",
     "surplice and stole; confessional"),
    ("bernadette-soubirous", "Saint Bernadette Soubirous", "Virgin", "04-16",
     "1844-01-07|Lourdes, France", "1879-04-16|Nevers, France", "1933-12-08|Pope Pius XI",
     "the sick; shepherds; Lourdes", "rosary; kneeling at the grotto"),
    ("john-bosco", "Saint John Bosco", "Priest and Founder", "01-31",
     "1815-08-16|Castelnuovo d'Asti, Piedmont", "1888-01-31|Turin", "1934-04-01|Pope Pius XI",
     "young people; apprentices; editors; magicians", "surrounded by children; cassock"),
    ("dominic-savio", "Saint Dominic Savio", "Layperson", "05-06",
     "1842-04-02|Riva presso Chieri, Piedmont", "1857-03-09|Mondonio, Piedmont",
     "1954-06-12|Pope Pius XII", "choirboys; the falsely accused; young people",
     "lily; school uniform"),
    ("maximilian-kolbe", "Saint Maximilian Kolbe", "Priest and Martyr", "08-14",
     "1894-01-08|Zduńska Wola, Poland", "1941-08-14|Auschwitz, Poland",
     "1982-10-10|Pope John Paul II", "prisoners; journalists; families; drug addicts",
     "prison uniform; two crowns"),
    ("teresa-benedicta-of-the-cross", "Saint Teresa Benedicta of the Cross (Edith Stein)",
     "Virgin and Martyr", "08-09", "1891-10-12|Breslau, Silesia", "1942-08-09|Auschwitz, Poland",
     "1998-10-11|Pope John Paul II", "Europe; martyrs; converts", "Star of David; Carmelite habit"),
    ("faustina-kowalska", "Saint Faustina Kowalska", "Virgin", "10-05",
     "1905-08-25|Głogowiec, Poland", "1938-10-05|Kraków, Poland", "2000-04-30|Pope John Paul II",
     "mercy; Poland", "image of the Divine Mercy; diary"),
    ("pio-of-pietrelcina", "Saint Pio of Pietrelcina", "Priest", "09-23",
     "1887-05-25|Pietrelcina, Campania", "1968-09-23|San Giovanni Rotondo, Apulia",
     "2002-06-16|Pope John Paul II", "civil defence volunteers; adolescents; stress relief",
     "stigmata; Capuchin habit; gloves"),
    ("teresa-of-calcutta", "Saint Teresa of Calcutta", "Virgin and Foundress", "09-05",
     "1910-08-26|Skopje, Ottoman Empire", "1997-09-05|Kolkata, India", "2016-09-04|Pope Francis",
     "World Youth Day; Missionaries of Charity", "white sari with blue borders; rosary"),
    ("john-paul-ii", "Saint John Paul II", "Pope", "10-22", "1920-05-18|Wadowice, Poland",
     "2005-04-02|Vatican City", "2014-04-27|Pope Francis", "World Youth Day; young Catholics",
     "papal ferula; white cassock"),
    ("john-xxiii", "Saint John XXIII", "Pope", "10-11", "1881-11-25|Sotto il Monte, Lombardy",
     "1963-06-03|Vatican City", "2014-04-27|Pope Francis", "papal delegates; Christian unity",
     "papal vestments"),
    ("paul-vi", "Saint Paul VI", "Pope", "05-29", "1897-09-26|Concesio, Lombardy",
     "1978-08-06|Castel Gandolfo", "2018-10-14|Pope Francis",
     "the Archdiocese of Milan; the Second Vatican Council", "papal vestments"),
    ("oscar-romero", "Saint Óscar Romero", "Bishop and Martyr", "03-24",
     "1917-08-15|Ciudad Barrios, El Salvador", "1980-03-24|San Salvador, El Salvador",
     "2018-10-14|Pope Francis", "El Salvador; the Americas; persecuted Christians",
     "episcopal vestments; chalice"),
    ("josemaria-escriva", "Saint Josemaría Escrivá", "Priest and Founder", "06-26",
     "1902-01-09|Barbastro, Aragon", "1975-06-26|Rome", "2002-10-06|Pope John Paul II",
     "ordinary work; Opus Dei", "cassock; rosary"),
    ("gianna-beretta-molla", "Saint Gianna Beretta Molla", "Mother and Physician", "04-28",
     "1922-10-04|Magenta, Lombardy", "1962-04-28|Monza, Lombardy", "2004-05-16|Pope John Paul II",
     "mothers; physicians; unborn children", "physician's coat; infant"),
    ("john-henry-newman", "Saint John Henry Newman", "Cardinal", "10-09", "1801-02-21|London",
     "1890-08-11|Edgbaston, Birmingham", "2019-10-13|Pope Francis",
     "converts; scholars; the Oratory", "cardinal's robes; pen"),
    ("carlo-acutis", "Saint Carlo Acutis", "Layperson", "10-12", "1991-05-03|London",
     "2006-10-12|Monza, Lombardy", "2025-09-07|Pope Leo XIV",
     "computer programmers; the internet; young people", "jeans and trainers; laptop"),
    ("pier-giorgio-frassati", "Saint Pier Giorgio Frassati", "Layperson", "07-04",
     "1901-04-06|Turin", "1925-07-04|Turin", "2025-09-07|Pope Leo XIV",
     "young people; mountaineers; students", "mountaineering gear; pipe"),
    ("thomas-more", "Saint Thomas More", "Martyr", "06-22", "1478-02-07|London",
     "1535-07-06|Tower Hill, London", "1935-05-19|Pope Pius XI", "statesmen; politicians; lawyers",
     "chain of office; book"),
    ("john-fisher", "Saint John Fisher", "Bishop and Martyr", "06-22", "1469|Beverley, Yorkshire",
     "1535-06-22|Tower Hill, London", "1935-05-19|Pope Pius XI", "the Diocese of Rochester",
     "cardinal's hat; axe"),
    ("thomas-becket", "Saint Thomas Becket", "Bishop and Martyr", "12-29", "1120-12-21|London",
     "1170-12-29|Canterbury", "1173-02-21|Pope Alexander III", "clergy; Portsmouth",
     "sword through the mitre; pallium"),
    ("anselm-of-canterbury", "Saint Anselm", "Bishop and Doctor of the Church", "04-21",
     "1033|Aosta", "1109-04-21|Canterbury", "", "philosophers; theologians", "ship; book"),
    ("bede", "Saint Bede the Venerable", "Priest and Doctor of the Church", "05-25",
     "673|Monkton, Northumbria", "735-05-26|Jarrow, Northumbria", "",
     "scholars; historians; England", "book; quill"),
    ("boniface", "Saint Boniface", "Bishop and Martyr", "06-05", "675|Crediton, Wessex",
     "754-06-05|Dokkum, Frisia", "", "Germany; brewers; tailors", "axe; oak tree; book"),
    ("cyril", "Saint Cyril", "Monk and Missionary", "02-14", "826|Thessalonica", "869-02-14|Rome",
     "", "Europe; Slavic peoples; ecumenism", "Glagolitic alphabet; book"),
    ("methodius", "Saint Methodius", "Bishop and Missionary", "02-14", "815|Thessalonica",
     "885-04-06|Velehrad, Moravia", "", "Europe; Slavic peoples; ecumenism", "book; icon"),
    ("wenceslaus", "Saint Wenceslaus", "Martyr", "09-28", "907|Prague, Bohemia",
     "935-09-28|Stará Boleslav, Bohemia", "", "Bohemia; the Czech Republic; brewers",
     "crown; banner with an eagle"),
    ("stanislaus", "Saint Stanislaus", "Bishop and Martyr", "04-11", "1030|Szczepanów, Poland",
     "1079-04-11|Kraków, Poland", "1253-09-17|Pope Innocent IV", "Poland; Kraków",
     "sword; bishop raising a dead man"),
    ("casimir", "Saint Casimir", "Prince", "03-04", "1458-10-03|Kraków, Poland",
     "1484-03-04|Grodno, Lithuania", "1602-04-07|Pope Clement VIII",
     "Poland; Lithuania; young people", "lily; crown"),
    ("hedwig", "Saint Hedwig", "Religious", "10-16", "1174|Andechs, Bavaria",
     "1243-10-15|Trzebnica, Silesia", "1267-03-26|Pope Clement IV", "Silesia; brides; orphans",
     "church model; shoes in hand"),
    ("elizabeth-of-hungary", "Saint Elizabeth of Hungary", "Religious", "11-17",
     "1207-07-07|Sárospatak, Hungary", "1231-11-17|Marburg, Hesse", "1235-05-27|Pope Gregory IX",
     "bakers; hospitals; the Secular Franciscans", "roses in her apron; crown"),
    ("margaret-of-scotland", "Saint Margaret of Scotland", "Queen", "11-16", "1045|Hungary",
     "1093-11-16|Edinburgh, Scotland", "1250|Pope Innocent IV", "Scotland; queens; large families",
     "crown; book"),
    ("louis-of-france", "Saint Louis", "King", "08-25", "1214-04-25|Poissy, France",
     "1270-08-25|Tunis", "1297-08-11|Pope Boniface VIII", "France; kings; the Secular Franciscans",
     "crown of thorns; fleur-de-lis"),
    ("rita-of-cascia", "Saint Rita of Cascia", "Religious", "05-22", "1381|Roccaporena, Umbria",
     "1457-05-22|Cascia, Umbria", "1900-05-24|Pope Leo XIII",
     "impossible causes; difficult marriages", "thorn wound on the forehead; roses; bees"),
    ("agnes", "Saint Agnes", "Virgin and Martyr", "01-21", "291|Rome", "304-01-21|Rome", "",
     "young girls; chastity; gardeners", "lamb; palm"),
    ("agatha", "Saint Agatha", "Virgin and Martyr", "02-05", "231|Catania, Sicily",
     "251-02-05|Catania, Sicily", "", "Sicily; bell-founders; breast cancer patients",
     "dish; shears; palm"),
    ("cecilia", "Saint Cecilia", "Virgin and Martyr", "11-22", "200|Rome", "230|Rome", "",
     "musicians; singers; poets", "organ; lute; roses"),
    ("sebastian", "Saint Sebastian", "Martyr", "01-20", "256|Narbonne, Gaul", "288-01-20|Rome", "",
     "soldiers; athletes; archers", "arrows; column"),
    ("george", "Saint George", "Martyr", "04-23", "280|Cappadocia", "303-04-23|Lydda, Palestine",
     "", "England; soldiers; scouts", "dragon; red cross on white"),
    ("blaise", "Saint Blaise", "Bishop and Martyr", "02-03", "|Sebaste, Armenia",
     "316|Sebaste, Armenia", "", "throat ailments; wool combers; Dubrovnik",
     "crossed candles; wool comb"),
    ("valentine", "Saint Valentine", "Priest and Martyr", "02-14", "|Terni, Umbria",
     "269-02-14|Rome", "", "engaged couples; happy marriages; beekeepers", "roses; birds"),
    ("lawrence", "Saint Lawrence", "Deacon and Martyr", "08-10", "225|Huesca, Hispania",
     "258-08-10|Rome", "", "cooks; deacons; librarians; the poor", "gridiron; dalmatic"),
    ("christopher", "Saint Christopher", "Martyr", "07-25", "|Canaan", "251|Lycia", "",
     "travellers; motorists; ferrymen", "carrying the Christ Child across a river; staff"),
    ("cosmas", "Saint Cosmas", "Martyr", "09-26", "|Arabia", "287|Cyrrhus, Syria", "",
     "physicians; pharmacists; surgeons", "medicine box; lancet"),
    ("damian", "Saint Damian", "Martyr", "09-26", "|Arabia", "287|Cyrrhus, Syria", "",
     "physicians; pharmacists; surgeons", "medicine box; mortar and pestle"),
    ("anthony-the-great", "Saint Anthony the Great", "Abbot", "01-17", "251|Coma, Egypt",
     "356-01-17|Mount Colzim, Egypt", "", "monks; gravediggers; domestic animals",
     "pig; bell; tau cross"),
    ("martin-of-tours", "Saint Martin of Tours", "Bishop", "11-11", "316|Savaria, Pannonia",
     "397-11-08|Candes, Gaul", "", "soldiers; the poor; France; tailors",
     "cloak cut in half; horse; goose"),
    ("hilary-of-poitiers", "Saint Hilary of Poitiers", "Bishop and Doctor of the Church", "01-13",
     "310|Poitiers, Gaul", "367|Poitiers, Gaul", "", "against snakebite; Poitiers", "book; snakes"),
    ("irenaeus", "Saint Irenaeus", "Bishop, Martyr and Doctor of the Church", "06-28",
     "130|Smyrna, Asia Minor", "202|Lyon, Gaul", "", "Lyon; theologians", "book; mitre"),
    ("polycarp", "Saint Polycarp", "Bishop and Martyr", "02-23", "69|Smyrna, Asia Minor",
     "155-02-23|Smyrna, Asia Minor", "", "earache sufferers; Smyrna", "flames; book"),
    ("ignatius-of-antioch", "Saint Ignatius of Antioch", "Bishop and Martyr", "10-17", "35|Syria",
     "107|Rome", "", "the Church in the eastern Mediterranean; throat diseases", "lions; chains"),
    ("justin-martyr", "Saint Justin", "Martyr", "06-01", "100|Flavia Neapolis, Samaria", "165|Rome",
     "", "philosophers; apologists; lecturers", "philosopher's cloak; sword"),
    ("perpetua", "Saint Perpetua", "Martyr", "03-07", "182|Carthage", "203-03-07|Carthage", "",
     "mothers; expectant mothers; Carthage", "wild cow; ladder"),
    ("felicity", "Saint Felicity", "Martyr", "03-07", "|Carthage", "203-03-07|Carthage", "",
     "mothers; expectant mothers", "wild cow; palm"),
    ("cyprian", "Saint Cyprian", "Bishop and Martyr", "09-16", "200|Carthage", "258-09-14|Carthage",
     "", "North Africa; Algeria", "sword; book"),
    ("charles-lwanga", "Saint Charles Lwanga", "Martyr", "06-03", "1860|Buddu, Buganda",
     "1886-06-03|Namugongo, Buganda", "1964-10-18|Pope Paul VI", "African Catholic youth; converts",
     "fire; palm"),
    ("josephine-bakhita", "Saint Josephine Bakhita", "Virgin", "02-08", "1869|Olgossa, Darfur",
     "1947-02-08|Schio, Veneto", "2000-10-01|Pope John Paul II",
     "Sudan; survivors of human trafficking", "chains; religious habit"),
    ("andrew-kim-taegon", "Saint Andrew Kim Tae-gon", "Priest and Martyr", "09-20",
     "1821-08-21|Solmoe, Korea", "1846-09-16|Seoul, Korea", "1984-05-06|Pope John Paul II",
     "Korea; Korean clergy", "Korean scholar's robes; stole"),
    ("paul-miki", "Saint Paul Miki", "Martyr", "02-06", "1562|Tsunokuni, Japan",
     "1597-02-05|Nagasaki, Japan", "1862-06-08|Pope Pius IX", "Japan", "cross; Jesuit robes"),
    ("lorenzo-ruiz", "Saint Lorenzo Ruiz", "Martyr", "09-28", "1600|Binondo, Manila",
     "1637-09-29|Nagasaki, Japan", "1987-10-18|Pope John Paul II",
     "the Philippines; Filipino migrants; altar servers", "rosary; cross; hanging upside down"),
    ("pedro-calungsod", "Saint Pedro Calungsod", "Catechist and Martyr", "04-02",
     "1654|Visayas, Philippines", "1672-04-02|Tumon, Guam", "2012-10-21|Pope Benedict XVI",
     "the Philippines; catechists; Filipino youth", "palm; catechism; spear"),
    ("andrew-dung-lac", "Saint Andrew Dung-Lac", "Priest and Martyr", "11-24",
     "1795|Bắc Ninh, Vietnam", "1839-12-21|Hanoi, Vietnam", "1988-06-19|Pope John Paul II",
     "Vietnam; Vietnamese Catholics", "palm; Vietnamese dress"),
    ("alphonsus-liguori", "Saint Alphonsus Liguori", "Bishop and Doctor of the Church", "08-01",
     "1696-09-27|Marianella, Naples", "1787-08-01|Pagani, Campania", "1839-05-26|Pope Gregory XVI",
     "confessors; moral theologians; arthritis sufferers", "crucifix; bishop's vestments"),
    ("robert-bellarmine", "Saint Robert Bellarmine", "Bishop and Doctor of the Church", "09-17",
     "1542-10-04|Montepulciano, Tuscany", "1621-09-17|Rome", "1930-06-29|Pope Pius XI",
     "catechists; canon lawyers", "cardinal's robes; book"),
    ("peter-canisius", "Saint Peter Canisius", "Priest and Doctor of the Church", "04-27",
     "1521-05-08|Nijmegen, Guelders", "1597-12-21|Fribourg, Switzerland", "1925-05-21|Pope Pius XI",
     "Catholic press; Germany", "catechism; book"),
    ("aloysius-gonzaga", "Saint Aloysius Gonzaga", "Religious", "06-21",
     "1568-03-09|Castiglione delle Stiviere, Lombardy", "1591-06-21|Rome",
     "1726-12-31|Pope Benedict XIII", "young students; Christian youth; plague victims",
     "lily; skull; crucifix"),
    ("stanislaus-kostka", "Saint Stanislaus Kostka", "Religious", "11-13",
     "1550-10-28|Rostków, Poland", "1568-08-15|Rome", "1726-12-31|Pope Benedict XIII",
     "novices; students; Poland", "lily; Child Jesus"),
    ("john-of-god", "Saint John of God", "Religious and Founder", "03-08",
     "1495-03-08|Montemor-o-Novo, Portugal", "1550-03-08|Granada, Andalusia",
     "1690-10-16|Pope Alexander VIII", "hospitals; nurses; the sick; booksellers",
     "pomegranate with a cross; alms box"),
    ("camillus-de-lellis", "Saint Camillus de Lellis", "Priest and Founder", "07-14",
     "1550-05-25|Bucchianico, Abruzzo", "1614-07-14|Rome", "1746-06-29|Pope Benedict XIV",
     "the sick; nurses; hospitals", "red cross on the habit"),
    ("peter-claver", "Saint Peter Claver", "Priest", "09-09", "1580-06-26|Verdú, Catalonia",
     "1654-09-08|Cartagena, Colombia", "1888-01-15|Pope Leo XIII",
     "Colombia; enslaved peoples; race relations", "ship; Jesuit robes"),
    ("turibius-of-mogrovejo", "Saint Turibius of Mogrovejo", "Bishop", "03-23",
     "1538-11-16|Mayorga, León", "1606-03-23|Saña, Peru", "1726-12-10|Pope Benedict XIII",
     "Latin American bishops; native rights; Peru", "bishop's vestments; crosier"),
    ("isidore-the-farmer", "Saint Isidore the Farmer", "Layperson", "05-15", "1070|Madrid",
     "1130-05-15|Madrid", "1622-03-12|Pope Gregory XV", "farmers; Madrid; rural communities",
     "plough; angels ploughing"),
    ("isidore-of-seville", "Saint Isidore of Seville", "Bishop and Doctor of the Church", "04-04",
     "560|Cartagena, Hispania", "636-04-04|Seville, Hispania", "",
     "the internet; students; computer users", "bees; pen; book"),
    ("hildegard-of-bingen", "Saint Hildegard of Bingen", "Virgin and Doctor of the Church", "09-17",
     "1098|Bermersheim, Rhineland", "1179-09-17|Rupertsberg, Rhineland",
     "2012-05-10|Pope Benedict XVI", "musicians; writers; ecologists", "flames; book; quill"),
    ("gertrude-the-great", "Saint Gertrude the Great", "Virgin", "11-16",
     "1256-01-06|Eisleben, Saxony", "1302-11-17|Helfta, Saxony", "",
     "the West Indies; nuns; travellers", "burning heart; crosier"),
    ("bridget-of-sweden", "Saint Bridget of Sweden", "Religious", "07-23", "1303|Finsta, Uppland",
     "1373-07-23|Rome", "1391-10-07|Pope Boniface IX", "Europe; Sweden; widows",
     "pilgrim's staff; book; candle"),
    ("catherine-of-alexandria", "Saint Catherine of Alexandria", "Virgin and Martyr", "11-25",
     "287|Alexandria, Egypt", "305|Alexandria, Egypt", "",
     "philosophers; students; unmarried women", "spiked wheel; sword; crown"),
    ("margaret-mary-alacoque", "Saint Margaret Mary Alacoque", "Virgin", "10-16",
     "1647-07-22|Verosvres, Burgundy", "1690-10-17|Paray-le-Monial, Burgundy",
     "1920-05-13|Pope Benedict XV", "devotees of the Sacred Heart; polio patients", "Sacred Heart"),
    ("louis-de-montfort", "Saint Louis de Montfort", "Priest", "04-28",
     "1673-01-31|Montfort-sur-Meu, Brittany", "1716-04-28|Saint-Laurent-sur-Sèvre, France",
     "1947-07-20|Pope Pius XII", "preachers; Marian devotion", "rosary; crucifix"),
    ("damien-of-molokai", "Saint Damien of Molokai", "Priest", "05-10",
     "1840-01-03|Tremelo, Belgium", "1889-04-15|Kalaupapa, Molokai", "2009-10-11|Pope Benedict XVI",
     "people with leprosy; outcasts; Hawaii", "wide-brimmed hat; cane"),
    ("marianne-cope", "Saint Marianne Cope", "Virgin", "01-23", "1838-01-23|Heppenheim, Hesse",
     "1918-08-09|Kalaupapa, Molokai", "2012-10-21|Pope Benedict XVI",
     "people with leprosy; outcasts; Hawaii", "Franciscan habit"),
    ("junipero-serra", "Saint Junípero Serra", "Priest and Missionary", "07-01",
     "1713-11-24|Petra, Mallorca", "1784-08-28|Carmel, California", "2015-09-23|Pope Francis",
     "California; vocations; Hispanic Americans", "cross; walking staff"),
    ("john-neumann", "Saint John Neumann", "Bishop", "01-05", "1811-03-28|Prachatice, Bohemia",
     "1860-01-05|Philadelphia, Pennsylvania", "1977-06-19|Pope Paul VI",
     "Catholic education; immigrants", "bishop's vestments"),
    ("rose-philippine-duchesne", "Saint Rose Philippine Duchesne", "Virgin", "11-18",
     "1769-08-29|Grenoble, France", "1852-11-18|Saint Charles, Missouri",
     "1988-07-03|Pope John Paul II", "perseverance amid adversity; Missouri", "religious habit"),
    ("andre-bessette", "Saint André Bessette", "Religious", "01-06",
     "1845-08-09|Saint-Grégoire, Quebec", "1937-01-06|Montreal, Quebec",
     "2010-10-17|Pope Benedict XVI", "the sick; Montreal", "oil lamp; medal of Saint Joseph"),
    ("mary-mackillop", "Saint Mary MacKillop", "Virgin and Foundress", "08-08",
     "1842-01-15|Fitzroy, Melbourne", "1909-08-08|North Sydney, Australia",
     "2010-10-17|Pope Benedict XVI", "Australia; abuse survivors", "brown habit; book"),
    ("nicholas-tavelic", "Saint Nicholas Tavelić", "Priest and Martyr", "11-14",
     "1340|Šibenik, Dalmatia", "1391-11-14|Jerusalem", "1970-06-21|Pope Paul VI",
     "Croatia; Šibenik", "palm; Franciscan habit"),
    ("leopold-mandic", "Saint Leopold Mandić", "Priest", "05-12",
     "1866-05-12|Herceg Novi, Dalmatia", "1942-07-30|Padua", "1983-10-16|Pope John Paul II",
     "confessors; cancer patients; Christian unity", "Capuchin habit; stole"),
    ("mark-of-krizevci", "Saint Mark of Križevci", "Priest and Martyr", "09-07",
     "1588|Križevci, Croatia", "1619-09-07|Košice, Hungary", "1995-07-02|Pope John Paul II",
     "Križevci; Croatia", "palm; cassock"),
    ("gemma-galgani", "Saint Gemma Galgani", "Virgin", "04-11", "1878-03-12|Camigliano, Tuscany",
     "1903-04-11|Lucca, Tuscany", "1940-05-02|Pope Pius XII",
     "pharmacists; students; those with back injuries", "stigmata; Passionist emblem"),
    ("maria-goretti", "Saint Maria Goretti", "Virgin and Martyr", "07-06",
     "1890-10-16|Corinaldo, Marche", "1902-07-06|Nettuno, Latium", "1950-06-24|Pope Pius XII",
     "young women; victims of assault; forgiveness", "lilies; knife"),
    ("frances-of-rome", "Saint Frances of Rome", "Religious", "03-09", "1384|Rome",
     "1440-03-09|Rome", "1608-05-29|Pope Paul V", "motorists; widows; Benedictine oblates",
     "guardian angel; basket of bread"),
    ("louis-martin", "Saint Louis Martin", "Layperson", "07-12", "1823-08-22|Bordeaux, France",
     "1894-07-29|Arnières-sur-Iton, France", "2015-10-18|Pope Francis", "fathers; married couples",
     "watchmaker's tools"),
    ("zelie-martin", "Saint Zélie Martin", "Layperson", "07-12", "1831-12-23|Gandelain, France",
     "1877-08-28|Alençon, France", "2015-10-18|Pope Francis",
     "mothers; married couples; lacemakers", "lace"),
    ("jose-sanchez-del-rio", "Saint José Sánchez del Río", "Martyr", "02-10",
     "1913-03-28|Sahuayo, Michoacán", "1928-02-10|Sahuayo, Michoacán", "2016-10-16|Pope Francis",
     "persecuted Christians; Mexican youth", "palm; cross"),
    ("charles-de-foucauld", "Saint Charles de Foucauld", "Priest", "12-01",
     "1858-09-15|Strasbourg, France", "1916-12-01|Tamanrasset, Algeria", "2022-05-15|Pope Francis",
     "explorers; the Sahara", "Sacred Heart emblem; desert robes"),
    ("titus-brandsma", "Saint Titus Brandsma", "Priest and Martyr", "07-27",
     "1881-02-23|Bolsward, Friesland", "1942-07-26|Dachau, Bavaria", "2022-05-15|Pope Francis",
     "Catholic journalists; Frisia", "Carmelite habit; pen"),
    ("joseph-vaz", "Saint Joseph Vaz", "Priest and Missionary", "01-16", "1651-04-21|Benaulim, Goa",
     "1711-01-16|Kandy, Ceylon", "2015-01-14|Pope Francis", "Sri Lanka; Goa", "cross; cassock"),
    ("alphonsa-muttathupadathu", "Saint Alphonsa of the Immaculate Conception", "Virgin", "07-28",
     "1910-08-19|Kudamaloor, Kerala", "1946-07-28|Bharananganam, Kerala",
     "2008-10-12|Pope Benedict XVI", "the sick; Kerala", "Franciscan Clarist habit"),
    ("kuriakose-elias-chavara", "Saint Kuriakose Elias Chavara", "Priest and Founder", "01-03",
     "1805-02-10|Kainakary, Kerala", "1871-01-03|Koonammavu, Kerala", "2014-11-23|Pope Francis",
     "Syro-Malabar Catholics; education", "book; religious habit"),
    ("daniel-comboni", "Saint Daniel Comboni", "Bishop and Missionary", "10-10",
     "1831-03-15|Limone sul Garda, Lombardy", "1881-10-10|Khartoum, Sudan",
     "2003-10-05|Pope John Paul II", "Africa; missionaries", "cross; map of Africa"),
    ("peter-chanel", "Saint Peter Chanel", "Priest and Martyr", "04-28", "1803-07-12|Cuet, France",
     "1841-04-28|Futuna", "1954-06-12|Pope Pius XII", "Oceania", "club; palm"),
    ("jean-de-brebeuf", "Saint Jean de Brébeuf", "Priest and Martyr", "10-19",
     "1593-03-25|Condé-sur-Vire, Normandy", "1649-03-16|Saint-Ignace, Huronia",
     "1930-06-29|Pope Pius XI", "Canada; missionaries", "Jesuit robes; palm"),
    ("isaac-jogues", "Saint Isaac Jogues", "Priest and Martyr", "10-19",
     "1607-01-10|Orléans, France", "1646-10-18|Ossernenon, New York", "1930-06-29|Pope Pius XI",
     "North America", "mutilated hands; palm"),
    ("jerome-emiliani", "Saint Jerome Emiliani", "Religious and Founder", "02-08", "1486|Venice",
     "1537-02-08|Somasca, Lombardy", "1767-07-16|Pope Clement XIII", "orphans; abandoned children",
     "chains; children"),
    ("nicholas-of-tolentino", "Saint Nicholas of Tolentino", "Priest", "09-10",
     "1246|Sant'Angelo in Pontano, Marche", "1305-09-10|Tolentino, Marche",
     "1446-06-05|Pope Eugene IV", "souls in purgatory; animals", "star; partridge; lily"),
    ("nicholas-of-flue", "Saint Nicholas of Flüe", "Hermit", "09-25", "1417|Flüeli, Obwalden",
     "1487-03-21|Ranft, Obwalden", "1947-05-15|Pope Pius XII", "Switzerland; peace",
     "rosary; hermit's robe"),
    ("john-of-capistrano", "Saint John of Capistrano", "Priest", "10-23",
     "1386-06-24|Capestrano, Abruzzo", "1456-10-23|Ilok, Croatia", "1690-10-16|Pope Alexander VIII",
     "military chaplains; jurists", "banner with the cross"),
    ("john-of-damascus", "Saint John Damascene", "Priest and Doctor of the Church", "12-04",
     "675|Damascus, Syria", "749-12-04|Mar Saba, Palestine", "", "icon painters; pharmacists",
     "icon; severed hand"),
    ("john-of-kanty", "Saint John of Kanty", "Priest", "12-23", "1390-06-24|Kęty, Poland",
     "1473-12-24|Kraków, Poland", "1767-07-16|Pope Clement XIII", "Poland; Lithuania; teachers",
     "academic gown"),
    ("stephen-of-hungary", "Saint Stephen of Hungary", "King", "08-16", "975|Esztergom, Hungary",
     "1038-08-15|Székesfehérvár, Hungary", "1083-08-20|Pope Gregory VII", "Hungary; kings; masons",
     "crown; orb"),
    ("andrew-avellino", "Saint Andrew Avellino", "Priest", "11-10", "1521|Castronuovo, Basilicata",
     "1608-11-10|Naples", "1712-05-22|Pope Clement XI", "against sudden death; Naples",
     "Theatine habit"),
    ("joseph-of-cupertino", "Saint Joseph of Cupertino", "Priest", "09-18",
     "1603-06-17|Cupertino, Apulia", "1663-09-18|Osimo, Marche", "1767-07-16|Pope Clement XIII",
     "aviators; students taking exams", "levitating friar"),
    ("joseph-cafasso", "Saint Joseph Cafasso", "Priest", "06-23",
     "1811-01-15|Castelnuovo d'Asti, Piedmont", "1860-06-23|Turin", "1947-06-22|Pope Pius XII",
     "prisoners; prison chaplains", "cassock"),
    ("francis-of-paola", "Saint Francis of Paola", "Hermit and Founder", "04-02",
     "1416-03-27|Paola, Calabria", "1507-04-02|Tours, France", "1519-05-01|Pope Leo X",
     "sailors; Calabria", "cloak on the water; 'Caritas' emblem"),
    ("francis-borgia", "Saint Francis Borgia", "Priest", "10-10", "1510-10-28|Gandía, Valencia",
     "1572-09-30|Rome", "1671-04-12|Pope Clement X", "Portugal; against earthquakes",
     "skull with a crown"),
    ("francis-solano", "Saint Francis Solano", "Priest and Missionary", "07-14",
     "1549-03-10|Montilla, Andalusia", "1610-07-14|Lima, Peru", "1726-12-27|Pope Benedict XIII",
     "Argentina; Peru; Paraguay", "violin; crucifix"),
    ("thomas-of-villanova", "Saint Thomas of Villanova", "Bishop", "09-22",
     "1488|Fuenllana, Castile", "1555-09-08|Valencia", "1658-11-01|Pope Alexander VII",
     "the poor; Villanova University", "purse; bishop's vestments"),
    ("teresa-of-los-andes", "Saint Teresa of Jesus of Los Andes", "Virgin", "04-12",
     "1900-07-13|Santiago, Chile", "1920-04-12|Los Andes, Chile", "1993-03-21|Pope John Paul II",
     "Chile; young people; the sick", "Carmelite habit"),
    ("alberto-hurtado", "Saint Alberto Hurtado", "Priest", "08-18",
     "1901-01-22|Viña del Mar, Chile", "1952-08-18|Santiago, Chile", "2005-10-23|Pope Benedict XVI",
     "the poor; street children; Chile", "green truck"),
    ("mariana-de-jesus-de-paredes", "Saint Mariana de Jesús de Paredes", "Virgin", "05-26",
     "1618-10-31|Quito, Ecuador", "1645-05-26|Quito, Ecuador", "1950-07-09|Pope Pius XII",
     "Ecuador; against earthquakes", "lily; crown of thorns"),
    ("laura-montoya", "Saint Laura of Saint Catherine of Siena Montoya", "Virgin and Foundress",
     "10-21", "1874-05-26|Jericó, Colombia", "1949-10-21|Medellín, Colombia",
     "2013-05-12|Pope Francis", "Indigenous peoples; Colombia", "religious habit; cross"),
    ("dulce-lopes-pontes", "Saint Dulce of the Poor", "Virgin", "08-13",
     "1914-05-26|Salvador, Bahia", "1992-03-13|Salvador, Bahia", "2019-10-13|Pope Francis",
     "the poor; the sick; Bahia", "blue and white habit"),
    ("anthony-of-saint-anne-galvao", "Saint Anthony of Saint Anne Galvão", "Priest", "05-11",
     "1739|Guaratinguetá, Brazil", "1822-12-23|São Paulo, Brazil", "2007-05-11|Pope Benedict XVI",
     "Brazil; expectant mothers", "Franciscan habit; paper pills"),
    ("jose-de-anchieta", "Saint José de Anchieta", "Priest and Missionary", "06-09",
     "1534-03-19|San Cristóbal de La Laguna, Tenerife", "1597-06-09|Reritiba, Brazil",
     "2014-04-03|Pope Francis", "Brazil; catechists; the Canary Islands", "staff; book"),
    ("nuno-alvares-pereira", "Saint Nuno of Saint Mary Álvares Pereira", "Religious", "11-06",
     "1360-06-24|Cernache do Bonjardim, Portugal", "1431-04-01|Lisbon, Portugal",
     "2009-04-26|Pope Benedict XVI", "Portugal; soldiers", "armour; Carmelite habit"),
    ("francisco-marto", "Saint Francisco Marto", "Layperson", "02-20",
     "1908-06-11|Aljustrel, Fátima", "1919-04-04|Aljustrel, Fátima", "2017-05-13|Pope Francis",
     "sick people; Portugal", "rosary; shepherd's clothes"),
    ("jacinta-marto", "Saint Jacinta Marto", "Layperson", "02-20", "1910-03-05|Aljustrel, Fátima",
     "1920-02-20|Lisbon, Portugal", "2017-05-13|Pope Francis", "sick people; Portugal",
     "rosary; shepherd's clothes"),
    ("michael-the-archangel", "Saint Michael the Archangel", "Archangel", "09-29", "|", "|", "",
     "soldiers; police officers; the sick", "sword; scales; dragon under foot"),
    ("gabriel-the-archangel", "Saint Gabriel the Archangel", "Archangel", "09-29", "|", "|", "",
     "messengers; postal workers; broadcasters", "lily; trumpet"),
    ("raphael-the-archangel", "Saint Raphael the Archangel", "Archangel", "09-29", "|", "|", "",
     "travellers; healers; the blind", "fish; pilgrim's staff"),
    ("norbert", "Saint Norbert", "Bishop and Founder", "06-06", "1080|Xanten, Rhineland",
     "1134-06-06|Magdeburg, Saxony", "1582|Pope Gregory XIII", "Magdeburg; peace",
     "monstrance; spider in a chalice"),
    ("romuald", "Saint Romuald", "Abbot", "06-19", "951|Ravenna",
     "1027-06-19|Val di Castro, Marche", "1595|Pope Clement VIII", "Camaldolese monks",
     "ladder; crutch"),
    ("bruno", "Saint Bruno", "Priest and Founder", "10-06", "1030|Cologne",
     "1101-10-06|Serra San Bruno, Calabria", "1514-07-19|Pope Leo X",
     "Calabria; against demonic possession", "skull; star on the chest"),
    ("ansgar", "Saint Ansgar", "Bishop and Missionary", "02-03", "801|Amiens, Francia",
     "865-02-03|Bremen, Saxony", "", "Scandinavia; Denmark", "fur garment; church model"),
    ("elizabeth-of-portugal", "Saint Elizabeth of Portugal", "Queen", "07-04",
     "1271|Zaragoza, Aragon", "1336-07-04|Estremoz, Portugal", "1625-05-25|Pope Urban VIII",
     "peace; Portugal; brides", "roses; crown"),
    ("joseph-calasanz", "Saint Joseph Calasanz", "Priest and Founder", "08-25",
     "1557-09-11|Peralta de la Sal, Aragon", "1648-08-25|Rome", "1767-07-16|Pope Clement XIII",
     "Christian schools; schoolchildren", "children; book"),
    ("john-eudes", "Saint John Eudes", "Priest", "08-19", "1601-11-14|Ri, Normandy",
     "1680-08-19|Caen, Normandy", "1925-05-31|Pope Pius XI",
     "devotion to the Sacred Hearts; Normandy", "flaming heart"),
    ("benedict-joseph-labre", "Saint Benedict Joseph Labre", "Layperson", "04-16",
     "1748-03-26|Amettes, Artois", "1783-04-16|Rome", "1881-12-08|Pope Leo XIII",
     "the homeless; pilgrims; the mentally ill", "pilgrim's clothes; rosary"),
    ("arnold-janssen", "Saint Arnold Janssen", "Priest and Founder", "01-15",
     "1837-11-05|Goch, Rhineland", "1909-01-15|Steyl, Netherlands", "2003-10-05|Pope John Paul II",
     "missionaries; the Divine Word Missionaries", "cassock"),
    ("joseph-freinademetz", "Saint Joseph Freinademetz", "Priest and Missionary", "01-29",
     "1852-04-15|Oies, South Tyrol", "1908-01-28|Taikia, China", "2003-10-05|Pope John Paul II",
     "China; missionaries", "Chinese scholar's robes"),
]
# fmt: on

# Beatified, venerable and servant-of-God records with real names and public dates.
# fmt: off
_KNOWN_CAUSES: list[tuple[str, ...]] = [
    ("alojzije-stepinac", "Blessed Alojzije Stepinac", "Blessed", "Cardinal and Martyr", "02-10",
     "1898-05-08|Brezarić, Croatia", "1960-02-10|Krašić, Croatia", "1998-10-03|Pope John Paul II",
     "Croatia; the persecuted Church", "cardinal's robes"),
    ("miguel-pro", "Blessed Miguel Pro", "Blessed", "Priest and Martyr", "11-23",
     "1891-01-13|Guadalupe, Zacatecas", "1927-11-23|Mexico City", "1988-09-25|Pope John Paul II",
     "Mexico; persecuted Christians", "arms outstretched; Jesuit cassock"),
    ("fulton-sheen", "Venerable Fulton J. Sheen", "Venerable", "Archbishop", "12-09",
     "1895-05-08|El Paso, Illinois", "1979-12-09|New York City", "2012-06-28|Pope Benedict XVI",
     "broadcasters; evangelists", "cape; blackboard"),
    ("dorothy-day", "Servant of God Dorothy Day", "Servant of God", "Layperson", "11-29",
     "1897-11-08|Brooklyn, New York", "1980-11-29|New York City", "", "the poor; journalists",
     "newspaper"),
]
# fmt: on

# Invented causes so the directory has blesseds, venerables and servants of God in every
# region. Name parts are common names; the combinations are made up.
_GIVEN = {
    "it": [
        "Maria Assunta",
        "Giovanni Battista",
        "Chiara",
        "Luigi",
        "Teresa",
        "Giuseppina",
        "Francesco Saverio",
        "Elena",
        "Pietro",
        "Agnese",
    ],
    "es": [
        "María de la Luz",
        "José Antonio",
        "Inés",
        "Tomás",
        "Dolores",
        "Rafael",
        "Carmen",
        "Joaquín",
        "Mercedes",
        "Lorenzo",
    ],
    "pt": [
        "Maria Clara",
        "João Batista",
        "Rosa",
        "Joaquim",
        "Benedita",
        "Antônio",
        "Luísa",
        "Manuel",
    ],
    "fr": ["Marie-Thérèse", "Jean-Baptiste", "Anne-Marie", "Louis", "Claire", "Étienne"],
    "pl": ["Maria", "Jan", "Zofia", "Józef", "Stanisława", "Władysław"],
    "hr": ["Marija", "Ivan", "Ana", "Josip", "Katarina", "Petar"],
    "en": ["Mary", "John", "Margaret", "Thomas", "Catherine", "Edward"],
    "tl": ["Maria Luisa", "Jose", "Teresita", "Pedro", "Josefa", "Andres"],
}
_FAMILY = {
    "it": [
        "Bellandi",
        "Carrozza",
        "Donati",
        "Fabbrini",
        "Lamberti",
        "Morandi",
        "Pasquali",
        "Ruggeri",
        "Serafini",
        "Tondelli",
    ],
    "es": [
        "Albornoz",
        "Barreda",
        "Cisneros",
        "Echeverría",
        "Galarza",
        "Iturbe",
        "Larrañaga",
        "Montalvo",
        "Quintana",
        "Urquiza",
    ],
    "pt": [
        "Bettencourt",
        "Camargo",
        "Falcão",
        "Magalhães",
        "Quaresma",
        "Sampaio",
        "Vasconcelos",
        "Tavares",
    ],
    "fr": ["Aubry", "Delorme", "Fauré", "Marchand", "Rivière", "Vasseur"],
    "pl": ["Bielecka", "Czarnecki", "Górska", "Jabłoński", "Sobczak", "Wróblewski"],
    "hr": ["Bakarić", "Dujmović", "Kolar", "Matošić", "Radman", "Vrdoljak"],
    "en": ["Ashdown", "Bellingham", "Carrick", "Hollins", "Prendergast", "Whitcombe"],
    "tl": ["Agbayani", "Buenaventura", "Dimaandal", "Lacsamana", "Magsaysay", "Tuazon"],
}
_PLACES = {
    "it": ["Bergamo", "Lecce", "Udine", "Perugia", "Parma"],
    "es": ["Burgos", "Puebla", "Arequipa", "Cuenca", "Salta"],
    "pt": ["Braga", "Recife", "Porto", "Ouro Preto"],
    "fr": ["Lyon", "Nantes", "Québec", "Rennes"],
    "pl": ["Kraków", "Poznań", "Lublin"],
    "hr": ["Zagreb", "Split", "Osijek"],
    "en": ["Dublin", "Boston", "Liverpool"],
    "tl": ["Cebu", "Iloilo", "Vigan"],
}
_CAUSE_VOCATIONS = [
    "Religious", "Priest", "Layperson", "Virgin and Foundress", "Martyr", "Catechist",
    "Mother", "Physician", "Teacher", "Missionary",
]  # fmt: skip
_CAUSE_PATRONAGES = [
    "the sick", "teachers", "families", "young people", "migrants", "the poor", "nurses",
    "catechists", "prisoners", "farmers",
]  # fmt: skip
_STATUSES = ["Blessed", "Venerable", "Servant of God"]
GENERATED_CAUSES = 110


def feast_label(mmdd: str) -> str:
    month, day = (int(p) for p in mmdd.split("-"))
    return f"{day} {MONTHS[month - 1]}"


def _life_event(value: str) -> dict[str, Any]:
    when, _, place = value.partition("|")
    return {"date": when or None, "place": place or None}


def _biography(
    name: str, vocation: str, status: str, feast: str, birth: dict, death: dict, patrons: list[str]
) -> str:
    short = name.split(" (")[0]
    role = vocation[0].lower() + vocation[1:]
    article = "an" if role[0] in "aeiou" else "a"
    where = f" from {birth['place']}" if birth.get("place") else ""
    if vocation == "Archangel":
        sentences = [f"{short} is one of the archangels named in Scripture and honoured in prayer."]
    else:
        sentences = [f"{short} was {article} {role}{where}, remembered for prayer and service."]
    if death.get("place") and death.get("date"):
        year = death["date"].split("-")[0]
        sentences.append(f"Their earthly life ended at {death['place']} in {year}.")
    honour = {
        "Saint": f"The Church keeps their memory on {feast_label(feast)}",
        "Blessed": "They have been beatified",
        "Venerable": "They have been declared Venerable",
        "Servant of God": "Their cause for canonization is open",
    }[status]
    patron = f" and they are invoked for {patrons[0]}" if patrons else ""
    sentences.append(f"{honour}{patron} (sandbox sample text, not a published biography).")
    return " ".join(sentences)


def _profile(
    saint_id: str,
    name: str,
    status: str,
    vocation: str,
    feast: str,
    birth: str,
    death: str,
    cause: str,
    patronage: str,
    iconography: str,
) -> dict[str, Any]:
    birth_event, death_event = _life_event(birth), _life_event(death)
    patrons = [p.strip() for p in patronage.split(";") if p.strip()]
    cause_date, _, cause_by = cause.partition("|")
    if status == "Saint":
        canonization = (
            {"date": cause_date, "by": cause_by}
            if cause
            else {"date": None, "by": PRE_CONGREGATION}
        )
        beatification = None
    else:
        canonization = None
        beatification = {"date": cause_date or None, "by": cause_by or None, "status": status}
    return {
        "saint_id": saint_id,
        "sandbox": True,
        "primary_name": name,
        "canonical_status": status,
        "vocation": vocation,
        "image_url": None,
        "learn_more_url": LEARN_MORE.get(saint_id),
        "birth": birth_event,
        "death": death_event,
        "feast_day": feast,
        "feast_day_label": feast_label(feast),
        "canonization": canonization,
        "beatification": beatification,
        "patronage": patrons,
        "iconography": [i.strip() for i in iconography.split(";") if i.strip()],
        "biography": _biography(name, vocation, status, feast, birth_event, death_event, patrons),
    }


def _generated() -> list[dict[str, Any]]:
    rng = random.Random("sandbox-catalog:saints")
    seen: set[str] = set()
    out: list[dict[str, Any]] = []
    regions = sorted(_GIVEN)
    while len(out) < GENERATED_CAUSES:
        region = rng.choice(regions)
        person = f"{rng.choice(_GIVEN[region])} {rng.choice(_FAMILY[region])}"
        if person in seen:
            continue
        seen.add(person)
        status = _STATUSES[len(out) % 3]
        vocation = rng.choice(_CAUSE_VOCATIONS)
        born = rng.randint(1780, 1955)
        died = born + rng.randint(19, 85)
        place = rng.choice(_PLACES[region])
        month, day = rng.randint(1, 12), rng.randint(1, 28)
        decree_year = min(2024, died + rng.randint(30, 70))
        pope = "Pope Francis" if decree_year >= 2013 else "Pope Benedict XVI"
        if decree_year < 2005:
            pope = "Pope John Paul II"
        cause = "" if status == "Servant of God" else f"{decree_year}-{month:02d}-{day:02d}|{pope}"
        out.append(
            _profile(
                slugify(person),
                f"{status} {person}",
                status,
                vocation,
                f"{month:02d}-{day:02d}",
                f"{born}|{place}",
                f"{died}-{month:02d}-{day:02d}|{place}",
                cause,
                "; ".join(rng.sample(_CAUSE_PATRONAGES, 2)),
                rng.choice(["religious habit; rosary", "book; cross", "lamp; palm"]),
            )
        )
    return out


@functools.cache
def _catalog() -> tuple[dict[str, dict[str, Any]], NameIndex, dict[str, list[str]]]:
    profiles: dict[str, dict[str, Any]] = {}
    for row in _KNOWN:
        saint_id, name, vocation, feast, *rest = row
        profiles[saint_id] = _profile(saint_id, name, "Saint", vocation, feast, *rest)
    for saint_id, name, status, vocation, feast, *rest in _KNOWN_CAUSES:
        profiles[saint_id] = _profile(saint_id, name, status, vocation, feast, *rest)
    for profile in _generated():
        profiles.setdefault(profile["saint_id"], profile)
    index = NameIndex()
    by_feast: dict[str, list[str]] = {}
    status_weight = {"Saint": 3.0, "Blessed": 2.0, "Venerable": 1.0, "Servant of God": 0.5}
    known = {row[0] for row in _KNOWN} | {row[0] for row in _KNOWN_CAUSES}
    for saint_id, profile in profiles.items():
        names = [(profile["primary_name"], 1.0)]
        names += [(alias, 0.9) for alias in ALIASES.get(saint_id, [])]
        # A patronage finds its saints too (the portal links each one to a search for it),
        # below any name, so a saint called like a patronage still comes first.
        names += [(patron, 0.5) for patron in profile["patronage"]]
        # The hand-listed saints are the famous ones a bare name usually means.
        weight = status_weight[profile["canonical_status"]] + (3.0 if saint_id in known else 0)
        index.add(saint_id, names, weight=weight)
        by_feast.setdefault(profile["feast_day"], []).append(saint_id)
    return profiles, index, by_feast


def all_saints() -> list[dict[str, Any]]:
    return list(_catalog()[0].values())


def get(saint_id: str) -> dict[str, Any] | None:
    return _catalog()[0].get(saint_id)


def search(query: str) -> list[str]:
    return _catalog()[1].search(query)


def on_feast(mmdd: str) -> list[dict[str, Any]]:
    """Saints whose feast falls on MM-DD, hand-listed (better known) ones first."""
    profiles = _catalog()[0]
    return [profiles[s] for s in _catalog()[2].get(mmdd, [])]


def alternate(saint_id: str) -> dict[str, Any]:
    profile = _catalog()[0][saint_id]
    return {
        "saint_id": saint_id,
        "primary_name": profile["primary_name"],
        "canonical_status": profile["canonical_status"],
        "feast_day": profile["feast_day_label"],
    }
