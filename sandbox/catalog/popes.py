"""The 267 popes from Peter to Leo XIV (antipopes excluded), as sandbox profiles."""

from __future__ import annotations

import functools
from typing import Any

from sandbox.catalog import diocese_table
from sandbox.catalog.search import NameIndex, slugify

# The Holy See's page of each pope it publishes one for (public vatican.va addresses); the
# others have none. No picture addresses: the sandbox knows no stable public image URLs.
VATICAN_PAGES = {
    pope_id: f"https://www.vatican.va/content/{slug}/en.html"
    for pope_id, slug in {
        "leo-xiii": "leo-xiii", "pius-x": "pius-x", "benedict-xv": "benedict-xv",
        "pius-xi": "pius-xi", "pius-xii": "pius-xii", "john-xxiii": "john-xxiii",
        "paul-vi": "paul-vi", "john-paul-i": "john-paul-i", "john-paul-ii": "john-paul-ii",
        "benedict-xvi": "benedict-xvi", "francis": "francesco", "leo-xiv": "leo-xiv",
    }.items()
}  # fmt: skip

# (name, start, end, birth name, origin, status). Order = the official succession, so a row's
# position is its ordinal. Dates are ISO where the day is well known, years otherwise; early
# years are the traditional ones. Status: S saint, B blessed, V venerable, "" none.
_POPES: list[tuple[str, str, str | None, str | None, str | None, str]] = [
    ("Peter", "30", "64", "Simon", "Bethsaida, Galilee", "S"),
    ("Linus", "67", "76", None, "Volterra, Tuscia", "S"),
    ("Anacletus", "76", "88", None, "Rome", "S"),
    ("Clement I", "88", "99", None, "Rome", "S"),
    ("Evaristus", "99", "107", None, "Bethlehem, Judaea", "S"),
    ("Alexander I", "107", "115", None, "Rome", "S"),
    ("Sixtus I", "115", "125", None, "Rome", "S"),
    ("Telesphorus", "125", "136", None, "Greece", "S"),
    ("Hyginus", "136", "140", None, "Athens, Greece", "S"),
    ("Pius I", "140", "155", None, "Aquileia", "S"),
    ("Anicetus", "155", "166", None, "Emesa, Syria", "S"),
    ("Soter", "166", "174", None, "Fondi, Campania", "S"),
    ("Eleutherius", "174", "189", None, "Nicopolis, Epirus", "S"),
    ("Victor I", "189", "199", None, "Roman Africa", "S"),
    ("Zephyrinus", "199", "217", None, "Rome", "S"),
    ("Callixtus I", "217", "222", None, "Rome", "S"),
    ("Urban I", "222", "230", None, "Rome", "S"),
    ("Pontian", "230", "235", None, "Rome", "S"),
    ("Anterus", "235", "236", None, "Greece", "S"),
    ("Fabian", "236", "250", None, "Rome", "S"),
    ("Cornelius", "251", "253", None, "Rome", "S"),
    ("Lucius I", "253", "254", None, "Rome", "S"),
    ("Stephen I", "254", "257", None, "Rome", "S"),
    ("Sixtus II", "257", "258", None, "Greece", "S"),
    ("Dionysius", "260", "268", None, "Magna Graecia", "S"),
    ("Felix I", "269", "274", None, "Rome", "S"),
    ("Eutychian", "275", "283", None, "Luni, Tuscia", "S"),
    ("Caius", "283", "296", None, "Dalmatia", "S"),
    ("Marcellinus", "296", "304", None, "Rome", "S"),
    ("Marcellus I", "308", "309", None, "Rome", "S"),
    ("Eusebius", "309", "310", None, "Greece", "S"),
    ("Miltiades", "311", "314", None, "Roman Africa", "S"),
    ("Sylvester I", "314", "335", None, "Rome", "S"),
    ("Mark", "336", "336", None, "Rome", "S"),
    ("Julius I", "337", "352", None, "Rome", "S"),
    ("Liberius", "352", "366", None, "Rome", ""),
    ("Damasus I", "366", "384", None, "Rome", "S"),
    ("Siricius", "384", "399", None, "Rome", "S"),
    ("Anastasius I", "399", "401", None, "Rome", "S"),
    ("Innocent I", "401", "417", None, "Albano", "S"),
    ("Zosimus", "417", "418", None, "Greece", "S"),
    ("Boniface I", "418", "422", None, "Rome", "S"),
    ("Celestine I", "422", "432", None, "Campania", "S"),
    ("Sixtus III", "432", "440", None, "Rome", "S"),
    ("Leo I", "440", "461", None, "Tuscia", "S"),
    ("Hilarius", "461", "468", None, "Sardinia", "S"),
    ("Simplicius", "468", "483", None, "Tivoli", "S"),
    ("Felix III", "483", "492", None, "Rome", "S"),
    ("Gelasius I", "492", "496", None, "Roman Africa", "S"),
    ("Anastasius II", "496", "498", None, "Rome", ""),
    ("Symmachus", "498", "514", None, "Sardinia", "S"),
    ("Hormisdas", "514", "523", None, "Frosinone", "S"),
    ("John I", "523", "526", None, "Tuscia", "S"),
    ("Felix IV", "526", "530", None, "Samnium", "S"),
    ("Boniface II", "530", "532", None, "Rome", ""),
    ("John II", "533", "535", "Mercurius", "Rome", ""),
    ("Agapetus I", "535", "536", None, "Rome", "S"),
    ("Silverius", "536", "537", None, "Frosinone", "S"),
    ("Vigilius", "537", "555", None, "Rome", ""),
    ("Pelagius I", "556", "561", None, "Rome", ""),
    ("John III", "561", "574", None, "Rome", ""),
    ("Benedict I", "575", "579", None, "Rome", ""),
    ("Pelagius II", "579", "590", None, "Rome", ""),
    ("Gregory I", "590", "604", None, "Rome", "S"),
    ("Sabinian", "604", "606", None, "Blera, Tuscia", ""),
    ("Boniface III", "607", "607", None, "Rome", ""),
    ("Boniface IV", "608", "615", None, "Marsi, Abruzzo", "S"),
    ("Adeodatus I", "615", "618", None, "Rome", "S"),
    ("Boniface V", "619", "625", None, "Naples", ""),
    ("Honorius I", "625", "638", None, "Campania", ""),
    ("Severinus", "640", "640", None, "Rome", ""),
    ("John IV", "640", "642", None, "Zadar, Dalmatia", ""),
    ("Theodore I", "642", "649", None, "Jerusalem", ""),
    ("Martin I", "649", "655", None, "Todi, Umbria", "S"),
    ("Eugene I", "655", "657", None, "Rome", "S"),
    ("Vitalian", "657", "672", None, "Segni, Latium", "S"),
    ("Adeodatus II", "672", "676", None, "Rome", ""),
    ("Donus", "676", "678", None, "Rome", ""),
    ("Agatho", "678", "681", None, "Sicily", "S"),
    ("Leo II", "682", "683", None, "Sicily", "S"),
    ("Benedict II", "684", "685", None, "Rome", "S"),
    ("John V", "685", "686", None, "Antioch, Syria", ""),
    ("Conon", "686", "687", None, "Thrace", ""),
    ("Sergius I", "687", "701", None, "Palermo, Sicily", "S"),
    ("John VI", "701", "705", None, "Greece", ""),
    ("John VII", "705", "707", None, "Rossano, Calabria", ""),
    ("Sisinnius", "708", "708", None, "Syria", ""),
    ("Constantine", "708", "715", None, "Syria", ""),
    ("Gregory II", "715", "731", None, "Rome", "S"),
    ("Gregory III", "731", "741", None, "Syria", "S"),
    ("Zachary", "741", "752", None, "Santa Severina, Calabria", "S"),
    ("Stephen II", "752", "757", None, "Rome", ""),
    ("Paul I", "757", "767", None, "Rome", "S"),
    ("Stephen III", "768", "772", None, "Sicily", ""),
    ("Adrian I", "772", "795", None, "Rome", ""),
    ("Leo III", "795", "816", None, "Rome", "S"),
    ("Stephen IV", "816", "817", None, "Rome", ""),
    ("Paschal I", "817", "824", None, "Rome", "S"),
    ("Eugene II", "824", "827", None, "Rome", ""),
    ("Valentine", "827", "827", None, "Rome", ""),
    ("Gregory IV", "827", "844", None, "Rome", ""),
    ("Sergius II", "844", "847", None, "Rome", ""),
    ("Leo IV", "847", "855", None, "Rome", "S"),
    ("Benedict III", "855", "858", None, "Rome", ""),
    ("Nicholas I", "858", "867", None, "Rome", "S"),
    ("Adrian II", "867", "872", None, "Rome", ""),
    ("John VIII", "872", "882", None, "Rome", ""),
    ("Marinus I", "882", "884", None, "Gallese", ""),
    ("Adrian III", "884", "885", None, "Rome", "S"),
    ("Stephen V", "885", "891", None, "Rome", ""),
    ("Formosus", "891", "896", None, "Rome", ""),
    ("Boniface VI", "896", "896", None, "Rome", ""),
    ("Stephen VI", "896", "897", None, "Rome", ""),
    ("Romanus", "897", "897", None, "Gallese", ""),
    ("Theodore II", "897", "897", None, "Rome", ""),
    ("John IX", "898", "900", None, "Tivoli", ""),
    ("Benedict IV", "900", "903", None, "Rome", ""),
    ("Leo V", "903", "903", None, "Ardea", ""),
    ("Sergius III", "904", "911", None, "Rome", ""),
    ("Anastasius III", "911", "913", None, "Rome", ""),
    ("Lando", "913", "914", None, "Sabina", ""),
    ("John X", "914", "928", None, "Tossignano", ""),
    ("Leo VI", "928", "928", None, "Rome", ""),
    ("Stephen VII", "928", "931", None, "Rome", ""),
    ("John XI", "931", "935", None, "Rome", ""),
    ("Leo VII", "936", "939", None, "Rome", ""),
    ("Stephen VIII", "939", "942", None, "Rome", ""),
    ("Marinus II", "942", "946", None, "Rome", ""),
    ("Agapetus II", "946", "955", None, "Rome", ""),
    ("John XII", "955", "964", "Octavianus", "Rome", ""),
    ("Leo VIII", "963", "965", None, "Rome", ""),
    ("Benedict V", "964", "966", None, "Rome", ""),
    ("John XIII", "965", "972", None, "Rome", ""),
    ("Benedict VI", "973", "974", None, "Rome", ""),
    ("Benedict VII", "974", "983", None, "Rome", ""),
    ("John XIV", "983", "984", "Pietro Canepanova", "Pavia", ""),
    ("John XV", "985", "996", None, "Rome", ""),
    ("Gregory V", "996", "999", "Bruno of Carinthia", "Carinthia", ""),
    ("Sylvester II", "999", "1003", "Gerbert of Aurillac", "Auvergne, France", ""),
    ("John XVII", "1003", "1003", "Giovanni Sicco", "Rome", ""),
    ("John XVIII", "1003", "1009", "Giovanni Fasano", "Rome", ""),
    ("Sergius IV", "1009", "1012", "Pietro Martino Buccaporci", "Rome", ""),
    ("Benedict VIII", "1012", "1024", "Theophylactus of Tusculum", "Rome", ""),
    ("John XIX", "1024", "1032", "Romanus of Tusculum", "Rome", ""),
    ("Benedict IX", "1032", "1044", "Theophylactus of Tusculum", "Rome", ""),
    ("Sylvester III", "1045", "1045", "Giovanni dei Crescenzi-Ottaviani", "Rome", ""),
    ("Benedict IX", "1045", "1045", "Theophylactus of Tusculum", "Rome", ""),
    ("Gregory VI", "1045", "1046", "Giovanni Graziano", "Rome", ""),
    ("Clement II", "1046", "1047", "Suidger of Morsleben", "Saxony", ""),
    ("Benedict IX", "1047", "1048", "Theophylactus of Tusculum", "Rome", ""),
    ("Damasus II", "1048", "1048", "Poppo of Brixen", "Bavaria", ""),
    ("Leo IX", "1049", "1054", "Bruno of Egisheim-Dagsburg", "Alsace", "S"),
    ("Victor II", "1055", "1057", "Gebhard of Dollnstein-Hirschberg", "Swabia", ""),
    ("Stephen IX", "1057", "1058", "Frederick of Lorraine", "Lorraine", ""),
    ("Nicholas II", "1059", "1061", "Gerard of Burgundy", "Burgundy", ""),
    ("Alexander II", "1061", "1073", "Anselmo da Baggio", "Baggio, Milan", ""),
    ("Gregory VII", "1073", "1085", "Hildebrand of Sovana", "Sovana, Tuscany", "S"),
    ("Victor III", "1086", "1087", "Dauferio (Desiderius)", "Benevento", "B"),
    ("Urban II", "1088", "1099", "Odo of Châtillon", "Lagery, France", "B"),
    ("Paschal II", "1099", "1118", "Ranierius", "Bleda, Romagna", ""),
    ("Gelasius II", "1118", "1119", "Giovanni Caetani", "Gaeta", ""),
    ("Callixtus II", "1119", "1124", "Guy of Burgundy", "Quingey, Burgundy", ""),
    ("Honorius II", "1124", "1130", "Lamberto Scannabecchi", "Fiagnano, Imola", ""),
    ("Innocent II", "1130", "1143", "Gregorio Papareschi", "Rome", ""),
    ("Celestine II", "1143", "1144", "Guido di Castello", "Città di Castello", ""),
    ("Lucius II", "1144", "1145", "Gherardo Caccianemici", "Bologna", ""),
    ("Eugene III", "1145", "1153", "Bernardo da Pisa", "Pisa", "B"),
    ("Anastasius IV", "1153", "1154", "Corrado Demetri della Suburra", "Rome", ""),
    ("Adrian IV", "1154", "1159", "Nicholas Breakspear", "Abbots Langley, England", ""),
    ("Alexander III", "1159", "1181", "Rolando Bandinelli", "Siena", ""),
    ("Lucius III", "1181", "1185", "Ubaldo Allucingoli", "Lucca", ""),
    ("Urban III", "1185", "1187", "Uberto Crivelli", "Milan", ""),
    ("Gregory VIII", "1187", "1187", "Alberto di Morra", "Benevento", ""),
    ("Clement III", "1187", "1191", "Paolo Scolari", "Rome", ""),
    ("Celestine III", "1191", "1198", "Giacinto Bobone", "Rome", ""),
    ("Innocent III", "1198", "1216", "Lotario dei Conti di Segni", "Gavignano", ""),
    ("Honorius III", "1216", "1227", "Cencio Savelli", "Rome", ""),
    ("Gregory IX", "1227", "1241", "Ugolino dei Conti di Segni", "Anagni", ""),
    ("Celestine IV", "1241", "1241", "Goffredo da Castiglione", "Milan", ""),
    ("Innocent IV", "1243", "1254", "Sinibaldo Fieschi", "Genoa", ""),
    ("Alexander IV", "1254", "1261", "Rinaldo dei Conti di Segni", "Jenne", ""),
    ("Urban IV", "1261", "1264", "Jacques Pantaléon", "Troyes, France", ""),
    ("Clement IV", "1265", "1268", "Gui Foucois", "Saint-Gilles, France", ""),
    ("Gregory X", "1271", "1276", "Teobaldo Visconti", "Piacenza", "B"),
    ("Innocent V", "1276", "1276", "Pierre de Tarentaise", "Savoy", "B"),
    ("Adrian V", "1276", "1276", "Ottobuono de' Fieschi", "Genoa", ""),
    ("John XXI", "1276", "1277", "Pedro Julião", "Lisbon, Portugal", ""),
    ("Nicholas III", "1277", "1280", "Giovanni Gaetano Orsini", "Rome", ""),
    ("Martin IV", "1281", "1285", "Simon de Brion", "Brie, France", ""),
    ("Honorius IV", "1285", "1287", "Giacomo Savelli", "Rome", ""),
    ("Nicholas IV", "1288", "1292", "Girolamo Masci", "Lisciano, Ascoli Piceno", ""),
    ("Celestine V", "1294", "1294", "Pietro Angelerio (Pietro da Morrone)", "Molise", "S"),
    ("Boniface VIII", "1294", "1303", "Benedetto Caetani", "Anagni", ""),
    ("Benedict XI", "1303", "1304", "Niccolò Boccasini", "Treviso", "B"),
    ("Clement V", "1305", "1314", "Raymond Bertrand de Got", "Villandraut, France", ""),
    ("John XXII", "1316", "1334", "Jacques Duèze", "Cahors, France", ""),
    ("Benedict XII", "1334", "1342", "Jacques Fournier", "Saverdun, France", ""),
    ("Clement VI", "1342", "1352", "Pierre Roger", "Maumont, France", ""),
    ("Innocent VI", "1352", "1362", "Étienne Aubert", "Limousin, France", ""),
    ("Urban V", "1362", "1370", "Guillaume de Grimoard", "Grizac, France", "B"),
    ("Gregory XI", "1370", "1378", "Pierre Roger de Beaufort", "Limousin, France", ""),
    ("Urban VI", "1378", "1389", "Bartolomeo Prignano", "Naples", ""),
    ("Boniface IX", "1389", "1404", "Pietro Tomacelli", "Naples", ""),
    ("Innocent VII", "1404", "1406", "Cosimo de' Migliorati", "Sulmona", ""),
    ("Gregory XII", "1406", "1415", "Angelo Correr", "Venice", ""),
    ("Martin V", "1417", "1431", "Oddone Colonna", "Genazzano", ""),
    ("Eugene IV", "1431", "1447", "Gabriele Condulmer", "Venice", ""),
    ("Nicholas V", "1447", "1455", "Tommaso Parentucelli", "Sarzana", ""),
    ("Callixtus III", "1455", "1458", "Alfonso de Borja", "Xàtiva, Spain", ""),
    ("Pius II", "1458", "1464", "Enea Silvio Piccolomini", "Corsignano (Pienza)", ""),
    ("Paul II", "1464", "1471", "Pietro Barbo", "Venice", ""),
    ("Sixtus IV", "1471", "1484", "Francesco della Rovere", "Celle Ligure", ""),
    ("Innocent VIII", "1484", "1492", "Giovanni Battista Cybo", "Genoa", ""),
    ("Alexander VI", "1492", "1503", "Rodrigo de Borja", "Xàtiva, Spain", ""),
    ("Pius III", "1503", "1503", "Francesco Todeschini Piccolomini", "Siena", ""),
    ("Julius II", "1503", "1513", "Giuliano della Rovere", "Albisola", ""),
    ("Leo X", "1513", "1521", "Giovanni de' Medici", "Florence", ""),
    ("Adrian VI", "1522", "1523", "Adriaan Florensz Boeyens", "Utrecht, Netherlands", ""),
    ("Clement VII", "1523", "1534", "Giulio de' Medici", "Florence", ""),
    ("Paul III", "1534", "1549", "Alessandro Farnese", "Canino", ""),
    ("Julius III", "1550", "1555", "Giovanni Maria Ciocchi del Monte", "Rome", ""),
    ("Marcellus II", "1555", "1555", "Marcello Cervini", "Montefano", ""),
    ("Paul IV", "1555", "1559", "Gian Pietro Carafa", "Capriglia Irpina", ""),
    ("Pius IV", "1559", "1565", "Giovanni Angelo Medici", "Milan", ""),
    ("Pius V", "1566", "1572", "Antonio Ghislieri", "Bosco Marengo", "S"),
    ("Gregory XIII", "1572", "1585", "Ugo Boncompagni", "Bologna", ""),
    ("Sixtus V", "1585", "1590", "Felice Peretti", "Grottammare", ""),
    ("Urban VII", "1590", "1590", "Giovanni Battista Castagna", "Rome", ""),
    ("Gregory XIV", "1590", "1591", "Niccolò Sfondrato", "Somma Lombardo", ""),
    ("Innocent IX", "1591", "1591", "Giovanni Antonio Facchinetti", "Bologna", ""),
    ("Clement VIII", "1592", "1605", "Ippolito Aldobrandini", "Fano", ""),
    ("Leo XI", "1605", "1605", "Alessandro Ottaviano de' Medici", "Florence", ""),
    ("Paul V", "1605", "1621", "Camillo Borghese", "Rome", ""),
    ("Gregory XV", "1621", "1623", "Alessandro Ludovisi", "Bologna", ""),
    ("Urban VIII", "1623", "1644", "Maffeo Barberini", "Florence", ""),
    ("Innocent X", "1644", "1655", "Giovanni Battista Pamphilj", "Rome", ""),
    ("Alexander VII", "1655", "1667", "Fabio Chigi", "Siena", ""),
    ("Clement IX", "1667", "1669", "Giulio Rospigliosi", "Pistoia", ""),
    ("Clement X", "1670", "1676", "Emilio Bonaventura Altieri", "Rome", ""),
    ("Innocent XI", "1676", "1689", "Benedetto Odescalchi", "Como", "B"),
    ("Alexander VIII", "1689", "1691", "Pietro Vito Ottoboni", "Venice", ""),
    ("Innocent XII", "1691", "1700", "Antonio Pignatelli", "Spinazzola", ""),
    ("Clement XI", "1700", "1721", "Giovanni Francesco Albani", "Urbino", ""),
    ("Innocent XIII", "1721", "1724", "Michelangelo dei Conti", "Poli", ""),
    ("Benedict XIII", "1724", "1730", "Pietro Francesco Orsini", "Gravina in Puglia", ""),
    ("Clement XII", "1730", "1740", "Lorenzo Corsini", "Florence", ""),
    ("Benedict XIV", "1740", "1758", "Prospero Lorenzo Lambertini", "Bologna", ""),
    ("Clement XIII", "1758", "1769", "Carlo della Torre di Rezzonico", "Venice", ""),
    ("Clement XIV", "1769", "1774", "Giovanni Vincenzo Antonio Ganganelli", "Santarcangelo", ""),
    ("Pius VI", "1775-02-15", "1799-08-29", "Giovanni Angelo Braschi", "Cesena", ""),
    ("Pius VII", "1800-03-14", "1823-08-20", "Barnaba Chiaramonti", "Cesena", ""),
    ("Leo XII", "1823-09-28", "1829-02-10", "Annibale della Genga", "Genga", ""),
    ("Pius VIII", "1829-03-31", "1830-11-30", "Francesco Saverio Castiglioni", "Cingoli", ""),
    ("Gregory XVI", "1831-02-02", "1846-06-01", "Bartolomeo Alberto Cappellari", "Belluno", ""),
    ("Pius IX", "1846-06-16", "1878-02-07", "Giovanni Maria Mastai-Ferretti", "Senigallia", "B"),
    ("Leo XIII", "1878-02-20", "1903-07-20", "Vincenzo Gioacchino Pecci", "Carpineto Romano", ""),
    ("Pius X", "1903-08-04", "1914-08-20", "Giuseppe Melchiorre Sarto", "Riese", "S"),
    ("Benedict XV", "1914-09-03", "1922-01-22", "Giacomo della Chiesa", "Genoa", ""),
    ("Pius XI", "1922-02-06", "1939-02-10", "Achille Ratti", "Desio", ""),
    ("Pius XII", "1939-03-02", "1958-10-09", "Eugenio Pacelli", "Rome", "V"),
    ("John XXIII", "1958-10-28", "1963-06-03", "Angelo Giuseppe Roncalli", "Sotto il Monte", "S"),
    ("Paul VI", "1963-06-21", "1978-08-06", "Giovanni Battista Montini", "Concesio", "S"),
    ("John Paul I", "1978-08-26", "1978-09-28", "Albino Luciani", "Canale d'Agordo", "B"),
    ("John Paul II", "1978-10-16", "2005-04-02", "Karol Józef Wojtyła", "Wadowice, Poland", "S"),
    ("Benedict XVI", "2005-04-19", "2013-02-28", "Joseph Aloisius Ratzinger", "Marktl", ""),
    ("Francis", "2013-03-13", "2025-04-21", "Jorge Mario Bergoglio", "Buenos Aires", ""),
    ("Leo XIV", "2025-05-08", None, "Robert Francis Prevost", "Chicago, United States", ""),
]

