"""The sandbox's jurisdictions: real names, invented catholic-hierarchy-style codes (with
SANDBOX_WORLD=1, followed by the generated sees of world.py)."""

from __future__ import annotations

import functools
import random
import re

from sandbox.catalog import world

# One block per (country, region). Each line: code | name | city | state | metropolitan code
# ("-" when the see is itself a metropolitan or depends directly on the Holy See) | rite
# ("-" = Latin, else a key of RITES) | aliases separated by ";". Codes imitate the public
# catholic-hierarchy style; they are sandbox codes except where they match by design
# (dmaml = Manila, drome = Rome).
RITES = {
    "ugc": "Ukrainian Greek Catholic",
    "smb": "Syro-Malabar",
    "sml": "Syro-Malankara",
    "mar": "Maronite",
    "cha": "Chaldean",
    "eth": "Ethiopian (Ge'ez)",
    "byz": "Byzantine (Croatian Greek Catholic)",
}
DIOCESE_BLOCKS: dict[tuple[str, str], str] = {
    ("Philippines", "Asia"): """
dmaml | Archdiocese of Manila | Manila | Metro Manila | - | - | Manila
dcuba | Diocese of Cubao | Quezon City | Metro Manila | dmaml | - |
dnova | Diocese of Novaliches | Quezon City | Metro Manila | dmaml | - |
dpara | Diocese of Parañaque | Parañaque | Metro Manila | dmaml | - |
dpasi | Diocese of Pasig | Pasig | Metro Manila | dmaml | - |
dkalo | Diocese of Kalookan | Caloocan | Metro Manila | dmaml | - | Caloocan
danti | Diocese of Antipolo | Antipolo | Rizal | dmaml | - |
dimus | Diocese of Imus | Imus | Cavite | dmaml | - |
dmalo | Diocese of Malolos | Malolos | Bulacan | dmaml | - |
dspab | Diocese of San Pablo | San Pablo | Laguna | dmaml | - |
dcebu | Archdiocese of Cebu | Cebu City | Cebu | - | - | Cebu
dtagb | Diocese of Tagbilaran | Tagbilaran | Bohol | dcebu | - |
dduma | Diocese of Dumaguete | Dumaguete | Negros Oriental | dcebu | - |
ddava | Archdiocese of Davao | Davao City | Davao del Sur | - | - |
dling | Archdiocese of Lingayen-Dagupan | Dagupan | Pangasinan | - | - |
dcabn | Diocese of Cabanatuan | Cabanatuan | Nueva Ecija | dling | - |
dsjne | Diocese of San Jose de Nueva Ecija | San Jose | Nueva Ecija | dling | - |
dcace | Archdiocese of Caceres | Naga | Camarines Sur | - | - | Naga
dlega | Diocese of Legazpi | Legazpi | Albay | dcace | - |
djaro | Archdiocese of Jaro | Iloilo City | Iloilo | - | - | Iloilo
dbaco | Diocese of Bacolod | Bacolod | Negros Occidental | djaro | - |
dlipa | Archdiocese of Lipa | Lipa | Batangas | - | - |
dsfer | Archdiocese of San Fernando | San Fernando | Pampanga | - | - | Pampanga
dnuse | Archdiocese of Nueva Segovia | Vigan | Ilocos Sur | - | - | Vigan
dbagu | Diocese of Baguio | Baguio | Benguet | dnuse | - |
dsflu | Diocese of San Fernando de La Union | San Fernando | La Union | dling | - |
dcdoo | Archdiocese of Cagayan de Oro | Cagayan de Oro | Misamis Oriental | - | - |
dpalo | Archdiocese of Palo | Palo | Leyte | - | - |
dzamb | Archdiocese of Zamboanga | Zamboanga City | Zamboanga del Sur | - | - |
dtugu | Archdiocese of Tuguegarao | Tuguegarao | Cagayan | - | - |
dmilp | Military Ordinariate of the Philippines | Quezon City | Metro Manila | - | - |
""",
    ("United States", "North America"): """
dnewy | Archdiocese of New York | New York | New York | - | - | New York City
dbrok | Diocese of Brooklyn | Brooklyn | New York | dnewy | - |
droce | Diocese of Rockville Centre | Rockville Centre | New York | dnewy | - |
dbost | Archdiocese of Boston | Boston | Massachusetts | - | - |
dpoma | Diocese of Portland | Portland | Maine | dbost | - | Portland in Maine
dchic | Archdiocese of Chicago | Chicago | Illinois | - | - |
dlosa | Archdiocese of Los Angeles | Los Angeles | California | - | - |
dsadi | Diocese of San Diego | San Diego | California | dlosa | - |
doran | Diocese of Orange | Orange | California | dlosa | - | Orange in California
dsafr | Archdiocese of San Francisco | San Francisco | California | - | - |
dsajo | Diocese of San Jose in California | San Jose | California | dsafr | - | San José
dsacr | Diocese of Sacramento | Sacramento | California | dsafr | - |
dlave | Diocese of Las Vegas | Las Vegas | Nevada | dsafr | - |
dphil | Archdiocese of Philadelphia | Philadelphia | Pennsylvania | - | - |
dpitt | Diocese of Pittsburgh | Pittsburgh | Pennsylvania | dphil | - |
dwash | Archdiocese of Washington | Washington | District of Columbia | - | - |
dbalt | Archdiocese of Baltimore | Baltimore | Maryland | - | - |
darli | Diocese of Arlington | Arlington | Virginia | dbalt | - |
ddetr | Archdiocese of Detroit | Detroit | Michigan | - | - |
dgalv | Archdiocese of Galveston-Houston | Houston | Texas | - | - | Houston
daust | Diocese of Austin | Austin | Texas | dgalv | - |
dsaan | Archdiocese of San Antonio | San Antonio | Texas | - | - |
ddall | Diocese of Dallas | Dallas | Texas | dsaan | - |
dfowo | Diocese of Fort Worth | Fort Worth | Texas | dsaan | - |
dmiam | Archdiocese of Miami | Miami | Florida | - | - |
dorla | Diocese of Orlando | Orlando | Florida | dmiam | - |
dstpe | Diocese of Saint Petersburg | St. Petersburg | Florida | dmiam | - |
datla | Archdiocese of Atlanta | Atlanta | Georgia | - | - |
dchar | Diocese of Charlotte | Charlotte | North Carolina | datla | - |
drale | Diocese of Raleigh | Raleigh | North Carolina | datla | - |
dseat | Archdiocese of Seattle | Seattle | Washington | - | - |
ddenv | Archdiocese of Denver | Denver | Colorado | - | - |
dstlo | Archdiocese of Saint Louis | St. Louis | Missouri | - | - |
dnewo | Archdiocese of New Orleans | New Orleans | Louisiana | - | - |
dalex | Diocese of Alexandria | Alexandria | Louisiana | dnewo | - | Alexandria in Louisiana
dnewa | Archdiocese of Newark | Newark | New Jersey | - | - |
dmilw | Archdiocese of Milwaukee | Milwaukee | Wisconsin | - | - |
dstpa | Archdiocese of Saint Paul and Minneapolis | Saint Paul | Minnesota | - | - |
dport | Archdiocese of Portland in Oregon | Portland | Oregon | - | - |
dcinc | Archdiocese of Cincinnati | Cincinnati | Ohio | - | - |
dclev | Diocese of Cleveland | Cleveland | Ohio | dcinc | - |
dcolu | Diocese of Columbus | Columbus | Ohio | dcinc | - |
dlouv | Archdiocese of Louisville | Louisville | Kentucky | - | - |
dindi | Archdiocese of Indianapolis | Indianapolis | Indiana | - | - |
dkank | Archdiocese of Kansas City in Kansas | Kansas City | Kansas | - | - |
dokla | Archdiocese of Oklahoma City | Oklahoma City | Oklahoma | - | - |
dsafe | Archdiocese of Santa Fe | Santa Fe | New Mexico | - | - |
dphoe | Diocese of Phoenix | Phoenix | Arizona | dsafe | - |
dtucs | Diocese of Tucson | Tucson | Arizona | dsafe | - |
danch | Archdiocese of Anchorage-Juneau | Anchorage | Alaska | - | - |
dhart | Archdiocese of Hartford | Hartford | Connecticut | - | - |
ddubu | Archdiocese of Dubuque | Dubuque | Iowa | - | - |
domah | Archdiocese of Omaha | Omaha | Nebraska | - | - |
dmobi | Archdiocese of Mobile | Mobile | Alabama | - | - |
dmilu | Archdiocese for the Military Services, USA | Washington | District of Columbia | - | - |
dphuk | Ukrainian Catholic Archeparchy of Philadelphia | Philadelphia | Pennsylvania | - | ugc |
dsmch | Syro-Malabar Eparchy of Saint Thomas of Chicago | Chicago | Illinois | - | smb |
dmaro | Maronite Eparchy of Saint Maron of Brooklyn | Brooklyn | New York | - | mar |
""",
    ("Canada", "North America"): """
dtoro | Archdiocese of Toronto | Toronto | Ontario | - | - |
dmont | Archdiocese of Montréal | Montréal | Quebec | - | - | Montreal
dqueb | Archdiocese of Québec | Québec | Quebec | - | - | Quebec
dvanc | Archdiocese of Vancouver | Vancouver | British Columbia | - | - |
dotta | Archdiocese of Ottawa-Cornwall | Ottawa | Ontario | - | - |
dkinc | Archdiocese of Kingston | Kingston | Ontario | - | - | Kingston in Canada
dedmo | Archdiocese of Edmonton | Edmonton | Alberta | - | - |
dwiuk | Ukrainian Catholic Archeparchy of Winnipeg | Winnipeg | Manitoba | - | ugc |
""",
    ("Mexico", "North America"): """
dmexi | Archdiocese of México | Mexico City | Ciudad de México | - | - | Mexico City
dguad | Archdiocese of Guadalajara | Guadalajara | Jalisco | - | - |
dmonr | Archdiocese of Monterrey | Monterrey | Nuevo León | - | - |
dpueb | Archdiocese of Puebla de los Ángeles | Puebla | Puebla | - | - | Puebla
dmore | Archdiocese of Morelia | Morelia | Michoacán | - | - |
doaxa | Archdiocese of Antequera, Oaxaca | Oaxaca | Oaxaca | - | - | Oaxaca
dyuca | Archdiocese of Yucatán | Mérida | Yucatán | - | - |
dtiju | Archdiocese of Tijuana | Tijuana | Baja California | - | - |
dxala | Archdiocese of Xalapa | Xalapa | Veracruz | - | - | Jalapa
dcomx | Diocese of Córdoba | Córdoba | Veracruz | dxala | - | Córdoba in Mexico
dquer | Diocese of Querétaro | Querétaro | Querétaro | dmore | - |
dtuxt | Archdiocese of Tuxtla Gutiérrez | Tuxtla Gutiérrez | Chiapas | - | - |
dsacc | Diocese of San Cristóbal de Las Casas | San Cristóbal de Las Casas | Chiapas | dtuxt | - |
""",
    ("Costa Rica", "Central America"): """
dsjcr | Archdiocese of San José de Costa Rica | San José | San José | - | - | San José
dalaj | Diocese of Alajuela | Alajuela | Alajuela | dsjcr | - |
""",
    ("Guatemala", "Central America"): """
dguat | Archdiocese of Santiago de Guatemala | Guatemala City | Guatemala | - | - | Guatemala
""",
    ("El Salvador", "Central America"): """
dsasa | Archdiocese of San Salvador | San Salvador | San Salvador | - | - |
dsama | Diocese of Santiago de María | Santiago de María | Usulután | dsasa | - |
""",
    ("Honduras", "Central America"): """
dtegu | Archdiocese of Tegucigalpa | Tegucigalpa | Francisco Morazán | - | - |
""",
    ("Nicaragua", "Central America"): """
dmang | Archdiocese of Managua | Managua | Managua | - | - |
""",
    ("Panama", "Central America"): """
dpana | Archdiocese of Panamá | Panama City | Panamá | - | - | Panama
dsave | Diocese of Santiago de Veraguas | Santiago de Veraguas | Veraguas | dpana | - |
""",
    ("Dominican Republic", "Caribbean"): """
dsado | Archdiocese of Santo Domingo | Santo Domingo | Distrito Nacional | - | - |
dsaca | Archdiocese of Santiago de los Caballeros | Santiago de los Caballeros | Santiago | - | - |
""",
    ("Puerto Rico", "Caribbean"): """
dsjpr | Archdiocese of San Juan de Puerto Rico | San Juan | San Juan | - | - | San Juan
""",
    ("Cuba", "Caribbean"): """
dhaba | Archdiocese of San Cristóbal de la Habana | Havana | La Habana | - | - | Havana
dsacu | Archdiocese of Santiago de Cuba | Santiago de Cuba | Santiago de Cuba | - | - |
""",
    ("Jamaica", "Caribbean"): """
dkinj | Archdiocese of Kingston in Jamaica | Kingston | Kingston | - | - | Kingston
""",
    ("Trinidad and Tobago", "Caribbean"): """
dpots | Archdiocese of Port of Spain | Port of Spain | Port of Spain | - | - |
""",
    ("Colombia", "South America"): """
dboga | Archdiocese of Bogotá | Bogotá | Cundinamarca | - | - | Bogota
dmede | Archdiocese of Medellín | Medellín | Antioquia | - | - |
dcali | Archdiocese of Cali | Cali | Valle del Cauca | - | - |
dcart | Archdiocese of Cartagena | Cartagena | Bolívar | - | - | Cartagena de Indias
dvill | Archdiocese of Villavicencio | Villavicencio | Meta | - | - |
dsjgu | Diocese of San José del Guaviare | San José del Guaviare | Guaviare | dvill | - |
""",
    ("Venezuela", "South America"): """
dcara | Archdiocese of Caracas | Caracas | Distrito Capital | - | - | Santiago de Venezuela
dvalv | Archdiocese of Valencia en Venezuela | Valencia | Carabobo | - | - | Valencia
dmerv | Archdiocese of Mérida | Mérida | Mérida | - | - | Mérida in Venezuela
dtruj | Diocese of Trujillo | Trujillo | Trujillo | dmerv | - | Trujillo in Venezuela
""",
    ("Ecuador", "South America"): """
dquit | Archdiocese of Quito | Quito | Pichincha | - | - |
dguay | Archdiocese of Guayaquil | Guayaquil | Guayas | - | - |
""",
    ("Peru", "South America"): """
dlima | Archdiocese of Lima | Lima | Lima | - | - |
dareq | Archdiocese of Arequipa | Arequipa | Arequipa | - | - |
dcusc | Archdiocese of Cuzco | Cusco | Cusco | - | - | Cusco
dtrup | Archdiocese of Trujillo | Trujillo | La Libertad | - | - | Trujillo in Peru
""",
    ("Bolivia", "South America"): """
dlapa | Archdiocese of La Paz | La Paz | La Paz | - | - |
dsacz | Archdiocese of Santa Cruz de la Sierra | Santa Cruz de la Sierra | Santa Cruz | - | - |
""",
    ("Chile", "South America"): """
dsant | Archdiocese of Santiago de Chile | Santiago | Santiago Metropolitan | - | - | Santiago
dconc | Archdiocese of Concepción | Concepción | Biobío | - | - |
dvalp | Diocese of Valparaíso | Valparaíso | Valparaíso | dsant | - |
""",
    ("Argentina", "South America"): """
dbuen | Archdiocese of Buenos Aires | Buenos Aires | Buenos Aires | - | - |
dcord | Archdiocese of Córdoba | Córdoba | Córdoba | - | - | Córdoba in Argentina
drosa | Archdiocese of Rosario | Rosario | Santa Fe | - | - |
dmend | Archdiocese of Mendoza | Mendoza | Mendoza | - | - |
dlapl | Archdiocese of La Plata | La Plata | Buenos Aires | - | - |
""",
    ("Uruguay", "South America"): """
dmonv | Archdiocese of Montevideo | Montevideo | Montevideo | - | - |
dsjma | Diocese of San José de Mayo | San José de Mayo | San José | dmonv | - | San José in Uruguay
""",
    ("Paraguay", "South America"): """
dasun | Archdiocese of Asunción | Asunción | Asunción | - | - |
""",
    ("Brazil", "South America"): """
dsapa | Archdiocese of São Paulo | São Paulo | São Paulo | - | - | Sao Paulo
dsaam | Diocese of Santo Amaro | São Paulo | São Paulo | dsapa | - |
drioj | Archdiocese of São Sebastião do Rio de Janeiro | Rio de Janeiro | Rio de Janeiro | - | - |
dsalv | Archdiocese of São Salvador da Bahia | Salvador | Bahia | - | - | Salvador
dbras | Archdiocese of Brasília | Brasília | Distrito Federal | - | - |
dbelo | Archdiocese of Belo Horizonte | Belo Horizonte | Minas Gerais | - | - |
dpoal | Archdiocese of Porto Alegre | Porto Alegre | Rio Grande do Sul | - | - |
dfort | Archdiocese of Fortaleza | Fortaleza | Ceará | - | - |
dolin | Archdiocese of Olinda e Recife | Recife | Pernambuco | - | - | Recife
dmanu | Archdiocese of Manaus | Manaus | Amazonas | - | - |
dbele | Archdiocese of Belém do Pará | Belém | Pará | - | - |
dcuri | Archdiocese of Curitiba | Curitiba | Paraná | - | - |
dapar | Archdiocese of Aparecida | Aparecida | São Paulo | - | - |
dcamp | Archdiocese of Campinas | Campinas | São Paulo | - | - |
dgoia | Archdiocese of Goiânia | Goiânia | Goiás | - | - |
""",
    ("Spain", "Europe"): """
dmadr | Archdiocese of Madrid | Madrid | Community of Madrid | - | - |
dtole | Archdiocese of Toledo | Toledo | Castile-La Mancha | - | - |
dbarc | Archdiocese of Barcelona | Barcelona | Catalonia | - | - |
dsevi | Archdiocese of Sevilla | Seville | Andalusia | - | - | Seville
dvale | Archdiocese of Valencia | Valencia | Valencian Community | - | - | Valencia in Spain
dsaco | Archdiocese of Santiago de Compostela | Santiago de Compostela | Galicia | - | - | Santiago
dgran | Archdiocese of Granada | Granada | Andalusia | - | - |
dzara | Archdiocese of Zaragoza | Zaragoza | Aragon | - | - |
dburg | Archdiocese of Burgos | Burgos | Castile and León | - | - |
dvall | Archdiocese of Valladolid | Valladolid | Castile and León | - | - |
dovie | Archdiocese of Oviedo | Oviedo | Asturias | - | - |
dtarr | Archdiocese of Tarragona | Tarragona | Catalonia | - | - |
dmeba | Archdiocese of Mérida-Badajoz | Badajoz | Extremadura | - | - |
dcoes | Diocese of Córdoba | Córdoba | Andalusia | dsevi | - | Córdoba in Spain
dmala | Diocese of Málaga | Málaga | Andalusia | dgran | - |
dbilb | Diocese of Bilbao | Bilbao | Basque Country | dburg | - |
""",
    ("Portugal", "Europe"): """
dlisb | Patriarchate of Lisbon | Lisbon | Lisbon | - | - | Lisboa
dbrag | Archdiocese of Braga | Braga | Braga | - | - |
devor | Archdiocese of Évora | Évora | Évora | - | - |
dopor | Diocese of Porto | Porto | Porto | dbrag | - | Oporto
dleir | Diocese of Leiria-Fátima | Leiria | Leiria | dlisb | - | Fatima
dcoim | Diocese of Coimbra | Coimbra | Coimbra | dlisb | - |
dfunc | Diocese of Funchal | Funchal | Madeira | dlisb | - |
""",
    ("Italy", "Europe"): """
dmila | Archdiocese of Milan | Milan | Lombardy | - | - | Milano
dnapo | Archdiocese of Naples | Naples | Campania | - | - | Napoli
dtori | Archdiocese of Turin | Turin | Piedmont | - | - | Torino
dvene | Patriarchate of Venice | Venice | Veneto | - | - | Venezia
dfire | Archdiocese of Florence | Florence | Tuscany | - | - | Firenze
dbolo | Archdiocese of Bologna | Bologna | Emilia-Romagna | - | - |
dgeno | Archdiocese of Genoa | Genoa | Liguria | - | - | Genova
dpale | Archdiocese of Palermo | Palermo | Sicily | - | - |
dbari | Archdiocese of Bari-Bitonto | Bari | Apulia | - | - |
dcata | Archdiocese of Catania | Catania | Sicily | - | - |
dsien | Archdiocese of Siena-Colle di Val d'Elsa-Montalcino | Siena | Tuscany | - | - | Siena
dperu | Archdiocese of Perugia-Città della Pieve | Perugia | Umbria | - | - | Perugia
dassi | Diocese of Assisi-Nocera Umbra-Gualdo Tadino | Assisi | Umbria | dperu | - | Assisi
dspol | Archdiocese of Spoleto-Norcia | Spoleto | Umbria | dperu | - | Norcia
dpado | Diocese of Padua | Padua | Veneto | dvene | - | Padova
dvero | Diocese of Verona | Verona | Veneto | dvene | - |
dberg | Diocese of Bergamo | Bergamo | Lombardy | dmila | - |
dbres | Diocese of Brescia | Brescia | Lombardy | dmila | - |
dlaqu | Archdiocese of L'Aquila | L'Aquila | Abruzzo | - | - |
dcagl | Archdiocese of Cagliari | Cagliari | Sardinia | - | - |
dreca | Archdiocese of Reggio Calabria-Bova | Reggio Calabria | Calabria | - | - |
dtren | Archdiocese of Trento | Trento | Trentino-South Tyrol | - | - | Trent
drome | Diocese of Rome | Rome | Lazio | - | - | Roma; Vicariate of Rome
""",
    ("France", "Europe"): """
dpari | Archdiocese of Paris | Paris | Île-de-France | - | - |
dlyon | Archdiocese of Lyon | Lyon | Auvergne-Rhône-Alpes | - | - | Lyons
dmars | Archdiocese of Marseille | Marseille | Provence-Alpes-Côte d'Azur | - | - | Marseilles
dbord | Archdiocese of Bordeaux | Bordeaux | Nouvelle-Aquitaine | - | - |
dtoul | Archdiocese of Toulouse | Toulouse | Occitanie | - | - |
dlill | Archdiocese of Lille | Lille | Hauts-de-France | - | - |
dreim | Archdiocese of Reims | Reims | Grand Est | - | - |
dstra | Archdiocese of Strasbourg | Strasbourg | Grand Est | - | - |
drouf | Archdiocese of Rouen | Rouen | Normandy | - | - |
dtarb | Diocese of Tarbes et Lourdes | Tarbes | Occitanie | dtoul | - | Lourdes
dbaye | Diocese of Bayeux et Lisieux | Bayeux | Normandy | drouf | - | Lisieux
dnice | Diocese of Nice | Nice | Provence-Alpes-Côte d'Azur | dmars | - |
""",
    ("Belgium", "Europe"): """
dmech | Archdiocese of Mechelen-Brussels | Mechelen | Flanders | - | - | Brussels
dlieg | Diocese of Liège | Liège | Wallonia | dmech | - |
""",
    ("Netherlands", "Europe"): """
dutre | Archdiocese of Utrecht | Utrecht | Utrecht | - | - |
""",
    ("Germany", "Europe"): """
dkoln | Archdiocese of Cologne | Cologne | North Rhine-Westphalia | - | - | Köln
dmunc | Archdiocese of Munich and Freising | Munich | Bavaria | - | - | München
dberl | Archdiocese of Berlin | Berlin | Berlin | - | - |
dhamb | Archdiocese of Hamburg | Hamburg | Hamburg | - | - |
dfrei | Archdiocese of Freiburg im Breisgau | Freiburg | Baden-Württemberg | - | - |
dpade | Archdiocese of Paderborn | Paderborn | North Rhine-Westphalia | - | - |
dbamb | Archdiocese of Bamberg | Bamberg | Bavaria | - | - |
dmain | Diocese of Mainz | Mainz | Rhineland-Palatinate | dfrei | - |
drege | Diocese of Regensburg | Regensburg | Bavaria | dmunc | - |
dtrie | Diocese of Trier | Trier | Rhineland-Palatinate | dkoln | - |
daach | Diocese of Aachen | Aachen | North Rhine-Westphalia | dkoln | - |
dpass | Diocese of Passau | Passau | Bavaria | dmunc | - |
""",
    ("Austria", "Europe"): """
dwien | Archdiocese of Vienna | Vienna | Vienna | - | - | Wien
dsalz | Archdiocese of Salzburg | Salzburg | Salzburg | - | - |
""",
    ("Switzerland", "Europe"): """
dbase | Diocese of Basel | Solothurn | Solothurn | - | - |
dchur | Diocese of Chur | Chur | Graubünden | - | - |
dlaus | Diocese of Lausanne, Genève et Fribourg | Fribourg | Fribourg | - | - | Geneva
""",
    ("Poland", "Europe"): """
dkrak | Archdiocese of Kraków | Kraków | Lesser Poland | - | - | Krakow; Cracow
dwars | Archdiocese of Warszawa | Warsaw | Masovia | - | - | Warsaw
dgnie | Archdiocese of Gniezno | Gniezno | Greater Poland | - | - |
dpozn | Archdiocese of Poznań | Poznań | Greater Poland | - | - |
dwroc | Archdiocese of Wrocław | Wrocław | Lower Silesia | - | - |
dgdan | Archdiocese of Gdańsk | Gdańsk | Pomerania | - | - |
dlodz | Archdiocese of Łódź | Łódź | Łódź | - | - |
dczes | Archdiocese of Częstochowa | Częstochowa | Silesia | - | - |
dlubl | Archdiocese of Lublin | Lublin | Lublin | - | - |
dkato | Archdiocese of Katowice | Katowice | Silesia | - | - |
""",
    ("Croatia", "Europe"): """
dzagr | Archdiocese of Zagreb | Zagreb | City of Zagreb | - | - |
dspli | Archdiocese of Split-Makarska | Split | Split-Dalmatia | - | - | Split
drije | Archdiocese of Rijeka | Rijeka | Primorje-Gorski Kotar | - | - |
ddjak | Archdiocese of Đakovo-Osijek | Đakovo | Osijek-Baranja | - | - | Osijek
dzada | Archdiocese of Zadar | Zadar | Zadar | - | - |
ddubr | Diocese of Dubrovnik | Dubrovnik | Dubrovnik-Neretva | dspli | - |
dsibe | Diocese of Šibenik | Šibenik | Šibenik-Knin | dspli | - |
dvara | Diocese of Varaždin | Varaždin | Varaždin | dzagr | - |
dpoze | Diocese of Požega | Požega | Požega-Slavonia | ddjak | - |
dgosp | Diocese of Gospić-Senj | Gospić | Lika-Senj | drije | - |
dkriz | Eparchy of Križevci | Križevci | Koprivnica-Križevci | dzagr | byz |
""",
    ("Slovenia", "Europe"): """
dljub | Archdiocese of Ljubljana | Ljubljana | Central Slovenia | - | - |
""",
    ("Bosnia and Herzegovina", "Europe"): """
dsara | Archdiocese of Vrhbosna | Sarajevo | Sarajevo Canton | - | - | Sarajevo
""",
    ("Hungary", "Europe"): """
deszt | Archdiocese of Esztergom-Budapest | Esztergom | Komárom-Esztergom | - | - | Budapest
""",
    ("Czech Republic", "Europe"): """
dprah | Archdiocese of Praha | Prague | Prague | - | - | Prague
""",
    ("Slovakia", "Europe"): """
dbrat | Archdiocese of Bratislava | Bratislava | Bratislava | - | - |
""",
    ("Lithuania", "Europe"): """
dviln | Archdiocese of Vilnius | Vilnius | Vilnius | - | - |
""",
    ("Ukraine", "Europe"): """
dlviv | Archdiocese of Lviv | Lviv | Lviv | - | - | Lwów
dkiev | Major Archeparchy of Kyiv-Halych | Kyiv | Kyiv | - | ugc | Kiev
""",
    ("United Kingdom", "Europe"): """
dwest | Archdiocese of Westminster | London | England | - | - | London
dsouw | Archdiocese of Southwark | London | England | - | - |
dbirm | Archdiocese of Birmingham | Birmingham | England | - | - |
dlive | Archdiocese of Liverpool | Liverpool | England | - | - |
dsted | Archdiocese of Saint Andrews and Edinburgh | Edinburgh | Scotland | - | - | Edinburgh
dglas | Archdiocese of Glasgow | Glasgow | Scotland | - | - |
""",
    ("Ireland", "Europe"): """
darma | Archdiocese of Armagh | Armagh | Ulster | - | - |
ddubl | Archdiocese of Dublin | Dublin | Leinster | - | - |
dcash | Archdiocese of Cashel and Emly | Thurles | Munster | - | - | Cashel
dcork | Diocese of Cork and Ross | Cork | Munster | dcash | - | Cork
""",
    ("Malta", "Europe"): """
dmalt | Archdiocese of Malta | Valletta | Malta | - | - |
""",
    ("Luxembourg", "Europe"): """
dluxe | Archdiocese of Luxembourg | Luxembourg | Luxembourg | - | - |
""",
    ("Greece", "Europe"): """
dathe | Archdiocese of Athens | Athens | Attica | - | - |
""",
    ("Nigeria", "Africa"): """
dlago | Archdiocese of Lagos | Lagos | Lagos | - | - |
dabuj | Archdiocese of Abuja | Abuja | Federal Capital Territory | - | - |
donit | Archdiocese of Onitsha | Onitsha | Anambra | - | - |
dibad | Archdiocese of Ibadan | Ibadan | Oyo | - | - |
""",
    ("Democratic Republic of the Congo", "Africa"): """
dkins | Archdiocese of Kinshasa | Kinshasa | Kinshasa | - | - |
dlubu | Archdiocese of Lubumbashi | Lubumbashi | Haut-Katanga | - | - |
""",
    ("Kenya", "Africa"): """
dnair | Archdiocese of Nairobi | Nairobi | Nairobi | - | - |
dmomb | Archdiocese of Mombasa | Mombasa | Mombasa | - | - |
""",
    ("Uganda", "Africa"): """
dkamp | Archdiocese of Kampala | Kampala | Central Region | - | - |
dgulu | Archdiocese of Gulu | Gulu | Northern Region | - | - |
""",
    ("Tanzania", "Africa"): """
ddare | Archdiocese of Dar-es-Salaam | Dar es Salaam | Dar es Salaam | - | - |
darus | Archdiocese of Arusha | Arusha | Arusha | - | - |
""",
    ("Rwanda", "Africa"): """
dkiga | Archdiocese of Kigali | Kigali | Kigali | - | - |
""",
    ("Ethiopia", "Africa"): """
dadab | Archeparchy of Addis Abeba | Addis Ababa | Addis Ababa | - | eth | Addis Ababa
""",
    ("Ghana", "Africa"): """
daccr | Archdiocese of Accra | Accra | Greater Accra | - | - |
dkuma | Archdiocese of Kumasi | Kumasi | Ashanti | - | - |
""",
    ("Senegal", "Africa"): """
ddaka | Archdiocese of Dakar | Dakar | Dakar | - | - |
""",
    ("Côte d'Ivoire", "Africa"): """
dabid | Archdiocese of Abidjan | Abidjan | Abidjan | - | - |
""",
    ("Cameroon", "Africa"): """
ddoua | Archdiocese of Douala | Douala | Littoral | - | - |
dyaou | Archdiocese of Yaoundé | Yaoundé | Centre | - | - |
""",
    ("Angola", "Africa"): """
dluan | Archdiocese of Luanda | Luanda | Luanda | - | - |
""",
    ("Mozambique", "Africa"): """
dmapu | Archdiocese of Maputo | Maputo | Maputo | - | - |
""",
    ("South Africa", "Africa"): """
djoha | Archdiocese of Johannesburg | Johannesburg | Gauteng | - | - |
dcape | Archdiocese of Cape Town | Cape Town | Western Cape | - | - |
ddurb | Archdiocese of Durban | Durban | KwaZulu-Natal | - | - |
""",
    ("Zimbabwe", "Africa"): """
dhara | Archdiocese of Harare | Harare | Harare | - | - |
""",
    ("Zambia", "Africa"): """
dlusa | Archdiocese of Lusaka | Lusaka | Lusaka | - | - |
""",
    ("Madagascar", "Africa"): """
danta | Archdiocese of Antananarivo | Antananarivo | Analamanga | - | - |
""",
    ("Sudan", "Africa"): """
dkhar | Archdiocese of Khartoum | Khartoum | Khartoum | - | - |
""",
    ("South Sudan", "Africa"): """
djuba | Archdiocese of Juba | Juba | Central Equatoria | - | - |
""",
    ("South Korea", "Asia"): """
dseou | Archdiocese of Seoul | Seoul | Seoul | - | - |
ddaeg | Archdiocese of Daegu | Daegu | Daegu | - | - |
""",
    ("Japan", "Asia"): """
dtoky | Archdiocese of Tokyo | Tokyo | Tokyo | - | - |
dnaga | Archdiocese of Nagasaki | Nagasaki | Nagasaki | - | - |
dosak | Archdiocese of Osaka-Takamatsu | Osaka | Osaka | - | - | Osaka
""",
    ("China", "Asia"): """
dhong | Diocese of Hong Kong | Hong Kong | Hong Kong | - | - |
dmaca | Diocese of Macau | Macau | Macau | - | - | Macao
""",
    ("Taiwan", "Asia"): """
dtaip | Archdiocese of Taipei | Taipei | Taipei | - | - |
""",
    ("Vietnam", "Asia"): """
dhano | Archdiocese of Hà Nội | Hanoi | Hanoi | - | - | Hanoi
dhcmc | Archdiocese of Thành-Phố Hồ Chí Minh | Ho Chi Minh City | Ho Chi Minh City | - | - | Saigon
""",
    ("Thailand", "Asia"): """
dbang | Archdiocese of Bangkok | Bangkok | Bangkok | - | - |
""",
    ("Indonesia", "Asia"): """
djaka | Archdiocese of Jakarta | Jakarta | Jakarta | - | - |
""",
    ("Malaysia", "Asia"): """
dkual | Archdiocese of Kuala Lumpur | Kuala Lumpur | Kuala Lumpur | - | - |
""",
    ("Singapore", "Asia"): """
dsing | Archdiocese of Singapore | Singapore | Singapore | - | - |
""",
    ("Bangladesh", "Asia"): """
ddhak | Archdiocese of Dhaka | Dhaka | Dhaka | - | - |
""",
    ("Sri Lanka", "Asia"): """
dcolo | Archdiocese of Colombo | Colombo | Western Province | - | - |
""",
    ("India", "Asia"): """
dbomb | Archdiocese of Bombay | Mumbai | Maharashtra | - | - | Mumbai
dgoad | Archdiocese of Goa and Daman | Panaji | Goa | - | - | Goa
ddelh | Archdiocese of Delhi | New Delhi | Delhi | - | - |
dranc | Archdiocese of Ranchi | Ranchi | Jharkhand | - | - |
dcalc | Archdiocese of Calcutta | Kolkata | West Bengal | - | - | Kolkata
dmyla | Archdiocese of Madras and Mylapore | Chennai | Tamil Nadu | - | - | Chennai
dbnga | Archdiocese of Bangalore | Bengaluru | Karnataka | - | - | Bengaluru
derna | Major Archeparchy of Ernakulam-Angamaly | Kochi | Kerala | - | smb | Ernakulam
dtrim | Major Archeparchy of Trivandrum | Thiruvananthapuram | Kerala | - | sml | Trivandrum
""",
    ("Lebanon", "Middle East"): """
dbeir | Maronite Archeparchy of Beirut | Beirut | Beirut | - | mar |
""",
    ("Israel and Palestine", "Middle East"): """
djeru | Latin Patriarchate of Jerusalem | Jerusalem | Jerusalem | - | - | Jerusalem
""",
    ("Iraq", "Middle East"): """
dbagh | Chaldean Archeparchy of Baghdad | Baghdad | Baghdad | - | cha |
""",
    ("Australia", "Oceania"): """
dsydn | Archdiocese of Sydney | Sydney | New South Wales | - | - |
dmelb | Archdiocese of Melbourne | Melbourne | Victoria | - | - |
dbris | Archdiocese of Brisbane | Brisbane | Queensland | - | - |
dpert | Archdiocese of Perth | Perth | Western Australia | - | - |
dadel | Archdiocese of Adelaide | Adelaide | South Australia | - | - |
""",
    ("New Zealand", "Oceania"): """
dwell | Archdiocese of Wellington | Wellington | Wellington | - | - |
dauck | Diocese of Auckland | Auckland | Auckland | dwell | - |
""",
    ("Papua New Guinea", "Oceania"): """
dpomo | Archdiocese of Port Moresby | Port Moresby | National Capital District | - | - |
""",
    ("Fiji", "Oceania"): """
dsuva | Archdiocese of Suva | Suva | Central Division | - | - |
""",
    ("Guam", "Oceania"): """
dagan | Archdiocese of Agaña | Hagåtña | Guam | - | - | Hagatna
""",
}

