"""Italian texts of the sandbox's curated answers (written for the sandbox, in our own words).

Same shape as answer_texts_en.py.
"""

INTRO = (
    "**Risposta di prova (sandbox).** Questo testo è stato composto dall'ambiente locale di "
    "prova; non è una risposta di Magisterium AI."
)

FALLBACK = {
    "no_answer": "L'ambiente di prova non ha una risposta preparata per questa domanda. Una "
    "ricerca nella sua biblioteca di esempio ha trovato i documenti seguenti come i più vicini; "
    "il servizio reale leggerebbe fonti come queste e ne ricaverebbe una risposta con citazioni.",
    "nothing_found": "L'ambiente di prova non ha una risposta preparata per questa domanda, e la "
    "sua biblioteca di esempio non contiene alcun documento sull'argomento. Il Catechismo della "
    "Chiesa Cattolica [1] è il consueto punto di partenza, e la Santa Sede pubblica i documenti "
    "della Chiesa sul suo sito [2].",
    "prepared": "Ha però risposte preparate per le domande che più spesso si fanno in parrocchia "
    "o in una ricerca: i sacramenti, l'anno liturgico, la preghiera, la Madonna e i santi, la "
    "dottrina sociale della Chiesa. Qui sotto ne sono suggerite alcune.",
    "external_title": "La Santa Sede — sito ufficiale",
    "external_ref": "Fonte esterna",
    "external_text": "La Santa Sede pubblica online i documenti pontifici, conciliari e della "
    "Curia.",
    "hostile": "È citato anche il documento di prova per la visualizzazione [{n}].",
}

