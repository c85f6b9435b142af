"""Portuguese texts of the sandbox's curated answers (written for the sandbox, in our own words).

Same shape as answer_texts_en.py.
"""

INTRO = (
    "**Resposta de teste (sandbox).** Este texto foi composto pelo ambiente local de testes; não "
    "é uma resposta da Magisterium AI."
)

FALLBACK = {
    "no_answer": "O ambiente de testes não tem uma resposta preparada para esta pergunta. Uma "
    "busca na sua biblioteca de exemplo encontrou os documentos abaixo como os mais próximos; o "
    "serviço real leria fontes como estas e comporia a partir delas uma resposta com citações.",
    "nothing_found": "O ambiente de testes não tem uma resposta preparada para esta pergunta, e "
    "a sua biblioteca de exemplo não contém nenhum documento sobre o tema. O Catecismo da Igreja "
    "Católica [1] é o ponto de partida habitual, e a Santa Sé publica os documentos da Igreja no "
    "seu site [2].",
    "prepared": "Há, porém, respostas preparadas para as perguntas mais frequentes numa paróquia "
    "ou numa pesquisa: os sacramentos, o ano litúrgico, a oração, Nossa Senhora e os santos, e a "
    "doutrina social da Igreja. Algumas são sugeridas abaixo.",
    "external_title": "A Santa Sé — site oficial",
    "external_ref": "Fonte externa",
    "external_text": "A Santa Sé publica online os documentos pontifícios, conciliares e da Cúria.",
    "hostile": "Também é citado o documento de teste de exibição do ambiente [{n}].",
}

