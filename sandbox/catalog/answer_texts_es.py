"""Spanish texts of the sandbox's curated answers (written for the sandbox, in our own words).

Same shape as answer_texts_en.py.
"""

INTRO = (
    "**Respuesta de prueba (sandbox).** Este texto lo compuso el entorno local de pruebas; no es "
    "una respuesta de Magisterium AI."
)

FALLBACK = {
    "no_answer": "El entorno de pruebas no tiene una respuesta preparada para esta pregunta. Una "
    "búsqueda en su biblioteca de ejemplo encontró los documentos siguientes como los más "
    "cercanos; el servicio real leería fuentes como estas y compondría a partir de ellas una "
    "respuesta con citas.",
    "nothing_found": "El entorno de pruebas no tiene una respuesta preparada para esta pregunta, "
    "y su biblioteca de ejemplo no contiene ningún documento sobre el tema. El Catecismo de la "
    "Iglesia Católica [1] es el punto de partida habitual, y la Santa Sede publica los documentos "
    "de la Iglesia en su sitio web [2].",
    "prepared": "Sí tiene respuestas preparadas para las preguntas que más se hacen en una "
    "parroquia o en una investigación: los sacramentos, el año litúrgico, la oración, la Virgen "
    "María y los santos, y la doctrina social de la Iglesia. Abajo se sugieren algunas.",
    "external_title": "La Santa Sede — sitio oficial",
    "external_ref": "Fuente externa",
    "external_text": "La Santa Sede publica en línea los documentos pontificios, conciliares y "
    "de la Curia.",
    "hostile": "También se cita el documento de prueba de visualización del entorno [{n}].",
}

