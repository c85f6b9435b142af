"""Croatian texts of the sandbox's curated answers (written for the sandbox, in our own words).

Same shape as answer_texts_en.py.
"""

INTRO = (
    "**Probni odgovor (sandbox).** Ovaj je tekst sastavilo lokalno probno okruženje; nije odgovor "
    "Magisterium AI-ja."
)

FALLBACK = {
    "no_answer": "Probno okruženje nema pripremljen odgovor na ovo pitanje. Pretraživanje "
    "njegove ogledne knjižnice pronašlo je kao najbliže dokumente navedene u nastavku; pravi bi "
    "servis pročitao ovakve izvore i iz njih sastavio odgovor s navodima.",
    "nothing_found": "Probno okruženje nema pripremljen odgovor na ovo pitanje, a u njegovoj "
    "oglednoj knjižnici nema dokumenta o toj temi. Katekizam Katoličke Crkve [1] uobičajeno je "
    "polazište, a Sveta Stolica objavljuje crkvene dokumente na svojim mrežnim stranicama [2].",
    "prepared": "Ipak, ima pripremljene odgovore na pitanja koja se u župi ili u istraživanju "
    "najčešće postavljaju: o sakramentima, liturgijskoj godini, molitvi, Blaženoj Djevici Mariji "
    "i svecima te o socijalnom nauku Crkve. Neki su predloženi u nastavku.",
    "external_title": "Sveta Stolica — službene mrežne stranice",
    "external_ref": "Vanjski izvor",
    "external_text": "Sveta Stolica na internetu objavljuje papinske, koncilske i kurijalne "
    "dokumente.",
    "hostile": "Naveden je i probni dokument za provjeru prikaza [{n}].",
}