# Places outside today's Italy, named by region; every other bare town or region is Italian.
_NOT_ITALIAN = {
    "Greece",
    "Syria",
    "Thrace",
    "Roman Africa",
    "Dalmatia",
    "Carinthia",
    "Saxony",
    "Bavaria",
    "Alsace",
    "Swabia",
    "Lorraine",
    "Burgundy",
    "Savoy",
}
_ORIGIN_COUNTRY = {
    "Marktl": "Marktl am Inn, Bavaria, Germany",
    "Buenos Aires": "Buenos Aires, Argentina",
}

# Well-known epithets and names that people search for.
_ALIASES = {
    "peter": ["Saint Peter the Apostle", "Simon Peter", "Cephas"],
    "leo-i": ["Leo the Great"],
    "gregory-i": ["Gregory the Great"],
    "nicholas-i": ["Nicholas the Great"],
    "gregory-vii": ["Hildebrand"],
    "pius-x": ["Giuseppe Sarto"],
    "john-xxiii": ["Good Pope John", "Angelo Roncalli"],
    "paul-vi": ["Giovanni Battista Montini"],
    "john-paul-i": ["Albino Luciani"],
    "john-paul-ii": ["Karol Wojtyla", "John Paul the Great"],
    "benedict-xvi": ["Joseph Ratzinger", "Pope Emeritus Benedict XVI"],
    "francis": ["Jorge Bergoglio"],
    "leo-xiv": ["Robert Prevost"],
}