# Real cathedral dedications and patrons for some of the best-known sees (public facts);
# the others get a generated dedication in dioceses.py.
KNOWN_CATHEDRALS: dict[str, tuple[str, str]] = {
    "dmaml": (
        "Manila Metropolitan Cathedral-Basilica of the Immaculate Conception",
        "Immaculate Conception",
    ),
    "dcebu": ("Cebu Metropolitan Cathedral", "Saint Vitalis"),
    "dnewy": ("Saint Patrick's Cathedral", "Saint Patrick"),
    "dchic": ("Holy Name Cathedral", "Holy Name of Jesus"),
    "dlosa": ("Cathedral of Our Lady of the Angels", "Our Lady of the Angels"),
    "dwash": ("Cathedral of Saint Matthew the Apostle", "Saint Matthew"),
    "dbalt": ("Cathedral of Mary Our Queen", "Mary Our Queen"),
    "dsajo": ("Cathedral Basilica of Saint Joseph", "Saint Joseph"),
    "dmexi": ("Metropolitan Cathedral of the Assumption of Mary", "Assumption of Mary"),
    "dsjcr": ("Metropolitan Cathedral of San José", "Saint Joseph"),
    "dsant": ("Metropolitan Cathedral of Santiago", "Saint James"),
    "dsaco": ("Cathedral of Santiago de Compostela", "Saint James"),
    "dbuen": ("Buenos Aires Metropolitan Cathedral", "Most Holy Trinity"),
    "dsapa": ("Metropolitan Cathedral of São Paulo", "Assumption of Mary"),
    "dmadr": ("Almudena Cathedral", "Our Lady of the Almudena"),
    "dtole": ("Primate Cathedral of Saint Mary of Toledo", "Assumption of Mary"),
    "dbarc": ("Cathedral of the Holy Cross and Saint Eulalia", "Saint Eulalia"),
    "dlisb": ("Lisbon Cathedral", "Saint Mary Major"),
    "dmila": ("Milan Cathedral", "Nativity of Mary"),
    "dvene": ("Saint Mark's Basilica", "Saint Mark"),
    "dfire": ("Cathedral of Santa Maria del Fiore", "Saint Mary of the Flower"),
    "dpari": ("Notre-Dame de Paris", "Our Lady"),
    "dkoln": ("Cologne Cathedral", "Saint Peter"),
    "dwien": ("Saint Stephen's Cathedral", "Saint Stephen"),
    "dkrak": ("Wawel Cathedral", "Saints Stanislaus and Wenceslaus"),
    "dzagr": ("Zagreb Cathedral", "Assumption of Mary; Saints Stephen and Ladislaus"),
    "dspli": ("Cathedral of Saint Domnius", "Saint Domnius"),
    "ddubr": ("Dubrovnik Cathedral", "Assumption of Mary; Saint Blaise"),
    "dwest": ("Westminster Cathedral", "Most Precious Blood"),
    "ddubl": ("Saint Mary's Pro-Cathedral", "Immaculate Conception"),
    "dsydn": ("Saint Mary's Cathedral", "Mary Help of Christians"),
    "dseou": ("Myeongdong Cathedral", "Immaculate Conception"),
    "dnaga": ("Urakami Cathedral", "Immaculate Conception"),
    "djeru": ("Co-Cathedral of the Most Holy Name of Jesus", "Holy Name of Jesus"),
    "dbomb": ("Cathedral of the Holy Name", "Holy Name of Jesus"),
    "dmyla": ("Santhome Cathedral Basilica", "Saint Thomas the Apostle"),
    "drome": ("Archbasilica of Saint John Lateran", "Saints Peter and Paul"),
}