TOPICS = {
    "deacons": (
        "Che cosa fa un diacono?",
        """I diaconi ricevono il primo grado del sacramento dell'Ordine: sono ordinati «non per il \
sacerdozio, ma per il servizio», per servire nel nome di Cristo Servo [1][2]. Nella liturgia \
proclamano il Vangelo, possono predicare, servono all'altare e distribuiscono la comunione; fuori \
della Messa possono battezzare, assistere ai matrimoni a nome della Chiesa, portare il viatico ai \
morenti e presiedere le esequie senza Messa.

Il Concilio Vaticano II ha ripristinato il **diaconato permanente** come ministero stabile nella \
Chiesa latina [2]. Possono essere ordinati diaconi permanenti uomini già sposati (con almeno 35 \
anni e il consenso della moglie); chi è ordinato diacono senza essere sposato, e ogni diacono in \
cammino verso il sacerdozio, promette il celibato [3].

Gran parte del loro ministero è la carità: visitare malati e carcerati, organizzare l'aiuto ai \
poveri e avvicinare la parrocchia a chi vive ai margini. Chi sente questa chiamata può parlarne \
con il parroco e con l'ufficio diocesano per il diaconato permanente.""",
        (
            "I diaconi sono ordinati per il servizio, non per il sacerdozio.",
            "Il Concilio ripristina il diaconato come grado proprio e permanente.",
            "Età, consenso della moglie e promessa di celibato.",
        ),
    ),
    "annulment": (
        "Come funziona la dichiarazione di nullità del matrimonio?",
        """Quello che spesso si chiama «annullamento» è in realtà una **dichiarazione di \
nullità**: un tribunale della Chiesa esamina un matrimonio e stabilisce se sia stato valido fin \
dall'inizio. Non scioglie un vero matrimonio, che la Chiesa ritiene indissolubile; constata che \
il giorno delle nozze è mancato qualcosa di essenziale [3].

I motivi sono previsti dal diritto canonico: per esempio la mancanza della libertà o della \
capacità psichica necessarie al consenso, un errore grave o un inganno, un consenso dato per \
violenza o timore, un impedimento come un vincolo precedente, o un difetto di forma canonica \
[1]. Dal 2015 il processo è più semplice e, quando i fatti sono chiari, è possibile un processo \
più breve davanti al vescovo.

Papa Francesco chiede ai pastori di accompagnare con delicatezza le persone separate e \
divorziate e di rendere il processo accessibile e, per quanto possibile, gratuito [2]. Il primo \
passo è un colloquio con un sacerdote della parrocchia, che aiuterà a preparare il libello per \
il tribunale diocesano.""",
        (
            "Vizi del consenso e processo per dichiarare la nullità del matrimonio.",
            "Accompagnare separati e divorziati; processi più rapidi e accessibili.",
            "Il consenso fa il matrimonio; un tribunale può dichiarare che non è esistito.",
        ),
    ),
    "rosary": (
        "Perché i cattolici pregano il rosario?",
        """Il rosario è una preghiera di meditazione sulla vita di Cristo insieme a Maria. Ogni \
decina unisce un Padre nostro, dieci Ave Maria e un Gloria a uno dei **misteri**: gli eventi \
gaudiosi, luminosi, dolorosi e gloriosi del Vangelo, dall'Annunciazione alla Risurrezione e alla \
gloria del cielo [1].

La Chiesa lo annovera tra le forme di devozione mariana che conducono a Cristo e non allontanano \
da lui: onorare la Madre rimanda sempre al Figlio [2]. La ripetizione quieta la mente perché il \
cuore possa contemplare; il Catechismo lo chiama, con la tradizione della pietà popolare, \
«compendio di tutto il Vangelo» [1].

Si può pregare da soli o insieme, in famiglia, in un gruppo parrocchiale o prima della Messa, \
intero o una decina alla volta. Molte parrocchie lo pregano soprattutto a maggio e a ottobre.""",
        (
            "La devozione a Maria, l'Ave Maria e la meditazione dei misteri.",
            "La vera devozione a Maria conduce al Figlio.",
        ),
    ),
    "triduum": (
        "Che cos'è il Triduo pasquale?",
        """Il **Triduo pasquale** è il culmine dell'anno liturgico: tre giorni che celebrano un \
unico mistero pasquale, la passione, morte e risurrezione di Cristo [2]. Comincia con la Messa \
vespertina nella Cena del Signore il Giovedì santo e si chiude con i vespri della domenica di \
Pasqua [1].

- **Giovedì santo**: l'Ultima Cena, il dono dell'Eucaristia e del sacerdozio, e la lavanda dei \
piedi.
- **Venerdì santo**: la celebrazione della Passione del Signore, con l'adorazione della croce e \
la comunione; non si celebra la Messa ed è giorno di digiuno e astinenza.
- **Sabato santo**: la Chiesa sosta presso il sepolcro; dopo il tramonto la **Veglia pasquale**, \
«madre di tutte le veglie», accende il fuoco nuovo, canta l'Exsultet e celebra i battesimi.

La risurrezione di Cristo è la verità culminante della fede [1]; per questo ogni domenica è una \
piccola Pasqua e i cinquanta giorni pasquali si celebrano come un'unica festa [2].""",
        (
            "La Risurrezione e la Pasqua, festa delle feste.",
            "Il mistero pasquale al centro della liturgia e dell'anno.",
        ),
    ),
    "vatican-ii": (
        "Che cosa ha insegnato il Concilio Vaticano II?",
        """Il Concilio Vaticano II (1962–1965), aperto da san Giovanni XXIII e chiuso da san \
Paolo VI, è stato il ventunesimo concilio ecumenico. Non ha definito nuovi dogmi: ha voluto \
rinnovare la vita della Chiesa e presentarne la fede al mondo moderno. Il suo insegnamento \
poggia su quattro costituzioni:

- *Sacrosanctum concilium* ha rinnovato la liturgia e chiesto la partecipazione piena, \
consapevole e attiva dei fedeli [1].
- *Lumen gentium* presenta la Chiesa come popolo di Dio, spiega il collegio dei vescovi con il \
papa e insegna la chiamata universale alla santità [2].
- *Dei Verbum* spiega come la Scrittura e la Tradizione trasmettono la rivelazione di Dio [3].
- *Gaudium et spes* guarda alle gioie e alle speranze del mondo e alla dignità della persona \
umana [4].

Decreti e dichiarazioni sull'ecumenismo, le altre religioni, la libertà religiosa, i laici e le \
missioni completano la sua opera. Leggere i documenti stessi resta il modo migliore per sapere \
che cosa ha detto.""",
        (
            "La partecipazione attiva alla liturgia.",
            "La Chiesa come popolo di Dio.",
            "La Scrittura e la Tradizione trasmettono la rivelazione.",
            "La Chiesa davanti alle gioie e alle speranze del mondo.",
        ),
    ),
    "purgatory": (
        "Che cos'è il purgatorio?",
        """Il **purgatorio** è la purificazione finale di chi muore nella grazia e nell'amicizia \
di Dio, ma non è ancora del tutto purificato. La salvezza di queste persone è certa; il \
purgatorio non è una seconda possibilità né un inferno minore, ma la purificazione necessaria \
per entrare nella gioia del cielo [1].

La Chiesa si fonda sulla Scrittura e sull'antica consuetudine di pregare per i defunti, \
soprattutto offrendo per loro l'Eucaristia. Benedetto XVI lo descrive come l'incontro con Cristo \
stesso, il cui sguardo brucia ciò che in noi è falso e ci guarisce [2].

Poiché i membri della Chiesa restano uniti oltre la morte, i vivi possono aiutare i defunti con \
la preghiera, l'elemosina e le indulgenze [3]. Novembre, e in particolare la Commemorazione dei \
defunti del 2 novembre, è il mese in cui le parrocchie li ricordano.""",
        (
            "La purificazione finale degli eletti.",
            "La purificazione come incontro con Cristo e la speranza per i defunti.",
            "L'unione della Chiesa pellegrina con i defunti.",
        ),
    ),
    "confession": (
        "Come ci si confessa?",
        """Nel sacramento della **Penitenza e della Riconciliazione** Cristo perdona i peccati \
commessi dopo il battesimo e riconcilia il peccatore con Dio e con la Chiesa [1]. Ogni cattolico \
è tenuto a confessare i peccati gravi almeno una volta all'anno; confessare anche le mancanze \
quotidiane è vivamente raccomandato.

Una confessione segue di solito questi passi:

1. **Esaminare la coscienza** alla luce dei comandamenti e del Vangelo.
2. **Confessare i peccati** al sacerdote, quelli gravi secondo la specie e il numero.
3. **Esprimere il pentimento** — il dolore per il peccato e il proposito di non peccare più —, \
spesso con un atto di dolore.
4. **Ricevere l'assoluzione** e **compiere la penitenza** indicata dal sacerdote.

Il sacerdote è tenuto al sigillo sacramentale, che è assoluto: non può mai rivelare ciò che ha \
ascoltato [2]. Le parrocchie pubblicano gli orari delle confessioni, e la maggior parte dei \
sacerdoti confessa anche su appuntamento.""",
        (
            "Il sacramento della Penitenza e della Riconciliazione.",
            "Il ministro, il penitente e il sigillo sacramentale.",
        ),
    ),
    "mass-obligation": (
        "È obbligatorio andare a Messa la domenica e nelle feste di precetto?",
        """Sì. La domenica, giorno della risurrezione del Signore, è la prima festa di precetto: \
i cattolici sono tenuti a partecipare alla Messa la domenica e nelle altre feste di precetto, e \
ad astenersi dai lavori che impediscono il culto dovuto a Dio [1][2]. La Messa della sera \
precedente (il sabato sera o la vigilia della festa) soddisfa il precetto.

Oltre alla domenica, il diritto universale elenca dieci feste, tra cui il Natale, l'Epifania, \
l'Ascensione, l'Immacolata Concezione, l'Assunzione e Tutti i Santi; ogni conferenza episcopale \
può sopprimerne alcune o spostarle alla domenica, quindi vale il calendario locale [2].

Il precetto non obbliga chi ha un motivo serio, come la malattia, la cura di bambini piccoli o \
di malati, o la reale impossibilità di raggiungere una chiesa. Mancare deliberatamente alla \
Messa senza un tale motivo è materia grave [1]. La domenica è prima di tutto un dono: il giorno \
in cui la comunità si raduna intorno all'Eucaristia [3].""",
        (
            "Il giorno del Signore e il precetto domenicale.",
            "Le feste di precetto e il precetto domenicale.",
            "La domenica, festa primordiale.",
        ),
    ),
    "eucharist": (
        "Che cosa insegna la Chiesa sull'Eucaristia?",
        """L'Eucaristia è «fonte e culmine di tutta la vita cristiana» [3]. In essa si rende \
presente l'unico sacrificio di Cristo sulla croce, e la Chiesa lo offre con lui in rendimento di \
grazie al Padre [1].

La Chiesa crede nella **presenza reale**: per le parole della consacrazione il pane e il vino \
diventano il Corpo e il Sangue di Cristo — un cambiamento che la Chiesa chiama \
**transustanziazione** —, così che Cristo è presente veramente, realmente e sostanzialmente, \
tutto intero, sotto ciascuna delle specie [1]. Per questo il Santissimo Sacramento è adorato e \
custodito nel tabernacolo.

Per fare la comunione un cattolico deve essere in grazia di Dio (confessando prima ogni peccato \
grave) e osservare il digiuno eucaristico di un'ora. Il Concilio ha chiesto che i fedeli non \
assistano alla Messa come spettatori muti, ma vi partecipino consapevolmente, piamente e \
attivamente [2].""",
        (
            "L'istituzione, la presenza reale e la comunione.",
            "Il mistero eucaristico e la partecipazione alla Messa.",
            "L'Eucaristia, fonte e culmine della vita cristiana.",
        ),
    ),
    "baptism": (
        "Come si prepara un battesimo e chi può fare da padrino?",
        """Il battesimo è il primo sacramento: libera dal peccato, fa rinascere come figli di \
Dio e rende membri della Chiesa [1]. La Chiesa battezza i bambini perché ricevano questo dono \
fin dall'inizio, e chiede ai genitori di farli battezzare nelle prime settimane [2]. Le \
parrocchie chiedono di solito ai genitori una breve preparazione.

Il **padrino** o la **madrina** aiuta i genitori a trasmettere la fede. Secondo il diritto \
canonico deve:

- essere scelto dai genitori ed essere disposto ad assumere questo compito;
- avere almeno 16 anni (il vescovo può stabilire un'altra età);
- essere un cattolico cresimato, aver ricevuto l'Eucaristia e condurre una vita di fede;
- non essere il padre o la madre del bambino [2].

Basta un padrino o una madrina; se sono due, un uomo e una donna. Un cristiano battezzato non \
cattolico può fare da testimone accanto a un padrino cattolico.""",
        (
            "Il battesimo, nuova nascita e ingresso nella Chiesa.",
            "La celebrazione del battesimo e i requisiti dei padrini.",
        ),
    ),
    "confirmation": (
        "Che cos'è la cresima?",
        """La cresima, o confermazione, completa la grazia del battesimo: il battezzato riceve \
il dono dello Spirito Santo, come gli apostoli a Pentecoste, è unito più strettamente alla \
Chiesa ed è inviato a testimoniare Cristo [1][3].

Il ministro ordinario è il vescovo, che unge la fronte con il **sacro crisma** e dice: «Ricevi \
il sigillo dello Spirito Santo che ti è dato in dono». Come il battesimo, la cresima imprime un \
carattere e si riceve una sola volta [1].

Nella Chiesa latina si conferisce di solito verso l'età della discrezione o nell'adolescenza, \
secondo quanto stabilisce la conferenza episcopale [2]. Il cresimando deve essere in grazia di \
Dio e preparato; il padrino, se possibile lo stesso del battesimo, deve avere gli stessi \
requisiti del padrino di battesimo [2].""",
        (
            "Il sacramento della confermazione e i suoi effetti.",
            "La celebrazione, il ministro, l'età e il padrino.",
            "I cresimati sono vincolati più perfettamente alla Chiesa.",
        ),
    ),
    "marriage": (
        "Come ci si prepara al matrimonio in chiesa?",
        """Per i cattolici il matrimonio tra un uomo e una donna è un'alleanza per tutta la \
vita, ordinata al bene dei coniugi e al dono dei figli; tra battezzati è un sacramento [1]. Le \
sue note sono l'unità, la fedeltà e l'apertura alla vita.

I fidanzati devono rivolgersi alla parrocchia per tempo, spesso da sei mesi a un anno prima \
della data. La preparazione comprende di solito:

- colloqui con il sacerdote o il diacono e l'istruttoria matrimoniale (certificati di battesimo \
recenti, stato libero);
- un percorso per fidanzati su comunicazione, fede, sessualità e vita familiare;
- la preparazione della celebrazione stessa [2][3].

Papa Francesco chiede alle parrocchie di vedere questa preparazione come l'inizio di un \
accompagnamento che continua nei primi anni di matrimonio [2]. Un cattolico che sposa una \
persona non cattolica ha bisogno della licenza del vescovo (o di una dispensa, se l'altra parte \
non è battezzata), che la parrocchia richiederà.""",
        (
            "Il sacramento del matrimonio e le sue proprietà.",
            "Preparare i fidanzati e accompagnare i primi anni di matrimonio.",
            "La preparazione al matrimonio come cammino a tappe.",
        ),
    ),
    "anointing": (
        "Che cos'è l'unzione degli infermi?",
        """L'**unzione degli infermi** è il sacramento per chi è in pericolo per una malattia \
grave o per la vecchiaia. Non è solo per i moribondi: si può ricevere prima di un intervento \
importante, quando gli anziani si indeboliscono e di nuovo se la malattia si aggrava [1].

Il sacerdote unge la fronte e le mani con l'olio degli infermi e prega perché il Signore salvi e \
sollevi il malato. Il sacramento dà forza, pace e coraggio, unisce il malato alla passione di \
Cristo e perdona i peccati; può anche ridare la salute, se giova alla sua salvezza [1][2].

Il Concilio ha chiesto che si chiamasse «unzione degli infermi» e non «estrema unzione» [3]. A \
chi è vicino alla morte la Chiesa offre anche la confessione e il **viatico**, la comunione come \
cibo per il cammino. Conviene chiamare la parrocchia per tempo e non all'ultimo momento.""",
        (
            "Chi può ricevere l'unzione e che cosa dona.",
            "Il ministro e chi può ricevere l'unzione.",
            "Dall'estrema unzione all'unzione degli infermi.",
        ),
    ),
    "funerals": (
        "Che cosa insegna la Chiesa sui funerali e sulla cremazione?",
        """Le esequie cristiane affidano il defunto a Dio, sostengono la famiglia con la \
speranza della risurrezione e onorano il corpo, che è stato tempio dello Spirito Santo [1]. \
Comprendono di solito una veglia di preghiera, la Messa esequiale e il congedo al cimitero.

La Chiesa **preferisce la sepoltura** del corpo, sull'esempio della sepoltura di Cristo, ma \
**permette la cremazione**, a meno che sia scelta per motivi contrari alla fede cristiana, come \
la negazione della risurrezione [2]. Se il corpo viene cremato, le ceneri vanno conservate in un \
luogo sacro — un cimitero, una chiesa o uno spazio destinato a questo — e non vanno disperse, \
divise tra i familiari o tenute in casa.

Quando è possibile, la liturgia esequiale si celebra con il corpo presente e la cremazione \
avviene dopo. Il rispetto per i corpi dei defunti è di per sé un'opera di misericordia [1].""",
        (
            "Le esequie cristiane e il rispetto per i defunti.",
            "Le esequie ecclesiastiche, la sepoltura e la cremazione.",
        ),
    ),
    "mary": (
        "Che cosa insegna la Chiesa sull'Immacolata Concezione e sull'Assunzione di Maria?",
        """La Chiesa onora Maria come **Madre di Dio**, perché suo figlio è l'eterno Figlio di \
Dio fatto uomo [1]. Due dogmi descrivono la grazia che le è stata data:

- **L'Immacolata Concezione** (definita nel 1854): fin dal primo istante del suo concepimento \
Maria è stata preservata dal peccato originale, per una grazia singolare e in vista dei meriti \
di Cristo. Non è il concepimento verginale di Gesù, che è un'altra verità [1].
- **L'Assunzione** (definita nel 1950): al termine della sua vita terrena Maria è stata assunta \
in anima e corpo nella gloria del cielo, segno di speranza per tutta la Chiesa [1][2].

Il Concilio ha collocato Maria nel mistero di Cristo e della Chiesa, come madre e modello nella \
fede, nella speranza e nella carità [2]. Le due feste si celebrano l'8 dicembre e il 15 agosto.""",
        (
            "Maria, Madre di Dio; l'Immacolata Concezione e l'Assunzione.",
            "La Vergine Maria nel mistero di Cristo e della Chiesa.",
        ),
    ),
    "saints": (
        "Perché i cattolici chiedono l'intercessione dei santi?",
        """La Chiesa crede nella **comunione dei santi**: chi è pellegrino sulla terra, chi si \
sta purificando e chi è nel cielo formano un'unica famiglia in Cristo [1]. La morte non spezza \
questo legame; come chiediamo gli uni agli altri di pregare per noi, così chiediamo ai santi, \
che sono vicini a Dio, di intercedere per noi [2].

Chiedere l'intercessione di un santo non significa adorarlo: l'adorazione è dovuta solo a Dio. \
Onorare i santi dà gloria a Dio per ciò che la sua grazia ha compiuto in loro, e la loro vita \
mostra che la santità è possibile in ogni stato di vita [2].

Papa Francesco parla dei «santi della porta accanto»: genitori, lavoratori e malati che vivono \
il Vangelo con fedeltà e semplicità [3]. La canonizzazione è la dichiarazione della Chiesa che \
una persona è in cielo e può essere venerata ovunque.""",
        (
            "La comunione dei santi.",
            "L'unione della Chiesa terrena con quella celeste.",
            "I santi che ci incoraggiano e i santi della porta accanto.",
        ),
    ),
    "advent": (
        "Qual è il senso dell'Avvento?",
        """L'**Avvento** apre l'anno liturgico con le quattro domeniche che precedono il Natale. \
Ha un duplice carattere: prepara la celebrazione della prima venuta di Cristo a Natale e rivolge \
lo sguardo alla sua seconda venuta alla fine dei tempi [1][2].

È un tempo di attesa gioiosa più che di penitenza. Le letture presentano i profeti, Giovanni \
Battista e Maria; il colore liturgico è il viola, e nella terza domenica (Gaudete) si può usare \
il rosaceo.

Molte famiglie e parrocchie preparano la corona d'Avvento, pregano insieme la sera, si \
confessano prima di Natale e fanno spazio alle opere di carità.""",
        (
            "La preparazione alla venuta del Signore.",
            "L'anno liturgico e la venuta di Cristo.",
        ),
    ),
    "lent": (
        "Quali sono le regole del digiuno e dell'astinenza in Quaresima?",
        """La **Quaresima** sono i quaranta giorni di preparazione alla Pasqua, dal Mercoledì \
delle Ceneri alla Messa nella Cena del Signore del Giovedì santo. È un tempo di conversione \
segnato dalla preghiera, dal digiuno e dall'elemosina [1][3].

La legge della Chiesa latina stabilisce [2]:

- **Astinenza** dalle carni il Mercoledì delle Ceneri, il Venerdì santo e tutti i venerdì di \
Quaresima (e, se la conferenza episcopale non permette un'altra penitenza, i venerdì dell'anno), \
dai 14 anni compiuti.
- **Digiuno** — un solo pasto completo e due più leggeri — il Mercoledì delle Ceneri e il \
Venerdì santo, dai 18 anni fino ai 59 compiuti.

Sono dispensati i malati, le donne in gravidanza e chi ha un motivo serio. Le conferenze \
episcopali possono adattare queste norme, quindi conviene consultare quelle locali. Ciò che \
conta non è la norma in sé, ma un cuore che torna a Dio e si apre agli altri.""",
        (
            "La penitenza interiore e i tempi penitenziali.",
            "I giorni di penitenza, il digiuno e l'astinenza.",
            "La Quaresima e il suo carattere battesimale e penitenziale.",
        ),
    ),
    "social-teaching": (
        "Che cos'è la dottrina sociale della Chiesa?",
        """La dottrina sociale è la riflessione della Chiesa sulla vita della società alla luce \
del Vangelo. Ha preso la sua forma moderna con la *Rerum novarum* di Leone XIII (1891) ed è \
stata sviluppata da tutti i papi successivi [1]. I suoi principi fondamentali sono:

- la **dignità della persona umana**, fondamento di tutti gli altri;
- il **bene comune**, le condizioni che permettono a tutti di crescere;
- la **sussidiarietà**, che lascia alle famiglie e alle comunità minori ciò che possono fare;
- la **solidarietà**, un impegno fermo per il bene di tutti;
- la **destinazione universale dei beni** e l'**opzione preferenziale per i poveri** [1].

Papa Francesco insiste che i poveri hanno un posto speciale nel cuore di Dio e vanno inclusi \
nella società, non soltanto aiutati [2]. L'amore per i poveri, vissuto nelle opere di \
misericordia, appartiene alla tradizione della Chiesa fin dall'inizio [3].""",
        (
            "I principi della dottrina sociale della Chiesa.",
            "L'inclusione sociale dei poveri.",
            "L'amore per i poveri e le opere di misericordia.",
        ),
    ),
    "creation": (
        "Che cosa insegna la Chiesa sulla cura del creato?",
        """La Chiesa insegna che il creato è un dono di Dio affidato alla cura dell'uomo, non \
una risorsa da esaurire. Nella *Laudato si'* papa Francesco chiama la Terra «la nostra casa \
comune» e propone un'**ecologia integrale**, in cui le questioni ambientali, sociali ed \
economiche sono considerate insieme, perché «il grido della terra» e «il grido dei poveri» sono \
un solo grido [1].

Chiede una **conversione ecologica**: un cambiamento negli stili di vita, nei consumi e nella \
politica, radicato nella gratitudine e nella comunione con tutte le creature. Nella *Laudate \
Deum* torna sulla crisi climatica, chiede accordi internazionali efficaci e ricorda ai credenti \
che la cura del creato fa parte della loro fede [2].

Il Catechismo aggiunge che l'uso delle risorse del mondo non si può separare dal rispetto della \
legge morale e delle generazioni future [3]. Le parrocchie possono rispondere con passi \
concreti, educazione e preghiera per il creato, soprattutto nel Tempo del Creato, a settembre.""",
        (
            "L'ecologia integrale.",
            "Le motivazioni spirituali della cura del creato.",
            "Il rispetto dell'integrità della creazione.",
        ),
    ),
    "mercy": (
        "Che cosa insegna la Chiesa sulla misericordia?",
        """La misericordia è l'amore di Dio che si china sulla nostra debolezza e sul nostro \
peccato. Tutto il Vangelo la annuncia: Gesù accoglie i peccatori, racconta la parabola del \
figlio prodigo e perdona dalla croce. La Chiesa riceve questa misericordia soprattutto nei \
sacramenti del battesimo e della penitenza [1].

Papa Francesco scrive che Dio non si stanca mai di perdonare; siamo noi che ci stanchiamo di \
chiedere perdono [3]. Chi ha ricevuto misericordia è chiamato a usarla, come dice la \
beatitudine: «Beati i misericordiosi, perché troveranno misericordia» [2].

La tradizione elenca le **opere di misericordia** [1]:

- **corporali**: dar da mangiare agli affamati, dar da bere agli assetati, vestire gli ignudi, \
alloggiare i pellegrini, visitare gli infermi e i carcerati, seppellire i morti;
- **spirituali**: consigliare i dubbiosi, insegnare agli ignoranti, ammonire i peccatori, \
consolare gli afflitti, perdonare le offese, sopportare pazientemente le persone moleste, \
pregare Dio per i vivi e per i morti.""",
        (
            "La misericordia e il peccato; le opere di misericordia.",
            "Beati i misericordiosi.",
            "Dio non si stanca mai di perdonare.",
        ),
    ),
    "grace": (
        "Che cos'è la grazia?",
        """La **grazia** è il dono libero e immeritato della vita stessa di Dio. Per essa Dio ci \
rende suoi figli e partecipi della natura divina, e ci aiuta a rispondere alla sua chiamata [1].

La Chiesa distingue:

- la **grazia santificante**, il dono stabile ricevuto nel battesimo, che santifica l'anima e la \
rende gradita a Dio;
- le **grazie attuali**, l'aiuto di Dio in un momento preciso, per cominciare la conversione o \
per compiere il bene [1].

La grazia non è in concorrenza con la libertà umana: la guarisce e la libera. Papa Francesco \
mette in guardia dall'idea di poterci santificare con le sole nostre forze; tutto comincia dal \
dono di Dio, che accogliamo con gratitudine [2]. La grazia si riceve soprattutto nei sacramenti \
e nella preghiera.""",
        (
            "La grazia e la giustificazione.",
            "Contro il nuovo pelagianesimo: il primato della grazia.",
        ),
    ),
    "prayer": (
        "Come deve pregare un cattolico?",
        """La preghiera è «l'elevazione dell'anima a Dio»: una relazione viva con lui [1]. Il \
Catechismo descrive tre espressioni — la preghiera **vocale**, la **meditazione** e la preghiera \
**contemplativa** — e le forme di benedizione, domanda, intercessione, ringraziamento e lode \
[1].

Alcuni modi semplici per cominciare:

- pregare brevemente in momenti fissi: al risveglio, ai pasti e prima di dormire;
- leggere e pregare il Vangelo del giorno;
- recitare lentamente il Padre nostro, e il rosario;
- partecipare alla Messa e alla **Liturgia delle Ore**, la preghiera pubblica della Chiesa [3].

Papa Francesco ricorda che la santità cresce nella preghiera costante, anche in momenti di \
silenzio davanti a Dio [2]. Distrazioni e aridità sono normali; ciò che conta è perseverare.""",
        (
            "Che cos'è la preghiera e le sue espressioni.",
            "La santità nella preghiera costante.",
            "L'Ufficio divino, preghiera di tutta la Chiesa.",
        ),
    ),
    "papacy": (
        "Qual è l'autorità del papa e che cosa significa l'infallibilità?",
        """Il papa è il vescovo di Roma e il successore di san Pietro, al quale Cristo ha \
affidato le chiavi e la cura del suo gregge. È il principio visibile dell'unità della Chiesa e \
ha in essa una potestà piena, suprema e universale, che esercita insieme al collegio dei vescovi \
e mai senza di esso [1][2][3].

L'**infallibilità** è spesso fraintesa. Non significa che il papa non pecchi né che abbia \
ragione su tutto. Significa che, quando definisce come supremo maestro e con un atto definitivo \
una dottrina di fede o di morale da tenersi da tutta la Chiesa (*ex cathedra*), lo Spirito Santo \
lo preserva dall'errore. I vescovi uniti a lui condividono questo dono, soprattutto in un \
concilio ecumenico [1][3].

Tali definizioni sono rare: l'Assunzione di Maria, nel 1950, è la più recente. Anche il \
magistero ordinario del papa chiede un religioso ossequio dell'intelletto e della volontà [1].""",
        (
            "La gerarchia, il collegio episcopale e l'infallibilità.",
            "Il papa e il collegio dei vescovi.",
            "Il Romano Pontefice e il magistero infallibile.",
        ),
    ),
    "bible": (
        "Come devono leggere la Bibbia i cattolici?",
        """La Chiesa venera le Scritture come parola di Dio scritta per ispirazione dello \
Spirito Santo, e vuole che ogni cattolico vi abbia facile accesso [1]. La Sacra Scrittura e la \
Tradizione formano insieme un unico deposito della fede [2].

Alcuni criteri di lettura:

- leggere **tenendo presente tutta la Scrittura**, perché l'Antico e il Nuovo Testamento si \
illuminano a vicenda;
- leggere **dentro la Tradizione viva** della Chiesa;
- fare attenzione ai **generi letterari** e a ciò che gli autori umani intendevano dire [2].

Un modo semplice di pregare con la Bibbia è la **lectio divina**: leggere lentamente un brano, \
meditarlo, rispondere con la preghiera e riposare alla presenza di Dio [3]. Cominciare da un \
Vangelo, per esempio quello di Marco, e dalle letture della domenica è una buona abitudine per i \
singoli e per i gruppi parrocchiali.""",
        (
            "La Sacra Scrittura nella vita della Chiesa.",
            "L'ispirazione e l'interpretazione della Scrittura.",
            "La lectio divina.",
        ),
    ),
    "priesthood": (
        "Come capire se ho la vocazione al sacerdozio?",
        """La **vocazione** è una chiamata di Dio. Ogni battezzato è chiamato alla santità, e \
alcuni sono chiamati a servire come sacerdoti, configurati a Cristo Pastore mediante il \
sacramento dell'Ordine [1][2]. I sacerdoti annunciano il Vangelo, celebrano i sacramenti e \
guidano la comunità insieme al loro vescovo [2].

Tra i segni di una chiamata possono esserci un desiderio duraturo di servire Dio e il suo \
popolo, l'amore per la preghiera e per l'Eucaristia, il riconoscimento degli altri e la maturità \
umana e spirituale che il ministero richiede. Papa Francesco incoraggia i giovani a discernere \
nella preghiera e nel dialogo con una guida di fiducia, senza paura [3].

Una strada concreta è parlare con un sacerdote, partecipare a giornate di discernimento e \
contattare il responsabile diocesano delle vocazioni. La formazione in seminario dura di solito \
sei anni o più.""",
        (
            "Il sacramento dell'Ordine e il sacerdozio.",
            "I presbiteri, collaboratori dei vescovi.",
            "Vocazione e discernimento per i giovani.",
        ),
    ),
}