# Dates of beatification and canonization for the popes whose causes ended recently enough to
# be commonly dated; older saints among the popes were venerated before formal canonization.
_CAUSES: dict[str, dict[str, Any]] = {
    "pius-v": {"canonization": {"date": "1712-05-22", "by": "Pope Clement XI"}},
    "celestine-v": {"canonization": {"date": "1313-05-05", "by": "Pope Clement V"}},
    "pius-x": {
        "beatification": {"date": "1951-06-03", "by": "Pope Pius XII"},
        "canonization": {"date": "1954-05-29", "by": "Pope Pius XII"},
    },
    "john-xxiii": {
        "beatification": {"date": "2000-09-03", "by": "Pope John Paul II"},
        "canonization": {"date": "2014-04-27", "by": "Pope Francis"},
    },
    "john-paul-ii": {
        "beatification": {"date": "2011-05-01", "by": "Pope Benedict XVI"},
        "canonization": {"date": "2014-04-27", "by": "Pope Francis"},
    },
    "paul-vi": {
        "beatification": {"date": "2014-10-19", "by": "Pope Francis"},
        "canonization": {"date": "2018-10-14", "by": "Pope Francis"},
    },
    "john-paul-i": {"beatification": {"date": "2022-09-04", "by": "Pope Francis"}},
    "pius-ix": {"beatification": {"date": "2000-09-03", "by": "Pope John Paul II"}},
    "innocent-xi": {"beatification": {"date": "1956-10-07", "by": "Pope Pius XII"}},
    "pius-xii": {"venerable": {"date": "2009-12-19", "by": "Pope Benedict XVI"}},
}