# Real erection and elevation dates for a few sees; the rest are generated.
KNOWN_DATES: dict[str, tuple[str, str | None]] = {
    "dmaml": ("1579-02-06", "1595-08-14"),
    "dcebu": ("1595-08-14", "1934-04-28"),
    "dnewy": ("1808-04-08", "1850-07-19"),
    "dbalt": ("1789-11-06", "1808-04-08"),
    "dmexi": ("1530-09-02", "1546-02-12"),
    "dlima": ("1541-05-14", "1546-02-12"),
    "dzagr": ("1094", "1852-12-11"),
    "dsydn": ("1842-04-05", "1842-04-05"),
    "drome": ("1st century", None),
    # Sees erected after 1950 (public years): their figures start late, as in the yearbooks.
    "dcuba": ("2002", None),
    "dnova": ("2002", None),
    "dpara": ("2002", None),
    "dpasi": ("2002", None),
    "dkalo": ("2003", None),
    "danti": ("1983", None),
    "dimus": ("1961", None),
    "dorla": ("1968", None),
    "dstpe": ("1968", None),
    "darli": ("1974", None),
    "doran": ("1976", None),
    "dsajo": ("1981", None),
    "dphoe": ("1969", None),
    "dfowo": ("1969", None),
    "dchar": ("1971", None),
    "dlave": ("1995", None),
    "dmilu": ("1985", None),
    "dsaam": ("1989", None),
    "dsmch": ("2001", None),
}