TOPICS = {
    "deacons": (
        "O que faz um diácono?",
        """Os diáconos recebem o primeiro grau do sacramento da Ordem: são ordenados «não para o \
sacerdócio, mas para o ministério», para servir em nome de Cristo Servo [1][2]. Na liturgia \
proclamam o Evangelho, podem pregar, servem ao altar e distribuem a comunhão; fora da missa \
podem batizar, assistir aos casamentos em nome da Igreja, levar o viático aos moribundos e \
presidir às exéquias sem missa.

O Concílio Vaticano II restaurou o **diaconado permanente** como ministério estável na Igreja \
latina [2]. Homens já casados podem ser ordenados diáconos permanentes (com pelo menos 35 anos e \
o consentimento da esposa); quem é ordenado diácono sem ser casado, e todo diácono a caminho do \
sacerdócio, promete o celibato [3].

Grande parte do seu ministério é a caridade: visitar doentes e presos, organizar a ajuda aos \
pobres e aproximar a paróquia de quem vive à margem. Quem sente este chamamento pode falar com o \
pároco e com o serviço diocesano do diaconado permanente.""",
        (
            "Os diáconos são ordenados para o serviço, não para o sacerdócio.",
            "O Concílio restaura o diaconado como grau próprio e permanente.",
            "Idade, consentimento da esposa e promessa de celibato.",
        ),
    ),
    "annulment": (
        "Como funciona a declaração de nulidade do casamento?",
        """O que se costuma chamar «anulação» é, na verdade, uma **declaração de nulidade**: um \
tribunal da Igreja examina um casamento e decide se ele foi válido desde o início. Não dissolve \
um casamento verdadeiro, que a Igreja considera indissolúvel; constata que faltou algo essencial \
no dia do casamento [3].

Os motivos estão previstos no direito canônico: por exemplo, falta da liberdade ou da capacidade \
psíquica necessárias para consentir, um erro grave ou um engano, um consentimento dado sob \
coação ou medo, um impedimento como um vínculo anterior, ou um defeito de forma canônica [1]. \
Desde 2015 o processo é mais simples e, quando os fatos são claros, é possível um processo mais \
breve diante do bispo.

O papa Francisco pede aos pastores que acompanhem com cuidado as pessoas separadas e divorciadas \
e que o processo seja acessível e, na medida do possível, gratuito [2]. O primeiro passo é \
conversar com um padre da paróquia, que ajudará a preparar o pedido ao tribunal diocesano.""",
        (
            "Vícios do consentimento e processo para declarar a nulidade do matrimônio.",
            "Acompanhar separados e divorciados; processos mais rápidos e acessíveis.",
            "O consentimento faz o matrimônio; um tribunal pode declarar que ele não existiu.",
        ),
    ),
    "rosary": (
        "Por que os católicos rezam o rosário?",
        """O rosário é uma oração de meditação sobre a vida de Cristo junto com Maria. Cada \
dezena une um pai-nosso, dez ave-marias e um glória a um dos **mistérios**: os acontecimentos \
gozosos, luminosos, dolorosos e gloriosos do Evangelho, da Anunciação à Ressurreição e à glória \
do céu [1].

A Igreja o conta entre as formas de devoção mariana que levam a Cristo e não afastam dele: \
honrar a Mãe remete sempre ao Filho [2]. A sua repetição acalma a mente para que o coração \
contemple; o Catecismo o chama, com a tradição da piedade popular, «resumo de todo o Evangelho» \
[1].

Pode ser rezado sozinho ou em grupo, em família, num grupo paroquial ou antes da missa, inteiro \
ou um terço de cada vez. Muitas paróquias o rezam especialmente em maio e em outubro.""",
        (
            "A devoção a Maria, a ave-maria e a meditação dos mistérios.",
            "A verdadeira devoção a Maria conduz ao seu Filho.",
        ),
    ),
    "triduum": (
        "O que é o Tríduo pascal?",
        """O **Tríduo pascal** é o ápice do ano litúrgico: três dias que celebram um único \
mistério pascal, a paixão, morte e ressurreição de Cristo [2]. Começa com a missa vespertina da \
Ceia do Senhor na Quinta-feira Santa e termina com as vésperas do Domingo de Páscoa [1].

- **Quinta-feira Santa**: a Última Ceia, o dom da Eucaristia e do sacerdócio, e o lava-pés.
- **Sexta-feira Santa**: a celebração da Paixão do Senhor, com a adoração da cruz e a comunhão; \
não se celebra a missa, e é dia de jejum e abstinência.
- **Sábado Santo**: a Igreja espera junto ao sepulcro; ao anoitecer, a **Vigília pascal**, «mãe \
de todas as vigílias», acende o fogo novo, canta o precônio pascal e celebra batismos.

A ressurreição de Cristo é a verdade culminante da fé [1]; por isso cada domingo é uma pequena \
Páscoa, e os cinquenta dias pascais são celebrados como uma única festa [2].""",
        (
            "A Ressurreição e a Páscoa, festa das festas.",
            "O mistério pascal no centro da liturgia e do ano.",
        ),
    ),
    "vatican-ii": (
        "O que ensinou o Concílio Vaticano II?",
        """O Concílio Vaticano II (1962–1965), aberto por são João XXIII e encerrado por são \
Paulo VI, foi o vigésimo primeiro concílio ecumênico. Não definiu dogmas novos: quis renovar a \
vida da Igreja e apresentar a sua fé ao mundo moderno. O seu ensinamento apoia-se em quatro \
constituições:

- *Sacrosanctum concilium* renovou a liturgia e pediu a participação plena, consciente e ativa \
dos fiéis [1].
- *Lumen gentium* apresenta a Igreja como povo de Deus, explica o colégio dos bispos com o papa \
e ensina o chamado universal à santidade [2].
- *Dei Verbum* explica como a Escritura e a Tradição transmitem a revelação de Deus [3].
- *Gaudium et spes* volta-se para as alegrias e esperanças do mundo e para a dignidade da pessoa \
humana [4].

Decretos e declarações sobre o ecumenismo, as outras religiões, a liberdade religiosa, os leigos \
e as missões completam a sua obra. Ler os próprios documentos continua a ser a melhor maneira de \
saber o que ele disse.""",
        (
            "A participação ativa na liturgia.",
            "A Igreja como povo de Deus.",
            "A Escritura e a Tradição transmitem a revelação.",
            "A Igreja diante das alegrias e esperanças do mundo.",
        ),
    ),
    "purgatory": (
        "O que é o purgatório?",
        """O **purgatório** é a purificação final de quem morre na graça e na amizade de Deus, \
mas ainda não está totalmente purificado. A salvação dessas pessoas está garantida; o purgatório \
não é uma segunda chance nem um inferno menor, mas a purificação necessária para entrar na \
alegria do céu [1].

A Igreja apoia-se na Escritura e no antigo costume de rezar pelos mortos, sobretudo oferecendo \
por eles a Eucaristia. Bento XVI descreve-o como o encontro com o próprio Cristo, cujo olhar \
queima o que há de falso em nós e nos cura [2].

Como os membros da Igreja continuam unidos para além da morte, os vivos podem ajudar os \
falecidos com a oração, a esmola e as indulgências [3]. Novembro, e em especial o dia de \
Finados, 2 de novembro, é o mês em que as paróquias recordam os fiéis defuntos.""",
        (
            "A purificação final dos eleitos.",
            "A purificação como encontro com Cristo e a esperança pelos mortos.",
            "A união da Igreja peregrina com os falecidos.",
        ),
    ),
    "confession": (
        "Como fazer uma boa confissão?",
        """No sacramento da **Penitência e Reconciliação**, Cristo perdoa os pecados cometidos \
depois do batismo e reconcilia o pecador com Deus e com a Igreja [1]. Todo católico deve \
confessar os pecados graves pelo menos uma vez por ano; confessar também as faltas do dia a dia \
é muito recomendado.

Uma confissão costuma seguir estes passos:

1. **Examinar a consciência** à luz dos mandamentos e do Evangelho.
2. **Confessar os pecados** ao padre, os graves segundo a espécie e o número.
3. **Manifestar o arrependimento** — a dor pelo pecado e o propósito de não voltar a pecar —, \
muitas vezes com um ato de contrição.
4. **Receber a absolvição** e **cumprir a penitência** que o padre indicar.

O padre está obrigado ao sigilo sacramental, que é absoluto: nunca pode revelar o que ouviu [2]. \
As paróquias divulgam os seus horários de confissão, e a maioria dos padres também atende com \
hora marcada.""",
        (
            "O sacramento da Penitência e Reconciliação.",
            "O ministro, o penitente e o sigilo sacramental.",
        ),
    ),
    "mass-obligation": (
        "É obrigatório ir à missa aos domingos e dias santos?",
        """Sim. O domingo, dia da ressurreição do Senhor, é o primeiro dia santo de guarda: os \
católicos devem participar da missa aos domingos e nos outros dias santos de guarda, e abster-se \
dos trabalhos que impedem o culto devido a Deus [1][2]. A missa da tarde anterior (sábado à \
tarde ou a véspera da festa) cumpre o preceito.

Além do domingo, o direito universal enumera dez festas, entre elas o Natal, a Epifania, a \
Ascensão, a Imaculada Conceição, a Assunção e Todos os Santos; cada conferência episcopal pode \
suprimir algumas ou transferi-las para o domingo, por isso vale o calendário local [2].

O preceito não obriga quem tem um motivo sério, como doença, o cuidado de crianças pequenas ou \
de doentes, ou a impossibilidade real de chegar a uma igreja. Faltar à missa deliberadamente sem \
um motivo assim é matéria grave [1]. O domingo é antes de tudo um dom: o dia em que a comunidade \
se reúne em torno da Eucaristia [3].""",
        (
            "O dia do Senhor e o preceito dominical.",
            "Os dias santos de guarda e o preceito dominical.",
            "O domingo, a festa primordial.",
        ),
    ),
    "eucharist": (
        "O que a Igreja ensina sobre a Eucaristia?",
        """A Eucaristia é «fonte e ápice de toda a vida cristã» [3]. Nela torna-se presente o \
único sacrifício de Cristo na cruz, e a Igreja o oferece com ele em ação de graças ao Pai [1].

A Igreja crê na **presença real**: pelas palavras da consagração, o pão e o vinho tornam-se o \
Corpo e o Sangue de Cristo — uma mudança que a Igreja chama **transubstanciação** —, de modo que \
Cristo está verdadeira, real e substancialmente presente, inteiro, sob cada uma das espécies \
[1]. Por isso o Santíssimo Sacramento é adorado e guardado no sacrário.

Para comungar, o católico deve estar em estado de graça (confessando antes qualquer pecado \
grave) e guardar o jejum eucarístico de uma hora. O Concílio pediu que os fiéis não assistam à \
missa como espectadores mudos, mas participem consciente, piedosa e ativamente [2].""",
        (
            "A instituição, a presença real e a comunhão.",
            "O mistério eucarístico e a participação na missa.",
            "A Eucaristia, fonte e ápice da vida cristã.",
        ),
    ),
    "baptism": (
        "Como preparar um batizado e quem pode ser padrinho?",
        """O batismo é o primeiro sacramento: liberta do pecado, faz renascer como filho de Deus \
e incorpora à Igreja [1]. A Igreja batiza as crianças para que recebam este dom desde o início, \
e pede aos pais que as batizem nas primeiras semanas [2]. As paróquias costumam pedir aos pais \
uma breve preparação.

O **padrinho** ou a **madrinha** ajuda os pais a transmitir a fé. Segundo o direito canônico, \
deve:

- ser escolhido pelos pais e estar disposto a assumir esta tarefa;
- ter pelo menos 16 anos (o bispo pode fixar outra idade);
- ser católico crismado, ter recebido a Eucaristia e levar uma vida de fé;
- não ser o pai nem a mãe da criança [2].

Basta um padrinho ou uma madrinha; se forem dois, um homem e uma mulher. Um cristão batizado não \
católico pode ser testemunha do batismo ao lado de um padrinho católico.""",
        (
            "O batismo, novo nascimento e entrada na Igreja.",
            "A celebração do batismo e os requisitos dos padrinhos.",
        ),
    ),
    "confirmation": (
        "O que é a crisma?",
        """A crisma, ou confirmação, completa a graça do batismo: o batizado recebe o dom do \
Espírito Santo, como os apóstolos no Pentecostes, fica unido mais estreitamente à Igreja e é \
enviado a testemunhar Cristo [1][3].

O ministro ordinário é o bispo, que unge a fronte com o **santo crisma** e diz: «Recebe, por \
este sinal, o Espírito Santo, o dom de Deus». Como o batismo, a crisma imprime caráter e só se \
recebe uma vez [1].

Na Igreja latina costuma ser administrada por volta da idade da discrição ou na adolescência, \
conforme a conferência episcopal [2]. O crismando deve estar em estado de graça e preparado; o \
padrinho, de preferência o mesmo do batismo, deve cumprir os mesmos requisitos que o do batismo \
[2].""",
        (
            "O sacramento da confirmação e os seus efeitos.",
            "A celebração, o ministro, a idade e o padrinho.",
            "Os crismados ficam ligados mais perfeitamente à Igreja.",
        ),
    ),
    "marriage": (
        "Como nos preparamos para casar na Igreja?",
        """Para os católicos, o matrimônio entre um homem e uma mulher é uma aliança para toda a \
vida, ordenada ao bem dos cônjuges e ao dom dos filhos; entre batizados é um sacramento [1]. As \
suas notas são a unidade, a fidelidade e a abertura à vida.

Os noivos devem procurar a paróquia com antecedência, muitas vezes de seis meses a um ano antes \
da data. A preparação costuma incluir:

- conversas com o padre ou o diácono e o processo matrimonial (certidões de batismo recentes, \
declaração de estado livre);
- um curso de noivos sobre comunicação, fé, sexualidade e vida familiar;
- a preparação da própria celebração [2][3].

O papa Francisco pede às paróquias que vejam esta preparação como o início de um acompanhamento \
que continua nos primeiros anos de casamento [2]. Um católico que se casa com uma pessoa não \
católica precisa da licença do bispo (ou de uma dispensa, se a outra parte não for batizada), \
que a paróquia providenciará.""",
        (
            "O sacramento do matrimônio e as suas propriedades.",
            "Preparar os noivos e acompanhar os primeiros anos do casamento.",
            "A preparação ao matrimônio como um caminho por etapas.",
        ),
    ),
    "anointing": (
        "O que é a unção dos enfermos?",
        """A **unção dos enfermos** é o sacramento para quem está em perigo por doença grave ou \
velhice. Não é só para os moribundos: pode ser recebida antes de uma cirurgia importante, quando \
os idosos se enfraquecem e de novo se a doença se agrava [1].

O padre unge a fronte e as mãos com o óleo dos enfermos e pede que o Senhor salve e levante o \
doente. O sacramento dá força, paz e coragem, une o doente à paixão de Cristo e perdoa os \
pecados; também pode restituir a saúde, se isso convier à sua salvação [1][2].

O Concílio pediu que se chamasse «unção dos enfermos» e não «extrema-unção» [3]. A quem está \
perto da morte a Igreja oferece também a confissão e o **viático**, a comunhão como alimento \
para o caminho. É melhor chamar a paróquia a tempo, e não no último momento.""",
        (
            "Quem pode receber a unção e o que ela dá.",
            "O ministro e quem pode receber a unção.",
            "Da extrema-unção à unção dos enfermos.",
        ),
    ),
    "funerals": (
        "O que a Igreja ensina sobre funerais e cremação?",
        """As exéquias cristãs confiam o falecido a Deus, amparam a família com a esperança da \
ressurreição e honram o corpo, que foi templo do Espírito Santo [1]. Normalmente incluem um \
velório com oração, a missa de exéquias e a despedida junto à sepultura.

A Igreja **prefere a sepultura** do corpo, a exemplo da sepultura de Cristo, mas **permite a \
cremação**, a menos que seja escolhida por motivos contrários à fé cristã, como a negação da \
ressurreição [2]. Se o corpo for cremado, as cinzas devem ser guardadas num lugar sagrado — um \
cemitério, uma igreja ou um espaço destinado a isso — e não devem ser espalhadas, divididas \
entre os familiares nem guardadas em casa.

Sempre que possível, a liturgia das exéquias é celebrada com o corpo presente e a cremação é \
feita depois. O respeito pelos corpos dos falecidos é em si mesmo uma obra de misericórdia [1].""",
        (
            "As exéquias cristãs e o respeito pelos mortos.",
            "As exéquias eclesiásticas, a sepultura e a cremação.",
        ),
    ),
    "mary": (
        "O que a Igreja ensina sobre a Imaculada Conceição e a Assunção de Maria?",
        """A Igreja honra Maria como **Mãe de Deus**, porque o seu filho é o Filho eterno de \
Deus feito homem [1]. Dois dogmas descrevem a graça que ela recebeu:

- **A Imaculada Conceição** (definida em 1854): desde o primeiro instante da sua conceição, \
Maria foi preservada do pecado original, por uma graça singular e em vista dos méritos de \
Cristo. Não é a conceição virginal de Jesus, que é outra verdade [1].
- **A Assunção** (definida em 1950): no fim da sua vida terrena, Maria foi elevada em corpo e \
alma à glória do céu, sinal de esperança para toda a Igreja [1][2].

O Concílio situou Maria dentro do mistério de Cristo e da Igreja, como mãe e modelo na fé, na \
esperança e na caridade [2]. As duas festas celebram-se a 8 de dezembro e a 15 de agosto.""",
        (
            "Maria, Mãe de Deus; a Imaculada Conceição e a Assunção.",
            "A Virgem Maria no mistério de Cristo e da Igreja.",
        ),
    ),
    "saints": (
        "Por que os católicos pedem a intercessão dos santos?",
        """A Igreja crê na **comunhão dos santos**: os que peregrinam na terra, os que se \
purificam e os que estão no céu formam uma só família em Cristo [1]. A morte não rompe este \
vínculo; assim como pedimos uns aos outros que rezem por nós, pedimos aos santos, que estão \
perto de Deus, que intercedam por nós [2].

Pedir a intercessão de um santo não é adorá-lo: a adoração é devida só a Deus. Honrar os santos \
dá glória a Deus pelo que a sua graça fez neles, e as suas vidas mostram que a santidade é \
possível em todos os estados de vida [2].

O papa Francisco fala dos «santos ao pé da porta»: pais, trabalhadores e doentes que vivem o \
Evangelho com fidelidade e simplicidade [3]. A canonização é a declaração da Igreja de que uma \
pessoa está no céu e pode ser venerada em toda parte.""",
        (
            "A comunhão dos santos.",
            "A união da Igreja da terra com a do céu.",
            "Os santos que nos encorajam e os santos ao pé da porta.",
        ),
    ),
    "advent": (
        "Qual é o sentido do Advento?",
        """O **Advento** abre o ano litúrgico com os quatro domingos anteriores ao Natal. Tem um \
duplo caráter: prepara a celebração da primeira vinda de Cristo no Natal e volta o olhar para a \
sua segunda vinda no fim dos tempos [1][2].

É um tempo de espera alegre, mais do que de penitência. As leituras apresentam os profetas, João \
Batista e Maria; a cor litúrgica é o roxo, e no terceiro domingo (Gaudete) pode usar-se o rosa.

Muitas famílias e paróquias preparam uma coroa do Advento, rezam juntas à noite, confessam-se \
antes do Natal e dão espaço às obras de caridade.""",
        (
            "A preparação da vinda do Senhor.",
            "O ano litúrgico e a vinda de Cristo.",
        ),
    ),
    "lent": (
        "Quais são as regras de jejum e abstinência na Quaresma?",
        """A **Quaresma** são os quarenta dias de preparação para a Páscoa, da Quarta-feira de \
Cinzas até a missa da Ceia do Senhor na Quinta-feira Santa. É um tempo de conversão marcado pela \
oração, pelo jejum e pela esmola [1][3].

A lei da Igreja latina estabelece [2]:

- **Abstinência** de carne na Quarta-feira de Cinzas, na Sexta-feira Santa e em todas as \
sextas-feiras da Quaresma (e, salvo se a conferência episcopal permitir outra penitência, nas \
sextas-feiras do ano), a partir dos 14 anos.
- **Jejum** — uma só refeição completa e duas mais leves — na Quarta-feira de Cinzas e na \
Sexta-feira Santa, dos 18 anos até completar 59.

Estão dispensados os doentes, as grávidas e quem tem um motivo sério. As conferências episcopais \
podem adaptar estas normas, por isso convém consultar as locais. O que importa não é a norma em \
si, mas um coração que volta para Deus e se abre aos outros.""",
        (
            "A penitência interior e os tempos penitenciais.",
            "Os dias de penitência, o jejum e a abstinência.",
            "A Quaresma e o seu caráter batismal e penitencial.",
        ),
    ),
    "social-teaching": (
        "O que é a doutrina social da Igreja?",
        """A doutrina social é a reflexão da Igreja sobre a vida em sociedade à luz do \
Evangelho. Ganhou a sua forma moderna com a *Rerum novarum* de Leão XIII (1891) e foi \
desenvolvida por todos os papas desde então [1]. Os seus principais princípios são:

- a **dignidade da pessoa humana**, fundamento de todos os outros;
- o **bem comum**, as condições que permitem a todos desenvolver-se;
- a **subsidiariedade**, que deixa às famílias e às comunidades menores o que elas podem fazer;
- a **solidariedade**, um compromisso firme com o bem de todos;
- o **destino universal dos bens** e a **opção preferencial pelos pobres** [1].

O papa Francisco insiste em que os pobres têm um lugar especial no coração de Deus e devem ser \
incluídos na sociedade, não apenas ajudados [2]. O amor aos pobres, vivido nas obras de \
misericórdia, pertence à tradição da Igreja desde o início [3].""",
        (
            "Os princípios da doutrina social da Igreja.",
            "A inclusão social dos pobres.",
            "O amor aos pobres e as obras de misericórdia.",
        ),
    ),
    "creation": (
        "O que a Igreja ensina sobre o cuidado da criação?",
        """A Igreja ensina que a criação é um dom de Deus confiado ao cuidado humano, e não um \
recurso a esgotar. Na *Laudato si'* o papa Francisco chama a Terra «a nossa casa comum» e propõe \
uma **ecologia integral**, em que as questões ambientais, sociais e econômicas são vistas em \
conjunto, porque «o clamor da terra» e «o clamor dos pobres» são um só clamor [1].

Pede uma **conversão ecológica**: uma mudança no estilo de vida, no consumo e na política, \
enraizada na gratidão e na comunhão com todas as criaturas. Na *Laudate Deum* volta à crise \
climática, pede acordos internacionais eficazes e lembra aos fiéis que o cuidado da criação faz \
parte da sua fé [2].

O Catecismo acrescenta que o uso dos recursos do mundo não pode ser separado do respeito pela \
lei moral e pelas gerações futuras [3]. As paróquias podem responder com passos concretos, \
educação e oração pela criação, sobretudo no Tempo da Criação, em setembro.""",
        (
            "A ecologia integral.",
            "As motivações espirituais do cuidado da criação.",
            "O respeito pela integridade da criação.",
        ),
    ),
    "mercy": (
        "O que a Igreja ensina sobre a misericórdia?",
        """A misericórdia é o amor de Deus que se inclina sobre a nossa fraqueza e o nosso \
pecado. Todo o Evangelho a anuncia: Jesus acolhe os pecadores, conta a parábola do filho pródigo \
e perdoa do alto da cruz. A Igreja recebe esta misericórdia sobretudo nos sacramentos do batismo \
e da penitência [1].

O papa Francisco escreve que Deus nunca se cansa de perdoar; somos nós que nos cansamos de pedir \
perdão [3]. Quem recebeu misericórdia é chamado a praticá-la, como diz a bem-aventurança: \
«Bem-aventurados os misericordiosos, porque alcançarão misericórdia» [2].

A tradição enumera as **obras de misericórdia** [1]:

- **corporais**: dar de comer a quem tem fome, dar de beber a quem tem sede, vestir os nus, dar \
pousada aos peregrinos, visitar os enfermos e os presos, enterrar os mortos;
- **espirituais**: dar bom conselho, ensinar os ignorantes, corrigir os que erram, consolar os \
tristes, perdoar as injúrias, suportar com paciência as fraquezas do próximo, rezar pelos vivos \
e pelos mortos.""",
        (
            "A misericórdia e o pecado; as obras de misericórdia.",
            "Bem-aventurados os misericordiosos.",
            "Deus nunca se cansa de perdoar.",
        ),
    ),
    "grace": (
        "O que é a graça?",
        """A **graça** é o dom livre e imerecido da própria vida de Deus. Por ela Deus nos torna \
seus filhos e participantes da natureza divina, e nos ajuda a responder ao seu chamado [1].

A Igreja distingue:

- a **graça santificante**, o dom estável recebido no batismo, que santifica a alma e a torna \
agradável a Deus;
- as **graças atuais**, a ajuda de Deus num momento concreto, para começar a conversão ou para \
fazer o bem [1].

A graça não compete com a liberdade humana: cura-a e liberta-a. O papa Francisco adverte contra \
a ideia de que podemos santificar-nos só com o nosso esforço; tudo começa com o dom de Deus, que \
acolhemos com gratidão [2]. A graça é recebida sobretudo nos sacramentos e na oração.""",
        (
            "A graça e a justificação.",
            "Contra o novo pelagianismo: o primado da graça.",
        ),
    ),
    "prayer": (
        "Como um católico deve rezar?",
        """A oração é «a elevação da alma a Deus»: uma relação viva com ele [1]. O Catecismo \
descreve três expressões — a oração **vocal**, a **meditação** e a oração **contemplativa** — e \
as formas de bênção, pedido, intercessão, ação de graças e louvor [1].

Algumas maneiras simples de começar:

- rezar brevemente em horas fixas: ao acordar, às refeições e antes de dormir;
- ler e rezar o Evangelho do dia;
- rezar devagar o pai-nosso, e o terço;
- participar da missa e da **Liturgia das Horas**, a oração pública da Igreja [3].

O papa Francisco lembra que a santidade cresce na oração constante, também em momentos de \
silêncio diante de Deus [2]. As distrações e a aridez são normais; o importante é perseverar.""",
        (
            "O que é a oração e as suas expressões.",
            "A santidade na oração constante.",
            "O Ofício divino, oração de toda a Igreja.",
        ),
    ),
    "papacy": (
        "Qual é a autoridade do papa e o que significa a infalibilidade?",
        """O papa é o bispo de Roma e o sucessor de são Pedro, a quem Cristo confiou as chaves e \
o cuidado do seu rebanho. É o princípio visível da unidade da Igreja e tem nela um poder pleno, \
supremo e universal, que exerce junto com o colégio dos bispos e nunca sem ele [1][2][3].

A **infalibilidade** é muitas vezes mal compreendida. Não significa que o papa não peque nem que \
acerte em tudo. Significa que, quando define como supremo mestre e por um ato definitivo uma \
doutrina de fé ou de moral a ser aceita por toda a Igreja (*ex cathedra*), o Espírito Santo o \
preserva do erro. Os bispos unidos a ele partilham este dom, sobretudo num concílio ecumênico \
[1][3].

Essas definições são raras: a Assunção de Maria, em 1950, é a mais recente. O ensino ordinário \
do papa também pede um assentimento religioso da inteligência e da vontade [1].""",
        (
            "A hierarquia, o colégio episcopal e a infalibilidade.",
            "O papa e o colégio dos bispos.",
            "O Romano Pontífice e o magistério infalível.",
        ),
    ),
    "bible": (
        "Como os católicos devem ler a Bíblia?",
        """A Igreja venera as Escrituras como palavra de Deus escrita sob a inspiração do \
Espírito Santo, e quer que todo católico tenha fácil acesso a elas [1]. A Sagrada Escritura e a \
Tradição formam juntas um único depósito da fé [2].

Alguns critérios de leitura:

- ler **tendo em vista toda a Escritura**, porque o Antigo e o Novo Testamento se iluminam \
mutuamente;
- ler **dentro da Tradição viva** da Igreja;
- prestar atenção aos **gêneros literários** e ao que os autores humanos quiseram dizer [2].

Uma maneira simples de rezar com a Bíblia é a **lectio divina**: ler devagar um trecho, \
meditá-lo, responder com a oração e repousar na presença de Deus [3]. Começar por um Evangelho, \
por exemplo o de Marcos, e pelas leituras do domingo é um bom hábito para pessoas e grupos \
paroquiais.""",
        (
            "A Sagrada Escritura na vida da Igreja.",
            "A inspiração e a interpretação da Escritura.",
            "A lectio divina.",
        ),
    ),
    "priesthood": (
        "Como saber se tenho vocação para o sacerdócio?",
        """A **vocação** é um chamado de Deus. Todo batizado é chamado à santidade, e alguns são \
chamados a servir como padres, configurados a Cristo Pastor pelo sacramento da Ordem [1][2]. Os \
padres pregam o Evangelho, celebram os sacramentos e guiam a comunidade junto com o seu bispo \
[2].

Entre os sinais de um chamado podem estar um desejo duradouro de servir a Deus e ao seu povo, o \
amor à oração e à Eucaristia, o reconhecimento dos outros e a maturidade humana e espiritual que \
o ministério exige. O papa Francisco encoraja os jovens a discernir na oração e em diálogo com \
um acompanhante de confiança, sem medo [3].

Um caminho prático é conversar com um padre, participar de encontros vocacionais e procurar o \
responsável diocesano pelas vocações. A formação no seminário costuma durar seis anos ou mais.""",
        (
            "O sacramento da Ordem e o sacerdócio.",
            "Os presbíteros, colaboradores dos bispos.",
            "Vocação e discernimento para os jovens.",
        ),
    ),
}