_BENEDICT_IX_TERMS = ["benedict-ix", "benedict-ix-second-term", "benedict-ix-third-term"]


def _year(value: str | None) -> int | None:
    return int(value[:4]) if value else None


def _length_years(start: str, end: str | None) -> int | None:
    """Completed years of a pontificate (to the year when only years are known)."""
    if end is None:
        return None
    if len(start) == 10 and len(end) == 10:
        (y1, m1, d1), (y2, m2, d2) = (map(int, v.split("-")) for v in (start, end))
        return y2 - y1 - ((m2, d2) < (m1, d1))
    return int(end) - int(start)


def _origin(place: str | None) -> str | None:
    if place is None:
        return None
    if place in _ORIGIN_COUNTRY:
        return _ORIGIN_COUNTRY[place]
    if "," in place or place in _NOT_ITALIAN:
        return place
    return f"{place}, Italy"


def _pope_ids() -> list[str]:
    ids: list[str] = []
    benedict_ix_seen = 0
    for name, *_ in _POPES:
        slug = slugify(name)
        if slug == "benedict-ix":
            slug = _BENEDICT_IX_TERMS[benedict_ix_seen]
            benedict_ix_seen += 1
        ids.append(slug)
    return ids


def _profile(ordinal: int, pope_id: str, row: tuple) -> dict[str, Any]:
    name, start, end, birth_name, origin, status = row
    parts = name.split(" ")
    papal_name = " ".join(p for p in parts if not set(p) <= set("IVXLC"))
    prefix = {"S": "Saint ", "B": "Blessed ", "V": "Venerable "}.get(status, "")
    causes = _CAUSES.get(pope_id, {})
    term_note = None
    if pope_id.startswith("benedict-ix"):
        term_note = ["first term", "second term", "third term"][_BENEDICT_IX_TERMS.index(pope_id)]
    return {
        "pope_id": pope_id,
        "sandbox": True,
        "primary_name": f"Pope {name}",
        "papal_name": papal_name,
        "regnal_number": parts[-1] if len(parts) > 1 and set(parts[-1]) <= set("IVXLC") else None,
        "ordinal": ordinal,
        "pope_title": f"Pope {prefix}{name}, Bishop of Rome",
        "image_url": None,
        "coat_of_arms_url": None,
        "learn_more_url": VATICAN_PAGES.get(pope_id),
        "birth_name": birth_name,
        "origin": _origin(origin),
        "pontificate": {
            "start": start,
            "end": end,
            "years": _length_years(start, end),
            "current": end is None,
            **({"term": term_note} if term_note else {}),
        },
        "canonization_status": "Saint" if status == "S" else None,
        "beatification_status": (
            "Blessed" if status in {"S", "B"} else "Venerable" if status == "V" else None
        ),
        "beatification": causes.get("beatification") or causes.get("venerable"),
        "canonization": causes.get("canonization")
        or (
            {"date": None, "by": "Pre-Congregation (venerated before formal canonization)"}
            if status == "S"
            else None
        ),
        "aliases": list(_ALIASES.get(pope_id, [])),
    }