# The see whose bishop is the Pope: no invented ordinary, its bishop is the reigning pope.
PAPAL_SEE = "drome"
CURRENT_POPE = {"pope_id": "leo-xiv", "primary_name": "Pope Leo XIV", "title": "Bishop of Rome"}

# Past ordinaries the sandbox knows from public records (most recent first, as `past_bishops`
# is sent): an id where the person is in the sandbox's clergy, dates where it knows them.
# Every other see's are derived from the invented clergy (clergy.past_ordinaries), and Rome's
# from the popes.
KNOWN_PAST_ORDINARIES: dict[str, list[dict[str, str]]] = {
    "dmaml": [
        {"person_id": "luis-antonio-tagle", "primary_name": "Luis Antonio Tagle",
         "start": "2011-10-13", "end": "2019-12-08"},
        {"primary_name": "Gaudencio Rosales", "start": "2003-09-15", "end": "2011-10-13"},
        {"person_id": "jaime-sin", "primary_name": "Jaime Sin",
         "start": "1974-01-21", "end": "2003-09-15"},
        {"primary_name": "Rufino Jiao Santos", "start": "1953", "end": "1973"},
    ],
}  # fmt: skip

# Official websites the sandbox is confident of (public sites); every other see has none
# rather than an invented address.
OFFICIAL_WEBSITES: dict[str, str] = {
    "dmaml": "https://rcam.org/",
    "drome": "https://www.diocesidiroma.it/",
    "dnewy": "https://archny.org/",
    "dchic": "https://www.archchicago.org/",
    "dlosa": "https://lacatholics.org/",
    "dbost": "https://www.bostoncatholic.org/",
    "dwash": "https://adw.org/",
    "dphil": "https://archphila.org/",
    "dbalt": "https://www.archbalt.org/",
    "dsafr": "https://sfarch.org/",
    "dseat": "https://archseattle.org/",
    "ddenv": "https://archden.org/",
    "dstlo": "https://www.archstl.org/",
    "dmiam": "https://www.miamiarch.org/",
    "ddetr": "https://www.aod.org/",
    "dgalv": "https://www.archgh.org/",
    "dmilw": "https://www.archmil.org/",
    "dstpa": "https://www.archspm.org/",
    "dtoro": "https://www.archtoronto.org/",
    "dvanc": "https://rcav.org/",
    "dmila": "https://www.chiesadimilano.it/",
    "dtori": "https://www.diocesi.torino.it/",
    "dbolo": "https://www.chiesadibologna.it/",
    "dpari": "https://www.paris.catholique.fr/",
    "dlyon": "https://lyon.catholique.fr/",
    "dkoln": "https://www.erzbistum-koeln.de/",
    "dmunc": "https://www.erzbistum-muenchen.de/",
    "dberl": "https://www.erzbistumberlin.de/",
    "dhamb": "https://www.erzbistum-hamburg.de/",
    "dfrei": "https://www.ebfr.de/",
    "dpade": "https://www.erzbistum-paderborn.de/",
    "dwien": "https://www.erzdioezese-wien.at/",
    "dsalz": "https://www.eds.at/",
    "dmadr": "https://www.archimadrid.es/",
    "dwest": "https://rcdow.org.uk/",
    "ddubl": "https://www.dublindiocese.ie/",
    "dsydn": "https://www.sydneycatholic.org/",
    "dmelb": "https://melbournecatholic.org/",
    "dsing": "https://www.catholic.sg/",
    "djeru": "https://www.lpj.org/",
}