TOPICS = {
    "deacons": (
        "Što radi đakon?",
        """Đakoni primaju prvi stupanj sakramenta svetoga reda: zaređeni su »ne za svećeništvo, \
nego za služenje«, da služe u ime Krista Sluge [1][2]. U liturgiji navješćuju evanđelje, mogu \
propovijedati, poslužuju kod oltara i dijele pričest; izvan mise mogu krstiti, u ime Crkve \
prisustvovati sklapanju ženidbe, nositi popudbinu umirućima i predvoditi sprovode bez mise.

Drugi vatikanski koncil obnovio je **trajni đakonat** kao stalnu službu u Latinskoj Crkvi [2]. \
Za trajne đakone mogu biti zaređeni i oženjeni muškarci (s najmanje 35 godina i uz pristanak \
supruge); tko je zaređen za đakona neoženjen, kao i svaki đakon na putu prema svećeništvu, \
obećaje celibat [3].

Velik dio đakonske službe jest ljubav prema bližnjemu: pohađanje bolesnih i zatvorenika, \
organiziranje pomoći siromasima i povezivanje župe s onima koji žive na rubu. Tko osjeća takav \
poziv, može razgovarati sa svojim župnikom i s dijecezanskim povjerenstvom za trajni đakonat.""",
        (
            "Đakoni se zaređuju za služenje, ne za svećeništvo.",
            "Koncil obnavlja đakonat kao vlastiti i trajni stupanj.",
            "Dob, pristanak supruge i obećanje celibata.",
        ),
    ),
    "annulment": (
        "Kako se proglašava ništavost ženidbe?",
        """Ono što se često naziva »poništenjem« zapravo je **proglašenje ništavosti**: crkveni \
sud ispituje ženidbu i odlučuje je li ona od početka bila valjana. Ne razrješuje pravu ženidbu, \
koju Crkva smatra nerazrješivom, nego utvrđuje da je na dan vjenčanja nedostajalo nešto bitno \
[3].

Razlozi su predviđeni u kanonskom pravu: na primjer nedostatak slobode ili psihičke sposobnosti \
potrebne za privolu, teška zabluda ili prijevara, privola dana pod silom ili iz straha, zapreka \
poput prijašnje ženidbene veze ili nedostatak kanonskog oblika [1]. Od 2015. postupak je \
jednostavniji, a kad su činjenice jasne, moguć je i kraći postupak pred biskupom.

Papa Franjo traži od pastira da s pažnjom prate rastavljene i razvedene osobe te da postupak \
bude dostupan i, koliko je moguće, besplatan [2]. Prvi je korak razgovor sa svećenikom u župi, \
koji će pomoći pripremiti tužbu za dijecezanski crkveni sud.""",
        (
            "Nedostaci privole i postupak proglašenja ništavosti ženidbe.",
            "Pratnja rastavljenih i razvedenih; brži i dostupniji postupci.",
            "Privola čini ženidbu; sud može proglasiti da ženidba nije postojala.",
        ),
    ),
    "rosary": (
        "Zašto katolici mole krunicu?",
        """Krunica je molitva razmatranja Kristova života zajedno s Marijom. Svaka desetica \
povezuje Očenaš, deset Zdravomarija i Slava Ocu s jednim od **otajstava**: radosnim, \
svjetlosnim, žalosnim i slavnim događajima evanđelja, od Navještenja do Uskrsnuća i nebeske \
slave [1].

Crkva je ubraja u oblike marijanske pobožnosti koji vode Kristu, a ne udaljuju od njega: \
štovanje Majke uvijek upućuje na Sina [2]. Ponavljanje smiruje misli kako bi srce moglo \
razmatrati; Katekizam je, s predajom pučke pobožnosti, naziva »sažetkom cijeloga evanđelja« [1].

Može se moliti nasamo ili zajedno, u obitelji, u župnoj skupini ili prije mise, cijela ili po \
jedna desetica. Mnoge je župe mole osobito u svibnju i u listopadu.""",
        (
            "Pobožnost Mariji, Zdravomarija i razmatranje otajstava.",
            "Prava pobožnost Mariji vodi njezinu Sinu.",
        ),
    ),
    "triduum": (
        "Što je vazmeno trodnevlje?",
        """**Vazmeno trodnevlje** vrhunac je liturgijske godine: tri dana koja slave jedno \
vazmeno otajstvo, Kristovu muku, smrt i uskrsnuće [2]. Počinje večernjom misom Večere Gospodnje \
na Veliki četvrtak, a završava večernjom na Uskrs [1].

- **Veliki četvrtak**: Posljednja večera, dar euharistije i svećeništva te pranje nogu.
- **Veliki petak**: slavlje Muke Gospodnje, s klanjanjem križu i pričešću; misa se ne slavi, a \
to je dan posta i nemrsa.
- **Velika subota**: Crkva bdije kod groba; kad padne noć, **vazmeno bdjenje**, »majka svih \
bdjenja«, pali novi oganj, pjeva hvalospjev uskrsnoj svijeći i slavi krštenja.

Kristovo uskrsnuće vrhunska je istina vjere [1]; zato je svaka nedjelja mali Uskrs, a pedeset \
vazmenih dana slavi se kao jedan veliki blagdan [2].""",
        (
            "Uskrsnuće i Uskrs, blagdan nad blagdanima.",
            "Vazmeno otajstvo u središtu liturgije i godine.",
        ),
    ),
    "vatican-ii": (
        "Što je naučavao Drugi vatikanski koncil?",
        """Drugi vatikanski koncil (1962. – 1965.), koji je otvorio sveti Ivan XXIII., a \
zaključio sveti Pavao VI., bio je dvadeset i prvi ekumenski koncil. Nije proglasio nove dogme: \
htio je obnoviti život Crkve i predstaviti njezinu vjeru suvremenom svijetu. Njegov se nauk \
oslanja na četiri konstitucije:

- *Sacrosanctum concilium* obnovila je liturgiju i zatražila puno, svjesno i djelatno \
sudjelovanje vjernika [1].
- *Lumen gentium* opisuje Crkvu kao Božji narod, tumači biskupski zbor s papom i naučava opći \
poziv na svetost [2].
- *Dei Verbum* tumači kako Sveto pismo i Predaja prenose Božju objavu [3].
- *Gaudium et spes* okreće se radostima i nadama svijeta te dostojanstvu ljudske osobe [4].

Dekreti i deklaracije o ekumenizmu, drugim religijama, vjerskoj slobodi, laicima i misijama \
dopunjuju djelo Koncila. Čitanje samih dokumenata i dalje je najbolji način da se sazna što je \
rekao.""",
        (
            "Djelatno sudjelovanje u liturgiji.",
            "Crkva kao Božji narod.",
            "Sveto pismo i Predaja prenose objavu.",
            "Crkva pred radostima i nadama svijeta.",
        ),
    ),
    "purgatory": (
        "Što je čistilište?",
        """**Čistilište** je konačno čišćenje onih koji umru u Božjoj milosti i prijateljstvu, \
ali još nisu potpuno očišćeni. Njihovo je spasenje sigurno; čistilište nije druga prilika ni \
manji pakao, nego čišćenje potrebno da se uđe u nebesku radost [1].

Crkva se oslanja na Sveto pismo i na drevni običaj molitve za pokojne, osobito prinošenjem \
euharistije za njih. Benedikt XVI. opisuje ga kao susret sa samim Kristom, čiji pogled spaljuje \
ono što je u nama lažno i liječi nas [2].

Budući da članovi Crkve ostaju povezani i nakon smrti, živi mogu pomoći pokojnima molitvom, \
milostinjom i oprostima [3]. Studeni, a osobito Dušni dan 2. studenoga, mjesec je u kojem se \
župe spominju vjernih mrtvih.""",
        (
            "Konačno čišćenje izabranih.",
            "Čišćenje kao susret s Kristom i nada za pokojne.",
            "Zajedništvo putujuće Crkve s pokojnima.",
        ),
    ),
    "confession": (
        "Kako se ispovjediti?",
        """U sakramentu **pokore i pomirenja** Krist oprašta grijehe počinjene nakon krštenja i \
pomiruje grešnika s Bogom i s Crkvom [1]. Svaki je katolik dužan barem jednom godišnje \
ispovjediti teške grijehe; ispovijedanje i svakodnevnih propusta toplo se preporučuje.

Ispovijed obično ide ovim koracima:

1. **Ispitati savjest** u svjetlu zapovijedi i evanđelja.
2. **Ispovjediti grijehe** svećeniku, teške prema vrsti i broju.
3. **Pokajati se** — žaliti zbog grijeha i odlučiti da se više neće griješiti —, često molitvom \
pokajanja.
4. **Primiti odrješenje** i **izvršiti pokoru** koju svećenik odredi.

Svećenik je vezan apsolutnim ispovjednim pečatom: nikada ne smije otkriti ono što je čuo [2]. \
Župe objavljuju raspored ispovijedi, a većina svećenika ispovijeda i po dogovoru.""",
        (
            "Sakrament pokore i pomirenja.",
            "Služitelj, pokornik i ispovjedni pečat.",
        ),
    ),
    "mass-obligation": (
        "Moraju li katolici ići na misu nedjeljom i zapovjednim blagdanima?",
        """Da. Nedjelja, dan Gospodinova uskrsnuća, prvi je zapovjedni blagdan: katolici su \
dužni sudjelovati u misi nedjeljom i na ostale zapovjedne blagdane te se suzdržati od poslova \
koji priječe bogoštovlje dugovano Bogu [1][2]. Misa prethodne večeri (u subotu navečer ili uoči \
blagdana) ispunjava tu obvezu.

Osim nedjelje, opće pravo navodi deset blagdana, među njima Božić, Bogojavljenje, Uzašašće, \
Bezgrješno začeće, Veliku Gospu i Sve svete; svaka biskupska konferencija može neke ukinuti ili \
premjestiti na nedjelju, pa vrijedi mjesni kalendar [2].

Obveza ne veže onoga tko ima ozbiljan razlog, kao što su bolest, briga za malu djecu ili \
bolesnike ili stvarna nemogućnost dolaska u crkvu. Namjerno propuštanje mise bez takva razloga \
teška je stvar [1]. Nedjelja je prije svega dar: dan kada se zajednica okuplja oko euharistije \
[3].""",
        (
            "Dan Gospodnji i nedjeljna obveza.",
            "Zapovjedni blagdani i nedjeljna zapovijed.",
            "Nedjelja, prvotni blagdan.",
        ),
    ),
    "eucharist": (
        "Što Crkva uči o euharistiji?",
        """Euharistija je »izvor i vrhunac svega kršćanskoga života« [3]. U njoj se uprisutnjuje \
jedina Kristova žrtva na križu, a Crkva je zajedno s njim prinosi Ocu u zahvaljivanju [1].

Crkva vjeruje u **stvarnu prisutnost**: riječima pretvorbe kruh i vino postaju Tijelo i Krv \
Kristova — promjena koju Crkva naziva **pretvorbom** (transsupstancijacijom) —, tako da je Krist \
istinski, stvarno i bitno prisutan, cijel i čitav, pod svakom od prilika [1]. Zato se Presveti \
Oltarski Sakrament klanja i čuva u svetohraništu.

Da bi se pričestio, katolik treba biti u stanju milosti (prije toga ispovjediti svaki teški \
grijeh) i držati euharistijski post od jednoga sata. Koncil je tražio da vjernici ne prisustvuju \
misi kao nijemi promatrači, nego da u njoj sudjeluju svjesno, pobožno i djelatno [2].""",
        (
            "Ustanovljenje, stvarna prisutnost i pričest.",
            "Euharistijsko otajstvo i sudjelovanje u misi.",
            "Euharistija, izvor i vrhunac kršćanskoga života.",
        ),
    ),
    "baptism": (
        "Kako pripremiti krštenje i tko može biti kum?",
        """Krštenje je prvi sakrament: oslobađa od grijeha, preporađa za život Božjega djeteta i \
uključuje u Crkvu [1]. Crkva krsti djecu kako bi taj dar primila od samoga početka, te traži od \
roditelja da ih dadu krstiti u prvim tjednima [2]. Župe obično traže od roditelja kratku \
pripremu.

**Kum** ili **kuma** pomaže roditeljima u prenošenju vjere. Prema kanonskom pravu kum mora:

- biti izabran od roditelja i spreman preuzeti tu zadaću;
- imati najmanje 16 godina (biskup može odrediti drugu dob);
- biti krizmani katolik koji je primio euharistiju i živi životom vjere;
- ne biti otac ili majka djeteta [2].

Dovoljan je jedan kum ili jedna kuma; ako su dvoje, to su muškarac i žena. Kršteni kršćanin koji \
nije katolik može biti svjedok krštenja uz kuma katolika.""",
        (
            "Krštenje, novo rođenje i ulazak u Crkvu.",
            "Slavlje krštenja i uvjeti za kumove.",
        ),
    ),
    "confirmation": (
        "Što je krizma?",
        """Krizma ili potvrda dovršava milost krštenja: krštenik prima dar Duha Svetoga, kao \
apostoli na Pedesetnicu, tješnje se povezuje s Crkvom i biva poslan svjedočiti za Krista [1][3].

Redoviti je služitelj biskup, koji pomazuje čelo **svetom krizmom** i izgovara: »Primi pečat \
dara Duha Svetoga.« Kao i krštenje, krizma utiskuje neizbrisiv biljeg i prima se samo jednom \
[1].

U Latinskoj Crkvi obično se podjeljuje oko dobi razbora ili u mladenačkoj dobi, kako odredi \
biskupska konferencija [2]. Krizmanik treba biti u stanju milosti i pripremljen; kum, po \
mogućnosti isti kao na krštenju, mora ispunjavati iste uvjete kao krsni kum [2].""",
        (
            "Sakrament potvrde i njegovi učinci.",
            "Slavlje, služitelj, dob i kum.",
            "Krizmanici su savršenije povezani s Crkvom.",
        ),
    ),
    "marriage": (
        "Kako se pripremiti za crkveno vjenčanje?",
        """Za katolike je ženidba između muškarca i žene savez za cijeli život, usmjeren na \
dobro supružnika i na dar djece; među krštenima ona je sakrament [1]. Njezina su svojstva \
jednost, vjernost i otvorenost životu.

Zaručnici se trebaju na vrijeme javiti svojoj župi, često šest mjeseci do godinu dana prije \
datuma. Priprema obično uključuje:

- razgovore sa svećenikom ili đakonom i ženidbeni zapisnik (novije krsne listove, potvrdu o \
slobodnom stanju);
- zaručnički tečaj o komunikaciji, vjeri, spolnosti i obiteljskom životu;
- pripremu samoga obreda [2][3].

Papa Franjo traži od župa da tu pripremu shvate kao početak pratnje koja se nastavlja u prvim \
godinama braka [2]. Katolik koji se vjenčava s nekatolikom treba dopuštenje biskupa (ili oprost, \
ako druga strana nije krštena), za koje će se pobrinuti župa.""",
        (
            "Sakrament ženidbe i njegova svojstva.",
            "Priprema zaručnika i pratnja u prvim godinama braka.",
            "Priprema za ženidbu kao put u više faza.",
        ),
    ),
    "anointing": (
        "Što je bolesničko pomazanje?",
        """**Bolesničko pomazanje** sakrament je za one koji su u opasnosti zbog teške bolesti \
ili starosti. Nije samo za umiruće: može se primiti prije teške operacije, kada stariji ljudi \
slabe, i ponovno ako se bolest pogorša [1].

Svećenik pomazuje čelo i ruke bolesničkim uljem i moli da Gospodin spasi i podigne bolesnika. \
Sakrament daje snagu, mir i hrabrost, sjedinjuje bolesnika s Kristovom mukom i oprašta grijehe; \
može vratiti i zdravlje, ako to koristi njegovu spasenju [1][2].

Koncil je tražio da se zove »bolesničko pomazanje«, a ne »posljednja pomast« [3]. Onome tko je \
blizu smrti Crkva nudi i ispovijed i **popudbinu**, pričest kao hranu za put. Bolje je župu \
pozvati na vrijeme nego u posljednji trenutak.""",
        (
            "Tko može primiti pomazanje i što ono daje.",
            "Služitelj i oni koji mogu primiti pomazanje.",
            "Od posljednje pomasti do bolesničkoga pomazanja.",
        ),
    ),
    "funerals": (
        "Što Crkva uči o sprovodu i kremaciji?",
        """Kršćanski sprovod preporučuje pokojnika Bogu, podupire obitelj nadom uskrsnuća i \
iskazuje čast tijelu, koje je bilo hram Duha Svetoga [1]. Obično uključuje molitveno bdjenje, \
misu za pokojnika i ukop na groblju.

Crkva **daje prednost ukopu** tijela, po uzoru na Kristov ukop, ali **dopušta kremaciju**, osim \
ako je izabrana iz razloga protivnih kršćanskoj vjeri, poput nijekanja uskrsnuća [2]. Ako je \
tijelo kremirano, pepeo treba čuvati na svetom mjestu — na groblju, u crkvi ili u za to \
određenom prostoru — i ne smije se rasipati, dijeliti među rodbinom ni čuvati kod kuće.

Kad je moguće, sprovodni se obredi slave uz prisutnost tijela, a kremacija se obavlja nakon \
toga. Poštovanje prema tijelima pokojnih i samo je djelo milosrđa [1].""",
        (
            "Kršćanski sprovod i poštovanje prema pokojnima.",
            "Crkveni sprovod, ukop i kremacija.",
        ),
    ),
    "mary": (
        "Što Crkva uči o Bezgrješnom začeću i Uznesenju Marijinu?",
        """Crkva časti Mariju kao **Bogorodicu**, jer je njezin sin vječni Sin Božji koji je \
postao čovjekom [1]. Dvije dogme opisuju milost koja joj je dana:

- **Bezgrješno začeće** (proglašeno 1854.): od prvoga trenutka svojega začeća Marija je bila \
očuvana od istočnoga grijeha, posebnom milošću i s obzirom na Kristove zasluge. To nije \
djevičansko začeće Isusovo, koje je druga istina [1].
- **Uznesenje** (proglašeno 1950.): na kraju zemaljskoga života Marija je dušom i tijelom \
uznesena u nebesku slavu, kao znak nade za cijelu Crkvu [1][2].

Koncil je smjestio Mariju u otajstvo Krista i Crkve, kao majku i uzor u vjeri, nadi i ljubavi \
[2]. Oba se blagdana slave 8. prosinca i 15. kolovoza.""",
        (
            "Marija Bogorodica; Bezgrješno začeće i Uznesenje.",
            "Blažena Djevica Marija u otajstvu Krista i Crkve.",
        ),
    ),
    "saints": (
        "Zašto katolici mole za zagovor svetaca?",
        """Crkva vjeruje u **zajedništvo svetih**: oni koji putuju na zemlji, oni koji se čiste \
i oni koji su u nebu tvore jednu obitelj u Kristu [1]. Smrt ne prekida tu vezu; kao što jedni \
druge molimo da se za nas pomole, tako molimo i svece, koji su blizu Bogu, da nas zagovaraju \
[2].

Tražiti zagovor sveca ne znači klanjati mu se: klanjanje pripada samo Bogu. Štovanje svetaca \
slavi Boga zbog onoga što je njegova milost u njima učinila, a njihovi životi pokazuju da je \
svetost moguća u svakom životnom staležu [2].

Papa Franjo piše o »svecima iz susjedstva«: roditeljima, radnicima i bolesnicima koji vjerno i \
tiho žive evanđelje [3]. Kanonizacija je izjava Crkve da je neka osoba u nebu i da je se smije \
štovati posvuda.""",
        (
            "Zajedništvo svetih.",
            "Zajedništvo Crkve na zemlji s Crkvom u nebu.",
            "Sveci koji nas ohrabruju i sveci iz susjedstva.",
        ),
    ),
    "advent": (
        "Koji je smisao došašća?",
        """**Došašće** (advent) otvara liturgijsku godinu četirima nedjeljama prije Božića. Ima \
dvostruko obilježje: priprema za proslavu prvoga Kristova dolaska na Božić i upravlja pogled \
prema njegovu drugom dolasku na svršetku vremena [1][2].

To je vrijeme radosnoga iščekivanja više nego pokore. Čitanja govore o prorocima, Ivanu \
Krstitelju i Mariji; liturgijska je boja ljubičasta, a treće nedjelje (Gaudete) dopuštena je \
ružičasta.

Mnoge obitelji i župe pripremaju adventski vijenac, zajedno mole navečer, ispovijedaju se prije \
Božića i daju prostor djelima ljubavi.""",
        (
            "Priprava za Gospodinov dolazak.",
            "Liturgijska godina i Kristov dolazak.",
        ),
    ),
    "lent": (
        "Koja su pravila posta i nemrsa u korizmi?",
        """**Korizma** je četrdeset dana priprave za Uskrs, od Pepelnice do mise Večere \
Gospodnje na Veliki četvrtak. To je vrijeme obraćenja obilježeno molitvom, postom i milostinjom \
[1][3].

Zakon Latinske Crkve određuje [2]:

- **Nemrs**, suzdržavanje od mesa, na Pepelnicu, na Veliki petak i svakoga petka u korizmi (a, \
ako biskupska konferencija ne dopusti drugu pokoru, i petkom tijekom godine), od navršene 14. \
godine.
- **Post** — jedan puni obrok i dva manja — na Pepelnicu i na Veliki petak, od navršene 18. do \
početka 60. godine života.

Oslobođeni su bolesni, trudnice i oni koji imaju ozbiljan razlog. Biskupske konferencije mogu \
prilagoditi ta pravila, pa valja provjeriti mjesne odredbe. Nije bitno samo pravilo, nego srce \
koje se vraća Bogu i otvara drugima.""",
        (
            "Unutarnja pokora i pokorničko vrijeme.",
            "Dani pokore, post i nemrs.",
            "Korizma i njezino krsno i pokorničko obilježje.",
        ),
    ),
    "social-teaching": (
        "Što je socijalni nauk Crkve?",
        """Socijalni nauk Crkve njezino je promišljanje o životu u društvu u svjetlu evanđelja. \
Suvremeni oblik dobio je enciklikom *Rerum novarum* Lava XIII. (1891.), a razvijali su ga svi \
kasniji pape [1]. Njegova su glavna načela:

- **dostojanstvo ljudske osobe**, temelj svih ostalih načela;
- **opće dobro**, uvjeti koji svima omogućuju puni razvoj;
- **supsidijarnost**, koja obiteljima i manjim zajednicama ostavlja ono što mogu same učiniti;
- **solidarnost**, čvrsto zalaganje za dobro svih;
- **opća namjena dobara** i **povlaštena opcija za siromašne** [1].

Papa Franjo ističe da siromasi imaju posebno mjesto u Božjem srcu i da ih treba uključiti u \
društvo, a ne im samo pomagati [2]. Ljubav prema siromasima, življena u djelima milosrđa, od \
početka pripada predaji Crkve [3].""",
        (
            "Načela socijalnoga nauka Crkve.",
            "Društveno uključivanje siromašnih.",
            "Ljubav prema siromasima i djela milosrđa.",
        ),
    ),
    "creation": (
        "Što Crkva uči o brizi za stvorenje?",
        """Crkva uči da je stvorenje Božji dar povjeren ljudskoj skrbi, a ne resurs koji treba \
iscrpiti. U enciklici *Laudato si'* papa Franjo Zemlju naziva »našim zajedničkim domom« i \
predlaže **cjelovitu ekologiju**, u kojoj se okolišna, društvena i gospodarska pitanja \
promatraju zajedno, jer su »vapaj zemlje« i »vapaj siromaha« jedan vapaj [1].

Traži **ekološko obraćenje**: promjenu načina života, potrošnje i politike, ukorijenjenu u \
zahvalnosti i zajedništvu sa svim stvorenjima. U pobudnici *Laudate Deum* vraća se klimatskoj \
krizi, traži djelotvorne međunarodne sporazume i podsjeća vjernike da skrb za stvorenje pripada \
njihovoj vjeri [2].

Katekizam dodaje da se korištenje svjetskih dobara ne može odvojiti od poštovanja moralnoga \
zakona i budućih naraštaja [3]. Župe mogu odgovoriti konkretnim koracima, odgojem i molitvom za \
stvorenje, osobito u Vremenu stvorenja u rujnu.""",
        (
            "Cjelovita ekologija.",
            "Duhovni razlozi skrbi za stvorenje.",
            "Poštovanje cjelovitosti stvorenja.",
        ),
    ),
    "mercy": (
        "Što Crkva uči o milosrđu?",
        """Milosrđe je Božja ljubav koja se saginje nad našom slabošću i grijehom. Cijelo ga \
evanđelje naviješta: Isus prima grešnike, pripovijeda prispodobu o rasipnom sinu i oprašta s \
križa. Crkva to milosrđe prima osobito u sakramentima krštenja i pokore [1].

Papa Franjo piše da se Bog nikada ne umara opraštati; mi smo ti koji se umaramo tražiti \
oproštenje [3]. Tko je primio milosrđe, pozvan je iskazivati ga, kako kaže blaženstvo: »Blago \
milosrdnima, oni će zadobiti milosrđe« [2].

Predaja nabraja **djela milosrđa** [1]:

- **tjelesna**: gladne nahraniti, žedne napojiti, siromahe odjenuti, putnike primiti, bolesne \
pohoditi, utamničenike pohoditi, mrtve pokopati;
- **duhovna**: grešnika opomenuti, neuka poučiti, dvoumna savjetovati, žalosna utješiti, uvredu \
oprostiti, nepravdu strpljivo podnositi, za žive i mrtve Boga moliti.""",
        (
            "Milosrđe i grijeh; tjelesna i duhovna djela milosrđa.",
            "Blago milosrdnima.",
            "Bog se nikada ne umara opraštati.",
        ),
    ),
    "grace": (
        "Što je milost?",
        """**Milost** je slobodan i nezasluženi dar samoga Božjeg života. Njome nas Bog čini \
svojom djecom i dionicima božanske naravi te nam pomaže odgovoriti na njegov poziv [1].

Crkva razlikuje:

- **posvetnu milost**, trajni dar primljen na krštenju, koji posvećuje dušu i čini je Bogu \
milom;
- **djelatne milosti**, Božju pomoć u određenom trenutku, da se započne obraćenje ili učini \
dobro [1].

Milost se ne natječe s ljudskom slobodom: ona je liječi i oslobađa. Papa Franjo upozorava na \
zamisao da se možemo posvetiti samo vlastitim naporom; sve počinje Božjim darom, koji primamo sa \
zahvalnošću [2]. Milost se prima osobito u sakramentima i u molitvi.""",
        (
            "Milost i opravdanje.",
            "Protiv novoga pelagijanizma: prvenstvo milosti.",
        ),
    ),
    "prayer": (
        "Kako katolik treba moliti?",
        """Molitva je »uzdizanje duše k Bogu«: živ odnos s njim [1]. Katekizam opisuje tri \
izričaja — **usmenu** molitvu, **razmatranje** i **kontemplativnu** molitvu — te oblike \
blagoslova, prošnje, zagovora, zahvaljivanja i hvale [1].

Nekoliko jednostavnih načina za početak:

- kratko moliti u stalno vrijeme: nakon buđenja, uz obroke i prije spavanja;
- čitati i moliti evanđelje dana;
- polako moliti Očenaš, a i krunicu;
- sudjelovati u misi i u **Časoslovu**, javnoj molitvi Crkve [3].

Papa Franjo podsjeća da svetost raste u stalnoj molitvi, pa i u trenucima šutnje pred Bogom [2]. \
Rastresenost i suhoća uobičajene su; važno je ustrajati.""",
        (
            "Što je molitva i njezini izričaji.",
            "Svetost u stalnoj molitvi.",
            "Božanski časoslov, molitva cijele Crkve.",
        ),
    ),
    "papacy": (
        "Kakvu vlast ima papa i što znači nezabludivost?",
        """Papa je rimski biskup i nasljednik svetoga Petra, kojemu je Krist povjerio ključeve i \
brigu za svoje stado. On je vidljivo načelo jedinstva Crkve i ima u njoj punu, vrhovnu i opću \
vlast, koju vrši zajedno s biskupskim zborom i nikada bez njega [1][2][3].

**Nezabludivost** se često krivo shvaća. Ne znači da papa ne griješi niti da je u svemu u pravu. \
Znači da ga Duh Sveti čuva od zablude kada kao vrhovni učitelj konačnim činom proglašava nauk o \
vjeri ili ćudoređu koji cijela Crkva treba prihvatiti (*ex cathedra*). Biskupi sjedinjeni s njim \
dijele taj dar, osobito na ekumenskom koncilu [1][3].

Takva su proglašenja rijetka: Marijino uznesenje 1950. najnovije je. I redovito papino \
učiteljstvo traži vjerničku poslušnost razuma i volje [1].""",
        (
            "Hijerarhija, biskupski zbor i nezabludivost.",
            "Papa i biskupski zbor.",
            "Rimski prvosvećenik i nezabludivo učiteljstvo.",
        ),
    ),
    "bible": (
        "Kako katolici trebaju čitati Bibliju?",
        """Crkva štuje Sveto pismo kao Božju riječ napisanu po nadahnuću Duha Svetoga i želi da \
svaki katolik ima lak pristup njemu [1]. Sveto pismo i Predaja zajedno čine jedan poklad vjere \
[2].

Nekoliko mjerila za čitanje:

- čitati **imajući pred očima cijelo Pismo**, jer Stari i Novi zavjet osvjetljuju jedan drugoga;
- čitati **unutar žive Predaje** Crkve;
- paziti na **književne vrste** i na ono što su ljudski pisci htjeli reći [2].

Jednostavan način molitve s Biblijom jest **lectio divina**: polako pročitati odlomak, \
razmišljati o njemu, odgovoriti molitvom i počinuti u Božjoj prisutnosti [3]. Dobra je navika, \
za pojedince i za župne skupine, početi jednim evanđeljem, primjerice Markovim, i nedjeljnim \
čitanjima.""",
        (
            "Sveto pismo u životu Crkve.",
            "Nadahnuće i tumačenje Svetoga pisma.",
            "Lectio divina.",
        ),
    ),
    "priesthood": (
        "Kako znati imam li svećeničko zvanje?",
        """**Zvanje** je Božji poziv. Svaki je krštenik pozvan na svetost, a neki su pozvani \
služiti kao svećenici, suobličeni Kristu Pastiru po sakramentu svetoga reda [1][2]. Svećenici \
navješćuju evanđelje, slave sakramente i vode zajednicu zajedno sa svojim biskupom [2].

Znakovi poziva mogu biti trajna želja da se služi Bogu i njegovu narodu, ljubav prema molitvi i \
euharistiji, prepoznavanje drugih te ljudska i duhovna zrelost koju služba traži. Papa Franjo \
potiče mlade da razlučuju u molitvi i u razgovoru s pouzdanim pratiteljem, bez straha [3].

Praktičan je put razgovarati sa svećenikom, sudjelovati u danima razlučivanja i javiti se \
dijecezanskom povjereniku za zvanja. Sjemenišna formacija obično traje šest ili više godina.""",
        (
            "Sakrament svetoga reda i svećeništvo.",
            "Prezbiteri, suradnici biskupa.",
            "Zvanje i razlučivanje za mlade.",
        ),
    ),
}