@functools.cache
def _catalog() -> tuple[dict[str, dict[str, Any]], NameIndex]:
    profiles: dict[str, dict[str, Any]] = {}
    index = NameIndex()
    for ordinal, (pope_id, row) in enumerate(zip(_pope_ids(), _POPES, strict=True), start=1):
        profile = _profile(ordinal, pope_id, row)
        profiles[pope_id] = profile
        names = [(profile["primary_name"], 1.0), (row[0], 1.0)]
        names += [(alias, 0.9) for alias in profile["aliases"]]
        if profile["birth_name"]:
            names.append((profile["birth_name"], 0.8))
        # Later and canonized popes are what a bare name usually means.
        weight = ordinal / 267 * 4 + (1.5 if row[5] == "S" else 0)
        if pope_id in {"leo-i", "gregory-i"}:
            weight += 4
        if row[2] is None:
            weight += 3
        index.add(pope_id, names, weight=weight)
    _link_succession(list(profiles.values()))
    return profiles, index


def _link_succession(in_order: list[dict[str, Any]]) -> None:
    """Each pope's place in the line and his see (not published upstream: the sandbox's guess
    at the fields, docs/upstream.md §7): `predecessor` and `successor` as {pope_id,
    primary_name} (Peter has no predecessor, the reigning pope no successor: absent, not
    empty), and `see`, the Diocese of Rome, as {source_code, primary_name}."""
    see = diocese_table.record(diocese_table.PAPAL_SEE)
    assert see is not None
    for before, pope, after in zip(
        [None, *in_order[:-1]], in_order, [*in_order[1:], None], strict=True
    ):
        for key, other in (("predecessor", before), ("successor", after)):
            if other is not None:
                pope[key] = {"pope_id": other["pope_id"], "primary_name": other["primary_name"]}
        pope["see"] = {"source_code": see["source_code"], "primary_name": see["primary_name"]}


def all_popes() -> list[dict[str, Any]]:
    return list(_catalog()[0].values())


def get(pope_id: str) -> dict[str, Any] | None:
    return _catalog()[0].get(pope_id)


def search(query: str) -> list[str]:
    return _catalog()[1].search(query)


def alternate(pope_id: str) -> dict[str, Any]:
    profile = _catalog()[0][pope_id]
    pontificate = profile["pontificate"]
    years = f"{_year(pontificate['start'])}–{_year(pontificate['end']) or 'present'}"
    return {
        "pope_id": pope_id,
        "primary_name": profile["primary_name"],
        "ordinal": profile["ordinal"],
        "pontificate": years,
    }
