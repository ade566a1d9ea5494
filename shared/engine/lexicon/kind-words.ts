/**
 * Words that say what kind of local business a merchant is (padaria, posto, drogaria, ...),
 * and their usual abbreviations on card terminals, by concept. Same spelling rules as
 * brands.ts; both feed the same index, and the longest, earliest name wins.
 */
export const KIND_WORDS: Readonly<Record<string, string>> = {
  Alimentação: `lanchon|lanchonet|lancheri|churrasc|churrascar|churrasq|restaura|restau|rest e lanch|sorvet|sorveter|hamburg|hamburgue|hamburgu|pastela|pastelar|pizzar|esfih|esfiharia e pizzaria|confeitar|panific|cafet|com de aliment|comercio de aliment|com aliment|com de lanches|comercio de lanches|galetos|xis e lanches|rodizio de pizza|pizza e esfiha|acai e sorvetes|sorvetes e acai|bar e restaur|rest e pizz|rest e bar|comida mineira|comida baiana|comida nordestina|culinaria|cozinha japonesa|sushi bar|yakisobaria|petiscaria e choperia|chopperia e restaurante|pao quente|pao de batata|casa de paes|bolos caseiros|doces finos|salgados e doces|sorveteria e acaiteria|acaiteria e sorveteria|lanches e salgados|food service|gula|lenha|forno a lenha|brasa|na brasa|grelha|espeto|espetos|fornalha|gastrobar|gastronomia|empanada|burrito|nachos|lamen|ramen|udon|dim sum|quitutes|kibe|doce|trufa|trufas|bombom|bombons|cupuacu|cuscuz|cuscuzeria|feijoada|parmegiana|prato feito|dogao|cachorrao|bauru|misto quente|sanduba|smash|chopperia|buteco|birosca|coquetel|cachaca|cachacaria|vinho|vinhos|enoteca|espresso|capuccino|tea|juice|smoothie|agua de coco|coco gelado|frangaria|frango assado|pamonharia|comidaria|bandejao|cafe colonial|forneria|bbq|barbecue|churras|comedoria|sushiteria|yakissoba|pastelaria e lanchonete|salgaderia|cafe e restaurante|restaurante e bar|lanches e sucos|bar e petiscaria|adega e bar|casa do pastel|casa da esfiha|mundo do acai|restaurante|restaurantes|rest|restaur|restaurant|lanchonete|lanchonetes|lanches|lanche|lanch|
    lanches e porcoes|pizzaria|pizzarias|pizz|pizza|pizzas|churrascaria|churrasco|churras|churrasquinho|espetaria|
    espetinho|espetos|padaria|padarias|pad|panificadora|panificacao|panif|pao|paes|padeiro|confeitaria|confeit|conf|
    doceria|doces|docinhos|bolos|bolo|tortas|torta|salgados|salgaderia|salgadinhos|pastelaria|pastel|pasteis|
    sorveteria|sorvetes|sorvete|gelato|gelateria|acaiteria|acai|acais|cafeteria|cafe|cafes|coffee|cafezinho|bar|bares|
    boteco|botequim|choperia|chopp|chope|cervejaria|cerveja|beer|pub|bistro|bistrot|cantina|trattoria|osteria|
    pizzaria e esfiharia|esfiharia|esfiha|esfirra|hamburgueria|hamburguer|hamburger|burger|burguer|burgers|hot dog|
    hotdog|cachorro quente|dogueria|creperia|crepe|crepes|tapiocaria|tapioca|pamonharia|pamonha|sushi|sushibar|
    temakeria|temaki|japones|japonesa|comida japonesa|yakisoba|chines|chinesa|comida chinesa|arabe|comida arabe|kebab|
    mexicano|mexicana|tacos|italiano|italiana|massas|massa|marmitaria|marmitex|marmita|marmitas|quentinha|quentinhas|
    self service|buffet|rodizio|a la carte|por quilo|por kilo|comida caseira|comida|cozinha|cozinha mineira|caseira|
    caseiro|sabor|sabores|saborosa|delicia|delicias|gostoso|gostosa|tempero|temperos|gourmet|grill|grelhados|galeto|
    galeteria|frango|frangos|assados|assado|peixaria restaurante|frutos do mar|caranguejo|camarao|moqueca|acaraje|
    baiana|petiscaria|petiscos|petisco|porcoes|tira gosto|sucos|suco|sucos e vitaminas|vitaminas|caldo de cana|garapa|
    caldos|sopas|sopa|crepioca|poke|pokes|salada|saladas|natural food|lancheria|xis|xisburguer|sanduiche|sanduiches|
    sanduicheria|baguete|wrap|wraps|beirute|food|foods|food truck|foodtruck|truck|kitchen|grill house|steak|
    steakhouse|pizza house|cafe bar|snack|snacks|bomboniere|bombonieres|chocolates|chocolateria|cacau|brigadeiro|
    brigaderia|cupcake|donuts|churros|quiosque|kiosk|trailer|barraca|barraquinha|ambulante|feira gastronomica|
    praca de alimentacao|refeicoes|refeicao|alimentacao|alimentos|comercio de alimentos|com de alimentos|com de alim|
    alim|restaurante e lanchonete|boulangerie|patisserie|empanadas|empada|empadas|coxinha|coxinhas|quibe|
    pao de queijo|biscoitos|rosquinhas|casa de sucos|lanche feliz|adega bar|bar e lanchonete|bar e restaurante|
    botecos|vinhos e bar|wine bar|drinks|cozinha industrial|rotisseria|rotisserie|comida por quilo|
    restaurante universitario|cantina escolar`,
  Supermercado: `supermer|supermerca|superm|supmer|hortifr|hortifrut|hortifrutig|mercear|merceari|minimerc|mini merc|atacad|atacadist|acoug|frigor|frigorif|laticin|distrib de bebidas|dist de bebidas|distr de bebidas|distribuidora de bebid|com de frutas|comercio de frutas e verduras|frutas e verd|sacolao e hortifruti|mercado e padaria|emporio e mercearia|casa de carnes e|carnes e frios|frios e carnes|comercio de carnes|comercio de bebidas|deposito de bebid|boutique de carnes|carnes nobres|avicola|pescados|produtos coloniais|queijaria|hortifrutigranjeiros|ovos e frutas|mercado municipal|mercado do produtor|varejao de frutas|sacolao municipal|super economico|supermercado economico|mercado popular|mercado da familia|mercado do bairro|comercio de frutas|frutas e verduras|verduras e legumes|supermercado|supermercados|supermerc|supmerc|supermkt|super mercado|super|hipermercado|hiper|hipermerc|mercado|
    mercados|merc|mercadinho|mercadinhos|minimercado|minimercados|mini mercado|mini merc|mercearia|mercearias|emporio|
    emporium|armazem|quitanda|sacolao|varejao|hortifruti|hortifrutti|hortifrutigranjeiro|horti|hortalicas|verduras|
    legumes|frutas|fruteira|frutaria|verdureiro|verdureira|feira livre|feirante|acougue|acougues|casa de carnes|
    carnes|casa do frango|frigorifico varejo|peixaria|pescados|laticinios|queijaria|queijos|frios|frios e laticinios|
    produtos naturais|loja de produtos naturais|graos|cereais|cerealista|granel|a granel|atacarejo|economico|
    conveniencia|loja de conveniencia|distribuidora de bebidas|deposito de bebidas|bebidas|adega|casa de bebidas|
    agua mineral|gas e agua|ovos|granja|padaria e mercado|mercado e acougue|supermercado e acougue|
    comercial de alimentos`,
  Transporte: `posto de molas|molas e pneus|molas e suspensao|estacionam|estacio|estac shopping|pedag|auto pec|autopec|com de pecas|comercio de pecas|pecas e servicos|pneus e servicos|auto mecanica|centro automot|lava jato e|lava car e|moto pecas e|motope|auto elet|auto socorro|estacionamento|estacionamentos|estac|estacion|parking|park|garagem|valet|pedagio|pedagios|autoestrada|rodovia|
    concessionaria rodovia|taxi|taxis|radio taxi|mototaxi|moto taxi|transporte|transportes|passe|bilhete|
    recarga transporte|onibus|metro|trem|balsa|barca|ferry|lava jato|lava rapido|lavagem|lava car|lavacar|auto pecas|
    autopecas|auto peca|pecas|peca|oficina|oficina mecanica|mecanica|mecanico|borracharia|borracheiro|pneus|pneu|
    centro automotivo|auto center|autocenter|funilaria|lanternagem|pintura automotiva|alinhamento|balanceamento|
    auto eletrica|eletrica automotiva|motopecas|moto pecas|bicicletaria|bike|bikes|patinete|escapamento|escapamentos|
    retifica|radiadores|baterias|bateria automotiva|som automotivo|acessorios automotivos|capotaria|
    tapecaria automotiva|vidracaria automotiva|insulfilm|guincho|reboque|socorro automotivo|despachante veicular|
    vistoria veicular|estetica automotiva|polimento|martelinho de ouro|lubrificantes|troca de oleo|oleo|filtros|
    suspensao|freios|embreagem|cambio automatico|injecao eletronica|car service|auto service|motos|concessionaria|
    veiculos`,
  Combustível: `auto posto e|auto pst|com de combust|comercio de combust|com combustiveis|comercio de combustiveis|combustiveis e lubrificantes|posto de servicos|posto e conveniencia|posto de gasolina|abastecimento|posto|postos|pst|auto posto|autoposto|posto de gasolina|posto de combustivel|posto de servicos|combustivel|
    combustiveis|combust|comb|gasolina|etanol|alcool combustivel|diesel|gnv|gas natural veicular|abastecimento|
    abastece|fuel|petroleo|derivados de petroleo|posto e conveniencia|comercio de combustiveis`,
  Compras: `magaz|mat constr|mat de constr|mat p constr|mat construcao|materiais de constr|materiais p construcao|mat eletricos|materiais eletricos|ferrag|ferragens e|tintas e|calcad|calcados e|confec|confeccoes e|modas e|armarinh|papelar|bazar e|presentes e|utilidad|eletrodom|eletroeletr|moveis e|decoracoes|cama mesa e banho|bicicletas|celulares e|informat|acessorios e|joias e|bijuterias|perfumes e|cosmeticos e|loja|lojas|store|shop|magazine|bazar|utilidades|utilidades domesticas|variedades|presentes|artigos|armarinho|
    aviamentos|tecidos|tecido|retalhos|cama mesa e banho|enxoval|moda|modas|moda feminina|moda masculina|
    moda infantil|moda praia|roupas|roupa|vestuario|confeccoes|confeccao|confec|jeans|camisaria|camisetas|lingerie|
    calcados|calcado|sapatos|sapataria|tenis|chinelos|bolsas|acessorios|bijuterias|bijoux|semijoias|joalheria|joias|
    relojoaria|relogios|otica de sol|eletronicos|eletronica|eletrodomesticos|eletro|informatica|celulares|celular|
    smartphones|games|videogames|papelaria|livraria|livros|sebo|brinquedos|brinquedo|toys|esportes|esportivos|
    artigos esportivos|suplementos|moveis|movel|moveis planejados|colchoes|estofados|decoracao|decor|iluminacao|
    materiais de construcao|material de construcao|mat construcao|home center|ferragens|ferragem|ferramentas|eletrica|
    hidraulica|tintas|casa das tintas|vidracaria|madeireira|marmoraria|floricultura|flores|plantas|garden|
    jardinagem loja|pet e garden|presentes e utilidades|artesanato|armarinhos|fotografia loja|instrumentos musicais|
    musical|perfumaria e presentes|tabacaria|importados|importadora loja|outlet|departamentos|1 99|r 1 99|
    comercio varejista|varejo|atacado e varejo|e-commerce|ecommerce|online store|marketplace|loja virtual|shopping`,
  Saúde: `drog|drogar|drogaria e|farmac|farmacia e drogaria|psicolog|psicologa|psicologo|fisiot|fisioterap|odontol|odontologica|odonto e|lab de analises|laboratorio de analises|analises clinicas|clinica medica|clinica odontologica|clin|otic|oticas e|centro medico|consultorio|policlinica|pronto atendimento|pronto socorro|farmacia|farmacias|farma|farm|drogaria|drogarias|drog|droga|drogas|drogasmil|manipulacao|botica|hospital|hosp|
    hospitalar|clinica|clinicas|clin|clinic|consultorio|consultorios|medico|medica|medicos|medicina|med|laboratorio|
    laboratorios|lab|labs|analises clinicas|diagnostico|diagnosticos|imagem diagnostica|radiologia|raio x|tomografia|
    ressonancia|ultrassonografia|odonto|odontologia|odontologica|odontologico|dentista|dental|dentistas|ortodontia|
    implantes|psicologo|psicologa|psicologia|psiquiatra|psiquiatria|terapia|terapeuta|fisioterapia|fisioterapeuta|
    fisio|pilates|rpg|acupuntura|quiropraxia|fonoaudiologia|fono|nutricionista|nutricao|endocrino|cardiologia|
    dermatologia|dermato|oftalmologia|oftalmo|otica|oticas|optica|oculos|lentes|ortopedia|ortopedico|ortopedicos|
    pediatria|pediatra|ginecologia|obstetricia|urologia|neurologia|oncologia|vacinas|vacinacao|pronto atendimento|
    pronto socorro|upa|ubs|saude|policlinica|medicina do esporte|exames|academia|academias|gym|fitness|crossfit|
    musculacao|natacao|studio fitness|treinamento funcional|yoga|hidroginastica|home care|enfermagem|cuidador|
    cuidadores|casa de repouso|homeopatia|produtos hospitalares`,
  Viagem: `hotel|hoteis|hostel|hostels|pousada|pousadas|resort|resorts|chale|chales|flat|apart hotel|aparthotel|motel|inn|
    lodge|hospedagem|hospedaria|albergue|camping|glamping|turismo|turistica|agencia de viagens|viagens|viagem|
    passagens|passagem|aereas|aerea|linhas aereas|airlines|airline|airways|air|aeroporto|rodoviaria|viacao|expresso|
    transportadora de passageiros|fretamento|excursao|excursoes|passeios turisticos|city tour|receptivo|cambio|
    casa de cambio|duty free|locadora de veiculos|locadora|rent a car|rentacar|aluguel de carros|seguro viagem|travel|
    trip|tours|cruzeiro|cruzeiros|navio|ferias`,
  Moradia: `aluguel|alugueis|locacao|imobiliaria|imoveis|condominio|condominios|cond|edificio|residencial|predio|
    administradora|administradora de condominios|sindico|portaria|zeladoria|reforma|reformas|construcao|construtora|
    empreiteira|pedreiro|pintor|pintura residencial|eletricista|encanador|hidraulica residencial|marido de aluguel|
    faz tudo|diarista|faxina|faxineira|limpeza residencial|passadeira|lavanderia|dedetizadora|dedetizacao|
    desentupidora|chaveiro|serralheria|marcenaria|marceneiro|vidraceiro|gesso|gesseiro|piscineiro|jardineiro|
    jardinagem|paisagismo|mudancas|carreto|vigilancia residencial|portaria remota|gas encanado`,
  'Contas e Serviços': `energia|energia eletrica|eletricidade|luz|conta de luz|agua|conta de agua|saneamento|esgoto|gas|gas encanado|
    telefone|telefonia|celular conta|operadora|telecom|telecomunicacoes|internet|provedor|provedor de internet|fibra|
    fibra optica|banda larga|tv a cabo|tv por assinatura|recarga|recarga celular|servicos de comunicacao|net|
    net virtua|distribuidora de energia|companhia de agua|companhia de gas`,
  Educação: `escola|escolas|colegio|colegios|faculdade|faculdades|universidade|univ|centro universitario|instituto de ensino|
    ensino|educacao|educacional|curso|cursos|cursinho|preparatorio|idiomas|ingles|english|espanhol|language|
    escola de idiomas|escola de musica|escola de danca|escola de natacao|aula|aulas|reforco escolar|explicadora|
    creche|bercario|berçario|educacao infantil|jardim de infancia|autoescola|auto escola|cfc|material escolar|
    apostilas|mensalidade escolar|matricula|vestibular|concursos|concurso|treinamentos|capacitacao|ead|online courses`,
  Lazer: `cinema|cinemas|cine|teatro|teatros|show|shows|ingresso|ingressos|ticket|tickets|bilheteria|evento|eventos|festa|
    festas|balada|boate|club|clube|parque|parques|parque aquatico|parque de diversoes|zoologico|aquario|museu|museus|
    exposicao|galeria de arte|boliche|kart|paintball|laser tag|escape|fliperama|games center|lan house|sinuca|bilhar|
    karaoke|pesqueiro|pesque pague|pescaria|camping lazer|trilha|ecoturismo|rafting|esportes radicais|arena|quadra|
    quadras|futebol society|society|beach tennis|padel|tenis clube|golfe|estadio|jogo|jogos|loteria|loterica|aposta|
    apostas|bet|cassino|bingo|circo|danceteria|casa de shows|musica ao vivo|festival|carnaval|bloco|camarote|abada|
    hobby|hobbies|colecionaveis|streaming de jogos`,
  'Cuidados Pessoais': `salao|saloes|salao de beleza|beleza|beauty|cabeleireiro|cabeleireira|cabelereiro|cabelos|hair|barbearia|
    barbearias|barber|barbershop|barbeiro|manicure|pedicure|esmalteria|unhas|nails|nail|estetica|esteticista|
    clinica de estetica|spa|day spa|massagem|massoterapia|depilacao|depil|sobrancelha|sobrancelhas|micropigmentacao|
    cilios|lash|maquiagem|makeup|cosmeticos|cosmetica|perfumaria|perfumes|perfume|tatuagem|tattoo|piercing|podologia|
    podologo|bronzeamento|studio de beleza|espaco de beleza|visagismo`,
  Pets: `veterin|veterinaria|clinica veterin|hospital veterin|racoes|racao|agropec|pet e|petshop e|pet|pets|petshop|pet shop|pet center|petcenter|pet store|veterinaria|veterinario|veterinarios|vet|
    clinica veterinaria|hospital veterinario|banho e tosa|tosa|racao|racoes|casa de racao|agropecuaria|agropet|
    aquarismo|aquario pet|canil|gatil|adestramento|hotel pet|creche pet|dog|dogs|animal|animais|bicho|bichos`,
  'Impostos e Taxas': `prefeitura|prefeitura municipal|pref|governo|secretaria da fazenda|sefaz|receita federal|detran|der|dnit|cartorio|
    cartorios|tabeliao|tabelionato|registro civil|registro de imoveis|oficio|protesto|tributo|tributos|imposto|
    impostos|emolumentos|ipva|iptu|itbi|licenciamento|dpvat`,
  Seguros: `seguro|seguros|seguradora|corretora de seguros|corretora|apolice|protecao veicular|assistencia 24 horas`,
  'Empréstimos e Financiamentos': `emprestimo|emprestimos|financeira|financiamento|financiamentos|credito pessoal|consignado|crediario|prestacao|
    acordo|renegociacao|divida|cobranca amigavel|recuperadora de credito`,
  Doações: `igreja|igrejas|paroquia|capela|templo|comunidade|missao|missoes|evangelica|catolica|centro espirita|casa espirita|
    dizimo|doacao|doacoes|ong|instituto beneficente|associacao beneficente|beneficente|filantropia|caridade|abrigo|
    asilo|orfanato|apae|lar dos idosos|vakinha|vaquinha|crowdfunding`,
  Outros: `servicos gerais|prestadora|prestacao de servicos|empreendimentos|participacoes|representacoes|repres|
    multiservicos|multi servicos|ltda me|microempreendedor`,
};