TOPICS = {
    "deacons": (
        "¿Qué hace un diácono?",
        """Los diáconos reciben el primer grado del sacramento del Orden: son ordenados «no para \
el sacerdocio, sino para el ministerio», para servir en nombre de Cristo Siervo [1][2]. En la \
liturgia proclaman el Evangelio, pueden predicar, sirven en el altar y distribuyen la comunión; \
fuera de la misa pueden bautizar, asistir a los matrimonios en nombre de la Iglesia, llevar el \
viático a los moribundos y presidir exequias sin misa.

El Concilio Vaticano II restableció el **diaconado permanente** como ministerio estable en la \
Iglesia latina [2]. Pueden ser ordenados diáconos permanentes hombres ya casados (con al menos 35 \
años y el consentimiento de su esposa); quien es ordenado diácono sin estar casado, y todo \
diácono que se encamina al sacerdocio, promete el celibato [3].

Gran parte de su ministerio es la caridad: visitar a enfermos y presos, organizar la ayuda a los \
pobres y acercar la parroquia a quienes viven en sus márgenes. Quien sienta esta llamada puede \
hablar con su párroco y con la delegación diocesana del diaconado permanente.""",
        (
            "Los diáconos son ordenados para el servicio, no para el sacerdocio.",
            "El Concilio restablece el diaconado como grado propio y permanente.",
            "Edad, consentimiento de la esposa y promesa de celibato.",
        ),
    ),
    "annulment": (
        "¿Cómo funciona la declaración de nulidad matrimonial?",
        """Lo que se suele llamar «anulación» es en realidad una **declaración de nulidad**: un \
tribunal de la Iglesia examina un matrimonio y decide si fue válido desde el principio. No \
disuelve un matrimonio verdadero, que la Iglesia considera indisoluble; constata que faltó algo \
esencial el día de la boda [3].

Las causas están previstas en el derecho canónico: por ejemplo, falta de la libertad o de la \
capacidad psíquica necesarias para consentir, un error grave o un engaño, un consentimiento dado \
por violencia o miedo, un impedimento como un vínculo anterior, o un defecto de forma canónica \
[1]. Desde 2015 el proceso es más sencillo y, cuando los hechos son claros, cabe un proceso más \
breve ante el obispo.

El papa Francisco pide a los pastores que acompañen con delicadeza a las personas separadas y \
divorciadas y que el proceso sea accesible y, en lo posible, gratuito [2]. El primer paso es \
hablar con un sacerdote de la parroquia, que ayudará a preparar la demanda ante el tribunal \
diocesano.""",
        (
            "Vicios del consentimiento y proceso para declarar la nulidad del matrimonio.",
            "Acompañar a separados y divorciados; procesos más ágiles y accesibles.",
            "El consentimiento hace el matrimonio; un tribunal puede declarar que no existió.",
        ),
    ),
    "rosary": (
        "¿Por qué los católicos rezan el rosario?",
        """El rosario es una oración de meditación sobre la vida de Cristo junto a María. Cada \
decena une un padrenuestro, diez avemarías y un gloria a uno de los **misterios**: los \
acontecimientos gozosos, luminosos, dolorosos y gloriosos del Evangelio, desde la Anunciación \
hasta la Resurrección y la gloria del cielo [1].

La Iglesia lo cuenta entre las formas de devoción mariana que llevan a Cristo y no apartan de \
él: honrar a la Madre remite siempre al Hijo [2]. Su repetición serena la mente para que el \
corazón contemple; el Catecismo lo llama, con la tradición de la piedad popular, «compendio de \
todo el Evangelio» [1].

Se puede rezar solo o en compañía, en familia, en un grupo parroquial o antes de misa, entero o \
una decena cada vez. Muchas parroquias lo rezan especialmente en mayo y en octubre.""",
        (
            "La devoción a María, el avemaría y la meditación de los misterios.",
            "La verdadera devoción a María conduce a su Hijo.",
        ),
    ),
    "triduum": (
        "¿Qué es el Triduo pascual?",
        """El **Triduo pascual** es la cumbre del año litúrgico: tres días que celebran un único \
misterio pascual, la pasión, muerte y resurrección de Cristo [2]. Comienza con la misa \
vespertina de la Cena del Señor el Jueves Santo y termina con las vísperas del Domingo de Pascua \
[1].

- **Jueves Santo**: la Última Cena, el don de la Eucaristía y del sacerdocio, y el lavatorio de \
los pies.
- **Viernes Santo**: la celebración de la Pasión del Señor, con la adoración de la cruz y la \
comunión; no se celebra la misa y es día de ayuno y abstinencia.
- **Sábado Santo**: la Iglesia espera junto al sepulcro; al caer la noche, la **Vigilia \
pascual**, «madre de todas las vigilias», enciende el fuego nuevo, canta el pregón pascual y \
celebra bautismos.

La resurrección de Cristo es la verdad culminante de la fe [1]; por eso cada domingo es una \
pequeña Pascua y los cincuenta días pascuales se celebran como una sola fiesta [2].""",
        (
            "La Resurrección y la Pascua, fiesta de las fiestas.",
            "El misterio pascual en el centro de la liturgia y del año.",
        ),
    ),
    "vatican-ii": (
        "¿Qué enseñó el Concilio Vaticano II?",
        """El Concilio Vaticano II (1962–1965), abierto por san Juan XXIII y clausurado por san \
Pablo VI, fue el vigésimo primer concilio ecuménico. No definió dogmas nuevos: quiso renovar la \
vida de la Iglesia y presentar su fe al mundo moderno. Su enseñanza se apoya en cuatro \
constituciones:

- *Sacrosanctum concilium* renovó la liturgia y pidió la participación plena, consciente y \
activa de los fieles [1].
- *Lumen gentium* presenta a la Iglesia como pueblo de Dios, explica el colegio de los obispos \
con el papa y enseña la llamada universal a la santidad [2].
- *Dei Verbum* explica cómo la Escritura y la Tradición transmiten la revelación de Dios [3].
- *Gaudium et spes* mira a los gozos y esperanzas del mundo y a la dignidad de la persona humana \
[4].

Decretos y declaraciones sobre el ecumenismo, las otras religiones, la libertad religiosa, los \
laicos y las misiones completan su obra. Leer los propios documentos sigue siendo la mejor \
manera de saber lo que dijo.""",
        (
            "La participación activa en la liturgia.",
            "La Iglesia como pueblo de Dios.",
            "La Escritura y la Tradición transmiten la revelación.",
            "La Iglesia ante los gozos y esperanzas del mundo.",
        ),
    ),
    "purgatory": (
        "¿Qué es el purgatorio?",
        """El **purgatorio** es la purificación final de quienes mueren en la gracia y la \
amistad de Dios, pero aún no están plenamente purificados. Tienen asegurada la salvación; el \
purgatorio no es una segunda oportunidad ni un infierno menor, sino la purificación necesaria \
para entrar en la alegría del cielo [1].

La Iglesia se apoya en la Escritura y en la antigua costumbre de rezar por los difuntos, sobre \
todo ofreciendo por ellos la Eucaristía. Benedicto XVI lo describe como el encuentro con el \
mismo Cristo, cuya mirada quema lo que hay de falso en nosotros y nos sana [2].

Como los miembros de la Iglesia siguen unidos más allá de la muerte, los vivos pueden ayudar a \
los difuntos con la oración, la limosna y las indulgencias [3]. Noviembre, y en especial el día \
de los Fieles Difuntos, el 2 de noviembre, es el mes en que las parroquias los recuerdan.""",
        (
            "La purificación final de los elegidos.",
            "La purificación como encuentro con Cristo y la esperanza por los difuntos.",
            "La unión de la Iglesia peregrina con los difuntos.",
        ),
    ),
    "confession": (
        "¿Cómo se hace una buena confesión?",
        """En el sacramento de la **Penitencia y la Reconciliación**, Cristo perdona los pecados \
cometidos después del bautismo y reconcilia al pecador con Dios y con la Iglesia [1]. Todo \
católico debe confesar los pecados graves al menos una vez al año; confesar también las faltas \
cotidianas es muy recomendable.

Una confesión suele seguir estos pasos:

1. **Examinar la conciencia** a la luz de los mandamientos y del Evangelio.
2. **Confesar los pecados** al sacerdote, los graves según su especie y número.
3. **Manifestar el arrepentimiento** —el dolor por el pecado y el propósito de no volver a \
pecar—, a menudo con un acto de contrición.
4. **Recibir la absolución** y **cumplir la penitencia** que indique el sacerdote.

El sacerdote está obligado por el sigilo sacramental, que es absoluto: nunca puede revelar lo \
que ha oído [2]. Las parroquias publican sus horarios de confesión, y la mayoría de los \
sacerdotes también confiesa con cita previa.""",
        (
            "El sacramento de la Penitencia y la Reconciliación.",
            "El ministro, el penitente y el sigilo sacramental.",
        ),
    ),
    "mass-obligation": (
        "¿Es obligatorio ir a misa los domingos y las fiestas de precepto?",
        """Sí. El domingo, día de la resurrección del Señor, es la primera fiesta de precepto: \
los católicos deben participar en la misa los domingos y las demás fiestas de precepto, y \
abstenerse de los trabajos que impiden el culto debido a Dios [1][2]. La misa de la tarde \
anterior (el sábado por la tarde o la víspera de la fiesta) cumple el precepto.

Además del domingo, el derecho universal enumera diez fiestas, entre ellas Navidad, la Epifanía, \
la Ascensión, la Inmaculada Concepción, la Asunción y Todos los Santos; cada conferencia \
episcopal puede suprimir algunas o trasladarlas al domingo, así que manda el calendario local \
[2].

El precepto no obliga a quien tiene un motivo serio, como la enfermedad, el cuidado de niños \
pequeños o de enfermos, o la imposibilidad real de llegar a una iglesia. Faltar a misa \
deliberadamente sin un motivo así es materia grave [1]. El domingo es ante todo un don: el día \
en que la comunidad se reúne en torno a la Eucaristía [3].""",
        (
            "El día del Señor y el precepto dominical.",
            "Las fiestas de precepto y el precepto dominical.",
            "El domingo, fiesta primordial.",
        ),
    ),
    "eucharist": (
        "¿Qué enseña la Iglesia sobre la Eucaristía?",
        """La Eucaristía es «fuente y cumbre de toda la vida cristiana» [3]. En ella se hace \
presente el único sacrificio de Cristo en la cruz, y la Iglesia lo ofrece con él en acción de \
gracias al Padre [1].

La Iglesia cree en la **presencia real**: por las palabras de la consagración, el pan y el vino \
se convierten en el Cuerpo y la Sangre de Cristo —un cambio que la Iglesia llama \
**transustanciación**—, de modo que Cristo está verdadera, real y sustancialmente presente, \
entero, bajo cada una de las especies [1]. Por eso se adora el Santísimo Sacramento y se guarda \
en el sagrario.

Para comulgar, un católico debe estar en gracia de Dios (confesando antes cualquier pecado \
grave) y guardar el ayuno eucarístico de una hora. El Concilio pidió que los fieles no asistan a \
la misa como espectadores mudos, sino que participen consciente, piadosa y activamente [2].""",
        (
            "La institución, la presencia real y la comunión.",
            "El misterio eucarístico y la participación en la misa.",
            "La Eucaristía, fuente y cumbre de la vida cristiana.",
        ),
    ),
    "baptism": (
        "¿Cómo se prepara un bautizo y quién puede ser padrino?",
        """El bautismo es el primer sacramento: libera del pecado, hace renacer como hijo de \
Dios e incorpora a la Iglesia [1]. La Iglesia bautiza a los niños para que reciban este don \
desde el comienzo, y pide a los padres que los bauticen en las primeras semanas [2]. Las \
parroquias suelen pedir a los padres una breve preparación.

El **padrino** o la **madrina** ayuda a los padres a transmitir la fe. Según el derecho \
canónico, debe:

- ser elegido por los padres y estar dispuesto a asumir esta tarea;
- tener al menos 16 años (el obispo puede fijar otra edad);
- ser católico confirmado, haber recibido la Eucaristía y llevar una vida de fe;
- no ser el padre ni la madre del niño [2].

Basta un padrino o una madrina; si son dos, un hombre y una mujer. Un cristiano bautizado no \
católico puede ser testigo del bautismo junto a un padrino católico.""",
        (
            "El bautismo, nuevo nacimiento y entrada en la Iglesia.",
            "La celebración del bautismo y los requisitos de los padrinos.",
        ),
    ),
    "confirmation": (
        "¿Qué es la confirmación?",
        """La confirmación completa la gracia del bautismo: el bautizado recibe el don del \
Espíritu Santo, como los apóstoles en Pentecostés, queda unido más estrechamente a la Iglesia y \
es enviado a dar testimonio de Cristo [1][3].

El ministro ordinario es el obispo, que unge la frente con el **santo crisma** y dice: «Recibe \
por esta señal el don del Espíritu Santo». Como el bautismo, la confirmación imprime carácter y \
solo se recibe una vez [1].

En la Iglesia latina suele administrarse hacia la edad de la discreción o en la adolescencia, \
según lo establezca la conferencia episcopal [2]. El confirmando debe estar en gracia de Dios y \
preparado; el padrino, a ser posible el mismo del bautismo, debe cumplir los mismos requisitos \
que el del bautismo [2].""",
        (
            "El sacramento de la confirmación y sus efectos.",
            "La celebración, el ministro, la edad y el padrino.",
            "Los confirmados quedan vinculados más perfectamente a la Iglesia.",
        ),
    ),
    "marriage": (
        "¿Cómo nos preparamos para casarnos por la Iglesia?",
        """Para los católicos, el matrimonio entre un hombre y una mujer es una alianza para \
toda la vida, ordenada al bien de los esposos y al don de los hijos; entre bautizados es un \
sacramento [1]. Sus notas son la unidad, la fidelidad y la apertura a la vida.

Los novios deben dirigirse a su parroquia con tiempo, a menudo entre seis meses y un año antes \
de la fecha. La preparación suele incluir:

- entrevistas con el sacerdote o el diácono y el expediente matrimonial (partidas de bautismo \
recientes, declaración de soltería);
- un curso prematrimonial sobre comunicación, fe, sexualidad y vida familiar;
- la preparación de la propia celebración [2][3].

El papa Francisco pide a las parroquias que vean esta preparación como el inicio de un \
acompañamiento que continúa en los primeros años de matrimonio [2]. Un católico que se casa con \
una persona no católica necesita la licencia del obispo (o una dispensa, si la otra parte no \
está bautizada), que la parroquia tramitará.""",
        (
            "El sacramento del matrimonio y sus propiedades.",
            "Preparar a los novios y acompañar los primeros años del matrimonio.",
            "La preparación al matrimonio como un camino por etapas.",
        ),
    ),
    "anointing": (
        "¿Qué es la unción de los enfermos?",
        """La **unción de los enfermos** es el sacramento para quienes están en peligro por una \
enfermedad grave o por la vejez. No es solo para los moribundos: puede recibirse antes de una \
operación importante, cuando los ancianos se debilitan y de nuevo si la enfermedad se agrava \
[1].

El sacerdote unge la frente y las manos con el óleo de los enfermos y pide que el Señor salve y \
levante al enfermo. El sacramento da fuerza, paz y ánimo, une al enfermo a la pasión de Cristo y \
perdona los pecados; también puede devolver la salud, si conviene a su salvación [1][2].

El Concilio pidió que se llamara «unción de los enfermos» y no «extremaunción» [3]. A quien está \
cerca de la muerte la Iglesia ofrece también la confesión y el **viático**, la comunión como \
alimento para el camino. Conviene avisar a la parroquia a tiempo y no en el último momento.""",
        (
            "Quién puede recibir la unción y qué da.",
            "El ministro y los que pueden recibir la unción.",
            "De la extremaunción a la unción de los enfermos.",
        ),
    ),
    "funerals": (
        "¿Qué enseña la Iglesia sobre los funerales y la cremación?",
        """Las exequias cristianas encomiendan al difunto a Dios, sostienen a la familia con la \
esperanza de la resurrección y honran el cuerpo, que fue templo del Espíritu Santo [1]. \
Normalmente incluyen una vigilia, la misa exequial y el último adiós junto a la sepultura.

La Iglesia **prefiere la sepultura** del cuerpo, a ejemplo de la sepultura de Cristo, pero \
**permite la cremación**, salvo que se elija por motivos contrarios a la fe cristiana, como la \
negación de la resurrección [2]. Si el cuerpo se incinera, las cenizas deben conservarse en un \
lugar sagrado —un cementerio, una iglesia o un espacio destinado a ello— y no se deben esparcir, \
repartir entre los familiares ni guardar en casa.

Cuando es posible, la liturgia exequial se celebra con el cuerpo presente y la cremación se hace \
después. El respeto por los cuerpos de los difuntos es en sí mismo una obra de misericordia [1].""",
        (
            "Las exequias cristianas y el respeto a los difuntos.",
            "Las exequias eclesiásticas, la sepultura y la cremación.",
        ),
    ),
    "mary": (
        "¿Qué enseña la Iglesia sobre la Inmaculada Concepción y la Asunción de María?",
        """La Iglesia honra a María como **Madre de Dios**, porque su hijo es el Hijo eterno de \
Dios hecho hombre [1]. Dos dogmas describen la gracia que recibió:

- **La Inmaculada Concepción** (definida en 1854): desde el primer instante de su concepción \
María fue preservada del pecado original, por una gracia singular y en previsión de los méritos \
de Cristo. No es la concepción virginal de Jesús, que es otra verdad [1].
- **La Asunción** (definida en 1950): al final de su vida terrena, María fue llevada en cuerpo y \
alma a la gloria del cielo, signo de esperanza para toda la Iglesia [1][2].

El Concilio situó a María dentro del misterio de Cristo y de la Iglesia, como madre y modelo en \
la fe, la esperanza y la caridad [2]. Ambas fiestas se celebran el 8 de diciembre y el 15 de \
agosto.""",
        (
            "María, Madre de Dios; la Inmaculada Concepción y la Asunción.",
            "La Virgen María en el misterio de Cristo y de la Iglesia.",
        ),
    ),
    "saints": (
        "¿Por qué los católicos piden la intercesión de los santos?",
        """La Iglesia cree en la **comunión de los santos**: los que peregrinan en la tierra, \
los que se purifican y los que están en el cielo forman una sola familia en Cristo [1]. La \
muerte no rompe este vínculo; así como nos pedimos unos a otros que recemos por nosotros, \
pedimos a los santos, que están cerca de Dios, que intercedan por nosotros [2].

Pedir la intercesión de un santo no es adorarlo: la adoración se debe solo a Dios. Honrar a los \
santos da gloria a Dios por lo que su gracia ha hecho en ellos, y sus vidas muestran que la \
santidad es posible en todos los estados de vida [2].

El papa Francisco habla de «los santos de la puerta de al lado»: padres, trabajadores y enfermos \
que viven el Evangelio con fidelidad y sencillez [3]. La canonización es la declaración de la \
Iglesia de que una persona está en el cielo y puede ser venerada en todas partes.""",
        (
            "La comunión de los santos.",
            "La unión de la Iglesia de la tierra con la del cielo.",
            "Los santos que nos animan y los santos de la puerta de al lado.",
        ),
    ),
    "advent": (
        "¿Qué sentido tiene el Adviento?",
        """El **Adviento** abre el año litúrgico con los cuatro domingos anteriores a la \
Navidad. Tiene un doble carácter: prepara la celebración de la primera venida de Cristo en \
Navidad y orienta la mirada hacia su segunda venida al final de los tiempos [1][2].

Es un tiempo de espera gozosa más que de penitencia. Las lecturas presentan a los profetas, a \
Juan el Bautista y a María; el color litúrgico es el morado, y el tercer domingo (Gaudete) se \
permite el rosa.

Muchas familias y parroquias preparan una corona de Adviento, rezan juntas por la tarde, se \
confiesan antes de Navidad y hacen sitio a las obras de caridad.""",
        (
            "La preparación de la venida del Señor.",
            "El año litúrgico y la venida de Cristo.",
        ),
    ),
    "lent": (
        "¿Cuáles son las normas de ayuno y abstinencia en Cuaresma?",
        """La **Cuaresma** son los cuarenta días de preparación para la Pascua, desde el \
Miércoles de Ceniza hasta la misa de la Cena del Señor del Jueves Santo. Es un tiempo de \
conversión marcado por la oración, el ayuno y la limosna [1][3].

La ley de la Iglesia latina establece [2]:

- **Abstinencia** de carne el Miércoles de Ceniza, el Viernes Santo y todos los viernes de \
Cuaresma (y, salvo que la conferencia episcopal permita otra penitencia, los viernes del año), a \
partir de los 14 años.
- **Ayuno** —una sola comida completa y dos más ligeras— el Miércoles de Ceniza y el Viernes \
Santo, desde los 18 años hasta cumplir los 59.

Quedan dispensados los enfermos, las embarazadas y quienes tienen un motivo serio. Las \
conferencias episcopales pueden adaptar estas normas, así que conviene consultar las locales. Lo \
que importa no es la norma en sí, sino un corazón que vuelve a Dios y se abre a los demás.""",
        (
            "La penitencia interior y los tiempos penitenciales.",
            "Los días de penitencia, el ayuno y la abstinencia.",
            "La Cuaresma y su carácter bautismal y penitencial.",
        ),
    ),
    "social-teaching": (
        "¿Qué es la doctrina social de la Iglesia?",
        """La doctrina social es la reflexión de la Iglesia sobre la vida en sociedad a la luz \
del Evangelio. Tomó su forma moderna con la *Rerum novarum* de León XIII (1891) y la han \
desarrollado todos los papas desde entonces [1]. Sus principios principales son:

- la **dignidad de la persona humana**, fundamento de todos los demás;
- el **bien común**, las condiciones que permiten a todos desarrollarse;
- la **subsidiariedad**, que deja a las familias y a las comunidades menores lo que pueden \
hacer;
- la **solidaridad**, un compromiso firme por el bien de todos;
- el **destino universal de los bienes** y la **opción preferencial por los pobres** [1].

El papa Francisco insiste en que los pobres tienen un lugar especial en el corazón de Dios y \
deben ser incluidos en la sociedad, no solo ayudados [2]. El amor a los pobres, vivido en las \
obras de misericordia, pertenece a la tradición de la Iglesia desde el principio [3].""",
        (
            "Los principios de la doctrina social de la Iglesia.",
            "La inclusión social de los pobres.",
            "El amor a los pobres y las obras de misericordia.",
        ),
    ),
    "creation": (
        "¿Qué enseña la Iglesia sobre el cuidado de la creación?",
        """La Iglesia enseña que la creación es un don de Dios confiado al cuidado humano, no un \
recurso para agotar. En *Laudato si'* el papa Francisco llama a la Tierra «nuestra casa común» y \
propone una **ecología integral**, en la que las cuestiones ambientales, sociales y económicas \
se miran juntas, porque «el clamor de la tierra» y «el clamor de los pobres» son un mismo clamor \
[1].

Pide una **conversión ecológica**: un cambio en el estilo de vida, en el consumo y en la \
política, arraigado en la gratitud y en la comunión con todas las criaturas. En *Laudate Deum* \
vuelve sobre la crisis climática, pide acuerdos internacionales eficaces y recuerda a los \
creyentes que el cuidado de la creación forma parte de su fe [2].

El Catecismo añade que el uso de los recursos del mundo no puede separarse del respeto a la ley \
moral y a las generaciones futuras [3]. Las parroquias pueden responder con pasos concretos, \
educación y oración por la creación, sobre todo en el Tiempo de la Creación, en septiembre.""",
        (
            "La ecología integral.",
            "Las motivaciones espirituales del cuidado de la creación.",
            "El respeto de la integridad de la creación.",
        ),
    ),
    "mercy": (
        "¿Qué enseña la Iglesia sobre la misericordia?",
        """La misericordia es el amor de Dios que se inclina sobre nuestra debilidad y nuestro \
pecado. Todo el Evangelio la anuncia: Jesús acoge a los pecadores, cuenta la parábola del hijo \
pródigo y perdona desde la cruz. La Iglesia recibe esta misericordia sobre todo en los \
sacramentos del bautismo y de la penitencia [1].

El papa Francisco escribe que Dios no se cansa nunca de perdonar; somos nosotros los que nos \
cansamos de pedir perdón [3]. Quien ha recibido misericordia está llamado a tenerla, como dice \
la bienaventuranza: «Bienaventurados los misericordiosos, porque ellos alcanzarán misericordia» \
[2].

La tradición enumera las **obras de misericordia** [1]:

- **corporales**: dar de comer al hambriento, dar de beber al sediento, vestir al desnudo, dar \
posada al peregrino, visitar a los enfermos y a los presos, enterrar a los muertos;
- **espirituales**: dar buen consejo, enseñar al que no sabe, corregir al que se equivoca, \
consolar al triste, perdonar las ofensas, sufrir con paciencia los defectos del prójimo, rezar \
por los vivos y los difuntos.""",
        (
            "La misericordia y el pecado; las obras de misericordia.",
            "Bienaventurados los misericordiosos.",
            "Dios no se cansa nunca de perdonar.",
        ),
    ),
    "grace": (
        "¿Qué es la gracia?",
        """La **gracia** es el don libre e inmerecido de la vida misma de Dios. Por ella Dios \
nos hace hijos suyos y partícipes de la naturaleza divina, y nos ayuda a responder a su llamada \
[1].

La Iglesia distingue:

- la **gracia santificante**, el don estable recibido en el bautismo, que santifica el alma y la \
hace agradable a Dios;
- las **gracias actuales**, la ayuda de Dios en un momento concreto, para empezar la conversión \
o para obrar el bien [1].

La gracia no compite con la libertad humana: la sana y la libera. El papa Francisco advierte \
contra la idea de que podemos santificarnos solo con nuestro esfuerzo; todo empieza con el don \
de Dios, que acogemos con gratitud [2]. La gracia se recibe sobre todo en los sacramentos y en \
la oración.""",
        (
            "La gracia y la justificación.",
            "Contra el nuevo pelagianismo: la primacía de la gracia.",
        ),
    ),
    "prayer": (
        "¿Cómo debe rezar un católico?",
        """La oración es «la elevación del alma a Dios»: una relación viva con él [1]. El \
Catecismo describe tres expresiones —la oración **vocal**, la **meditación** y la oración \
**contemplativa**— y las formas de bendición, petición, intercesión, acción de gracias y \
alabanza [1].

Algunas maneras sencillas de empezar:

- rezar brevemente a horas fijas: al despertar, en las comidas y antes de dormir;
- leer y rezar el Evangelio del día;
- rezar despacio el padrenuestro, y el rosario;
- participar en la misa y en la **Liturgia de las Horas**, la oración pública de la Iglesia [3].

El papa Francisco recuerda que la santidad crece en la oración constante, también en momentos de \
silencio ante Dios [2]. Las distracciones y la sequedad son normales; lo importante es \
perseverar.""",
        (
            "Qué es la oración y sus expresiones.",
            "La santidad en la oración constante.",
            "El Oficio divino, oración de toda la Iglesia.",
        ),
    ),
    "papacy": (
        "¿Qué autoridad tiene el papa y qué significa la infalibilidad?",
        """El papa es el obispo de Roma y el sucesor de san Pedro, a quien Cristo confió las \
llaves y el cuidado de su rebaño. Es el principio visible de la unidad de la Iglesia y tiene en \
ella una potestad plena, suprema y universal, que ejerce junto con el colegio de los obispos y \
nunca sin él [1][2][3].

La **infalibilidad** se entiende mal con frecuencia. No significa que el papa no peque ni que \
acierte en todo. Significa que, cuando define como supremo maestro y con un acto definitivo una \
doctrina de fe o de moral que ha de sostener toda la Iglesia (*ex cathedra*), el Espíritu Santo \
lo preserva del error. Los obispos unidos a él comparten este don, sobre todo en un concilio \
ecuménico [1][3].

Estas definiciones son raras: la Asunción de María, en 1950, es la más reciente. La enseñanza \
ordinaria del papa pide también un asentimiento religioso del entendimiento y de la voluntad \
[1].""",
        (
            "La jerarquía, el colegio episcopal y la infalibilidad.",
            "El papa y el colegio de los obispos.",
            "El Romano Pontífice y el magisterio infalible.",
        ),
    ),
    "bible": (
        "¿Cómo deben leer la Biblia los católicos?",
        """La Iglesia venera las Escrituras como palabra de Dios escrita por inspiración del \
Espíritu Santo, y quiere que todo católico tenga fácil acceso a ellas [1]. La Sagrada Escritura \
y la Tradición forman juntas un único depósito de la fe [2].

Algunos criterios de lectura:

- leer **teniendo en cuenta toda la Escritura**, porque el Antiguo y el Nuevo Testamento se \
iluminan mutuamente;
- leer **dentro de la Tradición viva** de la Iglesia;
- atender a los **géneros literarios** y a lo que quisieron decir los autores humanos [2].

Una manera sencilla de orar con la Biblia es la **lectio divina**: leer despacio un pasaje, \
meditarlo, responder con la oración y descansar en la presencia de Dios [3]. Empezar por un \
Evangelio, por ejemplo el de Marcos, y por las lecturas del domingo es un buen hábito para \
personas y grupos parroquiales.""",
        (
            "La Sagrada Escritura en la vida de la Iglesia.",
            "La inspiración y la interpretación de la Escritura.",
            "La lectio divina.",
        ),
    ),
    "priesthood": (
        "¿Cómo saber si tengo vocación al sacerdocio?",
        """La **vocación** es una llamada de Dios. Todo bautizado está llamado a la santidad, y \
algunos son llamados a servir como sacerdotes, configurados con Cristo Pastor por el sacramento \
del Orden [1][2]. Los sacerdotes predican el Evangelio, celebran los sacramentos y guían a la \
comunidad junto con su obispo [2].

Entre los signos de una llamada pueden estar un deseo duradero de servir a Dios y a su pueblo, \
el amor a la oración y a la Eucaristía, el reconocimiento de los demás y la madurez humana y \
espiritual que el ministerio requiere. El papa Francisco anima a los jóvenes a discernir en la \
oración y en diálogo con un acompañante de confianza, sin miedo [3].

Un camino práctico es hablar con un sacerdote, participar en jornadas de discernimiento y \
contactar con el responsable diocesano de vocaciones. La formación en el seminario suele durar \
seis años o más.""",
        (
            "El sacramento del Orden y el sacerdocio.",
            "Los presbíteros, colaboradores de los obispos.",
            "Vocación y discernimiento para los jóvenes.",
        ),
    ),
}