# Years a see's yearbook figures are missing (inclusive ranges), where real records have holes:
# war, expulsion or suppression. Every other series is complete from its first year.
HISTORIC_GAPS: dict[str, tuple[tuple[int, int], ...]] = {
    "dkins": ((1960, 1964),),  # the Congo crisis after independence
    "dhaba": ((1961, 1963),),  # after the 1961 expulsions of clergy from Cuba
    "dhano": ((1955, 1958), (1975, 1989)),  # after partition; after reunification
    "dhcmc": ((1976, 1988),),  # after 1975
    "djuba": ((1985, 1990),),  # the second Sudanese civil war
}
# Latin sees in the Soviet Union were impeded until 1991: their figures start after it.
FIGURES_FROM: dict[str, int] = {"dlviv": 1991, "dviln": 1991}

# Jurisdiction types, tested in order against the name.
_TYPES = [
    ("Military", "Military Ordinariate"),
    ("Major Archeparchy", "Major Archeparchy"),
    ("Archeparchy", "Archeparchy"),
    ("Eparchy", "Eparchy"),
    ("Patriarchate", "Patriarchate"),
    ("Archdiocese", "Archdiocese"),
    ("Diocese", "Diocese"),
]

# Where erection years are not listed, they are drawn from the range in which that part of the
# world got most of its present sees.
ERECTION_RANGES = {
    "Europe": (600, 1900),
    "North America": (1789, 1970),
    "Central America": (1534, 1960),
    "Caribbean": (1511, 1950),
    "South America": (1536, 1960),
    "Africa": (1880, 1975),
    "Asia": (1870, 1975),
    "Middle East": (1850, 1960),
    "Oceania": (1842, 1966),
}


