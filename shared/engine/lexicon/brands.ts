/**
 * Brazilian brands, chains, utilities and institutions, by concept (see ../concepts.ts).
 * Folded spelling (lower case, no accents), one name per '|'. A name matches whole words of
 * the merchant part of a line, or the start of a word glued by a terminal ("zedelivery").
 */
export const BRANDS: Readonly<Record<string, string>> = {
  Alimentação: `cheirin bao|mon dog|america restaurante|montana express|sushiloko|parmegianno|bob s|rei do pastel|pastel de feira|casa do pao de queijo|viena restaurante|frango assado|divino fogao|cia do acai|oakberry|acai concept|amor aos pedacos|ofner|brunella|croasonho|cacau show|chocolates brasil cacau|brasil cacau|kopenhagen|lugano|dengo chocolates|bauducco|casa bauducco|rei do mate|mr cheney|fran s cafe|bk|burguer king|mcdonald|mc donald|mcdonalds|bobs burger|giraffas grill|habib|habibs delivery|china in box|gendai|
    koni|koni store|temakeria e cia|jin jin|lig lig|ragazzo express|spoleto culinaria|the fifties|fifties|
    outback steak|applebees|abbraccio cucina|olive garden|coco bambu|camarao e cia|mania de churrasco|fogo de chao|
    barbacoa|vento haragano|pobre juan|nb steak|jardineira grill|ca d oro|famiglia mancini|la mole|pizza hut|
    pizzaria 1900|domino|dominos pizza|mister pizza|pizza prime|pizzaria brazz|bendita pizza|forneria|frango frito|
    kfc brasil|popeyes brasil|burger king brasil|subway brasil|jeronimo burger|madero steak|bullguer burger|
    lanchonete da cidade|pao e cia|casa do pao|mega pao|padaria real|bella paulista|padaria bella paulista|dona deola|
    galeria dos paes|sodie|sodie doces|the kitchen|fran s|frans|cafe do mercado|starbucks coffee|havanna cafe|
    grao expresso|cafe cultura|coffee town|nespresso boutique|santo grao|octavio|suplicy cafes|cafe 3 coracoes|
    3 coracoes|cafe do centro|cafe bom dia|casa bauducco|kopenhagen chocolates|cacau show chocolates|
    chocolates garoto|lindt chocolates|brasil cacau chocolates|amor aos pedacos|chiquinho|bob s shake|milkshake mania|
    yogoberry|sorveteria creme mel|creme mel|kibon|ben jerry|bacio di latte gelato|los paleteros|la paleta|
    oakberry acai|acai no copo|acai mania|mundo verde|rei do mate|mate|vivenda|vivenda do camarao|domino s pizza|
    ifood restaurante|ifood mercado|ifood pedido|aiqfome pedido|rappi restaurante|uber eats br|99food|99 food|keeta|
    goomer|anota ai|delivery direto|ze delivery bebidas|ze delivery app|hot pocket|boteco do|bar do|bar da|buteco|
    cervejaria colorado|bohemia|brahma|heineken bar|choperia pinguim|pinguim|bar pirajá|piraja|bar astor|
    boteco seu rufino|paris 6 bistro|jeronimo|hamburgueria do|pizzaria do|lanches do|pastel do|tapioca da|sushi do|
    temaki do|restaurante do|restaurante da|cantina do|churrascaria do|padaria do|padaria da|confeitaria do|
    ponto do acai|acai do|acaiteria do|cafe do|cafe da|sorveteria do|doceria da|quiosque do|ifood|ifood com|ifd|rappi|
    uber eats|ubereats|ze delivery|zedelivery|aiqfome|james delivery|delivery much|mc donalds|mcdonald s|mc donald s|
    arcos dourados|burger king|bk brasil|subway|habibs|habib s|ragazzo|giraffas|bobs|bob s|spoleto|outback|
    outback steakhouse|madero|starbucks|cacau show|kopenhagen|chiquinho sorvetes|bacio di latte|frans cafe|
    casa do pao de queijo|divino fogao|dominos|domino s|frango assado|havanna|applebee s|bullguer|the coffee|
    confeitaria colombo|ampm|am pm|br mania|shell select|select shell|kfc|popeyes|jobi|taco bell|abbraccio|paris 6|
    america restaurante|tgi fridays|viena|almanara|jappa da quitanda|temakeria|sushiloko|montana grill|griletto|
    mr cheney|cookie s|croasonho|brasil cacau|chocolates brasil cacau|lindt|nestle chocolates|dengo|sodiê doces|ofner|
    bauducco|fran s cafe|octavio cafe|suplicy|nespresso|kalena|cafe do ponto|grao espresso|milky moo|oakberry|
    acai concept|acai da barra|the best acai|acaiteria|cia do acai|ben jerry s|haagen dazs|sorvetes rochinha|rochinha|
    la basque|gelato boutique|parmegianno|pizzaria camelo|braz pizzaria|veridiana|patroni|patroni pizza|ponto chic|
    bar do alemao|boteco|boteco belmonte|bar brahma|astor|original bar|jacare grill|spettus|cabana burger|
    hamburgueria|madero container|johnny rockets|jerônimo|holy burger|z deli|vila butantan|restaurante|lanchonete|
    pizzaria|churrascaria|padaria|panificadora|confeitaria|sorveteria|cafeteria|doceria|pastelaria|hot dog|marmitex|
    marmitaria|self service|buffet|rodizio|esfiharia|creperia|poke|pokeria|sushi|temaki|yakisoba|petiscaria|choperia|
    cervejaria|adega|quiosque|bistro|cantina|trattoria|galeteria|grill|lanches|pastel|salgados|burger|burguer|
    hamburger|pizza|pizzas|cafe|coffee|bar|food|foods|restaurant|lanche|acai|tapioca|subway sandwich|baked potato|
    pao de queijo|empada|coxinha|sucos|suco|casa de sucos|cia do suco|pastel de feira|giraffa s|gula gula|bier|
    brewpub|pub|steakhouse|churrasco|espetinho|petiscos|botequim|restaurantes|pluxee refeicao|sesc restaurante|kiosk|
    trailer|food truck|foodtruck|sanduiche|sanduicheria|xis|cachorro quente|pamonha|churros|brigaderia|boulangerie|
    patisserie|gelateria|paleteria|picole|sorvete|sorvetes|milkshake|cafe bar|coffee shop|casa de cha`,
  Supermercado: `tenda atacado|spani atacadista|formosa supermercados|lider supermercados|supermercados nova era|nova era supermercados|pinheiro supermercado|irmaos bretas|bahamas supermercados|mart minas|mineirao atacarejo|atacadao dia a dia|fort atacadista|komprao|koch supermercados|giassi supermercados|cooper supermercados|cooperativa cooper|super rede|supermercado rede top|superbom|superpao|super pao|economart|hiper bompreco|rede economia|super kilo|supermercados guanabara|supermarket|super market|supermercados mundial|supermercados bh|epa supermercados|super nosso|verdemar|villefort|dalben|shibata|nagumo|covabra|enxuto|joanin|hirota|sonda supermercados|st marche|mambo|oba hortifruti|hortifruti oba|quitanda hortifruti|natural da terra|armazem do campo|carvalho supermercado|frangolandia|atakarejo|hiperideal|redemix|gbarbosa|mix mateus|mateus supermercados|cometa supermercados|super lagoa|pinheiro supermercados|centerbox|super familia|supermercado super familia|coop|cooperativa de consumo|supermercado dia|dia supermercados|carrefour atacadao|atacadao carrefour|sams|sam s|walmart brasil|big bompreco|
    bompreco supermercados|nacional supermercados|super nacional|todo dia|todo dia supermercados|
    supermercado todo dia|mercado extra|extra mercado|minuto pa|pao de acucar fresh|pao de acucar delivery|gpa|
    cencosud|gbarbosa cencosud|bretas cencosud|perini cencosud|prezunic cencosud|mateus supermercados sa|mix mateus|
    supermercados bh|super bh|epa bh|supernosso em casa|verdemar bh|dma distribuidora|assai bh|villefort atacado|
    mart minas atacado|tischler|bahamas|supermercado bahamas|super bahamas|bahamas mix|cooper supermercados|
    condor super|muffato max|super muffato max|max atacadista|festval|angeloni supermercados|giassi super|
    bistek super|koch supermercados|fort atacadista sc|komprao koch|hippo|imperatriz super|super imperatriz lj|
    rede top|unidasul|nacional rs|zaffari bourbon|stok center|asun supermercados|super asun|rissul|super rissul|
    guanabara rj|mundial rj|supermarket|supermarket rj|zona sul rj|prezunic rj|inter supermercados|rede economia rj|
    hortifruti natural da terra|natural da terra|oba|st marche|sao vicente|tonin superatacado|savegnago supermercados|
    pague menos super|jau serve|enxuto|covabra|dalben|paulistao|supermercado paulistao|barracao|supermercado barracao|
    andorinha hipermercado|ricoy|supermercado ricoy|sonda supermercados|hirota food|mambo supermercados|
    dia a dia atacado|comper supermercados|atacadao comper|fort atacadista df|super adega|adega|gbarbosa se|
    atakarejo ba|redemix|rede mix|hiperideal|perini|bompreco ba|mateus ma|mateus pa|formosa supermercados|lider pa|
    supermercado nazare|nordestao rn|super show|carrefour sul|big recife|atacadao pe|todo dia pe|arco mix|cometa ce|
    pinheiro supermercado|frangolandia|super lagoa|super frangolandia|dbm|supermercado dbm|supermercado carvalho|daki|
    jokr|shopper|shopper com br|supermercado now|ifood mercado|rappi turbo mercado|cornershop|hortifruti e mercearia|
    casa de carnes|emporio santa maria|casa santa luzia|mercadao|mercadao municipal|pao de acucar|cbd pao de acucar|
    minuto pao de acucar|extra hiper|extra supermercado|carrefour|carrefour express|carrefour bairro|dia brasil|
    dia supermercado|sam s club|guanabara|supermercados guanabara|zaffari|condor|angeloni|savegnago|oba hortifruti|
    hirota|sonda|bretas|mateus|mateus supermercados|gbarbosa|muffato|super muffato|supernosso|verdemar|epa|
    epa supermercados|comper|nordestao|giassi|bistek|prezunic|supermercados mundial|zona sul|hortifruti|shibata|
    rappi turbo|oxxo|swift|dia a dia|bompreco|walmart|maxxi atacado|rede economia|bh supermercados|mart minas|
    epa plus|villefort|apoio mineiro|abc supermercados|super abc|coop rs|asun|super nosso|pague menos supermercados|
    supermercados sao vicente|joanin|supermercado lopes|supermercados barbosa|yamauchi|coop supermercados|semar|
    nagumo|komprao|koch|vivo supermercados|cometa supermercados|atacadao dia a dia|superbom|super bom|mercadinho|
    minimercado|mini mercado|mercearia|emporio|sacolao|varejao|quitanda|acougue|peixaria|laticinios|frutaria|
    verdureira|verdurao|horti fruti|supermercado|supermercados|supermerc|superm|super mercado|hipermercado|hiper|
    mercado|mercados|minuto|cestao|feira|feirao|frutas|hortifrutigranjeiros|hortifrutti|mercado livre do bairro|
    conveniencia|loja de conveniencia|padaria e mercearia|rancho|armazem|cerealista|distribuidora de bebidas|
    deposito de bebidas|adega e conveniencia|casa do norte|mambo|supermercados mambo|pao de mel|qualy|violeta|
    bergamini|supermercados bergamini|hirota express|carrefour market|sonda delivery|rede smart|smart supermercados|
    super economia|supermercado economia|bem mais|beira alta|pague pouco|preco bom|super compras|supercompras|
    hiper fruti|fruti|cereais|graos|mercado municipal|ceasa|supermercado bh|lider supermercados|yamada|
    carrefour hiper`,
  Transporte: `estapar|zul digital|zul estacionamento|cartao bom|bom sptrans|top bilhete|bilhete unico|sptrans|riocard|ricard mais|cartao riocard|bhbus|passe facil|metrofor|cbtu|concer|ecovias|ecopistas|autoban|rodoanel|triangulo do sol|via 040|ecoponte|viaoeste|rota das bandeiras|arteris|ccr|uber trip|uber br|uber do brasil|ubr pending|uber pending|uber viagem|uber flash|uber comfort|uber black|99 pop|
    99pop|99 corrida|99 moto|99moto|cabify br|indrive br|blablacar|wappa taxi|taxi rio|taxi sp|coopertaxi|
    sem parar pedagio|sem parar estacionamento|veloe tag|conectcar tag|taggy|move mais tag|c6 tag|greenpass|autoban|
    ecovias|ecopistas|ecosul|ecoponte|rodoanel oeste|viaoeste|rodovias do tiete|entrevias|eixo sp|tamoios|renovias|
    intervias|triangulo do sol|spmar|ccr via dutra|nova dutra|via dutra|ccr riosp|ccr msvia|autopista|
    arteris litoral sul|autopista fernao dias|autopista regis|via 040|concebra|eco101|eco050|ecovia|rota do oeste|
    estapar estacionamentos|indigo estacionamentos|multipark estacionamentos|allpark estacionamentos|centerpark|
    autopark|safe park|parebem|pare bem|zona azul sp|zona azul rio|cet zona azul|faixa azul|rotativo digital|
    metro sao paulo|metro rio|metrorio|metro bh|metro df|metro recife|metrofor|linha 4 amarela|viamobilidade|
    sptrans bilhete|bilhete unico sp|riocard mais|cartao bom|sou bh|cartao transporte|passe facil|recarga bilhete|
    top bilhete|buser urbano|lime|whoosh|yellow bike|tembici bike|bike sampa|bike rio|pneus e rodas|dpaschoal pneus|
    pneufree|rede pitstop|jet oil|auto shopping|bosch car service|car service bosch|centro automotivo|
    auto posto servicos|lava rapido|lava jato express|lavagem a seco|ducha|estetica automotiva|localiza manutencao|
    mobilidade|pedagio eletronico|tag pedagio|transito|detran vistoria|estacionamento shopping|uber|uber moto|uber x|
    99|99app|99 app|99 taxi|99taxi|cabify|indrive|indriver|lady driver|garupa|sem parar|semparar|conectcar|veloe|
    move mais|estapar|indigo|multipark|zul digital|zona azul|sptrans|metro|metro sp|cptm|riocard|jae|top recarga|
    bhbus|urbs|ccr|arteris|tembici|bike itau|dpaschoal|pneustore|estacionamento|estac|estacion|parking|park|rodoanel|
    pedagio|pedagios|via quatro|viaquatro|supervia|barcas|ccr barcas|bilhete unico|cartao vem|sitpass|transfacil|
    recargapay|recarga pay|moovit|buser ponto|viacao urbana|onibus urbano|brt|vlt|trensurb|metrorec|cbtu|taxi|
    radio taxi|lava jato|lavajato|lava car|lavacar|auto pecas|autopecas|auto peca|pecas|oficina|mecanica|borracharia|
    auto center|autocenter|funilaria|alinhamento|balanceamento|auto eletrica|moto pecas|motopecas|guincho|reboque|
    pneus|pneu|escapamentos|escapamento|retifica|rodas|autopeças|lubrificantes|troca de oleo|filtros|
    vidros automotivos|insulfilm|martelinho|despachante veicular|vistoria|vistoria veicular|localiza seminovos|
    ale combustiveis loja|pit stop|autoservice|auto service|car wash|lavagem|polimento|chaveiro automotivo|
    zona azul digital|estacionamento rotativo|valet|manobrista|99 tecnologia|99 corridas|wappa|easy taxi|bolt|heetch|
    autopass|zul|digipare|pneu fácil|bridgestone|pirelli|goodyear|michelin|ponto de taxi`,
  Combustível: `rede sim|posto sim|sim rede de postos|charrua|rede charrua|graal|rede graal|rodoil|dislub|posto ale|ale combustiveis|setee|posto setee|total energies|petrobras distribuidora|vibra energia|posto ipiranga|posto shell|posto petrobras|posto br|posto ale|posto setee|posto graal|posto sim|rede sim|
    posto charrua|posto rodoil|posto atem|posto equador|posto larco|posto texaco|posto total|posto vibra|
    br mania posto|posto br mania|posto de gasolina|auto posto br|auto posto shell|auto posto ipiranga|
    comercial de combustiveis|comercio de combustiveis|combustiveis ltda|derivados de petroleo|abastecedora|
    posto rodovia|posto km|posto graal km|shell box|shellbox|abastece ai|km de vantagens|premmia petrobras|
    petrobras distribuidora|raizen combustiveis|ale combustiveis|gas station|postos|postos de combustiveis|posto|
    auto posto|autoposto|pst|shell|raizen|ipiranga|petrobras|br distribuidora|vibra|ale|alesat|sim rede de postos|
    premmia|combustiveis|combustivel|gasolina|etanol|diesel|gnv|com combust|combust|fuel|posto de combustivel|
    posto de combustiveis|rede de postos|petro|setee|posto galo|graal|frango assado posto|rodoil|charrua|dislub|atem|
    larco|texaco|esso|total energies|lubrificantes posto|abastecimento`,
  Compras: `casa do construtor|lojas avenida|lebes|lojas lebes|gazin|novo mundo|lojas novo mundo|koerich|lojas koerich|berlanda|lojas berlanda|lojas cem|torra torra|lojas torra|le biscuit|armarinhos fernando|lojas colombo|quero quero|lojas quero quero|ricardo eletro|eletrozema|lojas becker|magazine luiza|magalu|lojas marisa|pernambucanas|havan|lojas havan|lojas americanas|casas bahia|ponto frio|zara|c&a|riachuelo|renner|hering|youcom|besni|lojas pompeia|lojas mm|lojas mm magazine|city lar|lojas city lar|mercadolivre com|mercado livre br|mercadopago mercadolivre|shopee br|shopee brasil|aliexpress com|ali express|
    shein com|shein brasil|temu com|wish com|amazon marketplace br|amazon br marketplace|amazon com br|amazon brasil|
    magazineluiza|magalu com|magazine luiza sa|casas bahia com|casasbahia com|pontofrio com|extra com br|
    americanas com|submarino com br|shoptime com|kabum com|pichau com|terabyte shop|fastshop com|carrefour com br|
    girafa com|mobly com|tok stok com|camicado com|leroy merlin com|telhanorte com|c&c casa e construcao|renner com|
    riachuelo com|cea com|marisa com|hering com|zara com|dafiti com|netshoes com|centauro com|decathlon br|nike com|
    adidas com|puma com|olympikus com|arezzo com|schutz com|havaianas com|reserva com|farm rio|animale com|youcom|
    oqvestir|amaro com|shoulder com|le lis|lelis blanc|maria filo|cantao com|osklen com|richards com|vivara com|
    pandora br|monte carlo|monte carlo joias|life by vivara|natura casa|imaginarium com|ri happy com|pbkids com|
    livraria cultura|saraiva livraria|leitura com|amazon livros|estante virtual com|kalunga com br|apple com br loja|
    apple store br|samsung com br|xiaomi br|motorola br|lenovo br|dell br|positivo tecnologia|multilaser|
    lg electronics|philips br|electrolux br|brastemp com|consul com|britania com|mondial com|polishop com|
    casa e video com|lojas cem com|lojas colombo com|quero quero com|havan com|le biscuit com|daiso br|miniso br|
    tiger|flying tiger|imaginarium|uatt|presentes|loja de presentes|magazine|shopping center|c&a|cea modas|
    lojas americanas sa|b2w digital|grupo casas bahia|magazine luiza|americanas sa|calcados bibi|centauro esportes|
    netshoes|dafiti|kanui|tricae|zattini|posthaus|mercado pago compra|compra online|magalu|americanas|
    lojas americanas|mercadolivre|mercado livre|meli|shopee|amazon|amazon marketplace|amazon com|amazon br|aliexpress|
    shein|temu|casas bahia|casasbahia|via varejo|ponto frio|pontofrio|fast shop|fastshop|kabum|pichau|terabyteshop|
    terabyte|leroy merlin|telhanorte|tok stok|tokstok|camicado|mobly|madeiramadeira|madeira madeira|renner|
    lojas renner|c a modas|cea|riachuelo|marisa|hering|zara|centauro|decathlon|arezzo|havaianas|reserva|lojas pompeia|
    pernambucanas|havan|livraria da vila|livraria leitura|leitura|saraiva|ri happy|kalunga|daiso|miniso|casa e video|
    polishop|apple store|apple morumbi|samsung|iplace|dell|vivara|pandora|chilli beans|elo7|enjoei|submarino|
    quero quero|lojas colombo|colombo|nike|adidas|puma|olympikus|mizuno|asics|new balance|vans|converse|all star|
    lojas cem|ricardo eletro|magazine do lar|girafa|extra com|shoptime|submarino com|oppa|westwing|zelo|
    lojas le|lojas lebiscuit|le biscuit|lojas torra|torra torra|besni|animale|shoulder|cantao|osklen|richards|aramis|
    colcci|ellus|lacoste|tommy hilfiger|calvin klein|levis|forever 21|h&m|uniqlo|sephora loja|mr cat|schutz|anacapri|
    melissa|ipanema|grendene|beira rio|usaflex|piccadilly|via mia|constance|carmen steffens|cns|datelli|democrata|
    ramarim|moleca|vizzano|pimpolho|tip top|marisol|lilica ripilica|brandili|malwee|hering kids|puket|lupo|trifil|
    valisere|intimissimi|dicico|c&c|sodimac|ferreira costa|obramax|balaroti|cassol|loja do mecanico|tramontina|
    black & decker|pbkids|pb kids|toys r us|bamboleo|nerdstore|piticas|geek|mundo geek|fnac|livrarias curitiba|
    martins fontes|travessa|blooks|estante virtual|amazon kindle loja|kindle store|gocase|capinhas|positivo|lenovo|
    acer|asus|motorola|xiaomi|mi store|philips|britania|mondial|electrolux|brastemp|consul|arno|walita|oster|cadence|
    celulares|acessorios|eletronicos|eletronica|informatica|games|loja de games|loja|lojas|store|shop|boutique|modas|
    moda|confeccoes|confeccao|confec|calcados|calcado|sapataria|roupas|vestuario|papelaria|livraria|sebo|brinquedos|
    bazar|utilidades|utilidades domesticas|variedades|armarinho|aviamentos|tecidos|moveis|movel|colchoes|colchao|
    ortobom|castor|decoracao|decor|materiais de construcao|material de construcao|deposito de materiais|ferragens|
    ferramentas|ferragem|madeireira|vidracaria loja|eletrica|materiais eletricos|floricultura|flores|joalheria|
    relojoaria|joias|bijuterias|bijoux|otica de sol|oculos de sol|esportes|esportiva|artigos esportivos|bicicletaria|
    bike shop|camping|pesca|caca e pesca|informatica loja|smartphone|lojas americanas s a|b2w|americanas s a|
    kalunga com|amaro|cissa magazine|studio z|outlet|magazine torra|lojao do bras|25 de marco|feira da madrugada|
    camisaria|alfaiataria|costura loja|tabacaria|headshop|sex shop|perfumaria loja|loja de departamentos|
    departamentos|wish|ebay|etsy|banggood|gearbest|mercadopago compras|olx|olx pay|marketplace|google store|
    apple com br|amazon mktplace|amazon-marketplace|mktplace|amzn|amzn mktp|alibaba|kwai shop|tiktok shop`,
  Saúde: `poupafarma|drogaria big ben|big ben farmacia|drogaria minas brasil|drogaria santa marta|drogarias tamoio|farmelhor|farmacia do trabalhador|farmacias associadas|drogaria iguatemi|drogarias pacheco|drogaria moderna|farmacias sao joao|sao joao farmacias|drogaria sao paulo|drogarias globo|drogaria globo|pague menos|extrafarma|drogal|nissei|farmacia preco popular|preco popular|drogaria catarinense|drogaria venancio|farmacias permanente|ultrafarma|farmais|odonto excellence|odontocompany|oral sin|sorridents|orthopride|odontoclinic|amor saude|dr consulta|cura imagem|labi exames|lab a+|a+ medicina diagnostica|sabin|hermes pardini|lavoisier|delboni|salomao zoppi|fleury|chilli beans|oticas carol|otica diniz|oticas diniz|otica dinis|oticas wanny|drogasil sa|raia drogasil|droga raia sa|drogaria sao paulo sa|dpsp|drogarias pacheco sa|pague menos sa|
    farmacias pague menos|farmacia pague menos|panvel farmacias sa|drogaria araujo sa|nissei farmacias|
    drogarias nissei|extrafarma sa|drogaria venancio sa|drogal farmaceutica|drogarias drogal|farmacias sao joao|
    sao joao farmacias|farmacia indiana|drogaria rosario distrital|drogaria globo|drogarias globo|drogaria iguatemi|
    drogaria moderna|drogaria bifarma|bifarma|drogaria ultra popular|ultrapopular|drogaria tamoio|drogaria mais|
    drogarias tamoio|farmacia do trabalhador|farmacia do trabalhador do brasil|farmacias associadas|rede farmes|
    farmes|drogarias maxi|drogaria catarinense|farmacia permanente|drogaria santa marta|drogaria campea|
    farmacia popular do brasil|labi exames|labi|alta diagnosticos|alta excelencia|cdb medicina diagnostica|
    sergio franco|bronstein|lab a+|laboratorio sabin|sabin diagnostico|hermes pardini|pardini|dasa exames|delboni|
    lavoisier|salomao zoppi|hospital albert einstein|einstein hospital|hospital sirio libanes|hospital oswaldo cruz|
    hospital samaritano|hospital sao luiz|rede d or|rede dor sao luiz|hospital copa dor|hospital moinhos de vento|
    hospital mae de deus|hospital santa catarina|hospital santa joana|hospital israelita|hcor hospital|
    beneficencia portuguesa|bp hospital|santa casa de misericordia|hospital das clinicas|hospital unimed|
    hospital da crianca|hospital infantil sabara|unimed seguros|unimed nacional|unimed central|amil saude|amil one|
    sulamerica saude sa|bradesco saude sa|notredame intermedica saude|hapvida saude|gndi saude|prevent senior saude|
    golden cross saude|porto seguro saude sa|care plus saude|omint saude|mediservice|assim saude|camed|cassi|geap|
    postal saude|saude caixa|odontoprev sa|amil dental|sulamerica odonto|uniodonto|dental uni|odonto system|
    oral sin implantes|sorridents clinica|orthodontic|clinica odontologica|smart fit academia|smartfit academia|
    bluefit academia|selfit academia|bodytech academia|formula academia|bio ritmo|biorritmo|companhia athletica|
    cia athletica|just fit academia|panobianco academia|academia gaviões|ironberg|gympass br|wellhub br|totalpass br|
    zenklub br|vittude|psicologia viva|conexa saude|doctoralia|dr consulta sa|amor saude clinica|clinica sim saude|
    cuidar mais|docway|teladoc|drogasil|droga raia|drogaraia|raia|pague menos|drogaria sao paulo|drogarias pacheco|
    panvel|drogaria araujo|nissei|farmacias nissei|extrafarma|venancio|drogaria venancio|drogal|fleury|
    delboni auriemo|sabin|a+ medicina|a mais medicina|dasa|amil|bradesco saude|notredame|notredame intermedica|
    intermedica|gndi|hapvida|prevent senior|unimed|sulamerica saude|sul america saude|porto saude|porto seguro saude|
    golden cross|care plus|omint|allianz saude|sirio libanes|hosp sirio libanes|albert einstein|einstein|hcor|
    oswaldo cruz|samaritano|rede dor|copa dor|hospital|hosp|sabara|drconsulta|dr consulta|amor saude|clinica sim|
    cia da consulta|smartfit|smart fit|bodytech|wellhub|gympass|totalpass|selfit|bluefit|just fit|panobianco|academia|
    crossfit|pilates|odontoprev|odonto|oral sin|sorridents|oticas carol|otica|oticas|otica diniz|oticas diniz|
    chilli beans oculos|zenklub|psicologo|psicologa|psicologia|terapia|terapeuta|fisioterapia|fisio|nutricionista|
    nutri|fonoaudiologa|dentista|odontologia|odontologico|consultorio|clinica|clinicas|medico|medica|medicina|
    laboratorio|lab|analises clinicas|diagnostico|radiologia|ultrassom|exames|farmacia|farmacias|drogaria|drogarias|
    drog|farma|farmais|farmaciasempre|farmacia popular|drogao|droga|drogasmil|farmacia sao joao|drogaria rosario|
    drogaria sao bento|ultrafarma|onofre|drogaria onofre|farmacia preco popular|manipulacao|farmacia de manipulacao|
    pharmapele|oficial farma|dermage|hospital veterinario humano|ortopedia|ortopedista|cardiologia|dermatologia|
    oftalmologia|oftalmo|pediatria|ginecologia|urologia|hemoterapia|vacina|vacinas|clinica de vacinas|pronto socorro|
    ps infantil|upa|santa casa|unimed bh|unimed paulistana|unimed rio|seguros unimed|bradesco dental|metlife dental|
    personal trainer|estudio de pilates|studio pilates|yoga|natacao|hidroginastica|academia de ginastica|
    escola de ginastica|cdi|centro diagnostico|lab analises|laboratorio de analises|biomedicina|medicamentos|remedios|
    iron gym|gym|fitness|box crossfit|treino`,
  Viagem: `viacao ouro e prata|ouro e prata|viacao cometa|viacao aguia branca|aguia branca|gontijo|viacao gontijo|itapemirim|viacao 1001|auto viacao 1001|viacao catarinense|real expresso|expresso guanabara|rapido federal|emtram|progresso viacao|viacao garcia|eucatur|viacao andorinha|expresso brasileiro|latam airlines brasil|latam airlines group|tam linhas aereas|gol linhas aereas inteligentes|gol smiles|
    azul linhas aereas brasileiras|azul conecta|voepass|passaredo|map linhas aereas|tap portugal|american air|
    united airlines|delta air lines|air france klm|british airways|iberia lineas|emirates airline|qatar airways|
    copa air|avianca brasil|aerolineas argentinas|jetsmart airlines|flybondi airlines|arajet|sky airline chile|
    decolar com|decolar br|booking com br|booking hotel|airbnb br|airbnb payments|expedia br|hoteis com br|trivago br|
    hurb viagens|hotel urbano|cvc viagens sa|cvc corp|submarino viagens|viajanet|maxmilhas com|123milhas com|
    smiles fidelidade|livelo|latam pass compra|tudoazul compra|accor hotels|all accor|ibis budget|ibis hotel|
    novotel hotel|mercure hotel|pullman|sofitel|grand mercure|blue tree hotels|transamerica hotels|
    nacional inn hoteis|intercity hotels|bourbon hoteis|windsor hoteis|atlantica hotels|wyndham|ramada|comfort inn|
    quality inn|hilton hotels|hampton|marriott hotels|sheraton hotel|radisson|best western|slaviero|vila gale|
    beach park resort|rio quente|thermas dos laranjais|club med br|localiza rent a car|localiza hertz|movida aluguel|
    unidas aluguel|hertz br|avis br|budget br|foco aluguel de carros|rentcars com|clickbus com|buser viagens|
    quero passagem|guichevirtual|viacao cometa sa|viacao 1001 sa|auto viacao 1001|viacao itapemirim|viacao gontijo|
    viacao aguia branca|viacao catarinense|viacao garcia|expresso guanabara|viacao real expresso|expresso uniao|
    viacao progresso|viacao sao geraldo|viacao kaissara|eucatur|viacao cruzeiro do sul|viacao pluma|rodoviaria tiete|
    terminal rodoviario tiete|rodoviaria novo rio|seguro viagem assist card|assist card br|travel ace|gta assistencia|
    intermac|universal assistance|confidence cambio|confianca cambio|cotacao cambio|frente corretora|wise viagem|
    nomad viagem|dufry duty free|dufry|duty free shop|aeroporto internacional|gru aeroporto|riogaleao aeroporto|
    aeroporto de confins|hotel e pousada|pousada do|hotel do|resort e spa|chale do|latam|latam air|latam airlines|tam|
    gol|gol linhas aereas|voegol|azul|azul linhas aereas|azul web|tap|tap air portugal|american airlines|united|delta|
    air france|klm|lufthansa|iberia|emirates|qatar|copa airlines|avianca|aerolineas|jetsmart|flybondi|sky airline|
    decolar|booking|booking com|hotel at booking|airbnb|expedia|hoteis com|hotels com|cvc|cvc viagens|movida|localiza|
    unidas|unidas locadora|hertz|avis|budget|foco aluguel|rentcars|clickbus|buser|viacao cometa|cometa|aguia branca|
    itapemirim|gontijo|1001|viacao 1001|kaissara|guanabara viagens|rapido federal|expresso do sul|mercure|ibis|
    ibis styles|novotel|accor|blue tree|intercity|nacional inn|transamerica|hilton|marriott|sheraton|windsor|hurb|
    maxmilhas|123milhas|123 milhas|smiles|livelo passagens|latam pass|tudoazul|rio quente resorts|club med|
    costa do sauipe|hotel|hoteis|hostel|pousada|resort|chale|flat|apart hotel|motel|hospedagem|camping resort|
    agencia de turismo|turismo|passagens|passagem|viagens|viagem|assist card|gta seguro viagem|seguro viagem|
    affinity seguro viagem|cambio|casa de cambio|duty free|world duty free|rodoviaria|terminal rodoviario|aeroporto|
    gru airport|riogaleao|viracopos|locadora|locadora de veiculos|rent a car|rentcar|rent car|trivago|kayak|
    skyscanner|zarpo|hotel fazenda|pousada e hotel|airbnb com|blablacar|wemobi|expresso brasileiro|andorinha viacao|
    princesa do norte`,
  Assinaturas: `netflix br|netflix assinatura|netflix com br|spotify br|spotify ab|spotify premium br|disney plus br|
    disneyplus com|star plus br|max com|hbo max br|prime video br|amazon prime br|amazonprime|amazon prime video|
    amazon music unlimited|globoplay assinatura|globo play|deezer br|apple one|apple tv|apple tv plus|icloud storage|
    google one br|youtube premium br|youtube music premium|microsoft 365 br|office 365 br|xbox live|xbox game pass br|
    playstation plus br|nintendo online|crunchyroll br|paramount plus br|paramount+|telecine play|premiere fc|
    sportv play|dazn br|star+|mubi br|looke br|oldflix|claro video|vivo play|sky plus|directv go br|audible br|
    kindle unlimited br|skeelo|tag experiencias|leiturinha|ubook|storytel|12min|chatgpt plus|openai chatgpt|
    claude pro|anthropic claude|perplexity|midjourney inc|github copilot|canva pro|adobe systems|adobe creative cloud|
    adobe acrobat|dropbox plus|google workspace individual|notion so|evernote premium|todoist pro|duolingo super|
    strava premium|calm app|headspace app|tinder plus|tinder gold|bumble premium|happn premium|badoo|grindr|
    linkedin premium br|uol|uol host|folha assinatura|estadao assinatura|o globo assinatura|valor assinatura|
    exame assinatura|veja assinatura|the economist|nyt|new york times|wall street journal|clube do livro|wine clube|
    clube wine|evino clube|smart tv assinatura|assinatura mensal|mensalidade app|subscription|recurring|monthly plan|
    netflix|netflix com|spotify|disney plus|disney|disneyplus|star plus|hbo max|hbomax|prime video|amazon prime|
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
  Moradia: `quintoandar aluguel|quinto andar aluguel|loft aluguel|housi aluguel|lello condominios sa|apsa condominios|
    auxiliadora predial sa|itamb|hubert imoveis|lopes imoveis|coelho da fonseca|abyara|imobiliaria lello|
    administradora apsa|protel condominios|graiche|conasa|condominio residencial|condominio edificio|cond edif|
    condominio do edificio|taxa de condominio|boleto condominio|aluguel residencial|aluguel casa|aluguel apto|
    parcela imovel|prestacao imovel|financiamento habitacional|caixa habitacao|habitacao caixa|
    credito imobiliario caixa|mrv engenharia|mrv|cury construtora|tenda construtora|direcional engenharia|cyrela|
    gafisa|even construtora|eztec|plano e plano|vivaz|pdg|rossi|living|helbor|trisul|mitre|moura dubeux|
    parafuzo diarista|limppano|donamaid|diaristas|faxina residencial|get ninjas|getninjas|
    dedetizadora e desentupidora|desentupidora 24h|chaveiro 24h|eletricista residencial|encanador 24h|
    vidracaria e esquadrias|serralheria e vidracaria|marmoraria|gesso e drywall|pintura predial|wework|regus|
    coworking|escritorio compartilhado|sala comercial|quintoandar|quinto andar|condominio|cond|edificio|apsa|lello|
    lello condominios|auxiliadora predial|imobiliaria|aluguel|prest hab|habitacional|financ imobiliario|
    financiamento imobiliario|credito imobiliario|diarista|faxina|faxineira|parafuzo|vidracaria|dedetizadora|
    dedetizacao|serralheria|reformas|reforma|construcoes|construtora|marcenaria|marceneiro|encanador|eletricista|
    pintor|pedreiro|gesseiro|jardinagem|paisagismo|jardineiro|desentupidora|chaveiro|limpeza|
    administradora de condominios|administradora|housi|loft|airbnb aluguel|iptu condominio|taxa condominial|
    cota condominial|sindico|portaria|zelador|manutencao predial|instalacoes|ar condicionado|climatizacao|persianas|
    cortinas|tapetes|lavanderia|lavanderia 5asec|5asec|omo lavanderia|passadeira|mudancas|mudanca|carreto|
    seguranca residencial|alarme|monitoramento|cameras|aluga|locacao|locacao residencial|casa branca alugueis`,
  'Contas e Serviços': `enel sp|enel rj|enel ce|enel distribuicao|eletropaulo metropolitana|light servicos de eletricidade|
    cemig distribuicao|copel distribuicao|cpfl paulista|cpfl piratininga|cpfl energia|coelba neoenergia|
    neoenergia pernambuco|celpe neoenergia|cosern neoenergia|elektro neoenergia|equatorial para|equatorial maranhao|
    equatorial piaui|equatorial alagoas|equatorial goias|energisa mt|energisa ms|energisa pb|energisa to|energisa se|
    celesc distribuicao|rge sul|ceee equatorial|edp espirito santo|edp sao paulo|amazonas energia sa|roraima energia|
    sulgipe|cocel|sabesp sa|cia de saneamento basico|cedae rio|aguas do rio|iguá saneamento|copasa mg|sanepar pr|
    embasa ba|compesa pe|cagece ce|caern rn|cagepa pb|casal al|deso se|agespisa pi|caema ma|cosanpa pa|cosama am|
    saneago go|caesb df|sanesul ms|casan sc|corsan rs|dmae poa|semasa|sanasa|saae|daae|sabesp conta|comgas sa|
    naturgy gas|ceg rio|gas natural fenosa|bahiagas|copergas|sulgas|scgas|ultragaz sa|liquigas sa|supergasbras sa|
    nacional gas butano|copagaz sa|consigaz|fogas|vivo sa|telefonica brasil|telefonica|claro sa|claro net|net claro|
    tim sa|tim celular|oi sa|oi movel|sky servicos de banda larga|sky tv|algar telecom sa|brisanet telecom|desktop sa|
    vero sa|giga mais|unifique telecom|ligga telecom|copel telecom|sercomtel|americanet|mob telecom|alares|
    alares internet|vivo internet|claro internet|tim ultrafibra|oi fibra sa|nio|nio fibra|starlink internet|
    hughesnet br|conta vivo|conta claro|conta tim|conta oi|recarga vivo|recarga claro|recarga tim|recarga oi|
    celular pre pago|plano celular|fatura celular|distribuidora de gas|distribuidora de gas glp|enel|light|light sesa|
    cemig|copel|cpfl|coelba|neoenergia|equatorial|energisa|celesc|rge|ceee|edp|elektro|eletropaulo|ampla|cosern|celpe|
    coelce|amazonas energia|cea energia|ceal|cepisa|sabesp|cedae|copasa|sanepar|embasa|aguas de|semae|dmae|corsan|
    casan|cagece|caesb|saneago|compesa|cagepa|caern|deso|casal|cosanpa|caerd|caer|agespisa|sanesul|iguá|igua|aegea|
    brk|brk ambiental|comgas|naturgy|gas natural|ultragaz|liquigas|supergasbras|copagaz|nacional gas|disk gas|gas|
    botijao|vivo|vivo fixo|vivo fibra|claro|net|net servicos|tim|tim live|oi|oi fibra|sky|sky brasil|algar|
    algar telecom|desktop|desktop internet|giga mais fibra|vero|vero internet|brisanet|ligga|unifique|nextel|
    correios celular|surf telecom|telecom|fibra|internet|provedor|banda larga|telefonia|telefone|conta de luz|
    conta de agua|conta luz|conta agua|energia|energia eletrica|agua e esgoto|esgoto|saneamento|
    distribuidora de energia|recarga celular|recarga de celular|recarga|claro recarga|vivo recarga|tim recarga|
    oi recarga|embratel|starlink|hughesnet|viasat|tv por assinatura|directv|claro tv|oi tv|vivo tv|conta de telefone|
    fatura vivo|fatura claro|fatura tim|light servicos|eletricidade|distribuicao de energia|companhia de saneamento|
    linknet|netway|veloxnet|wnet|proxxima|vivo empresas|claro empresas|tim empresas`,
  Educação: `pluralsight|datacamp|codecademy|brilliant|hotmart|hotmart curso|kiwify curso|alura cursos|alura online|udemy br|udemy com|coursera inc|edx org|domestika br|skillshare|masterclass|
    linkedin learning|duolingo br|babbel|busuu|cambly br|open english br|wizard by pearson|wise up|fisk idiomas|
    cna idiomas|ccaa idiomas|cultura inglesa sa|yazigi idiomas|berlitz br|kumon br|estrategia educacional|
    gran cursos online|direcao concursos|qconcursos com|tec concursos|aprova concursos|descomplica cursos|
    me salva com|stoodi com|poliedro educacao|bernoulli educacao|sistema anglo|colegio objetivo|colegio etapa|
    colegio bandeirantes|colegio santa cruz|colegio santo agostinho|colegio marista|marista|colegio salesiano|
    salesiano|colegio adventista|educacao adventista|escola sesi|senai cursos|senac cursos|senac sp|senac rj|
    sebrae cursos|fgv online|fundacao getulio vargas|insper instituto|ibmec rj|mackenzie sp|
    universidade presbiteriana mackenzie|puc sp|pucrs|puc rio|puc minas|puc pr|unisinos|unicamp|usp|unesp|
    unip universidade|uninove universidade|anhanguera educacional|kroton educacional|cogna educacao|unopar ead|
    unicesumar ead|uninter ead|estacio de sa|estacio ead|yduqs|ser educacional|unifor|unifacs|unijorge|fmu|
    faculdade fmu|fiap tecnologia|faculdade impacta|impacta|cruzeiro do sul virtual|ead cruzeiro|unisa|uniasselvi|
    univesp|unimes|ulbra|feevale|unoesc|unochapeco|univali|furb|udesc|ufsc|mensalidade faculdade|mensalidade colegio|
    mensalidade escola|material didatico|livros didaticos|uniforme escolar|alura|udemy|duolingo|coursera|edx|
    domestika|hotmart curso|estrategia concursos|gran cursos|gran concursos|qconcursos|descomplica|me salva|stoodi|
    curso excel|fiap|estacio|cruzeiro do sul|cruzeiro do sul educacional|fgv|unip|anhanguera|kroton|cogna|unopar|
    uninove|unicesumar|uninter|puc|mackenzie|insper|ibmec|senac|senai|sesi escola|ccaa|wizard|fisk|cna|kumon|
    open english|cambly|cultura inglesa|yazigi|berlitz|ef english|english live|escola|colegio|faculdade|universidade|
    universitario|educacional|educacao|ensino|curso|cursos|preparatorio|pre vestibular|cursinho|creche|bercario|
    mensalidade escolar|matricula|material escolar|apostila|escola de musica|escola de idiomas|idiomas|ingles|
    espanhol|autoescola|auto escola|cfc|escola de informatica|inscricao concurso|fundacao cesgranrio|cesgranrio|
    vunesp|fcc concursos|cebraspe|cespe|enem|inep|vestibular|fuvest|comvest|taxa de inscricao|academia de idiomas|
    aulas|aula particular|professor|professora|tutor|rocketseat|digital innovation one|origamid|b7web|ebac|pm3|
    xp educacao|igti|voitto|britannica|brainly|khan|geekie|plurall|saraiva educacao|arco educacao|bernoulli|poliedro|
    positivo ensino|maple bear|sesi|senac ead|ead|pos graduacao|mba|lato sensu`,
  Lazer: `gnc cinemas|arcoplex|cine topazio|cineart|hot park|magic park|parque da monica|kidzania|bioparque|nuuvem|green man gaming|gog com|ubisoft|cinemark brasil|cinemark cinemas|cinepolis br|kinoplex cinemas|uci kinoplex|cine araujo|cineflix|
    cinesystem cinemas|centerplex|moviecom cinemas|playarte|espaco itau cinema|petra belas artes|reserva cultural|
    ingresso com br|ingressorapido|eventim br|ticketmaster br|sympla com|sympla bileto|bileto|uhuu com|total acesso|
    ticket360|blueticket com|guiche web|compre ingressos|tickets for fun br|t4f|livepass|bilheteria digital|
    zig tickets|shotgun|eventbrite br|steam purchase|steam games|valve corp|playstation network br|psn br|
    nintendo eshop br|microsoft store|xbox store|epic games br|riot games br|league of legends|valorant|
    free fire diamantes|garena br|roblox corp|robux|supercell store|google play jogos|app store jogos|hopi hari sa|
    beto carrero world sa|beach park sa|wet n wild sp|snowland|magic city|thermas water park|aquario de sao paulo|
    aquario do rio|aquario rio|zoologico sp|zoo sp|museu do futebol|museu catavento|catavento|instituto inhotim|
    inhotim|masp museu|pinacoteca sp|sesc ingresso|teatro renault|teatro bradesco|teatro santander|
    allianz parque ingresso|maracana ingresso|socio torcedor|sociotorcedor|fiel torcedor|avanti palmeiras|
    meu tricolor|nacao rubro negra|kart indoor|boliche|boliche e bar|fliperama|game station|playland|hot zone|
    lotericas caixa|loterias caixa|mega sena aposta|bet365 br|betano br|sportingbet br|betfair|pixbet br|
    esportes da sorte|estrela bet|kto br|novibet br|superbet br|galera bet|betnacional|br4bet|blaze apostas|
    clube de campo|clube recreativo|clube social|iate clube|country club|associacao atletica banco do brasil|aabb|
    sesc|cinemark|uci|uci cinemas|cinesystem|kinoplex|cinepolis|moviecom|cine|cinema|cinemas|espaco itau de cinema|
    sympla|ticketmaster|uhuu|ingresso com|ingressos|ingresso rapido|eventim|tickets for fun|eventbrite|bilheteria|
    steam|steamgames|steampowered|nintendo|nintendo eshop|eshop|epic games|playstation store|playstation network|psn|
    xbox|microsoft xbox|riot games|blizzard|battle net|ea games|google play games|supercell|niantic|roblox|garena|
    free fire|valve|beto carrero|beto carrero world|wet n wild|hopi hari|playcenter|beach park|thermas|
    parque aquatico|parque|museu|masp|pinacoteca|zoologico|aquario|teatro|show|shows|casa de shows|festival|balada|
    boate|clube|club|karaoke|kart|paintball|escape room|diverland|parque de diversoes|circo|planetario|sesc sp|
    sesc florianopolis|estadio|futebol|arena|allianz parque|neo quimica arena|maracana|mineirao|
    socio torcedor ingresso|loteria|lotericas|loterias|mega sena|bet|bets|aposta|apostas|betano|bet365|sportingbet|
    pixbet|blaze|estrelabet|novibet|kto|superbet|casino|cassino|chacara de lazer|pesqueiro|pesque pague|
    clube atletico|associacao atletica|hipica|golfe|banca|banca de jornal|revistaria|ingresso|ingressos com|
    disney ingressos|cirque du soleil|museu do amanha|museu do ipiranga|ccbb|instituto tomie`,
  'Cuidados Pessoais': `o boticario sa|boticario loja|natura cosmeticos sa|natura loja|avon cosmeticos|eudora loja|
    quem disse berenice loja|sephora brasil|sephora com br|the beauty box loja|mac cosmeticos|loccitane au bresil|
    granado loja|phebo|epoca cosmeticos com|beleza na web|belezanaweb|lojas rede|dermage|payot loja|
    jacques janine salao|studio w|werner|c kamura|beleza natural salao|espacolaser|espaco laser|pello menos depilacao|
    barbearia vip|barbearia do|barber shop|sobrancelha design|depil studio|esmalteria nacional|nail bar|maniqueira|
    manicure e pedicure|salao de beleza do|salao da|estetica e beleza|clinica de estetica avancada|
    harmonizacao facial|perfumaria loja|loja de cosmeticos|cosmeticos e perfumaria|o boticario|boticario|natura|
    natura cosmeticos|avon|eudora|sephora|quem disse berenice|l occitane|loccitane|epoca cosmeticos|sallve|
    pello menos|beleza natural|jacques janine|granado|the beauty box|beauty box|mac cosmetics|barbearia|barber|
    barbershop|barbeiro|cabeleireiro|cabeleireira|cabelereiro|salao|salao de beleza|studio de beleza|
    estudio de beleza|espaco de beleza|beleza|estetica|clinica de estetica|day spa|spa|massagem|massoterapia|manicure|
    pedicure|esmalteria|unhas|nail|nails|sobrancelhas|design de sobrancelhas|depilacao|depil|laser depilacao|
    maquiagem|make up|makeup|cosmeticos|cosmetico|perfumaria|perfumes|perfume|tattoo|tatuagem|piercing|dona beleza|
    maria bonita cabeleireiros|walita beleza|mary kay|jequiti|hinode|contem1g|payot|vult|ruby rose|boca rosa|wella|
    loreal|l oreal|kerastase|truss|lola cosmetics|skala|embelleze|barba|corte de cabelo|cabelos|hair|visagismo|
    alisamento|trancas|megahair|lash|cilios|extensao de cilios`,
  Pets: `petz sa|petz com br|cobasi sa|cobasi com br|petlove sa|petlove com br|petland br|zee dog br|zeedog com|dog hero|
    doghero com|petshop do|pet shop do|clinica veterinaria do|hospital veterinario do|racoes do|agropecuaria do|
    casa de racao do|banho e tosa do|pet center do|petsupermarket|pet supermarket|royal canin|premier pet|
    golden racao|pedigree|whiskas|special dog|vet smart|vetsmart|petmed|pet care|petz|cobasi|petlove|petland|zee dog|
    zeedog|doghero|pet shop|petshop|pet center|petcenter|pet|pets|veterinaria|veterinario|vet|clinica veterinaria|
    hospital veterinario|banho e tosa|tosa|racao|casa de racao|racoes|agropet|agro pet|aquarismo|passaros|petz com|
    cobasi com|petlove com|mundo animal|bicho|auau|dog|adestrador|adestramento|hotel para caes|creche para caes|
    dogwalker|passeador`,
  'Impostos e Taxas': `receita federal do brasil|rfb|secretaria da receita federal|prefeitura de sao paulo|prefeitura do rio|
    prefeitura municipal|pref municipal|pmsp|detran sp|detran rj|detran mg|detran pr|detran rs|detran sc|detran ba|
    detran pe|detran ce|detran go|detran df|detran es|sefaz sp|sefaz rj|sefaz mg|sefaz pr|sefaz rs|fazenda sp|dare sp|
    gare icms|ipva sp|ipva 2024|ipva 2025|ipva 2026|iptu 2024|iptu 2025|iptu 2026|iptu sp|iptu rio|
    licenciamento anual|crlv|crlv digital|multa detran|multa der|autuacao|infracao de transito|cartorio de registro|
    cartorio de notas|cartorio civil|reconhecimento de firma|autenticacao|certidao|poupatempo sp|ganha tempo|
    vapt vupt|policia federal passaporte|gru simples|taxa gru|emissao passaporte|taxa de lixo|cosip|
    contribuicao de iluminacao|laudemio|itbi prefeitura|itcmd|carne leao|inss contribuinte individual|
    gps contribuinte|darf numerado|das mei|simples nacional das|conselho regional|anuidade crea|anuidade crm|
    anuidade oab|anuidade cro|anuidade crc|anuidade coren|anuidade crp|ipva|iptu|darf|irpf|imposto de renda|
    receita federal|detran|licenciamento|multa|multas|multa transito|der|dnit|prf|cartorio|tabeliao|tabelionato|
    oficio de notas|registro civil|registro de imoveis|protesto|prefeitura|tributo|tributos|imposto|impostos|gru|
    passaporte|policia federal|sefaz|secretaria da fazenda|dpvat|seguro obrigatorio|gare|dae|icms|iss|issqn|
    simples nacional|inss|gps|previdencia social|itbi|cip|contribuicao sindical|crea|crm|oab|cro|crc|coren|crp|
    anuidade conselho|despachante|emplacamento|vistoria detran|cnh|renovacao cnh|taxa detran|poupatempo|
    junta comercial|jucesp|jucerja|jucemg|receita estadual|tesouro nacional gru|dctfweb|esocial`,
  'Tarifas Bancárias': `tarifa pacote|tarifa mensal|tarifa de manutencao|tarifa conta|tar cesta|cesta servicos|cesta relacionamento|
    pacote padronizado|tarifa avulsa|tarifa transferencia|tarifa doc ted|tarifa de saque|tarifa extrato|tarifa cartao|
    anuidade cartao|anuidade cartao de credito|anuidade diferenciada|anuidade nacional|anuidade internacional|
    iof compra internacional|iof internacional|iof cartao|iof adicional|iof diario|juros rotativo|juros de mora|
    juros atraso|juros cheque especial|encargos rotativo|encargos financeiros|multa por atraso|taxa de saque|
    avaliacao emergencial de credito|seguro prestamista cartao|tarifa|tarifas|tar|pacote de servicos|cesta|
    cesta de servicos|anuidade|iof|juros|encargos|multa atraso|taxa de manutencao|manutencao de conta|
    mensalidade pacote|tarifa bancaria|tarifa ted|tarifa doc|tarifa pix|tarifa saque|tarifa cobranca|tarifa emissao|
    taxa antecipacao|taxa de antecipacao|aluguel maquininha|aluguel pos|mensalidade maquininha|mdr|rotativo|
    cheque especial|limite da conta|adiantamento a depositante|adiant depositante|servico sms`,
  Transferências: `tbi|deposito recebido|dp dinh|transferencia enviada|transferencia recebida|transf entre contas|transf propria|mesma titularidade|pix enviado|
    pix recebido|ted enviada|ted recebida|doc enviado|doc recebido|pagamento de fatura cartao|pagamento fatura nubank|
    fatura nubank|fatura itau|fatura bradesco|fatura santander|fatura inter|fatura c6|fatura xp|fatura btg|
    fatura caixa|fatura bb|fatura ourocard|pagamento cartao de credito|picpay transf|mercado pago transf|
    pagbank transf|recarga picpay|recarga mercado pago|deposito em conta|deposito|nu pagamentos|nu pagament|nubank|
    pix|ted|doc|transferencia|transf|transferencia entre contas|pagamento de fatura|fatura paga|pagamento fatura|
    pgto fatura|pagto fatura|pagamento cartao|pagto cartao|fatura cartao|itaucard|bradescard|ourocard|santander free|
    nubank fatura|c6 fatura|inter fatura|picpay transferencia|mercado pago transferencia|pagbank transferencia|
    envio de dinheiro|remessa|wise|remessa online|western union|moneygram|transferencia internacional`,
  Investimentos: `kinvo|vitreo|modalmais|ion itau|itau investimentos|bradesco investimentos|santander investimentos|bb investimentos|caixa investimentos|nubank caixinha|picpay cofrinho|mercado pago rendimento|rendimento caixinha|dinheiro reservado|dinheiro retirado|reserva de dinheiro|xp investimentos cctvm|xp corretora|rico corretora|clear corretora sa|btg pactual digital|nuinvest corretora|
    easynvest|inter dtvm|inter invest|modal dtvm|genial investimentos|orama dtvm|warren investimentos|
    toro investimentos|avenue securities|nomad global|c6 invest|itau corretora|bradesco corretora|ágora|
    agora investimentos|safra corretora|guide investimentos|necton|mirae asset|binance com|mercado bitcoin sa|foxbit|
    novadax br|bitso br|coinbase br|crypto com|kraken|tesouro direto aplicacao|aplicacao tesouro|aplicacao poupanca|
    aplicacao cdb|aplicacao automatica|aplic aut|resgate automatico|resgate cdb|resgate tesouro|resgate poupanca|
    brasilprev seguros|brasilprev previdencia|icatu previdencia|bradesco previdencia|itau previdencia|
    caixa previdencia|sulamerica previdencia|porto previdencia|mongeral previdencia|previdencia complementar|
    consorcio embracon|consorcio porto|consorcio itau|consorcio bradesco|consorcio caixa|consorcio bb|
    consorcio rodobens|consorcio magalu|consorcio nacional|titulo de capitalizacao|ourocap|pe quente bradesco|
    tele sena|telesena|capitalizacao|aplicacao|aplic|apl|resgate|cdb|lci|lca|tesouro direto|tesouro|poupanca|rdb|
    xp investimentos|xp inc|rico|rico investimentos|clear|clear corretora|btg|btg pactual|nuinvest|modal|modalmais|
    genial|orama|warren|toro|avenue|nomad|binance|mercado bitcoin|novadax|bitso|coinbase|cripto|bitcoin|criptomoedas|
    brasilprev|previdencia privada|pgbl|vgbl|icatu|bradesco vida e prev|caixa vida e previdencia|cofrinho|caixinha|
    porquinho|rende facil|invest facil|fundo de investimento|fundos|acoes|corretora|cctvm|dtvm|
    integralizacao de capital|consorcio|bb consorcios|porto consorcio|embracon|rodobens|tesouro selic|debenture|fii|
    b3`,
  Receitas: `credito salario|credito de salario|salario mensal|pagamento salario recebido|folha recebida|pro labore recebido|
    rendimento poupanca|rendimentos poupanca|rendimento aplicacao|rend aplicacao|juros recebidos|dividendos recebidos|
    jcp recebido|estorno de compra|estorno cartao|estorno de tarifa|devolucao de compra|reembolso recebido|
    cashback recebido|meliuz resgate|ame digital cashback|picpay cashback|restituicao imposto de renda|
    restituicao irpf|inss aposentadoria|pagamento inss|beneficio bolsa familia|auxilio gas|seguro desemprego|
    abono salarial|pis pasep|abono pis|ferias recebidas|13o salario|decimo terceiro salario|plr recebida|
    premio recebido|venda recebida|recebimento venda|pagamento recebido|salario|salarios|cred salario|pro labore|
    prolabore|rendimento|rendimentos|rend pago|dividendos|dividendo|jcp|juros sobre capital|estorno|estornos|cashback|
    meliuz|meliuz cashback|ame cashback|reembolso|restituicao|restituicao ir|13 salario|decimo terceiro|ferias|
    cred fgts|saque fgts|beneficio inss|inss beneficio|aposentadoria|pensao|bolsa familia|auxilio brasil|auxilio|
    credito em conta|deposito|deposito recebido|venda|vendas|recebimento|premio|bonificacao|plr|
    participacao nos lucros|comissao|comissoes|freelance|honorarios recebidos`,
  Saques: `saque 24 horas|saque banco 24 horas|saque tecban|tecban|saque caixa eletronico|saque atm|saque em especie|
    saque cartao|saque bb|saque itau|saque bradesco|saque santander|saque caixa|saque loterica|saque correspondente|
    saque pix troco|pix troco|saque|saq|saque 24h|banco24horas|banco 24 horas|bco24horas|atm|caixa eletronico|
    saque loterico|saque lot|saque no caixa|saque agencia|saque digital|saque pix|pix saque|retirada|
    retirada em especie`,
  Seguros: `porto seguro cia|porto seguro auto|porto seguro residencia|porto seguro vida|azul seguros auto|
    tokio marine seguradora|hdi seguros sa|mapfre seguros|allianz seguros sa|liberty seguros sa|yelum seguros|
    itau seguros sa|bradesco seguros sa|bradesco auto re|sulamerica seguros sa|caixa seguradora sa|caixa seguros|
    bb seguros|brasilseg|alianca do brasil|youse seguros|suhai seguradora|pier seguradora|justos seguros|
    ciclic seguros|minuto seguros|prudential do brasil|metlife vida|mongeral aegon|mag seguros|icatu seguros sa|
    zurich seguros|chubb seguros|sompo seguros|generali brasil|sancor seguros|ituran|pointer|seguro do carro|
    seguro do celular|seguro residencia|seguro de vida em grupo|seguro garantia|porto seguro|azul seguros|
    tokio marine|hdi|hdi seguros|mapfre|allianz|allianz seguros|liberty|liberty seguros|yelum|itau seguros|
    bradesco seguros|sulamerica seguros|sul america seguros|caixa seguradora|youse|suhai|prudential|metlife|mongeral|
    icatu seguros|zurich|chubb|sompo|generali|sancor|pier|pier seguros|justos|ciclic|seguro auto|seguro residencial|
    seguro vida|seguro de vida|seguro celular|seguro prestamista|seg prestamista|seguradora|seguros|seguro|
    corretora de seguros|protecao veicular|associacao de protecao veicular|apv|rastreador|assistencia 24h`,
  'Empréstimos e Financiamentos': `agibank|bmg|banco bmg|ole consignado|banco mercantil|daycoval|cetelem|supersim|juvo|banco pan sa|safra financeira|credito rural|cartao bmg|emprestimo pessoal|emprestimo consignado inss|credito consignado|parcela emprestimo|parcela financiamento|
    financiamento veiculo|financiamento de veiculo|financiamento auto|cdc veiculo|bv financeira sa|banco bv sa|
    aymore credito|santander financiamentos sa|itau unibanco financiamento|bradesco financiamentos sa|banco pan|
    pan financeira|omni financeira|crefisa sa|creditas solucoes|simplic credito|geru credito|noverde|bom pra credito|
    mercado credito|mercado pago emprestimo|nubank emprestimo|picpay emprestimo|inter emprestimo|c6 emprestimo|
    will bank emprestimo|losango financeira|portocred|crediare|credsystem|parcelamento fatura|parcelamento da fatura|
    acordo serasa|serasa limpa nome|renegociacao divida|quitacao divida|recovery|ativos sa|
    antecipacao saque aniversario|antecipacao fgts|emprestimo fgts|emprestimo|emprestimos|credito pessoal|consignado|
    emprestimo consignado|financiamento|financiamentos|financ|aymore|aymore financiamentos|bv financeira|banco bv|
    omni|crefisa|creditas|simplic|geru|rebel|parcelamento de fatura|acordo|acordo certo|renegociacao|limpa nome|
    quitacao|divida|parcela credito|parc credito|santander financiamentos|itau financiamentos|bradesco financiamentos|
    caixa financiamento|capital de giro|pronampe|cdc|credito direto ao consumidor|leasing|home equity|
    credito com garantia|losango|pernambucanas financeira|crediario`,
  Outros: `funeraria|funerarias|servicos funerarios|plano funeral|cemiterio|crematorio|saldo anterior|saldo do dia|saldo|correios|correio|serasa|serasa experian|boa vista scpc|spc|cartorio de protesto consulta|costureira|sapateiro|
    chaveiro e carimbos|carimbos|copiadora|xerox|copias|fotocopias|lotérica pagamento|estabelecimento|transacao|
    diversos|pagamento diversos|debito diversos|comercio de produtos|servicos gerais`,
  Doações: `teto|casa hope|instituto do cancer infantil|padrinho|apadrinhamento|abrigo de animais|ong animal|protetores de animais|doacao igreja|contribuicao igreja|doacao online|doacao mensal|dizimo igreja|oferta igreja|igreja universal do reino de deus|igreja mundial|
    igreja internacional da graca|assembleia de deus|igreja batista|primeira igreja batista|igreja presbiteriana|
    igreja metodista|igreja adventista|igreja catolica|paroquia nossa senhora|paroquia sao|mitra arquidiocesana|
    mitra diocesana|renovacao carismatica|cancao nova|tv cancao nova|rede vida|medicos sem fronteiras brasil|
    unicef brasil|acnur brasil|greenpeace|wwf brasil|sos mata atlantica fundacao|instituto ayrton senna|
    fundacao abrinq|abrinq|graacc|aacd|apae|hospital de amor barretos|hospital do cancer|teleton aacd|
    crianca esperanca|amigos do bem|gerando falcoes|cufa|acao da cidadania|mesa brasil|vakinha com br|catarse me|
    apoia se|benfeitoria com|kickante com|doare|abacashi|padre marcelo rossi|dizimo|igreja|paroquia|templo|
    congregacao|igreja universal|batista|presbiteriana|adventista|catolica|mitra|diocese|arquidiocese|centro espirita|
    espirita|terreiro|vakinha|catarse|apoiase|benfeitoria|kickante|doacao|doacoes|medicos sem fronteiras|msf|unicef|
    sos mata atlantica|hospital de amor|teleton|acnur|plan international|visao mundial|actionaid|cruz vermelha|wwf|
    criança esperanca|lar de idosos|abrigo|ong|associacao beneficente|beneficente|filantropica|caridade|missao|
    missoes`,
  'biz:vendas': `stone pagamentos|stone credito|rede credito|cielo credito|getnet vendas|sumup credito|ton credito|pagseguro credito|mercado pago vendas|venda no cartao|vendas cartao|credito de vendas|recebimento de vendas|liquidacao de vendas|antecipacao de vendas|recebiveis|pix de cliente|pagamento de cliente|cliente pagou|cielo|cielo vendas|rede vendas|redecard|getnet|stone vendas|stone pagamentos|pagseguro vendas|
    mercado pago liberacao|liberacao de dinheiro|repasse|repasse vendas|shopee repasse|amazon repasse|safrapay|sipag|
    sumup vendas|ton vendas|infinitepay|vero vendas|banrisul vero|elavon|adyen|pagarme|asaas liquidacao|
    liquidacao cobrancas|cred liq cobranca|credito cobranca|cobranca recebida|boleto recebido|recebimento de cliente|
    cliente|nf|nota fiscal|duplicata|antecipacao recebiveis|credito antecipado|vendas credito|vendas debito|venda pix|
    hotmart vendas|eduzz vendas|kiwify vendas|mercado livre liberacao|ifood repasse|rappi repasse|uber repasse|
    99 repasse`,
  'biz:fornecedores': `comercio atacadista|atacadista de|distribuidora de|industria e comercio|ind e com|ind com|fabricante|fornecedor de|materia-prima|materias primas|embalagem|embalagens plasticas|grafica e embalagens|insumos agricolas|racoes industria|frigorifico ltda|laticinio|cooperativa agro|agropecuaria atacado|distribuidora|distrib|distribuicao|atacado de|atacadista de|industria|fabrica|metalurgica|madeireira|tecidos|
    malhas|malharia|confeccoes lima|embalagens|descartaveis|importadora|exportadora|materiais eletricos|acos|metais|
    ceramica|ferragens|frigorifico|granja|laticinios|ambev|coca cola|femsa|brf|sadia|seara|perdigao|nestle|souza cruz|
    unilever|p&g|procter|jbs|marfrig|minerva|bauducco industria|pepsico|heineken|grafica industrial|papelao|plasticos|
    quimica|tintas|insumos|materia prima|mercadorias|revenda`,
  'biz:atacado': `assai atacadista|assai atac|atacadao dia a dia|maxxi|sam s club|atakarejo|assai|roldao|atacadista|ceasa|
    hortifruti atacado|frigorifico|distribuidora de alimentos|distribuidora de bebidas|distrib de bebidas|
    bebidas alianca|granja|ovos|laticinios ltda`,
  'biz:folha': `pagamento de funcionario|pagamento funcionario|pagto funcionario|pagto funcionarios|salario funcionarios|folha mensal|folha quinzenal|adiantamento de salario|vale salarial|pro labore socios|prolabore socio|retirada socio|distribuicao de lucros|estagiario|estagio|bolsa estagio|ciee|nube|iel estagio|folha|folha de pagamento|folha pagamento|salarios|salario funcionario|pagto salario|pagamento de salario|
    pagamento de salarios|sispag salario|sispag salarios|pro labore socio|adiantamento quinzenal|
    adiantamento salarial|ferias funcionario|rescisao|rescisao contrato|13 salario parcela|decimo terceiro|
    funcionarios|funcionario|colaboradores|holerite|payroll|pagamento funcionarios`,
  'biz:encargos': `fgts|fgts guia|guia fgts|gfd|fgts digital|grrf|fgts rescisorio|sefip|gfip|inss folha`,
  'biz:beneficios': `alelo refeicao|vr refeicao|sodexo refeicao|pluxee refeicao|ticket restaurante|ticket alimentacao|vr beneficios|vr|
    alelo|pluxee|sodexo|ticket servicos|vale refeicao|vale alimentacao|caju beneficios|flash beneficios|swile|
    ifood beneficios|mercado pago beneficios|vale cultura|beneficios|green card|valecard|planvale|verocard`,
  'biz:plano-saude': `plano empresarial|saude empresarial|saude empresa|unimed empresarial|amil empresarial|gympass empresas|
    wellhub empresas|totalpass empresas|odontoprev empresarial`,
  'biz:vale-transporte': `vale transporte|vt empresa|vt|riocard vt|sptrans vale transporte|bilhete unico empresa|vale transporte pj`,
  'biz:marketing': `kwai ads|snapchat ads|spotify ads|youtube ads|google adwords|adwords|ahrefs|similarweb|hootsuite|mlabs|etus|reportei|rd station ads|impulsionamento instagram|instagram impulsionar|facebook impulsionar|meta platforms ireland|facebk ads|panfletos|folders|cartoes de visita|banners|faixas|lona|plotagem|envelopamento|fachada|letreiro|totem|brindes promocionais|agencia de publicidade|agencia digital|social media|gestao de trafego|trafego pago|influencer|influenciadora|assessoria de marketing|google ads|googleads|google ads1|ads|facebk|facebook|facebook ads|meta ads|meta platforms|instagram ads|
    tiktok ads|linkedin ads|twitter ads|x ads|pinterest ads|bing ads|microsoft ads|taboola|outbrain|criteo|rd station|
    rdstation|mailchimp|hubspot|semrush|vistaprint|printi|grafica|grafica e editora|grafica rapida|
    agencia de marketing|marketing|marketing digital|agencia criativa|publicidade|propaganda|brindes|
    brindes personalizados|fotografia|producoes|outdoor|midia|midia exterior|comunicacao visual|letreiros|panfletagem|
    assessoria de imprensa|anuncios|radio fm|influenciador|impulsionamento|patrocinio|eventos corporativos|banner|
    adesivos|placas|sinalizacao`,
  'biz:software': `jetbrains|postman|datadog|new relic|sentry|mongodb|mongodb atlas|mailgun|amazon ses|rd station marketing|pipefy|movidesk|freshworks|typeform|surveymonkey|calendly|nibo|granatum|quickbooks|xero|vhsys|tiny|olist|loja integrada|yampi|kajabi|memberkit|activecampaign|sendinblue|brevo|sendpulse|leadlovers|manychat|zapier|make com|integromat|n8n|airtable|smartsheet|lucidchart|loom|bitwarden|teamviewer|anydesk|autodesk|autocad|sketchup|solidworks|corel|coreldraw|envato|freepik|shutterstock|istock|getty images|google cloud platform|google gsuite|google workspace business|microsoft azure cloud|microsoft 365 business|office 365 empresa|amazon web services|aws amazon|oracle|sap|salesforce com|hubspot inc|dropbox business|box com|wetransfer|github inc|gitlab inc|heroku inc|vercel inc|netlify inc|supabase|firebase|render com|fly io|railway|hostgator com br|locaweb com br|umbler|registro de dominio|dominio com br|certificado digital|certisign|serasa certificado|valid certificadora|soluti|safeweb|sistema erp|licenca de software|assinatura software|software de gestao|automacao comercial|sistema pdv|pdv|aws|amazon web services|aws emea|amazon aws|microsoft azure|azure|google cloud|gcp|google workspace|workspace|
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
  'biz:servicos': `escritorio de advocacia|advogada|advogados associados|assessoria contabil|assessoria juridica|contabilidade ltda|contador autonomo|escritorio contabil ltda|auditoria independente|consultoria tributaria|consultoria financeira|consultoria de ti|consultoria ambiental|engenheiro|engenharia civil|arquiteta|arquiteto|designer grafico|agencia de design|workana|99freelas|upwork|fiverr|freela|honorario|honorarios advocaticios|honorarios medicos trabalho|pericia contabil|recursos humanos terceirizado|recrutamento e selecao|headhunter|treinamento corporativo|palestrante|coaching|mentoria|escritorio contabil|contabilidade|contabil|contador|contadora|honorarios|honorarios contabeis|advocacia|advogados|
    advogado|advocaticios|juridico|consultoria|consultoria empresarial|assessoria|despachante legalizacao|traducoes|
    traducao juramentada|engenharia|projetos|arquitetura|auditoria|pericia|consultoria em rh|recrutamento|
    medicina do trabalho|saude ocupacional|contabilizei|agilize|agilize contabilidade|contabilidade online|designer|
    freelancer|prestacao de servicos|servicos prestados|terceirizacao|terceirizada|outsourcing|limpeza comercial|
    seguranca patrimonial|vigilancia`,
};
