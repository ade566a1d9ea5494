/**
 * Brazilian brands, chains, utilities and institutions, by concept (see ../concepts.ts).
 * Folded spelling (lower case, no accents), one name per '|'. A name matches whole words of
 * the merchant part of a line, or the start of a word glued by a terminal ("zedelivery").
 */
export const BRANDS: Readonly<Record<string, string>> = {
  Alimentação: `ifood|ifood com|ifd|rappi|uber eats|ubereats|ze delivery|zedelivery|aiqfome|james delivery|delivery much|
    mc donalds|mcdonalds|mcdonald s|mc donald s|arcos dourados|burger king|bk brasil|subway|habibs|habib s|ragazzo|
    giraffas|bobs|bob s|spoleto|china in box|outback|outback steakhouse|madero|jeronimo|coco bambu|starbucks|
    cacau show|kopenhagen|chiquinho sorvetes|bacio di latte|frans cafe|casa do pao de queijo|divino fogao|pizza hut|
    dominos|domino s|fogo de chao|frango assado|rei do mate|vivenda do camarao|havanna|applebees|applebee s|bullguer|
    the coffee|mania de churrasco|confeitaria colombo|ampm|am pm|br mania|shell select|select shell|kfc|popeyes|jobi|
    taco bell|abbraccio|paris 6|the fifties|america restaurante|olive garden|tgi fridays|viena|almanara|gendai|
    jappa da quitanda|temakeria|sushiloko|montana grill|griletto|mr cheney|cookie s|croasonho|brasil cacau|
    chocolates brasil cacau|lindt|nestle chocolates|dengo|sodiê doces|sodie doces|sodie|amor aos pedacos|ofner|
    casa bauducco|bauducco|fran s cafe|cafe cultura|santo grao|octavio cafe|suplicy|nespresso|kalena|cafe do ponto|
    grao espresso|yogoberry|milky moo|oakberry|acai concept|acai da barra|the best acai|acaiteria|cia do acai|
    ben jerry s|haagen dazs|sorvetes rochinha|rochinha|la basque|gelato boutique|parmegianno|pizzaria camelo|
    braz pizzaria|veridiana|patroni|patroni pizza|mister pizza|divino fogao|ponto chic|bar do alemao|boteco|
    boteco belmonte|bar brahma|astor|original bar|jacare grill|spettus|cabana burger|hamburgueria|madero container|
    johnny rockets|jerônimo|burguer king|bullguer|holy burger|z deli|vila butantan|restaurante|lanchonete|pizzaria|
    churrascaria|padaria|panificadora|confeitaria|sorveteria|cafeteria|doceria|pastelaria|hot dog|marmitex|marmitaria|
    self service|buffet|rodizio|esfiharia|creperia|poke|pokeria|sushi|temaki|yakisoba|petiscaria|choperia|cervejaria|
    adega|quiosque|bistro|cantina|trattoria|galeteria|grill|lanches|pastel|salgados|burger|burguer|hamburger|pizza|
    pizzas|cafe|coffee|bar|food|foods|restaurant|lanche|acai|tapioca|subway sandwich|baked potato|pao de queijo|
    empada|coxinha|sucos|suco|casa de sucos|cia do suco|pastel de feira|giraffa s|gula gula|bier|brewpub|pub|
    steakhouse|churrasco|espetinho|petiscos|boteco|botequim|restaurantes|
    pluxee refeicao|sesc restaurante|kiosk|trailer|food truck|foodtruck|sanduiche|
    sanduicheria|xis|cachorro quente|pamonha|churros|brigaderia|boulangerie|patisserie|gelateria|paleteria|picole|
    sorvete|sorvetes|milkshake|cafe bar|coffee shop|casa de cha`,
  Supermercado: `pao de acucar|cbd pao de acucar|minuto pao de acucar|extra hiper|extra supermercado|mercado extra|carrefour|
    carrefour express|carrefour bairro|dia brasil|dia supermercado|
    sam s club|guanabara|supermercados guanabara|zaffari|condor|angeloni|savegnago|st marche|oba hortifruti|hirota|
    sonda|bretas|mateus|mateus supermercados|gbarbosa|muffato|super muffato|supernosso|verdemar|epa|epa supermercados|
    comper|nordestao|giassi|bistek|prezunic|supermercados mundial|
    zona sul|hortifruti|shibata|daki|rappi turbo|oxxo|swift|natural da terra|dia a dia|bompreco|walmart|
    maxxi atacado|rede economia|supermercados bh|bh supermercados|mart minas|epa plus|villefort|apoio mineiro|
    abc supermercados|super abc|coop rs|unidasul|asun|stok center|rede top|super nosso|pague menos supermercados|
    covabra|enxuto|pague menos super|supermercados sao vicente|dalben|joanin|supermercado lopes|supermercados barbosa|
    yamauchi|coop supermercados|semar|nagumo|komprao|koch|vivo supermercados|cometa supermercados|gbarbosa|
    atacadao dia a dia|superbom|super bom|mercadinho|minimercado|mini mercado|mercearia|emporio|hortifruti|sacolao|
    varejao|quitanda|acougue|casa de carnes|peixaria|laticinios|frutaria|verdureira|verdurao|horti fruti|
    supermercado|supermercados|supermerc|superm|super mercado|hipermercado|hiper|mercado|mercados|minuto|cestao|feira|
    feirao|oba|frutas|hortifrutigranjeiros|hortifrutti|mercado livre do bairro|conveniencia|loja de conveniencia|
    padaria e mercearia|rancho|armazem|cerealista|distribuidora de bebidas|deposito de bebidas|adega e conveniencia|
    casa do norte|st marche|mambo|supermercados mambo|pao de mel|qualy|violeta|bergamini|supermercados bergamini|
    hirota express|carrefour market|sonda delivery|rede smart|smart supermercados|super economia|
    supermercado economia|bem mais|beira alta|pague pouco|preco bom|super compras|supercompras|hiper fruti|fruti|
    cereais|graos|mercado municipal|ceasa|supermercado bh|supermercado dia|lider supermercados|yamada|
    carrefour hiper`,
  Transporte: `uber|uber trip|uber moto|uber x|99|99app|99 app|99 pop|99pop|99 taxi|99taxi|cabify|indrive|indriver|lady driver|
    garupa|sem parar|semparar|conectcar|veloe|taggy|move mais|estapar|indigo|multipark|zul digital|zona azul|sptrans|
    metro|metro sp|cptm|riocard|riocard mais|jae|top recarga|bhbus|urbs|ccr|autoban|ecovias|arteris|tembici|bike itau|
    dpaschoal|pneustore|jet oil|estacionamento|estac|estacion|parking|park|rodoanel|pedagio|pedagios|via quatro|
    viaquatro|metro rio|supervia|barcas|ccr barcas|bilhete unico|cartao bom|cartao vem|sitpass|transfacil|recargapay|
    recarga pay|moovit|buser ponto|viacao urbana|onibus urbano|brt|vlt|trensurb|metrorec|cbtu|taxi|radio taxi|
    coopertaxi|lava jato|lavajato|lava rapido|lava car|lavacar|auto pecas|autopecas|auto peca|pecas|oficina|mecanica|
    borracharia|centro automotivo|auto center|autocenter|funilaria|alinhamento|balanceamento|auto eletrica|moto pecas|
    motopecas|guincho|reboque|pneus|pneu|escapamentos|escapamento|retifica|rodas|autopeças|lubrificantes|
    troca de oleo|filtros|vidros automotivos|insulfilm|estetica automotiva|martelinho|despachante veicular|vistoria|
    vistoria veicular|localiza seminovos|ale combustiveis loja|pit stop|autoservice|auto service|car wash|lavagem|
    polimento|chaveiro automotivo|zona azul digital|estacionamento rotativo|valet|manobrista|uber do brasil|uber br|
    99 tecnologia|99 corridas|wappa|easy taxi|bolt|heetch|autopass|zul|digipare|dpaschoal|pneu fácil|pneufree|
    bridgestone|pirelli|goodyear|michelin|ponto de taxi`,
  Combustível: `posto|auto posto|autoposto|pst|shell|raizen|ipiranga|abastece ai|petrobras|br distribuidora|vibra|posto br|ale|
    alesat|posto ale|posto sim|sim rede de postos|shellbox|premmia|km de vantagens|combustiveis|combustivel|gasolina|
    etanol|diesel|gnv|comercial de combustiveis|com combust|combust|fuel|posto de combustivel|posto de combustiveis|
    rede de postos|petro|setee|posto galo|graal|frango assado posto|rodoil|charrua|dislub|atem|larco|posto ipiranga|
    posto shell|posto petrobras|auto posto br|posto texaco|texaco|esso|total energies|lubrificantes posto|
    abastecimento`,
  Compras: `magazine luiza|magalu|americanas|lojas americanas|mercadolivre|mercado livre|meli|shopee|amazon|
    amazon marketplace|amazon com|amazon br|amazon com br|aliexpress|shein|temu|casas bahia|casasbahia|via varejo|
    ponto frio|pontofrio|fast shop|fastshop|kabum|pichau|terabyteshop|terabyte|leroy merlin|telhanorte|tok stok|
    tokstok|camicado|mobly|madeiramadeira|madeira madeira|renner|lojas renner|c&a|c a modas|cea|riachuelo|marisa|
    hering|zara|centauro|decathlon|netshoes|dafiti|arezzo|havaianas|reserva|lojas pompeia|pernambucanas|havan|
    livraria da vila|livraria leitura|leitura|saraiva|livraria cultura|ri happy|kalunga|daiso|miniso|imaginarium|
    casa e video|polishop|apple store|apple morumbi|samsung|iplace|dell|vivara|pandora|chilli beans|elo7|enjoei|
    submarino|quero quero|lojas colombo|colombo|nike|adidas|puma|olympikus|mizuno|asics|new balance|vans|converse|
    all star|lojas cem|ricardo eletro|magazine|magazine do lar|girafa|extra com|extra com br|carrefour com|shoptime|
    submarino com|oppa|westwing|zelo|lojas le|lojas lebiscuit|le biscuit|lojas torra|torra torra|besni|youcom|animale|
    shoulder|cantao|osklen|richards|aramis|colcci|ellus|lacoste|tommy hilfiger|calvin klein|levis|forever 21|h&m|
    uniqlo|sephora loja|mr cat|schutz|anacapri|melissa|ipanema|grendene|beira rio|usaflex|piccadilly|via mia|
    constance|carmen steffens|cns|datelli|democrata|ramarim|moleca|vizzano|pimpolho|tip top|marisol|lilica ripilica|
    brandili|malwee|hering kids|puket|lupo|trifil|valisere|intimissimi|dicico|c&c|sodimac|ferreira costa|obramax|
    balaroti|cassol|loja do mecanico|tramontina|black & decker|pbkids|pb kids|toys r us|bamboleo|nerdstore|piticas|
    geek|mundo geek|fnac|livrarias curitiba|martins fontes|travessa|blooks|estante virtual|amazon kindle loja|
    kindle store|gocase|capinhas|positivo|multilaser|lenovo|acer|asus|motorola|xiaomi|mi store|philips|britania|
    mondial|electrolux|brastemp|consul|arno|walita|oster|cadence|celulares|acessorios|eletronicos|eletronica|
    informatica|games|loja de games|loja|lojas|store|shop|boutique|modas|moda|confeccoes|confeccao|confec|calcados|
    calcado|sapataria|roupas|vestuario|papelaria|livraria|sebo|brinquedos|presentes|bazar|utilidades|
    utilidades domesticas|variedades|armarinho|aviamentos|tecidos|moveis|movel|colchoes|colchao|ortobom|castor|
    decoracao|decor|materiais de construcao|material de construcao|deposito de materiais|ferragens|ferramentas|
    ferragem|madeireira|vidracaria loja|eletrica|materiais eletricos|floricultura|flores|joalheria|relojoaria|joias|
    bijuterias|bijoux|otica de sol|oculos de sol|esportes|esportiva|artigos esportivos|bicicletaria|bike shop|camping|
    pesca|caca e pesca|informatica loja|smartphone|lojas americanas s a|b2w|americanas s a|netshoes com|kanui|zattini|
    posthaus|kalunga com|amaro|tricae|cissa magazine|studio z|outlet|magazine torra|lojao do bras|25 de marco|
    feira da madrugada|camisaria|alfaiataria|costura loja|tabacaria|headshop|sex shop|perfumaria loja|
    loja de departamentos|departamentos|wish|ebay|etsy|banggood|gearbest|mercadopago compras|olx|olx pay|marketplace|
    google store|apple com br|amazon mktplace|amazon-marketplace|mktplace|amzn|amzn mktp|ali express|alibaba|
    kwai shop|tiktok shop`,
  Saúde: `drogasil|droga raia|drogaraia|raia|raia drogasil|pague menos|drogaria sao paulo|drogarias pacheco|panvel|
    drogaria araujo|nissei|farmacias nissei|extrafarma|venancio|drogaria venancio|drogal|farmacia indiana|fleury|
    delboni|delboni auriemo|sabin|a+ medicina|a mais medicina|dasa|lavoisier|hermes pardini|amil|bradesco saude|
    notredame|notredame intermedica|intermedica|gndi|hapvida|prevent senior|unimed|sulamerica saude|sul america saude|
    porto saude|porto seguro saude|golden cross|care plus|omint|allianz saude|sirio libanes|hosp sirio libanes|
    albert einstein|einstein|hcor|oswaldo cruz|samaritano|rede dor|copa dor|hospital|hosp|sabara|drconsulta|
    dr consulta|amor saude|clinica sim|cia da consulta|smartfit|smart fit|bodytech|wellhub|gympass|totalpass|selfit|
    bluefit|just fit|panobianco|academia|crossfit|pilates|odontoprev|odonto|oral sin|sorridents|oticas carol|otica|
    oticas|otica diniz|oticas diniz|chilli beans oculos|zenklub|psicologo|psicologa|psicologia|terapia|terapeuta|
    fisioterapia|fisio|nutricionista|nutri|fonoaudiologa|dentista|odontologia|odontologico|consultorio|clinica|
    clinicas|medico|medica|medicina|laboratorio|lab|analises clinicas|diagnostico|radiologia|ultrassom|exames|
    farmacia|farmacias|drogaria|drogarias|drog|farma|farmais|farmaciasempre|farmacia popular|drogao|droga|drogasmil|
    farmacia sao joao|farmacias sao joao|drogaria rosario|drogaria sao bento|ultrafarma|onofre|drogaria onofre|
    farmacia preco popular|manipulacao|farmacia de manipulacao|pharmapele|oficial farma|dermage|
    hospital veterinario humano|ortopedia|ortopedista|cardiologia|dermatologia|oftalmologia|oftalmo|pediatria|
    ginecologia|urologia|hemoterapia|vacina|vacinas|clinica de vacinas|pronto socorro|ps infantil|upa|santa casa|
    beneficencia portuguesa|unimed bh|unimed paulistana|unimed rio|seguros unimed|amil dental|bradesco dental|
    metlife dental|personal trainer|estudio de pilates|studio pilates|yoga|natacao|hidroginastica|
    academia de ginastica|escola de ginastica|cdi|centro diagnostico|lab analises|laboratorio de analises|biomedicina|
    medicamentos|remedios|iron gym|gym|fitness|box crossfit|treino`,
  Viagem: `latam|latam air|latam airlines|tam|gol|gol linhas aereas|voegol|azul|azul linhas aereas|azul web|tap|
    tap air portugal|american airlines|united|delta|air france|klm|lufthansa|iberia|emirates|qatar|copa airlines|
    avianca|aerolineas|jetsmart|flybondi|sky airline|decolar|booking|booking com|hotel at booking|airbnb|expedia|
    hoteis com|hotels com|cvc|cvc viagens|movida|localiza|unidas|unidas locadora|hertz|avis|budget|foco aluguel|
    rentcars|clickbus|buser|viacao cometa|cometa|aguia branca|itapemirim|gontijo|1001|viacao 1001|kaissara|
    guanabara viagens|rapido federal|expresso do sul|mercure|ibis|ibis styles|novotel|accor|all accor|blue tree|
    bourbon|intercity|nacional inn|transamerica|hilton|marriott|sheraton|windsor|hotel urbano|hurb|maxmilhas|
    123milhas|123 milhas|smiles|livelo passagens|latam pass|tudoazul|rio quente|rio quente resorts|beach park resort|
    club med|costa do sauipe|hotel|hoteis|hostel|pousada|resort|chale|flat|apart hotel|motel|hospedagem|
    camping resort|agencia de turismo|turismo|passagens|passagem|viagens|viagem|assist card|travel ace|
    gta seguro viagem|seguro viagem|affinity seguro viagem|confianca cambio|cambio|casa de cambio|duty free|dufry|
    world duty free|rodoviaria|terminal rodoviario|aeroporto|gru airport|riogaleao|viracopos|locadora|
    locadora de veiculos|rent a car|rentcar|rent car|trivago|kayak|skyscanner|viajanet|submarino viagens|zarpo|
    hotel fazenda|pousada e hotel|airbnb com|blablacar|wemobi|eucatur|expresso brasileiro|andorinha viacao|
    princesa do norte`,
  Assinaturas: `netflix|netflix com|spotify|disney plus|disney|disneyplus|star plus|hbo max|hbomax|prime video|amazon prime|
    amazon prime canais|prime canais|globoplay|deezer|youtube premium|youtubepremium|youtube music|apple com bill|
    apple com|itunes|icloud|google one|google storage|google play assinatura|microsoft 365|office 365|adobe|canva|
    chatgpt|openai|claude|claude ai|anthropic|midjourney|playstation plus|ps plus|xbox game pass|game pass|
    crunchyroll|mubi|kindle unlimited|audible|estadao|folha de s paulo|folha de sp|uol assinatura|o globo|
    valor economico|veja|tag livros|notion|notion labs|tinder|bumble|happn|dazn|premiere|telecine|paramount|
    paramount plus|looke|belas artes a la carte|uber one|ifood club|assinatura|assinaturas|wine com br|wine|
    clube do vinho|nordvpn|expressvpn|surfshark|dropbox|evernote|grammarly|linkedin premium|duolingo plus|strava|calm|
    headspace|todoist|1password|lastpass|setapp|twitch|patreon|onlyfans|apple music|amazon music|tidal|napster|
    sky play|claro tv+|directv go|pluto|univer video|noping|gamers club|nuuvem assinatura|ea play|ubisoft plus|
    nintendo switch online|spotify premium|deezer premium|globo com|cartola pro|meu timao|sócio torcedor|
    socio torcedor|nubank ultravioleta|mercado pago meli+|meli+|google youtube|youtube|google youtubepremium|
    google one storage|microsoft`,
  Moradia: `wework|regus|coworking|escritorio compartilhado|sala comercial|quintoandar|quinto andar|condominio|cond|edificio|apsa|lello|lello condominios|auxiliadora predial|imobiliaria|
    aluguel|prest hab|habitacional|financ imobiliario|financiamento imobiliario|credito imobiliario|caixa habitacao|
    diarista|faxina|faxineira|parafuzo|vidracaria|dedetizadora|dedetizacao|serralheria|reformas|reforma|construcoes|
    construtora|marcenaria|marceneiro|encanador|eletricista|pintor|pedreiro|gesseiro|jardinagem|paisagismo|jardineiro|
    desentupidora|chaveiro|limpeza|administradora de condominios|administradora|housi|loft|airbnb aluguel|
    iptu condominio|taxa condominial|cota condominial|sindico|portaria|zelador|manutencao predial|instalacoes|
    ar condicionado|climatizacao|persianas|cortinas|tapetes|lavanderia|lavanderia 5asec|5asec|omo lavanderia|
    passadeira|mudancas|mudanca|carreto|seguranca residencial|alarme|monitoramento|cameras|aluga|locacao|
    locacao residencial|casa branca alugueis`,
  'Contas e Serviços': `distribuidora de gas|distribuidora de gas glp|enel|light|light sesa|cemig|copel|cpfl|coelba|neoenergia|equatorial|energisa|celesc|rge|ceee|edp|elektro|
    eletropaulo|ampla|cosern|celpe|coelce|amazonas energia|cea energia|ceal|cepisa|sulgipe|sabesp|cedae|copasa|
    sanepar|embasa|aguas do rio|aguas de|saae|semae|dmae|corsan|casan|cagece|caesb|saneago|compesa|cagepa|caern|deso|
    casal|cosanpa|caerd|caer|agespisa|sanesul|iguá|igua|aegea|brk|brk ambiental|comgas|naturgy|gas natural|ultragaz|
    liquigas|supergasbras|copagaz|nacional gas|disk gas|gas|botijao|vivo|vivo fixo|vivo fibra|claro|claro net|net|
    net servicos|tim|tim live|oi|oi fibra|sky|sky brasil|algar|algar telecom|desktop|desktop internet|giga mais|
    giga mais fibra|vero|vero internet|brisanet|ligga|unifique|sercomtel|nextel|correios celular|surf telecom|telecom|
    fibra|internet|provedor|banda larga|telefonia|telefone|conta de luz|conta de agua|conta luz|conta agua|energia|
    energia eletrica|agua e esgoto|esgoto|saneamento|distribuidora de energia|recarga celular|recarga de celular|
    recarga|claro recarga|vivo recarga|tim recarga|oi recarga|embratel|starlink|hughesnet|viasat|tv por assinatura|
    directv|claro tv|oi tv|vivo tv|conta de telefone|fatura vivo|fatura claro|fatura tim|light servicos|eletricidade|
    distribuicao de energia|companhia de saneamento|linknet|netway|veloxnet|wnet|proxxima|mob telecom|americanet|
    vivo empresas|claro empresas|tim empresas`,
  Educação: `alura|udemy|duolingo|coursera|edx|domestika|hotmart curso|estrategia concursos|gran cursos|gran concursos|
    direcao concursos|qconcursos|descomplica|me salva|stoodi|curso excel|fiap|estacio|cruzeiro do sul|
    cruzeiro do sul educacional|fgv|unip|anhanguera|kroton|cogna|unopar|uninove|unicesumar|uninter|puc|pucrs|puc sp|
    mackenzie|insper|ibmec|senac|senai|sesi escola|ccaa|wizard|fisk|cna|kumon|open english|cambly|cultura inglesa|
    yazigi|berlitz|ef english|english live|escola|colegio|faculdade|universidade|universitario|educacional|educacao|
    ensino|curso|cursos|preparatorio|pre vestibular|cursinho|creche|bercario|mensalidade escolar|matricula|
    material escolar|apostila|escola de musica|escola de idiomas|idiomas|ingles|espanhol|autoescola|auto escola|cfc|
    escola de informatica|inscricao concurso|fundacao cesgranrio|cesgranrio|vunesp|fcc concursos|cebraspe|cespe|enem|
    inep|vestibular|fuvest|comvest|taxa de inscricao|academia de idiomas|aulas|aula particular|professor|professora|
    tutor|rocketseat|digital innovation one|origamid|b7web|ebac|pm3|xp educacao|igti|voitto|britannica|brainly|khan|
    geekie|plurall|saraiva educacao|arco educacao|bernoulli|poliedro|positivo ensino|maple bear|sesi|senac ead|ead|
    pos graduacao|mba|lato sensu`,
  Lazer: `cinemark|uci|uci cinemas|cinesystem|kinoplex|cinepolis|moviecom|cine|cinema|cinemas|espaco itau de cinema|sympla|
    ticketmaster|uhuu|ingresso com|ingressos|ingresso rapido|eventim|tickets for fun|t4f|eventbrite|bilheteria|
    bilheteria digital|steam|steamgames|steampowered|nintendo|nintendo eshop|eshop|epic games|playstation store|
    playstation network|psn|xbox|microsoft xbox|riot games|blizzard|battle net|ea games|google play games|supercell|
    niantic|roblox|garena|free fire|valve|beto carrero|beto carrero world|wet n wild|hopi hari|playcenter|beach park|
    thermas|parque aquatico|parque|museu|masp|pinacoteca|zoologico|aquario|teatro|show|shows|casa de shows|festival|
    balada|boate|clube|club|karaoke|boliche|kart|kart indoor|paintball|escape room|fliperama|playland|game station|
    hot zone|diverland|parque de diversoes|circo|planetario|sesc|sesc sp|sesc florianopolis|estadio|futebol|arena|
    allianz parque|neo quimica arena|maracana|mineirao|socio torcedor ingresso|loteria|lotericas|loterias|mega sena|
    bet|bets|aposta|apostas|betano|bet365|sportingbet|pixbet|blaze|estrelabet|novibet|kto|galera bet|superbet|casino|
    cassino|chacara de lazer|pesqueiro|pesque pague|clube de campo|clube atletico|associacao atletica|country club|
    iate clube|hipica|golfe|banca|banca de jornal|revistaria|ingresso|ingressos com|disney ingressos|cirque du soleil|
    museu do amanha|museu do ipiranga|ccbb|instituto tomie`,
  'Cuidados Pessoais': `o boticario|boticario|natura|natura cosmeticos|avon|eudora|sephora|quem disse berenice|l occitane|loccitane|
    epoca cosmeticos|sallve|pello menos|beleza natural|jacques janine|granado|the beauty box|beauty box|mac cosmetics|
    barbearia|barber|barbershop|barbeiro|cabeleireiro|cabeleireira|cabelereiro|salao|salao de beleza|studio de beleza|
    estudio de beleza|espaco de beleza|beleza|estetica|clinica de estetica|day spa|spa|massagem|massoterapia|manicure|
    pedicure|esmalteria|unhas|nail|nails|sobrancelhas|design de sobrancelhas|depilacao|depil|laser depilacao|
    maquiagem|make up|makeup|cosmeticos|cosmetico|perfumaria|perfumes|perfume|tattoo|tatuagem|piercing|dona beleza|
    espaco laser|maria bonita cabeleireiros|walita beleza|mary kay|jequiti|hinode|contem1g|payot|vult|ruby rose|
    boca rosa|wella|loreal|l oreal|kerastase|truss|lola cosmetics|skala|embelleze|barba|corte de cabelo|cabelos|hair|
    visagismo|alisamento|trancas|megahair|lash|cilios|extensao de cilios`,
  Pets: `petz|cobasi|petlove|petland|zee dog|zeedog|doghero|dog hero|pet shop|petshop|pet center|petcenter|pet|pets|
    veterinaria|veterinario|vet|clinica veterinaria|hospital veterinario|banho e tosa|tosa|racao|casa de racao|racoes|
    agropet|agro pet|aquarismo|passaros|petz com|cobasi com|petlove com|mundo animal|bicho|auau|dog|adestrador|
    adestramento|hotel para caes|creche para caes|dogwalker|passeador`,
  'Impostos e Taxas': `ipva|iptu|darf|irpf|imposto de renda|receita federal|detran|licenciamento|multa|multas|multa transito|der|dnit|
    prf|cartorio|tabeliao|tabelionato|oficio de notas|registro civil|registro de imoveis|protesto|prefeitura|tributo|
    tributos|imposto|impostos|gru|passaporte|policia federal|sefaz|secretaria da fazenda|dpvat|seguro obrigatorio|
    gare|dae|icms|iss|issqn|simples nacional|inss|gps|previdencia social|carne leao|itbi|itcmd|cip|cosip|taxa de lixo|
    contribuicao sindical|crea|crm|oab|cro|crc|coren|crp|conselho regional|anuidade conselho|despachante|emplacamento|
    vistoria detran|cnh|renovacao cnh|taxa detran|poupatempo|junta comercial|jucesp|jucerja|jucemg|receita estadual|
    tesouro nacional gru|dctfweb|esocial`,
  'Tarifas Bancárias': `tarifa|tarifas|tar|pacote de servicos|cesta|cesta de servicos|anuidade|iof|juros|encargos|multa atraso|
    taxa de manutencao|manutencao de conta|mensalidade pacote|tarifa bancaria|tarifa ted|tarifa doc|tarifa pix|
    tarifa saque|tarifa cobranca|tarifa emissao|taxa antecipacao|taxa de antecipacao|aluguel maquininha|aluguel pos|
    mensalidade maquininha|mdr|rotativo|cheque especial|limite da conta|adiantamento a depositante|adiant depositante|
    servico sms`,
  Transferências: `nu pagamentos|nu pagament|nubank|pix|ted|doc|transferencia|transf|transferencia entre contas|pagamento de fatura|fatura paga|pagamento fatura|
    pgto fatura|pagto fatura|pagamento cartao|pagto cartao|fatura cartao|itaucard|bradescard|ourocard|santander free|
    nubank fatura|c6 fatura|inter fatura|picpay transferencia|mercado pago transferencia|pagbank transferencia|
    envio de dinheiro|remessa|wise|remessa online|western union|moneygram|transferencia internacional`,
  Investimentos: `aplicacao|aplic|apl|resgate|cdb|lci|lca|tesouro direto|tesouro|poupanca|rdb|xp investimentos|xp inc|rico|
    rico investimentos|clear|clear corretora|btg|btg pactual|nuinvest|easynvest|inter invest|modal|modalmais|genial|
    orama|warren|toro|avenue|nomad|binance|mercado bitcoin|foxbit|novadax|bitso|coinbase|cripto|bitcoin|criptomoedas|
    brasilprev|previdencia privada|pgbl|vgbl|icatu|sulamerica previdencia|bradesco vida e prev|
    caixa vida e previdencia|cofrinho|caixinha|porquinho|rende facil|invest facil|fundo de investimento|fundos|acoes|
    corretora|cctvm|dtvm|integralizacao de capital|capitalizacao|titulo de capitalizacao|consorcio|bb consorcios|
    porto consorcio|embracon|rodobens|tesouro selic|debenture|fii|b3`,
  Receitas: `salario|salarios|credito de salario|cred salario|pro labore|prolabore|rendimento|rendimentos|rend pago|dividendos|
    dividendo|jcp|juros sobre capital|estorno|estornos|cashback|meliuz|meliuz cashback|ame cashback|reembolso|
    restituicao|restituicao ir|13 salario|decimo terceiro|ferias|cred fgts|saque fgts|beneficio inss|inss beneficio|
    aposentadoria|pensao|bolsa familia|auxilio brasil|auxilio|credito em conta|deposito|deposito recebido|venda|
    vendas|recebimento|premio|bonificacao|plr|participacao nos lucros|comissao|comissoes|freelance|
    honorarios recebidos`,
  Saques: `saque|saq|saque 24h|banco24horas|banco 24 horas|bco24horas|atm|caixa eletronico|saque loterico|saque lot|
    saque no caixa|saque agencia|saque digital|saque pix|pix saque|retirada|retirada em especie`,
  Seguros: `porto seguro|porto seguro auto|azul seguros|tokio marine|hdi|hdi seguros|mapfre|allianz|allianz seguros|liberty|
    liberty seguros|yelum|itau seguros|bradesco seguros|sulamerica seguros|sul america seguros|caixa seguradora|youse|
    suhai|prudential|metlife|mongeral|mag seguros|icatu seguros|zurich|chubb|sompo|generali|sancor|pier|pier seguros|
    minuto seguros|justos|ciclic|bb seguros|brasilseg|seguro auto|seguro residencial|seguro vida|seguro de vida|
    seguro celular|seguro prestamista|seg prestamista|seguradora|seguros|seguro|corretora de seguros|
    protecao veicular|associacao de protecao veicular|apv|rastreador|assistencia 24h`,
  'Empréstimos e Financiamentos': `emprestimo|emprestimos|credito pessoal|consignado|emprestimo consignado|financiamento|financiamentos|financ|
    aymore|aymore financiamentos|bv financeira|banco bv|omni|crefisa|creditas|simplic|geru|noverde|bom pra credito|
    rebel|mercado credito|parcelamento de fatura|parcelamento fatura|acordo|acordo certo|renegociacao|
    serasa limpa nome|limpa nome|quitacao|divida|parcela credito|parc credito|parcela emprestimo|
    santander financiamentos|itau financiamentos|bradesco financiamentos|caixa financiamento|
    antecipacao saque aniversario|antecipacao fgts|capital de giro|pronampe|cdc|credito direto ao consumidor|leasing|
    home equity|credito com garantia|portocred|losango|pernambucanas financeira|crediario`,
  Outros: `correios|correio|serasa|serasa experian|boa vista scpc|spc|cartorio de protesto consulta|costureira|sapateiro|
    chaveiro e carimbos|carimbos|copiadora|xerox|copias|fotocopias|lotérica pagamento|estabelecimento|transacao|diversos|
    pagamento diversos|debito diversos|comercio de produtos|servicos gerais|
`,
  Doações: `dizimo|igreja|paroquia|templo|congregacao|assembleia de deus|igreja universal|batista|presbiteriana|adventista|
    catolica|mitra|diocese|arquidiocese|centro espirita|espirita|terreiro|vakinha|catarse|apoia se|apoiase|
    benfeitoria|kickante|doacao|doacoes|medicos sem fronteiras|msf|greenpeace|aacd|unicef|sos mata atlantica|
    gerando falcoes|hospital de amor|apae|graacc|teleton|acnur|plan international|visao mundial|actionaid|
    cruz vermelha|wwf|instituto ayrton senna|criança esperanca|crianca esperanca|amigos do bem|cufa|lar de idosos|
    abrigo|ong|associacao beneficente|beneficente|filantropica|caridade|missao|missoes`,
  'biz:vendas': `cielo|cielo vendas|rede vendas|redecard|getnet|stone vendas|stone pagamentos|pagseguro vendas|
    mercado pago liberacao|liberacao de dinheiro|repasse|repasse vendas|shopee repasse|amazon repasse|safrapay|sipag|
    sumup vendas|ton vendas|infinitepay|vero vendas|banrisul vero|elavon|adyen|pagarme|asaas liquidacao|
    liquidacao cobrancas|cred liq cobranca|credito cobranca|cobranca recebida|boleto recebido|recebimento de cliente|
    cliente|nf|nota fiscal|duplicata|antecipacao recebiveis|credito antecipado|vendas credito|vendas debito|venda pix|
    hotmart vendas|eduzz vendas|kiwify vendas|mercado livre liberacao|ifood repasse|rappi repasse|uber repasse|
    99 repasse`,
  'biz:fornecedores': `distribuidora|distrib|distribuicao|atacado de|atacadista de|industria|fabrica|metalurgica|madeireira|tecidos|
    malhas|malharia|confeccoes lima|embalagens|descartaveis|importadora|exportadora|materiais eletricos|acos|metais|
    ceramica|ferragens|frigorifico|granja|laticinios|ambev|coca cola|femsa|brf|sadia|seara|perdigao|nestle|souza cruz|
    unilever|p&g|procter|jbs|marfrig|minerva|bauducco industria|pepsico|heineken|grafica industrial|papelao|plasticos|
    quimica|tintas|insumos|materia prima|mercadorias|revenda`,
  'biz:atacado': `assai atacadista|assai atac|atacadao dia a dia|maxxi|sam s club|atakarejo|assai|roldao|
    atacadista|ceasa|hortifruti atacado|frigorifico|distribuidora de alimentos|distribuidora de bebidas|
    distrib de bebidas|bebidas alianca|granja|ovos|laticinios ltda`,
  'biz:folha': `folha|folha de pagamento|folha pagamento|salarios|salario funcionario|pagto salario|pagamento de salario|
    pagamento de salarios|sispag salario|sispag salarios|pro labore socio|adiantamento quinzenal|
    adiantamento salarial|ferias funcionario|rescisao|rescisao contrato|13 salario parcela|decimo terceiro|
    funcionarios|funcionario|colaboradores|holerite|payroll|pagamento funcionarios`,
  'biz:encargos': `fgts|fgts guia|guia fgts|gfd|fgts digital|grrf|fgts rescisorio|sefip|gfip|inss folha`,
  'biz:beneficios': `alelo refeicao|vr refeicao|sodexo refeicao|pluxee refeicao|ticket restaurante|ticket alimentacao|vr beneficios|vr|alelo|pluxee|sodexo|ticket servicos|vale refeicao|vale alimentacao|caju beneficios|
    flash beneficios|swile|ifood beneficios|mercado pago beneficios|vale cultura|beneficios|green card|valecard|
    planvale|verocard`,
  'biz:plano-saude': `plano empresarial|saude empresarial|saude empresa|unimed empresarial|amil empresarial|gympass empresas|
    wellhub empresas|totalpass empresas|odontoprev empresarial`,
  'biz:vale-transporte': `vale transporte|vt empresa|vt|riocard vt|sptrans vale transporte|bilhete unico empresa|vale transporte pj`,
  'biz:marketing': `google ads|googleads|google ads1|ads|facebk|facebook|facebook ads|meta ads|meta platforms|instagram ads|
    tiktok ads|linkedin ads|twitter ads|x ads|pinterest ads|bing ads|microsoft ads|taboola|outbrain|criteo|rd station|
    rdstation|mailchimp|hubspot|semrush|vistaprint|printi|grafica|grafica e editora|grafica rapida|
    agencia de marketing|marketing|marketing digital|agencia criativa|publicidade|propaganda|brindes|
    brindes personalizados|fotografia|producoes|outdoor|midia|midia exterior|comunicacao visual|letreiros|panfletagem|
    assessoria de imprensa|anuncios|radio fm|influenciador|impulsionamento|patrocinio|eventos corporativos|banner|
    adesivos|placas|sinalizacao`,
  'biz:software': `aws|amazon web services|aws emea|amazon aws|microsoft azure|azure|google cloud|gcp|google workspace|workspace|
    gsuite|g suite|zoom|zoom us|slack|github|gitlab|bitbucket|atlassian|jira|confluence|trello|hostgator|locaweb|
    kinghost|hostinger|godaddy|registro br|dominio|digitalocean|heroku|vercel|netlify|cloudflare|linode|vultr|
    oracle cloud|conta azul|contaazul|omie|bling|bling erp|tiny erp|totvs|sankhya|senior sistemas|linx|nuvemshop|tray|
    shopify|vtex|wix|squarespace|wordpress|figma|miro|notion so|adobe acropro|adobe creative|asana|monday|clickup|
    openai api|openai|api usage|twilio|sendgrid|zenvia|take blip|blip|pipedrive|salesforce|zendesk|intercom|freshdesk|
    docusign|clicksign|d4sign|autentique|nfe io|enotas|focus nfe|webmania|sistema|sistemas|software|saas|erp|
    desenvolvimento de sistemas|suporte tecnico|informatica e suporte|ti|hospedagem de sites|servidor|cloud|
    datacenter`,
  'biz:informatica': `dell computadores cnpj|loja de informatica|informatica cnpj|equipamentos de informatica|computadores|notebooks|
    servidores|impressoras|toner|cartuchos`,
  'biz:servicos': `escritorio contabil|contabilidade|contabil|contador|contadora|honorarios|honorarios contabeis|advocacia|advogados|
    advogado|advocaticios|juridico|consultoria|consultoria empresarial|assessoria|despachante legalizacao|traducoes|
    traducao juramentada|engenharia|projetos|arquitetura|auditoria|pericia|consultoria em rh|recrutamento|
    medicina do trabalho|saude ocupacional|contabilizei|agilize|agilize contabilidade|contabilidade online|designer|
    freelancer|prestacao de servicos|servicos prestados|terceirizacao|terceirizada|outsourcing|limpeza comercial|
    seguranca patrimonial|vigilancia`,
};