LATEST_UNLISTED_ERECTION = 1945


def jurisdiction_type(name: str) -> str:
    for marker, kind in _TYPES:
        if marker in name:
            return kind
    return "Diocese"


def erected_year(record: dict) -> int | None:
    """The year a see was erected, or None when only a century is known ("1st century")."""
    match = re.match(r"(\d{1,4})(?:-|$)", record["erected"] or "")
    return int(match.group(1)) if match else None


def parse_rows() -> list[dict]:
    """The table as plain records (no statistics or bishops), in table order."""
    rows: list[dict] = []
    for (country, region), block in DIOCESE_BLOCKS.items():
        for line in block.strip().splitlines():
            code, name, city, state, metro, rite, aliases = (p.strip() for p in line.split("|"))
            rows.append(
                {
                    "source_code": code,
                    "primary_name": name,
                    "jurisdiction_type": jurisdiction_type(name),
                    "rite": "Latin" if rite == "-" else RITES[rite],
                    "country": country,
                    "region_primary": region,
                    "state": state,
                    "city": city,
                    "metropolitan_code": None if metro == "-" else metro,
                    "aliases": [a.strip() for a in aliases.split(";") if a.strip()],
                }
            )
    return rows


_PATRONS = [
    "Immaculate Conception", "Saint Joseph", "Assumption of Mary", "Saint Peter", "Saint Paul",
    "Sacred Heart of Jesus", "Saint Michael the Archangel", "Holy Family",
    "Saint John the Baptist", "Christ the King", "Most Holy Trinity", "Saint Mary",
    "Saint Francis Xavier", "Saint James", "Saint Anne", "Holy Cross", "Saint Andrew",
]  # fmt: skip


