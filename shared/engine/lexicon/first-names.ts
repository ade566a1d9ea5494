/** Common Brazilian first names (folded): a line that is a channel plus one of these is a person. */
export const FIRST_NAMES: ReadonlySet<string> = new Set(
  `maria jose joao ana antonio francisco carlos paulo pedro lucas luiz marcos luis gabriel rafael daniel marcelo bruno
  eduardo felipe raimundo rodrigo manoel mateus matheus andre fernando fabio leonardo gustavo guilherme leandro tiago thiago
  anderson ricardo marcio jorge alexandre sebastiao roberto edson diego vitor victor sergio claudio renato igor julio
  rogerio adriano emerson caio vinicius henrique otavio murilo arthur artur heitor davi david samuel enzo miguel bernardo
  nicolas benjamin joaquim lorenzo theo bento cauã caua kaique kaua luan breno cesar celso flavio hugo ivan jonas wagner
  wellington washington wesley willian william alan allan alex alisson diogo douglas elias everton fabricio gilberto
  gilson helio hernani jefferson jair jean joel josue juliano leonel lauro mauricio mauro milton moises nelson orlando
  osvaldo reinaldo ronaldo rubens sandro saulo silvio valter walter wilson zeca ze beto tiao chico
  francisca antonia adriana juliana marcia fernanda patricia aline sandra camila amanda bruna jessica leticia julia luciana
  vanessa mariana gabriela vera vitoria larissa claudia beatriz luana rita sonia renata eliane josefa simone natalia cristiane
  carla debora rosangela jaqueline rosa daniela aparecida marlene terezinha raimunda andreia fabiana lucia raquel angela
  rafaela joana luzia elaine rosana isabela isabel tatiana monica regina helena alice laura manuela valentina sofia sophia
  heloisa livia cecilia lorena giovanna giovana yasmin ester esther sarah sara clara luiza lara melissa nicole rebeca
  priscila paula carolina caroline karina karen kelly michele michelle cintia cynthia denise viviane eliana silvia solange
  cleide celia marta neide vania ivone ines irene olga gloria edna elisa elisangela lilian lidiane thais tais taina
  bianca barbara alessandra roberta flavia luciene joyce suelen suellen ingrid milena marina marisa mirian miriam
  deborah dayane daiane jaine janaina katia keila leila lais natasha noemi pamela poliana rayane sabrina samara
  sueli tamires tania thalita valeria veronica viviana zilda cristina kaique`
    .split(/\s+/)
    .filter((name) => name.length > 0),
);
