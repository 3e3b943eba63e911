// People-like demo data shared by the modules' demos (candidates, employees): names, Brazilian cities with
// their DDD and CEP range, streets, schools, former employers, and a deterministic generator.

export const FEMININOS = ['Ana', 'Maria', 'Juliana', 'Fernanda', 'Patrícia', 'Camila', 'Aline', 'Letícia', 'Beatriz', 'Larissa', 'Gabriela', 'Vanessa', 'Tatiane', 'Raquel', 'Luana', 'Francisca', 'Antônia', 'Débora', 'Priscila', 'Natália', 'Jéssica', 'Simone', 'Cláudia', 'Rosângela', 'Thaís', 'Bruna', 'Mariana']
export const MASCULINOS = ['José', 'João', 'Antônio', 'Francisco', 'Carlos', 'Paulo', 'Pedro', 'Lucas', 'Luiz', 'Marcos', 'Gabriel', 'Rafael', 'Daniel', 'Marcelo', 'Bruno', 'Eduardo', 'Felipe', 'Raimundo', 'Rodrigo', 'Thiago', 'Vinícius', 'Leonardo', 'Gustavo', 'Matheus', 'Caio', 'Sérgio', 'Wellington']
export const SOBRENOMES = ['Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes', 'Costa', 'Ribeiro', 'Martins', 'Carvalho', 'Almeida', 'Lopes', 'Soares', 'Fernandes', 'Vieira', 'Barbosa', 'Rocha', 'Dias', 'Nascimento', 'Andrade', 'Moreira', 'Nunes', 'Marques', 'Machado', 'Mendes', 'Freitas', 'Cardoso', 'Ramos', 'Gonçalves', 'Santana', 'Teixeira', 'Araújo', 'Cavalcante', 'Bezerra', 'Holanda', 'Pinheiro']
/** IBGE city, UF, DDD and the city's CEP range (Correios), so that every address of the demo holds together. */
export const CIDADES: ReadonlyArray<readonly [number, number, string, number, number]> = [
  [3550308, 35, '11', 1000000, 5999999], [3304557, 33, '21', 20000000, 23799999], [3106200, 31, '31', 30000000, 31999999],
  [2304400, 23, '85', 60000000, 61599999], [2927408, 29, '71', 40000000, 42599999], [2611606, 26, '81', 50000000, 52999999],
  [4314902, 43, '51', 90000000, 91999999], [4106902, 41, '41', 80000000, 82999999], [1302603, 13, '92', 69000000, 69099999],
  [1501402, 15, '91', 66000000, 66999999], [5208707, 52, '62', 74000000, 74899999], [3509502, 35, '19', 13000000, 13139999],
  [5300108, 53, '61', 70000000, 72799999], [4205407, 42, '48', 88000000, 88099999], [2408102, 24, '84', 59000000, 59161999],
  [2507507, 25, '83', 58000000, 58099999], [2111300, 21, '98', 65000000, 65109999], [2211001, 22, '86', 64000000, 64099999],
  [2704302, 27, '82', 57000000, 57099999], [2800308, 28, '79', 49000000, 49098999], [3205309, 32, '27', 29000000, 29099999],
  [5002704, 50, '67', 79000000, 79129999], [5103403, 51, '65', 78000000, 78109999], [2307304, 23, '88', 63000000, 63069999],
  [2312908, 23, '88', 62010000, 62099999], [2303709, 23, '85', 61600000, 61659999], [3548708, 35, '11', 9600000, 9899999],
  [3518800, 35, '11', 7000000, 7399999], [3170206, 31, '34', 38400000, 38415999],
]
/** Neighbourhood names found in cities all over Brazil (a 'Copacabana' in Fortaleza would give the demo away). */
export const BAIRROS = ['Centro', 'Jardim América', 'Vila Nova', 'Santa Luzia', 'São José', 'Jardim Primavera', 'Boa Vista', 'Nossa Senhora de Fátima']
export const RUAS = ['Rua das Flores', 'Avenida Brasil', 'Rua São José', 'Rua Sete de Setembro', 'Avenida Getúlio Vargas', 'Rua Quinze de Novembro', 'Travessa Santa Luzia', 'Rua Barão do Rio Branco']
export const EMPRESAS_ANTERIORES = ['Comercial Nordeste Ltda', 'Supermercados Bom Preço', 'Metalúrgica Aliança', 'Têxtil Santa Clara', 'Transportadora Rápido Sul', 'Clínica Vida Plena', 'Construtora Horizonte', 'Padaria Pão Dourado', 'Banco Popular do Brasil', 'Call Center Atende Bem']
export const CURSOS: ReadonlyArray<[string, string]> = [['Administração', 'Administração'], ['Engenharia de Produção', 'Engenharia'], ['Psicologia', 'Psicologia'], ['Sistemas de Informação', 'Ciência da Computação'], ['Ciências Contábeis', 'Contabilidade']]
export const INSTITUICOES = ['Universidade Federal do Ceará', 'Universidade de São Paulo', 'PUC Minas', 'Universidade Estadual do Rio de Janeiro', 'Universidade de Fortaleza', 'Instituto Federal da Bahia', 'UFRGS']
/** A small deterministic generator (LCG), so the demo is the same on every install. */
export const gerador = (semente: number) => {
  let x = semente
  const prox = () => (x = (x * 1103515245 + 12345) % 2147483648) / 2147483648
  return { n: (max: number) => Math.floor(prox() * max), de: <T>(xs: ReadonlyArray<T>): T => xs[Math.floor(prox() * xs.length)]!, chance: (p: number) => prox() < p }
}

export const dataIso = (ano: number, mes: number, dia: number) => `${ano}-${String(mes).padStart(2, '0')}-${String(dia).padStart(2, '0')}`