def _complete(row: dict) -> dict:
    """A row with its erection and elevation dates, cathedral and patron (listed or drawn)."""
    code = row["source_code"]
    rng = random.Random(f"sandbox-catalog:diocese:{code}")
    low, high = ERECTION_RANGES[row["region_primary"]]
    erected, elevated = KNOWN_DATES.get(code, (None, None))
    if erected is None:
        # Every see without a listed date is older than the statistics (which start in
        # 1950), so its yearly series is complete.
        erected = str(rng.randint(low, min(high, LATEST_UNLISTED_ERECTION)))
    is_archsee = row["jurisdiction_type"] in {
        "Archdiocese", "Archeparchy", "Major Archeparchy", "Patriarchate",
    }  # fmt: skip
    if elevated is None and is_archsee:
        elevated = str(min(2005, int(erected[:4]) + rng.randint(15, 180)))
    cathedral, patron = KNOWN_CATHEDRALS.get(code, (None, None))
    if cathedral is None:
        patron = rng.choice(_PATRONS)
        cathedral = (
            f"Cathedral of the {patron}" if patron[0].islower() else (f"Cathedral of {patron}")
        )
    return {
        **row,
        "erected": erected,
        "elevated": elevated,
        "cathedral": cathedral,
        "patron_saint": patron,
    }


@functools.cache
def _table_records() -> dict[str, dict]:
    return {row["source_code"]: _complete(row) for row in parse_rows()}


@functools.cache
def _world_records() -> dict[str, dict]:
    """The table's records (the same objects) followed by the generated sees (world.py)."""
    generated = world.generated_rows(parse_rows())
    return {**_table_records(), **{row["source_code"]: _complete(row) for row in generated}}


def _records() -> dict[str, dict]:
    return _world_records() if world.enabled() else _table_records()


def records() -> list[dict]:
    """Every see of the directory being served: the table's, plus the generated ones when the
    world-sized directory is on (SANDBOX_WORLD=1)."""
    return list(_records().values())


def records_of(world_sized: bool) -> list[dict]:
    """Every see of the world-sized directory, or of the table's."""
    return list((_world_records() if world_sized else _table_records()).values())


def table_records() -> list[dict]:
    """The table's own sees only, whatever the directory's size (the invented clergy are
    theirs alone, so they are the same people in both directories)."""
    return list(_table_records().values())


def record(code: str) -> dict | None:
    return _records().get(code)


@functools.cache
def _suffragans(world_sized: bool) -> dict[str, list[dict]]:
    by_metropolitan: dict[str, list[dict]] = {}
    for row in records_of(world_sized):
        if row["metropolitan_code"]:
            by_metropolitan.setdefault(row["metropolitan_code"], []).append(row)
    return by_metropolitan


def suffragans_of(code: str) -> list[dict]:
    """The sees whose metropolitan is `code` (the table's own links), by name; [] for none."""
    return sorted(_suffragans(world.enabled()).get(code, []), key=lambda row: row["primary_name"])
